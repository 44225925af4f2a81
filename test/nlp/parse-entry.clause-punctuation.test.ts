// ！ and ？ end a clause as 。 does: left over once the amount and the wallet are taken out, they
// must not stay in the narration (打车￥２５，支付宝！ read "打车，！"). Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Transport
`,
  'clause-punctuation.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: '打车￥２５，支付宝！', postings: 'Expenses:Transport 25; Assets:Alipay -25', narration: '打车' },
  { text: '午饭 30 微信!', postings: 'Expenses:Food 30; Assets:WeChat -30', narration: '午饭' },
  { text: '打车 25 支付宝？', postings: 'Expenses:Transport 25; Assets:Alipay -25', narration: '打车' },
  // inside the words it stays
  { text: '什么？打车 20 微信', postings: 'Expenses:Transport 20; Assets:WeChat -20', narration: '什么？打车' },
  // an ASCII ! or ? keeps the space after it, as English writes it
  { text: 'what? lunch 12 微信', postings: 'Expenses:Food 12; Assets:WeChat -12', narration: 'what? lunch' },
  { text: 'lunch 12 支付宝! coffee 4 微信', postings: 'Expenses:Food 12; Expenses:Food 4; Assets:Alipay -12; Assets:WeChat -4', narration: 'lunch! coffee' },
];

describe('parseEntry: clause punctuation left in the narration', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
