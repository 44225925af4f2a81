// 给招行转100 and 转100给招行 name where the money went, as 转100到招行 does: a transfer into CMB
// from another account of mine, warned. It was 100 of spending with payee 招行 paid by CMB.
// Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CMB:Debit CNY
  alias: "招行"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Salary

2026-10-01 * "午饭"
  Expenses:Uncategorized  30 CNY
  Assets:WeChat
`,
  'transfer-to-account.beancount',
);

const INTO: readonly EntryCase[] = [
  { text: '给招行转100', postings: 'Assets:WeChat -100; Assets:Bank:CMB:Debit 100', payee: null, narration: '转账', warning: /^no source account named; used Assets:WeChat$/ },
  { text: '转100给招行', postings: 'Assets:WeChat -100; Assets:Bank:CMB:Debit 100', payee: null, narration: '转账', warning: /^no source account named; used Assets:WeChat$/ },
  { text: '从微信转100给招行', postings: 'Assets:WeChat -100; Assets:Bank:CMB:Debit 100', guessed: false },
];

describe('parseEntry: 给 an account of mine, with 转, is where the money went', () => {
  for (const c of INTO) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
