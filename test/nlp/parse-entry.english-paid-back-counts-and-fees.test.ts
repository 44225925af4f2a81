// Expat QA of session 48 (an English speaker in Shanghai, CNY and GBP accounts):
// F1 `paid back Tom 150 wechat` with Tom's account a receivable put 150 into the wallet (the
//    receivable was the source, silently); now the money leaves the wallet, to Tom's payable when one
//    is open, else to the receivable, warned.
// F2 `2 movie tickets 45 each` was 2 + 45: a count before words ending in a plural, or a digit
//    first before one word and the money (`3 coffee 96`), is a count.
// F3 `transfer fee 45 cmb` was a move CMB -> Alipay: a fee named by what it is charged on is spending.
// F4 `paid £300 off the hsbc card from barclays` charged the card: it pays it off.
// F5 `sent £500 to barclays from CMB 4,620 rmb` took money out of both: a move at a price.
// F6 `Tom owes me 80 for dinner` was my dinner: with Tom's receivable named, a claim on it, warned.
import { checkedSuite } from './checked-suite.ts';

const EXPAT_LEDGER = `option "operating_currency" "CNY"
2026-05-01 open Assets:Bank:CMB CNY
  alias: "cmb"
2026-05-01 open Assets:Alipay CNY
  alias: "alipay"
2026-05-01 open Assets:WeChat CNY
  alias: "wechat"
2026-05-01 open Assets:Cash CNY
  alias: "cash"
2026-05-01 open Assets:Bank:Barclays GBP
  alias: "barclays"
2026-05-01 open Assets:Receivables:Tom CNY
  alias: "tom"
2026-05-01 open Assets:Receivables:Lisa CNY
  alias: "lisa"
2026-05-01 open Liabilities:CreditCard:HSBC-UK GBP
  alias: "hsbc,hsbc card"
2026-05-01 open Liabilities:Payables:Tom CNY
2026-05-01 open Equity:Opening-Balances
2026-05-01 open Expenses:Food:Restaurants CNY
  alias: "dinner,lunch"
2026-05-01 open Expenses:Food:Coffee CNY
  alias: "coffee"
2026-05-01 open Expenses:Entertainment CNY
  alias: "concert,cinema,movie"
2026-05-01 open Expenses:Fees:Wise CNY,GBP
  alias: "wise fee,transfer fee"
2026-05-01 open Expenses:Uncategorized
2026-05-02 * "opening"
  Assets:Bank:CMB  20000 CNY
  Assets:Bank:Barclays  3000 GBP
  Equity:Opening-Balances
`;

checkedSuite('English: paid back, counts before nouns, fees named, a card repaid, moves in two currencies', EXPAT_LEDGER, [
  // F1: what I owed Tom, paid back out of the wallet, onto his payable
  { text: 'paid back Tom 150 wechat', postings: 'Assets:WeChat -150; Liabilities:Payables:Tom 150', guessed: false },
  { text: 'paid Tom back 300 cash', postings: 'Assets:Cash -300; Liabilities:Payables:Tom 300', guessed: false },
  { text: 'repaid Tom 200 wechat', postings: 'Assets:WeChat -200; Liabilities:Payables:Tom 200', guessed: false },
  { text: 'gave Tom back 200 wechat', postings: 'Assets:WeChat -200; Liabilities:Payables:Tom 200', guessed: false },
  { text: 'returned 200 to Tom wechat', postings: 'Assets:WeChat -200; Liabilities:Payables:Tom 200', guessed: false },
  // only a claim on Lisa is open: paid to it, warned
  { text: 'paid back Lisa 60 wechat', postings: 'Assets:WeChat -60; Assets:Receivables:Lisa 60', warning: /the only account of Lisa's is a claim on them \(Assets:Receivables:Lisa\)/ },
  // (the Chinese form as before)
  { text: '还Tom 150 微信', postings: 'Assets:WeChat -150; Assets:Receivables:Tom 150' },
  // F2: counts before nouns
  { text: '2 movie tickets 45 each alipay', postings: 'Expenses:Entertainment 90; Assets:Alipay -90', warning: /45 × 2 tickets = 90/ },
  { text: 'paid 50 for 2 movie tickets alipay', postings: 'Expenses:Entertainment 50; Assets:Alipay -50', guessed: false },
  { text: '2 concert tickets 1360 wechat', postings: 'Expenses:Entertainment 1360; Assets:WeChat -1360', guessed: false },
  { text: '3 coffee 96 wechat', postings: 'Expenses:Food:Coffee 96; Assets:WeChat -96', guessed: false },
  { text: '2 lunch sets 60 wechat', postings: 'Expenses:Food:Restaurants 60; Assets:WeChat -60', guessed: false },
  // F3: a fee named by what it is charged on
  { text: 'transfer fee 45 cmb', postings: 'Expenses:Fees:Wise 45; Assets:Bank:CMB -45', guessed: false },
  { text: 'bank transfer fee 25 cmb', postings: 'Expenses:Fees:Wise 25; Assets:Bank:CMB -25', guessed: false },
  // F4: paid off the card
  { text: 'paid £300 off the hsbc card from barclays', postings: 'Assets:Bank:Barclays -300 GBP; Liabilities:CreditCard:HSBC-UK 300 GBP', guessed: false },
  { text: 'paid off £300 on the hsbc card from barclays', postings: 'Assets:Bank:Barclays -300 GBP; Liabilities:CreditCard:HSBC-UK 300 GBP', guessed: false },
  // F5: a move between my accounts in two currencies
  { text: 'sent £500 to barclays from CMB 4,620 rmb', postings: 'Assets:Bank:CMB -4620; Assets:Bank:Barclays 500 GBP @@ 4620 CNY', guessed: false },
  { text: 'transfer £500 from cmb to barclays billed 4620 rmb', postings: 'Assets:Bank:CMB -4620; Assets:Bank:Barclays 500 GBP @@ 4620 CNY', guessed: false },
  { text: 'moved 4620 from cmb to barclays, arrived as £500', postings: 'Assets:Bank:CMB -4620; Assets:Bank:Barclays 500 GBP @@ 4620 CNY', guessed: false },
  // (the price on the side it divides exactly: 500 / 4620 GBP a unit is off balance)
  { text: '从招行转 4620 元 到 barclays 到账 500 GBP', postings: 'Assets:Bank:CMB -4620; Assets:Bank:Barclays 500 GBP @@ 4620 CNY', guessed: false },
  // F6: a claim with what it was for, on the debtor's receivable
  { text: 'Tom owes me 80 for dinner, paid on wechat', postings: 'Assets:WeChat -80; Assets:Receivables:Tom 80', warning: /read Tom owes me as paid by you for Tom, owed back on Assets:Receivables:Tom/ },
], '2026-11-29');
