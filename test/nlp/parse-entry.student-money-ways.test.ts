// QA student of session 42: a student's money that went the wrong way or was lost. 爸妈转了2000 (no
// word of what for) and 室友转了 120 电费 过来 were spending; 生活费 给弟弟 500 was money in, the income
// account aliased 生活费 read over the 给; 饭卡退款 100 到微信 landed on the card, not where 到 says;
// 原价 300 实际 239 booked both amounts (539 paid); 收到助学贷款 8000 交学费 put the loan into a wallet
// and lost the tuition.
import { checkedSuite } from './checked-suite.ts';
import { STUDENT_LEDGER } from './student-ledger.ts';

const SAID_ON = '2026-11-10';
const NO_WALLET_IN = /no receiving account named; used Assets:Alipay/;
const PRICE_NOT_PAID = /read 239 as what was paid; 300 not booked/;

checkedSuite('parseEntry: a student\'s money, which way it goes', STUDENT_LEDGER, [
  // a parent sent me money, nothing more said: in, from home
  { text: '爸妈转了2000', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸妈', warning: NO_WALLET_IN },
  { text: '妈妈转了500', postings: 'Assets:Alipay 500; Income:Uncategorized -500', payee: '妈妈', warning: NO_WALLET_IN },
  { text: '老爸转了1000', postings: 'Assets:Alipay 1000; Income:Uncategorized -1000', payee: '老爸', warning: NO_WALLET_IN },
  { text: '我爸转了1000 微信', postings: 'Assets:WeChat 1000; Income:Uncategorized -1000', payee: '爸爸' },
  { text: '爸妈转了 2000 过来', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸妈', warning: NO_WALLET_IN },
  { text: '爸妈转了2000生活费', postings: 'Assets:Alipay 2000; Income:Allowance -2000', payee: '爸妈', warning: NO_WALLET_IN },
  // (sent to my parents: out, as before)
  { text: '给爸妈转了2000', postings: 'Expenses:Uncategorized 2000; Assets:Alipay -2000' },
  // sent to me, said: 给我 after the amount (recheck QA: they were spending), a card of mine after 到
  { text: '爸妈转了 2000 给我', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸妈' },
  { text: '小李转了 200 给我', postings: 'Assets:Alipay 200; Income:Uncategorized -200', payee: '小李' },
  { text: '室友转了 120 给我 电费', postings: 'Assets:Alipay 120; Assets:Receivables -120' },
  { text: '爸妈转了2000给我当生活费', postings: 'Assets:Alipay 2000; Income:Allowance -2000' },
  { text: '爸妈打了 2000 到银行卡', postings: 'Assets:Bank 2000; Income:Uncategorized -2000' },
  // (to someone else: still money out)
  { text: '爸妈转了 2000 到房东', postings: 'Expenses:Uncategorized 2000; Assets:Alipay -2000' },
  { text: '小李转了 200 给我们', postings: 'Expenses:Uncategorized 200; Assets:Alipay -200' },
  { text: '我转了500给妈妈', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500' },
  { text: '我跟爸妈转了2000', postings: 'Expenses:Uncategorized 2000; Assets:Alipay -2000' },
  { text: '爸妈转了2000 到银行卡', postings: 'Assets:Bank 2000; Income:Uncategorized -2000', payee: '爸妈' },
  // a roommate's share of a bill sent over, what for said before 过来: the receivable settled
  { text: '室友转了 120 电费 过来', postings: 'Assets:Alipay 120; Assets:Receivables -120', payee: '室友' },
  { text: '室友转了 120 块电费过来 微信', postings: 'Assets:WeChat 120; Assets:Receivables -120', payee: '室友' },
  { text: '室友转我 120 电费', postings: 'Assets:Alipay 120; Assets:Receivables -120', payee: '室友' },
  // living money I give on: out, never income
  { text: '生活费 给弟弟 500', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '弟弟' },
  { text: '给弟弟生活费 500', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500' },
  { text: '生活费给了弟弟 500', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500' },
  { text: '生活费 转给弟弟 500', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500' },
  { text: '生活费 2000', postings: 'Assets:Bank 2000; Income:Allowance -2000' },
  // a refund lands where 到 says
  { text: '饭卡退款 100 到微信', postings: 'Expenses:Food -100; Assets:WeChat 100' },
  { text: '饭卡退款 100', postings: 'Expenses:Food -100; Assets:CampusCard 100' },
  // the list price is no money paid
  { text: '原价 300 实际 239 买了键盘', postings: 'Expenses:Shopping 239; Assets:Alipay -239', warning: PRICE_NOT_PAID },
  { text: '原价300 优惠后239', postings: 'Expenses:Uncategorized 239; Assets:Alipay -239', warning: PRICE_NOT_PAID },
  { text: '打折后 239 原价 300', postings: 'Expenses:Uncategorized 239; Assets:Alipay -239', warning: PRICE_NOT_PAID },
  { text: '实付 239 原价 300 键盘 微信', postings: 'Expenses:Shopping 239; Assets:WeChat -239', warning: PRICE_NOT_PAID },
  // a student loan received and paid to the tuition
  { text: '收到助学贷款 8000 交学费', postings: 'Expenses:Education 8000; Liabilities:StudentLoan -8000' },
  { text: '收到助学贷款 8000 交了学费', postings: 'Expenses:Education 8000; Liabilities:StudentLoan -8000' },
  { text: '收到助学贷款 8000 银行卡', postings: 'Assets:Bank 8000; Liabilities:StudentLoan -8000' },
], SAID_ON);
