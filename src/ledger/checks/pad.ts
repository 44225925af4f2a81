// ops/pad.py: a pad directive inserts, right after itself, a 'P' transaction that makes the next
// balance assertion of each currency on the padded account (or its sub-accounts) pass.
import { Decimal } from '../core/decimal.ts';
import type { Balance, Directive, LedgerError, Pad, Posting, Transaction } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { Position } from '../core/position.ts';
import { addUnits, type RunningTotal } from '../core/running_total.ts';
import { MADE_POSTING_META, synthesised } from '../core/synthesised.ts';
import type { LedgerOptions } from '../core/options.ts';
import { renderInventory } from '../booking/render.ts';
import { balanceTolerance } from './balance_tolerance.ts';
import { selfAndAncestors } from './entry_accounts.ts';


/** The padding state of one padded account (pad.py processes each such account on its own). */
interface PaddedAccount {
  readonly account: string;
  activePad: Pad | null;
  paddedCurrencies: Set<string>;
  /** Units per currency not held at cost, of the account's subtree, with its own padding added. */
  readonly units: Map<string, RunningTotal>;
  /** The lots held at cost (rare), each on its own as in pad.py's inventory: one that empties is gone. */
  readonly atCost: Inventory;
}

export function insertPadding(entries: readonly Directive[], options: LedgerOptions): { directives: Directive[]; errors: LedgerError[] } {
  const states = new Map<string, PaddedAccount>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type === 'pad' && !states.has(e.account))
      states.set(e.account, { account: e.account, activePad: null, paddedCurrencies: new Set(), units: new Map(), atCost: new Inventory() });
  }
  if (states.size === 0) return { directives: [...entries], errors: [] };

  // Each padded account sees the postings, pads and balances of its subtree in ledger order;
  // the accounts are independent, so one pass serves them all.
  const statesOf = new Map<string, PaddedAccount[]>();
  const statesFor = (account: string): PaddedAccount[] => {
    let list = statesOf.get(account);
    if (list === undefined) {
      list = [];
      for (const a of selfAndAncestors(account)) {
        const state = states.get(a);
        if (state !== undefined) list.push(state);
      }
      statesOf.set(account, list);
    }
    return list;
  };

  const errors: LedgerError[] = [];
  const inserted = new Map<Pad, Transaction[]>();
  for (let n = 0; n < entries.length; n++) {
    const e = entries[n]!;
    if (e.type === 'transaction') {
      const postings = e.postings;
      for (let k = 0; k < postings.length; k++) {
        const posting = postings[k]!;
        const list = statesFor(posting.account);
        for (let i = 0; i < list.length; i++) {
          const state = list[i]!;
          if (posting.cost !== null) state.atCost.addAmount(posting.units, posting.cost);
          else addUnits(state.units, posting.units.currency, posting.units.number);
        }
      }
    } else if (e.type === 'pad') {
      const state = states.get(e.account)!;
      state.activePad = e;
      state.paddedCurrencies = new Set();
    } else if (e.type === 'balance') {
      for (const state of statesFor(e.account)) padFor(state, e);
    }
  }

  function padFor(state: PaddedAccount, balance: Balance): void {
    const expected = balance.amount;
    // get_currency_units: the lot without cost plus every lot at cost of the currency.
    const plain = state.units.get(expected.currency);
    let have = plain?.value() ?? Decimal.ZERO;
    if (state.atCost.size > 0) have = have.add(state.atCost.unitsOf(expected.currency));
    const activePad = state.activePad;
    if (have.sub(expected.number).abs().gt(balanceTolerance(balance, options)) && activePad !== null && !state.paddedCurrencies.has(expected.currency)) {
      // One error per lot at cost of the currency, as pad.py reports them.
      for (let lots = state.atCost.lotsOf(expected.currency).length; lots > 0; lots--)
        errors.push({ source: balance.source, message: `Attempt to pad an entry with cost for balance: ${inventoryText(state)}`, kind: 'pad', entry: activePad });
      const missing = expected.number.sub(have);
      const list = inserted.get(activePad) ?? [];
      list.push(paddingTransaction(activePad, { number: missing, currency: expected.currency }, expected));
      inserted.set(activePad, list);
      // The padding is a lot without cost: it joins the units held without cost.
      addUnits(state.units, expected.currency, missing);
    }
    state.paddedCurrencies.add(expected.currency);
  }

  const out: Directive[] = [];
  for (let n = 0; n < entries.length; n++) {
    const e = entries[n]!;
    out.push(e);
    if (e.type !== 'pad') continue;
    const txns = inserted.get(e);
    if (txns) out.push(...txns);
    else errors.push({ source: e.source, message: 'Unused Pad entry', kind: 'pad', entry: e });
  }
  return { directives: out, errors };
}

function paddingTransaction(pad: Pad, diff: { number: Decimal; currency: string }, expected: { number: Decimal; currency: string }): Transaction {
  const posting = (account: string, number: Decimal): Posting => ({
    account,
    flag: null,
    units: { number, currency: diff.currency },
    cost: null,
    price: null,
    meta: MADE_POSTING_META,
    source: pad.source,
  });
  const txn: Transaction = {
    type: 'transaction',
    date: pad.date,
    meta: { ...pad.meta },
    source: pad.source,
    flag: 'P',
    payee: null,
    narration: `(Padding inserted for Balance of ${expected.number} ${expected.currency} for difference ${diff.number} ${diff.currency})`,
    tags: [],
    links: [],
    postings: [posting(pad.account, diff.number), posting(pad.sourceAccount, diff.number.neg())],
  };
  return synthesised(txn);
}

/** The padded subtree's inventory as Beancount prints it (Inventory.__str__, positions sorted). */
function inventoryText(state: PaddedAccount): string {
  const positions: Position[] = [...state.atCost];
  for (const [currency, running] of state.units) {
    const plain = running.value();
    if (!plain.isZero()) positions.push({ units: { number: plain, currency }, cost: null });
  }
  return renderInventory(positions);
}
