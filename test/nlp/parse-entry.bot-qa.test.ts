// QA of session 40, a family chat bot over POST /bean/nlp/parse on the starter ledger:
// - 打车35 老婆付的, 老婆付的打车 35: someone else paid, read as paid from my own wallet (warned only
//   "no payment account named", narrated 打车 老婆), where 老婆帮我付的 was owed to her.
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: X付的, X付了 with X a person is paid for me, as X帮我付的 is', STARTER_LEDGER, [
  { text: '打车35 老婆付的', postings: 'Expenses:Transport 35; Liabilities:Payables -35', payee: '老婆', narration: '打车', guessed: false },
  { text: '老婆付的打车 35', postings: 'Expenses:Transport 35; Liabilities:Payables -35', payee: '老婆', narration: '打车', guessed: false },
  { text: '吃饭 200 小王付的', postings: 'Expenses:Food 200; Liabilities:Payables -200', payee: '小王', narration: '吃饭' },
  { text: '午饭 40 老公付了', postings: 'Expenses:Food 40; Liabilities:Payables -40', payee: '老公', narration: '午饭' },
  { text: '我老婆付的 午饭 50', postings: 'Expenses:Food 50; Liabilities:Payables -50', payee: '老婆', narration: '午饭' },
  // as before: a wallet, or I, paid
  { text: '打车 35 微信付的', postings: 'Expenses:Transport 35; Assets:WeChat -35', payee: null, narration: '打车' },
  { text: '打车 35 信用卡付的', postings: 'Expenses:Transport 35; Liabilities:CreditCard -35', narration: '打车' },
  { text: '打车 35 我付的 现金', postings: 'Expenses:Transport 35; Assets:Cash -35', narration: '打车' },
  { text: '打车 35 老婆帮我付的', postings: 'Expenses:Transport 35; Liabilities:Payables -35', payee: '老婆' },
  // money paid to me, or owed, by the one before 付了 is no payment for me
  { text: '朋友付了我 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300' },
  { text: '小王付了利息 100 微信', postings: 'Assets:WeChat 100; Income:Interest -100' },
], SAID_ON);

const WIFE_ACCOUNT = `${STARTER_LEDGER}
2000-01-01 open Liabilities:Payables:Wife CNY
  alias: "老婆"
`;

checkedSuite('parseEntry: X付的 with an account of X open is owed on it', WIFE_ACCOUNT, [
  { text: '打车35 老婆付的', postings: 'Expenses:Transport 35; Liabilities:Payables:Wife -35', narration: '打车' },
], SAID_ON);
