// Recheck QA of session 41: my part sent to the one who paid was read from 我…转他 100 even when
// not sent yet (聚餐 室友付的 我还没转他 100, 我待会转他, 我要转他: paid from the wallet, nothing
// owed), and it swallowed the other items of the sentence (聚餐 室友付的 我转了他 100 另外打车 20
// 我付的: Transport 100 only). A share not sent is owed; other items are read as they were.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: my part not yet sent to the one who paid, or sent beside other items', STARTER_LEDGER, [
  { text: '聚餐 室友付的 我还没转他 100', postings: 'Expenses:Food 100; Liabilities:Payables -100', payee: '室友' },
  { text: '聚餐 室友付的 我待会转他 100', postings: 'Expenses:Food 100; Liabilities:Payables -100', payee: '室友' },
  { text: '聚餐 室友付的 我要转他 100', postings: 'Expenses:Food 100; Liabilities:Payables -100', payee: '室友' },
  { text: '聚餐 室友付的 我回头转他 100', postings: 'Expenses:Food 100; Liabilities:Payables -100', payee: '室友' },
  // sent: my part, paid
  { text: '聚餐 室友付的 我已经转他 100', postings: 'Expenses:Food 100; Assets:Alipay -100', payee: '室友' },
  // another item after what I sent: the meal stays Food and the taxi is kept
  { text: '聚餐 室友付的 我转了他 100 另外打车 20 我付的', postings: 'Expenses:Food 100; Expenses:Transport 20; Liabilities:Payables -120' },
  { text: '聚餐 室友付的 300 我转了他 100 打车 20', postings: 'Expenses:Food 300; Expenses:Uncategorized 100; Expenses:Transport 20; Liabilities:Payables -420' },
], SAID_ON);
