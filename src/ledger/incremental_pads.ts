// A transaction written on a padded account's subtree before the balance assertion a pad fills
// changes what the pad inserts (ops/pad.py pads the difference that assertion sees), and with it
// the pad's source account. Rather than run the whole pipeline again, pad.py is replayed for the
// padded accounts the additions reach, over their subtrees only (the index's timelines plus the
// additions), to find which padding transactions change; or to say that the change is not one
// modelled here, and the pipeline must run again.
import type { Decimal } from './core/decimal.ts';
import type { LedgerError, Pad, Posting, Transaction } from './core/directives.ts';
import { PaddedAccount } from './checks/pad.ts';
import { isSelfOrDescendant } from './checks/entry_accounts.ts';
import type { BalanceRecord, LedgerIndex } from './ledger_index.ts';

/** A padding transaction of the ledger and the one a fresh load with the additions makes instead. */
export interface PaddingChange {
  readonly before: Transaction;
  readonly after: Transaction;
}

/** A booked transaction among the additions, with its sort key. */
export interface KeyedTransaction {
  readonly key: number;
  readonly transaction: Transaction;
}

/** Units a change adds to an account at a point of the ledger. */
export interface UnitsDelta {
  readonly key: number;
  readonly account: string;
  readonly currency: string;
  readonly number: Decimal;
}

/**
 * The padding transactions of the pads of the `padded` accounts that change when `added` joins
 * the ledger; null when the change is not one modelled here (the pipeline must run again): a
 * padding that appears or goes (an "Unused Pad entry" error with it), lots at cost in a padded
 * subtree (pad.py's error quotes its inventory), a changed padding whose source account is padded
 * too, a tie between files that the keys do not order, or a replay that does not find the padding
 * the pipeline made.
 */
export function paddingChanges(ix: LedgerIndex, padded: ReadonlySet<string>, added: readonly KeyedTransaction[]): PaddingChange[] | null {
  const changes: PaddingChange[] = [];
  for (const account of padded) {
    const found = changesOfAccount(ix, account, added);
    if (found === null) return null;
    changes.push(...found);
  }
  for (const change of changes) {
    // The other leg moves the source account: a pad over it would pad differently in turn.
    const source = change.after.postings[1]!.account;
    if (ix.pads.some((p) => isSelfOrDescendant(source, p.account))) return null;
    // An error about the padding transaction would be about the new one after a fresh load.
    if (ix.errors.some((e) => e.entry === change.before)) return null;
  }
  return changes;
}

/** What a changed padding adds to its two accounts, from the pad's place on: for the balance checks after it. */
export function paddingDeltas(ix: LedgerIndex, change: PaddingChange): UnitsDelta[] {
  const [own, source] = change.after.postings;
  const diff = own!.units.number.sub(change.before.postings[0]!.units.number);
  const key = ix.keyOf(change.before);
  const currency = own!.units.currency;
  return [
    { key, account: own!.account, currency, number: diff },
    { key, account: source!.account, currency, number: diff.neg() },
  ];
}

function changesOfAccount(ix: LedgerIndex, account: string, added: readonly KeyedTransaction[]): PaddingChange[] | null {
  // pad.py sees the balance assertions on accounts that do not exist, which leave the ledger later.
  for (const a of ix.referenced) if (isSelfOrDescendant(a, account) && !ix.opens.has(a) && !ix.closes.has(a)) return null;
  const replayed = replay(ix, account, added);
  if (replayed === null) return null;
  const changes: PaddingChange[] = [];
  for (const pad of ix.pads) {
    if (pad.account !== account) continue;
    const written = ix.paddingOf(pad);
    const was = replayed.before.get(pad) ?? [];
    const now = replayed.after.get(pad) ?? [];
    // The replay of the ledger as it is must make what the pipeline made, or it misses something.
    if (written.length !== was.length || !written.every((t, i) => samePadding(t, was[i]!))) return null;
    if (now.length !== was.length) return null;
    for (let i = 0; i < now.length; i++) {
      if (now[i]!.postings[0]!.units.currency !== was[i]!.postings[0]!.units.currency) return null;
      if (!samePadding(now[i]!, was[i]!)) changes.push({ before: written[i]!, after: now[i]! });
    }
  }
  return changes;
}

/** Same narration, accounts and amounts, digits included. */
function samePadding(a: Transaction, b: Transaction): boolean {
  return (
    a.narration === b.narration &&
    a.postings.length === b.postings.length &&
    a.postings.every((p, i) => {
      const q = b.postings[i]!;
      return p.account === q.account && p.units.currency === q.units.currency && p.units.number.toString() === q.units.number.toString();
    })
  );
}

/**
 * pad.py for one padded account: its subtree's postings, its pads and the balance assertions on
 * its subtree, in ledger order, up to the last assertion one of its pads can fill. The padding each
 * pad inserts in the ledger as it is (`before`) and with the postings of `added` (`after`), in one
 * pass; null when the replay cannot be exact.
 */
function replay(ix: LedgerIndex, account: string, added: readonly KeyedTransaction[]): { before: Map<Pad, Transaction[]>; after: Map<Pad, Transaction[]> } | null {
  const pads = ix.pads.filter((p) => p.account === account).map((pad) => ({ key: ix.keyOf(pad), pad }));
  pads.sort((a, b) => a.key - b.key);
  let horizon = -Infinity;
  for (const { pad } of pads) for (const k of ix.firstAssertionsAfter(pad).values()) if (k > horizon) horizon = k;
  const balances: BalanceRecord[] = [];
  for (const [a, records] of ix.balances) if (isSelfOrDescendant(a, account)) for (const r of records) if (r.key <= horizon) balances.push(r);
  balances.sort((a, b) => a.key - b.key);
  // Equal keys are directives of two files on the same date and line: their order is not known here.
  if (hasEqualKeys(pads) || hasEqualKeys(balances)) return null;
  const postings = subtreePostings(ix, account, added, horizon);
  if (postings === null) return null;

  const before = new PaddingReplay(account);
  const after = new PaddingReplay(account);
  const { keys, list, added: fromAdditions } = postings;
  let p = 0;
  let d = 0;
  let padKey = pads.length > 0 ? pads[0]!.key : Infinity;
  for (const record of balances) {
    // The postings and pads before the assertion, in ledger order (a balance sorts before a day's
    // transactions and pads, so it never shares their keys).
    for (;;) {
      const postingKey = p < keys.length ? keys[p]! : Infinity;
      if (postingKey > record.key && padKey > record.key) break;
      if (postingKey === padKey) return null;
      if (padKey < postingKey) {
        const { pad } = pads[d++]!;
        before.state.startPad(pad);
        after.state.startPad(pad);
        padKey = d < pads.length ? pads[d]!.key : Infinity;
        continue;
      }
      const posting = list[p]!;
      if (posting.cost !== null) return null;
      if (!fromAdditions[p]) before.state.addPosting(posting);
      after.state.addPosting(posting);
      p++;
    }
    if (!before.meetBalance(record, ix) || !after.meetBalance(record, ix)) return null;
  }
  return { before: before.made, after: after.made };
}

/** One replay of pad.py's state for an account, and the padding it made per pad. */
class PaddingReplay {
  readonly state: PaddedAccount;
  readonly made = new Map<Pad, Transaction[]>();
  private readonly errors: LedgerError[] = [];

  constructor(account: string) {
    this.state = new PaddedAccount(account);
  }

  /** False when pad.py reports an error here (lots at cost), which is not modelled. */
  meetBalance(record: BalanceRecord, ix: LedgerIndex): boolean {
    const padding = this.state.meetBalance(record.balance, ix.options, this.errors);
    if (this.errors.length > 0) return false;
    if (padding === null) return true;
    const list = this.made.get(padding.pad);
    if (list === undefined) this.made.set(padding.pad, [padding.padding]);
    else list.push(padding.padding);
    return true;
  }
}

function hasEqualKeys(list: readonly { key: number }[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i]!.key === list[i - 1]!.key) return true;
  return false;
}

/** Postings in ledger order, with their keys and whether each is one of the additions'. */
interface SubtreePostings {
  readonly keys: number[];
  readonly list: Posting[];
  readonly added: boolean[];
}

interface Cursor {
  readonly keys: number[];
  readonly postings: Posting[];
  at: number;
}

/**
 * The postings on `account` and its sub-accounts with keys up to `horizon`, the additions among
 * them, in ledger order: the timelines merged by key. Postings of one key on several accounts
 * are one transaction's (or, across files, several's): their order is taken from the ledger.
 */
function subtreePostings(ix: LedgerIndex, account: string, added: readonly KeyedTransaction[], horizon: number): SubtreePostings | null {
  const cursors: Cursor[] = [];
  for (const [a, timeline] of ix.timelines) {
    if (!isSelfOrDescendant(a, account)) continue;
    const cursor: Cursor = { keys: [], postings: [], at: 0 };
    timeline.forEachUntil(horizon, (key, posting) => {
      cursor.keys.push(key);
      cursor.postings.push(posting);
    });
    if (cursor.keys.length > 0) cursors.push(cursor);
  }
  const additions: Cursor = { keys: [], postings: [], at: 0 };
  for (const { key, transaction } of [...added].sort((a, b) => a.key - b.key)) {
    if (key > horizon) continue;
    for (const posting of transaction.postings) {
      if (!isSelfOrDescendant(posting.account, account)) continue;
      additions.keys.push(key);
      additions.postings.push(posting);
    }
  }
  if (additions.keys.length > 0) cursors.push(additions);

  const merged: SubtreePostings = { keys: [], list: [], added: [] };
  for (;;) {
    // The cursor with the smallest next key, and the smallest next key of the others.
    let next: Cursor | null = null;
    let nextKey = Infinity;
    let otherKey = Infinity;
    for (const c of cursors) {
      if (c.at >= c.keys.length) continue;
      const key = c.keys[c.at]!;
      if (next === null || key < nextKey) {
        otherKey = nextKey;
        next = c;
        nextKey = key;
      } else if (key < otherKey) otherKey = key;
    }
    if (next === null) break;
    if (nextKey < otherKey) {
      // A run of one account's postings before any other's.
      const fromAdditions = next === additions;
      while (next.at < next.keys.length && next.keys[next.at]! < otherKey) {
        merged.keys.push(next.keys[next.at]!);
        merged.list.push(next.postings[next.at++]!);
        merged.added.push(fromAdditions);
      }
      continue;
    }
    // An addition never shares a key with the ledger's directives (the file's next lines).
    if (additions.at < additions.keys.length && additions.keys[additions.at] === nextKey) return null;
    if (!takeInLedgerOrder(ix, account, nextKey, cursors, merged)) return null;
  }
  return merged;
}

/** Move the postings at `key` from the cursors to the list in the order of the ledger's transactions there. */
function takeInLedgerOrder(ix: LedgerIndex, account: string, key: number, cursors: readonly Cursor[], merged: SubtreePostings): boolean {
  for (const txn of ix.transactionsAt(key)) {
    for (const posting of txn.postings) {
      if (!isSelfOrDescendant(posting.account, account)) continue;
      const cursor = cursors.find((c) => c.at < c.keys.length && c.keys[c.at] === key && c.postings[c.at] === posting);
      if (cursor === undefined) return false;
      cursor.at++;
      merged.keys.push(key);
      merged.list.push(posting);
      merged.added.push(false);
    }
  }
  // Every posting at the key must have been found in a transaction there.
  return cursors.every((c) => c.at >= c.keys.length || c.keys[c.at] !== key);
}
