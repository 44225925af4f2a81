// QA round of 2026-11-26 (after the day's fixes): 充值 100 到微信 became spending paid from WeChat
// (the amount between 充值 and the wallet hid the wallet topped up); 现金存入 2000 招行 was a
// withdrawal (the cash before 存入 was taken for where the money went); 小王借走 500 was a fee.
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
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:Cash CNY
  alias: "现金"
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Expenses:Food:Dining CNY
2020-01-01 open Expenses:Utilities:Phone CNY
  alias: "话费"
2020-01-01 open Expenses:Uncategorized CNY
2020-01-01 open Income:Salary CNY
2026-11-01 * "工资"
  Assets:Bank:CMB:Debit  10000 CNY
  Income:Salary
`,
  'deposits.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: '充值 100 到微信', postings: 'Assets:Bank:CMB:Debit -100; Assets:WeChat 100', guessed: true, warning: /no source account named/ },
  { text: '充值100到支付宝', postings: 'Assets:Bank:CMB:Debit -100; Assets:Alipay 100', guessed: true, warning: /no source account named/ },
  { text: '充值 100 微信', postings: 'Assets:Bank:CMB:Debit -100; Assets:WeChat 100', guessed: true, warning: /no source account named/ },
  // a thing said before 充值 is what is topped up: the wallet after the amount pays
  { text: '话费充值 100 微信', postings: 'Expenses:Utilities:Phone 100; Assets:WeChat -100' },
  { text: '现金存入 2000 招行', postings: 'Assets:Cash -2000; Assets:Bank:CMB:Debit 2000', guessed: false },
  { text: '招行存入 2000 现金', postings: 'Assets:Cash -2000; Assets:Bank:CMB:Debit 2000', guessed: false },
  { text: '小王借走了 500 微信', postings: 'Assets:WeChat -500; Assets:Receivables:XiaoWang 500', payee: '小王' },
];

describe('parseEntry: top-ups with the amount first, cash deposits, 借走', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
