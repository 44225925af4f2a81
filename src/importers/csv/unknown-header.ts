// A bank CSV whose header line names no date and amount column this importer knows, above rows
// whose balances chain: the rows are read by what they hold (headerless-columns.ts), that line left
// out. Session 51 found such readings right (amounts, signs, dates), but said "the file has no
// header row" of a file with one and named the columns by number: the warning now names them by the
// header's words. Where the header's own words call a column another role than the rows were read
// as (Balance read as the amount: two deposits into an overdrawn account chain both ways round),
// the reading is not certain, and the file is refused, naming the columns to map.
import { StatementError } from '../statement.ts';
import type { CsvLine } from './csv-table.ts';
import type { HeaderlessTable } from './headerless-columns.ts';
import { mapColumns, type HeaderVocabulary } from './header-row.ts';

/** The roles a header's known words give, as the rows' reading names them (a posting date is a date, debit and credit amounts). */
const READ_AS: Readonly<Record<string, string>> = { date: 'date', posted: 'date', amount: 'amount', debit: 'amount', credit: 'amount', balance: 'balance' };

const ROLE_WORDS: Readonly<Record<string, string>> = {
  date: 'the date',
  amount: 'the amount (money out negative)',
  narration: 'the description',
  balance: "the balance, which each row's amount moves",
};

/**
 * The line before a headerless reading's rows that it left out, when that line is a header: a word
 * over each column the reading uses, and no figure. Null else (a title, an opening balance).
 */
export function unknownHeader(read: HeaderlessTable): CsvLine | null {
  const line = read.left.find((l) => l.line < read.rows[0]!.line);
  if (line === undefined || line.cells.some((c) => /\d/.test(c))) return null;
  return [...read.columns.values()].every((at) => /\p{L}/u.test(line.cells[at] ?? '')) ? line : null;
}

/**
 * What the warning says of a reading under an unknown header: its columns by the header's words.
 * Throws a StatementError when the header's words call a column another role than the reading.
 */
export function unknownHeaderNote(header: CsvLine, read: HeaderlessTable, vocabulary: HeaderVocabulary): string {
  const name = (at: number) => header.cells[at]!.trim();
  const names = header.cells.map((c) => c.trim()).filter((c) => c !== '');
  const says = `line ${header.line} names its columns in words this importer does not know (${names.join(', ')})`;
  const readAs = new Map([...read.columns].map(([role, at]) => [at, role]));
  for (const [role, at] of mapColumns(header.cells, vocabulary)) {
    const meant = READ_AS[role];
    const got = readAs.get(at);
    if (meant === undefined || got === undefined || READ_AS[got] === meant) continue;
    throw new StatementError(`${says}, and the rows read ${name(at)} as the ${got}, where the header says the ${meant}: send a \`mapping\` that names each column's role (date, narration, amount or debit and credit, balance, ignore)`);
  }
  const parts = ['date', 'amount', 'narration', 'balance'].flatMap((role) => {
    const at = read.columns.get(role);
    return at === undefined ? [] : [`${name(at)} as ${ROLE_WORDS[role]}`];
  });
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
  const footers = read.left.filter((l) => l !== header).map((l) => `line ${l.line} (${JSON.stringify(l.cells.map((c) => c.trim()).filter((c) => c !== '').join(' '))})`);
  const rest = footers.length === 0 ? '' : `; ${footers.join(' and ')} did not fit those columns and ${footers.length === 1 ? 'was' : 'were'} not read`;
  return `${says}: they were read by what the rows hold, ${listed}; check the rows, or send a \`mapping\` that names each column's role${rest}`;
}
