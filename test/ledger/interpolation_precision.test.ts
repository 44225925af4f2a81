// Interpolated amounts beyond Python's 28-digit context, against Beancount 2.3 itself: the number
// it fills in (its unary minus rounds to 28 digits), the balances at full precision with their
// exponents, and bean-check's verdict (it stops when it rounds such an amount to the
// precision of the transaction's other numbers and the result needs more than 28 digits).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Decimal } from '../../src/ledger/core/decimal.ts';
import type { Directive } from '../../src/ledger/core/directives.ts';
import { Inventory } from '../../src/ledger/core/inventory.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { beanCheck, beancountInventories, requireBeancount, type BeancountPosition } from '../support/beancount.ts';
import { errorLines } from '../support/inventory_views.ts';

const run = requireBeancount();
const work = mkdtempSync(join(tmpdir(), 'interpolation-precision-'));

const OPENS = '2000-01-01 open Assets:Cash\n2000-01-01 open Income:Salary\n';
const BIG = '1000000000000000000000000000000'; // 1e30 written out, as the API writes it
const DIGITS_31 = '1234567890123456789012345678901';

interface Case {
  /** Options written before the opens. */
  options?: string;
  /** The transactions after the opens; the last posting of each leaves its number out. */
  transactions: string;
  /** Whether bean-check stops with InvalidOperation (no line given). */
  stops: boolean;
}

const CASES: Record<string, Case> = {
  'a whole number of 31 digits (QA: 1e30) is filled in as -1.000000000000000000000000000E+30': {
    transactions: `2024-02-02 * "big"\n  Income:Salary ${BIG} XYZ\n  Assets:Cash\n`,
    stops: false,
  },
  'QA: +257e+30': {
    transactions: `2024-02-02 * "big"\n  Income:Salary 257${'0'.repeat(30)} XYZ\n  Assets:Cash\n`,
    stops: false,
  },
  'a residual of 31 significant digits is rounded when filled in, so the transaction is 99 off': {
    transactions: `2024-02-02 * "big"\n  Income:Salary ${DIGITS_31} XYZ\n  Assets:Cash\n`,
    stops: false,
  },
  'the rounded amount taken back out empties the account': {
    transactions: `2024-02-02 * "in"\n  Income:Salary ${DIGITS_31} XYZ\n  Assets:Cash\n2024-02-03 * "out"\n  Income:Salary -${DIGITS_31} XYZ\n  Assets:Cash\n`,
    stops: false,
  },
  '26 digits rounded to cents fit in 28': {
    transactions: `2024-02-02 * "big"\n  Income:Salary 12345678901234567890123456 XYZ\n  Income:Salary 0.01 XYZ\n  Assets:Cash\n`,
    stops: false,
  },
  'a default tolerance whose quantum (1E+3) keeps 28 digits': {
    options: 'option "inferred_tolerance_default" "XYZ:500"\n',
    transactions: `2024-02-02 * "big"\n  Income:Salary ${BIG} XYZ\n  Assets:Cash\n`,
    stops: false,
  },
  '1e30 next to 0.01 XYZ: rounded to cents it needs 33 digits': {
    transactions: `2024-02-02 * "big"\n  Income:Salary ${BIG} XYZ\n  Income:Salary 0.01 XYZ\n  Assets:Cash\n`,
    stops: true,
  },
  '27 digits rounded to cents need 29': {
    transactions: `2024-02-02 * "big"\n  Income:Salary 123456789012345678901234567 XYZ\n  Income:Salary 0.01 XYZ\n  Assets:Cash\n`,
    stops: true,
  },
  'a default tolerance of 5 rounds to tens: 30 digits': {
    options: 'option "inferred_tolerance_default" "XYZ:5"\n',
    transactions: `2024-02-02 * "big"\n  Income:Salary ${BIG} XYZ\n  Assets:Cash\n`,
    stops: true,
  },
  'units at a price: the weight of 1.5E+30 rounded to tenths': {
    transactions: `2024-02-02 * "big"\n  Income:Salary ${BIG} ABC @ 1.5 XYZ\n  Income:Salary 0.1 XYZ\n  Assets:Cash\n`,
    stops: true,
  },
};

/** A number as coefficient and exponent, as Python holds it: -1.5E+30 is "-15E29", 0.010 is "10E-3". */
function exactOurs(d: Decimal): string {
  return `${d.coef}E${d.exp}`;
}

/** Python's str(Decimal) in the same form, read without rounding. */
function exactTheirs(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/.exec(text);
  if (m === null) throw new Error(`unexpected number from Beancount: ${text}`);
  const fraction = m[3] ?? '';
  return `${BigInt(`${m[1]}${m[2]}${fraction}`)}E${Number(m[4] ?? '0') - fraction.length}`;
}

function ourBalances(directives: readonly Directive[]): Record<string, string[]> {
  const accounts = new Map<string, Inventory>();
  for (const d of directives) {
    if (d.type !== 'transaction') continue;
    for (const p of d.postings) {
      if (!accounts.has(p.account)) accounts.set(p.account, new Inventory());
      accounts.get(p.account)!.addAmount(p.units, p.cost);
    }
  }
  const out: Record<string, string[]> = {};
  for (const [account, inv] of [...accounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!inv.isEmpty()) out[account] = inv.positions().map((p) => `${exactOurs(p.units.number)} ${p.units.currency}`).sort();
  }
  return out;
}

function theirBalances(balances: Record<string, BeancountPosition[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [account, positions] of Object.entries(balances)) out[account] = positions.map((p) => `${exactTheirs(p.units.number)} ${p.units.currency}`).sort();
  return out;
}

/** The line of the last posting: the one whose number is left out. */
function lastLine(text: string): number {
  return text.replace(/\n$/, '').split('\n').length;
}

describe.runIf(run)('interpolated amounts beyond 28 digits, as Beancount 2.3 books them', () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(name, () => {
      const header = (c.options ?? '') + OPENS;
      const text = header + c.transactions;
      const file = join(work, `${Object.keys(CASES).indexOf(name)}.beancount`);
      writeFileSync(file, text);

      const ours = Ledger.load(file);
      const verdict = beanCheck(file);
      // What the API's check gives for the same transactions appended to the ledger.
      const headerLines = header.split('\n').length - 1;
      const additions = parseText(text, file).directives.filter((d) => d.source.line > headerLines);
      const checked = Ledger.fromText(header, file).check(additions).errors;

      expect(!verdict.ok && verdict.output.includes('InvalidOperation'), verdict.output).toBe(c.stops);
      if (c.stops) {
        // bean-check names no line: ours is the posting whose amount Beancount could not round.
        expect(errorLines(ours.errors.map((e) => e.source))).toEqual([`${Object.keys(CASES).indexOf(name)}.beancount:${lastLine(text)}`]);
        expect(ours.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^The interpolated amount -\d+(\.\d+)? XYZ has more than 28 digits/)]);
        expect(checked.map((e) => `${e.source.line}: ${e.message}`)).toEqual(ours.errors.map((e) => `${e.source.line}: ${e.message}`));
        return;
      }
      const theirs = beancountInventories(file);
      expect(errorLines(ours.errors.map((e) => e.source))).toEqual(errorLines(theirs.errors));
      expect(errorLines(checked.map((e) => e.source))).toEqual(errorLines(theirs.errors));
      expect(ourBalances(ours.directives)).toEqual(theirBalances(theirs.balances['all']!));
    });
  }
});
