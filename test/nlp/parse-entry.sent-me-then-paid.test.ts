// Leftover of sessions 41-42: money a person sent me beside money I paid out in the same sentence
// (爸妈转了2000，给房东1500) was 3500 of spending: the 2000 that came in is money in, the 1500 paid
// out of it, as 收到红包 200 发红包 100 is.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: money sent to me beside money paid out', STARTER_LEDGER, [
  { text: '爸妈转了2000，给房东1500', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000; Expenses:Uncategorized 1500; Assets:Alipay -1500', warning: /read 1500 \(给房东\) as paid out of what came in/ },
  // (the wallet said after the second amount is what paid it; where the 2000 came is not said)
  { text: '爸妈转了2000，给房东1500 微信', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000; Expenses:Uncategorized 1500; Assets:WeChat -1500' },
  { text: '爸妈转了2000 给房东交了房租1500 微信', postings: 'Assets:WeChat 2000; Income:Uncategorized -2000; Expenses:Housing 1500; Assets:WeChat -1500' },
  { text: '妈妈转了500，买书花了80 支付宝', postings: 'Assets:Alipay 500; Income:Uncategorized -500; Expenses:Education 80; Assets:Alipay -80' },
  // as before: red packets, and money sent to me alone
  { text: '收到红包 200 发红包 100 微信', postings: 'Assets:WeChat 200; Income:RedPacket -200; Expenses:Gifts 100; Assets:WeChat -100' },
  { text: '爸妈转了2000 微信', postings: 'Assets:WeChat 2000; Income:Uncategorized -2000' },
], SAID_ON);
