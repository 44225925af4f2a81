// Family QA (session 46): money paid back to someone named, and money from the parents that paid a bill.
// 还爸妈 1000 with 爸妈 an alias of Expenses:Family:Parents paid the most used card, as did 返还 300 给客户
// (the one after the amount and its 给 was read as no one); 爸妈转了 5000 交学费 was 5000 spent on the
// parents, from the bank.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工行'),
  open('Assets:WeChat', '微信'),
  open('Liabilities:CreditCard:CMB', '招行信用卡,信用卡'),
  open('Liabilities:Loan:Car', '车贷'),
  open('Expenses:Family:Parents', '爸妈,生活费'),
  open('Expenses:Kids:Education', '学费'),
  open('Expenses:Kids:Classes', '钢琴课,兴趣班'),
  open('Expenses:Home:Property', '物业费'),
  open('Expenses:Uncategorized'),
  open('Income:Salary', '工资'),
  open('Income:Uncategorized'),
  open('Equity:Opening-Balances'),
  `2026-10-01 * "工资"\n  Assets:Bank:ICBC  100 CNY\n  Income:Salary  -100 CNY`,
  `2026-10-02 * "还信用卡"\n  Liabilities:CreditCard:CMB  50 CNY\n  Assets:Bank:ICBC  -50 CNY`,
  '',
].join('\n');

describe('money paid back to someone no payable is open for', () => {
  const ledger = Ledger.fromText(LEDGER, 'family.beancount');
  // (爸妈 names the spending on the parents, not a debt to them; it paid the credit card)
  for (const [text, whom] of [['还爸妈 1000', '爸妈'], ['还爸爸妈妈 1000', '爸爸妈妈'], ['还父母 1000', '父母'], ['返还 300 给客户', '客户'], ['还了 500 给小王', '小王']] as const) {
    it(`${text}: a 422 naming ${whom}`, () => {
      expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(new RegExp(`no payable account is open for money paid back to ${whom}`));
    });
  }
});

// With a payable aliased for them too, that account; a card, a loan and 还款 alone stay as they were
checkedSuite('money paid back: a payable named for the parents, cards and loans', LEDGER + `${open('Liabilities:Payables:Parents', '爸妈')}\n`, [
  { text: '还爸妈 1000 工行', postings: 'Liabilities:Payables:Parents 1000; Assets:Bank:ICBC -1000' },
  { text: '还 300 给爸妈 微信', postings: 'Liabilities:Payables:Parents 300; Assets:WeChat -300' },
  { text: '给爸妈生活费 2000 工行', postings: 'Expenses:Family:Parents 2000; Assets:Bank:ICBC -2000' },
  { text: '还信用卡 3000', postings: 'Liabilities:CreditCard:CMB 3000; Assets:Bank:ICBC -3000', guessed: true },
  { text: '还花呗 500', postings: 'Liabilities:CreditCard:CMB 500; Assets:Bank:ICBC -500', guessed: true },
  { text: '还车贷 2000', postings: 'Liabilities:Loan:Car 2000; Assets:Bank:ICBC -2000', guessed: true },
  { text: '还款 3000', postings: 'Liabilities:CreditCard:CMB 3000; Assets:Bank:ICBC -3000', guessed: true },
  // (a bill aliased as spending is no person: paid as before)
  { text: '还物业费 300', postings: 'Liabilities:CreditCard:CMB 300; Assets:Bank:ICBC -300', guessed: true },
], SAID_ON);

checkedSuite('money from the parents that paid a bill of mine', LEDGER, [
  { text: '爸妈转了 5000 交学费', postings: 'Expenses:Kids:Education 5000; Income:Uncategorized -5000', payee: '爸妈', guessed: true, warning: /money from 爸妈 that paid Expenses:Kids:Education/ },
  { text: '爸妈转了5000 用来交学费', postings: 'Expenses:Kids:Education 5000; Income:Uncategorized -5000', payee: '爸妈', guessed: true },
  { text: '妈妈转了 3000 交钢琴课', postings: 'Expenses:Kids:Classes 3000; Income:Uncategorized -3000', payee: '妈妈', guessed: true },
  // as before: the card paid with their money, the tuition alone, money to them and from them
  { text: '爸妈转了2000 还信用卡', postings: 'Liabilities:CreditCard:CMB 2000; Income:Uncategorized -2000', payee: '爸妈' },
  { text: '交学费 5000', postings: 'Expenses:Kids:Education 5000; Assets:Bank:ICBC -5000', guessed: true },
  { text: '给爸妈生活费 2000 工行', postings: 'Expenses:Family:Parents 2000; Assets:Bank:ICBC -2000' },
  { text: '妈妈转我 1000 工行', postings: 'Assets:Bank:ICBC 1000; Income:Uncategorized -1000', payee: '妈妈' },
  { text: '我给爸妈转了 5000 交学费', postings: 'Expenses:Family:Parents 5000; Assets:Bank:ICBC -5000' },
], SAID_ON);
