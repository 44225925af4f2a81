// The one cleaning of a statement's text (CSV and .xlsx cells, OFX values, a PDF's text): QA found
// a zero-width space after a header `摘要` (every narration imported empty, no word), a
// left-to-right mark in dates and a zero-width space after amounts (rows skipped with reasons
// that looked valid), right-to-left overrides and soft hyphens kept in payees, and a byte-order
// mark within a payee turned into a space that split the word (`Shop X`).
import { describe, expect, it } from 'vitest';
import { quotedCell, statementText } from '../../src/text/statement-text.ts';

describe('statementText', () => {
  it('takes out format characters: zero-width space, non-joiner and joiner, direction marks, embeddings, overrides and isolates, soft hyphen, word joiner, a byte-order mark', () => {
    const marks = ['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u061c', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u00ad', '\u2060', '\ufeff', '\u{e0001}'];
    for (const mark of marks) expect(statementText(`Shop${mark}X`), `U+${mark.codePointAt(0)!.toString(16)}`).toBe('ShopX');
    expect(statementText('\u200e2026-10-02')).toBe('2026-10-02');
    expect(statementText('-10.13\u200b')).toBe('-10.13');
  });

  it('takes out the control characters the ledger cannot write, and keeps tabs and line ends', () => {
    expect(statementText('Caf\u00e9 \u001b]0;x\u0007\u007f\u0085 ok\tx\r\n')).toBe('Caf\u00e9 ]0;x ok\tx\r\n');
  });

  it('keeps a zero-width joiner between two pictographs, as in an emoji sequence, and a flag\'s tags', () => {
    const emoji = ['👩\u200d💻', '👨\u200d👩\u200d👧', '🏳\ufe0f\u200d🌈', '👩🏽\u200d🚀', '❤\ufe0f\u200d🔥', '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}'];
    for (const e of emoji) expect(statementText(`咖啡 ${e} 店`)).toBe(`咖啡 ${e} 店`);
    // (a joiner beside a letter is no part of an emoji; nor are tags after no flag)
    expect(statementText('👩\u200dX A\u200d💻 \u{e0067}x')).toBe('👩X A💻 x');
  });

  it('keeps the number signs of Arabic and Syriac text, format characters that are printed', () => {
    expect(statementText('\u0600١٢٣ \u06dd١')).toBe('\u0600١٢٣ \u06dd١');
  });

  it('reads the line and paragraph separators as the line breaks they are', () => {
    expect(statementText('Shop\u2028X\u2029Y')).toBe('Shop\nX\nY');
  });

  it('leaves other text as it is, the same string', () => {
    const text = 'Café 全家 FamilyMart\u3000１２\u00a0€ 🍜';
    expect(statementText(text)).toBe(text);
  });
});

describe('quotedCell', () => {
  it('shows what does not show escaped, within the quotes', () => {
    expect(quotedCell('2026-10-02\u3164')).toBe('"2026-10-02\\u3164"');
    expect(quotedCell('\u200e-1\u00a0\u2028\u0085\u{e0001}')).toBe('"\\u200e-1\\u00a0\\u2028\\u0085\\u{e0001}"');
    expect(quotedCell('"1,00" 元\n')).toBe('"\\"1,00\\" 元\\n"');
  });
});
