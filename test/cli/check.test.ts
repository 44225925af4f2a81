import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/cli/check.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';

const fixture = join(import.meta.dirname, '../fixtures/errors/balance.beancount');

function capture(file: string): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = runCheck(file, (line) => lines.push(line));
  return { code, lines };
}

describe('runCheck', () => {
  it('prints each error as bean-check does and exits 1', () => {
    const { code, lines } = capture(fixture);
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^\/.*balance\.beancount:\d+: +\S/);
    if (requireBeancount()) {
      const locations = (ls: string[]) => ls.map((l) => l.match(/^(\S+?:\d+):/)![1]).sort();
      expect(locations(lines)).toEqual(beanCheck(fixture).lines.sort());
    }
  });

  it('exits 0 on a clean ledger, even with a warning for an unsupported plugin', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    const file = join(dir, 'main.beancount');
    writeFileSync(file, 'plugin "some.plugin"\n2020-01-01 open Assets:Cash\n');
    const { code, lines } = capture(file);
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
  });

  it('exits 1 with one line when the file does not exist', () => {
    const { code, lines } = capture('/nonexistent/main.beancount');
    expect(code).toBe(1);
    expect(lines).toEqual(['<load>:0:       File "/nonexistent/main.beancount" does not exist']);
  });
});
