// English sentences about money between me and a person, and between my own accounts:
// Tom borrowed 500 (from me) is a loan to Tom (it was read as my borrowing, or spending), Tom sent
// me 50 is money from Tom (it was spending), got paid is money in, moved/send 500 to savings is a
// transfer (it was spending paid from savings), and a Chinese name reads as an English one (lent 小王 500).
// Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "USD"
2020-01-01 open Assets:Checking USD
  alias: "checking"
2020-01-01 open Assets:Savings USD
  alias: "savings"
2020-01-01 open Assets:Receivables:Tom USD
  alias: "Tom"
2020-01-01 open Assets:Receivables:XiaoWang USD
  alias: "小王"
2020-01-01 open Liabilities:CreditCard:Visa USD
  alias: "visa"
2020-01-01 open Expenses:Dining USD
  alias: "dinner"
2020-01-01 open Expenses:Uncategorized USD
2020-01-01 open Income:Salary USD
2020-01-01 open Income:Other USD
`,
  'english-people.beancount',
);

// the one before borrowed owes me, as 小王跟我借 is; I borrowing stays my debt (the last case, read so before too)
const BORROWED_FROM_ME: readonly EntryCase[] = [
  { text: 'Tom borrowed 500 from me checking', postings: 'Assets:Checking -500 USD; Assets:Receivables:Tom 500 USD', payee: 'Tom', guessed: false },
  { text: 'Tom borrowed 500 checking', postings: 'Assets:Checking -500 USD; Assets:Receivables:Tom 500 USD', payee: 'Tom', guessed: false },
  { text: '小王 borrowed 500 from me checking', postings: 'Assets:Checking -500 USD; Assets:Receivables:XiaoWang 500 USD', payee: '小王', guessed: false },
  { text: 'I borrowed 300 from Tom checking', postings: 'Assets:Checking 300 USD; Assets:Receivables:Tom -300 USD', payee: 'Tom', guessed: false },
];

// money a person sends me comes in, as 小王转我 does; after spending it is that spending paid back
const SENT_TO_ME: readonly EntryCase[] = [
  { text: 'Tom sent me 50 checking', postings: 'Assets:Checking 50 USD; Assets:Receivables:Tom -50 USD', payee: 'Tom', guessed: false },
  { text: 'Tom venmoed me 50 checking', postings: 'Assets:Checking 50 USD; Assets:Receivables:Tom -50 USD', payee: 'Tom', guessed: false },
  { text: '小王 sent me 100 checking', postings: 'Assets:Checking 100 USD; Assets:Receivables:XiaoWang -100 USD', payee: '小王', guessed: false },
  {
    text: 'dinner 200 visa Tom sent me 100',
    postings: 'Expenses:Dining 200 USD; Liabilities:CreditCard:Visa -200 USD; Liabilities:CreditCard:Visa 100 USD; Expenses:Dining -100 USD',
    payee: 'Tom',
    narration: 'dinner',
    guessed: true,
    warning: /^read 100 as paid back of the 200 spent: 100 was mine$/,
  },
];

const MONEY_IN: readonly EntryCase[] = [
  // (got paid names the salary: it was Income:Other, no category matched, beside an open Income:Salary)
  { text: 'got paid 5000 checking', postings: 'Assets:Checking 5000 USD; Income:Salary -5000 USD', guessed: false },
];

// between my accounts when only accounts follow the amount; sent to a person, paid from a card, stays spending (the last case, read so before too)
const MOVED: readonly EntryCase[] = [
  { text: 'moved 500 from checking to savings', postings: 'Assets:Checking -500 USD; Assets:Savings 500 USD', guessed: false },
  { text: 'send 500 to savings from checking', postings: 'Assets:Checking -500 USD; Assets:Savings 500 USD', guessed: false },
  { text: 'moved 500 to savings', postings: 'Assets:Checking -500 USD; Assets:Savings 500 USD', guessed: true, warning: /^no source account named; used Assets:Checking$/ },
  { text: 'sent 50 to mom visa', postings: 'Expenses:Uncategorized 50 USD; Liabilities:CreditCard:Visa -50 USD', guessed: true },
];

// a Chinese name in an English sentence is a name (it was spending)
const CHINESE_NAMES: readonly EntryCase[] = [
  { text: 'lent 小王 500 checking', postings: 'Assets:Checking -500 USD; Assets:Receivables:XiaoWang 500 USD', payee: '小王', guessed: false },
  { text: 'lent 500 to 小王 checking', postings: 'Assets:Checking -500 USD; Assets:Receivables:XiaoWang 500 USD', payee: '小王', guessed: false },
];

describe('parseEntry: someone borrowed from me (Tom borrowed 500)', () => {
  for (const c of BORROWED_FROM_ME) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: someone sent me money (Tom sent me 50)', () => {
  for (const c of SENT_TO_ME) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: got paid', () => {
  for (const c of MONEY_IN) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: money moved or sent between my accounts', () => {
  for (const c of MOVED) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: a Chinese name in an English loan', () => {
  for (const c of CHINESE_NAMES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
