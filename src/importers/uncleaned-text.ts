// A statement read from text that statementText changed (src/text/statement-text.ts), beside the
// same statement read as versions before 2026-11-28 read it, with that text as the file holds it:
// they imported the rows under ids made from their payee and narration (or statement id) as then
// read, and a statement imported then and again now would book those rows twice. Each row of the
// statement now read takes the ids of its reading then, to be tried as earlier ids.
import { Problem } from '../problem.ts';
import { StatementError, type Statement, type StatementRow } from './statement.ts';

/**
 * `statement` with each row that read otherwise in `uncleaned` (the same row of the file, the same
 * date and amount) given that reading's id, payee and narration as `readUncleaned`. When the
 * statement cannot be read uncleaned at all (its header held an invisible character), nothing of it
 * was imported then, and the statement is as read now.
 */
export function withUncleanedReading<S extends Statement>(statement: S, uncleaned: () => Statement): S {
  let before: Statement;
  try {
    before = uncleaned();
  } catch (e) {
    if (e instanceof StatementError || e instanceof Problem) return statement;
    throw e;
  }
  // (a line of the file may be read as more than one row: paired in order)
  const byLine = new Map<number, StatementRow[]>();
  for (const row of before.rows) byLine.set(row.row, [...(byLine.get(row.row) ?? []), row]);
  const rows = statement.rows.map((row) => {
    const then = byLine.get(row.row)?.shift();
    if (then === undefined || then.date !== row.date || !then.amount.eq(row.amount)) return row;
    if (then.id === row.id && then.payee === row.payee && then.narration === row.narration) return row;
    return { ...row, readUncleaned: { id: then.id, payee: then.payee, narration: then.narration } };
  });
  return { ...statement, rows };
}
