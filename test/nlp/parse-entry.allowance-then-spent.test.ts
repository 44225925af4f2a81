// Recheck QA of session 41: money from parents and spending in one sentence with no comma
// (爸妈给了2000生活费 花了300吃饭) was all income (+2300, the 300 booked on Income:Allowance): the
// word written onto the 2000 (生活费) was read with the spending after it. It reads as with a comma:
// the money in, then what was paid out of it.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-10';
const STUDENT_LEDGER = `${STARTER_LEDGER}
2026-09-01 open Income:Allowance CNY
  alias: "生活费,零花钱"
`;

const PAID_OUT = /as paid out of what came in/;

checkedSuite('parseEntry: money from parents, then spending, no comma', STUDENT_LEDGER, [
  { text: '爸妈给了2000生活费 花了300吃饭', postings: 'Assets:Alipay 2000; Income:Allowance -2000; Expenses:Food 300; Assets:Alipay -300', payee: '爸妈', warning: PAID_OUT },
  { text: '爸妈给了2000生活费 午饭 30', postings: 'Assets:Alipay 2000; Income:Allowance -2000; Expenses:Food 30; Assets:Alipay -30', warning: PAID_OUT },
  { text: '老妈给了500零花钱 请室友吃饭 100', postings: 'Assets:Alipay 500; Income:Allowance -500; Expenses:Food 100; Assets:Alipay -100', warning: PAID_OUT },
  { text: '爸妈转了2000生活费 交了500房租', postings: 'Assets:Alipay 2000; Income:Allowance -2000; Expenses:Housing 500; Assets:Alipay -500', warning: PAID_OUT },
  // as with a comma
  { text: '爸妈给了2000生活费，花了300吃饭', postings: 'Assets:Alipay 2000; Income:Allowance -2000; Expenses:Food 300; Assets:Alipay -300' },
  // two incomes, the second word its own: both in
  { text: '工资12000奖金 3000', postings: 'Assets:Bank 15000; Income:Salary -12000; Income:Bonus -3000' },
], SAID_ON);
