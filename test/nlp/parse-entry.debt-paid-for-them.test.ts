// QA of session 39: 帮我爸还了 1000 信用卡 银行卡 (I paid my father's card from my bank) booked my own
// credit card as paid off by a receivable (Liabilities:CreditCard 1000, Assets:Receivables -1000),
// the bank untouched; 帮我爸还信用卡 1000 银行卡 paid off my own card. Now someone else's debt paid by
// me is read as 帮爸爸付 is, paid for them (a loan, warned: it may be a gift), and the card named is
// theirs: mine moves only when said as what paid (用信用卡).
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';
const FOR_DAD = /^read 帮我爸还 as paid for 我爸, who owes it back; if it was a gift, change the account to an expense$/m;

checkedSuite('parseEntry: a debt of someone else paid by me', STARTER_LEDGER, [
  { text: '帮我爸还了 1000 信用卡 银行卡', postings: 'Assets:Bank -1000; Assets:Receivables 1000', warning: FOR_DAD },
  { text: '帮我爸还信用卡 1000 银行卡', postings: 'Assets:Bank -1000; Assets:Receivables 1000', warning: FOR_DAD },
  { text: '替小王还了花呗 300 微信', postings: 'Assets:WeChat -300; Assets:Receivables 300', warning: /^read 替小王还 as paid for 小王/m },
  // my card is what paid only when said so
  { text: '帮我爸还了 1000 用信用卡', postings: 'Liabilities:CreditCard -1000; Assets:Receivables 1000', warning: FOR_DAD },
  // as before: paying for someone, and my own card paid (帮我还: for me)
  { text: '帮爸爸付 100 微信', postings: 'Assets:WeChat -100; Assets:Receivables 100', guessed: false },
  { text: '帮我还信用卡 1000 银行卡', postings: 'Assets:Bank -1000; Liabilities:CreditCard 1000', guessed: false },
  { text: '还信用卡 1000 银行卡', postings: 'Assets:Bank -1000; Liabilities:CreditCard 1000', guessed: false },
], SAID_ON);
