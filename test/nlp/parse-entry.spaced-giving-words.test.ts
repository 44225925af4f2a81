// QA of session 44: a space between the words of giving changed the direction: 给小区保安 过节费 200 and
// 过节费 给保安 200 were an allowance received (Cash +200, as 给保安过节费 200 is not), and 帮老婆 交了
// 违章罚款 200 让她还我 was money in from 让她 (Alipay +200, off the spouse's receivable).
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Alipay', '支付宝'),
  open('Assets:Cash', '现金'),
  open('Assets:Receivables:Spouse', '老婆'),
  open('Expenses:Car:Fines', '违章,罚款'),
  open('Expenses:Uncategorized'),
  open('Income:Uncategorized'),
  '',
].join('\n');

checkedSuite('words of giving with spaces between', LEDGER, [
  { text: '给小区保安 过节费 200 现金', postings: 'Expenses:Uncategorized 200; Assets:Cash -200' },
  { text: '过节费 给保安 200 现金', postings: 'Expenses:Uncategorized 200; Assets:Cash -200' },
  { text: '给保安过节费 200 现金', postings: 'Expenses:Uncategorized 200; Assets:Cash -200' },
  { text: '帮老婆 交了 违章罚款 200 让她还我 支付宝', postings: 'Assets:Receivables:Spouse 200; Assets:Alipay -200', payee: '老婆' },
  { text: '帮老婆交了违章罚款 200 让她还我 支付宝', postings: 'Assets:Receivables:Spouse 200; Assets:Alipay -200', payee: '老婆' },
  // an allowance said alone is still one received
  { text: '过节费 200 现金', postings: 'Assets:Cash 200; Income:Uncategorized -200' },
], SAID_ON);
