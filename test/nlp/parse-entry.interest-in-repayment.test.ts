// Recheck QA of session 37: interest said as a part of a repayment (还妈妈 1000 其中利息 100 工行,
// 还老陈 3000 包含利息 100 工行) turned the repayment into money in: its 利息 was read as interest
// earned (ICBC +1000, Income:Interest -100). The money goes out as the repayment says; paying a
// person back, the interest is spending paid with it.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Liabilities:Loan:Mom CNY
  alias: "妈妈借款"
2026-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2026-01-01 open Income:Interest CNY
  alias: "利息"
2026-01-01 open Expenses:Interest CNY
  alias: "贷款利息"
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 custom "payee" "妈妈"
  account: "Liabilities:Loan:Mom"
`;

checkedSuite('parseEntry: interest said as a part of a repayment is paid, not earned', LEDGER, [
  { text: '还妈妈 1000 其中利息 100 工行', postings: 'Liabilities:Loan:Mom 900; Expenses:Interest 100; Assets:Bank:ICBC -1000', warning: /read 100 \(利息\) as interest paid with the repayment, booked on Expenses:Interest/ },
  { text: '还妈妈 1000 包含利息 100 工行', postings: 'Liabilities:Loan:Mom 900; Expenses:Interest 100; Assets:Bank:ICBC -1000', guessed: true },
  { text: '还妈妈 1000 包括 利息 100 工行', postings: 'Liabilities:Loan:Mom 900; Expenses:Interest 100; Assets:Bank:ICBC -1000', guessed: true },
  // a card or a loan paid back: the money goes out to it, its interest spent (session 49: the 20 of
  // interest was dropped, 500 off 花呗, under a warning that said it was booked)
  { text: '还花呗 500 其中 利息 20 支付宝', postings: 'Liabilities:Huabei 480; Expenses:Interest 20; Assets:Alipay -500' },
  // as they were
  { text: '还妈妈 1000 工行', postings: 'Liabilities:Loan:Mom 1000; Assets:Bank:ICBC -1000', guessed: false },
  { text: '利息 100 工行', postings: 'Assets:Bank:ICBC 100; Income:Interest -100' },
], SAID_ON);
