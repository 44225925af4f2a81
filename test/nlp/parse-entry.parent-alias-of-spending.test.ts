// QA of session 44: 爸妈转了2000 with 爸妈 an alias of Expenses:Family:Parents was 2000 spent on the
// parents (the alias made money in money out); 爸妈转了2000 工行, the bank said with no 到, was too.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工行'),
  open('Assets:WeChat', '微信'),
  open('Expenses:Family:Parents', '爸妈,生活费'),
  open('Liabilities:CreditCard:CMB', '信用卡'),
  open('Income:Uncategorized'),
  `2026-10-01 * "工资"\n  Assets:Bank:ICBC  100 CNY\n  Income:Uncategorized  -100 CNY`,
  '',
].join('\n');

checkedSuite('money a parent sends, the parent an alias of spending', LEDGER, [
  { text: '爸妈转了2000', postings: 'Assets:Bank:ICBC 2000; Income:Uncategorized -2000', payee: '爸妈' },
  { text: '爸妈转了2000 工行', postings: 'Assets:Bank:ICBC 2000; Income:Uncategorized -2000', payee: '爸妈' },
  { text: '爸妈转了2000 到工行', postings: 'Assets:Bank:ICBC 2000; Income:Uncategorized -2000', payee: '爸妈' },
  // (a debt of mine it paid: it was 2000 spent on the parents, from the card; session 45)
  { text: '爸妈转了2000 还信用卡', postings: 'Liabilities:CreditCard:CMB 2000; Income:Uncategorized -2000', payee: '爸妈' },
  { text: '爸妈转了 2000 用来还信用卡', postings: 'Liabilities:CreditCard:CMB 2000; Income:Uncategorized -2000', payee: '爸妈' },
  // sent to them: money out, as before
  { text: '给爸妈 转了 2000', postings: 'Expenses:Family:Parents 2000; Assets:Bank:ICBC -2000' },
  { text: '我给爸妈转了2000 工行', postings: 'Expenses:Family:Parents 2000; Assets:Bank:ICBC -2000' },
], SAID_ON);
