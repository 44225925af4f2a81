// A PDF whose amounts are printed without a sign beside a column that says which way each went
// (交通银行: 借贷 | 交易金额, `借 Dr` / `贷 Cr`) was read by the amount alone: spending was booked
// as income. The CSV reader knew direction columns; both now read the same words.
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { buildPdf, tableRuns, type Column } from './statement-pdf-builder.ts';

const COLUMNS: Column[] = [{ x: 20 }, { x: 45 }, { x: 175 }, { x: 230 }, { x: 320, alignRight: true }, { x: 390, alignRight: true }, { x: 400 }];
const HEADER = ['序号', '交易日期', '交易类型', '借贷', '交易金额', '余额', '对方户名'];

function rows(directions: readonly string[]): string[][] {
  return [
    ['1', '2025-12-02', '网上支付', directions[0]!, '1,288.00', '8,712.00', '示例商城'],
    ['2', '2025-12-05', '代发工资', directions[1]!, '9,000.00', '17,712.00', '示例科技有限公司'],
    ['3', '2025-12-06', '快捷支付', directions[2]!, '66.00', '17,646.00', '示例火锅'],
  ];
}

async function amounts(directions: readonly string[]): Promise<string[]> {
  const runs = [{ text: '示例交通银行个人客户交易清单', x: 180, y: 800, size: 13 }, ...tableRuns(COLUMNS, [HEADER, ...rows(directions)], 750)];
  const statement = await readPdfStatement(await buildPdf([{ runs }]));
  return statement.rows.map((r) => r.amount.toString());
}

describe('a PDF with a 借/贷 column beside one unsigned amount column', () => {
  it.each([
    ['借 Dr / 贷 Cr', ['借 Dr', '贷 Cr', '借 Dr']],
    ['借 / 贷', ['借', '贷', '借']],
    ['支出 / 收入', ['支出', '收入', '支出']],
    ['DR / CR', ['DR', 'CR', 'Dr']],
  ])('reads %s as money out and in', async (_name, directions) => {
    expect(await amounts(directions)).toEqual(['-1288.00', '9000.00', '-66.00']);
  });

  it('reads the rows as the CSV reader reads the same rows', async () => {
    const directions = ['借 Dr', '贷 Cr', '借 Dr'];
    const csv = [HEADER, ...rows(directions)].map((cells) => cells.map((c) => `"${c}"`).join(',')).join('\n');
    const fromCsv = readCsvStatement(csv).rows.map((r) => r.amount.toString());
    expect(await amounts(directions)).toEqual(fromCsv);
  });
});
