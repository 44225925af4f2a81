// Stable ids for the transactions of a ledger: the sha256 of the transaction's text as
// written (its first line and the indented lines under it), so an id lives as long as
// its text is unchanged. Identical twins get an occurrence suffix (`-2`, `-3`, ...).
import { createHash } from 'node:crypto';
import type { Source, Transaction } from '../ledger/core/directives.ts';

export interface IndexedTransaction {
  readonly id: string;
  readonly transaction: Transaction;
}

export class TransactionIndex {
  /** In ledger order. */
  readonly list: readonly IndexedTransaction[];
  private readonly byId = new Map<string, IndexedTransaction>();
  private readonly bySource = new Map<string, IndexedTransaction>();

  constructor(list: IndexedTransaction[]) {
    this.list = list;
    for (const item of list) {
      this.byId.set(item.id, item);
      this.bySource.set(sourceKey(item.transaction.source), item);
    }
  }

  get(id: string): IndexedTransaction | undefined {
    return this.byId.get(id);
  }
  atSource(source: Source): IndexedTransaction | undefined {
    return this.bySource.get(sourceKey(source));
  }
}

function sourceKey(source: Source): string {
  return `${source.file}\u0000${source.line}`;
}

/** The lines of a directive starting at `line` (1-based): that line and the indented non-blank lines after it. */
export function directiveText(lines: readonly string[], line: number): string | null {
  const first = lines[line - 1];
  if (first === undefined) return null;
  const out = [first.trimEnd()];
  for (let i = line; i < lines.length; i++) {
    const next = lines[i]!;
    if (!/^[ \t]+\S/.test(next)) break;
    out.push(next.trimEnd());
  }
  return out.join('\n');
}

export function textId(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 20);
}

/**
 * Index transactions in ledger order. `textOf` gives a transaction's text (null when its
 * file is not at hand; `fallback` then gives a canonical rendering).
 */
export function buildTransactionIndex(
  transactions: readonly Transaction[],
  textOf: (source: Source) => string | null,
  fallback: (t: Transaction) => string,
): TransactionIndex {
  const seen = new Map<string, number>();
  const list: IndexedTransaction[] = [];
  for (const t of transactions) {
    const hash = textId(textOf(t.source) ?? fallback(t));
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    list.push({ id: n === 1 ? hash : `${hash}-${n}`, transaction: t });
  }
  return new TransactionIndex(list);
}
