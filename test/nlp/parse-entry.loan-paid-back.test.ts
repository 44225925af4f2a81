// A loan and some of it paid back in one sentence (小王问我借了 500 还了 200): the loan and the
// money back as two movements of the same accounts, 300 left owing. It was 700 lent. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Receivables:XiaoWang
  alias: "小王"
2020-01-01 open Liabilities:Payables:LaoLi
  alias: "老李"
2020-01-01 open Expenses:Uncategorized
`,
  'loan-paid-back.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: '小王问我借了 500 还了 200 微信', postings: 'Assets:WeChat -500; Assets:Receivables:XiaoWang 500; Assets:WeChat 200; Assets:Receivables:XiaoWang -200', payee: '小王', warning: /^read 200 after 还 as paid back of the 500 lent: 300 still owed$/ },
  { text: '借给小王 500 已经还了 200 微信', postings: 'Assets:WeChat -500; Assets:Receivables:XiaoWang 500; Assets:WeChat 200; Assets:Receivables:XiaoWang -200', warning: /200 after 还 as paid back of the 500 lent/ },
  { text: '跟老李借了 1000 还了 300 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables:LaoLi -1000; Assets:WeChat -300; Liabilities:Payables:LaoLi 300', payee: '老李', warning: /^read 300 after 还 as paid back of the 1000 borrowed: 700 still owed$/ },
  // a loan alone, as before
  { text: '借给小王 500 微信', postings: 'Assets:WeChat -500; Assets:Receivables:XiaoWang 500', guessed: false },
];

describe('parseEntry: a loan and some of it paid back', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
