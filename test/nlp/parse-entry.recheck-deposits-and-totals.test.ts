// Recheck of session 49's fixes (landlord and health QA): in a landlord's ledger a hospital's deposit
// back (医院 退 押金 2000 到 建行, 住院押金 退回 2000 微信) was a tenant's deposit taken in or paid back;
// 进修 was a repair (修); deposit and rent with their total after 共, or with a total they do not make,
// were the total spent at the catch-all; in a household's ledger 住院 押金 5000 建行 出院 退了 1830 lost
// its category to the alias 住院押金 said in parts, and 哥哥 一半 of a deposit was dropped.
import { checkedSuite } from './checked-suite.ts';
import { THREE_FLATS_OPENS } from './three-flats-ledger.ts';

const SAID_ON = '2026-11-28';

const LANDLORD = `${THREE_FLATS_OPENS}

2026-01-01 * "期初余额"
  Assets:Bank:CCB  85000.00 CNY
  Assets:WeChat  6000.00 CNY
  Assets:Alipay  3000.00 CNY
  Liabilities:Deposits:XiaoWang  -3500.00 CNY
  Liabilities:Deposits:Couple  -4200.00 CNY
  Equity:Opening-Balances
2026-01-15 * "李先生" "李先生 押一付三"
  Assets:Bank:CCB  14000.00 CNY
  Liabilities:Deposits:Li  -3500.00 CNY
  Income:Rent:Binjiang  -10500.00 CNY
2026-01-05 * "小王" "1月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY
2026-02-05 * "小王" "2月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY
2026-01-08 * "那对夫妻" "1月房租"
  Assets:Bank:CCB  4200.00 CNY
  Income:Rent:Xiasha  -4200.00 CNY
`;

checkedSuite('parseEntry: a landlord — a hospital deposit back, 进修, deposit and rent with their total', LANDLORD, [
  // a hospital's deposit back is money in from it, no tenant's deposit (it was one taken in, silently,
  // or one paid back out of WeChat)
  { text: '医院 退 押金 2000 到 建行', postings: 'Assets:Bank:CCB 2000; Income:Other -2000', warning: /no income category matched/ },
  { text: '住院押金 退回 2000 微信', postings: 'Assets:WeChat 2000; Income:Other -2000', warning: /no income category matched/ },
  { text: '押金 退回 2000 到 建行', postings: 'Assets:Bank:CCB 2000; Income:Other -2000', guessed: true },
  // a tenant's deposit is still theirs
  { text: '收 小王 押金 3500 微信', postings: 'Assets:WeChat 3500; Liabilities:Deposits:XiaoWang -3500' },
  { text: '小王押金 退了 3500 微信', postings: 'Liabilities:Deposits:XiaoWang 3500; Assets:WeChat -3500' },
  { text: '退 租房押金 3500 给 小王 微信', postings: 'Liabilities:Deposits:XiaoWang 3500; Assets:WeChat -3500' },
  // 修 inside 进修 is no repair (it was Repairs, silently); 修 said alone is
  { text: '进修 课程 2000 建行', postings: 'Expenses:Food 2000; Assets:Bank:CCB -2000', warning: /no spending category matched/ },
  { text: '修 空调 300 微信', postings: 'Expenses:Property:Repairs 300; Assets:WeChat -300' },
  // deposit and rent with their total after 共, as after 一共 (it was 7000 of Food)
  { text: '小王 押金 3500 房租 3500 共 7000 微信', postings: 'Assets:WeChat 7000; Liabilities:Deposits:XiaoWang -3500; Income:Rent:Wensan -3500', warning: /read 7000 as the total of 3500 \+ 3500: booked each/ },
  { text: '小王 押金 3500 房租 3500 一共 7000 微信', postings: 'Assets:WeChat 7000; Liabilities:Deposits:XiaoWang -3500; Income:Rent:Wensan -3500' },
  // parts that do not make the total said: each booked, warned (it was the total spent on Food)
  { text: '李先生 押金 3500 房租 10500 一共 15000 建行', postings: 'Assets:Bank:CCB 14000; Liabilities:Deposits:Li -3500; Income:Rent:Binjiang -10500', warning: /the parts 3500 \+ 10500 make 14000, not the 15000 said as their total/ },
  { text: '小王 押金 3500 房租 3500 一共 6000 微信', postings: 'Assets:WeChat 7000; Liabilities:Deposits:XiaoWang -3500; Income:Rent:Wensan -3500', warning: /make 7000, not the 6000 said/ },
], SAID_ON);

const HOUSEHOLD = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:CCB CNY
  alias: "建行,建设银行"
2025-01-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Receivables:Brother CNY
  alias: "哥哥,我哥"
2025-01-01 open Assets:Deposits:Hospital CNY
  alias: "押金,住院押金,门诊押金"
2025-01-01 open Equity:Opening-Balances CNY
2025-01-01 open Expenses:Medical:Inpatient CNY
  alias: "住院"
2025-01-01 open Expenses:Medical:Pharmacy CNY
  alias: "药店,买药,药"
2025-01-01 open Expenses:Uncategorized

2026-01-02 * "opening"
  Assets:Bank:CCB  50000 CNY
  Assets:Bank:CMB  30000 CNY
  Assets:WeChat  3000 CNY
  Equity:Opening-Balances
`;

const DEPOSIT = 'Assets:Deposits:Hospital';

checkedSuite('parseEntry: a household — a deposit paid and refunded at discharge, a brother\'s half said as 哥哥 一半', HOUSEHOLD, [
  // the deposit's alias said in parts (住院 押金) names no spending: 住院 does (it was Uncategorized)
  { text: '住院 押金 5000 建行 出院 退了 1830', postings: 'Expenses:Medical:Inpatient 5000; Assets:Bank:CCB -5000; Assets:Bank:CCB 1830; Expenses:Medical:Inpatient -1830', warning: /read 1830 as a refund of the 5000 spent/ },
  { text: '住院 押金 5000 建行', postings: `${DEPOSIT} 5000; Assets:Bank:CCB -5000` },
  // 哥哥 一半: the brother's half, as 出一半 (it was all 5000 on the deposit, his half dropped)
  { text: '押金 5000 建行 住院 哥哥 一半', postings: `${DEPOSIT} 2500; Assets:Receivables:Brother 2500; Assets:Bank:CCB -5000`, warning: /the other 2500 on Assets:Receivables:Brother/ },
  { text: '住院 3400 微信 我哥 一半', postings: 'Expenses:Medical:Inpatient 1700; Assets:Receivables:Brother 1700; Assets:WeChat -3400' },
  { text: '爸爸 住院 押金 4000 招行 我哥 出一半', postings: `${DEPOSIT} 2000; Assets:Receivables:Brother 2000; Assets:Bank:CMB -4000` },
  // money from him is not his half of a bill
  { text: '哥哥 把 住院费 一半 1700 转给我 建行', postings: 'Assets:Bank:CCB 1700; Assets:Receivables:Brother -1700' },
], SAID_ON);
