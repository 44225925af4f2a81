// Account names to put before Beancount 2.3 and the service side by side, and Beancount's own
// verdict on each: whether its loader (what bean-check runs) reads `open <name>` without an error
// as an account of exactly that name.
import { execFileSync } from 'node:child_process';
import { BEANCOUNT_PYTHON } from './beancount.ts';

/** The 893-character account of the QA round: 200 components. */
export const LONG_ACCOUNT = ['Expenses', ...Array.from({ length: 199 }, (_, i) => `C${i}`)].join(':');

/** Names of every kind: ASCII, Chinese components, digits first, lowercase, NFD, Beancount-3-only, symbols, invisible characters, punctuation. */
export const ACCOUNT_NAMES: readonly string[] = [
  // ASCII
  'Assets:Cash', 'Expenses:Food:Coffee', 'Assets:Bank-2', 'Liabilities:CreditCard:CMB', LONG_ACCOUNT,
  // Chinese components (only the one after the root is checked by Beancount 2.3)
  'Assets:Bank:工商', 'Expenses:Food:水果', 'Assets:Bank:招商:2024', 'Expenses:Food-餐饮', 'Expenses:Food:Café-咖啡', 'Expenses:Food:水果:苹果',
  // a component that starts with a digit
  'Assets:1Bank', 'Income:Salary:2024', 'Assets:2024', 'Assets:１', 'Assets:٣x',
  // lowercase
  'Assets:bank', 'Assets:Bank:bank', 'expenses:Food', 'Assets:Bank:iPhone', 'Assets:école', 'Assets:Bank:école', 'Assets:Épargne',
  // decomposed (NFD): a letter and a combining mark
  'Expenses:Cre\u0300me', 'Expenses:Cafe\u0301', 'Expenses:E\u0301cole', 'Expenses:\u0300x',
  // names only Beancount 3 reads (and Expenses:☕, which neither does)
  'Expenses:餐饮', 'Assets:现金', 'Assets:Ͱ', 'Assets:𝐀', 'Expenses:☕',
  // symbols, brackets, emoji (with its joiner)
  'Expenses:Coffee☕', 'Assets:Bank（招商）', 'Expenses:Family:A👨\u200d👩',
  // spaces and invisible characters
  'Assets:Bank\u200bX', 'Assets:Bank\u3000X', 'Assets:Bank\u00a0X', 'Assets:X\u202eY', 'Assets:X\u00adY', 'Assets:X\ufeffY',
  // ASCII that no account name holds, empty components, no component, a root the ledger does not have
  'Assets:Bank_x', 'Assets:Bank x', 'Assets:X.Y', "Assets:X'Y", 'Assets::X', 'Assets:X:', 'Assets', 'Assets:-x', 'Assetz:Food',
];

export const DEFAULT_ROOTS: readonly string[] = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'];

const VERDICT = `
import sys, json
from beancount import loader
out = {}
for name in json.loads(sys.stdin.read()):
    entries, errors, _ = loader.load_string('2020-01-01 open %s\\n' % name)
    out[name] = not errors and [e.account for e in entries] == [name]
print(json.dumps(out))
`;

/** For each name, whether Beancount 2.3 reads `2020-01-01 open <name>` cleanly as that account. */
export function beancountReadsAccounts(names: readonly string[]): Map<string, boolean> {
  const out = execFileSync(BEANCOUNT_PYTHON, ['-c', VERDICT], { input: JSON.stringify(names), encoding: 'utf8', env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' } });
  return new Map(Object.entries(JSON.parse(out) as Record<string, boolean>));
}
