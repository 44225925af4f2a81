// Book Beancount snippets with our engine and, for differential tests, with Beancount itself.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { compareDirectives, type LedgerError, type Posting, type Transaction } from '../../../src/ledger/core/directives.ts';
import { buildOptions, type LedgerOptions } from '../../../src/ledger/core/options.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { bookEntries } from '../../../src/ledger/booking/book.ts';

// Beancount's parse_string names its source "<string>"; errors quoting a posting's meta show it.
export const FILE = '<string>';

/** Python's str(Decimal) without its scientific notation, so exponents are compared too. */
export function exact(d: Decimal): string {
  return d.exp > 0 ? `${d.coef}E+${d.exp}` : d.toString();
}

export interface BookedSnippet {
  transactions: Transaction[];
  errors: LedgerError[];
  options: LedgerOptions;
}

/** Undo the indentation of a template literal. */
export function dedent(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

export function bookSnippet(text: string): BookedSnippet {
  const parsed = parseText(dedent(text), FILE);
  if (parsed.errors.length > 0) throw new Error(`snippet does not parse: ${parsed.errors.map((e) => `${e.source.line}: ${e.message}`).join('; ')}`);
  const { options } = buildOptions(parsed.options);
  const sorted = [...parsed.directives].sort(compareDirectives);
  const { directives, errors } = bookEntries(sorted, options);
  return { transactions: directives.filter((d): d is Transaction => d.type === 'transaction'), errors, options };
}

/** A posting as text, e.g. "Assets:Inv 10 HOOL {100 USD, 2020-01-02} @ 110 USD" ("*" marks interpolated). */
export function postingText(p: Posting): string {
  let s = `${p.account} ${exact(p.units.number)} ${p.units.currency}`;
  if (p.cost) s += ` {${exact(p.cost.number)} ${p.cost.currency}, ${p.cost.date}${p.cost.label ? `, "${p.cost.label}"` : ''}}`;
  if (p.price) s += ` @ ${exact(p.price.number)} ${p.price.currency}`;
  return p.interpolated ? `${s} *` : s;
}

/** Postings of the transaction at the given line, as text. */
export function postingsAt(booked: BookedSnippet, line: number): string[] {
  const txn = booked.transactions.find((t) => t.source.line === line);
  if (!txn) throw new Error(`no booked transaction at line ${line}`);
  return txn.postings.map(postingText);
}

export function errorTexts(booked: BookedSnippet): string[] {
  return booked.errors.map((e) => `${e.source.line}: ${e.message}`);
}

// ---- Beancount itself ----

const SCRIPT = fileURLToPath(new URL('./beancount_book.py', import.meta.url));
const PYTHON = '/usr/bin/python3';

let available: boolean | undefined;
export function beancountAvailable(): boolean {
  if (available === undefined) {
    const r = spawnSync(PYTHON, ['-c', 'import beancount.parser.booking'], { encoding: 'utf8' });
    available = r.status === 0;
  }
  return available;
}

/** Tests that need Beancount run when it is installed, fail in CI without it, and skip otherwise. */
export function mustRunBeancountTests(): boolean {
  return beancountAvailable() || process.env.CI === 'true';
}

export interface ReferenceResult {
  transactions: { line: number; postings: ReferencePosting[] }[];
  errors: { line: number | null; message: string }[];
  parse_errors: string[];
}
interface ReferencePosting {
  account: string;
  units: { number: string | null; currency: string | null };
  cost: { number: string | null; currency: string; date: string | null; label: string | null } | null;
  price: { number: string | null; currency: string } | null;
  interpolated: boolean;
}

export function bookWithBeancount(text: string): ReferenceResult {
  const r = spawnSync(PYTHON, [SCRIPT], { input: dedent(text), encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`beancount failed: ${r.stderr || r.error?.message}`);
  return JSON.parse(r.stdout) as ReferenceResult;
}

function referenceNumber(n: string | null): string {
  if (n === null) return 'MISSING';
  const d = Decimal.parse(n);
  // Python's negative zero keeps its sign (our parser, like Beancount's grammar, reads -0.00 as 0.00).
  return exact(d.isZero() && n.startsWith('-') ? Decimal.negativeZero(d.exp) : d);
}

/** Beancount's postings in the same text form as postingText. */
export function referencePostingText(p: ReferencePosting): string {
  let s = `${p.account} ${referenceNumber(p.units.number)} ${p.units.currency}`;
  if (p.cost) s += ` {${referenceNumber(p.cost.number)} ${p.cost.currency}, ${p.cost.date}${p.cost.label ? `, "${p.cost.label}"` : ''}}`;
  if (p.price) s += ` @ ${referenceNumber(p.price.number)} ${p.price.currency}`;
  return p.interpolated ? `${s} *` : s;
}
