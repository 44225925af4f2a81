import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { Balance, Directive, Open, Transaction } from '../../../src/ledger/core/directives.ts';
import { defaultOptions } from '../../../src/ledger/core/options.ts';
import { validateActiveAccounts } from '../../../src/ledger/checks/active_accounts.ts';
import { checkBalances } from '../../../src/ledger/checks/balance.ts';
import { balanceTolerance } from '../../../src/ledger/checks/balance_tolerance.ts';
import { validateOpenClose } from '../../../src/ledger/checks/open_close.ts';
import { insertPadding } from '../../../src/ledger/checks/pad.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { sortDirectives } from '../../../src/ledger/load.ts';
import { beancount, errorsOf } from './snippets.ts';

const src = (line: number) => ({ file: 't', line });
const open = (date: string, account: string, line: number, currencies: string[] = []): Open => ({ type: 'open', date, account, currencies, booking: null, meta: {}, source: src(line) });
const txn = (date: string, line: number, ...legs: [string, string, string][]): Transaction => ({
  type: 'transaction', date, flag: '*', payee: null, narration: '', tags: [], links: [], meta: {}, source: src(line),
  postings: legs.map(([account, n, c]) => ({ account, flag: null, units: { number: Decimal.parse(n), currency: c }, cost: null, price: null, meta: {}, source: src(line) })),
});
const balance = (date: string, account: string, n: string, c: string, line: number, tolerance: string | null = null): Balance => ({
  type: 'balance', date, account, amount: { number: Decimal.parse(n), currency: c }, tolerance: tolerance === null ? null : Decimal.parse(tolerance), meta: {}, source: src(line),
});

describe('open/close (hand-built directives)', () => {
  it('reports duplicate opens, closes of unopened accounts and closes not after their open', () => {
    const entries: Directive[] = [
      open('2020-01-01', 'Assets:A', 1),
      open('2020-01-02', 'Assets:A', 2),
      { type: 'close', date: '2020-01-01', account: 'Assets:A', meta: {}, source: src(3) },
      { type: 'close', date: '2020-01-05', account: 'Assets:B', meta: {}, source: src(4) },
    ];
    expect(validateOpenClose(entries).map((e) => `${e.source.line}: ${e.message}`)).toEqual([
      '2: Duplicate open directive for Assets:A',
      '3: Internal error: closing date for Assets:A appears before opening date',
      '4: Unopened account Assets:B is being closed',
    ]);
  });
});

describe('active accounts', () => {
  it('tells unknown accounts from inactive ones', () => {
    const entries: Directive[] = [txn('2020-01-01', 1, ['Assets:A', '1', 'USD'], ['Assets:B', '-1', 'USD']), open('2020-01-02', 'Assets:A', 2)];
    expect(validateActiveAccounts(entries).map((e) => e.message)).toEqual([
      "Invalid reference to inactive account 'Assets:A'",
      "Invalid reference to unknown account 'Assets:B'",
    ]);
  });

  it('lets notes and balances name a closed account, not a transaction', () => {
    expect(
      errorsOf(`
        2020-01-01 open Assets:A
        2020-01-01 open Equity:E
        2020-02-01 close Assets:A
        2020-03-01 note Assets:A "after close"
        2020-03-01 * "x"
          Assets:A   1 USD
          Equity:E
      `),
    ).toEqual(["5: Invalid reference to inactive account 'Assets:A'"]);
  });
});

describe('balance assertions', () => {
  it('infers twice the multiplier times the last digit, and zero for integers', () => {
    const opts = defaultOptions();
    expect(balanceTolerance(balance('2020-01-01', 'A', '1.00', 'USD', 1), opts).toString()).toBe('0.010');
    expect(balanceTolerance(balance('2020-01-01', 'A', '1', 'USD', 1), opts).isZero()).toBe(true);
    expect(balanceTolerance(balance('2020-01-01', 'A', '1', 'USD', 1, '0.3'), opts).toString()).toBe('0.3');
  });

  it('sums sub-accounts and checks at the start of the day', () => {
    const entries: Directive[] = [
      open('2020-01-01', 'Assets:A', 1),
      open('2020-01-01', 'Assets:A:B', 2),
      txn('2020-01-02', 3, ['Assets:A:B', '5', 'USD'], ['Assets:A', '2', 'USD'], ['Equity:E', '-7', 'USD']),
      balance('2020-01-03', 'Assets:A', '7', 'USD', 4),
      txn('2020-01-03', 5, ['Assets:A:B', '1', 'USD'], ['Equity:E', '-1', 'USD']),
      balance('2020-01-03', 'Assets:A:B', '5', 'USD', 6),
      balance('2020-01-04', 'Assets:A:B', '5', 'USD', 7),
    ];
    // Sorted as the pipeline would: the day's balance assertions come before its transactions.
    const result = checkBalances(sortDirectives(entries), defaultOptions());
    expect(result.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual([
      "7: Balance failed for 'Assets:A:B': expected 5 USD != accumulated 6 USD (1 too much)",
    ]);
    expect(result.outcomes.map((o) => `${o.balance.source.line}=${o.accumulated}`)).toEqual(['4=7', '6=5', '7=6']);
  });

  it('reports unknown accounts and currencies the account does not allow', () => {
    expect(
      errorsOf(`
        2020-01-01 open Assets:A USD
        2020-01-02 balance Assets:A  0 EUR
        2020-01-02 balance Assets:Z  0 EUR
      `),
    ).toEqual(["2: Invalid currency 'EUR' for Balance directive: ", "3: Account 'Assets:Z' does not exist: "]);
  });

  it("prints the difference as Python's str(Decimal) does, in scientific notation when small, and the amounts plain", () => {
    const third = '0.3333333333333333333333333333';
    expect(
      errorsOf(`
        2020-01-01 open Assets:A
        2020-01-01 open Equity:E
        2020-01-02 * "units"
          Assets:A   0.12345670 BTC
          Assets:A   ${third} USD
          Assets:A   ${third} USD
          Assets:A   ${third} USD
          Assets:A   0.00000001 ETH
          Assets:A   0.0000012 XYZ
          Equity:E
        2020-01-03 balance Assets:A  0.12345680 BTC
        2020-01-03 balance Assets:A  1 USD
        2020-01-03 balance Assets:A  0.00000004 ETH
        2020-01-03 balance Assets:A  0.0000001 XYZ
      `),
    ).toEqual([
      "11: Balance failed for 'Assets:A': expected 0.12345680 BTC != accumulated 0.12345670 BTC (1.0E-7 too little)",
      "12: Balance failed for 'Assets:A': expected 1 USD != accumulated 0.9999999999999999999999999999 USD (1E-28 too little)",
      "13: Balance failed for 'Assets:A': expected 0.00000004 ETH != accumulated 0.00000001 ETH (3E-8 too little)",
      "14: Balance failed for 'Assets:A': expected 0.0000001 XYZ != accumulated 0.0000012 XYZ (0.0000011 too much)",
    ]);
  });
});

describe('pad', () => {
  it('inserts a P transaction right after the pad for the next balance of each currency', () => {
    const pad = { type: 'pad' as const, date: '2020-01-01', account: 'Assets:A', sourceAccount: 'Equity:E', meta: {}, source: src(2) };
    const entries: Directive[] = [
      open('2020-01-01', 'Assets:A', 1),
      pad,
      txn('2020-01-02', 3, ['Assets:A', '3', 'USD'], ['Equity:E', '-3', 'USD']),
      balance('2020-01-05', 'Assets:A', '10.00', 'USD', 4),
      balance('2020-01-05', 'Assets:A', '2', 'EUR', 5),
      balance('2020-01-06', 'Assets:A', '20.00', 'USD', 6),
    ];
    const { directives, errors } = insertPadding(entries, defaultOptions());
    expect(errors).toEqual([]);
    const padding = directives.filter((d): d is Transaction => d.type === 'transaction' && d.flag === 'P');
    expect(directives.indexOf(padding[0]!)).toBe(2);
    expect(padding.map((t) => t.postings.map((p) => `${p.account} ${p.units.number} ${p.units.currency}`))).toEqual([
      ['Assets:A 7.00 USD', 'Equity:E -7.00 USD'],
      ['Assets:A 2 EUR', 'Equity:E -2 EUR'],
    ]);
    expect(padding[0]!.narration).toBe('(Padding inserted for Balance of 10.00 USD for difference 7.00 USD)');
    // The second USD assertion is not padded: it fails in the balance check instead.
    expect(checkBalances(directives, defaultOptions()).errors.map((e) => e.source.line)).toEqual([6]);
  });

  it('pads from a plain zero once a currency nets to zero, as an inventory drops the emptied lot', () => {
    const ledger = Ledger.fromText(beancount(`
      2020-01-01 open Assets:A
      2020-01-01 open Equity:E
      2020-01-02 * "x"
        Assets:A   1.5 EUR
        Equity:E
      2020-01-03 * "y"
        Assets:A  -1.50 EUR
        Equity:E
      2020-01-04 pad Assets:A Equity:E
      2020-01-05 balance Assets:A 2 EUR
    `));
    const padding = ledger.directives.find((d): d is Transaction => d.type === 'transaction' && d.flag === 'P')!;
    expect(padding.postings[0]!.units.number.toString()).toBe('2');
  });

  it('reports a pad that no balance needed', () => {
    expect(
      errorsOf(`
        2020-01-01 open Assets:A
        2020-01-01 open Equity:E
        2020-01-01 pad Assets:A Equity:E
        2020-01-02 balance Assets:A 0 USD
      `),
    ).toEqual(['3: Unused Pad entry']);
  });
});

describe('currency constraints, duplicates, balancing', () => {
  it('reports each', () => {
    expect(
      errorsOf(`
        2020-01-01 open Assets:A USD
        2020-01-01 open Equity:E
        2020-01-01 commodity USD
        2020-01-02 commodity USD
        2020-01-02 * "wrong currency"
          Assets:A   1 EUR
          Equity:E
        2020-01-03 * "unbalanced"
          Assets:A   1.00 USD
          Equity:E  -1.02 USD
        2020-01-04 balance Assets:A 1.00 USD
        2020-01-04 balance Assets:A 1.50 USD
      `),
    ).toEqual([
      "12: Balance failed for 'Assets:A': expected 1.50 USD != accumulated 1.00 USD (0.50 too little)",
      "5: Invalid currency EUR for account 'Assets:A'",
      '12: Duplicate balance assertion with different amounts',
      "4: Duplicate commodity directives for 'USD'",
      '8: Transaction does not balance: (-0.02 USD)',
    ]);
  });
});

describe('plugin_processing_mode raw', () => {
  it('runs neither pad nor balance', () => {
    const ledger = Ledger.fromText(beancount(`
      option "plugin_processing_mode" "raw"
      2020-01-01 open Assets:A
      2020-01-01 open Equity:E
      2020-01-01 pad Assets:A Equity:E
      2020-01-02 balance Assets:A 5 USD
    `));
    expect(ledger.errors).toEqual([]);
  });
});
