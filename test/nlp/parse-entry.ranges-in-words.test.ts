// A range said in words (taxi 10 to 20, between 10 and 20, 十到二十块) is read as 10-20 is: the top
// booked, warned. It was 30 (both booked), or 20 with no warning and "between 10 and" or "十到"
// left in the narration. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const en = Ledger.fromText(
  `option "operating_currency" "USD"
2020-01-01 open Assets:Cash USD
  alias: "cash"
2020-01-01 open Expenses:Transport
  alias: "taxi"
2020-01-01 open Expenses:Uncategorized
`,
  'ranges-en.beancount',
);
const zh = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Expenses:Food:Dining
  alias: "午饭"
2020-01-01 open Expenses:Uncategorized
`,
  'ranges-zh.beancount',
);

const EN: readonly EntryCase[] = [
  { text: 'taxi 10 to 20 cash', postings: 'Expenses:Transport 20 USD; Assets:Cash -20 USD', narration: 'taxi', warning: /^read 10 to 20 as 20, the top of a range: say what was paid$/ },
  { text: 'taxi between 10 and 20 cash', postings: 'Expenses:Transport 20 USD; Assets:Cash -20 USD', narration: 'taxi', warning: /^read between 10 and 20 as 20, the top of a range: say what was paid$/ },
  // a falling pair is no range: two items, as before
  { text: 'taxi 20 to 10 cash', postings: 'Expenses:Transport 20 USD; Expenses:Uncategorized 10 USD; Assets:Cash -30 USD' },
];

const ZH: readonly EntryCase[] = [
  { text: '午饭 十到二十块 微信', postings: 'Expenses:Food:Dining 20; Assets:WeChat -20', narration: '午饭', warning: /^read 十到二十块 as 20, the top of a range: say what was paid$/ },
  { text: '午饭 10到20 微信', postings: 'Expenses:Food:Dining 20; Assets:WeChat -20', narration: '午饭', warning: /^read 10到20 as 20/ },
];

describe('parseEntry: a range said in words books its top, warned', () => {
  for (const c of EN) it(c.text, () => expectEntry(parseEntry(en, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  for (const c of ZH) it(c.text, () => expectEntry(parseEntry(zh, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
