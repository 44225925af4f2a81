// Hong Kong's, Macau's and Taiwan's banks print their statements in Traditional characters
// (交易詳情, 提款, 存款, 結餘, 結單日期, 港幣). The CSV reader folds its headers to Simplified; the PDF
// reader did not, and refused such a statement: "no header line with a date column ...".
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { buildPdf, tableRuns, type Column, type PageSpec } from './statement-pdf-builder.ts';

const COLUMNS: Column[] = [{ x: 50 }, { x: 140 }, { x: 380, alignRight: true }, { x: 460, alignRight: true }, { x: 545, alignRight: true }];

function hongKongStatement(header: readonly string[], rows: readonly (readonly string[])[]): PageSpec[] {
  return [
    {
      runs: [
        { text: '示例銀行 綜合戶口結單', x: 50, y: 790, size: 14 },
        { text: '結單日期 2026年11月20日', x: 50, y: 770 },
        { text: '貨幣: 港幣', x: 50, y: 756 },
        ...tableRuns(COLUMNS, [header, ...rows], 720),
      ],
    },
  ];
}

describe('a PDF statement with Traditional-character headers', () => {
  it('reads 交易日期 | 交易詳情 | 提款 | 存款 | 結餘 as the CSV reader does, in the currency 港幣 names', async () => {
    const pdf = await buildPdf(
      hongKongStatement(
        ['交易日期', '交易詳情', '提款', '存款', '結餘'],
        [
          ['2026/11/13', '示例超級市場', '312.40', '', '44,492.40'],
          ['2026/11/14', '利息', '', '3.21', '44,495.61'],
          ['2026/11/18', '轉賬 陳大文', '', '2,000.00', '46,495.61'],
        ],
      ),
    );
    const statement = await readPdfStatement(pdf);
    expect(statement.rows.map((r) => [r.date, r.amount.toString(), r.currency, r.narration])).toEqual([
      ['2026-11-13', '-312.40', 'HKD', '示例超級市場'],
      ['2026-11-14', '3.21', 'HKD', '利息'],
      ['2026-11-18', '2000.00', 'HKD', '轉賬 陳大文'],
    ]);
    expect(statement.currency).toBe('HKD');
    expect(statement.balance).toMatchObject({ date: '2026-11-18', currency: 'HKD' });
    expect(statement.balance!.amount.toString()).toBe('46495.61');
    expect(statement.skipped).toEqual([]);
  });

  it('dates year-less rows by the 結單日期 (statement date) line', async () => {
    const pdf = await buildPdf(
      hongKongStatement(
        ['交易日', '交易詳情', '提款', '存款', '帳戶餘額'],
        [
          ['12/28', '示例餐廳', '88.00', '', '1,000.00'],
          ['01/03', '示例書店', '12.00', '', '988.00'],
        ],
      ).map((page) => ({ runs: page.runs.map((run) => (run.text.startsWith('結單日期') ? { ...run, text: '結單日期 2027年01月05日' } : run)) })),
    );
    const statement = await readPdfStatement(pdf);
    expect(statement.rows.map((r) => [r.date, r.amount.toString(), r.narration])).toEqual([
      ['2026-12-28', '-88.00', '示例餐廳'],
      ['2027-01-03', '-12.00', '示例書店'],
    ]);
  });
});
