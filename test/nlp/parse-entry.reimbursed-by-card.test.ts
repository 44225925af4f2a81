// QA of session 41: spending paid by card for the company to pay back, with the claim on the
// company aliased 公司报销, was the card repaid from the claim (CreditCard +86, Receivables -86).
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';
const open = (account: string, alias?: string) => `2025-12-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:CMB', '招行'),
  open('Assets:WeChat', '微信'),
  open('Assets:Receivables:Company', '公司报销,报销款'),
  open('Liabilities:CreditCard:CMB', '信用卡'),
  open('Expenses:Transport', '打车'),
  open('Expenses:Travel', '出差'),
  open('Income:Uncategorized'),
  `2026-10-01 * "打车"\n  Expenses:Transport  20 CNY\n  Assets:WeChat  -20 CNY`,
  '',
].join('\n');

checkedSuite('spending the company pays back', LEDGER, [
  { text: '出差 打车 86 信用卡 公司报销', postings: 'Assets:Receivables:Company 86; Liabilities:CreditCard:CMB -86', warning: /^to be reimbursed: booked on Assets:Receivables:Company$/m },
  { text: '打车 86 微信 公司报销', postings: 'Assets:Receivables:Company 86; Assets:WeChat -86', warning: /^to be reimbursed: booked on Assets:Receivables:Company$/m },
  // paid back: money in, off the claim, as before
  { text: '公司报销到账 2300 招行', postings: 'Assets:Bank:CMB 2300; Assets:Receivables:Company -2300', guessed: false },
  { text: '公司报销了 86 微信', postings: 'Assets:WeChat 86; Assets:Receivables:Company -86' },
], SAID_ON);
