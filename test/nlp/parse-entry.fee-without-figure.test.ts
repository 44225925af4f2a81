// A fee word after the amount of a transfer, with no figure of its own (给小李转账 500 手续费): the 500
// was booked on Expenses:Fees. The amount is what was sent; the fee, having no figure, is warned of.
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const NO_FIGURE = /手续费 was said without an amount: only the money sent is booked/;

checkedSuite('parseEntry: a fee said without a figure after a transfer', STARTER_LEDGER, [
  { text: '给小李转账 500 手续费 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', warning: NO_FIGURE },
  { text: '转账 500 给小李 手续费 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', warning: NO_FIGURE },
  { text: '汇款 2000 有手续费 微信', postings: 'Expenses:Uncategorized 2000; Assets:WeChat -2000', warning: NO_FIGURE },
  // sent said with 转 or 打了 alone (recheck QA): the same
  { text: '给小李转 1000 手续费 微信', postings: 'Expenses:Uncategorized 1000; Assets:WeChat -1000', warning: NO_FIGURE },
  { text: '给小李打了 500 手续费 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', warning: NO_FIGURE },
  { text: '转小李 500 手续费 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', warning: NO_FIGURE },
  // with its figure, said before the amount, or said to be none: as before, and not warned of
  { text: '转账 500 给小李 手续费5块 微信', postings: 'Expenses:Uncategorized 500; Expenses:Fees 5; Assets:WeChat -505' },
  { text: '转账手续费 2 微信', postings: 'Expenses:Fees 2; Assets:WeChat -2', guessed: false },
  { text: '转账 500 给小李 免手续费 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
], SAID_ON);
