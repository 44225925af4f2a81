// Security QA: the words between the amount topped up and the wallet it went into (充值 500 到微信:
// AMOUNT_THEN_INTO) were read with a run of spaces before and after each word that may be left out
// (元, 到), so a run of spaces with no wallet after it was split between those runs every way: 充值5,
// 470 ideographic spaces, then x微信 took cubic time (10,000 spaces in the pattern alone: minutes).
// Each space is read one way now; these finish at once, and read as they did.
import { describe, expect, it } from 'vitest';
import { AMOUNT_THEN_INTO } from '../../src/nlp/parse-entry.ts';

describe('a run of spaces after an amount topped up', () => {
  it('before a word of no wallet, is no amount then into', () => {
    expect(AMOUNT_THEN_INTO.test(`5${'\u3000'.repeat(10_000)}x`)).toBe(false);
    expect(AMOUNT_THEN_INTO.test(`五百${' '.repeat(10_000)}到x`)).toBe(false);
  });

  it('with only 元 and 到 or into in it, is', () => {
    expect(AMOUNT_THEN_INTO.test(`5${'\u3000'.repeat(5_000)}元${'\u3000'.repeat(5_000)}到 `)).toBe(true);
    expect(AMOUNT_THEN_INTO.test(` 500${' '.repeat(5_000)}into${' '.repeat(5_000)}`)).toBe(true);
  });
});
