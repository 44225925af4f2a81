// English forms found by the last QA round of 2026-11-26: `took out 200 cash` was 200 of dining
// paid from cash (as 取现 it is a move from the bank into cash); `tomorrow` stayed in the narration,
// dated today (as 明天 it is tomorrow, warned as the future); `Tom sent me 50` got the narration
// `Tom转账` in an English entry.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "USD"
2020-01-01 open Assets:Checking USD
2020-01-01 open Assets:Savings USD
2020-01-01 open Assets:Cash USD
2020-01-01 open Assets:Receivables:Tom USD
  alias: "Tom"
2020-01-01 open Liabilities:CreditCard:Visa USD
  alias: "visa"
2020-01-01 open Expenses:Dining USD
2020-01-01 open Expenses:Travel:Hotel USD
  alias: "hotel"
2020-01-01 open Income:Salary USD
2026-11-01 * "Salary"
  Assets:Checking  3000 USD
  Income:Salary
`,
  'english.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: 'took out 200 cash', postings: 'Assets:Checking -200 USD; Assets:Cash 200 USD', guessed: true, warning: /no source account named/ },
  { text: 'take out 200 cash from savings', postings: 'Assets:Savings -200 USD; Assets:Cash 200 USD', guessed: false },
  { text: 'took out 50 at the atm', postings: 'Assets:Checking -50 USD; Assets:Cash 50 USD', guessed: true },
  // take out without cash or an ATM is food to go, as before
  { text: 'take out 30 visa', postings: 'Expenses:Dining 30 USD; Liabilities:CreditCard:Visa -30 USD' },
  { text: 'hotel 300 tomorrow visa', date: '2026-11-27', postings: 'Expenses:Travel:Hotel 300 USD; Liabilities:CreditCard:Visa -300 USD', narration: 'hotel', warning: /in the future/ },
  { text: 'the day after tomorrow hotel 300 visa', date: '2026-11-28', postings: 'Expenses:Travel:Hotel 300 USD; Liabilities:CreditCard:Visa -300 USD', narration: 'hotel', warning: /in the future/ },
];

describe('parseEntry: English cash withdrawals and tomorrow', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('Tom sent me 50 is narrated in English', () => {
    expect(parseEntry(ledger, 'Tom sent me 50 checking', REFERENCE_DATE).narration).toBe('transfer from Tom');
  });
});
