// ops/pad.py: a pad directive inserts, right after itself, a 'P' transaction that makes the next
// balance assertion of each currency on the padded account (or its sub-accounts) pass.
import { Decimal } from '../core/decimal.ts';
import type { Balance, Directive, LedgerError, Pad, Posting, Transaction } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { Position } from '../core/position.ts';
import { addUnits, type RunningTotal } from '../core/running_total.ts';
import { MADE_POSTING_META, madeByPad } from '../core/synthesised.ts';
import type { LedgerOptions } from '../core/options.ts';
import { renderInventory } from '../booking/render.ts';
import { balanceTolerance } from './balance_tolerance.ts';
import { selfAndAncestors } from './entry_accounts.ts';

/**
 * The padding state of one padded account: pad.py processes each such account on its own, over
 * the postings, pads and balance assertions of its subtree in ledger order. Shared with the
 * incremental check (incremental_pads.ts), which replays one account's subtree.
 */
export class PaddedAccount {
  readonly account: string;
  private activePad: Pad | null = null;
  private paddedCurrencies = new Set<string>();
  /** Units per currency not held at cost, of the account's subtree, with its own padding added. */
  private readonly units = new Map<string, RunningTotal>();
  /** The lots held at cost (rare), each on its own as in pad.py's inventory: one that empties is gone. */
  private readonly atCost = new Inventory();

  constructor(account: string) {
    this.account = account;
  }

  /** A posting on the account or one of its sub-accounts. */
  addPosting(posting: Posting): void {
    if (posting.cost !== null) this.atCost.addAmount(posting.units, posting.cost);
    else addUnits(this.units, posting.units.currency, posting.units.number);
  }

  /** A pad of the account itself: it becomes the active one, and may pad each currency once. */
  startPad(pad: Pad): void {
    this.activePad = pad;
    this.paddedCurrencies = new Set();
  }

  /**
   * A balance assertion on the subtree: the padding that makes it pass, with the pad to insert it
   * after, or null. Errors about lots at cost go to `errors`.
   */
  meetBalance(balance: Balance, options: LedgerOptions, errors: LedgerError[]): { pad: Pad; padding: Transaction } | null {
    const expected = balance.amount;
    // get_currency_units: the lot without cost plus every lot at cost of the currency.
    const plain = this.units.get(expected.currency);
    let have = plain?.value() ?? Decimal.ZERO;
    if (this.atCost.size > 0) have = have.add(this.atCost.unitsOf(expected.currency));
    const activePad = this.activePad;
    let made: { pad: Pad; padding: Transaction } | null = null;
    if (have.sub(expected.number).abs().gt(balanceTolerance(balance, options)) && activePad !== null && !this.paddedCurrencies.has(expected.currency)) {
      // One error per lot at cost of the currency, as pad.py reports them.
      for (let lots = this.atCost.lotsOf(expected.currency).length; lots > 0; lots--)
        errors.push({ source: balance.source, message: `Attempt to pad an entry with cost for balance: ${this.inventoryText()}`, kind: 'pad', entry: activePad });
      const missing = expected.number.sub(have);
      made = { pad: activePad, padding: paddingTransaction(activePad, { number: missing, currency: expected.currency }, expected) };
      // The padding is a lot without cost: it joins the units held without cost.
      addUnits(this.units, expected.currency, missing);
    }
    this.paddedCurrencies.add(expected.currency);
    return made;
  }

  /** The padded subtree's inventory as Beancount prints it (Inventory.__str__, positions sorted). */
  private inventoryText(): string {
    const positions: Position[] = [...this.atCost];
    for (const [currency, running] of this.units) {
      const plain = running.value();
      if (!plain.isZero()) positions.push({ units: { number: plain, currency }, cost: null });
    }
    return renderInventory(positions);
  }
}

export function insertPadding(entries: readonly Directive[], options: LedgerOptions): { directives: Directive[]; errors: LedgerError[] } {
  const states = new Map<string, PaddedAccount>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type === 'pad' && !states.has(e.account)) states.set(e.account, new PaddedAccount(e.account));
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
        for (let i = 0; i < list.length; i++) list[i]!.addPosting(posting);
      }
    } else if (e.type === 'pad') {
      states.get(e.account)!.startPad(e);
    } else if (e.type === 'balance') {
      for (const state of statesFor(e.account)) {
        const made = state.meetBalance(e, options, errors);
        if (made === null) continue;
        const list = inserted.get(made.pad) ?? [];
        list.push(made.padding);
        inserted.set(made.pad, list);
      }
    }
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

/** The transaction pad inserts after `pad` for an assertion of `expected` that misses `diff`. */
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
  return madeByPad(txn);
}
