// English QA of 2026-11-28 on a bean-example ledger: a bill then a tip in dollars (dinner 64.20 $12
// tip) booked only the tip; part of a bill owed to me (dinner 80, alice owes me 40) was a 422, or
// booked 120 spent; a dividend with an account for each fund took one as sure; a date without a
// year whose this year's day was just ahead (12/25 on Nov 28) was moved back a year silently.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-28'; // a Saturday
const ACCOUNTS = `option "operating_currency" "USD"
2020-01-01 open Assets:Checking USD
2020-01-01 open Assets:ETrade:Cash USD
  alias: "etrade"
2020-01-01 open Liabilities:Chase:Slate USD
  alias: "chase"
2020-01-01 open Expenses:Food:Restaurant USD
2020-01-01 open Expenses:Food:Coffee USD
2020-01-01 open Expenses:Personal:Haircut USD
2020-01-01 open Income:ETrade:ITOT:Dividend USD
2020-01-01 open Income:ETrade:VEA:Dividend USD
2020-01-01 open Income:ETrade:VHT:Dividend USD
2026-11-01 * "Lunch"
  Expenses:Food:Restaurant  20 USD
  Liabilities:Chase:Slate
2026-11-02 * "Dividend"
  Assets:ETrade:Cash  5 USD
  Income:ETrade:VHT:Dividend
`;
const ledger = Ledger.fromText(`${ACCOUNTS}2020-01-01 open Assets:Receivables USD\n`, 'english.beancount');
const noReceivable = Ledger.fromText(ACCOUNTS, 'english.beancount');

const TIPS: readonly EntryCase[] = [
  { text: 'dinner 64.20 $12 tip chase', postings: 'Expenses:Food:Restaurant 76.2 USD; Liabilities:Chase:Slate -76.2 USD', narration: 'dinner', guessed: false },
  { text: 'dinner 64.20 tip 12 chase', postings: 'Expenses:Food:Restaurant 76.2 USD; Liabilities:Chase:Slate -76.2 USD', narration: 'dinner', guessed: false },
  { text: 'dinner 64.20 and 12 tip chase', postings: 'Expenses:Food:Restaurant 76.2 USD; Liabilities:Chase:Slate -76.2 USD', guessed: false },
  { text: 'lunch $12.50 plus $3 tip chase', postings: 'Expenses:Food:Restaurant 15.5 USD; Liabilities:Chase:Slate -15.5 USD', narration: 'lunch', guessed: false },
  { text: 'lunch 12.50 with $2.50 tip chase', postings: 'Expenses:Food:Restaurant 15 USD; Liabilities:Chase:Slate -15 USD', narration: 'lunch', guessed: false },
  { text: 'coffee 4.50 $1 tip chase', postings: 'Expenses:Food:Coffee 5.5 USD; Liabilities:Chase:Slate -5.5 USD', guessed: false },
  { text: 'haircut 30 $5 tip checking', postings: 'Expenses:Personal:Haircut 35 USD; Assets:Checking -35 USD', guessed: false },
  // as before: a tip as a rate, a plus, a tip said without an amount
  { text: 'dinner 400 plus 10% tip chase', postings: 'Expenses:Food:Restaurant 440 USD; Liabilities:Chase:Slate -440 USD' },
  { text: 'lunch 12.50 + 3 tip chase', postings: 'Expenses:Food:Restaurant 15.5 USD; Liabilities:Chase:Slate -15.5 USD' },
  { text: 'lunch 20 tip included chase', postings: 'Expenses:Food:Restaurant 20 USD; Liabilities:Chase:Slate -20 USD' },
];

const OWED: readonly EntryCase[] = [
  { text: 'dinner 80, alice will pay me back 40 chase', postings: 'Expenses:Food:Restaurant 40 USD; Assets:Receivables 40 USD; Liabilities:Chase:Slate -80 USD', warning: /read 40 as owed by alice on Assets:Receivables/ },
  { text: 'paid dinner 80 chase, alice owes me half', postings: 'Expenses:Food:Restaurant 40 USD; Assets:Receivables 40 USD; Liabilities:Chase:Slate -80 USD', warning: /owed by alice/ },
  { text: 'dinner 80 split with alice she owes me 40 chase', postings: 'Expenses:Food:Restaurant 40 USD; Assets:Receivables 40 USD; Liabilities:Chase:Slate -80 USD', warning: /owed by alice/ },
  { text: 'dinner 80 chase alice owes me 40', postings: 'Expenses:Food:Restaurant 40 USD; Assets:Receivables 40 USD; Liabilities:Chase:Slate -80 USD', warning: /owed by alice/ },
  { text: '晚饭 80 chase 小王欠我 40', postings: 'Expenses:Food:Restaurant 40 USD; Assets:Receivables 40 USD; Liabilities:Chase:Slate -80 USD', warning: /owed by 小王/ },
  { text: 'split dinner 80 with alice paid by me chase', postings: 'Expenses:Food:Restaurant 40 USD; Assets:Receivables 40 USD; Liabilities:Chase:Slate -80 USD', warning: /split 2 ways/ },
  // as before: paid back is money back into the card
  { text: 'dinner 80 chase tom paid me back 40', postings: 'Expenses:Food:Restaurant 80 USD; Liabilities:Chase:Slate -80 USD; Liabilities:Chase:Slate 40 USD; Expenses:Food:Restaurant -40 USD' },
  // a card said with split is no one to split with
  { text: 'split dinner 80 with chase', postings: 'Expenses:Food:Restaurant 80 USD; Liabilities:Chase:Slate -80 USD', warning: /said without how many people/ },
];

describe('parseEntry: a tip in dollars after the bill is part of it', () => {
  for (const c of TIPS) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: part of a bill owed to me is a claim, not my spending', () => {
  for (const c of OWED) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('with no receivable open, all of it is booked as spent, warned', () => {
    for (const text of ['dinner 80 chase alice owes me 40', 'dinner 80, alice will pay me back 40 chase']) {
      expectEntry(parseEntry(noReceivable, text, REFERENCE_DATE), { text, postings: 'Expenses:Food:Restaurant 80 USD; Liabilities:Chase:Slate -80 USD', warning: /alice owes 40 of the 80, but no receivable account is open/ }, REFERENCE_DATE);
    }
  });
  it('a claim said alone or before the spending is still refused', () => {
    expect(() => parseEntry(ledger, 'alice owes me 40', REFERENCE_DATE)).toThrow(/owes me/);
    expect(() => parseEntry(ledger, 'tom owes me 20 and i bought coffee 5', REFERENCE_DATE)).toThrow(/no money moved for that amount/);
  });
});

describe('parseEntry: a dividend that several accounts fit is warned', () => {
  it('dividend etrade with a Dividend account per fund', () => {
    const e = parseEntry(ledger, 'dividend 12.34 etrade', REFERENCE_DATE);
    expect(e.postings.map((p) => `${p.account} ${p.units!.number}`)).toEqual(['Assets:ETrade:Cash 12.34', 'Income:ETrade:VHT:Dividend -12.34']);
    expect(e.warnings.join('\n')).toMatch(/names Income:ETrade:VHT:Dividend, Income:ETrade:ITOT:Dividend, Income:ETrade:VEA:Dividend; used Income:ETrade:VHT:Dividend/);
    expect(e.confidence).toBeLessThan(0.9);
  });
  it('the fund said picks its own, sure', () => {
    expectEntry(parseEntry(ledger, 'VEA dividend 8.10 etrade', REFERENCE_DATE), { text: '', postings: 'Assets:ETrade:Cash 8.10 USD; Income:ETrade:VEA:Dividend -8.10 USD', guessed: false }, REFERENCE_DATE);
  });
});

describe('parseEntry: a date without a year moved back a year is warned when this year\'s is nearer', () => {
  const cases: [string, string, string, string][] = [
    ['lunch 15 chase on 3/14', '2026-03-13', '2025-03-14', '2026-03-14'],
    ['lunch 12.50 chase on 12/25', REFERENCE_DATE, '2025-12-25', '2026-12-25'],
    ['lunch 12.50 chase dec 25', REFERENCE_DATE, '2025-12-25', '2026-12-25'],
    ['12月30号 午饭 30 chase', REFERENCE_DATE, '2025-12-30', '2026-12-30'],
  ];
  for (const [text, ref, date, ahead] of cases) {
    it(`${text} said on ${ref}`, () => {
      const e = parseEntry(ledger, text, ref);
      expect(e.date).toBe(date);
      expect(e.warnings).toContain(`no year said: used ${date}, as ${ahead} is in the future (after ${ref})`);
    });
  }
  it('not when last year\'s is the nearer (12/28 said on Jan 6), nor this year\'s past day', () => {
    expect(parseEntry(ledger, 'lunch 15 chase on 12/28', '2027-01-06')).toMatchObject({ date: '2026-12-28', warnings: [] });
    expect(parseEntry(ledger, 'lunch 15 chase on 11/14', REFERENCE_DATE)).toMatchObject({ date: '2026-11-14', warnings: [] });
  });
});
