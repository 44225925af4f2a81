// Directives of two included files on the same date, kind and line: Beancount's stable sort keeps
// them in the order it read the files (the include order), whichever was written first. After an
// outside append to either file, the running ledger must equal a fresh load of the same files:
// the same directives in the same order, booked alike, with the same errors in the same order.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directive } from '../../src/ledger/core/directives.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';

const MAIN = `include "a.beancount"
include "b.beancount"
2024-01-01 open Assets:Bank USD
2024-01-01 open Assets:Broker "FIFO"
2024-01-01 open Income:Gains
2024-01-01 open Expenses:Fees
`;
// Both buys land on line 4 of their file, on the same day.
const BUY_IN_A = '\n\n2024-01-05 * "A" "buy in a"\n  Assets:Broker  1 STK {100.00 USD}\n  Assets:Bank\n';
const BUY_IN_B = '\n\n2024-01-05 * "B" "buy in b"\n  Assets:Broker  1 STK {120.00 USD}\n  Assets:Bank\n';

function ledgerDir(a: string, b: string): { dir: string; main: string; ledger: Ledger } {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-included-order-'));
  const main = join(dir, 'main.beancount');
  writeFileSync(main, MAIN);
  writeFileSync(join(dir, 'a.beancount'), a);
  writeFileSync(join(dir, 'b.beancount'), b);
  const ledger = Ledger.load(main);
  ledger.prepareIndexes();
  return { dir, main, ledger };
}

/** What the store does with text added at the end of a file: check and append its directives, then the file has them. */
function appendToFile(ledger: Ledger, file: string, text: string): void {
  const before = readFileSync(file, 'utf8');
  const lines = before.split('\n').length - 1;
  const raw = parseText(before + text, file).directives.filter((d) => d.source.line > lines);
  const check = ledger.check(raw);
  expect(check.errors).toEqual([]);
  ledger.append(check.directives);
  writeFileSync(file, before + text);
}

/** The directives in order, with what booking chose, in a form that compares. */
function listing(directives: readonly Directive[]): string[] {
  return directives.map((d) => {
    const where = `${d.date} ${d.type} ${d.source.file.split('/').pop()}:${d.source.line}`;
    if (d.type !== 'transaction') return where;
    const postings = d.postings.map((p) => `${p.account} ${p.units.number.toString()} ${p.units.currency}${p.cost ? ` {${p.cost.number.toString()}}` : ''}`);
    return `${where} ${d.narration}: ${postings.join(', ')}`;
  });
}

const SALE = '\n2024-02-01 * "sell"\n  Assets:Broker  -1 STK {}\n  Assets:Bank  120.00 USD\n  Income:Gains\n';

describe('entries of two included files on the same day and line', () => {
  it('an outside append to the earlier file takes its place before the later file\'s entry, and FIFO sells its lot first', () => {
    const { dir, main, ledger } = ledgerDir('2024-01-01 open Expenses:A\n', '2024-01-01 open Expenses:B\n' + BUY_IN_B);
    appendToFile(ledger, join(dir, 'a.beancount'), BUY_IN_A);
    expect(listing(ledger.directives)).toEqual(listing(Ledger.load(main).directives));
    const buys = ledger.directives.filter((d) => d.type === 'transaction').map((d) => (d.type === 'transaction' ? d.narration : ''));
    expect(buys).toEqual(['buy in a', 'buy in b']);
    expect(ledger.directives.filter((d) => d.type === 'transaction').map((d) => d.source.line)).toEqual([4, 4]);
    // The sale books against the 100.00 lot, read first: a gain of 20.00.
    appendToFile(ledger, main, SALE);
    expect(listing(ledger.directives)).toEqual(listing(Ledger.load(main).directives));
    const sale = ledger.directives.find((d) => d.type === 'transaction' && d.narration === 'sell');
    expect(sale?.type === 'transaction' && sale.postings.map((p) => p.units.number.toString())).toEqual(['-1', '120.00', '-20.00']);
  });

  it('an outside append to the later file stays after the earlier file\'s entry, also when the ledger is computed again later', () => {
    const { dir, main, ledger } = ledgerDir('2024-01-01 open Expenses:A\n' + BUY_IN_A, '2024-01-01 open Expenses:B\n');
    appendToFile(ledger, join(dir, 'b.beancount'), BUY_IN_B);
    expect(listing(ledger.directives)).toEqual(listing(Ledger.load(main).directives));
    // A close is checked by running the whole pipeline over the parsed directives: their order must be a fresh load's.
    appendToFile(ledger, main, '2024-12-31 close Expenses:Fees\n');
    expect(listing(ledger.directives)).toEqual(listing(Ledger.load(main).directives));
    appendToFile(ledger, main, SALE);
    expect(listing(ledger.directives)).toEqual(listing(Ledger.load(main).directives));
  });

  it('identical twins in the two files keep the fresh load\'s order after an outside append', () => {
    const twin = BUY_IN_A;
    const { dir, main, ledger } = ledgerDir('2024-01-01 open Expenses:A\n', '2024-01-01 open Expenses:B\n' + twin);
    appendToFile(ledger, join(dir, 'a.beancount'), twin);
    const files = (l: Ledger) => l.directives.filter((d) => d.type === 'transaction').map((d) => d.source.file.split('/').pop());
    expect(files(ledger)).toEqual(['a.beancount', 'b.beancount']);
    expect(files(ledger)).toEqual(files(Ledger.load(main)));
  });
});

describe('errors after a write', () => {
  it('two failing balance assertions that a write changes keep the order of a fresh load', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-error-order-'));
    const main = join(dir, 'main.beancount');
    writeFileSync(main, '2024-01-01 open Assets:Bank\n2024-01-01 open Expenses:Food\n2024-03-01 balance Expenses:Food  5.00 USD\n2024-03-02 balance Expenses:Food  6.00 USD\n');
    const ledger = Ledger.load(main);
    ledger.prepareIndexes();
    expect(ledger.errors.map((e) => e.source.line)).toEqual([3, 4]);
    appendToFile(ledger, main, '2024-02-01 * "t"\n  Assets:Bank  -1.00 USD\n  Expenses:Food\n');
    const fresh = Ledger.load(main);
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual(fresh.errors.map((e) => `${e.source.line}: ${e.message}`));
  });
});
