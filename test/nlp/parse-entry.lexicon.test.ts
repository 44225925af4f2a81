// Everyday words of the built-in lexicon (lodging, haircuts, beauty) reach an open account named
// with a segment people commonly use for them, whichever of those the ledger uses, and the
// catch-all account (with a warning) when the ledger has none. Said on 2026-11-22.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-22';

function ledgerWith(...expenses: string[]): Ledger {
  const opens = ['Assets:WeChat CNY\n  alias: "微信"', ...expenses, 'Expenses:Uncategorized'].map((a) => `2020-01-01 open ${a}`);
  return Ledger.fromText(`option "operating_currency" "CNY"\n${opens.join('\n')}\n`, 'lexicon.beancount');
}

const LEDGERS = {
  nested: ledgerWith('Expenses:Travel:Hotel', 'Expenses:Personal', 'Expenses:Personal:Haircut'),
  flat: ledgerWith('Expenses:Lodging', 'Expenses:Hair', 'Expenses:Beauty'),
  care: ledgerWith('Expenses:Accommodation', 'Expenses:PersonalCare'),
  none: ledgerWith('Expenses:Food'),
};

/** Each word, and the account it must reach in the nested, flat and care ledgers. */
const WORDS: readonly (readonly [string, string, string, string])[] = [
  ['酒店', 'Expenses:Travel:Hotel', 'Expenses:Lodging', 'Expenses:Accommodation'],
  ['住宿', 'Expenses:Travel:Hotel', 'Expenses:Lodging', 'Expenses:Accommodation'],
  ['宾馆', 'Expenses:Travel:Hotel', 'Expenses:Lodging', 'Expenses:Accommodation'],
  ['旅馆', 'Expenses:Travel:Hotel', 'Expenses:Lodging', 'Expenses:Accommodation'],
  ['民宿', 'Expenses:Travel:Hotel', 'Expenses:Lodging', 'Expenses:Accommodation'],
  ['客栈', 'Expenses:Travel:Hotel', 'Expenses:Lodging', 'Expenses:Accommodation'],
  ['希尔顿', 'Expenses:Travel:Hotel', 'Expenses:Lodging', 'Expenses:Accommodation'],
  ['理发', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['剪头', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['剪头发', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['剪发', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['美发', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['洗头', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['洗剪吹', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['烫头', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['染发', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['做头发', 'Expenses:Personal:Haircut', 'Expenses:Hair', 'Expenses:PersonalCare'],
  ['美容', 'Expenses:Personal', 'Expenses:Beauty', 'Expenses:PersonalCare'],
  ['美甲', 'Expenses:Personal', 'Expenses:Beauty', 'Expenses:PersonalCare'],
];

describe('lexicon words for lodging, haircuts and beauty', () => {
  for (const [word, nested, flat, care] of WORDS) {
    const expected = { nested, flat, care, none: 'Expenses:Uncategorized' } as const;
    for (const [name, account] of Object.entries(expected)) {
      it(`${word} in the ${name} ledger: ${account}`, () => {
        const c: EntryCase = { text: `${word} 88 微信`, postings: `${account} 88; Assets:WeChat -88`, narration: word, ...(name === 'none' ? { guessed: true, warning: /^no spending category matched/m } : { guessed: false }) };
        expectEntry(parseEntry(LEDGERS[name as keyof typeof LEDGERS], c.text, REFERENCE_DATE), c, REFERENCE_DATE);
      });
    }
  }

  const SENTENCES: readonly EntryCase[] = [
    { text: '在楼下剪头 30 微信', postings: 'Expenses:Personal:Haircut 30; Assets:WeChat -30', payee: null, narration: '在楼下剪头', guessed: false },
    { text: '出差住宾馆两晚 600 微信', postings: 'Expenses:Travel:Hotel 600; Assets:WeChat -600', payee: null, guessed: false },
    { text: '在希尔顿住了一晚 900 微信', postings: 'Expenses:Travel:Hotel 900; Assets:WeChat -900', payee: '希尔顿', guessed: false },
  ];
  for (const c of SENTENCES) {
    it(c.text, () => expectEntry(parseEntry(LEDGERS.nested, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  }
});

describe('lexicon words added from hand tests (tolls, fines, donations, parcels, laundry, printing, bikes, tax)', () => {
  const ledger = ledgerWith('Expenses:Car:Tolls', 'Expenses:Fines', 'Expenses:Charity', 'Expenses:Postage', 'Expenses:Home:Laundry', 'Expenses:Office:Printing', 'Expenses:Transport:Bike', 'Expenses:Taxes:IncomeTax', 'Expenses:Clothing', 'Expenses:Groceries', 'Expenses:Fees');
  const cases: readonly [string, string][] = [
    ['过路费', 'Expenses:Car:Tolls'], ['高速费', 'Expenses:Car:Tolls'], ['罚款', 'Expenses:Fines'], ['捐款', 'Expenses:Charity'],
    ['快递费', 'Expenses:Postage'], ['洗衣', 'Expenses:Home:Laundry'], ['干洗', 'Expenses:Home:Laundry'], ['打印', 'Expenses:Office:Printing'],
    ['共享单车', 'Expenses:Transport:Bike'], ['单车', 'Expenses:Transport:Bike'], ['个税', 'Expenses:Taxes:IncomeTax'],
    ['优衣库', 'Expenses:Clothing'], ['山姆', 'Expenses:Groceries'], ['年费', 'Expenses:Fees'],
  ];
  for (const [word, account] of cases) {
    it(`${word}: ${account}`, () => {
      const c: EntryCase = { text: `${word} 12 微信`, postings: `${account} 12; Assets:WeChat -12`, narration: word, guessed: false };
      expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE);
    });
  }
});
