// QA student of session 41: someone paid for me and I sent them my part (聚餐 室友付的 我转了他 100)
// was still owed to them (Liabilities:Payables), and with the bill said too (聚餐 AA 300 三个人 室友付的
// 我转了 100) the bill and what I sent were added: 400 owed. What I sent is my part, paid.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: my part sent to the one who paid', STARTER_LEDGER, [
  { text: '聚餐 AA 300 三个人 室友付的 我转了 100 微信', postings: 'Expenses:Food 100; Assets:WeChat -100', payee: '室友', warning: /read 300 as what 室友 paid and 100 as my part, sent to 室友: booked 100/ },
  { text: '聚餐 AA 300 三个人 室友付的 我转了 100', postings: 'Expenses:Food 100; Assets:Alipay -100', guessed: true },
  { text: '聚餐 室友付的 我转了他 100 微信', postings: 'Expenses:Food 100; Assets:WeChat -100', payee: '室友' },
  { text: '聚餐 AA 300 三个人 室友付的 我转了他 120 微信', postings: 'Expenses:Food 120; Assets:WeChat -120', warning: /my share of 300 split 3 ways is 100/ },
  { text: '吃饭 200 小王付了 我转了他 100 花呗', postings: 'Expenses:Food 100; Liabilities:Huabei -100' },
  { text: '同事帮我付了午饭 30 我转了他 30 微信', postings: 'Expenses:Food 30; Assets:WeChat -30' },
  { text: '打车 35 老婆付的 我转了她 35 微信', postings: 'Expenses:Transport 35; Assets:WeChat -35' },
], SAID_ON);
