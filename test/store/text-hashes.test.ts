// Transaction text hashes survive a reload for the files whose bytes did not change, and only
// for those; the ids a store gives after such a reload are those of a fresh store.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFile, ParseCache } from '../../src/ledger/load.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { TextHashes } from '../../src/store/text-hashes.ts';

function ledgerDir(): { main: string; year: string } {
  const dir = mkdtempSync(join(tmpdir(), 'text-hashes-'));
  const main = join(dir, 'main.beancount');
  const year = join(dir, '2024.beancount');
  writeFileSync(main, '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\ninclude "2024.beancount"\n\n2024-01-02 * "a"\n  Expenses:Food  1 CNY\n  Assets:Cash\n');
  writeFileSync(year, '2024-02-01 * "b"\n  Expenses:Food  2 CNY\n  Assets:Cash\n\n2024-02-01 * "b"\n  Expenses:Food  2 CNY\n  Assets:Cash\n');
  return { main, year };
}

describe('TextHashes', () => {
  it('keeps a hash while its file keeps its parse; a load that parsed the file again starts afresh, the earlier load keeps its own', () => {
    const { main, year } = ledgerDir();
    const parses = new ParseCache();
    const hashes = new TextHashes();
    loadFile(main, parses);
    const first = hashes.forLoad(parses.lastLoad());
    first.set({ file: main, line: 5 }, 'in-main');
    first.set({ file: year, line: 1 }, 'in-year');
    first.set({ file: join(main, '..', 'never-read.beancount'), line: 1 }, 'x');
    expect(first.get({ file: join(main, '..', 'never-read.beancount'), line: 1 })).toBeUndefined();

    writeFileSync(year, '2024-02-01 * "c"\n  Expenses:Food  2 CNY\n  Assets:Cash\n');
    loadFile(main, parses);
    const second = hashes.forLoad(parses.lastLoad());
    expect(second.get({ file: main, line: 5 })).toBe('in-main');
    expect(second.get({ file: year, line: 1 })).toBeUndefined();
    second.set({ file: year, line: 1 }, 'new-text');
    expect(first.get({ file: year, line: 1 })).toBe('in-year');
  });

  it('a store reloaded after an edit to one file gives the ids a fresh store gives (twins numbered)', async () => {
    const { main, year } = ledgerDir();
    const store = new LedgerStore(main);
    const ids = async (s: LedgerStore) => (await s.snapshot()).transactions.list.map((t) => `${t.transaction.narration} ${t.id}`);
    const before = await ids(store);
    expect(before[2]).toMatch(/^b [0-9a-f]{20}-2$/);
    writeFileSync(year, '2024-02-01 * "b"\n  Expenses:Food  2 CNY\n  Assets:Cash\n\n2024-02-01 * "b"\n  Expenses:Food  3 CNY\n  Assets:Cash\n');
    const after = await ids(store);
    expect(after).toEqual(await ids(new LedgerStore(main)));
    expect(after[0]).toBe(before[0]);
    expect(after[2]).not.toBe(before[2]);
    expect(after[2]).not.toContain('-2');
  });

  it('after the file is reverted to bytes read before (a git checkout), new writes get the ids of their own text', async () => {
    const { main } = ledgerDir();
    const { readFileSync } = await import('node:fs');
    const { Decimal } = await import('../../src/ledger/core/decimal.ts');
    const source = { file: '<request>', line: 0 };
    const spend = (narration: string) => ({
      type: 'transaction' as const, date: '2024-03-01', flag: '*', payee: null, narration, tags: [], links: [], meta: {}, source,
      postings: [
        { account: 'Expenses:Food', flag: null, units: { number: Decimal.parse('5'), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source },
        { account: 'Assets:Cash', flag: null, units: null, cost: null, price: null, priceIsTotal: false, meta: {}, source },
      ],
    });
    const store = new LedgerStore(main);
    const original = readFileSync(main);
    const ids = async (s: LedgerStore) => (await s.snapshot()).transactions.list.map((t) => `${t.transaction.narration} ${t.id}`).sort();
    await store.write(() => ({ directives: [spend('first')], result: null }));
    expect(await ids(store)).toHaveLength(4);
    writeFileSync(main, original);
    expect(await ids(store)).toHaveLength(3);
    await store.write(() => ({ directives: [spend('second')], result: null }));
    expect(await ids(store)).toEqual(await ids(new LedgerStore(main)));
  });
});
