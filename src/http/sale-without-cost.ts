// A sale written without a cost from an account that holds the commodity at cost: Beancount takes
// it (the units go beside the lots, held without cost, and no gain is booked), so the write stands,
// but its answer says so (investor QA s50: `-10 SZ300750 @ 200.00 CNY` on a STRICT account holding
// `300 SZ300750 {220.50 CNY}` left a mixed inventory and lost the gain without a word).
import type { Transaction } from '../ledger/core/directives.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { BalanceIndex } from '../ledger/query/balance_index.ts';

/**
 * One warning per posting of `txn` that takes units without a cost off an account which, at the
 * end of that day, holds lots of them at cost beside a negative amount held without cost. Not on a
 * NONE account, where units without cost beside lots are how Beancount books.
 */
export function saleWithoutCostWarnings(ledger: Ledger, balances: BalanceIndex, txn: Transaction): string[] {
  const warnings: string[] = [];
  for (const p of txn.postings) {
    if (p.cost !== null || !p.units.number.isNegative()) continue;
    const held = balances.inventories(txn.date, p.account).get(p.account)?.positions() ?? [];
    const lots = held.filter((x) => x.units.currency === p.units.currency && x.cost !== null && x.units.number.isPositive());
    const plain = held.find((x) => x.units.currency === p.units.currency && x.cost === null && x.units.number.isNegative());
    if (lots.length === 0 || plain === undefined) continue;
    // (asked only of an account holding lots: every write's spending postings pass through here)
    const booking = ledger.openAccounts().get(p.account)?.booking ?? ledger.options.bookingMethod;
    if (booking === 'NONE') continue;
    warnings.push(
      `${p.account} holds ${p.units.currency} at cost (${lots.length} ${lots.length === 1 ? 'lot' : 'lots'}), and this sale has no cost: its units stand beside the lots as ${plain.units.number.toString()} ${p.units.currency} held without cost and no gain is booked, as Beancount books it; to sell from the lots, write the posting with "cost": {} (or the lot's date or label)`,
    );
  }
  return warnings;
}
