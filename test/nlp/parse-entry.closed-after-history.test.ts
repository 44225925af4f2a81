// English QA (2026-11-28): after `2026-12-31 close Expenses:Home:Phone` was appended, the account
// was left out of the history, though open on the entry's date (Beancount accepts postings up to
// the close date): `Verizon Wireless 69.28` became dining paid by card ("no spending category
// matched") and `phone bill 65` changed its payment account.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-28';
const US_LEDGER = `option "operating_currency" "USD"
2024-01-01 open Assets:US:BofA:Checking USD
2024-01-01 open Liabilities:US:Chase:Slate USD
2024-01-01 open Expenses:Food:Restaurant
2024-01-01 open Expenses:Home:Phone
2026-10-06 * "lunch"
  Expenses:Food:Restaurant  12 USD
  Liabilities:US:Chase:Slate
2026-10-07 * "lunch"
  Expenses:Food:Restaurant  12 USD
  Liabilities:US:Chase:Slate
2026-10-20 * "Verizon Wireless" "phone bill"
  Expenses:Home:Phone  69.28 USD
  Assets:US:BofA:Checking
2026-12-31 close Expenses:Home:Phone
`;
const ledger = Ledger.fromText(US_LEDGER, 'us.beancount');

const CASES: readonly EntryCase[] = [
  { text: 'Verizon Wireless 69.28', postings: 'Expenses:Home:Phone 69.28 USD; Assets:US:BofA:Checking -69.28 USD', payee: 'Verizon Wireless', warning: /^no payment account named; used Assets:US:BofA:Checking \(most used in history\)$/ },
  { text: 'phone bill 65', postings: 'Expenses:Home:Phone 65 USD; Assets:US:BofA:Checking -65 USD', warning: /^no payment account named; used Assets:US:BofA:Checking \(most used in history\)$/ },
];

describe('parseEntry: an account closed after the last entry keeps its history while open', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
