// withdrew 200 cash booked Cash -200, Checking +200: the cash account, said without from/to, was
// taken for the source. The cash said with a withdrawal is where the money went.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "USD"
2020-01-01 open Assets:Checking USD
2020-01-01 open Assets:Cash USD
2020-01-01 open Assets:PayPal USD
2020-01-01 open Expenses:Dining USD
2020-01-01 open Income:Salary USD
2026-11-01 * "Salary"
  Assets:Checking  3000 USD
  Income:Salary
`,
  'withdraw.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: 'withdrew 200 cash', postings: 'Assets:Checking -200 USD; Assets:Cash 200 USD' },
  { text: 'withdraw 200 cash', postings: 'Assets:Checking -200 USD; Assets:Cash 200 USD' },
  // as before: the account said with from is the source
  { text: 'withdraw 200 from checking', postings: 'Assets:Checking -200 USD; Assets:Cash 200 USD' },
  { text: 'withdraw 200 from paypal to checking', postings: 'Assets:PayPal -200 USD; Assets:Checking 200 USD' },
];

describe('parseEntry: cash said with a withdrawal is where the money went', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
