// Our parser and Beancount 2.3's own parser must read the same ledger into the same directives
// and report errors on the same lines.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { MetaValue, RawDirective } from '../../../src/ledger/core/directives.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { SYNTAX_CORNERS as LEDGER } from './syntax_corners.ts';

const PYTHON = '/usr/bin/python3';
const beancountAvailable = spawnSync(PYTHON, ['-c', 'import beancount.parser.parser'], { encoding: 'utf8' }).status === 0;
const requireBeancount = process.env.CI === 'true';


// Beancount's parse of LEDGER, reduced to plain JSON by field.
const PYTHON_DUMP = `
import json, sys, datetime
from decimal import Decimal
from beancount.parser import parser
from beancount.core import data, amount, position
from beancount.core.number import MISSING
def v(x):
    if x is None or x is MISSING: return None
    if isinstance(x, bool): return x
    if isinstance(x, Decimal): return 'D' + str(x)
    if isinstance(x, amount.Amount): return [v(x.number), v(x.currency)]
    if isinstance(x, datetime.date): return x.isoformat()
    if isinstance(x, (set, frozenset)): return sorted(x)
    if hasattr(x, 'value') and hasattr(x, 'dtype'): return v(x.value)
    if isinstance(x, (list, tuple)): return [v(y) for y in x]
    return str(x)
def meta(m):
    return {k: v(x) for k, x in m.items() if k not in ('filename', 'lineno')}
entries, errors, options = parser.parse_string(sys.stdin.read())
out = []
for e in entries:
    d = {'line': e.meta['lineno'], 'kind': type(e).__name__.lower(), 'meta': meta(e.meta)}
    for k, x in e._asdict().items():
        if k in ('meta', 'postings', 'diff_amount'): continue
        d[k] = v(x)
    if isinstance(e, data.Transaction):
        d['postings'] = [{'account': p.account, 'flag': p.flag, 'units': v(p.units), 'price': v(p.price), 'meta': meta(p.meta or {}),
                          'cost': None if p.cost is None else [v(p.cost.number_per), v(p.cost.number_total), v(p.cost.currency), v(p.cost.date), v(p.cost.label), p.cost.merge]}
                         for p in e.postings]
    out.append(d)
print(json.dumps({'entries': sorted(out, key=lambda d: d['line']), 'errors': sorted(err.source['lineno'] for err in errors),
                  'options': [options['title']], 'plugins': [list(p) for p in options['plugin']]}))
`;

const dec = (d: Decimal | null) => (d === null ? null : 'D' + d.toString());
function metaJson(m: Record<string, MetaValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(m)) {
    if (x.type === 'null') out[k] = null;
    else if (x.type === 'number') out[k] = dec(x.value);
    else if (x.type === 'amount') out[k] = [dec(x.value.number), x.value.currency];
    else out[k] = x.value;
  }
  return out;
}

/** Our directive in the shape of the Python dump (Beancount's field names). */
function ours(d: RawDirective): Record<string, unknown> {
  const base = { line: d.source.line, kind: d.type, meta: metaJson(d.meta), date: d.date };
  switch (d.type) {
    case 'open': return { ...base, account: d.account, currencies: d.currencies.length ? d.currencies : null, booking: d.booking === null ? null : `Booking.${d.booking}` };
    case 'close': return { ...base, account: d.account };
    case 'commodity': return { ...base, currency: d.currency };
    case 'balance': return { ...base, account: d.account, amount: [dec(d.amount.number), d.amount.currency], tolerance: dec(d.tolerance) };
    case 'pad': return { ...base, account: d.account, source_account: d.sourceAccount };
    case 'note': return { ...base, account: d.account, comment: d.comment };
    case 'document': return { ...base, account: d.account, filename: d.filename, tags: [...d.tags].sort(), links: [...d.links].sort() };
    case 'price': return { ...base, currency: d.currency, amount: [dec(d.amount.number), d.amount.currency] };
    case 'event': return { ...base, type: d.eventType, description: d.description };
    case 'query': return { ...base, name: d.name, query_string: d.queryString };
    case 'custom': return { ...base, type: d.customType, values: d.values.map((x) => (x.type === 'number' ? dec(x.value) : x.type === 'amount' ? [dec(x.value.number), x.value.currency] : x.type === 'null' ? null : x.value)) };
    case 'transaction':
      return {
        ...base, flag: d.flag, payee: d.payee, narration: d.narration, tags: [...d.tags].sort(), links: [...d.links].sort(),
        postings: d.postings.map((p) => {
          // Beancount divides an @@ total by the units while parsing; we keep it as written.
          const units = p.units === null ? null : [dec(p.units.number), p.units.currency];
          let priceNumber = p.price?.number ?? null;
          if (p.priceIsTotal && priceNumber !== null && p.units?.number) priceNumber = priceNumber.div(p.units.number.abs());
          return {
            account: p.account, flag: p.flag, units, price: p.price === null ? null : [dec(priceNumber), p.price.currency], meta: metaJson(p.meta),
            cost: p.cost === null ? null : [dec(p.cost.numberPer), dec(p.cost.numberTotal), p.cost.currency, p.cost.date, p.cost.label, p.cost.merge],
          };
        }),
      };
  }
}

describe.skipIf(!beancountAvailable && !requireBeancount)('differential: our parser vs Beancount 2.3', () => {
  it('reads the same directives and reports errors on the same lines', () => {
    if (!beancountAvailable) throw new Error('Beancount 2.3 (python3 -c "import beancount") is required when CI=true');
    const py = spawnSync(PYTHON, ['-c', PYTHON_DUMP], { input: LEDGER, encoding: 'utf8' });
    expect(py.stderr).toBe('');
    const theirs = JSON.parse(py.stdout) as { entries: Record<string, unknown>[]; errors: number[]; options: string[]; plugins: [string, string | null][] };
    const r = parseText(LEDGER, 'diff.beancount');

    const mine = r.directives.map(ours);
    expect(mine.map((d) => d.line)).toEqual(theirs.entries.map((d) => d.line));
    for (let i = 0; i < mine.length; i++) expect(mine[i], `line ${String(theirs.entries[i]!.line)}`).toEqual(theirs.entries[i]);
    expect([...new Set(r.errors.map((e) => e.source.line))].sort((a, b) => a - b)).toEqual([...new Set(theirs.errors)]);
    expect(r.options.find((o) => o.name === 'title')?.value).toBe(theirs.options[0]);
    expect(r.plugins.map((p) => [p.name, p.config])).toEqual(theirs.plugins);
  });
});
