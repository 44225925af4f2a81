// Changes made outside the service that no fingerprint of the main file shows: an append to an
// included file, a file in a directory made after the load (include globs with a wildcard in
// their directories, `documents` trees), an included file edited while a write is checked.
// What the service then holds is what a fresh load of the files holds.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore, type LedgerSnapshot } from '../../src/store/ledger-store.ts';
import type { RawDirective, RawTransaction } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';

const SOURCE = { file: '<request>', line: 0 };

function spend(date: string, n: string): RawTransaction {
  const posting = (account: string, number: string | null) => ({
    account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'USD' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE,
  });
  return { type: 'transaction', date, flag: '*', payee: null, narration: 'service', tags: [], links: [], meta: {}, postings: [posting('Expenses:Food', n), posting('Assets:Bank', null)], source: SOURCE };
}

const OPENS = '2024-01-01 open Assets:Bank USD\n2024-01-01 open Expenses:Food USD\n2024-01-01 open Income:Job USD\n';
const PAY = '2024-01-05 * "Job" "pay"\n  Assets:Bank  100.00 USD\n  Income:Job\n';

/** What a snapshot holds, positions included, to compare with a fresh load's. */
function held(snapshot: LedgerSnapshot) {
  return {
    errors: snapshot.ledger.errors.map((e) => `${snapshot.relativeSource(e.source).file}:${e.source.line}: ${e.message}`),
    entries: snapshot.ledger.directives.map((d) => `${d.date} ${d.type} ${snapshot.relativeSource(d.source).file}:${d.source.line}`),
  };
}

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outside-changes-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an append to an included file', () => {
  test("is read with the included file's own root names, not the main file's: the error a fresh load reports is reported", async () => {
    await writeFile(file, 'option "name_assets" "Aktiva"\ninclude "inc.beancount"\n' + OPENS.replace('Assets:Bank', 'Aktiva:Bank'));
    const inc = join(dir, 'inc.beancount');
    await writeFile(inc, '2024-01-05 * "Job" "refund"\n  Expenses:Food  -1.00 USD\n  Income:Job\n');
    const store = new LedgerStore(file);
    const before = held(await store.snapshot());
    await appendFile(inc, '\n2024-01-06 * "B" "y"\n  Expenses:Food  2.00 USD\n  Aktiva:Bank\n');
    const after = held(await store.snapshot());
    expect(after.errors.filter((e) => !before.errors.includes(e))).toEqual(['inc.beancount:7: Invalid account name: Aktiva:Bank']);
    expect(after).toEqual(held(await new LedgerStore(file).snapshot()));
  });
});

describe('a file in a directory made after the load', () => {
  const BALANCE = '2025-01-31 balance Assets:Bank 100.00 USD\n';

  test.each([
    ['years/*/*.beancount', 'years/2025'],
    ['y/**/*.beancount', 'y/2025/q1'],
  ])('include "%s": a file in a new directory %s is read on the next request', async (pattern, newDir) => {
    await writeFile(file, OPENS + PAY + `include "${pattern}"\n`);
    await mkdir(join(dir, pattern.split('/')[0]!, '2024'), { recursive: true });
    await writeFile(join(dir, pattern.split('/')[0]!, '2024', '12.beancount'), '2024-12-31 balance Assets:Bank 100.00 USD\n');
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    await mkdir(join(dir, newDir), { recursive: true });
    // A request between: the directory's coming alone changes nothing the ledger holds.
    expect(held(await store.snapshot())).toEqual(held(first));
    await writeFile(join(dir, newDir, '01.beancount'), BALANCE);
    const after = held(await store.snapshot());
    expect(after.entries).toContain(`2025-01-31 balance ${newDir}/01.beancount:1`);
    expect(after).toEqual(held(await new LedgerStore(file).snapshot()));
    // And a write that breaks the new assertion is refused, as bean-check would fail it.
    await expect(store.write(() => ({ directives: [spend('2025-01-02', '1.00')], result: null }))).rejects.toMatchObject({ status: 422 });
  });

  test('include "years/*/*.beancount": a file in a directory that was there, empty, at the load is read on the next request', async () => {
    await writeFile(file, OPENS + PAY + 'include "years/*/*.beancount"\n');
    await mkdir(join(dir, 'years', '2024'), { recursive: true });
    await writeFile(join(dir, 'years', '2024', '12.beancount'), '2024-12-31 balance Assets:Bank 100.00 USD\n');
    await mkdir(join(dir, 'years', '2025'));
    const store = new LedgerStore(file);
    await store.snapshot();
    await writeFile(join(dir, 'years', '2025', '01.beancount'), BALANCE);
    expect(held(await store.snapshot()).entries).toContain('2025-01-31 balance years/2025/01.beancount:1');
  });

  test('option "documents": a statement dropped into an account directory made after the load is found on the next request', async () => {
    await writeFile(file, 'option "documents" "docs"\n' + OPENS + PAY);
    await mkdir(join(dir, 'docs'));
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    await mkdir(join(dir, 'docs', 'Assets', 'Bank'), { recursive: true });
    expect(await store.snapshot()).toBe(first); // nothing to find there yet: no reload
    await writeFile(join(dir, 'docs', 'Assets', 'Bank', '2024-01-31.statement.pdf'), '%PDF');
    const documents = (await store.snapshot()).ledger.directives.filter((d) => d.type === 'document');
    expect(documents.map((d) => `${d.date} ${d.account}`)).toEqual(['2024-01-31 Assets:Bank']);
  });
});

describe('an included file changed while a write is planned and checked', () => {
  test('is read before the write is appended: a balance assertion it added that the write breaks refuses the write', async () => {
    const inc = join(dir, 'inc.beancount');
    await writeFile(file, OPENS + 'include "inc.beancount"\n');
    await writeFile(inc, PAY);
    const store = new LedgerStore(file);
    await store.snapshot();
    let plans = 0;
    const write = store.write(async (): Promise<{ directives: RawDirective[]; result: null }> => {
      // Between the store's reading of the ledger and its appending (a slow check meanwhile).
      if (plans++ === 0) await appendFile(inc, '\n2024-01-31 balance Assets:Bank 100.00 USD\n');
      return { directives: [spend('2024-01-10', '1.00')], result: null };
    });
    await expect(write).rejects.toMatchObject({ status: 422 });
    expect(plans).toBe(2);
    expect(await readFile(file, 'utf8')).toBe(OPENS + 'include "inc.beancount"\n');
  });
});
