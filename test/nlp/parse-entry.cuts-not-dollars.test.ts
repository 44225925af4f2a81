// QA round 5: 拼多多 砍一刀 买了 纸巾 9.9 was 1 USD besides the tissues (a 422 without a USD account):
// 刀 after a bare 一 or 两, or after 砍, counts cuts (砍一刀 is Pinduoduo's "cut the price once") or
// reams (一刀纸), not dollars. 5刀, 十刀 and 五十刀 are dollars. Said on 2026-11-21, against the fixture ledger.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { findAmounts } from '../../src/nlp/amounts.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const read = (text: string) => findAmounts(text).map((a) => `${a.number.toString()} ${a.currency ?? '-'}`);

describe('findAmounts: 刀 that counts cuts is no dollar', () => {
  const cases: [string, string[]][] = [
    ['拼多多 砍一刀 买了 纸巾 9.9', ['9.9 -']],
    ['砍了一刀 纸巾 9.9 微信', ['9.9 -']],
    ['帮我砍了5刀 纸巾 9.9', ['9.9 -']],
    ['买了一刀A4纸 25', ['25 -']],
    ['挨了两刀 医药费 300', ['300 -']],
    // dollars, as before
    ['10刀 午饭', ['10 USD']],
    ['5刀 午饭', ['5 USD']],
    ['十刀 午饭', ['10 USD']],
    ['五十刀 午饭', ['50 USD']],
    ['小费 五刀', ['5 USD']],
  ];
  for (const [text, expected] of cases) it(`${text} -> ${expected.join(', ')}`, () => expect(read(text)).toEqual(expected));
});

describe('parseEntry: 砍一刀 beside a purchase', () => {
  const cases: readonly EntryCase[] = [
    { text: '砍了一刀 纸巾 9.9 微信', postings: 'Expenses:Uncategorized 9.9; Assets:WeChat -9.9', narration: '砍了一刀 纸巾' },
    { text: '买了一刀A4纸 25 微信', postings: 'Expenses:Uncategorized 25; Assets:WeChat -25' },
    { text: '五十刀 午饭 现金', postings: 'Expenses:Food:Dining 50 USD; Assets:Cash -50 USD', guessed: false },
    { text: '10刀 午饭 现金', postings: 'Expenses:Food:Dining 10 USD; Assets:Cash -10 USD', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('拼多多 砍一刀 买了 纸巾 9.9 is 9.9 CNY spent', () => {
    const entry = parseEntry(ledger, '拼多多 砍一刀 买了 纸巾 9.9', REFERENCE_DATE);
    expect(entry.postings.map((p) => `${p.units!.number} ${p.units!.currency}`).sort()).toEqual(['-9.9 CNY', '9.9 CNY']);
  });
});
