// A fee said with no amount of its own, and said to be none or the other side's (转账 500 给小李
// 手续费对方出, 免手续费, 含手续费): the 500 went to Expenses:Fees, a transfer to a friend booked as a
// bank fee. Such words now name no category; a fee said with its amount (银行手续费 15, 跨行转账手续费 5)
// is still a fee.
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: a fee said to be none or not mine names no category', STARTER_LEDGER, [
  { text: '转账 500 给小李 手续费对方出', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  { text: '转账 500 给小李 手续费由收款方承担', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  { text: '转账 500 给小李 免手续费', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  { text: '转账 500 给小李 无手续费 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', payee: '小李' },
  { text: '转账 500 给小李 0手续费', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  { text: '转账 500 给小李 含手续费', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  // a fee of its own amount, or a fee alone, as before
  { text: '银行手续费 15', postings: 'Expenses:Fees 15; Assets:Alipay -15' },
  { text: '跨行转账手续费 5', postings: 'Expenses:Fees 5; Assets:Alipay -5' },
  // (500 ends in 0: not 0手续费; a fee with no figure, warned: parse-entry.fee-without-figure.test.ts)
  { text: '给小李转账 500 手续费', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  { text: '转账 500 给小李 手续费 2 对方出', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', warning: /the fee the other side pays/ },
], SAID_ON);

checkedSuite('parseEntry: a fee said inside an amount with its own figure stays a fee', STARTER_LEDGER, [
  { text: '还老陈 3000 工行 含手续费 5', postings: 'Assets:Bank -3000; Liabilities:Payables 2995; Expenses:Fees 5', payee: '老陈' },
], SAID_ON);

// A fee said to be zero (手续费 0, 手续费为0, 手续费0元): the 500 was a bank fee, or a 422 "the amount is zero".
checkedSuite('parseEntry: a fee said to be zero names no category and is no amount', STARTER_LEDGER, [
  { text: '转账 500 给小李 手续费 0', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  { text: '转账 500 给小李 手续费为0', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  { text: '转账 500 给小李 手续费0元', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '小李' },
  // a fee of its own figure, as before
  { text: '转账 500 给小李 手续费 0.5', postings: 'Expenses:Uncategorized 500; Expenses:Fees 0.5; Assets:Alipay -500.5', payee: '小李' },
], SAID_ON);
