// QA landlord of session 48 (findings 1, 2, 5, 7): money a landlord receives went the wrong way.
// 那对夫妻 交了 房租 4200 到建行 cleared the tenant's receivable (never owed: it went below zero), flag *;
// 文三路 房租 3500 建行 repaid the mortgage from the bank (建行 is the bank's alias and a word of
// Liabilities:Mortgage:CCB); 小王 押一付三 一共 14000 微信 was 14000 of spending; 夫妻俩 交了 押金 4200 建行
// moved nothing into the bank (and 李先生's deposit landed on another tenant's); 夫妻押金 4200 扣了 空调维修
// 600 退 3600 建行 was 8400 spent. Now: rent into the bank, on the flat's rent account the tenant's
// history says; the deposit on that tenant's deposit account; a refund with a part kept adds up.
import { checkedSuite } from './checked-suite.ts';
import { THREE_FLATS_OPENS } from './three-flats-ledger.ts';

const SAID_ON = '2026-11-20';

export const LANDLORD_RENT_LEDGER = `${THREE_FLATS_OPENS}
2026-01-01 * "期初余额"
  Assets:Bank:CCB  85000.00 CNY
  Assets:WeChat  6000.00 CNY
  Assets:Alipay  3000.00 CNY
  Assets:Cash  2000.00 CNY
  Liabilities:Mortgage:CCB  -620000.00 CNY
  Liabilities:Deposits:XiaoWang  -3500.00 CNY
  Liabilities:Deposits:Couple  -4200.00 CNY
  Equity:Opening-Balances

2026-01-15 * "李先生" "李先生 押一付三"
  Assets:Bank:CCB  14000.00 CNY
  Liabilities:Deposits:Li  -3500.00 CNY
  Income:Rent:Binjiang  -10500.00 CNY

2026-01-15 * "链家" "中介费"
  Expenses:Property:AgentFee  1750.00 CNY
  Assets:Bank:CCB  -1750.00 CNY

2026-01-05 * "小王" "1月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY

2026-01-08 * "那对夫妻" "1月房租"
  Assets:Bank:CCB  4200.00 CNY
  Income:Rent:Xiasha  -4200.00 CNY

2026-01-20 * "建行" "1月房贷"
  Liabilities:Mortgage:CCB  3700.00 CNY
  Expenses:Interest:Mortgage  2100.00 CNY
  Assets:Bank:CCB  -5800.00 CNY

2026-01-12 * "国家电网" "电费"
  Expenses:Utilities:Electric  180.00 CNY
  Assets:Alipay  -180.00 CNY

2026-02-05 * "小王" "2月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY

2026-02-08 * "那对夫妻" "2月房租"
  Assets:Bank:CCB  4200.00 CNY
  Income:Rent:Xiasha  -4200.00 CNY

2026-02-20 * "建行" "2月房贷"
  Liabilities:Mortgage:CCB  3700.00 CNY
  Expenses:Interest:Mortgage  2100.00 CNY
  Assets:Bank:CCB  -5800.00 CNY

2026-02-12 * "国家电网" "电费"
  Expenses:Utilities:Electric  180.00 CNY
  Assets:Alipay  -180.00 CNY

2026-03-05 * "小王" "3月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY

2026-03-08 * "那对夫妻" "3月房租"
  Assets:Bank:CCB  4200.00 CNY
  Income:Rent:Xiasha  -4200.00 CNY

2026-03-20 * "建行" "3月房贷"
  Liabilities:Mortgage:CCB  3700.00 CNY
  Expenses:Interest:Mortgage  2100.00 CNY
  Assets:Bank:CCB  -5800.00 CNY

2026-03-10 * "物业" "物业费 3套"
  Expenses:Property:Fees  1260.00 CNY
  Assets:Alipay  -1260.00 CNY

2026-03-12 * "国家电网" "电费"
  Expenses:Utilities:Electric  180.00 CNY
  Assets:Alipay  -180.00 CNY

2026-04-05 * "小王" "4月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY

2026-04-08 * "那对夫妻" "4月房租"
  Assets:Bank:CCB  4200.00 CNY
  Income:Rent:Xiasha  -4200.00 CNY
`;

const HISTORY = /read the rent as .*'s: booked on Income:Rent:/;

checkedSuite('parseEntry: rent a tenant paid is rent income, not their receivable (landlord QA F1, F11)', LANDLORD_RENT_LEDGER, [
  { text: '那对夫妻 交了 房租 4200 到建行', postings: 'Assets:Bank:CCB 4200; Income:Rent:Xiasha -4200', warning: HISTORY },
  { text: '李先生 交了 房租 3500 建行', postings: 'Assets:Bank:CCB 3500; Income:Rent:Binjiang -3500', warning: HISTORY },
  { text: '小两口 交 房租 4200 建行', postings: 'Assets:Bank:CCB 4200; Income:Rent:Xiasha -4200', warning: HISTORY },
  // (what the tenant owed, given: off their receivable; it was so only through 建行 read as the mortgage)
  { text: '那对夫妻 欠的 房租 给了 4200 建行', postings: 'Assets:Bank:CCB 4200; Assets:Receivables:Couple -4200' },
  { text: '收到 小王 房租 3500 微信', postings: 'Assets:WeChat 3500; Income:Rent:Wensan -3500', warning: HISTORY },
], SAID_ON);

checkedSuite('parseEntry: rent into a bank that also lent the mortgage (landlord QA F2)', LANDLORD_RENT_LEDGER, [
  { text: '文三路 房租 3500 建行', postings: 'Assets:Bank:CCB 3500; Income:Rent:Wensan -3500', warning: /no word says which way the rent went/ },
  { text: '下沙 房租 4200 收到 建行', postings: 'Assets:Bank:CCB 4200; Income:Rent:Xiasha -4200', guessed: false },
  { text: '滨江那套 房租 10500 建行 到账', postings: 'Assets:Bank:CCB 10500; Income:Rent:Binjiang -10500', guessed: false },
  // (the loan only with a loan word or 还 said)
  { text: '还房贷 5800 建行', postings: 'Assets:Bank:CCB -5800; Liabilities:Mortgage:CCB 5800' },
], SAID_ON);

checkedSuite('parseEntry: a deposit and rent received on the terms 押一付三 (landlord QA F5, F7)', LANDLORD_RENT_LEDGER, [
  { text: '李先生 押一付三 一共 14000 到建行', postings: 'Assets:Bank:CCB 14000; Income:Rent:Binjiang -10500; Liabilities:Deposits:Li -3500', warning: /押一付三: read 14000 as a deposit of 1 month, 3500 \(on Liabilities:Deposits:Li\)/ },
  { text: '小王 押一付三 一共 14000 微信', postings: 'Assets:WeChat 14000; Income:Rent:Wensan -10500; Liabilities:Deposits:XiaoWang -3500', warning: /押一付三: read 14000/ },
  // (rent said with its own amount: rent alone, the terms only its kind)
  { text: '李先生 押一付三 续租 房租 10500 到建行', postings: 'Assets:Bank:CCB 10500; Income:Rent:Binjiang -10500', warning: HISTORY },
  { text: '夫妻俩 交了 押金 4200 建行', postings: 'Assets:Bank:CCB 4200; Liabilities:Deposits:Couple -4200', guessed: false },
  { text: '李先生 交 押金 3500 建行', postings: 'Assets:Bank:CCB 3500; Liabilities:Deposits:Li -3500', guessed: false },
  { text: '小两口 交了 押金 4200 建行', postings: 'Assets:Bank:CCB 4200; Liabilities:Deposits:Couple -4200', guessed: false },
], SAID_ON);

checkedSuite('parseEntry: a deposit refunded with a part kept, what for said after 扣 (landlord QA F5)', LANDLORD_RENT_LEDGER, [
  { text: '夫妻押金 4200 扣了 空调维修 600 退 3600 建行', postings: 'Liabilities:Deposits:Couple 4200; Assets:Bank:CCB -3600; Income:DepositDeductions -600', warning: /read 600 as kept of the deposit: booked as income on Income:DepositDeductions/ },
  { text: '那对夫妻 押金 4200 扣 600 退 3600 建行', postings: 'Liabilities:Deposits:Couple 4200; Assets:Bank:CCB -3600; Income:DepositDeductions -600', warning: /read 600 as kept/ },
], SAID_ON);
