// 收到货款 (payment received for goods sold) is money in; 收到货 (goods received) is not. 货款 was
// read as spending after 收到: the words excluded after it took 货 alone. Said on 2025-01-06.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2025-01-06';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Expenses:Other CNY
2020-01-01 open Income:Sales CNY
  alias: "货款"
2020-01-01 open Income:Uncategorized CNY
`,
  'sales.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: '收到货款 1200 支付宝', postings: 'Assets:Alipay 1200; Income:Sales -1200', narration: '收到货款', guessed: false },
  { text: '收到货款1200 微信', postings: 'Assets:WeChat 1200; Income:Sales -1200', guessed: false },
  // goods received, paid for: spending
  { text: '收到货 付了 200 微信', postings: 'Expenses:Other 200; Assets:WeChat -200' },
];

describe('parseEntry: 收到货款 is money in', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
