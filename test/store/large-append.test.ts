// Appends of more lines than a call can take as arguments: `lines.push(...split)` threw "Maximum
// call stack size exceeded" past ~120,000 lines, so an import of ~25,000 statement rows (one
// write of ~123,000 lines) answered 500. A large append by hand went through the same code; the
// store then fell back to reading the whole file again, which the second test holds to the
// same result.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import type { RawTransaction } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';

const SOURCE = { file: '<request>', line: 0 };
const BASE = '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n';
const COUNT = 50_000;

function spend(day: number): RawTransaction {
  const posting = (account: string, number: string | null) => ({
    account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE,
  });
  const date = new Date(Date.UTC(2024, 0, 2) + (day % 300) * 86_400_000).toISOString().slice(0, 10);
  return { type: 'transaction', date, flag: '*', payee: null, narration: `row ${day}`, tags: [], links: [], meta: {}, postings: [posting('Expenses:Food', '1.25'), posting('Assets:Cash', null)], source: SOURCE };
}

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-large-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test(`one write of ${COUNT} transactions (over 150,000 lines) lands whole`, async () => {
  const store = new LedgerStore(file);
  const out = await store.write(() => ({ directives: Array.from({ length: COUNT }, (_, i) => spend(i)), result: 'ok' }));
  expect(out.result).toBe('ok');
  const text = await readFile(file, 'utf8');
  expect(text.split('\n').length).toBeGreaterThan(150_000);
  const snapshot = await store.snapshot();
  expect(snapshot.ledger.errors).toEqual([]);
  expect(snapshot.ledger.directives.filter((d) => d.type === 'transaction')).toHaveLength(COUNT);
  // the positions the store keeps still match the file: the last transaction's line is its line
  const last = snapshot.ledger.directives.filter((d) => d.type === 'transaction').at(-1)!;
  expect(text.split('\n')[last.source.line - 1]).toMatch(/^\d{4}-\d\d-\d\d \* "row \d+"$/);
});

test(`an append by hand of ${COUNT} transactions is taken in`, async () => {
  const store = new LedgerStore(file);
  await store.snapshot();
  const lines: string[] = [];
  for (let i = 0; i < COUNT; i++) lines.push('', `2024-02-01 * "by hand ${i}"`, '  Expenses:Food  2.50 CNY', '  Assets:Cash');
  await appendFile(file, lines.join('\n') + '\n');
  const snapshot = await store.snapshot();
  expect(snapshot.ledger.errors).toEqual([]);
  expect(snapshot.ledger.directives.filter((d) => d.type === 'transaction')).toHaveLength(COUNT);
  // a write after it lands after it, at the line the store says
  await store.write(() => ({ directives: [spend(1)], result: 'ok' }));
  const after = await store.snapshot();
  const written = after.ledger.directives.filter((d) => d.type === 'transaction' && d.narration === 'row 1');
  expect(written).toHaveLength(1);
  expect((await readFile(file, 'utf8')).split('\n')[written[0]!.source.line - 1]).toBe('2024-01-03 * "row 1"');
});
