// A person paying me back after I paid (晚饭 200 小王还了 100, dinner 200 visa Tom paid me back 100),
// or giving money said before the spending (小王转我100 晚饭200 微信): the spending out of the
// wallet and the money back into it, off the spending's category, as 晚饭 200 微信 小王转我 100 is.
// They were booked as 300 paid back against the person's account (晚饭 200 微信 小王微信还我 100:
// WeChat -300 to a credit card). Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const zh = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CMB:Debit CNY
  alias: "招行"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Receivables:XiaoWang
  alias: "小王"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2020-01-01 open Expenses:Food:Dining
  alias: "午饭,晚饭"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Salary
`,
  'paid-back-zh.beancount',
);
const en = Ledger.fromText(
  `option "operating_currency" "USD"
2020-01-01 open Assets:Checking USD
2020-01-01 open Assets:Receivables:Tom
  alias: "Tom"
2020-01-01 open Liabilities:CreditCard:Visa USD
2020-01-01 open Expenses:Dining
  alias: "dinner"
2020-01-01 open Income:Salary
`,
  'paid-back-en.beancount',
);

const BACK_ON_DINNER = /^read 100 as paid back of the 200 spent: 100 was mine$/;

const ZH_PAID_BACK: readonly EntryCase[] = [
  { text: '晚饭 200 微信 小王还了 100', postings: 'Expenses:Food:Dining 200; Assets:WeChat -200; Assets:WeChat 100; Expenses:Food:Dining -100', payee: '小王', narration: '晚饭', warning: BACK_ON_DINNER },
  { text: '晚饭花了200 微信 小王还我100', postings: 'Expenses:Food:Dining 200; Assets:WeChat -200; Assets:WeChat 100; Expenses:Food:Dining -100', payee: '小王', warning: BACK_ON_DINNER },
  // the wallet said after the person is theirs, not a second wallet of mine nor a card paid off
  { text: '晚饭 200 微信 小王微信还我 100', postings: 'Expenses:Food:Dining 200; Assets:WeChat -200; Assets:WeChat 100; Expenses:Food:Dining -100', payee: '小王', narration: '晚饭', warning: BACK_ON_DINNER },
  // the money given said first
  { text: '小王转我100 晚饭200 微信', postings: 'Expenses:Food:Dining 200; Assets:WeChat -200; Assets:WeChat 100; Expenses:Food:Dining -100', payee: '小王', narration: '晚饭', warning: BACK_ON_DINNER },
];

const ZH_NOT_PAID_BACK: readonly EntryCase[] = [
  // nothing spent: 小王's account moves
  { text: '小王微信还我 100', postings: 'Assets:WeChat 100; Assets:Receivables:XiaoWang -100', payee: '小王', guessed: false },
  // more came back than was spent
  { text: '晚饭 200 微信 小王还了 500', postings: 'Assets:WeChat 700; Assets:Receivables:XiaoWang -700', payee: '小王' },
];

describe('parseEntry: a person paying me back on what I paid', () => {
  for (const c of ZH_PAID_BACK) it(c.text, () => expectEntry(parseEntry(zh, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  const c: EntryCase = { text: 'dinner 200 visa Tom paid me back 100', postings: 'Expenses:Dining 200 USD; Liabilities:CreditCard:Visa -200 USD; Liabilities:CreditCard:Visa 100 USD; Expenses:Dining -100 USD', payee: 'Tom', narration: 'dinner', warning: BACK_ON_DINNER };
  it(c.text, () => expectEntry(parseEntry(en, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: a person paying me back with nothing paid to take it off', () => {
  for (const c of ZH_NOT_PAID_BACK) it(c.text, () => expectEntry(parseEntry(zh, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
