import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { appendFile, mkdtemp, readFile, rm, writeFile, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { withBeforeCommit, type CommitIntent } from '../../src/store/commit-intent.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import type { RawTransaction, Open } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { Problem } from '../../src/problem.ts';

const SOURCE = { file: '<request>', line: 0 };
const BASE = `2024-01-01 open Assets:Cash
2024-01-01 open Expenses:Food
`;

function spend(date: string, n: string, narration = 'lunch'): RawTransaction {
  const posting = (account: string, number: string | null) => ({
    account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE,
  });
  return { type: 'transaction', date, flag: '*', payee: null, narration, tags: [], links: [], meta: {}, postings: [posting('Expenses:Food', n), posting('Assets:Cash', null)], source: SOURCE };
}

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('LedgerStore', () => {
  test('appends canonical text after a blank line, positions match the file', async () => {
    const store = new LedgerStore(file);
    const out = await store.write(() => ({ directives: [spend('2024-01-02', '12.50')], result: 'r' }));
    expect(out.result).toBe('r');
    const text = await readFile(file, 'utf8');
    expect(text).toBe(BASE + '\n2024-01-02 * "lunch"\n  Expenses:Food  12.50 CNY\n  Assets:Cash\n');
    expect(out.written[0]!.source.line).toBe(4);
    expect(text.split('\n')[3]).toBe('2024-01-02 * "lunch"');
    const snap = await store.snapshot();
    expect(snap.transactions.list).toHaveLength(1);
    expect(snap.relativeSource(snap.transactions.list[0]!.transaction.source)).toEqual({ file: 'main.beancount', line: 4 });
  });

  test('a write started under withBeforeCommit is told where its text goes before the text is in the file; writes of one batch each get their own place', async () => {
    const store = new LedgerStore(file);
    const told: { text: string; offset: number; before: Buffer; inFileYet: boolean }[] = [];
    const hook = async (intent: CommitIntent) => {
      const now = await readFile(intent.file, 'utf8');
      told.push({ text: intent.text, offset: intent.offset, before: intent.before, inFileYet: now.includes(intent.text) });
    };
    // Two writes queued together land in one batch (one append, one fsync).
    await Promise.all([
      withBeforeCommit(hook, () => store.write(() => ({ directives: [spend('2024-01-02', '1.00', 'first')], result: null }))),
      withBeforeCommit(hook, () => store.write(() => ({ directives: [spend('2024-01-03', '2.00', 'second')], result: null }))),
      store.write(() => ({ directives: [spend('2024-01-04', '3.00', 'no hook')], result: null })),
    ]);
    const bytes = await readFile(file);
    expect(told).toHaveLength(2);
    for (const t of told) {
      expect(t.inFileYet).toBe(false);
      expect(bytes.subarray(t.offset, t.offset + Buffer.byteLength(t.text)).toString('utf8')).toBe(t.text);
      // and what precedes it in the file, the second write's being the first's text
      expect(t.before.length).toBe(Math.min(64, t.offset));
      expect(bytes.subarray(t.offset - t.before.length, t.offset).equals(t.before)).toBe(true);
    }
    expect(told.map((t) => t.text.includes('"first"') || t.text.includes('"second"'))).toEqual([true, true]);
  });

  test('a file changed outside while a write waits for its hook: the write is planned again and told its new place', async () => {
    const store = new LedgerStore(file);
    const told: CommitIntent[] = [];
    const outside = '\n2024-01-05 * "by hand"\n  Expenses:Food  4.00 CNY\n  Assets:Cash\n';
    const hook = async (intent: CommitIntent) => {
      told.push(intent);
      // an editor appends while the first attempt is about to write
      if (told.length === 1) await appendFile(file, outside);
    };
    await withBeforeCommit(hook, () => store.write(() => ({ directives: [spend('2024-01-06', '5.00', 'mine')], result: null })));
    expect(told).toHaveLength(2);
    expect(told[1]!.offset).toBe(told[0]!.offset + Buffer.byteLength(outside));
    const bytes = await readFile(file);
    const last = told[1]!;
    expect(bytes.subarray(last.offset, last.offset + Buffer.byteLength(last.text)).toString('utf8')).toBe(last.text);
    expect(bytes.toString('utf8')).toContain('"by hand"');
  });

  test('a file without a final newline gets one first', async () => {
    await writeFile(file, BASE.trimEnd());
    const store = new LedgerStore(file);
    const out = await store.write(() => ({ directives: [spend('2024-01-02', '1')], result: null }));
    const text = await readFile(file, 'utf8');
    expect(text.startsWith(BASE + '\n2024-01-02')).toBe(true);
    expect(text.split('\n')[out.written[0]!.source.line - 1]).toBe('2024-01-02 * "lunch"');
  });

  test('a rejected write (422) leaves the file untouched', async () => {
    const store = new LedgerStore(file);
    const before = await readFile(file, 'utf8');
    const bad = spend('2024-01-02', '1');
    const unopened: RawTransaction = { ...bad, postings: [{ ...bad.postings[0]!, account: 'Expenses:Nope' }, bad.postings[1]!] };
    const err = await store.write(() => ({ directives: [unopened], result: null })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Problem);
    expect((err as Problem).status).toBe(422);
    expect((err as Problem).errors[0]).toMatchObject({ file: 'main.beancount' });
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  test('outside edits are seen on the next read and kept by the next write', async () => {
    const store = new LedgerStore(file);
    expect((await store.snapshot()).transactions.list).toHaveLength(0);
    await appendFile(file, '\n2024-01-03 * "edited by hand"\n  Expenses:Food  5 CNY\n  Assets:Cash\n');
    const snap = await store.snapshot();
    expect(snap.transactions.list.map((t) => t.transaction.narration)).toEqual(['edited by hand']);
    await store.write(() => ({ directives: [spend('2024-01-04', '2')], result: null }));
    const text = await readFile(file, 'utf8');
    expect(text).toContain('edited by hand');
    expect(text).toContain('2024-01-04 * "lunch"');
    expect((await store.snapshot()).transactions.list).toHaveLength(2);
  });

  test('an outside edit between reads that keeps the size is still seen (mtime/inode)', async () => {
    await writeFile(file, BASE + '\n2024-01-03 * "aaaa"\n  Expenses:Food  5 CNY\n  Assets:Cash\n');
    const store = new LedgerStore(file);
    expect((await store.snapshot()).transactions.list[0]!.transaction.narration).toBe('aaaa');
    const tmp = join(dir, 'tmp');
    await writeFile(tmp, BASE + '\n2024-01-03 * "bbbb"\n  Expenses:Food  5 CNY\n  Assets:Cash\n');
    const { rename } = await import('node:fs/promises');
    await rename(tmp, file); // editors save by rename: a new inode
    expect((await store.snapshot()).transactions.list[0]!.transaction.narration).toBe('bbbb');
  });

  test('a new file matched by an include glob is seen on the next read; other new files cost no reload', async () => {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'months'));
    await writeFile(file, BASE + 'include "months/*.beancount"\n');
    await writeFile(join(dir, 'months', '01.beancount'), '2024-01-03 * "january"\n  Expenses:Food  5 CNY\n  Assets:Cash\n');
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    expect(first.transactions.list.map((t) => t.transaction.narration)).toEqual(['january']);
    // Not a match (an editor's swap file): the directory changed, the ledger did not.
    await writeFile(join(dir, 'months', '.02.beancount.swp'), 'x');
    expect(await store.snapshot()).toBe(first);
    await writeFile(join(dir, 'months', '02.beancount'), '2024-02-03 * "february"\n  Expenses:Food  6 CNY\n  Assets:Cash\n');
    const second = await store.snapshot();
    expect(second.transactions.list.map((t) => t.transaction.narration).sort()).toEqual(['february', 'january']);
    // A removed match is seen as well, and writes keep working with the glob in place.
    await rm(join(dir, 'months', '01.beancount'));
    expect((await store.snapshot()).transactions.list.map((t) => t.transaction.narration)).toEqual(['february']);
    await store.write(() => ({ directives: [spend('2024-03-01', '2')], result: null }));
    expect((await store.snapshot()).transactions.list).toHaveLength(2);
  });

  test('a statement dropped into a `documents` directory is seen on the next read; other files cost no reload', async () => {
    const { mkdir } = await import('node:fs/promises');
    await writeFile(file, 'option "documents" "docs"\n' + BASE);
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    expect(first.ledger.errors.map((e) => e.message)).toEqual([`Document root '${join(dir, 'docs')}' does not exist`]);
    await mkdir(join(dir, 'docs', 'Assets', 'Cash'), { recursive: true });
    const second = await store.snapshot();
    expect(second.ledger.errors).toEqual([]);
    // Not a dated file: the directory changed, what Beancount would find there did not.
    await writeFile(join(dir, 'docs', 'Assets', 'Cash', '.DS_Store'), 'x');
    expect(await store.snapshot()).toBe(second);
    await writeFile(join(dir, 'docs', 'Assets', 'Cash', '2024-01-31.statement.pdf'), '%PDF');
    const third = await store.snapshot();
    expect(third.ledger.directives.filter((d) => d.type === 'document').map((d) => d.date)).toEqual(['2024-01-31']);
    // Dated before the account's open: the error bean-check reports, in the service's list too.
    await writeFile(join(dir, 'docs', 'Assets', 'Cash', '2023-12-31.old.pdf'), '%PDF');
    expect((await store.snapshot()).ledger.errors.map((e) => e.message)).toEqual(["Invalid reference to inactive account 'Assets:Cash'"]);
  });

  test("merge_meta's file is watched with the ledger's: an edit to it, or its coming, is seen on the next read", async () => {
    const secrets = join(dir, 'secrets.beancount');
    await writeFile(file, `plugin "beancount.plugins.merge_meta" "${secrets}"\n` + BASE);
    const store = new LedgerStore(file);
    const accountMeta = async () => (await store.snapshot()).ledger.directives.flatMap((d) => (d.type === 'open' && d.account === 'Assets:Cash' ? [JSON.stringify(d.meta)] : []));
    expect((await store.snapshot()).ledger.errors.map((e) => e.message)).toEqual([`File "${secrets}" does not exist`]);
    await writeFile(secrets, '2024-01-01 open Assets:Cash\n  number: "1234"\n');
    expect(await accountMeta()).toEqual(['{"number":{"type":"string","value":"1234"}}']);
    await writeFile(secrets, '2024-01-01 open Assets:Cash\n  number: "5678"\n');
    expect(await accountMeta()).toEqual(['{"number":{"type":"string","value":"5678"}}']);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
  });

  test("a forecast that runs to the end of this year is loaded again on a new day, as bean-check would read it then", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2024, 11, 30, 12));
      await writeFile(file, 'plugin "beancount.plugins.forecast"\n' + BASE + '2024-10-31 # "Rent [MONTHLY]"\n  Expenses:Food  1 CNY\n  Assets:Cash\n');
      const store = new LedgerStore(file);
      const dates = async () => (await store.snapshot()).ledger.directives.flatMap((d) => (d.type === 'transaction' ? [d.date] : []));
      expect(await dates()).toEqual(['2024-10-31', '2024-12-31']);
      const first = await store.snapshot();
      vi.setSystemTime(new Date(2024, 11, 30, 23));
      expect(await store.snapshot()).toBe(first);
      vi.setSystemTime(new Date(2025, 0, 2, 9));
      expect((await dates()).slice(-2)).toEqual(['2025-10-31', '2025-12-31']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('an included file that is missing is read once it appears, also after it was removed and put back', async () => {
    const later = join(dir, 'sub', 'later.beancount');
    await writeFile(file, BASE + 'include "sub/later.beancount"\n');
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    expect(first.ledger.errors.map((e) => e.message)).toEqual(['File glob "sub/later.beancount" does not match any files']);
    // Its directory did not exist either.
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'sub'));
    await writeFile(later, '2024-01-05 * "later"\n  Expenses:Food  7 CNY\n  Assets:Cash\n');
    const second = await store.snapshot();
    expect(second.ledger.errors).toEqual([]);
    expect(second.transactions.list.map((t) => t.transaction.narration)).toEqual(['later']);
    const text = await readFile(later, 'utf8');
    await rm(later);
    expect((await store.snapshot()).transactions.list).toEqual([]);
    await writeFile(later, text);
    expect((await store.snapshot()).transactions.list.map((t) => t.transaction.narration)).toEqual(['later']);
    // A write checks against it: the balance below the file's transaction holds only with it.
    await writeFile(later, text + '\n2024-01-06 balance Assets:Cash  -7 CNY\n');
    await store.write(() => ({ directives: [spend('2024-01-07', '1')], result: null }));
    await expect(store.write(() => ({ directives: [spend('2024-01-05', '1')], result: null }))).rejects.toBeInstanceOf(Problem);
  });

  test('a file named by option "include" is read, checked on writes and watched, like an include', async () => {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'sub'));
    const included = join(dir, 'sub', 'assertions.beancount');
    await writeFile(file, 'option "include" "sub/assertions.beancount"\n' + BASE);
    await writeFile(included, '2024-03-01 balance Assets:Cash  0 CNY\n');
    const store = new LedgerStore(file);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
    // QA: a 201 for a write that made this assertion fail.
    await expect(store.write(() => ({ directives: [spend('2024-02-01', '5')], result: null }))).rejects.toBeInstanceOf(Problem);
    // An edit to it is seen: the assertion now expects the spending, which can then be written.
    await writeFile(included, '2024-03-01 balance Assets:Cash  -5 CNY\n');
    expect((await store.snapshot()).ledger.errors.map((e) => e.message)).toEqual([
      "Balance failed for 'Assets:Cash': expected -5 CNY != accumulated 0 CNY (5 too much)",
    ]);
    await store.write(() => ({ directives: [spend('2024-02-01', '5')], result: null }));
    expect((await store.snapshot()).ledger.errors).toEqual([]);
  });

  test('after an edit to one file of several, only that file is parsed again; ids and writes follow the new text', async () => {
    const year = join(dir, '2024.beancount');
    await writeFile(file, BASE + 'include "2024.beancount"\n\n2024-01-02 * "in main"\n  Expenses:Food  1 CNY\n  Assets:Cash  -1 CNY\n');
    const yearText = (n: string) => `2024-02-01 * "first"\n  Expenses:Food  ${n} CNY\n  Assets:Cash\n\n2024-02-02 * "second"\n  Expenses:Food  3 CNY\n  Assets:Cash\n`;
    await writeFile(year, yearText('2'));
    const store = new LedgerStore(file);
    const narrated = (snap: Awaited<ReturnType<LedgerStore['snapshot']>>, n: string) => snap.transactions.list.find((t) => t.transaction.narration === n)!;
    const first = await store.snapshot();
    // An edit in the middle of the included file (not an append): a reload. The main file keeps
    // its parse (a transaction written complete is its own booked form, so the object is the same).
    await writeFile(year, yearText('20'));
    const second = await store.snapshot();
    expect(second).not.toBe(first);
    expect(narrated(second, 'in main').transaction).toBe(narrated(first, 'in main').transaction);
    expect(narrated(second, 'first').transaction.postings[0]!.units.number.toString()).toBe('20');
    expect(second.balances.inventories(undefined, 'Assets:Cash').get('Assets:Cash')?.unitsOf('CNY').toString()).toBe('-24');
    // Ids come from the text just read: the edited transaction has a new one, the other keeps its own.
    expect(narrated(second, 'first').id).not.toBe(narrated(first, 'first').id);
    expect(narrated(second, 'second').id).toBe(narrated(first, 'second').id);
    expect(second.transactions.get(narrated(second, 'first').id)?.transaction.narration).toBe('first');
    await store.write(() => ({ directives: [spend('2024-03-01', '4')], result: null }));
    const third = await store.snapshot();
    expect(third.transactions.list).toHaveLength(4);
    expect(third.ledger.errors).toEqual([]);
  });

  test('concurrent writes from two stores on one file (separate registries) all land', async () => {
    const a = await new StoreRegistry().forFile(file);
    const b = await new StoreRegistry().forFile(file);
    expect(a).not.toBe(b);
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).write(() => ({ directives: [spend('2024-01-02', String(i + 1), `n${i}`)], result: null }))));
    const fresh = new LedgerStore(file);
    const narrations = (await fresh.snapshot()).transactions.list.map((t) => t.transaction.narration).sort();
    expect(narrations).toEqual(Array.from({ length: 20 }, (_, i) => `n${i}`).sort());
    expect((await fresh.snapshot()).ledger.errors).toEqual([]);
  });

  test('a plan that throws writes nothing and releases the lock', async () => {
    const store = new LedgerStore(file);
    await expect(store.write(() => { throw Problem.conflict('exists'); })).rejects.toMatchObject({ status: 409 });
    await expect(stat(`${file}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    await store.write(() => ({ directives: [spend('2024-01-02', '1')], result: null }));
  });

  test('text appended by hand while a write is being planned is kept, and the write lands after it', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    const hand = '\n2024-01-03 * "by hand"\n  Expenses:Food  2 CNY\n  Assets:Cash\n';
    let plans = 0;
    const out = await store.write(async () => {
      if (plans++ === 0) await appendFile(file, hand);
      return { directives: [spend('2024-01-04', '3', 'service')], result: null };
    });
    expect(plans).toBe(2);
    const text = await readFile(file, 'utf8');
    expect(text).toBe(BASE + hand + '\n2024-01-04 * "service"\n  Expenses:Food  3 CNY\n  Assets:Cash\n');
    const listed = (await store.snapshot()).transactions.list.map((t) => `${t.transaction.narration}:${t.transaction.source.line}`);
    expect(listed.sort()).toEqual(['by hand:4', 'service:8']);
    expect(out.written[0]!.source.line).toBe(8);
  });

  test('a file replaced by an editor\'s save while a write is being planned gets the write, and keeps the editor\'s text', async () => {
    const { rename } = await import('node:fs/promises');
    const store = new LedgerStore(file);
    await store.snapshot();
    const saved = BASE.replace('open Expenses:Food', 'open Expenses:Food\n2024-01-01 open Expenses:Rent');
    let plans = 0;
    await store.write(async () => {
      if (plans++ === 0) {
        await writeFile(`${file}.tmp`, saved);
        await rename(`${file}.tmp`, file);
      }
      return { directives: [spend('2024-01-04', '3', 'service')], result: null };
    });
    expect(await readFile(file, 'utf8')).toBe(saved + '\n2024-01-04 * "service"\n  Expenses:Food  3 CNY\n  Assets:Cash\n');
    expect((await store.snapshot()).ledger.openAccounts().has('Expenses:Rent')).toBe(true);
  });

  test('a file that ends inside an open string, or with a pushtag left open, refuses writes (422) and stays as it is', async () => {
    for (const end of ['2024-03-01 * "Deli" "lunch\n', 'pushtag #trip\n', '2024-01-03 note Assets:Cash "unclosed\n2024-01-04 open Assets:Y\n']) {
      await writeFile(file, BASE + end);
      const store = new LedgerStore(file);
      const err = await store.write(() => ({ directives: [spend('2024-03-02', '1')], result: null })).then(() => null, (e: unknown) => e);
      expect(err, end).toBeInstanceOf(Problem);
      expect((err as Problem).status).toBe(422);
      // several directives, the first without a string of its own (only it is read after the end)
      const openZ: Open = { type: 'open', date: '2024-03-02', account: 'Assets:Z', currencies: [], booking: null, meta: {}, source: SOURCE };
      const several = await store.write(() => ({ directives: [openZ, spend('2024-03-02', '1'), spend('2024-03-03', '2')], result: null })).then(() => null, (e: unknown) => e);
      expect((several as Problem).status, end).toBe(422);
      expect(await readFile(file, 'utf8')).toBe(BASE + end);
    }
    // the same after writes and an outside append: the end is followed as the file grows
    await writeFile(file, BASE);
    const grown = new LedgerStore(file);
    await grown.write(() => ({ directives: [spend('2024-03-02', '1')], result: null }));
    await appendFile(file, '\n2024-03-03 * "by hand"\n  Expenses:Food  1 CNY\n  Assets:Cash\n');
    await grown.write(() => ({ directives: [spend('2024-03-04', '1')], result: null }));
    await appendFile(file, '2024-03-05 * "Deli" "open\n');
    const refused = await grown.write(() => ({ directives: [spend('2024-03-06', '1')], result: null })).then(() => null, (e: unknown) => e);
    expect((refused as Problem).status).toBe(422);
    // a typo in the middle of the file does not reach what is appended (another file: one rewritten
    // right after the writes above, without them, is a stale save whose text the store writes again)
    const typo = join(dir, 'typo.beancount');
    await writeFile(typo, BASE + '2024-01-02 * "x" "unclosed\n  Expenses:Food  1 CNY\n  Assets:Cash\n2024-01-03 * "fine"\n  Expenses:Food  1 CNY\n  Assets:Cash\n');
    await new LedgerStore(typo).write(() => ({ directives: [spend('2024-03-02', '1')], result: null }));
  });

  test('the registry shares one store per file', async () => {
    const reg = new StoreRegistry();
    expect(await reg.forFile(file)).toBe(await reg.forFile(join(dir, '.', 'main.beancount')));
  });

  test('a main file given by a symbolic link reads its includes beside the link, as Beancount does, and locks beside the real file', async () => {
    const { mkdir, symlink } = await import('node:fs/promises');
    const real = join(dir, 'real');
    const link = join(dir, 'link');
    await mkdir(real);
    await mkdir(link);
    await writeFile(join(real, 'main.beancount'), BASE + 'include "extra.beancount"\n');
    await writeFile(join(link, 'extra.beancount'), '2024-01-05 close Expenses:Food\n');
    await symlink(join(real, 'main.beancount'), join(link, 'main.beancount'));
    const store = await new StoreRegistry().forFile(join(link, 'main.beancount'));
    const snapshot = await store.snapshot();
    expect(snapshot.ledger.errors).toEqual([]);
    await expect(store.write(() => ({ directives: [spend('2024-01-06', '1')], result: null }))).rejects.toBeInstanceOf(Problem);
    let lockSeen = false;
    await store.write(async () => {
      lockSeen = (await stat(join(real, 'main.beancount.lock')).catch(() => null)) !== null;
      return { directives: [spend('2024-01-04', '1')], result: null };
    });
    expect(lockSeen).toBe(true);
  });

  test('several directives in one write keep their order (opens first)', async () => {
    const store = new LedgerStore(file);
    const open: Open = { type: 'open', date: '2024-01-01', account: 'Expenses:New', currencies: [], booking: null, meta: {}, source: SOURCE };
    const t = spend('2024-01-02', '3');
    const tx: RawTransaction = { ...t, postings: [{ ...t.postings[0]!, account: 'Expenses:New' }, t.postings[1]!] };
    const out = await store.write(() => ({ directives: [open, tx], result: null }));
    expect(out.written.map((d) => d.type)).toEqual(['open', 'transaction']);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
  });

  test('an edit that keeps the size and sets the modification time back (touch -r, cp -p) is still seen', async () => {
    const when = new Date('2024-03-01T12:00:00Z');
    await writeFile(file, BASE + '\n2024-01-02 * "lunch"\n  Expenses:Food  9.00 CNY\n  Assets:Cash\n');
    await utimes(file, when, when);
    const store = new LedgerStore(file);
    const before = await stat(file, { bigint: true });
    const units = async () => (await store.snapshot()).balances.inventories().get('Expenses:Food')!.positions()[0]!.units.number.toString();
    expect(await units()).toBe('9.00');
    await writeFile(file, BASE + '\n2024-01-02 * "lunch"\n  Expenses:Food  8.00 CNY\n  Assets:Cash\n');
    await utimes(file, when, when);
    const after = await stat(file, { bigint: true });
    expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
    expect(await units()).toBe('8.00');
  });
});
