// QA of session 45 (family ledger): one parent said did not reach the account kept for both
// parents. 给我妈 1000, 给爸爸转 1500 and 给我妈转了 1000 工行 with Expenses:Family:Parents aliased
// 爸妈 were spending on Expenses:Uncategorized; money from a parent stays money in, and in-laws and
// other relatives are not one's parents.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const history = `2026-10-01 * "工资"\n  Assets:Bank:ICBC  100 CNY\n  Income:Uncategorized  -100 CNY`;
const ledger = (...accounts: string[]) =>
  ['option "operating_currency" "CNY"', open('Assets:Bank:ICBC', '工行,工商银行'), open('Assets:WeChat', '微信'), ...accounts, open('Expenses:Gifts'), open('Expenses:Uncategorized'), open('Income:Uncategorized'), history, ''].join('\n');

checkedSuite('one parent said reaches the account aliased for both parents', ledger(open('Expenses:Family:Parents', '爸妈,生活费')), [
  { text: '给我妈 1000 微信', postings: 'Expenses:Family:Parents 1000; Assets:WeChat -1000', payee: '妈妈' },
  { text: '给爸爸转 1500 工行', postings: 'Expenses:Family:Parents 1500; Assets:Bank:ICBC -1500', payee: '爸爸' },
  { text: '给我妈转了 1000 工行', postings: 'Expenses:Family:Parents 1000; Assets:Bank:ICBC -1000', guessed: false },
  { text: '给老爸 500 微信', postings: 'Expenses:Family:Parents 500; Assets:WeChat -500' },
  { text: '给母亲 800 工行', postings: 'Expenses:Family:Parents 800; Assets:Bank:ICBC -800' },
  // (an allowance to a parent goes there too, as 给爸妈补贴 does)
  { text: '给妈妈补贴 500 微信', postings: 'Expenses:Family:Parents 500; Assets:WeChat -500' },
  // money from a parent is money in, as before
  { text: '妈妈转我 1000 工行', postings: 'Assets:Bank:ICBC 1000; Income:Uncategorized -1000', payee: '妈妈' },
  { text: '爸给了我 500 工行', postings: 'Assets:Bank:ICBC 500; Income:Uncategorized -500' },
  // someone else's mother, in-laws: not my parents
  { text: '给姑妈 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '给岳父母 1000 微信', postings: 'Expenses:Uncategorized 1000; Assets:WeChat -1000' },
  { text: '给公婆 1000 微信', postings: 'Expenses:Uncategorized 1000; Assets:WeChat -1000' },
  { text: '孩子他妈 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
], SAID_ON);

checkedSuite('one parent said reaches the account named for both parents', ledger(open('Expenses:Family:Parents')), [
  { text: '给我妈 1000 微信', postings: 'Expenses:Family:Parents 1000; Assets:WeChat -1000' },
], SAID_ON);

checkedSuite('a parent with an account of their own is not read as both', ledger(open('Expenses:Family:Parents', '爸妈'), open('Expenses:Family:Mom', '妈妈')), [
  // (her own account, aliased 妈妈, since session 50: money given to a person goes to the account kept
  // for them; it was the catch-all)
  { text: '给我妈 1000 微信', postings: 'Expenses:Family:Mom 1000; Assets:WeChat -1000' },
  { text: '给爸爸 1000 微信', postings: 'Expenses:Family:Parents 1000; Assets:WeChat -1000' },
], SAID_ON);
