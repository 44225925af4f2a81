// Matching of postings that reduce an account's inventory against its lots
// (booking_full.book_reductions and booking_method.*).
import { Decimal } from '../core/decimal.ts';
import type { BookingMethod, CostSpec, LedgerError, Source } from '../core/directives.ts';
import type { Inventory } from '../core/inventory.ts';
import type { Position } from '../core/position.ts';
import { inventoryIsReducedBy, type BalanceLookup } from './balances.ts';
import { renderInventory, renderPosition, reprPosting } from './render.ts';
import type { WorkPosting } from './work_posting.ts';

export interface BookingContext {
  readonly date: string;
  readonly source: Source;
  readonly balances: BalanceLookup;
  methodOf(account: string): BookingMethod;
}

/** compute_cost_number: the per-unit cost a CostSpec implies, or null when it cannot be known yet. */
export function costNumberOf(spec: CostSpec, units: Decimal): Decimal | null {
  if (spec.numberPer === null || spec.totalMissing === true) return null;
  if (spec.numberTotal === null) return spec.numberPer;
  const abs = units.abs();
  return spec.numberTotal.add(spec.numberPer.mul(abs)).div(abs);
}

function matchesSpec(p: Position, currency: string, spec: CostSpec, costNumber: Decimal | null): boolean {
  const cost = p.cost;
  if (cost === null || p.units.currency !== currency) return false;
  if (costNumber !== null && !cost.number.eq(costNumber)) return false;
  if (spec.currency !== null && cost.currency !== spec.currency) return false;
  if (spec.date && cost.date !== spec.date) return false;
  if (spec.label && cost.label !== spec.label) return false;
  return true;
}

function describe(posting: WorkPosting): string {
  return renderPosition({ number: posting.number!, currency: posting.currency! }, posting.costSpec);
}

function describeMatches(matches: readonly Position[]): string {
  return matches.map((m) => renderPosition(m.units, m.cost)).join(', ');
}

function reduced(posting: WorkPosting, number: Decimal, lot: Position): WorkPosting {
  return { ...posting, number, currency: lot.units.currency, cost: lot.cost, costSpec: null };
}

/** One lot, or all of them when the reduction takes exactly their total (booking_method_STRICT). */
function bookStrict(posting: WorkPosting, matches: Position[]): { postings: WorkPosting[]; ambiguous: boolean; insufficient: boolean } {
  const units = posting.number!;
  if (matches.length > 1) {
    let sum = Decimal.ZERO;
    for (const m of matches) sum = sum.add(m.units.number);
    if (!sum.eq(units.neg())) return { postings: [], ambiguous: true, insufficient: false };
    return { postings: matches.map((m) => reduced(posting, m.units.number.neg(), m)), ambiguous: false, insufficient: false };
  }
  const match = matches[0]!;
  const size = match.units.number.abs().lte(units.abs()) ? match.units.number.abs() : units.abs();
  const number = units.isNegative() ? size.neg() : size;
  return { postings: [reduced(posting, number, match)], ambiguous: false, insufficient: !number.eq(units) };
}

/**
 * The lots one reducing posting takes, one lot at a time: `take` books what the lot can give and
 * says whether the posting's units are now covered; a lot on the same side as the posting (a
 * mixed inventory) gives nothing.
 */
class LotTaker {
  readonly out: WorkPosting[] = [];
  private readonly posting: WorkPosting;
  private remaining: Decimal;
  private readonly negative: boolean;
  constructor(posting: WorkPosting) {
    this.posting = posting;
    this.negative = posting.number!.isNegative();
    this.remaining = posting.number!.abs();
  }
  get done(): boolean {
    return !this.remaining.isPositive();
  }
  take(lot: Position): boolean {
    if (this.done) return true;
    if (!lot.units.number.isZero() && lot.units.number.isNegative() === this.negative) return false;
    const available = lot.units.number.abs();
    const size = available.lte(this.remaining) ? available : this.remaining;
    this.out.push(reduced(this.posting, this.negative ? size.neg() : size, lot));
    this.remaining = this.remaining.sub(size);
    return this.done;
  }
}

/** Oldest (FIFO) or newest (LIFO) lots first; lots of the same date keep inventory order. */
function bookInOrder(posting: WorkPosting, matches: Position[], newestFirst: boolean): { postings: WorkPosting[]; insufficient: boolean } | null {
  // Beancount sorts the matches by date: with two or more, a lot without a date stops it (TypeError).
  if (matches.length > 1 && matches.some((m) => m.cost!.date === null)) return null;
  const taker = new LotTaker(posting);
  if (datesAscending(matches)) {
    // Already in date order (booking adds lots day by day): no sort. LIFO walks the days from
    // the last one back, each day's lots in inventory order, as the stable sort would give them.
    if (!newestFirst) {
      for (const match of matches) if (taker.take(match)) break;
    } else {
      let end = matches.length;
      while (end > 0 && !taker.done) {
        let start = end - 1;
        const date = matches[start]!.cost!.date;
        while (start > 0 && matches[start - 1]!.cost!.date === date) start--;
        for (let i = start; i < end; i++) if (taker.take(matches[i]!)) break;
        end = start;
      }
    }
  } else {
    const ordered = [...matches].sort((a, b) => {
      const da = a.cost!.date!;
      const db = b.cost!.date!;
      if (da === db) return 0;
      return (da < db) !== newestFirst ? -1 : 1;
    });
    for (const match of ordered) if (taker.take(match)) break;
  }
  return { postings: taker.out, insufficient: !taker.done };
}

function datesAscending(lots: readonly Position[]): boolean {
  for (let i = 1; i < lots.length; i++) if (lots[i]!.cost!.date! < lots[i - 1]!.cost!.date!) return false;
  return true;
}

/**
 * FIFO without collecting and sorting every matching lot: when the inventory's lots at cost are
 * already in date order, the oldest matching lots are the first ones met, and only as many are
 * visited as the reduction takes. This is what bookInOrder gives for those lots; null when it
 * cannot tell (lots out of date order) or when the lots do not suffice (the full path then
 * builds the error, which lists every match).
 */
function takeOldestInOrder(posting: WorkPosting, balance: Inventory, spec: CostSpec, costNumber: Decimal | null): WorkPosting[] | null {
  if (!balance.lotsAtCostInDateOrder()) return null;
  const taker = new LotTaker(posting);
  for (const lot of balance) if (matchesSpec(lot, posting.currency!, spec, costNumber) && taker.take(lot)) return taker.out;
  return null;
}

/**
 * LIFO the same way, from the inventory's newest end: the lots of the newest date first, those of
 * one date in inventory order (as bookInOrder's walk back by days gives them), and only as many
 * visited as the reduction takes. Null when it cannot tell or the lots do not suffice.
 */
function takeNewestInOrder(posting: WorkPosting, balance: Inventory, spec: CostSpec, costNumber: Decimal | null): WorkPosting[] | null {
  if (!balance.lotsAtCostInDateOrder()) return null;
  const taker = new LotTaker(posting);
  const lots = balance.newestFirst();
  // a lot read ahead: the first of the next (older) date
  let ahead: Position | null = null;
  while (true) {
    const day: Position[] = ahead === null ? [] : [ahead];
    ahead = null;
    for (let next = lots.next(); !next.done; next = lots.next()) {
      const lot = next.value;
      if (!matchesSpec(lot, posting.currency!, spec, costNumber)) continue;
      if (day.length > 0 && lot.cost!.date !== day[0]!.cost!.date) {
        ahead = lot;
        break;
      }
      day.push(lot);
    }
    if (day.length === 0) return null;
    for (let i = day.length - 1; i >= 0; i--) if (taker.take(day[i]!)) return taker.out;
  }
}

/**
 * Replace each reducing posting by the lots it takes from its account's inventory; leave
 * augmentations as they are, dated with the transaction date. Any error drops the group.
 */
export function bookReductions(group: readonly WorkPosting[], ctx: BookingContext): { postings: WorkPosting[]; errors: LedgerError[] } {
  // Lots taken by earlier postings of this transaction, applied to a copy of the balance only
  // when the same account is consulted again.
  let taken: Map<string, WorkPosting[]> | null = null;
  let local: Map<string, Inventory> | null = null;
  const localBalance = (account: string): Inventory | undefined => {
    const pending = taken?.get(account);
    if (pending === undefined) return local?.get(account);
    taken!.delete(account);
    local ??= new Map();
    let inventory = local.get(account);
    if (inventory === undefined) {
      inventory = ctx.balances.inventory(account).clone();
      local.set(account, inventory);
    }
    for (const b of pending) inventory.addAmount({ number: b.number!, currency: b.currency! }, b.cost);
    return inventory;
  };
  const out: WorkPosting[] = [];
  const fail = (message: string) => ({ postings: [], errors: [{ source: ctx.source, message, kind: 'booking' }] });

  for (const posting of group) {
    const spec = posting.costSpec;
    if (spec === null || posting.number === null) {
      out.push(posting);
      continue;
    }
    const account = posting.spec.account;
    const method = ctx.methodOf(account);
    // Lots taken by earlier postings of this transaction are gone from its local balance.
    const changed = localBalance(account);
    const reduces =
      method !== 'NONE' &&
      (changed === undefined
        ? ctx.balances.isReducedBy(account, posting.number, posting.currency!)
        : inventoryIsReducedBy(changed, posting.number, posting.currency!));
    if (!reduces) {
      out.push(spec.date === null ? { ...posting, costSpec: { ...spec, date: ctx.date } } : posting);
      continue;
    }

    const balance = changed ?? ctx.balances.inventory(account);
    const costNumber = costNumberOf(spec, posting.number);
    const inOrder = method === 'FIFO' ? takeOldestInOrder(posting, balance, spec, costNumber) : method === 'LIFO' ? takeNewestInOrder(posting, balance, spec, costNumber) : null;
    if (inOrder !== null) {
      noteTaken(account, inOrder);
      continue;
    }
    const matches: Position[] = [];
    for (const p of balance) if (matchesSpec(p, posting.currency!, spec, costNumber)) matches.push(p);
    if (matches.length === 0) {
      const repr = reprPosting({
        account,
        units: { number: posting.number, currency: posting.currency },
        costSpec: spec,
        price: posting.price,
        flag: posting.spec.flag,
        file: posting.spec.source.file,
        line: posting.spec.source.line,
        meta: posting.spec.meta,
      });
      return fail(`No position matches "${repr}" against balance ${renderInventory(balance)}`);
    }

    let booked: WorkPosting[];
    let insufficient: boolean;
    if (method === 'STRICT') {
      const r = bookStrict(posting, matches);
      if (r.ambiguous) return fail(`Ambiguous matches for "${describe(posting)}": ${describeMatches(matches)}`);
      booked = r.postings;
      insufficient = r.insufficient;
    } else if (method === 'FIFO' || method === 'LIFO') {
      const r = bookInOrder(posting, matches, method === 'LIFO');
      if (r === null) return fail(`Lots without a date cannot be put in ${method} order for "${describe(posting)}": ${describeMatches(matches)}`);
      booked = r.postings;
      insufficient = r.insufficient;
    } else {
      return fail('AVERAGE method is not supported');
    }
    if (insufficient) return fail(`Not enough lots to reduce "${describe(posting)}": ${describeMatches(matches)}`);

    noteTaken(account, booked);
  }
  return { postings: out, errors: [] };

  /** Keep the reducing postings, and remember their lots: later postings of this transaction must not take them again. */
  function noteTaken(account: string, booked: WorkPosting[]): void {
    taken ??= new Map();
    const list = taken.get(account);
    if (list === undefined) taken.set(account, [...booked]);
    else list.push(...booked);
    out.push(...booked);
  }
}
