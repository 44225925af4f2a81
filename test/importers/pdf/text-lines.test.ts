import { describe, expect, it } from 'vitest';
import { groupIntoLines } from '../../../src/importers/pdf/text-lines.ts';
import type { PdfTextItem } from '../../../src/importers/pdf/pdf-text.ts';

function item(text: string, x: number, y: number, width: number, size = 10): PdfTextItem {
  return { text, x, y, width, size };
}

function texts(items: PdfTextItem[]): string[][] {
  return groupIntoLines(items).map((l) => l.phrases.map((p) => p.text));
}

describe('groupIntoLines', () => {
  it('groups items by baseline within a tolerance, top to bottom, left to right', () => {
    const items = [item('12.00', 500, 681, 25), item('示例超市', 170, 680, 40), item('01/03', 50, 679.5, 25), item('交易日', 50, 700, 30)];
    expect(texts(items)).toEqual([['交易日'], ['01/03', '示例超市', '12.00']]);
  });

  it('keeps lines a line apart separate', () => {
    expect(texts([item('示例航空公司机票', 170, 680, 80), item('往返经济舱', 170, 668, 50)])).toEqual([['示例航空公司机票'], ['往返经济舱']]);
  });

  it('keeps the rows above and below a big watermark out of its line', () => {
    // Rows 16 apart in size 8, 仅供参考 in size 40 between them: 0.45 × 40 reaches both rows.
    const items = [
      item('2026-09-07', 40, 690, 40, 8),
      item('-12,000.00', 300, 690, 40, 8),
      item('仅 供 参 考', 180, 680, 200, 40),
      item('2026-09-09', 40, 674, 40, 8),
      item('99.90', 300, 674, 20, 8),
    ];
    expect(texts(items)).toEqual([['2026-09-07', '-12,000.00'], ['仅 供 参 考'], ['2026-09-09', '99.90']]);
  });

  it('keeps a watermark drawn on a row\'s baseline out of the row', () => {
    const items = [item('2026-09-07', 40, 690, 40, 8), item('仅 供 参 考', 110, 689, 200, 40), item('-12,000.00', 300, 690, 40, 8), item('2026-09-09', 40, 674, 40, 8)];
    expect(texts(items)).toEqual([['2026-09-07', '-12,000.00'], ['仅 供 参 考'], ['2026-09-09']]);
  });

  it('keeps a cell in a smaller font, top-aligned, on its row', () => {
    // (recheck QA: amounts in 6 pt beside cells in 10 pt, 3.5 pt lower, were lines of their own)
    const items = [item('2026-09-07', 40, 700, 50, 10), item('超市', 120, 700, 20, 10), item('-38.50', 300, 696.5, 20, 6), item('2026-09-08', 40, 680, 50, 10), item('-12.00', 300, 676.5, 20, 6)];
    expect(texts(items)).toEqual([['2026-09-07', '超市', '-38.50'], ['2026-09-08', '-12.00']]);
  });

  it('joins glyph-by-glyph items into one phrase, with a space at a word gap', () => {
    const glyphs = [item('示', 170, 680, 10), item('例', 180, 680, 10), item('超', 190, 680, 10), item('市', 200, 680, 10), item('A', 213, 680, 6)];
    expect(texts(glyphs)).toEqual([['示例超市 A']]);
  });

  it('splits one item holding several cells at runs of spaces', () => {
    const line = groupIntoLines([item('01/03   示例超市   12.00', 50, 680, 115)])[0]!;
    expect(line.phrases.map((p) => p.text)).toEqual(['01/03', '示例超市', '12.00']);
    // Positions follow the text: each piece starts after the one before.
    const starts = line.phrases.map((p) => p.x0);
    expect(starts[0]).toBe(50);
    expect(starts[1]!).toBeGreaterThan(line.phrases[0]!.x1);
    expect(starts[2]!).toBeGreaterThan(line.phrases[1]!.x1);
  });
});
