// Statement ids that a spreadsheet program wrote in scientific notation, found again among the
// ids of the ledger's imported transactions.
import type { Transaction } from '../ledger/core/directives.ts';
import type { Statement } from './statement.ts';
import type { LedgerIndex } from './ledger-index.ts';

/**
 * Rows whose ids lost digits (read-statement.ts's withoutLostIds) take back the id of the ledger's transaction imported
 * from the same source whose id rounds to the same figure, on the same day and for the same amount:
 * the CSV of a bill imported first, then the bill saved again by a spreadsheet program, is all
 * duplicates (six of seven payments were booked twice). Each such transaction gives its id once.
 */
export function withLostIdsFound(index: LedgerIndex, statement: Statement): Statement {
  if (!statement.rows.some((r) => r.lostId !== undefined)) return statement;
  const prefix = `${statement.source}:`;
  const byFigure = new Map<string, { id: string; txn: Transaction }[]>();
  const figures = new Set(statement.rows.flatMap((r) => (r.lostId === undefined ? [] : [scientificFigure(r.lostId)])).filter((f) => f !== null));
  const precisions = new Set([...figures].map((f) => f.split('E')[0]!.replace('.', '').length));
  for (const [id, txn] of index.importIds) {
    if (!id.startsWith(prefix) || !/^\d{16,}$/.test(id.slice(prefix.length))) continue;
    for (const digits of precisions) {
      const figure = roundedFigure(id.slice(prefix.length), digits);
      if (!figures.has(figure)) continue;
      const list = byFigure.get(figure) ?? [];
      list.push({ id: id.slice(prefix.length), txn });
      byFigure.set(figure, list);
    }
  }
  const given = new Set<string>();
  const rows = statement.rows.map((r) => {
    if (r.lostId === undefined) return r;
    const figure = scientificFigure(r.lostId);
    const found = (figure === null ? undefined : byFigure.get(figure))?.find((c) => !given.has(c.id) && c.txn.date === r.date && c.txn.postings.some((p) => p.units.number.abs().eq(r.amount.abs())));
    if (found === undefined) return r;
    given.add(found.id);
    return { ...r, id: found.id };
  });
  return { ...statement, rows };
}

/** `4.2000000012024E+21` as a canonical figure: its significant digits as written, and its exponent. */
function scientificFigure(text: string): string | null {
  const m = /^(\d)(?:\.(\d+))?[eE]\+?(\d+)$/.exec(text.trim());
  if (m === null) return null;
  const digits = `${m[1]}${m[2] ?? ''}`;
  return `${digits[0]}.${digits.slice(1)}E${Number(m[3])}`;
}

/** A whole number's digits rounded (half up, as a spreadsheet shows them) to `precision` significant digits, as scientificFigure writes a figure. */
function roundedFigure(digits: string, precision: number): string {
  let kept = digits.slice(0, precision);
  if (digits.length > precision && digits[precision]! >= '5') kept = (BigInt(kept) + 1n).toString();
  const exponent = digits.length - 1 + (kept.length > precision ? 1 : 0);
  kept = kept.slice(0, precision);
  return `${kept[0]}.${kept.slice(1)}E${exponent}`;
}
