// Text another process appends in the instant between the store's last check and its own append
// (the two are one synchronous step, but the other process runs alongside) lands before the
// store's text: nothing is lost, and the answers give the lines (and so the ids) the written
// transactions really have.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const race = vi.hoisted(() => ({ text: null as string | null, file: '' }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = ((fd: number, ...rest: unknown[]) => {
    // The ledger's append: someone's `>>` gets in first, once.
    if (race.text !== null && fs.fstatSync(fd).ino === fs.statSync(race.file).ino) {
      const text = race.text;
      race.text = null;
      fs.appendFileSync(race.file, text);
    }
    return (fs.writeSync as (fd: number, ...rest: unknown[]) => number)(fd, ...rest);
  }) as typeof fs.writeSync;
  return { ...fs, writeSync, default: { ...fs, writeSync } };
});

const { LedgerStore } = await import('../../src/store/ledger-store.ts');


let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'append-race-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
  race.file = file;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an outside append in the instant before ours', () => {
  test('keeps both texts, and the answer names the line and id the written transaction really has', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    race.text = '\n2024-01-03 * "by hand"\n  Expenses:Food  2 CNY\n  Assets:Cash\n';
    const out = await store.write(() => ({ directives: [spend('service')], result: null }));
    const text = await readFile(file, 'utf8');
    expect(text).toBe(`${BASE}\n2024-01-03 * "by hand"\n  Expenses:Food  2 CNY\n  Assets:Cash\n\n2024-01-02 * "service"\n  Expenses:Food  1 CNY\n  Assets:Cash\n`);
    expect(out.written[0]!.source.line).toBe(8);
    const answered = out.snapshot.transactions.atSource(out.written[0]!.source);
    expect(answered?.transaction.narration).toBe('service');
    const fresh = await new LedgerStore(file).snapshot();
    expect(fresh.transactions.get(answered!.id)?.transaction.narration).toBe('service');
  });
});
