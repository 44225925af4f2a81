// Only a workbook's first sheet is read; one whose other sheets hold rows (随手记's Excel export keeps
// 支出, 收入 and 转账 on three) says so, naming them: every income and transfer was dropped with a 201
// and no word (recheck QA).
import { describe, expect, test } from 'vitest';
import { readXlsxStatement } from '../../../src/importers/xlsx/read-xlsx.ts';
import { xlsxWorkbook } from '../../support/xlsx-builder.ts';

const table = (rows: string[][]) => [['date', 'description', 'amount'], ...rows];

describe('the other sheets of a workbook', () => {
  test('those that hold rows are named in a warning; an empty or hidden one is not', () => {
    const workbook = xlsxWorkbook([
      { name: '支出', rows: table([['2024-01-05', '午餐', '-32.00']]) },
      { name: '收入', rows: table([['2024-01-10', '工资', '18500.00']]) },
      { name: '空', rows: [] },
      { name: '转账', rows: table([['2024-01-12', '还款', '-3456.78']]), hidden: true },
    ]);
    const statement = readXlsxStatement(workbook);
    expect(statement.rows.map((r) => r.amount.toString())).toEqual(['-32.00']);
    expect(statement.warnings).toEqual([
      'the workbook\'s other sheet "收入" holds rows that were not read: only its first sheet ("支出") is; import each sheet as a file of its own (move it to the first place, or save it as CSV)',
    ]);
  });

  test('a workbook of one sheet has no such warning', () => {
    expect(readXlsxStatement(xlsxWorkbook([{ name: 'Sheet1', rows: table([['2024-01-05', '午餐', '-32.00']]) }])).warnings ?? []).toEqual([]);
  });
});
