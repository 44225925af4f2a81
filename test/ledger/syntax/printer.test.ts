import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { RawDirective, RawTransaction, Transaction } from '../../../src/ledger/core/directives.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { printDirective, quoteString } from '../../../src/ledger/syntax/printer.ts';
import { directive, HOSTILE_PIECES, hostileString, withoutSources } from './arbitraries.ts';

const SOURCE = { file: 'x', line: 1 };

function parseOne(text: string): RawDirective {
  const r = parseText(text, 'printed.beancount');
  expect(r.errors).toEqual([]);
  expect(r.directives).toHaveLength(1);
  return r.directives[0]!;
}

describe('quoteString', () => {
  it('escapes quotes, backslashes and control characters Beancount decodes', () => {
    expect(quoteString('plain')).toBe('"plain"');
    expect(quoteString('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteString('a\\b')).toBe('"a\\\\b"');
    expect(quoteString('l1\nl2\r\t\f\b')).toBe('"l1\\nl2\\r\\t\\f\\b"');
    expect(quoteString('中文 😀')).toBe('"中文 😀"');
  });

  it('never leaves a raw newline, so a printed directive keeps to its own lines', () => {
    for (const piece of HOSTILE_PIECES) expect(quoteString(piece)).not.toMatch(/[\n\r]/);
  });

  it('refuses text that has no UTF-8 encoding', () => {
    expect(() => quoteString('bad \uD800 surrogate')).toThrow(/surrogate/);
    expect(() => quoteString('\uDC00')).toThrow(/surrogate/);
  });
});

describe('printDirective', () => {
  it('prints canonical text that parses back to the same directives', () => {
    const text = [
      '2024-01-02 open Assets:银行:招商 CNY,USD "FIFO"',
      '  opened-by: "me"',
      '',
      '2024-01-02 * "Payee \\"Q\\"" "Narration" #tag ^link',
      '  when: 2024-01-01',
      '  nx: 1.50',
      '  neg: -0.000001',
      '  acct: Assets:Cash',
      '  cur: USD',
      '  tt: #t',
      '  bb: FALSE',
      '  amt: 10.00 USD',
      '  Assets:Cash  -10.00 USD',
      '    note:',
      '    pd: 2024-02-02',
      '  ! Expenses:Café  5 HOOL {2.00 USD, 2024-01-01, "lot 1"} @ 2.10 USD',
      '  Expenses:Other  1 HOOL {{5 USD}} @@ 5 USD',
      '  Expenses:Rest',
      '',
      '2024-01-03 balance Assets:Cash  10 ~ 0.01 USD',
      '',
      '2024-01-03 custom "budget" "x" 2024-01-01 TRUE 1.5 USD 2 Assets:Cash',
      '',
    ].join('\n');
    const r = parseText(text, 'f');
    expect(r.errors).toEqual([]);
    expect(r.directives.map(printDirective).join('\n')).toBe(text);
    // each metadata value keeps its type through print and parse (the API's meta_types relies on it)
    const txn = r.directives[1] as RawTransaction;
    expect(Object.fromEntries(Object.entries(txn.meta).map(([k, v]) => [k, v.type]))).toEqual({
      when: 'date', nx: 'number', neg: 'number', acct: 'account', cur: 'currency', tt: 'tag', bb: 'bool', amt: 'amount',
    });
    expect(Object.fromEntries(Object.entries(txn.postings[0]!.meta).map(([k, v]) => [k, v.type]))).toEqual({ note: 'null', pd: 'date' });
  });

  it('prints each cost form so that it reads back the same', () => {
    const parsed = parseText(
      [
        '2014-01-01 *',
        '  Assets:A  1 XX {}',
        '  Assets:A  1 XX {45.23 # 9.95 USD}',
        '  Assets:A  1 XX {# 9.95 USD}',
        '  Assets:A  1 XX {USD}',
        '  Assets:A  1 XX {{100 USD}}',
        '  Assets:A  1 XX {2014-12-26, "label"}',
        '  Assets:A  1 XX {*}',
        '  Assets:A  1 XX @',
        '',
      ].join('\n'),
      'f',
    );
    expect(parsed.errors.map((e) => e.message)).toEqual(['Cost merging is not supported yet']);
    const t = parsed.directives[0] as RawTransaction;
    const printed = printDirective(t);
    expect(printed.split('\n').slice(1, -1)).toEqual([
      '  Assets:A  1 XX {}',
      '  Assets:A  1 XX {45.23 # 9.95 USD}',
      '  Assets:A  1 XX {# 9.95 USD}',
      '  Assets:A  1 XX {USD}',
      // (a total alone reads as a per-unit 0 and the total in Beancount 2.3: printed as written)
      '  Assets:A  1 XX {{100 USD}}',
      '  Assets:A  1 XX {2014-12-26, "label"}',
      '  Assets:A  1 XX {*}',
      '  Assets:A  1 XX @',
    ]);
    const again = parseText(printed, 'f').directives[0];
    expect(withoutSources(again)).toEqual(withoutSources(t));
  });

  it('prints booked postings with their lot cost', () => {
    const booked: Transaction = {
      type: 'transaction', date: '2024-01-05', meta: {}, source: SOURCE, flag: '*', payee: null, narration: 'sell', tags: [], links: [],
      postings: [
        {
          account: 'Assets:Broker', flag: null, units: { number: Decimal.parse('-2'), currency: 'HOOL' },
          cost: { number: Decimal.parse('10'), currency: 'USD', date: '2024-01-01', label: null },
          price: { number: Decimal.parse('12'), currency: 'USD' }, meta: {}, source: SOURCE,
        },
        { account: 'Assets:Cash', flag: null, units: { number: Decimal.parse('24'), currency: 'USD' }, cost: null, price: null, meta: {}, source: SOURCE, interpolated: true },
      ],
    };
    expect(printDirective(booked)).toBe('2024-01-05 * "sell"\n  Assets:Broker  -2 HOOL {10 USD, 2024-01-01} @ 12 USD\n  Assets:Cash  24 USD\n');
  });

  it('prints a booked lot without a date (units left out at a cost) with its number and currency only', () => {
    const booked: Transaction = {
      type: 'transaction', date: '2024-01-05', meta: {}, source: SOURCE, flag: '*', payee: null, narration: 'buy', tags: [], links: [],
      postings: [
        {
          account: 'Assets:Broker', flag: null, units: { number: Decimal.parse('2'), currency: 'HOOL' },
          cost: { number: Decimal.parse('300.00'), currency: 'USD', date: null, label: 'a' }, price: null, meta: {}, source: SOURCE, interpolated: true,
        },
        { account: 'Assets:Cash', flag: null, units: { number: Decimal.parse('-600.00'), currency: 'USD' }, cost: null, price: null, meta: {}, source: SOURCE },
      ],
    };
    expect(printDirective(booked)).toBe('2024-01-05 * "buy"\n  Assets:Broker  2 HOOL {300.00 USD, "a"}\n  Assets:Cash  -600.00 USD\n');
  });

  it('parenthesises a negative custom number that follows a number', () => {
    const d: RawDirective = {
      type: 'custom', date: '2024-01-01', meta: {}, source: SOURCE, customType: 'x',
      values: [{ type: 'number', value: Decimal.parse('1') }, { type: 'number', value: Decimal.parse('-2') }, { type: 'amount', value: { number: Decimal.parse('-3'), currency: 'USD' } }],
    };
    expect(printDirective(d)).toBe('2024-01-01 custom "x" 1 (-2) (-3) USD\n');
    const back = parseOne(printDirective(d));
    expect(withoutSources(back)).toEqual(withoutSources(d));
  });

  it('keeps a hostile narration inside its string', () => {
    const note: RawDirective = { type: 'note', date: '2024-01-01', meta: {}, source: SOURCE, account: 'Assets:Cash', comment: '"\n2024-01-01 open Assets:Evil\n"' };
    const text = printDirective(note);
    expect(text.split('\n')).toHaveLength(2);
    const back = parseOne(text);
    expect(back).toMatchObject({ type: 'note', comment: note.comment });
  });

  it('throws on values that cannot be written safely', () => {
    const txn = (over: Partial<RawTransaction>): RawTransaction => ({
      type: 'transaction', date: '2024-01-01', meta: {}, source: SOURCE, flag: '*', payee: null, narration: 'n', tags: [], links: [], postings: [], ...over,
    });
    expect(() => printDirective(txn({ tags: ['has space'] }))).toThrow(/tag/);
    expect(() => printDirective(txn({ tags: ['x\n2024-01-01 open Assets:E'] }))).toThrow(/tag/);
    expect(() => printDirective(txn({ links: ['中文'] }))).toThrow(/link/);
    expect(() => printDirective(txn({ tags: [''] }))).toThrow(/tag/);
    expect(() => printDirective(txn({ flag: '**' }))).toThrow(/flag/);
    expect(() => printDirective(txn({ flag: 'E' }))).toThrow(/flag/); // not a flag to Beancount 2.3's lexer
    const costWithoutCurrency = { numberPer: null, numberTotal: Decimal.parse('10'), currency: null, date: null, label: null, merge: false };
    const posting = { account: 'Assets:A', flag: null, units: null, cost: costWithoutCurrency, price: null, priceIsTotal: false, meta: {}, source: SOURCE };
    expect(() => printDirective(txn({ postings: [posting] }))).toThrow(/total cost without its currency/);
    expect(() => printDirective(txn({ date: '2024-1-1' }))).toThrow(/date/);
    expect(() => printDirective(txn({ meta: { 'Bad Key': { type: 'null' } } }))).toThrow(/key/);
    expect(() => printDirective(txn({ meta: { key: { type: 'link', value: 'x' } } }))).toThrow(/link/);
    expect(() => printDirective(txn({ narration: '\uD83D' }))).toThrow(/surrogate/);
    expect(() =>
      printDirective(txn({ postings: [{ account: 'Assets:Cash\n2024-01-01 open Assets:E', flag: null, units: null, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE }] })),
    ).toThrow(/account/);
    expect(() =>
      printDirective(txn({ postings: [{ account: 'Assets:Cash', flag: null, units: { number: Decimal.ONE, currency: 'usd' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE }] })),
    ).toThrow(/currency/);
    expect(() => printDirective({ type: 'open', date: '2024-01-01', meta: {}, source: SOURCE, account: 'assets:cash', currencies: [], booking: null })).toThrow(/account/);
    expect(() => printDirective({ type: 'custom', date: '2024-01-01', meta: {}, source: SOURCE, customType: 'x', values: [{ type: 'tag', value: 't' }] })).toThrow(/custom/);
  });
});

describe('print then parse (property)', () => {
  it('reads back every printed directive unchanged', () => {
    fc.assert(
      fc.property(directive, (d) => {
        const text = printDirective(d);
        expect(text.endsWith('\n')).toBe(true);
        const r = parseText(text, 'p');
        expect(r.errors).toEqual([]);
        expect(r.directives).toHaveLength(1);
        expect(withoutSources(r.directives[0])).toEqual(withoutSources(d));
      }),
      { numRuns: 1500 },
    );
  });

  it('round-trips hostile strings in every string position of a transaction', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileString, (payee, narration, value) => {
        const d: RawTransaction = {
          type: 'transaction', date: '2024-01-01', meta: { memo: { type: 'string', value } }, source: SOURCE, flag: '*', payee, narration, tags: [], links: [], postings: [],
        };
        const text = printDirective(d);
        const back = parseOne(text) as RawTransaction;
        expect([back.payee, back.narration, back.meta]).toEqual([payee, narration, d.meta]);
      }),
      { numRuns: 1000 },
    );
  });
});
