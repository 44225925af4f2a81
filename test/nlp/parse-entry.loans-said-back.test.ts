// QA of session 39 (loans): a loan said with 的 and then 还 was read as a new loan the same way
// (借给小王的 1000 还回来了: lent again; 借小王的 1000 还给他了: borrowed again), a neighbour paying back
// what they borrowed (邻居还了之前借的 500) and 小王借的 1000 还了 as my own repayment, and
// 小王从我这借了 1000 as borrowed from 我. Now a loan said back is paid back the other way, and
// 借了小李 300 (borrowed from, or lent to) keeps its reading with a warning, as 借小李 300 has.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: a loan said, then said paid back', STARTER_LEDGER, [
  // lent to 小王, who paid it back: collected
  { text: '借给小王的 1000 还回来了 微信', postings: 'Assets:WeChat 1000; Assets:Receivables -1000' },
  { text: '邻居还了之前借的 500 现金', postings: 'Assets:Cash 500; Assets:Receivables -500' },
  { text: '小王借的 1000 还了 微信', postings: 'Assets:WeChat 1000; Assets:Receivables -1000' },
  // borrowed from them, paid back by me
  { text: '借小王的 1000 还给他了 微信', postings: 'Assets:WeChat -1000; Liabilities:Payables 1000' },
  { text: '借小李的 300 还了 微信', postings: 'Assets:WeChat -300; Liabilities:Payables 300' },
  { text: '借给小王的钱 还回来了 1000 微信', postings: 'Assets:WeChat 1000; Assets:Receivables -1000' },
  { text: '向小王借的 1000 还了 微信', postings: 'Assets:WeChat -1000; Liabilities:Payables 1000' },
  // no one named before 借的 (之前, 买车: when, what for): mine, paid back as before
  { text: '之前借的 1000 还了 微信', postings: 'Assets:WeChat -1000; Liabilities:CreditCard 1000' },
  { text: '买车借的 1000 还了 微信', postings: 'Assets:WeChat -1000; Liabilities:CreditCard 1000' },
  // still read as before
  { text: '我借的 1000 还了 微信', postings: 'Assets:WeChat -1000; Liabilities:CreditCard 1000' },
  { text: '借小王的钱 1000 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000' },
  { text: '借给小王 1000 微信', postings: 'Assets:WeChat -1000; Assets:Receivables 1000', guessed: false },
  { text: '小王还了 1000 微信', postings: 'Assets:WeChat 1000; Assets:Receivables -1000', guessed: false },
], SAID_ON);

checkedSuite('parseEntry: who borrowed from whom', STARTER_LEDGER, [
  { text: '小王从我这借了 1000 微信', postings: 'Assets:WeChat -1000; Assets:Receivables 1000', guessed: false },
  { text: '小王从我这儿借了 1000 微信', postings: 'Assets:WeChat -1000; Assets:Receivables 1000', guessed: false },
  { text: '我从小王那借了 1000 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000', guessed: false },
  // 借了小李: borrowed from 小李 (the reading kept), or lent to 小李: warned
  { text: '借了小李 300 微信', postings: 'Assets:WeChat 300; Liabilities:Payables -300', warning: /^read 借了小李 as borrowed from 小李 \(向小李借\); if you lent it to 小李, say 借给小李$/m },
  { text: '我借了小李 300 微信', postings: 'Assets:WeChat 300; Liabilities:Payables -300', warning: /^read 借了小李 as borrowed from 小李/m },
  { text: '借小李 300 微信', postings: 'Assets:WeChat -300; Assets:Receivables 300', warning: /^read 借小李 as lent to 小李/m },
], SAID_ON);
