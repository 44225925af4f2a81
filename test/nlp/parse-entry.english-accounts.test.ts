// English QA on a bean-example ledger (2026-11-28): its only account named Cash is a broker's
// (Assets:US:Vanguard:Cash beside its funds), yet `cash` paid coffee from it, an ATM withdrawal
// from checking landed in it, a cash deposit came out of it and money paid back went into it
// ("most used in history"); `venmo`, named, was warned as "no payment account named".
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-28';
const US_LEDGER = `option "operating_currency" "USD"
2024-01-01 open Assets:US:BofA:Checking USD
2024-01-01 open Assets:US:Vanguard:Cash USD
2024-01-01 open Assets:US:Vanguard:VBMPX VBMPX
2024-01-01 open Liabilities:US:Chase:Slate USD
2024-01-01 open Assets:US:Receivables USD
2024-01-01 open Income:US:Babble:Salary USD
2024-01-01 open Expenses:Food:Coffee
2024-01-01 open Expenses:Food:Restaurant
2026-10-01 * "Babble" "Payroll"
  Assets:US:BofA:Checking  4000.00 USD
  Assets:US:Vanguard:Cash  500.00 USD
  Income:US:Babble:Salary  -4500.00 USD
2026-10-02 * "Tom" "paid back"
  Assets:US:Vanguard:Cash  20 USD
  Assets:US:Receivables  -20 USD
2026-10-03 * "Tom" "paid back"
  Assets:US:Vanguard:Cash  20 USD
  Assets:US:Receivables  -20 USD
2026-10-05 * "coffee"
  Expenses:Food:Coffee  4 USD
  Liabilities:US:Chase:Slate
2026-10-06 * "lunch"
  Expenses:Food:Restaurant  12 USD
  Liabilities:US:Chase:Slate
2026-10-07 * "lunch"
  Expenses:Food:Restaurant  12 USD
  Liabilities:US:Chase:Slate
`;
const ledger = Ledger.fromText(US_LEDGER, 'us.beancount');

const CASES: readonly EntryCase[] = [
  { text: 'coffee 3.50 cash', narration: 'coffee', postings: 'Expenses:Food:Coffee 3.50 USD; Liabilities:US:Chase:Slate -3.50 USD', warning: /^cash was named, but the ledger has no open account for it; used Liabilities:US:Chase:Slate/m },
  { text: 'lent bob 100 cash', postings: 'Assets:US:Receivables 100 USD; Liabilities:US:Chase:Slate -100 USD', warning: /cash was named, but the ledger has no open account for it/ },
  { text: 'bob paid me back 50', postings: 'Assets:US:BofA:Checking 50 USD; Assets:US:Receivables -50 USD', warning: /no receiving account named/ },
  { text: 'movie tickets 28 venmo', postings: 'Expenses:Food:Restaurant 28 USD; Liabilities:US:Chase:Slate -28 USD', warning: /venmo was named, but the ledger has no open account for it/ },
  // named with the broker's name, the broker's cash is still what it names
  { text: 'withdrew 500 from vanguard cash to checking', postings: 'Assets:US:Vanguard:Cash -500 USD; Assets:US:BofA:Checking 500 USD', guessed: false },
];

function refusal(text: string): string {
  try {
    parseEntry(ledger, text, REFERENCE_DATE);
  } catch (e) {
    if (e instanceof Problem) return e.message;
    throw e;
  }
  return 'parsed';
}

describe('parseEntry: cash and venmo said, with no account of theirs open', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  for (const text of ['withdrew 200 cash from checking at the atm', 'deposit 300 cash to checking']) {
    it(`${text}: no pocket cash is open (a 422)`, () => expect(refusal(text)).toMatch(/no account for cash is open/));
  }
});
