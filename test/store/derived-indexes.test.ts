// What the store derives from the ledger (transaction ids, balances, prices) is built once
// and then kept current by writes; it must always equal what a fresh load of the files gives.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore, type LedgerSnapshot } from '../../src/store/ledger-store.ts';
import type { Price, RawTransaction } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { balanceRows, balances } from '../../src/ledger/query/balances.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';

const LEDGER = `option "operating_currency" "CNY"
plugin "beancount.plugins.implicit_prices"
2024-01-01 open Assets:Cash
2024-01-01 open Assets:Broker
2024-01-01 open Expenses:Food
2024-01-01 open Equity:Opening

2024-01-01 pad Assets:Cash Equity:Opening
2024-01-02 balance Assets:Cash  100 CNY

2024-01-10 * "Cafe" "coffee"
  Expenses:Food  10 CNY
  Assets:Cash

2024-02-10 * "Broker" "buy"
  Assets:Broker  2 STK {10 CNY}
  Assets:Cash
`;

/** A transaction as the HTTP layer gives it: parsed from text, positions filled in on write. */
function txn(text: string): RawTransaction {
  return parseText(text, '<request>').directives[0] as RawTransaction;
}

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'derived-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, LEDGER);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Everything a client can see, as plain text, for comparison with a fresh load. */
function visible(s: LedgerSnapshot, query: { date?: string; rollup?: boolean; convert?: string } = {}) {
  const rows = balanceRows(s.balances.inventories(query.date), { ...query, prices: s.prices }).map((r) => ({
    account: r.account,
    positions: r.inventory.positions().map((p) => `${p.units.number} ${p.units.currency} ${p.cost ? `{${p.cost.number} ${p.cost.currency} ${p.cost.date}}` : ''}`),
    value: r.value ? `${r.value.number} ${r.value.currency}` : null,
  }));
  const transactions = s.transactions.list.map((t) => `${t.id} ${t.transaction.source.line} ${t.transaction.narration}`);
  return { rows, transactions };
}

async function expectSameAsFreshLoad(store: LedgerStore): Promise<void> {
  const snap = await store.snapshot();
  const fresh = await new LedgerStore(file).snapshot();
  for (const query of [{}, { date: '2024-01-15' }, { rollup: true }, { date: '2024-02-10', rollup: true, convert: 'CNY' }]) {
    expect(visible(snap, query)).toEqual(visible(fresh, query));
    // And the same as the straightforward pass over all directives.
    expect(balanceRows(snap.balances.inventories(query.date), query).map((r) => r.account)).toEqual(balances(fresh.ledger.directives, query).map((r) => r.account));
  }
}

describe('derived indexes', () => {
  test('balances and ids built before writes follow the writes, back-dated ones included', async () => {
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    const cashBefore = first.balances.inventories().get('Assets:Cash')!.unitsOf('CNY');
    void first.transactions;
    await store.write(() => ({ directives: [txn('2024-03-01 * "Cafe" "tea"\n  Expenses:Food  5 CNY\n  Assets:Cash\n')], result: null }));
    const after = await store.snapshot();
    expect(after.balances.inventories().get('Assets:Cash')!.unitsOf('CNY').toString()).toBe(cashBefore.sub(Decimal.parse('5')).toString());
    // Back-dated: before existing postings of the account, and a new lot that must come
    // first among the lots, as a fresh load orders them.
    await store.write(() => ({ directives: [txn('2024-01-05 * "Broker" "early buy"\n  Assets:Broker  1 STK {8 CNY}\n  Assets:Cash\n')], result: null }));
    await store.write(() => ({ directives: [txn('2024-01-03 * "Cafe" "coffee"\n  Expenses:Food  10 CNY\n  Assets:Cash\n')], result: null }));
    await expectSameAsFreshLoad(store);
  });

  test('a back-dated write under a pad swaps the padding in the balances kept, which equal a fresh load', async () => {
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    const kept = first.balances;
    expect(kept.inventories().get('Equity:Opening')!.unitsOf('CNY').toString()).toBe('-100');
    // Between the pad (2024-01-01) and its assertion (100 CNY on 2024-01-02): the padding is now 103.
    await store.write(() => ({ directives: [txn('2024-01-01 * "Cafe" "forgotten"\n  Expenses:Food  3 CNY\n  Assets:Cash\n')], result: null }));
    const after = await store.snapshot();
    // The same index, followed rather than built again (the ledger said which padding it replaced).
    expect(after.balances).toBe(kept);
    expect(after.balances.inventories().get('Equity:Opening')!.unitsOf('CNY').toString()).toBe('-103');
    expect(after.balances.inventories('2024-01-02').get('Assets:Cash')!.unitsOf('CNY').toString()).toBe('100');
    await expectSameAsFreshLoad(store);
    // And again, with the inventories after it asked for in between.
    void after.balances.inventories('2024-02-10');
    await store.write(() => ({ directives: [txn('2024-01-01 * "Cafe" "forgotten too"\n  Expenses:Food  2 CNY\n  Assets:Cash\n')], result: null }));
    expect((await store.snapshot()).balances.inventories().get('Equity:Opening')!.unitsOf('CNY').toString()).toBe('-105');
    await expectSameAsFreshLoad(store);
  });

  test('the transaction index lists the padding, and a back-dated write under the pad swaps it in place (same id, new amount)', async () => {
    const store = new LedgerStore(file);
    const kept = (await store.snapshot()).transactions;
    const paddingOf = (s: LedgerSnapshot) => s.transactions.list.filter((t) => t.synthesized === 'pad');
    const [before] = paddingOf(await store.snapshot());
    expect(before!.transaction.postings[1]!.units.number.toString()).toBe('-100');
    await store.write(() => ({ directives: [txn('2024-01-01 * "Cafe" "forgotten"\n  Expenses:Food  3 CNY\n  Assets:Cash\n')], result: null }));
    const after = await store.snapshot();
    // Followed, not built again.
    expect(after.transactions).toBe(kept);
    const [now] = paddingOf(after);
    expect(now!.id).toBe(before!.id);
    expect(now!.transaction.postings[1]!.units.number.toString()).toBe('-103');
    expect(after.transactions.get(before!.id)!.transaction).toBe(now!.transaction);
    // A padding has its pad's place, which holds no written transaction.
    expect(after.transactions.atSource(now!.transaction.source)).toBeUndefined();
    await expectSameAsFreshLoad(store);
  });

  test('identical twins: a back-dated twin takes the first id, as a fresh load gives', async () => {
    const store = new LedgerStore(file);
    void (await store.snapshot()).transactions;
    const twin = '2024-01-10 * "Cafe" "coffee"\n  Expenses:Food  10 CNY\n  Assets:Cash\n';
    await store.write(() => ({ directives: [txn(twin)], result: null }));
    const ids = (await store.snapshot()).transactions.list.filter((t) => t.transaction.narration === 'coffee').map((t) => t.id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(`${ids[0]}-2`);
    await expectSameAsFreshLoad(store);
  });

  test('a new price (written, or implied by a transaction) is in the next conversion', async () => {
    const store = new LedgerStore(file);
    const before = await store.snapshot();
    expect(before.prices.rate('USD', 'CNY')).toBeNull();
    const price: Price = { type: 'price', date: '2024-02-01', currency: 'USD', amount: { number: Decimal.parse('7.1'), currency: 'CNY' }, meta: {}, source: { file: '<request>', line: 0 } };
    await store.write(() => ({ directives: [price], result: null }));
    expect((await store.snapshot()).prices.rate('USD', 'CNY')?.toString()).toBe('7.1');
    await store.write(() => ({ directives: [txn('2024-02-20 * "Broker" "buy more"\n  Assets:Broker  1 STK {12 CNY}\n  Assets:Cash\n')], result: null }));
    expect((await store.snapshot()).prices.rate('STK', 'CNY', '2024-02-20')?.toString()).toBe('12');
    await expectSameAsFreshLoad(store);
  });

  test('an outside edit replaces what was derived', async () => {
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    expect(first.balances.inventories().get('Expenses:Food')!.unitsOf('CNY').toString()).toBe('10');
    await appendFile(file, '\n2024-03-01 * "by hand"\n  Expenses:Food  7 CNY\n  Assets:Cash\n');
    const after = await store.snapshot();
    expect(after).not.toBe(first);
    expect(after.balances.inventories().get('Expenses:Food')!.unitsOf('CNY').toString()).toBe('17');
    expect(after.transactions.list.at(-1)!.transaction.narration).toBe('by hand');
    await expectSameAsFreshLoad(store);
  });

  test('a kept answer is reused within one state of the ledger and never after a change', async () => {
    const store = new LedgerStore(file);
    let made = 0;
    const make = () => Buffer.from(String(++made));
    const s1 = await store.snapshot();
    expect(s1.answer('k', make).toString()).toBe('1');
    expect((await store.snapshot()).answer('k', make).toString()).toBe('1');
    await store.write(() => ({ directives: [txn('2024-03-01 * "x"\n  Expenses:Food  1 CNY\n  Assets:Cash\n')], result: null }));
    const s2 = await store.snapshot();
    expect(s2.answer('k', make).toString()).toBe('2');
    // An old snapshot never gets (or leaves) an answer of another state.
    expect(s1.answer('k', make).toString()).toBe('3');
    expect(s2.answer('k', make).toString()).toBe('2');
    await appendFile(file, '\n2024-03-02 * "by hand"\n  Expenses:Food  1 CNY\n  Assets:Cash\n');
    expect((await store.snapshot()).answer('k', make).toString()).toBe('4');
  });
});
