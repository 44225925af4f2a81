// The text of a row's description column is its narration. A column headed 交易详情 (ICBC, and Hong
// Kong's banks in Simplified print) was not a name the PDF reader knew: every row of such a
// statement was imported with an empty narration, and nothing said why.
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
