// QA (service run as `nobody`, ledger kept in git): an included file unreadable for a moment
// (`chmod 000 accts.beancount`, then `chmod 644`) was never read again: /health kept its EACCES
// error and every write was refused (the accounts it opens not open), `touch` or an append to it
// changed nothing; only a change to the main file or a restart did. The same for a file of an
// include glob, whose transactions balances then lacked. Now a file the load could not read is
// read again at every freshness check, and the ledger loaded again as soon as it can be.
// Tests run as root (chmod 000 stops no read): the read of the file is refused by a mock of
// node:fs (with the chmods done too, or alone: a disk error that passes changes nothing on
// disk), or the include is a directory that becomes a file.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { chmod, mkdir, mkdtemp, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { spend } from './mocked-fs-fixtures.ts';

const denied = vi.hoisted(() => new Set<string>());

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((path: unknown, ...rest: unknown[]) => {
    if (denied.has(String(path))) throw Object.assign(new Error(`EACCES: permission denied, open '${String(path)}'`), { code: 'EACCES', errno: -13, syscall: 'open', path: String(path) });
    return (actual.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof actual.readFileSync;
  return { ...actual, readFileSync, default: { ...actual, readFileSync } };
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unreadable-include-'));
  denied.clear();
});
afterEach(async () => {
  denied.clear();
  await rm(dir, { recursive: true, force: true });
});

const OPENS = '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n';
const narrations = (store: LedgerStore) =>
  store.snapshot().then((s) => s.ledger.directives.filter((d) => d.type === 'transaction').map((d) => (d as { narration: string }).narration).sort());

describe('an included file that could not be read', () => {
  test('unreadable for a moment (chmod 000, then 644): read again at the next check, and writes to its accounts pass', async () => {
    const main = join(dir, 'main.beancount');
    const accts = join(dir, 'accts.beancount');
    await writeFile(main, 'include "accts.beancount"\n');
    await writeFile(accts, OPENS);
    const store = new LedgerStore(main);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
    // `chmod 000` (its change time seen: the ledger is loaded again, and meets the refusal)
    await chmod(accts, 0o000);
    denied.add(accts);
    const refused = await store.snapshot();
    expect(refused.ledger.errors.map((e) => e.message)).toEqual([expect.stringMatching(/accts\.beancount" could not be read: EACCES/)]);
    await expect(store.write(() => ({ directives: [spend('lunch')], result: null }))).rejects.toMatchObject({ status: 422 });

    // `chmod 644`: readable again
    await chmod(accts, 0o644);
    denied.delete(accts);
    const back = await store.snapshot();
    expect(back.ledger.errors).toEqual([]);
    expect(back.ledger.accountInfos().map((a) => a.name).sort()).toEqual(['Assets:Cash', 'Expenses:Food']);
    await store.write(() => ({ directives: [spend('lunch')], result: null }));
    expect(await narrations(store)).toEqual(['lunch']);
  });

  test('a file of an include glob unreadable at the load: its transactions are counted once it can be read', async () => {
    const main = join(dir, 'main.beancount');
    await mkdir(join(dir, 'months'));
    const january = join(dir, 'months', '2024-01.beancount');
    const february = join(dir, 'months', '2024-02.beancount');
    await writeFile(main, OPENS + 'include "months/*.beancount"\n');
    await writeFile(january, '2024-01-05 * "bread"\n  Expenses:Food  2 CNY\n  Assets:Cash\n');
    await writeFile(february, '2024-02-05 * "rice"\n  Expenses:Food  5 CNY\n  Assets:Cash\n');
    denied.add(february);
    const store = new LedgerStore(main);
    const first = await store.snapshot();
    expect(first.ledger.errors.map((e) => e.message)).toEqual([expect.stringMatching(/2024-02\.beancount" could not be read: EACCES/)]);
    expect(await narrations(store)).toEqual(['bread']);
    // still unreadable: the same ledger, not loaded again
    expect(await store.snapshot()).toBe(first);

    denied.delete(february);
    const back = await store.snapshot();
    expect(back.ledger.errors).toEqual([]);
    expect(await narrations(store)).toEqual(['bread', 'rice']);
    expect(back.balances.inventories('2024-12-31', 'Expenses:Food').get('Expenses:Food')?.positions().map((p) => p.units.number.toString())).toEqual(['7']);
  });

  test('an include that was a directory (EISDIR) and is then a file: read at the next check', async () => {
    const main = join(dir, 'main.beancount');
    const accts = join(dir, 'accts.beancount');
    await writeFile(main, 'include "accts.beancount"\n');
    await mkdir(accts);
    const store = new LedgerStore(main);
    expect((await store.snapshot()).ledger.errors.map((e) => e.message)).toEqual([expect.stringMatching(/could not be read: EISDIR/)]);
    await rmdir(accts);
    await writeFile(accts, OPENS);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
    await store.write(() => ({ directives: [spend('lunch')], result: null }));
    expect(await narrations(store)).toEqual(['lunch']);
  });
});
