// Recheck QA of session 41: a rough figure then an exact one of another thing (午饭 大概 30 晚饭
// 实际 50, 买了键盘 200多 鼠标 具体 39) booked the exact one alone (50, 39): the rough one was taken
// for the same price said again. Only wallet words may stand between the two of the same thing.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: a rough figure, then the exact one of another item', STARTER_LEDGER, [
  { text: '午饭 大概 30 晚饭 实际 50', postings: 'Expenses:Food 30; Expenses:Food 50; Assets:Alipay -80' },
  { text: '午饭 30多 晚饭 实际 50', postings: 'Expenses:Food 30; Expenses:Food 50; Assets:Alipay -80' },
  { text: '买了键盘 200多 鼠标 具体 39', postings: 'Expenses:Shopping 200; Expenses:Shopping 39; Assets:Alipay -239' },
  { text: '买书 100多 文具 具体 25', postings: 'Expenses:Education 100; Expenses:Uncategorized 25; Assets:Alipay -125' },
  // the same thing: the wallet only, or nothing, between the two
  { text: '买了个键盘 2百多 具体 239', postings: 'Expenses:Shopping 239; Assets:Alipay -239', warning: /read 200 as a rough figure and 239 as the exact one/ },
  { text: '键盘 大概 200 微信 实际是 239', postings: 'Expenses:Shopping 239; Assets:WeChat -239' },
  { text: '键盘 200来块 具体 235', postings: 'Expenses:Shopping 235; Assets:Alipay -235' },
], SAID_ON);
