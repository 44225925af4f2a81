// QA of session 48 (a landlord, three flats, one receivable and one deposit per tenant), what was
// left: 滨江 空调 加氟 200 现金 was rent received on 滨江's account (flag *, no warning); 修 热水器 380
// was food; 小王 交了 11月 房租 was dated the 1st of November and 12月 房租 said in November read as
// last December (a 422); 退 小王 押金 3500 扣 清洁费 200 was a 422 (the 200 read as the refund);
// 李先生 押金 3500 房租 10500 一共 14000 建行 was 14000 of food; 房租 3500 还没给 a 422 (my debt).
import { checkedSuite } from './checked-suite.ts';
import { THREE_FLATS_OPENS } from './three-flats-ledger.ts';

const LEDGER = `${THREE_FLATS_OPENS}
2026-01-01 * "期初余额"
  Assets:Bank:CCB  85000.00 CNY
  Assets:WeChat  6000.00 CNY
  Assets:Alipay  3000.00 CNY
  Assets:Cash  2000.00 CNY
  Equity:Opening-Balances  -96000.00 CNY

2026-01-05 * "小王" "押金"
  Assets:WeChat  3500.00 CNY
  Liabilities:Deposits:XiaoWang  -3500.00 CNY

2026-01-05 * "小王" "1月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY

2026-01-08 * "那对夫妻" "1月房租"
  Assets:Bank:CCB  4200.00 CNY
  Income:Rent:Xiasha  -4200.00 CNY

2026-01-10 * "李先生" "押一付三"
  Assets:Bank:CCB  14000.00 CNY
  Liabilities:Deposits:Li  -3500.00 CNY
  Income:Rent:Binjiang  -10500.00 CNY

2026-02-05 * "小王" "2月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY
`;

const NOT_NAMED = /which tenant is not said/;

checkedSuite('parseEntry: a landlord\'s repairs, rent of a month, deposits refunded with deductions, rent owed', LEDGER, [
  // 修 (a thing mended) and 加氟 are repairs; a flat's name beside them says where, not money in
  { text: '滨江 空调 加氟 200 现金', postings: 'Expenses:Property:Repairs 200; Assets:Cash -200' },
  { text: '修 热水器 380 现金', postings: 'Expenses:Property:Repairs 380; Assets:Cash -380' },
  { text: '叫师傅 修空调 300 支付宝', postings: 'Expenses:Property:Repairs 300; Assets:Alipay -300' },
  { text: '昨天 修 空调 260 微信', date: '2026-11-19', postings: 'Expenses:Property:Repairs 260; Assets:WeChat -260' },
  { text: '热水器 坏了 修 380 现金 租客出一半', postings: 'Expenses:Property:Repairs 190; Assets:Receivables:XiaoWang 190; Assets:Cash -380', warning: NOT_NAMED },
  // money in only by the flat's name, no word of it: warned
  { text: '滨江 3500 微信', postings: 'Assets:WeChat 3500; Income:Rent:Binjiang -3500', warning: /only because 滨江 names it/ },
  // the month names which rent: dated the day said
  { text: '小王 交了 11月 房租 3500 微信', date: '2026-11-20', postings: 'Assets:WeChat 3500; Income:Rent:Wensan -3500' },
  { text: '小王 交了 12月 房租 3500 微信 提前交的', date: '2026-11-20', postings: 'Assets:WeChat 3500; Income:Rent:Wensan -3500' },
  { text: '夫妻俩 12月 房租 提前 交了 4200 建行', date: '2026-11-20', postings: 'Assets:Bank:CCB 4200; Income:Rent:Xiasha -4200' },
  // the deposit refunded with what is kept named after 扣: the whole deposit held, the rest paid back
  { text: '退 小王 押金 3500 扣 清洁费 200 微信', postings: 'Liabilities:Deposits:XiaoWang 3500; Assets:WeChat -3300; Income:DepositDeductions -200' },
  { text: '退 李先生 押金 3500 扣 热水器 维修 380 建行', postings: 'Liabilities:Deposits:Li 3500; Assets:Bank:CCB -3120; Income:DepositDeductions -380' },
  // deposit and rent each with its amount, and their total
  { text: '李先生 押金 3500 房租 10500 一共 14000 建行', postings: 'Assets:Bank:CCB 14000; Income:Rent:Binjiang -10500; Liabilities:Deposits:Li -3500', warning: /as the total of 3500 \+ 10500/ },
  // rent owed, the tenant not named: on a tenant's receivable, warned
  { text: '房租 3500 还没给', postings: 'Assets:Receivables:XiaoWang 3500; Income:Other -3500', warning: NOT_NAMED },
], '2026-11-20');
