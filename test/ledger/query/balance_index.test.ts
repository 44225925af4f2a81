// BalanceIndex: balances from per-account timelines equal a pass over the sorted directives,
// lot order included, however transactions were added (in bulk, or back-dated one by one).
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { Directive, Posting, Transaction } from '../../../src/ledger/core/directives.ts';
import { compareDirectives } from '../../../src/ledger/core/directives.ts';
import type { Inventory } from '../../../src/ledger/core/inventory.ts';
import { BalanceIndex } from '../../../src/ledger/query/balance_index.ts';
import { balanceRows, inventoriesByAccount } from '../../../src/ledger/query/balances.ts';

let line = 0;
function posting(account: string, n: number, currency: string, cost: number | null): Posting {
  return {
    account, flag: null, meta: {}, source: { file: 'f', line }, price: null,
    units: { number: Decimal.fromInt(n), currency },
    cost: cost === null ? null : { number: Decimal.fromInt(cost), currency: 'USD', date: '2020-01-01', label: null },
  };
}
function txn(date: string, postings: Posting[]): Transaction {
  line += 10;
  return { type: 'transaction', date, flag: '*', payee: null, narration: '', tags: [], links: [], meta: {}, postings, source: { file: 'f', line } };
}
const day = (i: number) => `2020-${String(1 + Math.floor(i / 28) % 12).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

/** Lots as text, in the inventory's own order (not sorted: the order is part of the answer). */
const lots = (inv: Inventory | undefined) => (inv ? inv.positions().map((p) => `${p.units.number} ${p.units.currency}${p.cost ? ` {${p.cost.number}}` : ''}`) : []);
function asText(map: Map<string, Inventory>): [string, string[]][] {
  return [...map].map(([account, inv]) => [account, lots(inv)]);
}

describe('BalanceIndex', () => {
  // Enough postings per account for several chunks of the timeline.
  const bulk: Transaction[] = [];
  // From the middle of the year on, a lot at 20 appears as well.
  const cost = (i: number) => (i >= 150 && i % 2 === 0 ? 20 : 10 + (i % 3));
  for (let i = 0; i < 300; i++) bulk.push(txn(day(i), [posting('Assets:Broker', 1, 'STK', cost(i)), posting('Assets:Cash', -cost(i), 'USD', null)]));

  it('in bulk: equals a pass over the directives, at every date asked', () => {
    const index = BalanceIndex.build(bulk);
    for (const date of [undefined, '2020-01-01', '2020-03-15', '2020-12-31', '2019-01-01']) {
      expect(asText(index.inventories(date))).toEqual(asText(inventoriesByAccount(bulk, date)));
      expect(asText(index.inventories(date, 'Assets:Broker'))).toEqual(asText(inventoriesByAccount(bulk, date, 'Assets:Broker')));
    }
  });

  it('back-dated additions (a new lot, a new account) give the lots and rows a fresh pass gives', () => {
    const index = BalanceIndex.build(bulk);
    void index.inventories(); // inventories kept for every chunk, before the additions
    const added = [
      txn('2020-02-03', [posting('Assets:Broker', 5, 'STK', 7), posting('Assets:Cash', -35, 'USD', null)]),
      // Sells 10-lots: the later buys at 10 add to what is left.
      txn('2020-06-01', [posting('Assets:Broker', -60, 'STK', 10), posting('Assets:Cash', 600, 'USD', null)]),
      // A new account, before every other account's first posting.
      txn('2019-12-31', [posting('Assets:Savings', 3, 'USD', null), posting('Equity:Opening', -3, 'USD', null)]),
    ];
    for (const t of added) index.add(t);
    const all: Directive[] = [...bulk, ...added].sort(compareDirectives);
    for (const date of [undefined, '2019-12-31', '2020-02-03', '2020-06-01', '2020-08-09']) {
      expect(asText(index.inventories(date))).toEqual(asText(inventoriesByAccount(all, date)));
      // Rolled up, the order accounts first appear in decides the order of lots in parents.
      const rolled = (m: Map<string, Inventory>) => balanceRows(m, { rollup: true, depth: 1 }).map((r) => [r.account, lots(r.inventory)]);
      expect(rolled(index.inventories(date))).toEqual(rolled(inventoriesByAccount(all, date)));
    }
  });
});
