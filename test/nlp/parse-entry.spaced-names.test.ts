// A space between a person's name and the verb said of them keeps its meaning: 从老李那 借了 500
// is borrowing from 老李 (it was spending), 老李 还我 200 is 老李 paying me (it was my paying
// 老李), 小王 转我 100 after a dinner is the dinner paid back (it was 300 of spending).
// Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Liabilities:Payables:LaoLi CNY
  alias: "老李"
2020-01-01 open Expenses:Food:Dining CNY
  alias: "晚饭"
2020-01-01 open Expenses:Uncategorized CNY
2020-01-01 open Income:Other CNY
`,
  'spaced-names.beancount',
);

const SPACED: readonly EntryCase[] = [
  { text: '从老李那 借了 500 微信', postings: 'Assets:WeChat 500; Liabilities:Payables:LaoLi -500', payee: '老李', guessed: false },
  { text: '老李 还我 200 微信', postings: 'Assets:WeChat 200; Liabilities:Payables:LaoLi -200', payee: '老李', guessed: false },
  // (read so before too: a claim on 小王 named before 还; kept to show the space changes nothing)
  { text: '小王 还我 200 微信', postings: 'Assets:WeChat 200; Assets:Receivables:XiaoWang -200', payee: '小王', guessed: false },
  {
    text: '晚饭 200 微信 小王 转我 100',
    postings: 'Expenses:Food:Dining 200; Assets:WeChat -200; Assets:WeChat 100; Expenses:Food:Dining -100',
    payee: '小王',
    guessed: true,
    warning: /^read 100 as paid back of the 200 spent: 100 was mine$/,
  },
];

describe('parseEntry: a space between the name and the verb', () => {
  for (const c of SPACED) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
