// QA student of session 41: a rough amount then the exact one (买了个键盘 2百多 花呗 具体 239) were
// both booked, 439. The exact one alone is the price.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: a rough amount, then the exact one', STARTER_LEDGER, [
  { text: '买了个键盘 2百多 花呗 具体 239', postings: 'Expenses:Shopping 239; Liabilities:Huabei -239', warning: /read 200 as a rough figure and 239 as the exact one: booked 239/ },
  { text: '买了个键盘 两百多 花呗 实际 239', postings: 'Expenses:Shopping 239; Liabilities:Huabei -239' },
  { text: '买了个键盘 200多 花呗 准确是 239', postings: 'Expenses:Shopping 239; Liabilities:Huabei -239' },
  { text: '买了个键盘 大概200 花呗 具体是 239', postings: 'Expenses:Shopping 239; Liabilities:Huabei -239' },
  { text: '午饭 30左右 微信 实际 28', postings: 'Expenses:Food 28; Assets:WeChat -28' },
], SAID_ON);
