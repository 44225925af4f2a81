// The text of a row's description column is its narration. A column headed 交易详情 (ICBC, and Hong
// Kong's banks in Simplified print) was not a name the PDF reader knew: every row of such a
// statement was imported with an empty narration, and nothing said why. A column whose header it
// still does not know, between columns it knows, is read as the description when the table has no
// other, and named in a warning when its text is left out.
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { buildPdf, tableRuns, type Column, type PageSpec } from './statement-pdf-builder.ts';

const COLUMNS: Column[] = [{ x: 50 }, { x: 140 }, { x: 380, alignRight: true }, { x: 460, alignRight: true }, { x: 545, alignRight: true }];

function statement(header: readonly string[], rows: readonly (readonly string[])[]): PageSpec[] {
  return [
    {
      runs: [
        { text: '示例银行 综合账户对账单', x: 50, y: 790, size: 14 },
        { text: '币种: 港币 HKD', x: 50, y: 770 },
        ...tableRuns(COLUMNS, [header, ...rows], 720),
      ],
    },
  ];
}

const ROWS = [
  ['2026/11/13', '示例超级市场', '312.40', '', '44,492.40'],
  ['2026/11/14', '利息', '', '3.21', '44,495.61'],
];

describe('the description column of a PDF statement', () => {
  it.each(['交易详情', '详情'])('reads a column headed %s as the narration', async (name) => {
    const read = await readPdfStatement(await buildPdf(statement(['交易日期', name, '支出', '收入', '余额'], ROWS)));
    expect(read.rows.map((r) => [r.date, r.amount.toString(), r.narration])).toEqual([
      ['2026-11-13', '-312.40', '示例超级市场'],
      ['2026-11-14', '3.21', '利息'],
    ]);
  });
});

const FOUR: Column[] = [{ x: 50 }, { x: 130 }, { x: 300 }, { x: 470, alignRight: true }, { x: 545, alignRight: true }];

function fourColumns(header: readonly string[], rows: readonly (readonly string[])[]): PageSpec[] {
  return [{ runs: [{ text: 'Example Bank Account Statement', x: 50, y: 790, size: 14 }, ...tableRuns(FOUR, [header, ...rows], 720)] }];
}

describe('a column whose header the PDF reader does not know', () => {
  it('is the description when the table has no other, with a warning naming it', async () => {
    const read = await readPdfStatement(await buildPdf(statement(['交易日期', '业务内容', '支出', '收入', '余额'], ROWS)));
    expect(read.rows.map((r) => [r.date, r.amount.toString(), r.narration])).toEqual([
      ['2026-11-13', '-312.40', '示例超级市场'],
      ['2026-11-14', '3.21', '利息'],
    ]);
    expect(read.warnings).toEqual([expect.stringContaining('"业务内容"')]);
    expect(read.warnings![0]).toMatch(/description/);
  });

  it('is named in a warning when a description column is there and its words go unread', async () => {
    const read = await readPdfStatement(
      await buildPdf(
        fourColumns(
          ['Date', 'Description', 'Transaction Info', 'Amount', 'Balance'],
          [
            ['2026-11-02', 'CARD PURCHASE', 'EXAMPLE GROCER LONDON', '-12.50', '987.50'],
            ['2026-11-03', 'TRANSFER', 'FROM J SMITH', '100.00', '1,087.50'],
          ],
        ),
      ),
    );
    expect(read.rows.map((r) => [r.date, r.amount.toString(), r.narration])).toEqual([
      ['2026-11-02', '-12.50', 'CARD PURCHASE'],
      ['2026-11-03', '100.00', 'TRANSFER'],
    ]);
    expect(read.warnings).toEqual([expect.stringMatching(/"Transaction Info".*no row's narration/)]);
  });

  it('says nothing of a column of figures (a voucher number) or of one it knows and does not read', async () => {
    const read = await readPdfStatement(
      await buildPdf(
        fourColumns(
          ['Date', 'Description', 'Voucher', 'Amount', 'Balance'],
          [
            ['2026-11-02', 'CARD PURCHASE', '000123', '-12.50', '987.50'],
            ['2026-11-03', 'TRANSFER', '000124', '100.00', '1,087.50'],
          ],
        ),
      ),
    );
    expect(read.rows.map((r) => r.narration)).toEqual(['CARD PURCHASE', 'TRANSFER']);
    expect(read.warnings).toBeUndefined();
    const known = await readPdfStatement(await buildPdf(fourColumns(['Date', 'Description', 'Reference', 'Amount', 'Balance'], [['2026-11-02', 'CARD PURCHASE', 'REF ABC', '-12.50', '987.50']])));
    expect(known.warnings).toBeUndefined();
  });
});
