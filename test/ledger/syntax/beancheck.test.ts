// Printed hostile text must be read back exactly by Beancount 2.3 itself (bean-check and
// beancount.loader), not only by our parser.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { RawDirective } from '../../../src/ledger/core/directives.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { printDirective } from '../../../src/ledger/syntax/printer.ts';
import { HOSTILE_PIECES, hostileString, tagName } from './arbitraries.ts';

const PYTHON = '/usr/bin/python3';
const beanCheckAvailable = spawnSync('bean-check', ['--help'], { encoding: 'utf8' }).status === 0;
const requireBeanCheck = process.env.CI === 'true';

const dir = mkdtempSync(join(tmpdir(), 'syntax-beancheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = { file: 'x', line: 0 };
const DATE = '2024-01-02';

function hostileStrings(): string[] {
  const combos = HOSTILE_PIECES.flatMap((a) => HOSTILE_PIECES.slice(0, 8).map((b) => `${a}x${b}`));
  const random = fc.sample(hostileString, { seed: 20240101, numRuns: 300 });
  return [...HOSTILE_PIECES, ...combos, ...random, '', 'end with backslash \\', '"', '\\"\\'];
}

/** What Beancount should read back for each directive, keyed by the line it starts on. */
interface Expected {
  kind: 'txn' | 'note' | 'event' | 'query' | 'custom';
  strings: (string | null)[];
  tags?: string[];
  links?: string[];
}

function buildLedger(): { text: string; expected: Map<number, Expected> } {
  // Beancount 2.3 wants each account component to start with \p{Lu} or a digit, so no CJK
  // account names here (our parser accepts them, as Beancount 3 does).
  const opens = ['Assets:Cash', 'Equity:Opening-Balances', 'Assets:Ünicode:Ça', 'Expenses:Café'];
  let text = opens.map((a) => `2024-01-01 open ${a}\n`).join('') + '2024-01-01 commodity USD\n\n';
  let line = text.split('\n').length;
  const expected = new Map<number, Expected>();
  const add = (d: RawDirective, e: Expected) => {
    const printed = printDirective(d) + '\n';
    expected.set(line, e);
    text += printed;
    line += printed.split('\n').length - 1;
  };
  const strings = hostileStrings();
  const tags = fc.sample(fc.uniqueArray(tagName, { maxLength: 3 }), { seed: 7, numRuns: strings.length });
  strings.forEach((s, i) => {
    const other = strings[(i * 7 + 3) % strings.length]!;
    const payee = i % 3 === 0 ? null : other;
    add(
      {
        type: 'transaction', date: DATE, meta: { memo: { type: 'string', value: s } }, source: SOURCE, flag: i % 2 ? '*' : '!', payee, narration: s,
        tags: tags[i]!, links: tags[(i + 1) % strings.length]!,
        postings: [
          { account: 'Assets:Ünicode:Ça', flag: null, units: { number: Decimal.parse('-1.50'), currency: 'USD' }, cost: null, price: null, priceIsTotal: false, meta: { why: { type: 'string', value: other } }, source: SOURCE },
          { account: 'Expenses:Café', flag: null, units: { number: Decimal.parse('1.50'), currency: 'USD' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE },
        ],
      },
      { kind: 'txn', strings: [payee, s, s, other], tags: tags[i]!, links: tags[(i + 1) % strings.length]! },
    );
    if (i % 4 === 0) {
      add({ type: 'note', date: DATE, meta: {}, source: SOURCE, account: 'Assets:Cash', comment: s }, { kind: 'note', strings: [s] });
      add({ type: 'event', date: DATE, meta: {}, source: SOURCE, eventType: other, description: s }, { kind: 'event', strings: [other, s] });
      add({ type: 'query', date: DATE, meta: {}, source: SOURCE, name: other, queryString: s }, { kind: 'query', strings: [other, s] });
      add({ type: 'custom', date: DATE, meta: {}, source: SOURCE, customType: other, values: [{ type: 'string', value: s }] }, { kind: 'custom', strings: [other, s] });
    }
  });
  return { text, expected };
}

// Reads the ledger with beancount.loader and prints, per directive line, the strings it holds.
const READ_BACK = `
import json, sys
from beancount import loader
from beancount.core import data
entries, errors, options = loader.load_file(sys.argv[1])
out = {}
for e in entries:
    line = e.meta.get('lineno')
    if isinstance(e, data.Transaction):
        out[line] = {'kind': 'txn', 'strings': [e.payee, e.narration, e.meta.get('memo'), e.postings[0].meta.get('why')],
                     'tags': sorted(e.tags), 'links': sorted(e.links)}
    elif isinstance(e, data.Note):
        out[line] = {'kind': 'note', 'strings': [e.comment]}
    elif isinstance(e, data.Event):
        out[line] = {'kind': 'event', 'strings': [e.type, e.description]}
    elif isinstance(e, data.Query):
        out[line] = {'kind': 'query', 'strings': [e.name, e.query_string]}
    elif isinstance(e, data.Custom):
        out[line] = {'kind': 'custom', 'strings': [e.type] + [v.value for v in e.values]}
print(json.dumps({'errors': [str(x.message) for x in errors], 'entries': out}, ensure_ascii=True))
`;

describe.skipIf(!beanCheckAvailable && !requireBeanCheck)('printed hostile text through Beancount 2.3', () => {
  it('passes bean-check and reads back the same strings in Beancount and in our parser', () => {
    if (!beanCheckAvailable) throw new Error('bean-check is required when CI=true but was not found on PATH');
    const { text, expected } = buildLedger();
    const file = join(dir, 'hostile.beancount');
    writeFileSync(file, text, 'utf8');

    const check = spawnSync('bean-check', [file], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);

    const py = spawnSync(PYTHON, ['-c', READ_BACK, file], { encoding: 'utf8', maxBuffer: 64 << 20 });
    expect(py.stderr).toBe('');
    const loaded = JSON.parse(py.stdout) as { errors: string[]; entries: Record<string, Expected> };
    expect(loaded.errors).toEqual([]);
    const sortTags = (e: Expected): Expected => (e.tags ? { ...e, tags: [...e.tags].sort(), links: [...e.links!].sort() } : e);
    for (const [line, want] of expected) expect(loaded.entries[String(line)], `line ${line}`).toEqual(sortTags(want));
    expect(Object.keys(loaded.entries)).toHaveLength(expected.size);

    const ours = parseText(text, file);
    expect(ours.errors).toEqual([]);
    for (const d of ours.directives) {
      const want = expected.get(d.source.line);
      if (d.type === 'transaction') {
        const memo = d.meta['memo'];
        const why = d.postings[0]!.meta['why'];
        expect([d.payee, d.narration, memo?.type === 'string' ? memo.value : null, why?.type === 'string' ? why.value : null]).toEqual(want!.strings);
        expect([d.tags, d.links]).toEqual([want!.tags, want!.links]);
      } else if (d.type === 'note') expect([d.comment]).toEqual(want!.strings);
      else if (d.type === 'event') expect([d.eventType, d.description]).toEqual(want!.strings);
      else if (d.type === 'query') expect([d.name, d.queryString]).toEqual(want!.strings);
      else if (d.type === 'custom') expect([d.customType, ...d.values.map((v) => (v.type === 'string' ? v.value : null))]).toEqual(want!.strings);
    }
  });
});
