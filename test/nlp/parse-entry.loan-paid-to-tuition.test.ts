// Recheck QA of session 41: a student loan paid straight to what it was for (助学贷款下来了 8000
// 交了学费) was read as the loan paid into a wallet (Assets:Alipay +8000), the tuition lost. The
// sentence says what the money paid: spending paid by the loan.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-10';

const STUDENT = `${STARTER_LEDGER}
2026-09-01 open Liabilities:StudentLoan CNY
  alias: "助学贷款,助贷"
`;

checkedSuite('parseEntry: a student loan paid straight to tuition', STUDENT, [
  { text: '助学贷款下来了 8000 交了学费', postings: 'Expenses:Education 8000; Liabilities:StudentLoan -8000' },
  { text: '助学贷款下来了 8000 直接交学费', postings: 'Expenses:Education 8000; Liabilities:StudentLoan -8000' },
  { text: '助学贷款放款 8000 付了学费', postings: 'Expenses:Education 8000; Liabilities:StudentLoan -8000' },
  // paid out with nothing paid: into the wallet
  { text: '助学贷款下来了 8000 到银行卡', postings: 'Assets:Bank 8000; Liabilities:StudentLoan -8000', guessed: false },
], SAID_ON);
