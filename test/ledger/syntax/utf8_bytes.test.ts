// The parser reads a file's UTF-8 bytes without decoding the whole file: every string and name
// it keeps must still come out as the text that was written, whatever bytes its characters take.
import { describe, expect, it } from 'vitest';
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { parseBytes, parseText } from '../../../src/ledger/syntax/parser.ts';
import type { RawTransaction } from '../../../src/ledger/core/directives.ts';

const SMALL = '2024-01-01 open Assets:Cash CNY\n2024-01-02 * "店" "咖啡"\n  Expenses:Food  12.50 CNY\n  Assets:Cash\n';

function onlyTransaction(text: string): RawTransaction {
  const r = parseText(text, 'f');
  expect(r.errors).toEqual([]);
  const txns = r.directives.filter((d) => d.type === 'transaction');
  expect(txns).toHaveLength(1);
  return txns[0] as RawTransaction;
}

describe('parsing UTF-8 bytes', () => {
  it('reads the same directives from bytes as from the decoded text, a byte-order mark included', () => {
    const fromText = parseText(SMALL, 'f');
    const fromBytes = parseBytes(Buffer.from(SMALL, 'utf8'), 'f');
    const withBom = parseBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SMALL, 'utf8')]), 'f');
    expect(fromBytes).toEqual(fromText);
    expect(withBom).toEqual(parseText('\ufeff' + SMALL, 'f'));
    expect((fromText.directives[1] as RawTransaction).payee).toBe('店');
  });

  it('leaves out of strings the bytes that are not UTF-8, as Beancount 2.3 does; a U+FFFD written in the file stays', () => {
    // Beancount 2.3.5 reads these payee and narration as 'caf latin1' and 'xy \ufffd ok '.
    const bytes = Buffer.concat([
      Buffer.from('2020-01-02 * "caf'), Buffer.from([0xe9]), Buffer.from(' latin1" "x'), Buffer.from([0xff, 0xfe]),
      Buffer.from('y \ufffd ok '), Buffer.from([0xe4, 0xb8]), Buffer.from('"\n  Assets:A  1 USD\n  Assets:B\n'),
    ]);
    const txn = parseBytes(bytes, 'f').directives[0] as RawTransaction;
    expect([txn.payee, txn.narration]).toEqual(['caf latin1', 'xy \ufffd ok ']);
    // Overlong forms and surrogates are not UTF-8 either (C0 AF, ED A0 80); a 4-byte character is.
    const odd = Buffer.concat([Buffer.from('2020-01-02 * "a'), Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]), Buffer.from('b😀"\n')]);
    expect((parseBytes(odd, 'f').directives[0] as RawTransaction).narration).toBe('ab😀');
  });

  it('keeps strings of 1-, 2-, 3- and 4-byte characters, and escapes next to them', () => {
    const narration = 'aé中😀 \\"q\\" \\中 end';
    const txn = onlyTransaction(`2024-01-02 * "Café 😀" "${narration}"\n  Assets:Cash  1 CNY\n  Expenses:Food\n`);
    expect(txn.payee).toBe('Café 😀');
    expect(txn.narration).toBe('aé中😀 "q" 中 end');
  });

  it('reads Unicode account names (letters of several byte lengths) and tells names apart byte by byte', () => {
    const txn = onlyTransaction('2024-01-02 * "x"\n  Assets:银行:招商  1 CNY\n  Assets:银行:招行  -1 CNY\n  Assets:Ünïcode:𝒜bc  0 CNY\n');
    expect(txn.postings.map((p) => p.account)).toEqual(['Assets:银行:招商', 'Assets:银行:招行', 'Assets:Ünïcode:𝒜bc']);
  });

  it('counts lines in bytes and reports non-ASCII tokens whole in errors', () => {
    // As bean-check 2.3.5 reads it: any non-ASCII character goes on an account name
    // (`Assets:Cash€`), but `€CNY` is no token and loses its directive.
    const r = parseText('2024-01-01 open Assets:Cash CNY\n; 注释\n2024-01-02 open Assets:Cash€ CNY\n2024-01-03 open Assets:Cash2 €CNY\n2024-01-04 close Assets:Cash\n', 'f');
    expect(r.directives.map((d) => `${d.type}@${d.source.line}`)).toEqual(['open@1', 'open@3', 'close@5']);
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([[4, "Invalid token: '€CNY'"]]);
  });

  it('never reads invalid UTF-8 as a token character (in a string it is left out)', () => {
    const bytes = Buffer.concat([
      Buffer.from('2024-01-02 * "a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('b"\n  Assets:Cash  1 CNY\n  Assets:Other\n2024-01-03 open Assets:'),
      Buffer.from([0xe4, 0xb8]), // a truncated 3-byte character
      Buffer.from(' CNY\n'),
    ]);
    const r = parseBytes(bytes, 'f');
    expect((r.directives[0] as RawTransaction).narration).toBe('ab');
    expect(r.directives).toHaveLength(1);
    expect(r.errors.map((e) => e.source.line)).toEqual([4]);
  });

  it('writes the bytes of a rejected word that are not UTF-8 as Beancount 2.3 does (Python\'s backslashreplace)', () => {
    const bytes = Buffer.concat([
      Buffer.from('2024-01-01 open Assets:A\n'), Buffer.from([0xff, 0xfe]),
      Buffer.from('\n2024-01-02 *\n  Assets:A'), Buffer.from([0xff]), Buffer.from(' 1 USD\n  Assets:A\n'),
      Buffer.from('中x'), Buffer.from([0xff, 0xe4, 0xb8]), Buffer.from(' y\n'),
      Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xe2, 0x82]), Buffer.from(' \ufffd\n'),
    ]);
    // The errors bean-check 2.3.5 prints for these bytes.
    expect(parseBytes(bytes, 'f').errors.map((e) => [e.source.line, e.message])).toEqual([
      [2, "Invalid token: '\\xff\\xfe'"],
      [4, "Invalid token: '\\xff'"],
      [6, "Invalid token: '中x\\xff\\xe4\\xb8'"],
      [6, "Invalid token: 'y'"],
      [7, "Invalid token: '\\xc0\\xaf\\xed\\xa0\\x80\\xe2\\x82'"],
      [7, "Invalid token: '\ufffd'"],
    ]);
  });

  it('reads bytes that encode no character (F5-FF leads) in a name as an error, never a crash', () => {
    for (const lead of [0xf5, 0xf8, 0xff]) {
      const bytes = Buffer.concat([Buffer.from('2024-01-01 open Assets:X'), Buffer.from([lead, 0x80, 0x80, 0x80]), Buffer.from(' CNY\n2024-01-02 open Assets:Y\n')]);
      const r = parseBytes(bytes, 'f');
      expect(r.directives.map((d) => d.type === 'open' && d.account)).toEqual(['Assets:Y']);
      expect(r.errors.map((e) => e.source.line)).toEqual([1]);
    }
  });

  it('never throws on any bytes, ledger-like pieces and arbitrary bytes mixed (property)', () => {
    const pieces = ['2024-01-01 ', 'open ', '* ', '"', 'Assets:', 'Cash', 'CNY', ' 10', '\n', '  ', '\\', '{', '#t', 'key: ', '\n2024-01-01 open Assets:', '\n2024-01-01 open Assets:X'].map((t) =>
      Buffer.from(t),
    );
    const chunk = fc.oneof(
      fc.constantFrom(...pieces),
      fc.uint8Array({ minLength: 1, maxLength: 6 }),
      fc.uint8Array({ min: 0x80, max: 0xff, minLength: 1, maxLength: 4 }), // broken and valid multi-byte characters
    );
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 40 }), (chunks) => {
        const bytes = Buffer.concat(chunks);
        const r = parseBytes(bytes, 'f');
        const lines = bytes.toString('latin1').split('\n').length;
        for (const e of r.errors) expect(e.source.line).toBeLessThanOrEqual(lines);
        expect(r.directives.length).toBeLessThanOrEqual(lines);
      }),
      { numRuns: 10_000 },
    );
  });

  it('leaves buffers made afterwards from the shared pool usable, parse after parse', () => {
    for (let i = 0; i < 50; i++) {
      const r = parseText(SMALL, 'small.beancount');
      expect(r.errors).toEqual([]);
      const pooled = Buffer.from(`pooled ${i}`);
      expect(pooled.toString()).toBe(`pooled ${i}`);
    }
  });
});
