// QA student of session 41: a loan of mine paid out to me (助学贷款下来了 8000 到银行卡, 助学贷款放款 8000
// 银行卡) was booked as the loan repaid from the bank; said arrived (助学贷款到账 8000) as income landing
// on the loan. The loan pays into the wallet named, else the usual one (warned), as 借呗借了 does.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-10';

const STUDENT = `${STARTER_LEDGER}
2026-09-01 open Liabilities:StudentLoan CNY
  alias: "助学贷款,助贷"
`;

checkedSuite('parseEntry: a student loan paid out', STUDENT, [
  { text: '助学贷款下来了 8000 到银行卡', postings: 'Assets:Bank 8000; Liabilities:StudentLoan -8000', guessed: false },
  { text: '助学贷款放款 8000 银行卡', postings: 'Assets:Bank 8000; Liabilities:StudentLoan -8000', guessed: false },
  { text: '助学贷款发放 8000 银行卡', postings: 'Assets:Bank 8000; Liabilities:StudentLoan -8000', guessed: false },
  { text: '助学贷款 8000 到账了 银行卡', postings: 'Assets:Bank 8000; Liabilities:StudentLoan -8000', guessed: false },
  { text: '银行卡 助学贷款到账 8000', postings: 'Assets:Bank 8000; Liabilities:StudentLoan -8000', guessed: false },
  { text: '助学贷款到账 8000', postings: 'Assets:Alipay 8000; Liabilities:StudentLoan -8000', warning: /no receiving account named; used Assets:Alipay/ },
  { text: '助学贷款批下来了 8000', postings: 'Assets:Alipay 8000; Liabilities:StudentLoan -8000', warning: /no receiving account named/ },
  { text: '收到助学贷款 8000 银行卡', postings: 'Assets:Bank 8000; Liabilities:StudentLoan -8000' },
], SAID_ON);

const MORTGAGE = `${STARTER_LEDGER}
2026-01-01 open Liabilities:Mortgage CNY
  alias: "房贷"
`;

checkedSuite('parseEntry: a mortgage paid out', MORTGAGE, [
  { text: '房贷放款 800000 银行卡', postings: 'Assets:Bank 800000; Liabilities:Mortgage -800000' },
  { text: '房贷下来了 800000 到银行卡', postings: 'Assets:Bank 800000; Liabilities:Mortgage -800000' },
], SAID_ON);
