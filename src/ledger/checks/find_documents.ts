// ops/documents.py, process_documents: each directory of the `documents` option holds a tree of
// directories named after accounts (`Assets/Bank/Checking`), and a file in one of them whose name
// starts with a date (`2024-01-31.statement.pdf`) is a document directive of that account, dated
// so, when the ledger names the account and the directory's path is a valid account name
// (account.is_valid). Beancount 2.3 walks the tree as os.walk does (sorted,
// symbolic links to directories listed but not entered) and gives what it finds the main file's
// name and line 0, with the errors it meets on the way.
import { existsSync, readdirSync, statSync, type Dirent } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { compareDirectives, type Directive, type Document, type LedgerError, type Source } from '../core/directives.ts';
import { isDate } from '../syntax/names.ts';
import { isValidAccount } from '../syntax/account_is_valid.ts';
import { forEachAccount } from './entry_accounts.ts';

/** What the walk of the `documents` directories found. */
export interface FoundDocuments {
  readonly directives: Document[];
  readonly errors: LedgerError[];
  /**
   * Every directory whose listing the walk read, and each root that is not there: a file added
   * to or removed from one of them (or the root's coming) can change what a walk finds.
   */
  readonly directories: string[];
  /** The accounts the ledger named, which the documents were restricted to. */
  readonly accounts: ReadonlySet<string>;
}

// Python's re.match: `\d` is any Unicode decimal digit, `.` any character but a newline.
const DATED_NAME = /^(\p{Nd}{4})-(\p{Nd}{2})-(\p{Nd}{2})[^\n]/u;

/** Python sorts strings by code point; JavaScript's default sort by UTF-16 unit differs above U+FFFF. */
function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < x.length && i < y.length; i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** The digits of a string of Unicode decimal digits, as Python's int() reads them. */
function digitsValue(text: string): number {
  let n = 0;
  for (const ch of text) n = n * 10 + decimalDigit(ch.codePointAt(0)!);
  return n;
}

/**
 * The value of a Unicode decimal digit. Unicode keeps each script's digits as ten consecutive
 * code points from 0 to 9, and where two scripts' runs touch (the mathematical digits) each run
 * is still ten long: the value is the distance from the start of the run, modulo ten.
 */
function decimalDigit(cp: number): number {
  let start = cp;
  while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

/** datetime.date(year, month, day): the ISO date, or Python's ValueError message. */
function pythonDate(year: number, month: number, day: number): { date: string } | { error: string } {
  if (year < 1 || year > 9999) return { error: `year ${year} is out of range` };
  if (month < 1 || month > 12) return { error: 'month must be in 1..12' };
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return day >= 1 && day <= 31 && isDate(date) ? { date } : { error: 'day is out of range for month' };
}

/** The accounts the directives name (getters.get_accounts). */
function namedAccounts(entries: readonly Directive[]): Set<string> {
  const accounts = new Set<string>();
  for (const e of entries) forEachAccount(e, (account) => accounts.add(account));
  return accounts;
}

/** os.walk(top) top-down without following links: `visit` gets each directory and its files, sorted. */
function walk(top: string, visit: (directory: string, files: readonly string[]) => void, directories: string[]): void {
  directories.push(top);
  let entries: Dirent[];
  try {
    entries = readdirSync(top, { withFileTypes: true });
  } catch {
    return; // os.walk passes over a directory it cannot list
  }
  const dirs: string[] = [];
  const links = new Set<string>();
  const files: string[] = [];
  for (const e of entries) {
    let isDirectory = e.isDirectory();
    if (e.isSymbolicLink()) {
      isDirectory = statSync(`${top}${sep}${e.name}`, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (isDirectory) links.add(e.name);
    }
    (isDirectory ? dirs : files).push(e.name);
  }
  dirs.sort(byCodePoint);
  files.sort(byCodePoint);
  visit(top, files);
  for (const d of dirs) if (!links.has(d)) walk(`${top}${sep}${d}`, visit, directories);
}

/** find_documents for one root, restricted to `accounts`. */
function findUnder(root: string, mainFile: string, accounts: ReadonlySet<string>, found: FoundDocuments): void {
  const source: Source = { file: mainFile, line: 0 };
  // A relative root is relative to the main file's directory.
  const directory = resolve(dirname(mainFile), root);
  if (!existsSync(directory)) {
    found.errors.push({ source, message: `Document root '${directory}' does not exist`, kind: 'document' });
    found.directories.push(directory); // watched while missing: its coming is a change
    return;
  }
  walk(
    directory,
    (dir, files) => {
      const account = dir.slice(directory.length + 1).split(sep).join(':');
      // account.walk yields only directories whose path is a valid account name by Beancount 2.3's
      // own rule (a root starting with an upper-case letter of its table: `资产/Bank` is passed
      // over, though the parser reads `资产:Bank` under renamed roots), and their files are not looked at.
      if (!accounts.has(account) || !isValidAccount(account)) return;
      for (const name of files) {
        const m = DATED_NAME.exec(name);
        if (m === null) continue;
        const date = pythonDate(digitsValue(m[1]!), digitsValue(m[2]!), digitsValue(m[3]!));
        if ('error' in date) {
          found.errors.push({ source, message: `Invalid date on document file '${name}': ${date.error}`, kind: 'document' });
          continue;
        }
        found.directives.push({ type: 'document', date: date.date, account, filename: `${dir}${sep}${name}`, tags: [], links: [], meta: {}, source });
      }
    },
    found.directories,
  );
}

/** What a ledger without the `documents` option finds. */
export const NO_DOCUMENTS: FoundDocuments = Object.freeze({ directives: [], errors: [], directories: [], accounts: new Set<string>() });

/** The document directives of the `documents` directories, for the accounts the entries name. */
export function findDocuments(entries: readonly Directive[], roots: readonly string[], mainFile: string): FoundDocuments {
  return roots.length === 0 ? NO_DOCUMENTS : findDocumentsOf(namedAccounts(entries), roots, mainFile);
}

/**
 * process_documents itself: what the walk finds, and the entries with those documents in their
 * sorted places (null when it found none: the entries stand as they are).
 */
export function addFoundDocuments(entries: readonly Directive[], roots: readonly string[], mainFile: string): { found: FoundDocuments; directives: Directive[] | null } {
  const found = findDocuments(entries, roots, mainFile);
  return { found, directives: found.directives.length > 0 ? [...entries, ...found.directives].sort(compareDirectives) : null };
}

/** The same for a set of accounts: a later walk with the accounts of an earlier one finds what it found, unless the directories changed. */
export function findDocumentsOf(accounts: ReadonlySet<string>, roots: readonly string[], mainFile: string): FoundDocuments {
  const found: FoundDocuments = { directives: [], errors: [], directories: [], accounts };
  for (const root of roots) findUnder(root, mainFile, accounts, found);
  return found;
}

/** Two walks found the same documents and the same errors. */
export function sameDocumentsFound(a: FoundDocuments, b: FoundDocuments): boolean {
  const key = (f: FoundDocuments) => JSON.stringify([f.directives.map((d) => [d.date, d.account, d.filename]), f.errors.map((e) => e.message)]);
  return key(a) === key(b);
}
