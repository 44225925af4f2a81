// The bytes of a directive, when given, are exactly the text directiveText makes from the lines:
// so a transaction's id is the same whichever way it was computed.
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineStarts, plainDirectiveBytes } from '../../src/store/directive-bytes.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { DerivedIndexes } from '../../src/store/derived-indexes.ts';
import { FileLines, splitLines } from '../../src/store/file-lines.ts';
import { directiveText } from '../../src/store/transaction-index.ts';
import { propertyRuns, propertySeed } from '../ledger/property/property_seed.ts';

/** Line pieces that touch every rule: indentation, trailing and Unicode whitespace, CR, non-ASCII, invalid UTF-8. */
const piece = fc.constantFrom(
  '2024-01-01 * "x"', '  Assets:Cash  1 CNY', '\tExpenses:Food', '  ; 备注', '  key: "v"', '', ' ', '\t', '  ', 'x', '中文',
  ' \u3000', '\u00a0', '  \u00a0x', '  \u3000y', '\r', ' \r', '  x\r', '\ufeff2024', '  Assets:银行', 'é',
);
const lineText = fc.array(piece, { minLength: 0, maxLength: 3 }).map((ps) => ps.join(''));
const fileBytes = fc
  .tuple(fc.array(lineText, { minLength: 1, maxLength: 12 }), fc.boolean(), fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }))
  .map(([lines, finalNewline, bad]) => {
    const bytes = Buffer.from(lines.join('\n') + (finalNewline ? '\n' : ''), 'utf8');
    // Now and then a byte that is not UTF-8.
    if (bad !== null && bad < bytes.length && bytes[bad] !== 0x0a) bytes[bad] = 0xff;
    return bytes;
  });

describe('plainDirectiveBytes', () => {
  it('gives exactly the text of the directive at a line, or nothing', () => {
    let given = 0;
    fc.assert(
      fc.property(fileBytes, (bytes) => {
        const lines = splitLines(bytes.toString('utf8'));
        const starts = lineStarts(bytes);
        expect(starts.length).toBe(lines.length);
        for (let line = 1; line <= lines.length + 1; line++) {
          const range = plainDirectiveBytes(bytes, starts, line);
          if (range === undefined) continue;
          given++;
          expect(range.toString('utf8')).toBe(directiveText(lines, line));
          expect(Buffer.from(directiveText(lines, line)!, 'utf8').equals(range)).toBe(true);
        }
      }),
      { seed: propertySeed(), numRuns: propertyRuns(2000) },
    );
    // The common case is taken, not always declined.
    expect(given).toBeGreaterThan(1000);
  });

  it('takes a plain multi-line transaction and declines trailing spaces, CRLF and invalid UTF-8', () => {
    const text = '2024-01-01 * "午饭"\n  Expenses:Food  1 CNY\n  Assets:Cash\n\n2024-01-02 * "x" \n  A  1 CNY\n';
    const bytes = Buffer.from(text, 'utf8');
    const starts = lineStarts(bytes);
    expect(plainDirectiveBytes(bytes, starts, 1)?.toString()).toBe('2024-01-01 * "午饭"\n  Expenses:Food  1 CNY\n  Assets:Cash');
    expect(plainDirectiveBytes(bytes, starts, 5)).toBeUndefined();
    const crlf = Buffer.from('2024-01-01 * "x"\r\n  A  1 CNY\r\n');
    expect(plainDirectiveBytes(crlf, lineStarts(crlf), 1)).toBeUndefined();
    const invalid = Buffer.from('2024-01-01 * "\xff"\n', 'latin1');
    expect(plainDirectiveBytes(invalid, lineStarts(invalid), 1)).toBeUndefined();
  });

  it('a store gives every transaction the same id from the bytes as from the lines', () => {
    // In ledger order the plain ones come first: the first that needs the lines splits the file.
    const text =
      '\ufeff2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n\n' +
      '2024-01-02 * "午饭"\n  Expenses:Food  1 CNY\n  Assets:Cash\n\n' +
      '2024-01-03 * "twin"\n  Expenses:Food  4 CNY\n  Assets:Cash\n\n' +
      '2024-01-03 * "twin"\n  Expenses:Food  4 CNY\n  Assets:Cash\n\n' +
      '2024-01-04 * "trailing" \n  Expenses:Food  2 CNY\n  Assets:Cash\n\n' +
      '2024-01-05 * "crlf"\r\n  Expenses:Food  3 CNY\r\n  Assets:Cash\r\n';
    const file = '/ledger/main.beancount';
    const ledger = Ledger.fromText(text, file);
    const fromBytes = new FileLines();
    fromBytes.setBytes(file, Buffer.from(text, 'utf8'));
    const fromLines = { get: (f: string) => (f === file ? splitLines(text) : undefined) };
    const ids = (lines: ConstructorParameters<typeof DerivedIndexes>[1]) => new DerivedIndexes(ledger, lines).transactions.list.map((t) => t.id);
    const expected = ids(fromLines);
    expect(expected).toHaveLength(5);
    expect(expected[2]).toMatch(/-2$/);
    expect(ids(fromBytes)).toEqual(expected);
  });
});
