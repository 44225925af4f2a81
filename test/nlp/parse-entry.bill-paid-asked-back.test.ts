// Leftover of session 42: a bill paid for someone and said to be asked back (替租客交了电费 230 回头找他要)
// was my own spending; 帮室友交了水费 60 让他还我 was money coming in from someone called 让他. Both are
// lent, as 帮小王垫付 is; without the words of asking it back, paying a bill for someone stays spending.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: a bill paid for someone who is to pay it back', STARTER_LEDGER, [
  { text: '替租客交了电费 230 回头找他要 微信', postings: 'Assets:WeChat -230; Assets:Receivables 230', payee: '租客', guessed: false },
  { text: '帮室友交了水费 60 让他还我 微信', postings: 'Assets:WeChat -60; Assets:Receivables 60', payee: '室友', guessed: false },
  { text: '替房东交了物业费 300 回头找她要 微信', postings: 'Assets:WeChat -300; Assets:Receivables 300', payee: '房东' },
  { text: '帮小王买了电影票 80 等他还我 微信', postings: 'Assets:WeChat -80; Assets:Receivables 80', payee: '小王' },
  // not said to be asked back: paid for them, as a gift may be
  { text: '帮妈妈交了话费 100 微信', postings: 'Expenses:Utilities 100; Assets:WeChat -100' },
  // someone paying me back is still money in
  { text: '小王还我 50 微信', postings: 'Assets:WeChat 50; Assets:Receivables -50', payee: '小王' },
], SAID_ON);
