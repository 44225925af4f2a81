// Property: ledgers made of directives the service writes, printed with printDirective, are
// read back field for field by our parser AND by Beancount 2.3's own parser, and neither
// Beancount's loader (what bean-check runs) nor our engine reports any error. The per-directive
// print/parse round trip without Beancount lives in test/ledger/syntax/printer.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Meta, MetaValue, PostingSpec, RawDirective } from '../../../src/ledger/core/directives.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { BeancountWorker, type ParsedEntry, type ParsedValue } from '../../support/beancount_worker.ts';
import { exactNumber } from '../../support/inventory_views.ts';
import { withoutSources } from '../syntax/arbitraries.ts';
import { numbered } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';
import { printLedger, serviceLedger, type ServiceLedger } from './service_ledger.ts';

const run = requireBeancount();
const work = mkdtempSync(join(tmpdir(), 'printed-ledgers-'));
let counter = 0;
let worker: BeancountWorker | undefined;
afterAll(() => {
  worker?.close();
  rmSync(work, { recursive: true, force: true });
});

// ---------- our directives in the shape beancount_worker.py gives Beancount's ----------

const str = (s: string | null): ParsedValue => (s === null ? null : { str: s });
const num = (n: { toString(): string }): ParsedValue => ({ number: exactNumber(n.toString()) });
const amount = (a: { number: { toString(): string }; currency: string }): ParsedValue => ({ amount: [num(a.number), str(a.currency)] });

function value(v: MetaValue): ParsedValue {
  switch (v.type) {
    case 'string': case 'account': case 'currency': case 'tag': case 'link': return str(v.value);
    case 'date': return { date: v.value };
    case 'number': return num(v.value);
    case 'amount': return amount(v.value);
    case 'bool': return { bool: v.value };
    case 'null': return null;
  }
}
const metaJson = (m: Meta) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, value(v)]));

function postingJson(p: PostingSpec) {
  const c = p.cost;
  return {
    account: p.account,
    flag: p.flag,
    units: p.units === null ? { missing: true } : amount({ number: p.units.number!, currency: p.units.currency! }),
    cost: c && { number_per: c.numberPer === null ? { missing: true } : num(c.numberPer), number_total: c.numberTotal === null ? null : num(c.numberTotal), currency: str(c.currency), date: c.date === null ? null : { date: c.date }, label: str(c.label), merge: c.merge },
    price: p.price === null ? null : amount({ number: p.price.number!, currency: p.price.currency! }),
    meta: metaJson(p.meta),
  };
}

function expectedEntry(d: RawDirective, line: number): unknown {
  const head = { type: d.type, date: d.date, line, meta: metaJson(d.meta) };
  switch (d.type) {
    case 'open': return { ...head, account: d.account, currencies: d.currencies, booking: d.booking };
    case 'commodity': return { ...head, currency: d.currency };
    case 'balance': return { ...head, account: d.account, amount: amount(d.amount), tolerance: d.tolerance === null ? null : num(d.tolerance) };
    case 'price': return { ...head, currency: d.currency, amount: amount(d.amount) };
    case 'custom': return { ...head, custom_type: d.customType, values: d.values.map((v) => [value(v), v.type === 'string' ? 'str' : v.type]) };
    case 'transaction':
      return {
        ...head, flag: d.flag, payee: d.payee, narration: d.narration, tags: [...d.tags].sort(), links: [...d.links].sort(), postings: d.postings.map(postingJson),
      };
    default: throw new Error(`the service does not write ${d.type} directives`);
  }
}

/** Beancount's numbers in our exact text (Python prints 1E-7 where we print 0.0000001). */
function normalise(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalise);
  if (v !== null && typeof v === 'object') {
    if ('number' in v && Object.keys(v).length === 1) return { number: exactNumber((v as { number: string }).number) };
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)]));
  }
  return v;
}

// ---------- the property ----------

async function readBackEverywhere({ directives }: ServiceLedger): Promise<void> {
  worker ??= BeancountWorker.start();
  const { text, lines } = printLedger(directives);
  const file = join(work, `printed-${++counter}.beancount`);
  writeFileSync(file, text, 'utf8');
  const report = (what: string, err: unknown) => new Error(`${what}\nLedger:\n${numbered(text)}\n${(err as Error).message}`);

  // Our parser: the same directives, in the same order, nothing else.
  const ours = parseText(text, file);
  try {
    expect(ours.errors).toEqual([]);
    expect(ours.directives.map(withoutSources)).toEqual(directives.map(withoutSources));
    expect(ours.directives.map((d) => d.source.line)).toEqual(lines);
  } catch (err) {
    throw report('our parser does not read back what the printer wrote', err);
  }

  // Beancount: no error from its loader, and its parse holds exactly our fields.
  const theirs = await worker.entries(file);
  try {
    expect(theirs.errors.map((e) => `${e.line}: ${e.message}`)).toEqual([]);
    const got = [...theirs.entries].sort((a: ParsedEntry, b: ParsedEntry) => a.line - b.line).map(normalise);
    expect(got).toEqual(directives.map((d, i) => expectedEntry(d, lines[i]!)));
  } catch (err) {
    throw report('Beancount 2.3 does not read back what the printer wrote', err);
  }

  // Our engine agrees that the ledger is clean.
  try {
    expect(Ledger.load(file).errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual([]);
  } catch (err) {
    throw report('our engine reports errors on a ledger Beancount accepts', err);
  }
}

describe.runIf(run)('printed service ledgers through Beancount 2.3 (property)', () => {
  it('read back identically by our parser and Beancount, with no errors from either', async () => {
    await fc.assert(fc.asyncProperty(serviceLedger, readBackEverywhere), { seed: propertySeed(), numRuns: propertyRuns(150) });
  }, 300_000);

  it('pass the bean-check command itself, in a batch', () => {
    const files = fc.sample(serviceLedger, { seed: propertySeed() + 7, numRuns: 8 }).map(({ directives }, i) => {
      const file = join(work, `bean-check-${i}.beancount`);
      writeFileSync(file, printLedger(directives).text, 'utf8');
      return file;
    });
    // One bean-check per file (each is its own ledger), run as one shell process.
    const r = spawnSync('sh', ['-c', 'for f in "$@"; do bean-check "$f" || echo "FAILED: $f"; done', 'sh', ...files], {
      encoding: 'utf8',
      env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' },
    });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);
});
