// A fee said with money coming in (收到货款 500 微信 手续费 3) is spending taken off it: 497 arrives,
// 500 earned, 3 of fees, as README says of fees. It was 503 arrived as two incomes. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:PayPal USD
  alias: "paypal"
2020-01-01 open Expenses:Fees
  alias: "手续费,服务费,fee"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Business
  alias: "货款,invoice"
`,
  'income-fees.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: '收到货款 500 微信 手续费 3', postings: 'Assets:WeChat 497; Income:Business -500; Expenses:Fees 3', guessed: true, warning: /^read 手续费 3 as taken off the income: 500 earned, 497 received$/ },
  { text: '收到货款 800 服务费 8 微信', postings: 'Assets:WeChat 792; Income:Business -800; Expenses:Fees 8', warning: /服务费 8 as taken off the income: 800 earned, 792 received/ },
  { text: 'received invoice 500 USD paypal fee 3 USD', postings: 'Assets:PayPal 497 USD; Income:Business -500 USD; Expenses:Fees 3 USD', warning: /fee 3 as taken off the income: 500 earned, 497 received/ },
];

describe('parseEntry: a fee on money coming in is taken off it', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
