// A card paid off, said in English (pay off visa 500, visa payment 800 from checking, paid chase
// 1500 from checking): the bank account pays the card, as 信用卡还款 3000 does. It was spending on
// the card (Dining 500, Visa -500). Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "USD"
2020-01-01 open Assets:Checking USD
2020-01-01 open Assets:Savings USD
2020-01-01 open Liabilities:CreditCard:Chase USD
2020-01-01 open Liabilities:CreditCard:Visa USD
2020-01-01 open Expenses:Dining
  alias: "lunch,dinner"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Salary

2026-10-01 * "salary"
  Assets:Checking  5000 USD
  Income:Salary
`,
  'card-payoff.beancount',
);

const PAID_OFF: readonly EntryCase[] = [
  { text: 'visa payment 800 from checking', postings: 'Assets:Checking -800 USD; Liabilities:CreditCard:Visa 800 USD', guessed: false },
  { text: 'paid chase 1500 from checking', postings: 'Assets:Checking -1500 USD; Liabilities:CreditCard:Chase 1500 USD', guessed: false },
  { text: 'paid off visa 500 from savings', postings: 'Assets:Savings -500 USD; Liabilities:CreditCard:Visa 500 USD', guessed: false },
  // no account named to pay from: where income lands, warned
  { text: 'pay off visa 500', postings: 'Assets:Checking -500 USD; Liabilities:CreditCard:Visa 500 USD', warning: /^no source account named; used Assets:Checking$/ },
  { text: 'chase bill payment 300', postings: 'Assets:Checking -300 USD; Liabilities:CreditCard:Chase 300 USD', warning: /no source account named/ },
];

// the card pays for something named: spending, as before
const SPENT_ON_CARD: readonly EntryCase[] = [
  { text: 'paid visa 30 for lunch', postings: 'Expenses:Dining 30 USD; Liabilities:CreditCard:Visa -30 USD', guessed: false },
  { text: 'dinner 40 paid with chase', postings: 'Expenses:Dining 40 USD; Liabilities:CreditCard:Chase -40 USD', guessed: false },
];

describe('parseEntry: a card paid off, in English', () => {
  for (const c of PAID_OFF) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: a card paying for what is named', () => {
  for (const c of SPENT_ON_CARD) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
