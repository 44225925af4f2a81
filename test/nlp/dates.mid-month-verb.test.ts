// QA of session 33, item 2: `月中交房租 3000` was dated today, 月中 left in the narration: 月中 was
// read only before a space, a digit, a mark or 的, so as not to take the 中 of 中行, 中国银行, 中石化.
// Before a verb of paying (交, 缴, 还, 付...) it is the 15th too; 中行 and the like keep their meaning.
import { describe, expect, it } from 'vitest';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';
import { walletsLedger } from './wallets-ledger.ts';

const SAID_ON = '2026-11-21';
const ledger = walletsLedger('ledger.beancount', `2020-01-01 open Liabilities:CreditCard:BOC CNY
  alias: "中行"
2020-01-01 open Expenses:Housing:Rent
  alias: "房租"
2020-01-01 open Expenses:Utilities
  alias: "电费"
`);

describe('resolveDate: 月中 before a verb is the 15th', () => {
  const cases: [string, string, string][] = [
    ['月中交房租 3000', '2026-11-15', '月中'],
    ['月中缴电费 200', '2026-11-15', '月中'],
    ['月中还信用卡 3000', '2026-11-15', '月中'],
    ['上个月中交房租 3000', '2026-10-15', '上个月中'],
    ['10月中付了物业费 300', '2026-10-15', '10月中'],
    ['月中中行还款 500', '2026-11-15', '月中'],
  ];
  for (const [text, date, said] of cases) {
    it(`${text} -> ${date}`, () => {
      const r = resolveDate(text, SAID_ON);
      expect(r).toMatchObject({ date, stated: true, warnings: [`day not said; used ${date} for ${said}`] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
    });
  }
  it('中行 and 中国银行 after a month are still no middle of it', () => {
    expect(resolveDate('中行还款 500', SAID_ON).mentions).toEqual([]);
    expect(resolveDate('11月中行还款 500', SAID_ON).date).toBe('2026-11-01');
    expect(resolveDate('11月中国银行还款 500', SAID_ON).date).toBe('2026-11-01');
  });
});

describe('parseEntry: 月中 and a verb, beside 中行', () => {
  const cases: readonly EntryCase[] = [
    { text: '月中交房租 3000 招行', date: '2026-11-15', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', narration: '交房租', warning: /^day not said; used 2026-11-15 for 月中$/ },
    { text: '月中 中行 还款 500 招行', date: '2026-11-15', postings: 'Liabilities:CreditCard:BOC 500; Assets:Bank:CMB -500', warning: /^day not said; used 2026-11-15 for 月中$/ },
    { text: '月中中行还款 500 招行', date: '2026-11-15', postings: 'Liabilities:CreditCard:BOC 500; Assets:Bank:CMB -500', narration: '中行还款' },
    { text: '中行还款 500 招行', postings: 'Liabilities:CreditCard:BOC 500; Assets:Bank:CMB -500', narration: '中行还款', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, SAID_ON), c, SAID_ON));
});
