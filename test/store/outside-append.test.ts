// A person appending to the ledger by hand (or `>> main.beancount`) while the service runs: the
// new text is read and appended like the service's own writes, and what the service then
// answers equals what a fresh load of the file answers. Anything but a clean append reloads.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore, type LedgerSnapshot } from '../../src/store/ledger-store.ts';
import type { RawTransaction } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import fc from 'fast-check';
import { ledgerModel, ledgerStep, numbered, renderLedger } from '../ledger/property/ledger_model.ts';
import { propertyRuns, propertySeed } from '../ledger/property/property_seed.ts';

const BASE = `option "operating_currency" "CNY"
2024-01-01 open Assets:Cash CNY
2024-01-01 open Assets:Broker:STK STK "FIFO"
2024-01-01 open Expenses:Food
2024-01-01 open Equity:Opening

2024-01-02 * "Shop" "lunch" #food
  Expenses:Food  12.50 CNY
  Assets:Cash

2024-01-03 * "buy"
  Assets:Broker:STK  10 STK {5.00 CNY}
  Assets:Cash
`;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outside-append-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A transaction as the service writes it: postings of [account, units or null] in one currency. */
function serviceTransaction(date: string, narration: string, currency: string, ...postings: [string, string | null][]): RawTransaction {
  const source = { file: '<request>', line: 0 };
  return {
    type: 'transaction', date, flag: '*', payee: null, narration, tags: [], links: [], meta: {}, source,
    postings: postings.map(([account, number]) => ({
      account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency }, cost: null, price: null, priceIsTotal: false, meta: {}, source,
    })),
  };
}

/** What clients can see of a snapshot, in comparable form. */
function view(snap: LedgerSnapshot) {
  const inventories = [...snap.balances.inventories()].map(([account, inv]) => [
    account,
    inv.positions().map((p) => `${p.units.number.toString()} ${p.units.currency}${p.cost ? ` {${p.cost.number.toString()} ${p.cost.currency} ${p.cost.date}}` : ''}`),
  ]);
  return {
    transactions: snap.transactions.list.map((t) => ({ id: t.id, narration: t.transaction.narration, at: snap.relativeSource(t.transaction.source), postings: t.transaction.postings.map((p) => `${p.account} ${p.units.number.toString()} ${p.units.currency}`) })),
    inventories,
    prices: snap.ledger.directives.filter((d) => d.type === 'price').length,
    errors: snap.ledger.errors.map((e) => `${e.source.line}: ${e.message}`),
    accounts: snap.ledger.accountInfos().map((a) => a.name),
  };
}

/** The snapshot a fresh store (a full load) gives for the file as it is now. */
async function fresh(): Promise<ReturnType<typeof view>> {
  return view(await new LedgerStore(file).snapshot());
}

describe('appends made outside the service', () => {
  test('are appended in place, and the answers equal a full load', async () => {
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    await appendFile(
      file,
      `
2024-01-05 open Expenses:Coffee
2024-01-05 price STK 6.00 CNY

2024-01-05 * "Cafe" "flat white" ^receipt-1
  Expenses:Coffee  28 CNY
  Assets:Cash
  memo: "oat milk"

; an earlier date than what is already there
2024-01-02 * "Shop" "lunch" #food
  Expenses:Food  12.50 CNY
  Assets:Cash

2024-01-06 * "sell"
  Assets:Broker:STK  -4 STK {} @ 6.00 CNY
  Assets:Cash  24.00 CNY
  Equity:Opening

2024-01-07 balance Assets:Broker:STK 6 STK
`,
    );
    const second = await store.snapshot();
    expect(second.ledger).toBe(first.ledger); // not reloaded
    expect(second.ledger.errors).toEqual([]);
    const seen = view(second);
    expect(seen.transactions.map((t) => t.narration)).toEqual(['lunch', 'lunch', 'buy', 'flat white', 'sell']);
    // The identical twin of the first transaction gets its suffixed id, as on a full load.
    expect(seen.transactions[1]!.id).toBe(`${seen.transactions[0]!.id}-2`);
    expect(seen).toEqual(await fresh());
  });

  test('a hand-written transaction with the flag P is listed, as a full load lists it', async () => {
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    first.transactions; // built, so that the append extends it
    await appendFile(file, '\n2024-01-06 P "hand-written P flag"\n  Expenses:Food  1.00 CNY\n  Assets:Cash\n');
    const snap = await store.snapshot();
    expect(snap.ledger).toBe(first.ledger); // appended in place
    expect(snap.transactions.list.map((t) => t.transaction.narration)).toContain('hand-written P flag');
    expect(view(snap)).toEqual(await fresh());
  });

  test('with renamed roots (option "name_assets"), service writes and appends by hand read the accounts as valid', async () => {
    await writeFile(
      file,
      'option "name_assets" "Vermoegen"\noption "name_expenses" "Ausgaben"\n2024-01-01 open Vermoegen:Kasse\n2024-01-01 open Ausgaben:Essen\n',
    );
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    expect(first.ledger.errors).toEqual([]);
    const txn = serviceTransaction('2024-01-04', 'Mittag', 'EUR', ['Ausgaben:Essen', '9'], ['Vermoegen:Kasse', null]);
    await store.write(() => ({ directives: [txn], result: null }));
    await appendFile(file, '\n2024-01-08 * "von Hand"\n  Ausgaben:Essen  4 EUR\n  Vermoegen:Kasse\n');
    const snap = await store.snapshot();
    expect(snap.ledger).toBe(first.ledger); // the append by hand was read as an append, not a reload
    expect(snap.ledger.errors).toEqual([]);
    expect(view(snap).transactions.map((t) => t.narration)).toEqual(['Mittag', 'von Hand']);
    expect(view(snap)).toEqual(await fresh());
    // An account under the default root is now the one Beancount reports.
    await appendFile(file, '\n2024-01-09 * "alt"\n  Ausgaben:Essen  1 EUR\n  Assets:Cash\n');
    expect((await store.snapshot()).ledger.errors.map((e) => e.message)).toContain('Invalid account name: Assets:Cash');
  });

  test('a second append after one of the service\'s own writes is still an append', async () => {
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    const txn = serviceTransaction('2024-01-04', 'by the service', 'CNY', ['Expenses:Food', '3'], ['Assets:Cash', null]);
    await store.write(() => ({ directives: [txn], result: null }));
    await appendFile(file, '\n2024-01-08 * "by hand"\n  Expenses:Food  4 CNY\n  Assets:Cash\n');
    const snap = await store.snapshot();
    expect(snap.ledger).toBe(first.ledger);
    expect(view(snap).transactions.map((t) => t.narration)).toEqual(['lunch', 'buy', 'by the service', 'by hand']);
    expect(view(snap)).toEqual(await fresh());
  });

  test('text that continues the last transaction, an edit before the end or a failing assertion reload the file', async () => {
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    // A posting added to the last transaction: not a directive of its own.
    await appendFile(file, '  Expenses:Food  0 CNY\n');
    const continued = await store.snapshot();
    expect(continued.ledger).not.toBe(first.ledger);
    expect(view(continued)).toEqual(await fresh());
    expect(continued.transactions.list.at(-1)!.transaction.postings.map((p) => p.account)).toContain('Expenses:Food');

    // An edit in the middle (same length or not): the known text is no longer the beginning.
    await writeFile(file, (await readFile(file, 'utf8')).replace('lunch', 'LUNCH') + '\n2024-01-09 * "x"\n  Expenses:Food  1 CNY\n  Assets:Cash\n');
    const edited = await store.snapshot();
    expect(edited.ledger).not.toBe(continued.ledger);
    expect(view(edited).transactions.map((t) => t.narration)).toEqual(['LUNCH', 'buy', 'x']);

    // A balance assertion that fails: reported as a full load reports it.
    await appendFile(file, '\n2024-01-10 balance Assets:Cash 1000 CNY\n');
    const failing = await store.snapshot();
    expect(failing.ledger).not.toBe(edited.ledger);
    expect(view(failing).errors).toHaveLength(1);
    expect(view(failing)).toEqual(await fresh());
  });

  test('a file that did not end with a newline is reloaded, not appended to', async () => {
    await writeFile(file, BASE.trimEnd());
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    await appendFile(file, '\n\n2024-01-05 * "x"\n  Expenses:Food  1 CNY\n  Assets:Cash\n');
    const snap = await store.snapshot();
    expect(snap.ledger).not.toBe(first.ledger);
    expect(view(snap)).toEqual(await fresh());
  });

  test('random ledgers with random steps appended by hand read the same as a full load (property)', async () => {
    let appendedInPlace = 0;
    const cases = fc.record({ model: ledgerModel, tail: fc.array(ledgerStep, { minLength: 1, maxLength: 4 }) });
    await fc.assert(
      fc.asyncProperty(cases, async ({ model, tail }) => {
        const before = renderLedger(model);
        const after = renderLedger({ ...model, steps: [...model.steps, ...tail] });
        expect(after.startsWith(before)).toBe(true);
        await writeFile(file, before);
        const store = new LedgerStore(file);
        const first = await store.snapshot();
        await appendFile(file, after.slice(before.length));
        const snap = await store.snapshot();
        if (snap.ledger === first.ledger) appendedInPlace++;
        expect(view(snap), numbered(after)).toEqual(await fresh());
      }),
      { seed: propertySeed(), numRuns: propertyRuns(150) },
    );
    // Most generated tails are clean appends; the rest (errors in the tail, options) reload.
    expect(appendedInPlace).toBeGreaterThan(30);
  }, 120_000);
});
