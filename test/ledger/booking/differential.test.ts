// Our booking against Beancount 2.3's own on tricky snippets: same postings (numbers with their
// exponents, lots, prices, interpolation marks), same errors on the same lines.
import { describe, expect, it } from 'vitest';
import {
  beancountAvailable, bookSnippet, bookWithBeancount, errorTexts, mustRunBeancountTests, postingText, referencePostingText,
} from './snippets.ts';

const ACCOUNTS = `
2000-01-01 open Assets:Cash
2000-01-01 open Assets:Bank
2000-01-01 open Assets:Inv
2000-01-01 open Assets:Fifo "FIFO"
2000-01-01 open Assets:Lifo "LIFO"
2000-01-01 open Assets:None "NONE"
2000-01-01 open Assets:Avg "AVERAGE"
2000-01-01 open Income:Gains
2000-01-01 open Expenses:Food
2000-01-01 open Expenses:Fees
`;

const SNIPPETS: Record<string, string> = {
  'auto-posting quantized to the inferred precision': `
    2020-01-02 * "split"
      Expenses:Food   10.123 USD
      Expenses:Food   3.30 USD
      Assets:Cash
  `,
  'auto-posting whose residual rounds to zero from below is -0.00 (the sign Python keeps)': `
    2020-01-02 * "rounds away"
      Expenses:Food   1.001 USD
      Expenses:Food  -1.00 USD
      Assets:Cash
    2020-01-03 * "rounds away, the other way"
      Expenses:Food  -1.001 USD
      Expenses:Food   1.00 USD
      Assets:Cash
  `,
  'one auto-posting filled per currency group, groups reordered': `
    2020-01-02 *
      Expenses:Food   5 EUR
      Expenses:Food   10.00 USD
      Assets:Cash
      Expenses:Fees   1.5 EUR
  `,
  'auto-posting removed when its group already balances': `
    2020-01-02 *
      Assets:Bank   10.00 USD
      Assets:Cash  -10.00 USD
      Expenses:Food 5 EUR
      Assets:Cash
  `,
  'residual restarts after summing to zero (exponent of the result)': `
    2020-01-02 *
      Assets:Bank   10.00 USD
      Assets:Cash  -10.00 USD
      Expenses:Food 5 USD
      Assets:Cash
  `,
  'per-unit and total prices, negative units': `
    2020-01-02 *
      Assets:Bank   -100.00 EUR @ 1.1 USD
      Assets:Cash
    2020-01-03 *
      Assets:Bank   -300 EUR @@ 400 USD
      Assets:Cash   400 USD
    2020-01-04 *
      Assets:Bank   7 EUR @@ 10 USD
      Assets:Cash
  `,
  'price interpolated': `
    2020-01-02 *
      Assets:Bank   -100 EUR @ USD
      Assets:Cash   120.50 USD
  `,
  'units interpolated through a price': `
    2020-01-02 *
      Assets:Bank   EUR @ 1.3 USD
      Assets:Cash   -100.00 USD
  `,
  'augmentations: per-unit, total, compound, empty and currency-only costs': `
    2020-01-02 *
      Assets:Inv   10 HOOL {100 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Inv   3 HOOL {{100 USD}}
      Assets:Cash
    2020-01-04 *
      Assets:Inv   4 HOOL {10 # 5 USD}
      Assets:Cash
    2020-01-05 *
      Assets:Inv   10 HOOL {}
      Assets:Cash  -1000.00 USD
    2020-01-06 *
      Assets:Inv   7 HOOL {USD, 2019-12-31, "old"}
      Assets:Cash  -71.05 USD
    2020-01-07 *
      Assets:Inv   5 HOOL {# 12.50 USD}
      Assets:Cash  -62.50 USD
  `,
  // Beancount 2.3 crashes on the other interpolation errors (see book.test.ts for ours).
  'zero units at cost': `
    2020-01-03 *
      Assets:Inv   0 HOOL {30 USD}
      Assets:Cash
  `,
  'reduction against a balance with lots not at cost, and sorted balance text': `
    2020-01-02 *
      Assets:Inv   -5 HOOL
      Assets:Inv   2 ZZZZ {3 CAD, "x"}
      Assets:Inv   1 AB {3 EUR}
      Assets:Inv   4 USD
      Assets:Cash
    2020-01-03 *
      Assets:Inv   5 HOOL {100 USD}
      Assets:Cash
  `,
  'augment and reduce the same lot in one transaction': `
    2020-01-02 *
      Assets:Inv   5 HOOL {100 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Inv   3 HOOL {100 USD}
      Assets:Inv   -6 HOOL {100 USD}
      Assets:Cash
  `,
  'cost and price together: the cost is the weight': `
    2020-01-02 *
      Assets:Inv   5 HOOL {100.00 USD} @ 120.00 USD
      Assets:Cash
    2020-01-03 *
      Assets:Inv   -2 HOOL {100.00 USD} @ 130 USD
      Assets:Cash   260 USD
      Income:Gains
  `,
  'unknown currencies that cannot be resolved': `
    2020-01-02 *
      Assets:Bank    10.00
      Assets:Cash    -10.00
    2020-01-03 *
      Assets:Inv     10 HOOL {}
      Assets:Cash    -3 USD
      Expenses:Food  3 CAD
  `,
  'STRICT: unique, total match, ambiguous, no match, not enough': `
    2020-01-02 *
      Assets:Inv   10 HOOL {100 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Inv   10 HOOL {101 USD}
      Assets:Cash
    2020-01-04 *
      Assets:Inv   -3 HOOL {100 USD}
      Assets:Cash
    2020-01-05 *
      Assets:Inv   -5 HOOL {}
      Assets:Cash
    2020-01-06 *
      Assets:Inv   -5 HOOL {102 USD}
      Assets:Cash
    2020-01-07 *
      Assets:Inv   -25 HOOL {101 USD}
      Assets:Cash
    2020-01-08 *
      Assets:Inv   -17 HOOL {}
      Assets:Cash
  `,
  'sale with gains interpolated, cost currency from the inventory': `
    2020-01-02 *
      Assets:Inv   10 HOOL {100.00 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Inv   -4 HOOL {} @ 120.00 USD
      Assets:Cash   480.00 USD
      Income:Gains
  `,
  'cost of a reduction backed out by interpolation is not attempted': `
    2020-01-02 *
      Assets:Inv   10 HOOL {100 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Inv   -10 HOOL {USD}
      Assets:Cash   1000 USD
      Income:Gains  -200 USD
  `,
  'FIFO and LIFO across lots, same-date lots keep their order': `
    2020-01-02 *
      Assets:Fifo   5 HOOL {100 USD}
      Assets:Fifo   5 HOOL {101 USD}
      Assets:Lifo   5 HOOL {100 USD}
      Assets:Lifo   5 HOOL {101 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Fifo   5 HOOL {102 USD}
      Assets:Lifo   5 HOOL {102 USD}
      Assets:Cash
    2020-01-04 *
      Assets:Fifo   -7 HOOL {}
      Assets:Lifo   -7 HOOL {}
      Assets:Cash
    2020-01-05 *
      Assets:Fifo   -4 HOOL {}
      Assets:Lifo   -4 HOOL {}
      Assets:Cash
    2020-01-06 *
      Assets:Fifo   -10 HOOL {}
      Assets:Cash
  `,
  'LIFO over lots in date order (whole days taken from the newest back) and over a lot dated before the others': `
    2020-01-02 *
      Assets:Lifo   1 HOOL {100 USD}
      Assets:Lifo   2 HOOL {101 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Lifo   3 HOOL {102 USD}
      Assets:Lifo   4 HOOL {103 USD}
      Assets:Cash
    2020-01-04 *
      Assets:Lifo   -8 HOOL {}
      Assets:Cash
    2020-01-05 *
      Assets:Lifo   5 HOOL {99 USD, 2019-06-01}
      Assets:Cash
    2020-01-06 *
      Assets:Lifo   -2 HOOL {}
      Assets:Cash
    2020-01-07 *
      Assets:Lifo   -9 HOOL {}
      Assets:Cash
  `,
  'LIFO from the newest end: days with several lots, another commodity and a short lot between them, a cost filter, a lot sold out and bought again the same day, two sales in one entry, too few lots': `
    2020-01-02 *
      Assets:Lifo   2 HOOL {100 USD}
      Assets:Lifo   3 AAPL {50 USD}
      Assets:Lifo   2 HOOL {101 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Lifo   -1 MSFT {10 USD}
      Assets:Lifo   2 HOOL {102 USD}
      Assets:Lifo   2 HOOL {103 USD}
      Assets:Lifo   1 AAPL {51 USD}
      Assets:Cash
    2020-01-04 *
      Assets:Lifo   -3 HOOL {}
      Assets:Cash
    2020-01-05 *
      Assets:Lifo   -2 HOOL {101 USD}
      Assets:Cash
    2020-01-06 *
      Assets:Lifo   1 HOOL {104 USD}
      Assets:Lifo   1 HOOL {105 USD}
      Assets:Cash
    2020-01-06 *
      Assets:Lifo   -1 HOOL {104 USD}
      Assets:Cash
    2020-01-06 *
      Assets:Lifo   2 HOOL {104 USD}
      Assets:Cash
    2020-01-07 *
      Assets:Lifo   -2 HOOL {}
      Assets:Lifo   -1 HOOL {}
      Assets:Lifo   -2 AAPL {}
      Assets:Cash
    2020-01-08 *
      Assets:Lifo   -3 HOOL {}
      Assets:Cash
    2020-01-09 *
      Assets:Lifo   -1 HOOL {}
      Assets:Cash
  `,
  'FIFO when a lot is written with an earlier date than the lots before it, short lots, and too few lots': `
    2020-01-02 *
      Assets:Fifo   5 HOOL {100 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Fifo   5 HOOL {101 USD, 2019-06-01}
      Assets:Fifo   2 HOOL {99 USD, "late"}
      Assets:Cash
    2020-01-04 *
      Assets:Fifo   -6 HOOL {}
      Assets:Cash
    2020-01-05 *
      Assets:Fifo   -1 HOOL {USD}
      Assets:Fifo   -2 HOOL {}
      Assets:Cash
    2020-01-06 *
      Assets:Fifo   -9 HOOL {}
      Assets:Cash
    2020-01-07 *
      Assets:Lifo   -3 HOOL {50 USD}
      Assets:Lifo   4 HOOL {60 USD}
      Assets:Cash
    2020-01-08 *
      Assets:Fifo   1 HOOL {70 USD}
      Assets:Fifo   3 HOOL {71 USD}
      Assets:Cash
    2020-01-09 *
      Assets:Fifo   -2 HOOL {71 USD}
      Assets:Fifo   -1 HOOL {}
      Assets:Cash
  `,
  'two reductions in one transaction take different lots': `
    2020-01-02 *
      Assets:Fifo   5 HOOL {100 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Fifo   5 HOOL {110 USD}
      Assets:Cash
    2020-01-04 *
      Assets:Fifo   -3 HOOL {}
      Assets:Fifo   -3 HOOL {}
      Assets:Cash
  `,
  'matching by date and label': `
    2020-01-02 *
      Assets:Inv   5 HOOL {100 USD, "a"}
      Assets:Inv   5 HOOL {100 USD, 2020-01-01}
      Assets:Cash
    2020-01-03 *
      Assets:Inv   -2 HOOL {"a"}
      Assets:Cash
    2020-01-04 *
      Assets:Inv   -2 HOOL {2020-01-01}
      Assets:Cash
  `,
  'NONE booking keeps mixed lots, AVERAGE reductions are refused': `
    2020-01-02 *
      Assets:None   5 HOOL {100 USD}
      Assets:Avg    5 HOOL {100 USD}
      Assets:Cash
    2020-01-03 *
      Assets:None   -7 HOOL {101 USD}
      Assets:Cash
    2020-01-04 *
      Assets:Avg    -2 HOOL {}
      Assets:Cash
  `,
  'too many missing numbers and two auto-postings': `
    2020-01-02 *
      Assets:Bank   EUR @ USD
      Assets:Cash   -10 USD
    2020-01-03 *
      Assets:Bank
      Assets:Cash
      Expenses:Food  3 USD
  `,
  'currencies inferred from the other postings and from balances': `
    2020-01-02 *
      Assets:Bank    10.00 USD
      Assets:Cash    -10.00
    2020-01-03 *
      Assets:Inv    2 HOOL {50 USD}
      Assets:Cash
    2020-01-04 *
      Assets:Inv    -1 HOOL {}
      Assets:Bank    40 USD
      Expenses:Food  12 CAD
      Income:Gains
  `,
  'failed categorization drops the transaction': `
    2020-01-02 *
      Assets:Bank    10.00
      Expenses:Food  5 EUR
      Assets:Cash    -3 USD
  `,
  'tolerance options change the rounding of interpolated units': `
    option "inferred_tolerance_default" "USD:0.0005"
    option "inferred_tolerance_multiplier" "0.6"
    2020-01-02 *
      Expenses:Food   10.12345 USD @ 1.000 EUR
      Assets:Cash
    2020-01-03 *
      Expenses:Food   1.1111 CAD
      Expenses:Fees   2 USD
      Assets:Cash     -1 CAD
      Assets:Bank
  `,
  'inferring tolerance from cost widens the rounding quantum': `
    option "infer_tolerance_from_cost" "TRUE"
    2020-01-02 *
      Assets:Inv   18.572 VWELX {30.96 USD}
      Assets:Inv   18.572 VWELX {30.96 USD}
      Assets:Cash
  `,
  'default tolerance for all currencies': `
    option "inferred_tolerance_default" "*:0.005"
    2020-01-02 *
      Expenses:Food   1 USD @ 1.234567 CAD
      Assets:Cash
  `,
  'units left out at a cost: the lot gets no date, so a dated reduction misses it and an undated one takes it': `
    2020-01-02 *
      Assets:Inv    HOOL {300.00 USD}
      Assets:Cash   -600.00 USD
    2020-01-03 *
      Assets:Inv    -1 HOOL {300.00 USD, 2020-01-02}
      Assets:Cash   300.00 USD
    2020-01-04 *
      Assets:Inv    -1 HOOL {300.00 USD}
      Assets:Cash
    2020-01-05 *
      Assets:Fifo   HOOL {300.00 USD}
      Assets:Cash   -600.00 USD
    2020-01-06 *
      Assets:Fifo   -2 HOOL {}
      Assets:Cash
  `,
  'a lot bought again at an equal cost written otherwise takes the cost as last written (in two entries, and in one)': `
    2020-01-02 *
      Assets:Inv    10 HOOL {100 USD}
      Assets:Cash
    2020-01-02 *
      Assets:Inv    5 HOOL {100.00 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Inv    -15 HOOL {}
      Assets:Cash
    2020-01-04 *
      Assets:Fifo   10 HOOL {7.0 USD}
      Assets:Fifo   5 HOOL {7 USD}
      Assets:Cash
    2020-01-05 *
      Assets:Fifo   -12 HOOL {}
      Assets:Cash
  `,
  'a zero price on units left out in the price currency is passed over: the units take the weight': `
    2020-01-02 *
      Assets:Cash   -10.00 USD
      Assets:Bank   USD @ 0 USD
    2020-01-03 *
      Assets:Cash   -10.00 USD
      Assets:Bank   USD @ 0.00 USD
      Assets:Bank   5 EUR
      Assets:Cash
  `,
  'negative cost and zero units at cost are errors': `
    2020-01-02 *
      Assets:Inv    10 HOOL {USD}
      Assets:Cash   100 USD
  `,
};

const run = mustRunBeancountTests() ? describe : describe.skip;

run('booking agrees with Beancount 2.3', () => {
  it('has Beancount installed', () => {
    expect(beancountAvailable()).toBe(true);
  });

  for (const [name, body] of Object.entries(SNIPPETS)) {
    it(name, () => {
      const text = ACCOUNTS + body.replace(/^ {4}/gm, '');
      const reference = bookWithBeancount(text);
      expect(reference.parse_errors).toEqual([]);
      const ours = bookSnippet(text);
      expect(ours.transactions.map((t) => ({ line: t.source.line, postings: t.postings.map(postingText) }))).toEqual(
        reference.transactions.map((t) => ({ line: t.line, postings: t.postings.map(referencePostingText) })),
      );
      expect(errorTexts(ours)).toEqual(reference.errors.map((e) => `${e.line}: ${e.message}`));
    });
  }
});
