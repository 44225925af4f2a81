// The matches imports made of transactions typed by hand, kept in the data directory
// (import-matches.jsonl): by ledger and transaction id, appended after the write they belong to,
// a torn last line left out, and a full disk costing the write nothing (the matches then hold in
// this process only).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportMatchFile, IMPORT_MATCHES_FILE, type MatchRecord } from '../../src/store/import-matches.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import type { RawDirective, Transaction } from '../../src/ledger/core/directives.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';

const diskFull = vi.hoisted(() => ({ on: false }));
// The file is opened for appending ('a'): on a full disk it gets part of its text only.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof fs.open = async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    if (diskFull.on && args[1] === 'a' && String(args[0]).endsWith('import-matches.jsonl')) {
      handle.appendFile = async (data) => {
        await handle.write(String(data).slice(0, 30));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
      };
    }
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
2020-01-01 open Expenses:Food

2025-07-01 * "早餐 午饭"
  Expenses:Food  8 CNY
  Expenses:Food  25 CNY
  Assets:WeChat  -33 CNY
`;

const record = (ledger: string, importId: string, item: number | null = null): MatchRecord => ({ ledger, txn: 'a'.repeat(20), import_id: importId, item });

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-matches-'));
  file = join(dir, IMPORT_MATCHES_FILE);
});
afterEach(async () => {
  diskFull.on = false;
  await rm(dir, { recursive: true, force: true });
});

describe('the file of matches', () => {
  test("gives each ledger its own records, and a new process reads them (a torn last line left out)", async () => {
    const matches = new ImportMatchFile(file);
    await matches.append([record('/a.beancount', 'wechat:1', 0), record('/b.beancount', 'wechat:2')]);
    expect((await matches.forLedger('/a.beancount')).map((r) => r.import_id)).toEqual(['wechat:1']);
    expect((await matches.forLedger('/c.beancount'))).toEqual([]);
    await appendFile(file, '{"ledger":"/a.beancount","txn":"aaa');
    const restarted = new ImportMatchFile(file);
    expect(await restarted.forLedger('/a.beancount')).toEqual([record('/a.beancount', 'wechat:1', 0)]);
    // the next record starts a line of its own: neither it nor the others are lost
    await restarted.append([record('/a.beancount', 'wechat:3', 1)]);
    expect((await new ImportMatchFile(file).forLedger('/a.beancount')).map((r) => r.import_id)).toEqual(['wechat:1', 'wechat:3']);
  });

  test('read again once changed: deleted, it is forgotten', async () => {
    const matches = new ImportMatchFile(file);
    await matches.append([record('/a.beancount', 'wechat:1')]);
    await rm(file);
    expect(await matches.forLedger('/a.beancount')).toEqual([]);
  });

  test('forgets records for good by a line that says so, in this process and the next; the same match kept again later holds', async () => {
    const matches = new ImportMatchFile(file);
    await matches.append([record('/a.beancount', 'wechat:1', 0), record('/a.beancount', 'wechat:2', 1), record('/b.beancount', 'wechat:1', 0)]);
    await matches.forget([record('/a.beancount', 'wechat:1', 0)]);
    expect((await matches.forLedger('/a.beancount')).map((r) => r.import_id)).toEqual(['wechat:2']);
    expect((await new ImportMatchFile(file).forLedger('/a.beancount')).map((r) => r.import_id)).toEqual(['wechat:2']);
    expect((await new ImportMatchFile(file).forLedger('/b.beancount')).map((r) => r.import_id)).toEqual(['wechat:1']);
    await matches.append([record('/a.beancount', 'wechat:1', 0)]);
    expect((await new ImportMatchFile(file).forLedger('/a.beancount')).map((r) => r.import_id)).toEqual(['wechat:2', 'wechat:1']);
  });
  test('that cannot be read: refused with the error naming it', async () => {
    await mkdir(file);
    await expect(new ImportMatchFile(file).forLedger('/a.beancount')).rejects.toMatchObject({ code: 'EISDIR' });
  });

  test('on a full disk: the append fails naming the file and is cut back; the records hold in this process, not after a restart', async () => {
    const matches = new ImportMatchFile(file);
    await matches.append([record('/a.beancount', 'wechat:1')]);
    const before = await readFile(file, 'utf8');
    diskFull.on = true;
    await expect(matches.append([record('/a.beancount', 'wechat:2')])).rejects.toMatchObject({ code: 'ENOSPC', path: file });
    expect(await readFile(file, 'utf8')).toBe(before);
    expect((await matches.forLedger('/a.beancount')).map((r) => r.import_id)).toEqual(['wechat:1', 'wechat:2']);
    diskFull.on = false;
    expect((await new ImportMatchFile(file).forLedger('/a.beancount')).map((r) => r.import_id)).toEqual(['wechat:1']);
  });
});

describe("a store's writes with an import's matches", () => {
  const lunch: RawDirective[] = parseText('2025-07-02 * "午饭"\n  import_id: "wechat:9"\n  Expenses:Food  12 CNY\n  Assets:WeChat  -12 CNY\n', '<request>').directives as RawDirective[];

  async function storeWith(matches: ImportMatchFile): Promise<{ store: LedgerStore; ledgerFile: string }> {
    const ledgerFile = join(dir, 'main.beancount');
    await writeFile(ledgerFile, LEDGER);
    return { store: new LedgerStore(ledgerFile, { importMatches: matches }, ledgerFile), ledgerFile };
  }

  const typed = async (store: LedgerStore): Promise<Transaction> => (await store.snapshot()).transactions.list.find((t) => t.transaction.narration === '早餐 午饭')!.transaction;

  test('keeps them by transaction id once written, also when nothing is appended; a refused write keeps none', async () => {
    const matches = new ImportMatchFile(file);
    const { store, ledgerFile } = await storeWith(matches);
    const txn = await typed(store);
    const id = (await store.snapshot()).transactions.list.find((t) => t.transaction === txn)!.id;
    await store.write(() => ({ directives: [], result: null, matches: [{ importId: 'wechat:1', txn, item: 0 }] }));
    await store.write(() => ({ directives: lunch, result: null, matches: [{ importId: 'wechat:2', txn, item: 1 }] }));
    await expect(store.write(() => ({ directives: parseText('2025-07-03 * "x"\n  Expenses:Food  1 CNY\n  Assets:Nowhere  -1 CNY\n', '<request>').directives as RawDirective[], result: null, matches: [{ importId: 'wechat:3', txn, item: null }] }))).rejects.toMatchObject({ status: 422 });
    expect(await new ImportMatchFile(file).forLedger(ledgerFile)).toEqual([
      { ledger: ledgerFile, txn: id, import_id: 'wechat:1', item: 0 },
      { ledger: ledgerFile, txn: id, import_id: 'wechat:2', item: 1 },
    ]);
    const remembered = await store.rememberedMatches(await store.snapshot());
    expect(remembered.map((m) => [m.importId, m.txn, m.item])).toEqual([['wechat:1', txn, 0], ['wechat:2', txn, 1]]);
  });

  test('a write queued with another plans with its matches (one batch: the second upload is not planned without the first)', async () => {
    const { store } = await storeWith(new ImportMatchFile(file));
    const txn = await typed(store);
    const seen: string[][] = [];
    const plan = (importId: string) => store.write(async (snapshot) => {
      seen.push((await store.rememberedMatches(snapshot)).map((m) => m.importId));
      return { directives: [], result: null, matches: [{ importId, txn, item: 0 }] };
    });
    await Promise.all([plan('wechat:1'), plan('wechat:2')]);
    expect(seen).toEqual([[], ['wechat:1']]);
    expect((await store.rememberedMatches(await store.snapshot())).map((m) => m.importId)).toEqual(['wechat:1', 'wechat:2']);
  });

  test('a transaction edited by hand since: what was kept of it no longer applies', async () => {
    const matches = new ImportMatchFile(file);
    const { store, ledgerFile } = await storeWith(matches);
    await store.write(async () => ({ directives: [], result: null, matches: [{ importId: 'wechat:1', txn: await typed(store), item: 0 }] }));
    await writeFile(ledgerFile, LEDGER.replace('早餐 午饭', '早饭 午饭'));
    expect(await store.rememberedMatches(await store.snapshot())).toEqual([]);
  });

  test('on a full disk the write is done all the same, told that its matches were not kept', async () => {
    const matches = new ImportMatchFile(file);
    const { store, ledgerFile } = await storeWith(matches);
    const txn = await typed(store);
    diskFull.on = true;
    const outcome = await store.write(() => ({ directives: lunch, result: 'imported', matches: [{ importId: 'wechat:1', txn, item: 0 }] }));
    expect(outcome.result).toBe('imported');
    expect(outcome.written).toHaveLength(1);
    expect(outcome.matchesUnsaved).toMatchObject({ code: 'ENOSPC', path: file });
    expect(await readFile(ledgerFile, 'utf8')).toContain('wechat:9');
    // (held in this process)
    expect((await store.rememberedMatches(await store.snapshot())).map((m) => m.importId)).toEqual(['wechat:1']);
  });
});
