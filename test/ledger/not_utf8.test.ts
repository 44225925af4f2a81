// A ledger file saved in GBK (or Latin-1) by mistake loaded without a word: Beancount's lexer
// drops the bytes that are not UTF-8, so 食堂 read as "ʳ", and bean-check passed (text QA).
// The load now warns on the first line holding such a byte (without guessing the encoding: GB18030
// decodes most Big5 and Shift_JIS bytes too, into other characters).
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { isUtf8 } from 'node:buffer';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstNotUtf8 } from '../../src/ledger/not_utf8.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { WARNING_KIND } from '../../src/ledger/core/directives.ts';

const gbk = (text: string): Buffer => {
  // GBK bytes of the few characters used here (a fixed table: Node has no GBK encoder).
  const table: Record<string, number[]> = { 食: [0xca, 0xb3], 堂: [0xcc, 0xc3], 午: [0xce, 0xe7], 饭: [0xb7, 0xb9] };
  return Buffer.concat([...text].map((ch) => Buffer.from(table[ch] ?? [...Buffer.from(ch)])));
};

describe('firstNotUtf8', () => {
  test('-1 exactly for UTF-8; else the bytes before it are UTF-8 and no longer prefix is (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.uint8Array({ maxLength: 4 }), fc.string({ unit: 'grapheme', maxLength: 2 }).map((s) => new Uint8Array(Buffer.from(s)))), { maxLength: 12 }), (parts) => {
        const bytes = Buffer.concat(parts);
        const at = firstNotUtf8(bytes);
        if (isUtf8(bytes)) {
          expect(at).toBe(-1);
          return;
        }
        expect(at).toBeGreaterThanOrEqual(0);
        expect(isUtf8(bytes.subarray(0, at))).toBe(true);
        for (let end = at + 1; end <= Math.min(bytes.length, at + 4); end++) expect(isUtf8(bytes.subarray(0, end))).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('loading a file that is not UTF-8', () => {
  test('warns on the first line holding a byte that is not UTF-8; a UTF-8 file has no such warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'not-utf8-'));
    try {
      const file = join(dir, 'main.beancount');
      const text = '2020-01-01 open Assets:Cash\n2020-01-01 open Expenses:Food\n2020-01-02 * "食堂" "午饭"\n  Expenses:Food  10 CNY\n  Assets:Cash\n';
      await writeFile(file, gbk(text));
      const warnings = Ledger.load(file).errors.filter((e) => e.kind === WARNING_KIND);
      expect(warnings.map((e) => [e.source.line, e.message.slice(0, 44)])).toEqual([[3, 'This file is not UTF-8 (byte 0xCC on this li']]);
      await writeFile(file, text);
      expect(Ledger.load(file).errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
