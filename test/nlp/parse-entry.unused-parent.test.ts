// English QA (2026-11-28): `salary 4000 bofa` on a bean-example ledger, where Assets:US:BofA is
// open beside Assets:US:BofA:Checking and no entry ever used it, went into the parent with no
// warning (and `lunch 12 bofa` was paid from it). The account under it that history uses the
// same way takes it, warned; a parent in use is still taken as named.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-28';
const US_LEDGER = `option "operating_currency" "USD"
2024-01-01 open Assets:US:BofA
2024-01-01 open Assets:US:BofA:Checking USD
2024-01-01 open Assets:US:BofA:Savings USD
2024-01-01 open Liabilities:US:Chase:Slate USD
2024-01-01 open Income:US:Babble:Salary USD
2024-01-01 open Expenses:Food:Restaurant
2026-10-01 * "Babble" "Payroll"
  Assets:US:BofA:Checking  4000.00 USD
  Income:US:Babble:Salary
2026-10-02 * "Opening"
  Assets:US:BofA:Savings  100.00 USD
  Assets:US:BofA:Checking
2026-10-06 * "lunch"
  Expenses:Food:Restaurant  12 USD
  Liabilities:US:Chase:Slate
`;
const ledger = Ledger.fromText(US_LEDGER, 'us.beancount');

const CASES: readonly EntryCase[] = [
  { text: 'salary 4000 bofa', postings: 'Assets:US:BofA:Checking 4000 USD; Income:US:Babble:Salary -4000 USD', warning: /^bofa names Assets:US:BofA, which no entry has used; used Assets:US:BofA:Checking, the account under it that takes money in most$/ },
  { text: 'lunch 12 bofa', postings: 'Expenses:Food:Restaurant 12 USD; Assets:US:BofA:Checking -12 USD', warning: /^bofa names Assets:US:BofA, which no entry has used; used Assets:US:BofA:Checking/ },
];

describe('parseEntry: a parent account no entry has used, named', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('a parent in use is taken as named', () => {
    const used = Ledger.fromText(`${US_LEDGER}2026-10-09 * "deposit"\n  Assets:US:BofA  10 USD\n  Income:US:Babble:Salary\n`, 'us.beancount');
    expectEntry(parseEntry(used, 'salary 4000 bofa', REFERENCE_DATE), { text: '', postings: 'Assets:US:BofA 4000 USD; Income:US:Babble:Salary -4000 USD', guessed: false }, REFERENCE_DATE);
  });
  it('a parent opened for a currency is a wallet of its own, new or not', () => {
    const wallet = Ledger.fromText(US_LEDGER.replace('2024-01-01 open Assets:US:BofA\n', '2024-01-01 open Assets:US:BofA USD\n'), 'us.beancount');
    expectEntry(parseEntry(wallet, 'salary 4000 bofa', REFERENCE_DATE), { text: '', postings: 'Assets:US:BofA 4000 USD; Income:US:Babble:Salary -4000 USD', guessed: false }, REFERENCE_DATE);
  });
});
