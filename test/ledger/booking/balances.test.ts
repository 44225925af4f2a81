// Running balances: the sign index must answer is_reduced_by exactly as scanning the lots does,
// and booking appended transactions against them must equal booking the whole ledger.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { Cost, RawTransaction } from '../../../src/ledger/core/directives.ts';
import { inventoryIsReducedBy, RunningBalances } from '../../../src/ledger/booking/balances.ts';
import { bookEntries, bookTransaction } from '../../../src/ledger/booking/book.ts';
import { compareDirectives } from '../../../src/ledger/core/directives.ts';
import { buildOptions } from '../../../src/ledger/core/options.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { dedent, FILE, postingText } from './snippets.ts';

describe('RunningBalances.isReducedBy', () => {
  const change = fc.record({
    currency: fc.constantFrom('HOOL', 'USD'),
    number: fc.integer({ min: -5, max: 5 }),
    cost: fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
  });
  it('agrees with a scan of the lots after any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), fc.integer({ min: -3, max: 3 }), fc.constantFrom('HOOL', 'USD'), (changes, probe, currency) => {
        const balances = new RunningBalances();
        for (const c of changes) {
          const cost: Cost | null = c.cost === null ? null : { number: Decimal.fromInt(c.cost), currency: 'USD', date: '2020-01-01', label: null };
          balances.add('A', { number: Decimal.fromInt(c.number), currency: c.currency }, cost);
        }
        const n = Decimal.fromInt(probe);
        expect(balances.isReducedBy('A', n, currency)).toBe(inventoryIsReducedBy(balances.inventory('A'), n, currency));
      }),
    );
  });
});

describe('booking appended transactions', () => {
  it('equals booking the whole ledger', () => {
    const text = dedent(`
      option "booking_method" "FIFO"
      2020-01-01 open Assets:Inv
      2020-01-01 open Assets:Cash
      2020-01-02 *
        Assets:Inv   5 HOOL {100 USD}
        Assets:Cash
      2020-01-03 *
        Assets:Inv   5 HOOL {110 USD}
        Assets:Cash  -550.00 USD
      2020-01-04 *
        Assets:Inv   -7 HOOL {}
        Assets:Cash
      2020-01-05 *
        Assets:Inv   -2 HOOL {} @ 120 USD
        Assets:Cash
        Assets:Cash  1 USD
    `);
    const parsed = parseText(text, FILE);
    const { options } = buildOptions(parsed.options);
    const sorted = [...parsed.directives].sort(compareDirectives);
    const whole = bookEntries(sorted, options);

    const head = bookEntries(sorted.slice(0, -1), options);
    const last = sorted.at(-1) as RawTransaction;
    const appended = bookTransaction(last, (a) => head.balances.inventory(a), () => options.bookingMethod, options);
    const expected = whole.directives.at(-1)!;
    expect(expected.type === 'transaction' && expected.postings.map(postingText)).toEqual(appended.transaction!.postings.map(postingText));
    expect(appended.transaction!.postings.map(postingText)).toEqual([
      'Assets:Inv -2 HOOL {110 USD, 2020-01-03} @ 120 USD',
      'Assets:Cash 219 USD *',
      'Assets:Cash 1 USD',
    ]);
  });
});
