// The parser reads the text through a typed array of its code units and gives that memory
// back when it is done; that must never touch memory anyone else uses (Node's buffer pool).
import { describe, expect, it } from 'vitest';
import { Buffer } from 'node:buffer';
import { parseText } from '../../../src/ledger/syntax/parser.ts';

const SMALL = '2024-01-01 open Assets:Cash CNY\n2024-01-02 * "店" "咖啡"\n  Expenses:Food  12.50 CNY\n  Assets:Cash\n';

describe('parser memory release', () => {
  it('leaves small buffers made afterwards (from the shared pool) usable, parse after parse', () => {
    for (let i = 0; i < 50; i++) {
      const r = parseText(SMALL, 'small.beancount');
      expect(r.errors).toEqual([]);
      expect(r.directives.map((d) => d.type)).toEqual(['open', 'transaction']);
      const pooled = Buffer.from(`pooled ${i}`);
      expect(pooled.toString()).toBe(`pooled ${i}`);
    }
  });
  it('reads the same directives whether or not a syntax error stopped a directive', () => {
    const r = parseText('2024-01-01 open Assets:Cash CNY\n2024-01-02 bogus\n2024-01-03 close Assets:Cash\n', 'f');
    expect(r.directives.map((d) => d.type)).toEqual(['open', 'close']);
    expect(r.errors).toHaveLength(1);
  });
});
