// The error corpus: for each file in test/fixtures/errors, the (file, line, message) of every
// error must be those bean-check (Beancount 2.3) prints.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';

const run = requireBeancount();
const dir = join(import.meta.dirname, '../fixtures/errors');
const files = readdirSync(dir).filter((f) => f.endsWith('.beancount')).sort();

/** bean-check's lines `file:line:   message` (without the echoed directives). */
function beanCheckErrors(file: string): string[] {
  const { output } = beanCheck(file);
  return [...output.matchAll(/^(\/[^\n:]+):(\d+):\s+([^\n]*?)\s*$/gm)].map((m) => `${m[1]}:${m[2]}: ${m[3]}`).sort();
}

describe.skipIf(!run)('error corpus against bean-check', () => {
  it('has one fixture per check', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
  for (const name of files) {
    it(name, () => {
      const file = join(dir, name);
      const ours = Ledger.load(file).errors.map((e) => `${e.source.file}:${e.source.line}: ${e.message.trim()}`).sort();
      const theirs = beanCheckErrors(file);
      expect(theirs.length).toBeGreaterThan(0);
      expect(ours).toEqual(theirs);
    });
  }
});
