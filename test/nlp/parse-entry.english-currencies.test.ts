// Currencies said in English after the number (hotel 120 dollars, 午饭 1000 yen): the words were
// left in the narration and the amount booked in CNY, paid from a wallet that holds no such money.
// They read as the Chinese words do (120 美元, 1000 日元), with the same warnings. And a comma that
// groups no thousands (午饭 1,2345) is refused: 1,234 was booked and the 5 left in the narration.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const FIXTURE = readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8');
const ledger = Ledger.fromText(`${FIXTURE}\n2020-01-01 open Assets:Bank:Revolut EUR,GBP\n  alias: "revolut"\n`, 'ledger.beancount');
const parse = (text: string) => parseEntry(ledger, text, REFERENCE_DATE);

describe('parseEntry: currencies said in English', () => {
  const cases: EntryCase[] = [
    { text: 'hotel 120 dollars citi', postings: 'Expenses:Travel:Hotel 120 USD; Assets:Bank:Citi -120 USD', narration: 'hotel', guessed: false },
    { text: 'taxi 12 dollars', postings: 'Expenses:Transport:Taxi 12 USD; Assets:Bank:Citi -12 USD', narration: 'taxi', warning: /no payment account named/ },
    { text: 'taxi 12 Bucks citi', postings: 'Expenses:Transport:Taxi 12 USD; Assets:Bank:Citi -12 USD', narration: 'taxi', guessed: false },
    { text: '午饭 1000 yen 现金', postings: 'Expenses:Food:Dining 1000 JPY; Assets:Cash -1000 JPY', narration: '午饭', guessed: false },
    { text: 'hotel 120 euros revolut', postings: 'Expenses:Travel:Hotel 120 EUR; Assets:Bank:Revolut -120 EUR', narration: 'hotel', guessed: false },
    { text: 'hotel 120 pounds revolut', postings: 'Expenses:Travel:Hotel 120 GBP; Assets:Bank:Revolut -120 GBP', narration: 'hotel', guessed: false },
    { text: 'hotel 200 HK dollars 现金', postings: 'Expenses:Travel:Hotel 200 HKD; Assets:Cash -200 HKD', narration: 'hotel', guessed: false },
    // a weight in pounds is no money: the price after it is the amount
    { text: '5 pounds of apples 20 dollars citi', postings: 'Expenses:Uncategorized 20 USD; Assets:Bank:Citi -20 USD', narration: '5 pounds of apples' },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parse(c.text), c, REFERENCE_DATE));

  // the same entry, warnings and all, as the Chinese word makes
  const sameAsChinese: [string, string][] = [
    ['taxi 12 dollars', 'taxi 12 美元'], ['午饭 1000 yen', '午饭 1000 日元'], ['hotel 120 pounds', 'hotel 120 英镑'],
    ['hotel 200 HK dollars', 'hotel 200 港币'], ['lunch 30 yuan', 'lunch 30 元'],
  ];
  for (const [english, chinese] of sameAsChinese) it(`${english} is read as ${chinese}`, () => expect(parse(english)).toEqual(parse(chinese)));

  it('is a 422 when no account holds the currency, as with 欧元', () => {
    const withoutEuros = Ledger.fromText(FIXTURE, 'ledger.beancount');
    for (const text of ['hotel 120 euros', 'hotel 120 欧元']) {
      expect(() => parseEntry(withoutEuros, text, REFERENCE_DATE)).toThrow(/no open Assets or Liabilities account can hold EUR/);
    }
  });
});

describe('parseEntry: a comma that groups no thousands', () => {
  const refusal = (text: string): Problem => {
    try {
      parse(text);
    } catch (e) {
      if (e instanceof Problem) return e;
      throw e;
    }
    throw new Error(`${text} was booked`);
  };
  for (const [text, said] of [['午饭 1,2345 微信', '1,2345'], ['午饭 12,34 微信', '12,34'], ['1,234,56 房租', '1,234,56']]) {
    it(`${text} is a 422 naming ${said}`, () => {
      const problem = refusal(text);
      expect(problem.status).toBe(422);
      expect(problem.detail).toContain(`the comma in ${said} does not group thousands`);
    });
  }
  it('still reads commas that group thousands, and counts written with a comma', () => {
    expectEntry(parse('房租 4,500 招行'), { text: '', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500', narration: '房租' }, REFERENCE_DATE);
    expectEntry(parse('房租 12,345.50 招行'), { text: '', postings: 'Expenses:Housing:Rent 12345.50; Assets:Bank:CMB -12345.50', narration: '房租' }, REFERENCE_DATE);
    expect(parse('买了 3,4 个苹果 20 微信').postings.map((p) => p.units!.number)).toEqual(['20', '-20']);
  });
});
