// Security QA: `午饭 35`, 460 ideographic spaces, then `x` held the NLP (and so every user) for 35 s.
// A discount said after a price (打了8折, 八五折: DISCOUNT_RATE) was read with a run of spaces before
// and after each word that may be left out (元, a comma, 打了), so a run of spaces with no 折 after
// it was split between those runs every way. Each space is read one way now; these finish at once,
// and read as they did (1,000 spaces in the pattern alone took minutes).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { DISCOUNT_RATE, parseEntry } from '../../src/nlp/parse-entry.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const parse = (text: string) => parseEntry(ledger, text, '2026-11-27');

describe('a run of spaces after a price', () => {
  it('is no discount, and before one, is read past', () => {
    expect(DISCOUNT_RATE.exec(`${'\u3000'.repeat(1000)}x`)).toBeNull();
    expect(DISCOUNT_RATE.exec(`元${' \u3000'.repeat(500)}折`)).toBeNull();
    expect(DISCOUNT_RATE.exec(`${'\u3000'.repeat(1000)}元，打了 8.5折`)?.[1]).toBe('8.5');
  });

  it('with no discount after it, the price is what was paid', () => {
    for (const text of [`午饭 35${'\u3000'.repeat(460)}x`, `午饭 35元${'\u3000'.repeat(460)}x`, `午饭 35${' \u3000'.repeat(230)}折`]) {
      const entry = parse(text);
      expect(entry.postings.map((p) => `${p.account} ${p.units!.number}`)).toEqual(['Expenses:Food:Dining 35', 'Assets:WeChat -35']);
      expect(entry.warnings ?? []).not.toContainEqual(expect.stringMatching(/折/));
    }
  });

  it('with a discount after it, spaces around each word, the discount is read', () => {
    const s = '\u3000'.repeat(100);
    const entry = parse(`衣服 299${s}元${s}，${s}打了${s}八五折 支付宝`);
    expect(entry.postings.map((p) => `${p.account} ${p.units!.number}`)).toEqual(['Expenses:Shopping:Clothing 299', 'Assets:Alipay -299']);
    expect(entry.warnings).toContainEqual(expect.stringMatching(/254\.15 was paid/));
  });
});
