// One account's booked postings in ledger order, with the inventory before every chunk kept,
// so that "the account's inventory at a point in time" costs one clone plus a chunk's postings
// instead of a scan of the whole history.
import type { Posting } from './core/directives.ts';
import { Inventory } from './core/inventory.ts';

/**
 * Sort position of a directive as one number: (date, type rank, line) as data.entry_sortkey,
 * packed as ((y*372 + m*31 + d) * 5 + rank) * 1e8 + line, exact below 2^53 for years < 10000
 * and lines < 1e8. Cheaper to build and compare than a tuple or a string.
 */
export function sortKey(date: string, type: string, line: number): number {
  const rank = type === 'open' ? 0 : type === 'balance' ? 1 : type === 'document' ? 3 : type === 'close' ? 4 : 2;
  const c = (i: number) => date.charCodeAt(i) - 48;
  const y = c(0) * 1000 + c(1) * 100 + c(2) * 10 + c(3);
  const m = c(5) * 10 + c(6);
  const d = c(8) * 10 + c(9);
  return ((y * 372 + m * 31 + d) * 5 + rank) * 1e8 + line;
}

const CHUNK = 64;

interface Chunk {
  /** Inventory of all postings before this chunk; computed when first needed. */
  start: Inventory | null;
  keys: number[];
  postings: Posting[];
}

/** Index of the first element of a sorted array greater than `key`. */
export function upperBound(keys: readonly number[], key: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! <= key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class PostingTimeline {
  private readonly chunks: Chunk[] = [];

  get size(): number {
    let n = 0;
    for (const c of this.chunks) n += c.keys.length;
    return n;
  }

  /** Append a posting known to sort after every posting already held (bulk building). */
  push(key: number, posting: Posting): void {
    let last = this.chunks[this.chunks.length - 1];
    if (last === undefined || last.keys.length >= CHUNK) {
      last = { start: last === undefined ? new Inventory() : null, keys: [], postings: [] };
      this.chunks.push(last);
    }
    last.keys.push(key);
    last.postings.push(posting);
  }

  /** The inventory of every posting whose key is <= `key` (a new entry sorts after equal keys). */
  inventoryAt(key: number): Inventory {
    const c = this.chunkFor(key);
    if (c < 0) return new Inventory();
    const chunk = this.chunks[c]!;
    const inv = this.startOf(c).clone();
    const end = upperBound(chunk.keys, key);
    for (let i = 0; i < end; i++) inv.addAmount(chunk.postings[i]!.units, chunk.postings[i]!.cost);
    return inv;
  }

  /** Insert a posting after the postings with keys <= `key`. */
  insert(key: number, posting: Posting): void {
    const c = this.chunkFor(key);
    if (c < 0 && this.chunks.length === 0) return this.push(key, posting);
    const index = Math.max(c, 0);
    const chunk = this.chunks[index]!;
    const at = c < 0 ? 0 : upperBound(chunk.keys, key);
    chunk.keys.splice(at, 0, key);
    chunk.postings.splice(at, 0, posting);
    for (let i = index + 1; i < this.chunks.length; i++) this.chunks[i]!.start?.addAmount(posting.units, posting.cost);
    if (chunk.keys.length >= 2 * CHUNK) this.split(index);
  }

  /**
   * Insert a posting and forget the inventories kept after it, so that they are summed again
   * in ledger order when next needed: the same lots, in the same order, as a fresh load gives
   * (insert() adds the posting to them out of order, which is enough for booking).
   */
  insertInOrder(key: number, posting: Posting): void {
    const last = this.lastKey;
    if (last === undefined || key >= last) return this.push(key, posting);
    const c = Math.max(this.chunkFor(key), 0);
    const chunk = this.chunks[c]!;
    const at = upperBound(chunk.keys, key);
    // Before the first posting: chunk 0 keeps its (empty) start, the posting goes first.
    chunk.keys.splice(at, 0, key);
    chunk.postings.splice(at, 0, posting);
    for (let i = c + 1; i < this.chunks.length; i++) this.chunks[i]!.start = null;
    if (chunk.keys.length >= 2 * CHUNK) this.split(c);
  }

  /**
   * Put `next` where `old` (the same object) is, at `key`, and forget the inventories kept after
   * it; false when `old` is not held there.
   */
  replace(key: number, old: Posting, next: Posting): boolean {
    for (let c = this.chunkFor(key); c >= 0; c--) {
      const chunk = this.chunks[c]!;
      const at = chunk.postings.indexOf(old);
      if (at >= 0 && chunk.keys[at] === key) {
        chunk.postings[at] = next;
        for (let i = c + 1; i < this.chunks.length; i++) this.chunks[i]!.start = null;
        return true;
      }
      // (postings with one key may run over the start of a chunk: look in the one before)
      if (chunk.keys[0]! < key) return false;
    }
    return false;
  }

  /** Each posting whose key is <= `key`, in ledger order, with its key. */
  forEachUntil(key: number, fn: (key: number, posting: Posting) => void): void {
    for (const chunk of this.chunks) {
      for (let i = 0; i < chunk.keys.length; i++) {
        if (chunk.keys[i]! > key) return;
        fn(chunk.keys[i]!, chunk.postings[i]!);
      }
    }
  }

  /** Key of the first and of the last posting held. */
  get firstKey(): number | undefined {
    return this.chunks[0]?.keys[0];
  }
  get lastKey(): number | undefined {
    const last = this.chunks[this.chunks.length - 1];
    return last?.keys[last.keys.length - 1];
  }

  /** Index of the last chunk whose first key is <= key, or -1. */
  private chunkFor(key: number): number {
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.chunks[mid]!.keys[0]! <= key) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  /** The inventory before chunk `c`, rolled forward from the last chunk that has one. */
  private startOf(c: number): Inventory {
    let j = c;
    while (this.chunks[j]!.start === null) j--;
    for (; j < c; j++) this.chunks[j + 1]!.start = endOf(this.chunks[j]!.start!, this.chunks[j]!);
    return this.chunks[c]!.start!;
  }

  private split(index: number): void {
    const chunk = this.chunks[index]!;
    const half = chunk.keys.length >>> 1;
    const first: Chunk = { start: chunk.start, keys: chunk.keys.slice(0, half), postings: chunk.postings.slice(0, half) };
    const second: Chunk = { start: null, keys: chunk.keys.slice(half), postings: chunk.postings.slice(half) };
    this.chunks.splice(index, 1, first, second);
  }
}

function endOf(start: Inventory, chunk: Chunk): Inventory {
  const inv = start.clone();
  for (const p of chunk.postings) inv.addAmount(p.units, p.cost);
  return inv;
}
