// QA recheck of session 49: money in said with the words that name where it came from, missed when
// said another way. 公司 补充医疗 赔了 600 到工资卡 was income on the company's Income:Salary (the
// claim aliased 补充医疗 left open, unwarned); 申请 理赔 5000 等 到账 (a space in 等到账) credited money
// not come; withdrew 20000 from housing fund took it from the bank used most; 李先生 房租 还没 给 10500
// (a space in 还没给) was 10500 of Food paid from Alipay; 滨江 换 水龙头 80 and 女儿 学费 5000 建行 were
// money in on the income account 滨江 or 女儿 names; 儿子 发了 200 红包 微信 was a red packet given. Also
// repair aircon (Food), 明年1月 房租 (dated next January) and refund … deposit 3500 minus cleaning 200 (a 422).
import { describe, expect, it } from 'vitest';
import { checkedSuite } from './checked-suite.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const SAID_ON = '2026-11-28';

// a household's medical money, with a daughter and a son who send money home
const HOUSEHOLD = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:CCB CNY
  alias: "建行,建设银行"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工资卡,工商银行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信,微信零钱"
2025-01-01 open Assets:HousingFund CNY
  alias: "公积金"
2025-01-01 open Assets:Receivables:Insurance CNY
  alias: "理赔,待理赔,保险理赔"
2025-01-01 open Assets:Receivables:Company CNY
  alias: "补充医疗,公司报销"
2025-01-01 open Equity:Opening-Balances CNY
2025-01-01 open Income:Salary CNY
  alias: "工资"
2025-01-01 open Income:Gifts:Children CNY
  alias: "女儿,儿子"
2025-01-01 open Income:Uncategorized
2025-01-01 open Expenses:Gifts CNY
  alias: "红包,礼金"
2025-01-01 open Expenses:Medical:Outpatient CNY
  alias: "门诊,挂号,看病"
2025-01-01 open Expenses:Uncategorized

2026-01-01 * "opening"
  Assets:Bank:CCB  50000 CNY
  Assets:Bank:ICBC  50000 CNY
  Assets:WeChat  5000 CNY
  Assets:HousingFund  65000 CNY
  Equity:Opening-Balances

2026-10-10 * "公司" "工资"
  Assets:Bank:ICBC  15000 CNY
  Income:Salary  -15000 CNY

2026-10-20 * "门诊 自付 理赔 申请"
  Expenses:Medical:Outpatient  2000 CNY
  Assets:Receivables:Insurance  1500 CNY
  Assets:Receivables:Company  600 CNY
  Assets:Bank:CCB

2026-10-25 * "女儿" "女儿 转来 生活费"
  Assets:WeChat  1000 CNY
  Income:Gifts:Children  -1000 CNY
`;

checkedSuite('parseEntry: money in named by an alias, said other ways (household)', HOUSEHOLD, [
  // the company's cover paying out: off the claim 补充医疗 names, not the company's salary
  { text: '公司 补充医疗 赔了 600 到工资卡', postings: 'Assets:Bank:ICBC 600; Assets:Receivables:Company -600' },
  { text: '公司 补充医疗 赔了 600 到 工行', postings: 'Assets:Bank:ICBC 600; Assets:Receivables:Company -600' },
  { text: '补充医疗 600 到工资卡', postings: 'Assets:Bank:ICBC 600; Assets:Receivables:Company -600' },
  // already right: said with 赔付 or 到账
  { text: '公司 补充医疗 赔付 600 工资卡', postings: 'Assets:Bank:ICBC 600; Assets:Receivables:Company -600' },
  // the salary itself stays the salary
  { text: '工资 15000 到工资卡', postings: 'Assets:Bank:ICBC 15000; Income:Salary -15000' },
  // out of the housing fund said in English
  { text: 'withdrew 20000 from housing fund to CCB', postings: 'Assets:HousingFund -20000; Assets:Bank:CCB 20000' },
  { text: 'withdrew 20000 from provident fund to CCB', postings: 'Assets:HousingFund -20000; Assets:Bank:CCB 20000' },
  // the daughter's costs paid by me: spending, not money from her
  { text: '女儿 学费 5000 建行', postings: 'Expenses:Uncategorized 5000; Assets:Bank:CCB -5000', guessed: true },
  { text: '女儿 学费 交了 5000 建行', postings: 'Expenses:Uncategorized 5000; Assets:Bank:CCB -5000', guessed: true },
  // a red packet the son sent, with the amount before 红包: money in from him
  { text: '儿子 发了 200 红包 微信', postings: 'Assets:WeChat 200; Income:Gifts:Children -200' },
  // already right: the amount after 红包, and a red packet given to him
  { text: '儿子 发了 红包 200 微信', postings: 'Assets:WeChat 200; Income:Gifts:Children -200' },
  { text: '给 儿子 发了 200 红包 微信', postings: 'Expenses:Gifts 200; Assets:WeChat -200' },
  // the daughter sending money, no cost said: money in, warned as before
  { text: '女儿 转 我 800 微信', postings: 'Assets:WeChat 800; Income:Gifts:Children -800' },
], SAID_ON);

describe('parseEntry: a claim filed, 等 到账 typed with a space', () => {
  const ledger = Ledger.fromText(HOUSEHOLD, 'ledger.beancount');
  it('申请 理赔 5000 等 到账 books nothing: the money has not come', () => {
    expect(() => parseEntry(ledger, '申请 理赔 5000 等 到账', SAID_ON)).toThrow(/not to have come yet \(等 到账\)/);
  });
});

// a landlord's flats, with a receivable for each tenant
const LANDLORD = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:CCB CNY
  alias: "建行,建设银行,银行卡"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:WeChat CNY
  alias: "微信,微信零钱"
2026-01-01 open Assets:Cash CNY
  alias: "现金"
2026-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2026-01-01 open Assets:Receivables:Li CNY
  alias: "李先生"
2026-01-01 open Assets:Receivables:Couple CNY
  alias: "那对夫妻,夫妻俩,小两口"
2026-01-01 open Liabilities:Deposits:XiaoWang CNY
  alias: "小王押金,文三路押金"
2026-01-01 open Liabilities:Deposits:Li CNY
  alias: "李先生押金,滨江押金"
2026-01-01 open Income:Rent:Binjiang CNY
  alias: "滨江,滨江房租"
2026-01-01 open Income:Rent:Xiasha CNY
  alias: "下沙,下沙房租"
2026-01-01 open Income:DepositDeductions CNY
  alias: "扣押金"
2026-01-01 open Expenses:Property:Repairs CNY
  alias: "维修,修理"
2026-01-01 open Expenses:Food CNY
  alias: "吃饭,买菜"
2026-01-01 open Equity:Opening-Balances CNY

2026-01-01 * "期初余额"
  Assets:Bank:CCB  85000.00 CNY
  Assets:Alipay  3000.00 CNY
  Assets:WeChat  6000.00 CNY
  Assets:Cash  2000.00 CNY
  Liabilities:Deposits:XiaoWang  -3500.00 CNY
  Equity:Opening-Balances

2026-01-15 * "李先生" "李先生 押一付三"
  Assets:Bank:CCB  14000.00 CNY
  Liabilities:Deposits:Li  -3500.00 CNY
  Income:Rent:Binjiang  -10500.00 CNY

2026-10-08 * "那对夫妻" "10月房租"
  Assets:Bank:CCB  4200.00 CNY
  Income:Rent:Xiasha  -4200.00 CNY

2026-10-09 * "超市" "买菜"
  Expenses:Food  120.00 CNY
  Assets:Alipay  -120.00 CNY
`;

checkedSuite('parseEntry: rent owed said with 还没 给, and a repair at a flat (landlord)', LANDLORD, [
  // rent a tenant has not paid yet, 还没 给 typed with a space: on their receivable, no money moved
  { text: '李先生 房租 还没 给 10500', postings: 'Assets:Receivables:Li 10500; Income:Rent:Binjiang -10500', guessed: true },
  { text: '夫妻俩 房租 4200 还没 给', postings: 'Assets:Receivables:Couple 4200; Income:Rent:Xiasha -4200', guessed: true },
  // already right: written together
  { text: '李先生 房租 还没给 10500', postings: 'Assets:Receivables:Li 10500; Income:Rent:Binjiang -10500', guessed: true },
  // a tap replaced at the flat is a cost (its category a guess), not the flat's rent come in
  { text: '滨江 换 水龙头 80 现金', postings: 'Expenses:Food 80; Assets:Cash -80', guessed: true },
  // the flat's name alone with money still reads as its rent, warned
  { text: '滨江 3500 建行', postings: 'Assets:Bank:CCB 3500; Income:Rent:Binjiang -3500', guessed: true },
  // a repair said in English (it was Food, warned)
  { text: 'repair aircon 300 via alipay', postings: 'Expenses:Property:Repairs 300; Assets:Alipay -300' },
  { text: 'plumber 200 cash', postings: 'Expenses:Property:Repairs 200; Assets:Cash -200' },
  // next January's rent paid ahead: dated the day said, not next January (it was, warned as in the future)
  { text: '李先生 交 明年1月 房租 10500 建行', postings: 'Assets:Bank:CCB 10500; Income:Rent:Binjiang -10500', date: '2026-11-28', guessed: true },
  // a deposit refunded with a deduction said in English: the whole deposit, the rest paid back (it was a 422)
  { text: 'refund 小王 deposit 3500 minus cleaning 200 wechat', postings: 'Liabilities:Deposits:XiaoWang 3500; Assets:WeChat -3300; Income:DepositDeductions -200', guessed: true },
  { text: 'refunded 小王 deposit 3500 less 200 cleaning fee wechat', postings: 'Liabilities:Deposits:XiaoWang 3500; Assets:WeChat -3300; Income:DepositDeductions -200', guessed: true },
  // already right: in Chinese
  { text: '退还 小王 押金 3500 扣掉 清洁费 200 微信', postings: 'Liabilities:Deposits:XiaoWang 3500; Assets:WeChat -3300; Income:DepositDeductions -200', guessed: true },
], SAID_ON);
