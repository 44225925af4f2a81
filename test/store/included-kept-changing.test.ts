// Crash QA: an included file saved again and again (autosave, a sync client) while the service
// wrote got 503 "The ledger file kept changing", and the main file had not changed: the user
// looked in the wrong place. The 503 names the file that kept changing. (The waits stay: a write
// is checked against the whole ledger, the included file's balance assertions too.)
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import type { RawDirective, RawTransaction } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';

const SOURCE = { file: '<request>', line: 0 };
function spend(n: string): RawTransaction {
  const posting = (account: string, number: string | null) => ({
    account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'USD' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE,
  });
  return { type: 'transaction', date: '2024-02-01', flag: '*', payee: null, narration: 'service', tags: [], links: [], meta: {}, postings: [posting('Expenses:Food', n), posting('Assets:Bank', null)], source: SOURCE };
}

const OPENS = '2024-01-01 open Assets:Bank USD\n2024-01-01 open Expenses:Food USD\n2024-01-01 open Income:Job USD\n';
const MAIN = `${OPENS}include "books/side.beancount"\n`;
const pay = (n: number) => `2024-01-05 * "Job" "pay ${n}"\n  Assets:Bank  100.00 USD\n  Income:Job\n`;

let dir: string;
let file: string;
let side: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'included-changing-'));
  file = join(dir, 'main.beancount');
  side = join(dir, 'books', 'side.beancount');
  await mkdir(join(dir, 'books'));
  await writeFile(file, MAIN);
  await writeFile(side, pay(0));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An editor's save: a new file renamed over the old. */
async function save(n: number): Promise<void> {
  await writeFile(`${side}.tmp`, pay(0) + pay(n));
  await rename(`${side}.tmp`, side);
}
const outcomeOf = (write: Promise<unknown>) => write.then(() => 'written', (err: { status?: number; detail?: string }) => `${err.status} ${err.detail}`);

test('saved more often than the wait after it allows: the 503 names the included file, relative to the ledger\'s directory', async () => {
  const store = new LedgerStore(file);
  await store.snapshot();
  let saving = true;
  let n = 1;
  const saver = (async () => {
    while (saving) {
      await save(n++);
      await sleep(200);
    }
  })();
  await sleep(50);
  const outcome = await outcomeOf(store.write(() => ({ directives: [spend('1.00')], result: null })));
  saving = false;
  await saver;
  expect(outcome).toBe('503 The included file books/side.beancount kept changing while this write was prepared; nothing was written. Try again.');
  expect(await readFile(file, 'utf8')).toBe(MAIN);
}, 20_000);

test('saved each time the write is planned, until it gives up: the 503 names the included file', async () => {
  const store = new LedgerStore(file);
  await store.snapshot();
  let plans = 0;
  const outcome = await outcomeOf(
    store.write(async (): Promise<{ directives: RawDirective[]; result: null }> => {
      await save(++plans);
      return { directives: [spend('1.00')], result: null };
    }),
  );
  expect(plans).toBe(5);
  expect(outcome).toBe('503 The included file books/side.beancount kept changing while this write was prepared; nothing was written. Try again.');
  expect(await readFile(file, 'utf8')).toBe(MAIN);
}, 20_000);
