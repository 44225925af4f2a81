// QA of session 44: a car loan opened under a name kept for debts to people (Liabilities:Loan:Car,
// aliased 车贷) was read as a debt to someone called 车贷: `车贷 月供 3580 工行` was spending paid
// by it, `车贷扣了 3580` spending paid from WeChat, `这个月车贷` dated the 1st. Its alias names a
// bank loan, so it is one; a debt to a person under the same parent (Liabilities:Loan:Mom) stays hers.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工行卡"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2025-01-01 open Liabilities:Loan:Car CNY
  alias: "车贷"
2025-01-01 open Liabilities:Loan:Mom CNY
  alias: "妈妈"
2025-01-01 open Expenses:Car:Fuel CNY
  alias: "加油"
2025-01-01 open Expenses:Car:Parking CNY
  alias: "停车费"
2025-01-01 open Expenses:Car:LoanInterest CNY
  alias: "车贷利息"
2025-01-01 open Expenses:Food:Groceries CNY
  alias: "买菜"
2025-01-01 open Expenses:Uncategorized CNY
2025-01-01 open Equity:Opening-Balances CNY

2026-08-01 * "期初"
  Assets:Bank:ICBC  85000.00 CNY
  Assets:WeChat  4200.00 CNY
  Liabilities:Loan:Car  -96000.00 CNY
  Equity:Opening-Balances
2026-08-15 * "车贷月供"
  Liabilities:Loan:Car  3200.00 CNY
  Expenses:Car:LoanInterest  380.00 CNY
  Assets:Bank:ICBC  -3580.00 CNY
2026-09-15 * "车贷月供"
  Liabilities:Loan:Car  3200.00 CNY
  Expenses:Car:LoanInterest  380.00 CNY
  Assets:Bank:ICBC  -3580.00 CNY
2026-09-20 * "买菜"
  Expenses:Food:Groceries  86.50 CNY
  Assets:WeChat  -86.50 CNY
2026-09-21 * "买菜"
  Expenses:Food:Groceries  66.00 CNY
  Assets:WeChat  -66.00 CNY
2026-09-22 * "停车费"
  Expenses:Car:Parking  15.00 CNY
  Assets:WeChat  -15.00 CNY
2026-10-01 * "妈妈借的"
  Assets:Bank:ICBC  5000.00 CNY
  Liabilities:Loan:Mom  -5000.00 CNY
`;
const UNSPLIT = /^booked all 3580 on Liabilities:Loan:Car, but an instalment usually includes interest/m;

checkedSuite('parseEntry: a bank loan opened under a name for debts to people', LEDGER, [
  { text: '车贷 月供 3580 工行', postings: 'Liabilities:Loan:Car 3580; Assets:Bank:ICBC -3580', warning: UNSPLIT },
  // (paid from what paid it before, not from the wallet spending is most often paid from)
  { text: '车贷扣了 3580', postings: 'Liabilities:Loan:Car 3580; Assets:Bank:ICBC -3580', warning: /no source account named; used Assets:Bank:ICBC/ },
  { text: '还车贷 3580 工行', postings: 'Liabilities:Loan:Car 3580; Assets:Bank:ICBC -3580', warning: UNSPLIT },
  { text: '车贷 3580 本金 3200 利息 380 工行', postings: 'Liabilities:Loan:Car 3200; Expenses:Car:LoanInterest 380; Assets:Bank:ICBC -3580', guessed: false },
  // (the alias of the card names it: paid by the card as said, no warning of the bank's name)
  { text: '车贷 3580 招行信用卡', postings: 'Liabilities:Loan:Car 3580; Liabilities:CreditCard:CMB -3580', warning: UNSPLIT },
  // a category word never names the loan by its segment Car (停车费 was paid by the loan)
  { text: '停车费 20 微信', postings: 'Expenses:Car:Parking 20; Assets:WeChat -20', guessed: false },
  { text: '加油 300 信用卡', postings: 'Expenses:Car:Fuel 300; Liabilities:CreditCard:CMB -300', guessed: false },
  // a debt to a person under Liabilities:Loan is still hers
  { text: '还妈妈 1000 工行', postings: 'Liabilities:Loan:Mom 1000; Assets:Bank:ICBC -1000' },
], SAID_ON);

// 车贷 3580 招行 with no bank account of 招行 open: the card 招行 reads as pays it, warned
checkedSuite('parseEntry: a loan paid by the card the bank\'s name reads as', LEDGER.replace('alias: "招行信用卡,信用卡"', 'alias: "招行信用卡"'), [
  { text: '车贷 3580 招行', postings: 'Liabilities:Loan:Car 3580; Liabilities:CreditCard:CMB -3580', warning: /read 招行 as Liabilities:CreditCard:CMB, a card paying Liabilities:Loan:Car/ },
], SAID_ON);

// 这个月车贷 3580: the month says which instalment, as 这个月的房租 does; the entry is today's
checkedSuite('parseEntry: a month said right before its bill', LEDGER, [
  { text: '这个月车贷 3580 工行卡扣的', postings: 'Liabilities:Loan:Car 3580; Assets:Bank:ICBC -3580', warning: UNSPLIT },
  { text: '上个月车贷 3580 工行', postings: 'Liabilities:Loan:Car 3580; Assets:Bank:ICBC -3580' },
  // (a month before anything else is still its first day)
  { text: '这个月 买菜 300 微信', date: '2026-11-01', postings: 'Expenses:Food:Groceries 300; Assets:WeChat -300', warning: /day not said; used 2026-11-01 for 这个月/ },
], SAID_ON);
