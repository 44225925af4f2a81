// 小王 还款 微信 100 with 小王's account a claim on them (Assets:Receivables:XiaoWang): 小王 pays
// me back into WeChat, as 小王还我 100 微信 does; it was read as my repaying 小王 (WeChat -100, the
// claim +100). A 还款 of a debt of mine keeps its reading with a person's claim open beside it.
// Money in lands in WeChat (the ledger's history). Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Liabilities:Payables:LaoZhang CNY
  alias: "老张"
2020-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "信用卡"
2020-01-01 open Income:Uncategorized CNY
2020-01-01 open Expenses:Uncategorized CNY

2026-11-01 * "红包"
  Assets:WeChat  50 CNY
  Income:Uncategorized
`,
  'person-repays.beancount',
);

const CASES: readonly EntryCase[] = [
  // the person who owes me, then 还款: paid back to me, the wallet named or the usual one
  { text: '小王 还款 微信 100', postings: 'Assets:WeChat 100; Assets:Receivables:XiaoWang -100', payee: '小王', guessed: false },
  { text: '小王 还款 100 微信', postings: 'Assets:WeChat 100; Assets:Receivables:XiaoWang -100', payee: '小王', guessed: false },
  { text: '小王还款100 招行', postings: 'Assets:Bank:CMB 100; Assets:Receivables:XiaoWang -100', payee: '小王', guessed: false },
  { text: '小王还款 100', postings: 'Assets:Receivables:XiaoWang -100; Assets:WeChat 100', payee: '小王', guessed: true, warning: /receiving account/ },
  // 小王 as whom I pay for: still money out of my wallet, more owed by 小王
  { text: '替小王还款 100 微信', postings: 'Assets:WeChat -100; Assets:Receivables:XiaoWang 100', guessed: false },
  // a payable before 还款 is mine to pay
  { text: '老张 还款 微信 100', postings: 'Assets:WeChat -100; Liabilities:Payables:LaoZhang 100', guessed: false },
  // repayments of a debt of mine stay as they were
  { text: '微信 还款 花呗 100', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', guessed: false },
  { text: '信用卡还款 2000 招行', postings: 'Assets:Bank:CMB -2000; Liabilities:CreditCard:CMB 2000', guessed: false },
  { text: '花呗 还款 微信 100', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', guessed: false },
];

describe('parseEntry: a person who owes me, then 还款', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
