// A wallet topped up from a bank said bank first (招行卡充值微信 1000): the bank pays, the wallet
// after 充值 receives, as 给微信充值 500 招行 does. It was read the other way round (WeChat -1000,
// CMB +1000). Said on 2025-01-06.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2025-01-06';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat:Wallet CNY
  alias: "微信"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:Bank:CMB:Debit CNY
  alias: "招行"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2020-01-01 open Expenses:Uncategorized CNY
2020-01-01 open Income:Uncategorized CNY
`,
  'top-up.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: '招行卡充值微信 1000', postings: 'Assets:Bank:CMB:Debit -1000; Assets:WeChat:Wallet 1000', narration: '充值', guessed: false },
  { text: '招行充值支付宝 1000', postings: 'Assets:Bank:CMB:Debit -1000; Assets:Alipay 1000', guessed: false },
  { text: '工行卡充值到微信 1000', postings: 'Assets:Bank:ICBC -1000; Assets:WeChat:Wallet 1000', guessed: false },
  { text: '招行 充值 微信 1000', postings: 'Assets:Bank:CMB:Debit -1000; Assets:WeChat:Wallet 1000', guessed: false },
  // said the other way, as before
  { text: '给微信充值 500 招行', postings: 'Assets:Bank:CMB:Debit -500; Assets:WeChat:Wallet 500', guessed: false },
  { text: '微信充值 500 招行', postings: 'Assets:Bank:CMB:Debit -500; Assets:WeChat:Wallet 500', guessed: false },
];

describe('parseEntry: a bank, 充值, then the wallet topped up', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
