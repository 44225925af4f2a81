// Two accounts of mine linked by an arrow or by to (工行 → 招行 5000, cashed out 500 from 微信 to 工行)
// are a move from the first to the second, as 工行转招行 is; they were spending. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('arrows.beancount');

const CASES: readonly EntryCase[] = [
  { text: '工行 → 招行 5000', postings: 'Assets:Bank:ICBC -5000; Assets:Bank:CMB 5000', narration: '转账', guessed: false },
  { text: '招行->支付宝 1000', postings: 'Assets:Bank:CMB -1000; Assets:Alipay 1000', narration: '转账', guessed: false },
  { text: '招行 到 工行 5000', postings: 'Assets:Bank:CMB -5000; Assets:Bank:ICBC 5000', narration: '转账', guessed: false },
  { text: 'cashed out 500 from 微信 to 工行', postings: 'Assets:WeChat -500; Assets:Bank:ICBC 500', narration: 'cashed out', guessed: false },
  // as before
  { text: '工行转招行 5000', postings: 'Assets:Bank:ICBC -5000; Assets:Bank:CMB 5000', narration: '转账', guessed: false },
  { text: '午饭 35 招行', postings: 'Expenses:Food 35; Assets:Bank:CMB -35', guessed: false },
];

describe('parseEntry: an arrow between two accounts', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
