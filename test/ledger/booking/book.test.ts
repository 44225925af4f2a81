// Booking rules as small ledgers with their expected outcome, after beancount/parser/booking_full_test.py.
// In the expected postings, "*" marks a posting booking filled in.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { BookingMethod, RawTransaction } from '../../../src/ledger/core/directives.ts';
import { Inventory } from '../../../src/ledger/core/inventory.ts';
import { defaultOptions } from '../../../src/ledger/core/options.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { bookTransaction } from '../../../src/ledger/booking/book.ts';
import { bookSnippet, dedent, errorTexts, FILE, postingsAt, postingText } from './snippets.ts';

// Line 1 is this comment, so the first line of a test's ledger is line 5.
const OPEN = `; accounts
2000-01-01 open Assets:Cash
2000-01-01 open Assets:Inv
2000-01-01 open Income:Gains
`;

/** Book the accounts above plus the given pieces of ledger, each dedented on its own. */
function book(...parts: string[]) {
  return bookSnippet(OPEN + parts.map(dedent).join('\n'));
}

describe('interpolation of a missing number', () => {
  it('fills one auto-posting per currency and marks it interpolated', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    10.00 USD
        Assets:Inv    5 EUR
        Assets:Cash
    `);
    expect(postingsAt(b, 5)).toEqual(['Assets:Inv 10.00 USD', 'Assets:Cash -10.00 USD *', 'Assets:Inv 5 EUR', 'Assets:Cash -5 EUR *']);
    expect(b.errors).toEqual([]);
  });

  it('rounds interpolated units to the precision the transaction uses', () => {
    const b = book(`
      option "inferred_tolerance_default" "USD:0.00005"
      option "inferred_tolerance_default" "JPY:0.5"
      2016-04-23 *
        Assets:Inv    100.123412341234 USD
        Assets:Cash
      2016-04-24 *
        Assets:Inv    100.123412341234 CAD
        Assets:Cash
      2016-04-25 *
        Assets:Inv    100.123412341234 JPY
        Assets:Cash
      2016-04-26 *
        Assets:Inv    3 EUR @ 1.3333 USD
        Assets:Inv    1.11 USD
        Assets:Cash
    `);
    expect(postingsAt(b, 7)[1]).toBe('Assets:Cash -100.1234 USD *');
    expect(postingsAt(b, 10)[1]).toBe('Assets:Cash -100.123412341234 CAD *');
    expect(postingsAt(b, 13)[1]).toBe('Assets:Cash -100 JPY *');
    expect(postingsAt(b, 16)[2]).toBe('Assets:Cash -5.11 USD *');
  });

  it('drops an auto-posting that has nothing to balance', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    10 USD
        Assets:Inv   -10 USD
        Assets:Cash
    `);
    expect(postingsAt(b, 5)).toEqual(['Assets:Inv 10 USD', 'Assets:Inv -10 USD']);
  });

  it('computes a missing price, per-unit cost, or units through a price or a cost', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    -100 EUR @ USD
        Assets:Cash    120.00 USD
      2020-01-03 *
        Assets:Inv    10 HOOL {USD}
        Assets:Cash   -1000.00 USD
      2020-01-05 *
        Assets:Inv    EUR @ 2 USD
        Assets:Cash   -3.00 USD
    `);
    expect(postingsAt(b, 5)[0]).toBe('Assets:Inv -100 EUR @ 1.20 USD *');
    expect(postingsAt(b, 8)[0]).toBe('Assets:Inv 10 HOOL {100.00 USD, 2020-01-03} *');
    expect(postingsAt(b, 11)[0]).toBe('Assets:Inv 1.50 EUR @ 2 USD *');
    expect(b.errors).toEqual([]);
  });

  it('refuses more than one missing number in a currency group', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    EUR @ USD
        Assets:Cash   -10 USD
      2020-01-03 *
        Assets:Inv    10 USD
        Assets:Cash
        Income:Gains
    `);
    expect(errorTexts(b)).toEqual([
      "6: Too many missing numbers for currency group 'USD'",
      '11: You may not have more than one auto-posting per currency',
    ]);
    // The first keeps its transaction without the group's postings; the second is dropped.
    expect(postingsAt(b, 5)).toEqual([]);
    expect(b.transactions.map((t) => t.source.line)).toEqual([5]);
  });

  it('reports what Beancount cannot interpolate (it crashes on some of these)', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    HOOL {{300 USD}}
        Assets:Cash   -300 USD
      2020-01-03 *
        Assets:Inv    2 HOOL {30 USD} @ USD
        Assets:Cash   -60 USD
      2020-01-04 *
        Assets:Inv    0 EUR @ USD
        Assets:Cash   1 USD
      2020-01-05 *
        Assets:Inv    0 HOOL {30 USD}
        Assets:Cash
    `);
    expect(errorTexts(b)).toEqual([
      '6: Cannot infer per-unit cost only from total',
      '9: Cannot infer price for postings with units held at cost',
      '12: Cannot infer price for zero units',
      '15: Amount is zero: "0 HOOL"',
    ]);
  });

  it('passes over a zero price when the units are left out (Beancount reads a zero Amount as false), and reports it in another currency', () => {
    const b = book(`
      2020-01-02 *
        Assets:Cash   -10 USD
        Assets:Inv    USD @ 0 USD
      2020-01-03 *
        Assets:Cash   -10 USD
        Assets:Inv    EUR @ 0 USD
      2020-01-04 *
        Assets:Cash   -10 USD
        Assets:Cash    10 USD
        Assets:Inv    EUR @ 0.00 USD
        Assets:Inv    5 CAD
        Assets:Cash  -5 CAD
      2020-01-05 *
        Assets:Cash   -1 USD
        Assets:Inv
    `);
    // The units take the weight, the price stays: the transaction then does not balance (a later check).
    expect(postingsAt(b, 5)).toEqual(['Assets:Cash -10 USD', 'Assets:Inv 10 USD @ 0 USD *']);
    // Where Beancount stops (AssertionError, or a division by zero), the group goes with an error.
    expect(errorTexts(b)).toEqual(['10: Cannot infer units from a zero price', '14: Cannot infer units from a zero price']);
    expect(postingsAt(b, 8)).toEqual([]);
    expect(postingsAt(b, 11)).toEqual(['Assets:Inv 5 CAD', 'Assets:Cash -5 CAD']);
    expect(postingsAt(b, 17)).toEqual(['Assets:Cash -1 USD', 'Assets:Inv 1 USD *']);
  });

  it('a zero price the units cannot be inferred from costs the ledger one error on its posting, not the whole file', () => {
    const ledger = Ledger.fromText(
      dedent(`
        2024-01-01 open Assets:Cash
        2024-01-01 open Income:X
        2024-01-02 * "x"
          Income:X  -10 USD
          Assets:Cash  EUR @ 0 USD
        2024-01-03 * "y"
          Income:X  -10 USD
          Assets:Cash
      `),
      'zero.beancount',
    );
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual(['5: Cannot infer units from a zero price']);
    expect(ledger.directives.filter((d) => d.type === 'transaction').map((t) => t.postings.map(postingText))).toEqual([
      [],
      ['Income:X -10 USD', 'Assets:Cash 10 USD *'],
    ]);
  });

  it('a zero cost, per unit or total, or a zero total price, with the units left out: an error each, no division by zero', () => {
    const b = book(`
      2020-01-02 *
        Assets:Cash   -10 USD
        Assets:Inv    HOOL {0 USD}
      2020-01-03 *
        Assets:Cash   -10 USD
        Assets:Inv    HOOL {{0 USD}}
      2020-01-04 *
        Assets:Cash   -10 USD
        Assets:Inv    HOOL {0 # 10 USD}
    `);
    expect(errorTexts(b)).toEqual([
      '7: Cannot infer per-unit cost only from total',
      '10: Cannot infer per-unit cost only from total',
      '13: Cannot infer per-unit cost only from total',
    ]);
    // A total price without units is dropped as it is read (as by Beancount's parser): nothing to divide.
    const ledger = Ledger.fromText(OPEN + dedent(`
      2020-01-05 *
        Assets:Cash   -10 USD
        Assets:Inv    EUR @@ 0 USD
    `));
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual([
      '7: Total price on a posting without units: 0 USD.',
      '5: Transaction does not balance: (-10 USD)',
    ]);
  });

  it('keeps a reduction whose price is left out: it still reduces the lot and is checked for balance', () => {
    // Beancount 2.3 keeps the posting with its price missing ("@ MISSING USD"), reduces the lot
    // and reports "Transaction does not balance: (-400 USD)" (checked with bean-check); the
    // weight of a posting at cost is its cost, so the missing price changes nothing we compute.
    const b = book(`
      2020-01-02 *
        Assets:Inv    10 HOOL {100 USD}
        Assets:Cash  -1000 USD
      2020-01-03 *
        Assets:Inv    -4 HOOL {} @@
    `);
    expect(errorTexts(b)).toEqual(['9: Cannot infer price for postings with units held at cost']);
    expect(postingsAt(b, 8)).toEqual(['Assets:Inv -4 HOOL {100 USD, 2020-01-02}']);
  });
});

describe('prices and costs as written', () => {
  it('divides an @@ total price by the absolute number of units', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    -300 EUR @@ 400 USD
        Assets:Cash
      2020-01-03 *
        Assets:Inv    3 EUR @@ 1 USD
        Assets:Cash   -1 USD
    `);
    expect(postingsAt(b, 5)).toEqual(['Assets:Inv -300 EUR @ 1.333333333333333333333333333 USD', 'Assets:Cash 399.9999999999999999999999999 USD *']);
    expect(postingsAt(b, 8)[0]).toBe('Assets:Inv 3 EUR @ 0.3333333333333333333333333333 USD');
  });

  it('turns {{total}} and {per # total} into a per-unit cost dated by the transaction', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    3 HOOL {{100 USD}}
        Assets:Inv    4 HOOL {10 # 5 USD, 2019-05-01, "lot"}
        Assets:Cash
    `);
    expect(postingsAt(b, 5)).toEqual([
      'Assets:Inv 3 HOOL {33.33333333333333333333333333 USD, 2020-01-02}',
      'Assets:Inv 4 HOOL {11.25 USD, 2019-05-01, "lot"}',
      'Assets:Cash -145.0000000000000000000000000 USD *',
    ]);
  });

  it('keeps the cost of a short sale given per-unit plus total', () => {
    const b = book(`
      2018-10-31 *
        Assets:Cash       2452.53 USD
        Assets:Inv        -23 MSFT {106.935 # 6.90 USD}
        Income:Gains      13.95 USD
    `);
    expect(postingsAt(b, 5)[1]).toBe('Assets:Inv -23 MSFT {107.235 USD, 2018-10-31}');
  });
});

describe('reductions', () => {
  const lots = `
    2020-01-02 *
      Assets:Inv    10 HOOL {100 USD}
      Assets:Cash
    2020-01-03 *
      Assets:Inv    10 HOOL {101 USD}
      Assets:Cash
  `;

  it('takes the one lot that matches, with its date, and lets gains be interpolated', () => {
    const b = book(lots, `
      2020-01-04 *
        Assets:Inv    -4 HOOL {101 USD} @ 120 USD
        Assets:Cash   480 USD
        Income:Gains
    `);
    expect(postingsAt(b, 12)).toEqual(['Assets:Inv -4 HOOL {101 USD, 2020-01-03} @ 120 USD', 'Assets:Cash 480 USD', 'Income:Gains -76 USD *']);
  });

  it('STRICT: ambiguous unless the reduction takes all matching lots exactly', () => {
    const b = book(lots, `
      2020-01-04 *
        Assets:Inv    -5 HOOL {}
        Assets:Cash
      2020-01-05 *
        Assets:Inv    -20 HOOL {}
        Assets:Cash
    `);
    expect(errorTexts(b)).toEqual([
      '12: Ambiguous matches for "-5 HOOL {}": 10 HOOL {100 USD, 2020-01-02}, 10 HOOL {101 USD, 2020-01-03}',
    ]);
    expect(postingsAt(b, 12)).toEqual([]);
    expect(postingsAt(b, 15)).toEqual(['Assets:Inv -10 HOOL {100 USD, 2020-01-02}', 'Assets:Inv -10 HOOL {101 USD, 2020-01-03}', 'Assets:Cash 2010 USD *']);
  });

  it('reports no match and not enough units, with the balance', () => {
    const b = book(lots, `
      2020-01-04 *
        Assets:Inv    -5 HOOL {99 USD}
        Assets:Cash
      2020-01-05 *
        Assets:Inv    -11 HOOL {100 USD}
        Assets:Cash
    `);
    expect(errorTexts(b)).toEqual([
      `12: No position matches "Posting(account='Assets:Inv', units=-5 HOOL, cost=CostSpec(number_per=Decimal('99'), number_total=None, ` +
        `currency='USD', date=None, label=None, merge=False), price=None, flag=None, meta={'filename': '${FILE}', 'lineno': 13})" ` +
        'against balance (10 HOOL {100 USD, 2020-01-02}, 10 HOOL {101 USD, 2020-01-03})',
      '15: Not enough lots to reduce "-11 HOOL {100 USD}": 10 HOOL {100 USD, 2020-01-02}',
    ]);
  });

  it('matches lots by label and date', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    5 HOOL {100 USD, "a"}
        Assets:Inv    5 HOOL {100 USD, 2020-01-01}
        Assets:Cash
      2020-01-03 *
        Assets:Inv    -2 HOOL {"a"}
        Assets:Inv    -2 HOOL {2020-01-01}
        Assets:Cash
    `);
    expect(postingsAt(b, 9)).toEqual([
      'Assets:Inv -2 HOOL {100 USD, 2020-01-02, "a"}',
      'Assets:Inv -2 HOOL {100 USD, 2020-01-01}',
      'Assets:Cash 400 USD *',
    ]);
  });

  it('FIFO takes the oldest lots first and LIFO the newest, set per account on open', () => {
    const b = bookSnippet(dedent(`
      2020-01-01 open Assets:Fifo "FIFO"
      2020-01-01 open Assets:Lifo "LIFO"
      2020-01-02 *
        Assets:Fifo   5 HOOL {100 USD}
        Assets:Lifo   5 HOOL {100 USD}
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
        Assets:Cash
      2020-01-01 open Assets:Cash
    `));
    expect(postingsAt(b, 11)).toEqual([
      'Assets:Fifo -5 HOOL {100 USD, 2020-01-02}',
      'Assets:Fifo -2 HOOL {102 USD, 2020-01-03}',
      'Assets:Lifo -5 HOOL {102 USD, 2020-01-03}',
      'Assets:Lifo -2 HOOL {100 USD, 2020-01-02}',
      'Assets:Cash 1414 USD *',
    ]);
    expect(errorTexts(b)).toEqual(['15: Not enough lots to reduce "-4 HOOL {}": 3 HOOL {102 USD, 2020-01-03}']);
  });

  it('FIFO and LIFO refuse to order an undated lot (units left out at a cost) among others, where Beancount stops', () => {
    const b = bookSnippet(dedent(`
      2020-01-01 open Assets:Fifo "FIFO"
      2020-01-01 open Assets:Lifo "LIFO"
      2020-01-01 open Assets:Cash
      2020-01-02 *
        Assets:Fifo   HOOL {300.00 USD}
        Assets:Cash   -600.00 USD
      2020-01-02 *
        Assets:Lifo   HOOL {300.00 USD}
        Assets:Cash   -600.00 USD
      2020-01-03 *
        Assets:Fifo   1 HOOL {310.00 USD}
        Assets:Lifo   1 HOOL {310.00 USD}
        Assets:Cash
      2020-01-04 *
        Assets:Fifo   -1 HOOL {}
        Assets:Cash
      2020-01-05 *
        Assets:Lifo   -1 HOOL {310.00 USD}
        Assets:Cash
    `));
    expect([postingsAt(b, 4)[0], postingsAt(b, 7)[0]]).toEqual(['Assets:Fifo 2 HOOL {300.00 USD, null} *', 'Assets:Lifo 2 HOOL {300.00 USD, null} *']);
    // Two lots match: Beancount 2.3 sorts them by date and fails (TypeError comparing a date with None).
    expect(errorTexts(b)).toEqual(['14: Lots without a date cannot be put in FIFO order for "-1 HOOL {}": 2 HOOL {300.00 USD}, 1 HOOL {310.00 USD, 2020-01-03}']);
    // One lot matches: nothing to order.
    expect(postingsAt(b, 17)[0]).toBe('Assets:Lifo -1 HOOL {310.00 USD, 2020-01-03}');
  });

  it('the default method comes from the booking_method option', () => {
    const b = book(`
      option "booking_method" "FIFO"`, lots, `
      2020-01-04 *
        Assets:Inv    -12 HOOL {}
        Assets:Cash
    `);
    expect(postingsAt(b, 13).slice(0, 2)).toEqual(['Assets:Inv -10 HOOL {100 USD, 2020-01-02}', 'Assets:Inv -2 HOOL {101 USD, 2020-01-03}']);
  });

  it('NONE never reduces: opposite lots are added; AVERAGE reductions are refused', () => {
    const b = bookSnippet(dedent(`
      2020-01-01 open Assets:None "NONE"
      2020-01-01 open Assets:Avg "AVERAGE"
      2020-01-02 *
        Assets:None   5 HOOL {100 USD}
        Assets:Avg    5 HOOL {100 USD}
        Assets:Avg    5 HOOL {100 USD}
        Assets:Cash
      2020-01-03 *
        Assets:None   -7 HOOL {100 USD}
        Assets:Cash
      2020-01-04 *
        Assets:Avg    -2 HOOL {}
        Assets:Cash
    `));
    expect(postingsAt(b, 8)[0]).toBe('Assets:None -7 HOOL {100 USD, 2020-01-03}');
    expect(errorTexts(b)).toEqual(['11: AVERAGE method is not supported']);
  });

  it('a later posting of the same transaction cannot take the same lot again', () => {
    const b = book(`
      2020-01-02 *
        Assets:Inv    5 HOOL {100 USD}
        Assets:Cash
      2020-01-03 *
        Assets:Inv    -3 HOOL {100 USD}
        Assets:Inv    -3 HOOL {100 USD}
        Assets:Cash
    `);
    expect(errorTexts(b)).toEqual(['8: Not enough lots to reduce "-3 HOOL {100 USD}": 2 HOOL {100 USD, 2020-01-02}']);
  });

  it('a lot bought again at an equal cost written otherwise (100.00 after 100) is sold at the cost as last written', () => {
    const b = book(`
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
        Assets:Inv    10 HOOL {7.0 USD}
        Assets:Inv    5 HOOL {7 USD}
        Assets:Cash
      2020-01-05 *
        Assets:Inv    -15 HOOL {}
        Assets:Cash
    `);
    expect(postingsAt(b, 11)).toEqual(['Assets:Inv -15 HOOL {100.00 USD, 2020-01-02}', 'Assets:Cash 1500.00 USD *']);
    expect(postingsAt(b, 18)).toEqual(['Assets:Inv -15 HOOL {7 USD, 2020-01-04}', 'Assets:Cash 105 USD *']);
    expect(b.errors).toEqual([]);
  });
});

describe('currency inference', () => {
  it('from the other postings, then from what the account holds', () => {
    const b = book(`
      2020-01-02 *
        Assets:Cash    10.00 USD
        Assets:Inv    -10.00
      2020-01-03 *
        Assets:Inv    2 HOOL {50 USD}
        Assets:Cash
      2020-01-04 *
        Assets:Inv    -1 HOOL {}
        Assets:Cash    40 USD
        Income:Gains   12 CAD
        Income:Gains
    `);
    expect(postingsAt(b, 5)[1]).toBe('Assets:Inv -10.00 USD');
    expect(postingsAt(b, 11)).toEqual([
      'Assets:Inv -1 HOOL {50 USD, 2020-01-03}',
      'Assets:Cash 40 USD',
      'Income:Gains 10 USD *',
      'Income:Gains 12 CAD',
      'Income:Gains -12 CAD *',
    ]);
  });

  it('drops the transaction when a currency cannot be found', () => {
    const b = book(`
      2020-01-02 *
        Assets:Cash    10.00
        Assets:Inv     5 EUR
        Income:Gains   -3 USD
    `);
    expect(errorTexts(b)).toEqual(['6: Failed to categorize posting 1']);
    expect(b.transactions).toEqual([]);
  });
});

describe('bookTransaction', () => {
  const options = defaultOptions();
  function rawTransaction(text: string): RawTransaction {
    const parsed = parseText(dedent(text), FILE);
    return parsed.directives.find((d): d is RawTransaction => d.type === 'transaction')!;
  }

  it('books against given balances without changing them', () => {
    const balance = new Inventory();
    balance.addAmount({ number: Decimal.parse('10'), currency: 'HOOL' }, { number: Decimal.parse('100'), currency: 'USD', date: '2020-01-02', label: null });
    balance.addAmount({ number: Decimal.parse('10'), currency: 'HOOL' }, { number: Decimal.parse('90'), currency: 'USD', date: '2020-01-01', label: null });
    const before = balance.positions();
    const methodOf = (account: string): BookingMethod => (account === 'Assets:Inv' ? 'FIFO' : 'STRICT');
    const txn = rawTransaction(`
      2020-02-01 *
        Assets:Inv    -12 HOOL {}
        Assets:Cash
    `);
    const { transaction, errors } = bookTransaction(txn, (a) => (a === 'Assets:Inv' ? balance : new Inventory()), methodOf, options);
    expect(errors).toEqual([]);
    expect(transaction!.postings.map(postingText)).toEqual([
      'Assets:Inv -10 HOOL {90 USD, 2020-01-01}',
      'Assets:Inv -2 HOOL {100 USD, 2020-01-02}',
      'Assets:Cash 1100 USD *',
    ]);
    expect(balance.positions()).toEqual(before);
  });

  it('interpolates a total cost left out after #', () => {
    const txn = rawTransaction(`
      2020-01-04 *
        Assets:Inv    4 HOOL {10 # USD}
        Assets:Cash   -45 USD
    `);
    // The parser marks "{10 # USD}" with totalMissing; set it here in case it does not yet.
    const spec = txn.postings[0]!;
    const marked: RawTransaction = { ...txn, postings: [{ ...spec, cost: { ...spec.cost!, numberTotal: null, totalMissing: true } }, txn.postings[1]!] };
    const { transaction, errors } = bookTransaction(marked, () => new Inventory(), () => 'STRICT', options);
    expect(errors).toEqual([]);
    expect(transaction!.postings.map(postingText)).toEqual(['Assets:Inv 4 HOOL {11.25 USD, 2020-01-04} *', 'Assets:Cash -45 USD']);
  });

  it('returns no transaction when it cannot be categorized', () => {
    const txn = rawTransaction(`
      2020-02-01 *
        Assets:Inv    10.00
        Assets:Cash   -3 USD
        Assets:Cash   -3 EUR
    `);
    const result = bookTransaction(txn, () => new Inventory(), () => 'STRICT', options);
    expect(result.transaction).toBeNull();
    expect(result.errors.map((e) => e.message)).toEqual(['Failed to categorize posting 1']);
  });
});
