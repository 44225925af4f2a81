// Writes queued together share one lock, one append and one fsync, yet each is planned and
// checked against the ledger with the writes before it in its batch, and each settles alone.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import type { Balance, Open, RawTransaction } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { Problem } from '../../src/problem.ts';

const SOURCE = { file: '<request>', line: 0 };
const BASE = `2024-01-01 open Assets:Cash
2024-01-01 open Expenses:Food
`;

function spend(date: string, n: string, narration: string, account = 'Expenses:Food'): RawTransaction {
  const posting = (acc: string, number: string | null) => ({
    account: acc, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE,
  });
  return { type: 'transaction', date, flag: '*', payee: null, narration, tags: [], links: [], meta: {}, postings: [posting(account, n), posting('Assets:Cash', null)], source: SOURCE };
}
const open = (account: string): Open => ({ type: 'open', date: '2024-01-01', account, currencies: [], booking: null, meta: {}, source: SOURCE });
const cashIs = (date: string, n: string): Balance => ({ type: 'balance', date, account: 'Assets:Cash', amount: { number: Decimal.parse(n), currency: 'CNY' }, tolerance: null, meta: {}, source: SOURCE });

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'group-commit-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Lines of the file at each written directive's position. */
async function linesAt(positions: number[]): Promise<string[]> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  return positions.map((line) => lines[line - 1]!);
}

describe('group commit', () => {
  test('a write queued behind another is planned with it (same batch) and both land', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    let firstSettled = false;
    let openSeenByPlan = false;
    const first = store.write(() => ({ directives: [open('Expenses:Books')], result: 1 })).then((o) => ((firstSettled = true), o));
    const second = store.write((snapshot) => {
      // Still in the same batch: the first is not durable yet, but this plan sees it.
      openSeenByPlan = snapshot.ledger.openAccounts().has('Expenses:Books') && !firstSettled;
      return { directives: [spend('2024-01-02', '30', 'novel', 'Expenses:Books')], result: 2 };
    });
    const [a, b] = await Promise.all([first, second]);
    expect(openSeenByPlan).toBe(true);
    expect(await linesAt([a.written[0]!.source.line, b.written[0]!.source.line])).toEqual(['2024-01-01 open Expenses:Books', '2024-01-02 * "novel"']);
    const fresh = await new LedgerStore(file).snapshot();
    expect(fresh.ledger.errors).toEqual([]);
    expect(fresh.transactions.list.map((t) => t.transaction.narration)).toEqual(['novel']);
  });

  test('each write is checked with the ones before it: a balance assertion counts the earlier writes of the batch', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    const results = await Promise.allSettled([
      store.write(() => ({ directives: [spend('2024-01-02', '5', 'one')], result: null })),
      store.write(() => ({ directives: [cashIs('2024-01-03', '-5')], result: null })), // true only with "one"
      store.write(() => ({ directives: [cashIs('2024-01-03', '0')], result: null })), // false with "one"
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(((results[2] as PromiseRejectedResult).reason as Problem).status).toBe(422);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('2024-01-03 balance Assets:Cash  -5 CNY');
    expect(text).not.toContain('2024-01-03 balance Assets:Cash  0 CNY');
    expect((await new LedgerStore(file).snapshot()).ledger.errors).toEqual([]);
  });

  test('one write rejected (422) or refused by its plan (409) leaves the others of its batch to land, at the right positions', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    const results = await Promise.allSettled([
      store.write(() => ({ directives: [spend('2024-01-02', '1', 'first')], result: null })),
      store.write(() => ({ directives: [spend('2024-01-02', '2', 'unopened', 'Expenses:Nope')], result: null })),
      store.write(() => {
        throw Problem.conflict('exists');
      }),
      store.write(() => ({ directives: [spend('2024-01-03', '3', 'last')], result: null })),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Problem).status : 'ok'))).toEqual(['ok', 422, 409, 'ok']);
    const written = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.written[0]!.source.line] : []));
    expect(await linesAt(written)).toEqual(['2024-01-02 * "first"', '2024-01-03 * "last"']);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('unopened');
    // Ids and positions agree with a fresh load of the file.
    const snap = await store.snapshot();
    const fresh = await new LedgerStore(file).snapshot();
    expect(snap.transactions.list.map((t) => [t.id, t.transaction.source.line])).toEqual(fresh.transactions.list.map((t) => [t.id, t.transaction.source.line]));
  });

  test('a plan refused because of an earlier write of its batch: the second open of one account is a 409', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    const openOnce = () =>
      store.write((snapshot) => {
        if (snapshot.ledger.openAccounts().has('Expenses:Gifts')) throw Problem.conflict('already open');
        return { directives: [open('Expenses:Gifts')], result: null };
      });
    const results = await Promise.allSettled([openOnce(), openOnce()]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Problem).status : 'ok'))).toEqual(['ok', 409]);
    expect((await readFile(file, 'utf8')).match(/open Expenses:Gifts/g)).toHaveLength(1);
  });

  test('a file without a final newline: the batch starts a new line once, and ids match a fresh load', async () => {
    await writeFile(file, BASE.trimEnd());
    const store = new LedgerStore(file);
    await store.snapshot();
    const [a, b] = await Promise.all([
      store.write(() => ({ directives: [spend('2024-01-02', '1', 'a')], result: null })),
      store.write(() => ({ directives: [spend('2024-01-02', '2', 'b')], result: null })),
    ]);
    expect(await linesAt([a.written[0]!.source.line, b.written[0]!.source.line])).toEqual(['2024-01-02 * "a"', '2024-01-02 * "b"']);
    const ids = (await store.snapshot()).transactions.list.map((t) => t.id);
    expect(ids).toEqual((await new LedgerStore(file).snapshot()).transactions.list.map((t) => t.id));
  });

  test('a reader is answered from the ledger as it is while a write is still planning (an import of many rows), and a reader after the write sees it', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    let release!: () => void;
    const planning = new Promise<void>((r) => (release = r));
    let planStarted!: () => void;
    const started = new Promise<void>((r) => (planStarted = r));
    const write = store.write(async () => {
      planStarted();
      await planning;
      return { directives: [spend('2024-01-02', '3', 'planned long')], result: null };
    });
    await started;
    // (it waited for the whole plan: a 50,000-row import held every reader of the ledger; here the
    // plan waits for the reader, so a reader that waits for the plan never comes back)
    const waited = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the reader waited for the plan')), 5000));
    try {
      const during = await Promise.race([store.snapshot(), waited]);
      expect(during.transactions.list).toEqual([]);
    } finally {
      release();
    }
    await write;
    expect((await store.snapshot()).transactions.list.map((t) => t.transaction.narration)).toEqual(['planned long']);
  });

  test('a read in turn (an import\'s dry run) sees no write until it is done, readers pass meanwhile, and it takes no lock', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    let release!: () => void;
    const reading = new Promise<void>((r) => (release = r));
    let readStarted!: () => void;
    const started = new Promise<void>((r) => (readStarted = r));
    const order: string[] = [];
    const read = store.readInTurn(async (snapshot) => {
      readStarted();
      await reading;
      order.push('read done');
      return snapshot.transactions.list.length;
    });
    await started;
    const write = store.write(() => {
      order.push('write planned');
      return { directives: [spend('2024-01-02', '3', 'after the read')], result: null };
    });
    const waited = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the reader waited for the read in turn')), 5000));
    try {
      expect((await Promise.race([store.snapshot(), waited])).transactions.list).toEqual([]);
      // (a dry run took the write path: the lock, and the ledger opened for appending)
      expect((await readdir(dir)).sort()).toEqual(['main.beancount']);
    } finally {
      release();
    }
    expect(await read).toBe(0);
    await write;
    expect(order).toEqual(['read done', 'write planned']);
  });

  test('readers arriving together share one check, and all see an edit made before they asked', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    await writeFile(file, `${BASE}\n2024-01-05 * "by hand"\n  Expenses:Food  4 CNY\n  Assets:Cash\n`);
    const snaps = await Promise.all(Array.from({ length: 10 }, () => store.snapshot()));
    expect(new Set(snaps).size).toBe(1);
    expect(snaps[0]!.transactions.list.map((t) => t.transaction.narration)).toEqual(['by hand']);
  });
});
