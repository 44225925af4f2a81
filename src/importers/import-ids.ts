// The import id a statement row gets in the ledger (`import_id` metadata): the statement's own id
// when it gives one, else a hash of the row's content, and the ids the same row carried when it
// was read by earlier versions of the readers, so that importing a file again imports nothing.
import { createHash } from 'node:crypto';
import type { Decimal } from '../ledger/core/decimal.ts';
import type { Statement, StatementRow } from './statement.ts';

/** The import id of a row the statement gives an id (an OFX FITID is unique per statement account). */
export function writtenId(statement: Statement, row: StatementRow): string {
  return statement.source === 'ofx' ? `ofx:${row.accountId ?? ''}:${row.id}` : `${statement.source}:${row.id}`;
}

/**
 * The movements of one file that carry a statement id, by that id: what each distinct movement
 * under it looked like, in the order met. Banks are meant to give every movement an id of its own
 * (OFX's FITID), but some reuse one within a download for different movements.
 */
export type IdUses = Map<string, { content: string; id: string }[]>;

/**
 * The row's statement id as the ledger keeps it. A row whose id an earlier row of the file already
 * had is the same movement listed twice when it is alike (date, amount by value, currency, payee
 * and narration, i.e. OFX NAME and MEMO): it keeps the id, and dedupe reports it. When it differs,
 * it is another movement: it gets the id with `#2`, `#3`... (the second, third... distinct
 * movement under that id, in date and file order), the same on every upload of the file, so that
 * importing it again imports nothing either.
 *
 * Why the movement's rank and not a hash of its content: the first movement must keep the bare id
 * (every FITID used once, and every file imported before this rule, is known by it), so position
 * decides which movement is the first under either scheme; a rank reads as what it is in the
 * ledger and stays when the bank rewords a payee in a later download, where a hash would change.
 * What neither survives is a later download listing a new movement under the id before the known
 * ones; banks append new movements at the end, which keeps the ranks.
 */
function statementId(base: string, row: StatementRow, currency: string, uses: IdUses, usedIds: ReadonlySet<string>): string {
  const content = [row.date, row.amount.normalize().toString(), currency, row.payee ?? '', row.narration ?? ''].join('\u0000');
  const movements = uses.get(base) ?? [];
  uses.set(base, movements);
  const known = movements.find((m) => m.content === content);
  if (known !== undefined) return known.id;
  // the first movement keeps the bank's id; a bank's own ids never take the `#n` form in practice,
  // and if one of the file's does, the count skips it (and every id it gave before)
  let id = base;
  for (let n = movements.length + 1; movements.length > 0 && (usedIds.has(id) || movements.some((m) => m.id === id)); n++) id = `${base}#${n}`;
  movements.push({ content, id });
  return id;
}

/**
 * How an amount may have been written in a file: its value without trailing zeros first (what
 * import ids hash now), then as written and, when the value has at most two decimals, with
 * exactly two (what they hashed before, so that rows imported then are still known when the same
 * statement comes written another way: -4, -4.0 or -4.000 for the -4.00 of the first file).
 */
function amountForms(amount: Decimal): string[] {
  const value = amount.normalize();
  const forms = [value.toString(), amount.toString()];
  if (value.scale() <= 2) forms.push(value.quantize(-2).toString());
  return [...new Set(forms)];
}

/**
 * The import id of a row, and the ids the same row may carry in the ledger from earlier imports.
 * A row the statement gives no id is known by its content (the amount's value, not how the file
 * wrote it: `-4` and `-4.00` are one movement) and by how many identical rows came before it.
 */
export function importIdFor(statement: Statement, row: StatementRow, own: string, currency: string, occurrences: Map<string, number>, uses: IdUses, usedIds: ReadonlySet<string>): { id: string; earlier: string[] } {
  const contentIds = (payee: string, as: Pick<StatementRow, 'amount' | 'narration'> = row, turned = false) => amountForms(as.amount).map((amount) => {
    const content = [own, row.date, amount, currency, payee, as.narration ?? ''].join('\u0000');
    // (shared by the ids made with no payee and the rows whose payee is empty, as they were counted before;
    // a reversal's id with its amount as read before counts the rows of that content so far and the
    // reversals read so, without counting itself among the rows: their ids stay as they are)
    const turnedKey = `turned\u0000${content}`;
    const n = (occurrences.get(content) ?? 0) + (turned ? (occurrences.get(turnedKey) ?? 0) : 0);
    if (turned) occurrences.set(turnedKey, (occurrences.get(turnedKey) ?? 0) + 1);
    else occurrences.set(content, n + 1);
    const hash = createHash('sha256').update(`${content}\u0000${n}`).digest('hex').slice(0, 20);
    return `${statement.source}:${row.accountId !== null ? `${row.accountId}:` : ''}${hash}`;
  });
  // the ids of the row as read before its invisible characters were taken out (uncleaned-text.ts)
  const uncleaned = row.readUncleaned;
  const uncleanedIds = () => {
    if (uncleaned === undefined) return [];
    if (uncleaned.id) return uncleaned.id === row.id ? [] : [writtenId(statement, { ...row, id: uncleaned.id })];
    return contentIds(uncleaned.payee ?? '', { amount: row.amount, narration: uncleaned.narration });
  };
  if (row.id) {
    const written = writtenId(statement, row);
    const id = statementId(written, row, currency, uses, usedIds);
    // a CSV id cell quoted and followed by a tab (WeChat's `"4200..."\t`) was read with its quotes
    // before the CSV reader took the value from inside them: such rows are in ledgers under that id
    const quoted = statement.format === 'csv' && id === written ? [`${statement.source}:"${row.id}"`] : [];
    // (an id column read since 2026-11-29: the row was known by its content before)
    const byContent = row.idNewlyRead ? contentIds(row.payee ?? '') : [];
    return { id, earlier: [...quoted, ...byContent, ...uncleanedIds()] };
  }
  const ids = contentIds(row.payee ?? '');
  // Not also tried with the payee or narration left empty (as read before a column of theirs was
  // known): a new purchase of the same amount that day then took the id of an old row whose payee
  // cell was empty, and was dropped as already imported. Only a payee column the reader names as
  // newly read is (Sparkasse's: its purposes carry a card payment's time, so two rows of one day,
  // amount and purpose are rare), so that its old exports are all duplicates.
  const payeeless = row.payeeNewlyRead ? contentIds('') : [];
  const before = row.readBefore;
  // (an amount read before has the row's sign, which a card statement's rows may since have turned)
  const amountBefore = before?.amount === undefined ? row.amount : row.amount.isNegative() ? before.amount.abs().neg() : before.amount.abs();
  const asBefore = before === undefined ? [] : contentIds((before.payee !== undefined ? before.payee : row.payee) ?? '', { amount: amountBefore, narration: before.narration !== undefined ? before.narration : row.narration });
  // (a reversal read its column's way before 2026-11-29: known by the opposite amount)
  const turnedBefore = !row.signNewlyRead ? [] : [
    ...contentIds(row.payee ?? '', { amount: row.amount.neg(), narration: row.narration }, true),
    ...(before === undefined ? [] : contentIds((before.payee !== undefined ? before.payee : row.payee) ?? '', { amount: amountBefore.neg(), narration: before.narration !== undefined ? before.narration : row.narration }, true)),
  ];
  return { id: ids[0]!, earlier: [...ids.slice(1), ...payeeless, ...asBefore, ...turnedBefore, ...uncleanedIds()] };
}
