// QA of session 39, a tea shop whose ledger names its accounts with no aliases (Expenses:Salaries,
// Income:Sales, Expenses:Purchases, Assets:Receivables, Liabilities:Payables):
// - 发工资 3500 微信, 工资 3000 给小妹 微信, 小妹工资 2800 现金, 小妹的工资发了 2800 工行: the shop
//   paying wages was booked as money IN to Income:Sales; 给员工发工资 8000 工行, 付工资 3000 微信
//   went to Expenses:Purchases. A ledger with an expense account for wages and no income account for
//   a salary of my own pays them out to that account; a household ledger keeps 工资 as money in.
import { checkedSuite } from './checked-suite.ts';
import { BARE_SHOP } from './bare-shop-ledger.ts';

const SAID_ON = '2026-11-28';

const HOUSEHOLD = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Income:Salary CNY
2025-01-01 open Expenses:Salaries CNY
2025-01-01 open Expenses:Food CNY
`;

checkedSuite('parseEntry in a shop with no aliases: wages paid out to the wages account', BARE_SHOP, [
  { text: '发工资 3500 微信', postings: 'Expenses:Salaries 3500; Assets:WeChat -3500' },
  { text: '发工资 3500 工行', postings: 'Expenses:Salaries 3500; Assets:Bank:ICBC -3500' },
  { text: '工资 3000 给小妹 微信', postings: 'Expenses:Salaries 3000; Assets:WeChat -3000' },
  { text: '小妹工资 2800 现金', postings: 'Expenses:Salaries 2800; Assets:Cash -2800' },
  { text: '发小妹工资 2800 微信', postings: 'Expenses:Salaries 2800; Assets:WeChat -2800' },
  { text: '小妹的工资发了 2800 工行', postings: 'Expenses:Salaries 2800; Assets:Bank:ICBC -2800' },
  { text: '预支工资 500 现金 给小妹', postings: 'Expenses:Salaries 500; Assets:Cash -500' },
  { text: '给员工发工资 8000 工行', postings: 'Expenses:Salaries 8000; Assets:Bank:ICBC -8000' },
  { text: '付店员小刘工资 4000 工行', postings: 'Expenses:Salaries 4000; Assets:Bank:ICBC -4000' },
  { text: '员工工资 8000 工行', postings: 'Expenses:Salaries 8000; Assets:Bank:ICBC -8000' },
  { text: '付工资 3000 微信', postings: 'Expenses:Salaries 3000; Assets:WeChat -3000' },
], SAID_ON);

checkedSuite('parseEntry in a household with a salary income account: 工资 stays money in', HOUSEHOLD, [
  { text: '工资 12000 招行', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000' },
  { text: '发工资 12000 招行', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000' },
  { text: '工资到账 12000 招行', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000' },
], SAID_ON);

// - 营业额 3560 微信, 今日流水 1200 微信, 批发茶叶给客户 1.5万 工行: the day's takings and a wholesale
//   sale were booked as Expenses:Purchases paid from the wallet; now money in to Income:Sales.
// - 老李结清货款 1200 工行 (spending) and 张老板还货款 1200 工行 (the payable paid): a customer named
//   paying what he owed for goods; now money in off the receivable. A supplier recorded on the
//   payable still is paid (张老板 recorded there: the shop pays him).
checkedSuite('parseEntry in a shop with no aliases: takings and a customer paying for goods', BARE_SHOP, [
  { text: '营业额 3560 微信', postings: 'Assets:WeChat 3560; Income:Sales -3560', guessed: false },
  { text: '营业额 3560 微信 2000 支付宝 1560', postings: 'Assets:WeChat 2000; Assets:Alipay 1560; Income:Sales -3560' },
  { text: '今日流水 1200 微信', postings: 'Assets:WeChat 1200; Income:Sales -1200' },
  { text: '批发茶叶给客户 1.5万 工行', postings: 'Assets:Bank:ICBC 15000; Income:Sales -15000' },
  { text: '老李结清货款 1200 工行', postings: 'Assets:Bank:ICBC 1200; Assets:Receivables -1200' },
  { text: '张老板还货款 1200 工行', postings: 'Assets:Bank:ICBC 1200; Assets:Receivables -1200' },
  // as they were
  { text: '银行流水 打印费 20 微信', postings: 'Expenses:Purchases 20; Assets:WeChat -20' },
  { text: '批发市场 进茶叶 3000 工行', postings: 'Expenses:Purchases 3000; Assets:Bank:ICBC -3000' },
  { text: '张老板还款 1200 工行', postings: 'Assets:Bank:ICBC 1200; Assets:Receivables -1200' },
], SAID_ON);

checkedSuite('parseEntry in a shop that records the supplier 张老板 on its payable: the shop pays him', `${BARE_SHOP}2025-01-01 custom "payee" "张老板"\n  account: "Liabilities:Payables"\n`, [
  { text: '张老板还货款 1200 工行', postings: 'Assets:Bank:ICBC -1200; Liabilities:Payables 1200' },
], SAID_ON);
