// European QA (2026-11-28, a ledger kept in euros): `lidl 15.20 on 28.11. cash` booked 15.20 and
// 28.11 spent, the day-month date read as a second amount; `rent 1.234,56 ing` booked 1.234 with
// ",56" in the narration, `rent 2.500 ing` 2.5; `lidl 2 x 3,50 cash` 6; `lidl 12,50 cash` was a 422
// whose hint ("without the comma (1250)") booked a hundred times the money; 5/11 was May 11.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-28';
const ACCOUNTS = `2024-01-01 open Assets:Bank:ING
  alias: "ing"
2024-01-01 open Assets:Cash
2024-01-01 open Assets:Savings
2024-01-01 open Assets:Coins:BTC BTC
2024-01-01 open Liabilities:CreditCard:Visa
  alias: "visa"
2024-01-01 open Expenses:Groceries
  alias: "lidl"
2024-01-01 open Expenses:Rent
2024-01-01 open Income:Salary
2026-10-06 * "rent"
  Expenses:Rent  950 EUR
  Assets:Bank:ING
2026-10-07 * "coins"
  Assets:Coins:BTC  0.125 BTC
  Assets:Bank:ING  -7000 EUR
`;
const euros = Ledger.fromText(`option "operating_currency" "EUR"\n${ACCOUNTS}`, 'eu.beancount');
const dollars = Ledger.fromText(`option "operating_currency" "USD"\n${ACCOUNTS.replace(/ EUR/g, ' USD')}`, 'us.beancount');

function refusal(ledger: Ledger, text: string): Problem {
  try {
    parseEntry(ledger, text, REFERENCE_DATE);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`${text} was booked`);
}

describe('parseEntry: a day-month date written with dots (28.11.)', () => {
  const cases: EntryCase[] = [
    { text: 'lidl 15.20 on 28.11. cash', postings: 'Expenses:Groceries 15.20 EUR; Assets:Cash -15.20 EUR', narration: 'lidl', guessed: false },
    { text: 'lidl 15.20 on 28.11 cash', postings: 'Expenses:Groceries 15.20 EUR; Assets:Cash -15.20 EUR', guessed: false },
    { text: 'lidl 9.99 on 12.11. visa', date: '2026-11-12', postings: 'Expenses:Groceries 9.99 EUR; Liabilities:CreditCard:Visa -9.99 EUR', guessed: false },
    { text: 'moved 200 from ing to savings on 1.11.', date: '2026-11-01', postings: 'Assets:Bank:ING -200 EUR; Assets:Savings 200 EUR', narration: 'moved', guessed: false },
    { text: 'salary 3200 ing on 25.11.', date: '2026-11-25', postings: 'Assets:Bank:ING 3200 EUR; Income:Salary -3200 EUR', guessed: false },
    // (a date without a year is never in the future: 30.11. said on Nov 28 is last year's)
    { text: 'lidl 4.80 30.11. cash', date: '2025-11-30', postings: 'Expenses:Groceries 4.80 EUR; Assets:Cash -4.80 EUR' },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(euros, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('is read so in a ledger of dollars too', () => {
    expectEntry(parseEntry(dollars, 'lidl 15.20 on 27.11. cash', REFERENCE_DATE), { text: '', date: '2026-11-27', postings: 'Expenses:Groceries 15.20 USD; Assets:Cash -15.20 USD', guessed: false }, REFERENCE_DATE);
  });
  it('a sentence ending in its only number and a full stop keeps it as the amount', () => {
    const entry = parseEntry(euros, 'lidl 12.10.', REFERENCE_DATE);
    expect([entry.date, entry.postings[0]!.units!.number.toString()]).toEqual([REFERENCE_DATE, '12.10']);
  });
});

describe('parseEntry: thousands grouped with dots', () => {
  const cases: EntryCase[] = [
    { text: 'rent 1.234,56 ing', postings: 'Expenses:Rent 1234.56 EUR; Assets:Bank:ING -1234.56 EUR', narration: 'rent', guessed: false },
    { text: 'rent 1.050,00 € ing', postings: 'Expenses:Rent 1050.00 EUR; Assets:Bank:ING -1050.00 EUR', narration: 'rent', guessed: false },
    { text: 'rent EUR 1.234,56 ing', postings: 'Expenses:Rent 1234.56 EUR; Assets:Bank:ING -1234.56 EUR', guessed: false },
    { text: 'rent 1.234,- ing', postings: 'Expenses:Rent 1234 EUR; Assets:Bank:ING -1234 EUR', narration: 'rent', guessed: false },
    { text: 'salary 3.200,00 ing', postings: 'Assets:Bank:ING 3200.00 EUR; Income:Salary -3200.00 EUR', narration: 'salary', guessed: false },
    { text: 'rent 1 050,00 ing', postings: 'Expenses:Rent 1050.00 EUR; Assets:Bank:ING -1050.00 EUR', guessed: false },
    // one dot and three digits: 2500 or 2.5, warned with both
    { text: 'rent 2.500 ing', postings: 'Expenses:Rent 2500 EUR; Assets:Bank:ING -2500 EUR', warning: /read 2\.500 as 2500 \(the dot grouping thousands\); with a decimal point it is 2\.5/ },
    { text: 'lidl 12.345 cash', postings: 'Expenses:Groceries 12345 EUR; Assets:Cash -12345 EUR', warning: /with a decimal point it is 12\.345/ },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(euros, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('a currency the ledger writes with three decimals keeps its point (1.125 BTC)', () => {
    const entry = parseEntry(euros, 'coins 1.125 BTC', REFERENCE_DATE);
    expect(entry.postings.map((p) => `${p.units!.number} ${p.units!.currency}`)).toContain('1.125 BTC');
    expect(entry.warnings.join('\n')).not.toMatch(/dot grouping thousands/);
  });
  it('a ledger of dollars reads 1.234,56 the same, warned, and 2.500 as 2.5, warned', () => {
    expectEntry(parseEntry(dollars, 'rent 1.234,56 ing', REFERENCE_DATE), { text: '', postings: 'Expenses:Rent 1234.56 USD; Assets:Bank:ING -1234.56 USD', warning: /read 1\.234,56 as 1234\.56/ }, REFERENCE_DATE);
    expectEntry(parseEntry(dollars, 'rent 2.500 ing', REFERENCE_DATE), { text: '', postings: 'Expenses:Rent 2.500 USD; Assets:Bank:ING -2.500 USD', warning: /read 2\.500 as 2\.5 \(a decimal point\); with the dot grouping thousands it is 2500/ }, REFERENCE_DATE);
  });
});

describe('parseEntry: a decimal comma', () => {
  const cases: EntryCase[] = [
    { text: 'lidl 12,50 cash', postings: 'Expenses:Groceries 12.50 EUR; Assets:Cash -12.50 EUR', narration: 'lidl', guessed: false },
    { text: 'lidl 0,99 cash', postings: 'Expenses:Groceries 0.99 EUR; Assets:Cash -0.99 EUR', guessed: false },
    { text: 'lidl 4,5 cash', postings: 'Expenses:Groceries 4.5 EUR; Assets:Cash -4.5 EUR', guessed: false },
    { text: 'lidl 12,50 € cash', postings: 'Expenses:Groceries 12.50 EUR; Assets:Cash -12.50 EUR', guessed: false },
    { text: 'salary 312,40 ing', postings: 'Assets:Bank:ING 312.40 EUR; Income:Salary -312.40 EUR', guessed: false },
    { text: 'lidl 2 x 3,50 cash', postings: 'Expenses:Groceries 7 EUR; Assets:Cash -7 EUR', narration: 'lidl', guessed: false },
    { text: 'lidl 2x 3,50 cash', postings: 'Expenses:Groceries 7 EUR; Assets:Cash -7 EUR', narration: 'lidl', guessed: false },
    { text: 'lidl 3,50 x 2 cash', postings: 'Expenses:Groceries 7 EUR; Assets:Cash -7 EUR', guessed: false },
    // three digits after the comma group thousands, as before
    { text: 'lidl 1,234 cash', postings: 'Expenses:Groceries 1234 EUR; Assets:Cash -1234 EUR', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(euros, c.text, REFERENCE_DATE), c, REFERENCE_DATE));

  it('in a ledger of dollars 12,50 stays a 422, whose hint gives 12.50 first', () => {
    const problem = refusal(dollars, 'lidl 12,50 cash');
    expect(problem.status).toBe(422);
    expect(problem.errors?.[0]?.message).toBe('write the amount with a decimal point (12.50), or without the comma (1250) if it groups thousands');
  });
  it('in a ledger of dollars 2 x 3,50 is a 422 as 3,50 alone is (it was 6)', () => {
    for (const text of ['lidl 2 x 3,50 cash', 'lidl 2x 3,50 cash', 'lidl 3,50 x 2 cash']) expect(refusal(dollars, text).detail).toContain('the comma in 3,50');
  });
});

describe('parseEntry: D/M in a ledger kept in euros or pounds is day first', () => {
  it('5/11 is Nov 5, warned with the other reading', () => {
    expectEntry(parseEntry(euros, 'lidl 44.10 on 5/11 ing', REFERENCE_DATE), { text: '', date: '2026-11-05', postings: 'Expenses:Groceries 44.10 EUR; Assets:Bank:ING -44.10 EUR', warning: /^read 5\/11 day first as 2026-11-05 \(month first it is 2026-05-11\)$/ }, REFERENCE_DATE);
  });
  it('in pounds too, with a year as well', () => {
    const pounds = Ledger.fromText(`option "operating_currency" "GBP"\n${ACCOUNTS.replace(/ EUR/g, ' GBP')}`, 'gb.beancount');
    expect(parseEntry(pounds, 'lidl 44.10 on 3/4 ing', REFERENCE_DATE).date).toBe('2026-04-03');
    expect(parseEntry(pounds, 'lidl 44.10 on 03/04/2026 ing', REFERENCE_DATE)).toMatchObject({ date: '2026-04-03', warnings: ['read 03/04/2026 day first as 2026-04-03 (month first it is 2026-03-04)'] });
  });
  it('a ledger of dollars keeps the month first', () => {
    expect(parseEntry(dollars, 'lidl 44.10 on 5/11 ing', REFERENCE_DATE)).toMatchObject({ date: '2026-05-11', warnings: ['read 5/11 month first as 2026-05-11 (day first it is 2026-11-05)'] });
  });
});

describe('parseEntry: paypal said with no PayPal account open', () => {
  it('is warned as a wallet word naming no account (it was "no payment account named")', () => {
    expect(parseEntry(euros, 'pharmacy 7.45 paypal', REFERENCE_DATE).warnings.join('\n')).toMatch(/paypal was named, but the ledger has no open account for it/);
  });
  it('names the PayPal account when one is open', () => {
    const withPaypal = Ledger.fromText(`option "operating_currency" "EUR"\n${ACCOUNTS}2024-01-01 open Assets:PayPal\n`, 'eu.beancount');
    expect(parseEntry(withPaypal, 'lidl 7.45 paypal', REFERENCE_DATE).postings.map((p) => p.account)).toEqual(['Expenses:Groceries', 'Assets:PayPal']);
  });
});
