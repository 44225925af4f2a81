// QA of session 48 (a landlord, three flats, one receivable per tenant: 小王, 李先生, 那对夫妻):
// money paid for a tenant said with spaces (帮 小王 垫付 电费 230) was my own spending, and with
// 让他们还我 money in from 让他们; a tenant paying me back (李先生 电费 320 转过来了) was my bill paid;
// rent a named tenant owes (小王 欠 房租 3500) was spending from Alipay, or rent into the bank; a
// mortgage instalment without 还 (房贷 月供 5800) was interest paid by the loan (the debt grew).
import { checkedSuite } from './checked-suite.ts';
import { THREE_FLATS_OPENS } from './three-flats-ledger.ts';

const LEDGER = `${THREE_FLATS_OPENS}
2026-01-01 * "期初余额"
  Assets:Bank:CCB  85000.00 CNY
  Assets:WeChat  6000.00 CNY
  Assets:Alipay  3000.00 CNY
  Equity:Opening-Balances  -94000.00 CNY

2026-01-05 * "小王" "1月房租"
  Assets:WeChat  3500.00 CNY
  Income:Rent:Wensan  -3500.00 CNY

2026-01-08 * "那对夫妻" "1月房租"
  Assets:Bank:CCB  4200.00 CNY
  Income:Rent:Xiasha  -4200.00 CNY

2026-01-10 * "李先生" "押一付三 房租"
  Assets:Bank:CCB  10500.00 CNY
  Income:Rent:Binjiang  -10500.00 CNY

2026-01-20 * "建行" "1月房贷"
  Liabilities:Mortgage:CCB  3700.00 CNY
  Expenses:Interest:Mortgage  2100.00 CNY
  Assets:Bank:CCB  -5800.00 CNY

2026-02-12 * "小王" "帮小王垫付 水费"
  Assets:Receivables:XiaoWang  60.00 CNY
  Assets:Alipay  -60.00 CNY
`;

checkedSuite('parseEntry: a landlord paying for tenants, paid back, rent owed, the mortgage instalment', LEDGER, [
  // paid for a tenant, to be paid back: onto that tenant's receivable, out of the wallet
  { text: '帮 那对夫妻 交 燃气费 150 支付宝 让他们还我', postings: 'Assets:Receivables:Couple 150; Assets:Alipay -150' },
  { text: '帮 那对夫妻 垫付 电费 410 微信 还没还', postings: 'Assets:Receivables:Couple 410; Assets:WeChat -410' },
  { text: '帮 小王 垫付 电费 230 支付宝', postings: 'Assets:Receivables:XiaoWang 230; Assets:Alipay -230' },
  { text: '替 李先生 交了 水费 85 回头找他要 支付宝', postings: 'Assets:Receivables:Li 85; Assets:Alipay -85' },
  { text: '替租客交了电费 230 回头找他要 支付宝', postings: 'Assets:Receivables:XiaoWang 230; Assets:Alipay -230', warning: /which tenant is not said/ },
  // the tenant paying me back
  { text: '李先生 电费 320 转过来了 微信', postings: 'Assets:WeChat 320; Assets:Receivables:Li -320' },
  { text: '那对夫妻 电费 410 给我了 建行', postings: 'Assets:Bank:CCB 410; Assets:Receivables:Couple -410' },
  // rent a named tenant owes: earned, on the tenant's receivable, into the flat's rent by history
  { text: '小王 欠 房租 3500', postings: 'Assets:Receivables:XiaoWang 3500; Income:Rent:Wensan -3500', warning: /rent 小王 owes/ },
  { text: '小王 房租 3500 还没交', postings: 'Assets:Receivables:XiaoWang 3500; Income:Rent:Wensan -3500', warning: /rent 小王 owes/ },
  { text: '那对夫妻 走的时候 还欠 一个月 房租 4200', postings: 'Assets:Receivables:Couple 4200; Income:Rent:Xiasha -4200', warning: /rent 那对夫妻 owes/ },
  // (paid, still as before)
  { text: '那对夫妻 欠的 房租 给了 4200 建行', postings: 'Assets:Bank:CCB 4200; Assets:Receivables:Couple -4200' },
  // the mortgage instalment without 还: from the bank, off the loan
  { text: '房贷 月供 5800 建行', postings: 'Liabilities:Mortgage:CCB 5800; Assets:Bank:CCB -5800' },
  { text: '房贷 月供 5800', postings: 'Liabilities:Mortgage:CCB 5800; Assets:Bank:CCB -5800' },
], '2026-11-20');
