// Money paid to an account of mine, said in English with the amount first (paid 500 to chase, paid
// 500 toward the chase card, contributed 500 to vanguard): a move into that account, the card
// paid off, as `paid chase 500` already was. It was spending charged to the card, or taken from
// the brokerage account. Paid to a person (paid 500 to bob from checking) is spending paid from
// the account said; it was a move from checking to the first account by name.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-28';
const ledger = Ledger.fromText(
  `option "operating_currency" "USD"
2020-01-01 open Assets:Checking USD
2020-01-01 open Assets:Brokerage:Cash USD
  alias: "vanguard"
2020-01-01 open Liabilities:CreditCard:Chase USD
2020-01-01 open Expenses:Dining
  alias: "lunch,dinner"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Salary

2026-10-01 * "salary"
  Assets:Checking  5000 USD
  Income:Salary
`,
  'paid-to-account.beancount',
);

const NO_SOURCE = /^no source account named; used Assets:Checking$/;

const MOVED_IN: readonly EntryCase[] = [
  { text: 'paid 500 to chase', postings: 'Assets:Checking -500 USD; Liabilities:CreditCard:Chase 500 USD', warning: NO_SOURCE },
  { text: 'paid 500 toward chase', postings: 'Assets:Checking -500 USD; Liabilities:CreditCard:Chase 500 USD', warning: NO_SOURCE },
  { text: 'paid 500 to the chase card', postings: 'Assets:Checking -500 USD; Liabilities:CreditCard:Chase 500 USD', warning: NO_SOURCE },
  { text: 'sent 500 to my chase card', postings: 'Assets:Checking -500 USD; Liabilities:CreditCard:Chase 500 USD', warning: NO_SOURCE },
  { text: 'contributed 500 to vanguard', postings: 'Assets:Checking -500 USD; Assets:Brokerage:Cash 500 USD', warning: NO_SOURCE },
  { text: 'paid 500 into vanguard from checking', postings: 'Assets:Checking -500 USD; Assets:Brokerage:Cash 500 USD', guessed: false },
];

const PAID_TO_A_PERSON: readonly EntryCase[] = [
  { text: 'paid 500 to bob from checking', postings: 'Expenses:Uncategorized 500 USD; Assets:Checking -500 USD' },
  { text: 'sent 500 to bob from checking', postings: 'Expenses:Uncategorized 500 USD; Assets:Checking -500 USD' },
];

// Someone else sent it to my account (bob sent 60 to my checking): money in from them; it was a
// move into checking from the brokerage account (recheck QA of session 41).
const SENT_BY_SOMEONE: readonly EntryCase[] = [
  { text: 'bob sent 60 to my checking', postings: 'Assets:Checking 60 USD; Income:Salary -60 USD' },
  { text: 'just moved 500 to vanguard', postings: 'Assets:Checking -500 USD; Assets:Brokerage:Cash 500 USD', warning: NO_SOURCE },
];

describe('parseEntry: paid to an account of mine, in English', () => {
  for (const c of [...MOVED_IN, ...PAID_TO_A_PERSON, ...SENT_BY_SOMEONE]) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
