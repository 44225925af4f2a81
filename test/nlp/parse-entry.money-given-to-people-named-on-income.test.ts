// QA of session 46 (retiree): with Income:Gifts:Children aliased 女儿,儿子 (money the children send),
// money given to them (给女儿打钱 500, 给大儿子零花钱 200, 女儿 生日 红包 500 给她) and a thing bought
// for them (儿子的足球鞋 299) were read as money in from them. The alias names that income account only
// when the words say the money came from that person (女儿转我, 收到 女儿, 儿子 发了 红包).
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const HISTORY = [
  '2025-01-01 * "期初余额"',
  '  Assets:Bank:ICBC  50000.00 CNY',
  '  Assets:WeChat  3000.00 CNY',
  '  Assets:Cash  1000.00 CNY',
  '  Equity:Opening-Balances',
  '',
  '2026-05-10 * "女儿" "女儿转我"',
  '  Assets:WeChat  2000.00 CNY',
  '  Income:Gifts:Children',
  '',
];
const OPENS = [
  'option "operating_currency" "CNY"',
  open('Equity:Opening-Balances'),
  open('Assets:Bank:ICBC', '工行,银行卡'),
  open('Assets:WeChat', '微信'),
  open('Assets:Cash', '现金'),
  open('Income:Pension', '养老金,退休金'),
  open('Income:Gifts:Children', '女儿,儿子'),
  open('Expenses:Food:Groceries', '买菜'),
  open('Expenses:Health', '打疫苗,看病'),
  open('Expenses:Uncategorized'),
];
// as the retiree's: no account for gifts or clothes, the grandchildren's costs aliased 学费
const RETIREE = [...OPENS, open('Expenses:Family:Grandchildren', '孙子,孙女,压岁钱,学费'), '', ...HISTORY].join('\n');
// with accounts for what the lexicon names: gifts (红包), clothes (鞋), schooling (学费), pocket money
const WITH_CATEGORIES = [...OPENS, open('Expenses:Gifts'), open('Expenses:Clothing'), open('Expenses:Education'), open('Expenses:Allowance'), '', ...HISTORY].join('\n');

checkedSuite('money given to people named on an income account', RETIREE, [
  { text: '给女儿打钱 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '给大儿子零花钱 200 现金', postings: 'Expenses:Uncategorized 200; Assets:Cash -200' },
  { text: '女儿 生日 红包 500 给她 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '儿子的足球鞋 299 微信', postings: 'Expenses:Uncategorized 299; Assets:WeChat -299' },
  { text: '我儿子的 书包 120 现金', postings: 'Expenses:Uncategorized 120; Assets:Cash -120' },
  { text: '给儿子 转了 1000 工行', postings: 'Expenses:Uncategorized 1000; Assets:Bank:ICBC -1000' },
  { text: '女儿 学费 3000 工行', postings: 'Expenses:Family:Grandchildren 3000; Assets:Bank:ICBC -3000' },
  { text: '女儿 打疫苗 120 微信', postings: 'Expenses:Health 120; Assets:WeChat -120' },
  // said to come from them: money in, as before
  { text: '女儿 给了 我 2000 微信', postings: 'Assets:WeChat 2000; Income:Gifts:Children -2000' },
  { text: '女儿转我 500 微信', postings: 'Assets:WeChat 500; Income:Gifts:Children -500' },
  { text: '收到 女儿 1000 微信', postings: 'Assets:WeChat 1000; Income:Gifts:Children -1000' },
  // sent by him, said: no warning that no word says the money came in
  { text: '儿子 发了 红包 200 微信', postings: 'Assets:WeChat 200; Income:Gifts:Children -200', guessed: false },
], SAID_ON);

checkedSuite('money given to people named on an income account, with categories open', WITH_CATEGORIES, [
  { text: '给女儿打钱 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '给大儿子零花钱 200 现金', postings: 'Expenses:Allowance 200; Assets:Cash -200' },
  { text: '女儿 生日 红包 500 给她 微信', postings: 'Expenses:Gifts 500; Assets:WeChat -500' },
  { text: '儿子的足球鞋 299 微信', postings: 'Expenses:Clothing 299; Assets:WeChat -299' },
  { text: '女儿 学费 3000 工行', postings: 'Expenses:Education 3000; Assets:Bank:ICBC -3000' },
  { text: '女儿 给了 我 2000 微信', postings: 'Assets:WeChat 2000; Income:Gifts:Children -2000' },
  { text: '女儿转我 500 微信', postings: 'Assets:WeChat 500; Income:Gifts:Children -500' },
  // (a gift account open for red packets given: sent by him still comes in; it was a red packet given)
  { text: '儿子 发了 红包 200 微信', postings: 'Assets:WeChat 200; Income:Gifts:Children -200' },
  { text: '给儿子 发了 红包 200 微信', postings: 'Expenses:Gifts 200; Assets:WeChat -200' },
], SAID_ON);
