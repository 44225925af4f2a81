// 外卖 (takeout) and 小卖 before a wallet are no selling of it: 88 外卖 微信 was read as a transfer
// from WeChat to the bank. Said on 2026-11-26.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Cash CNY
  alias: "现金"
2020-01-01 open Assets:WeChat CNY
2020-01-01 open Assets:Alipay CNY
2020-01-01 open Assets:Bank:CMB CNY
2020-01-01 open Expenses:Food:Dining
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`,
  'takeout.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: '88 外卖 微信', postings: 'Expenses:Food:Dining 88; Assets:WeChat -88', narration: '外卖', guessed: false },
  { text: '外卖 微信 35', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '外卖', guessed: false },
  { text: '外卖 现金 30', postings: 'Expenses:Food:Dining 30; Assets:Cash -30', narration: '外卖', guessed: false },
  { text: '昨天 外卖 微信 35', date: '2026-11-25', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '外卖', guessed: false },
  { text: '一百零八 外卖 微信', postings: 'Expenses:Food:Dining 108; Assets:WeChat -108', narration: '外卖', guessed: false },
  { text: '外卖 支付宝 28', postings: 'Expenses:Food:Dining 28; Assets:Alipay -28', narration: '外卖', guessed: false },
  { text: '楼下小卖 微信 5', postings: 'Expenses:Uncategorized 5; Assets:WeChat -5', narration: '楼下小卖' },
  // selling is still money in
  { text: '卖旧手机 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300' },
];

describe('parseEntry: 外卖 and 小卖 before a wallet', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('送外卖 招行 存入 300: the bank is where the money goes, as in 招行 存入 300 (it was the source)', () => {
    for (const text of ['送外卖 招行 存入 300', '招行 存入 300']) {
      const entry = parseEntry(ledger, text, REFERENCE_DATE);
      expect(entry.postings).toContainEqual({ account: 'Assets:Bank:CMB', units: { number: '300', currency: 'CNY' } });
      expect(entry.warnings.join('\n')).toMatch(/^no source account named/);
    }
  });
});
