// A long cell printed over several lines belongs to the row whose date and amount it stands
// beside. Most statements hang the wrap below the row; 招商银行's 交易流水 centres the cell on its
// row, so its first line stands above the row's baseline, right under the row before. The reader
// gave that line to the row before (QA: 代发工资 got half of the next row's 财付通 payee and was
// booked against the WeChat account).
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { buildPdf, type TextRun } from './statement-pdf-builder.ts';

// 记账日期 | 货币 | 交易金额 | 联机余额 | 交易摘要 | 对手信息, amounts right-aligned
const X = [30, 95, 200, 270, 290, 370];
const RIGHT = [false, false, true, true, false, false];
const HEADER = ['记账日期', '货币', '交易金额', '联机余额', '交易摘要', '对手信息'];

/** A row's cells; a cell of several lines is an array. */
type Row = readonly (string | readonly string[])[];

/**
 * The runs of a table whose rows start `pitch` below each other's last line. A cell of several
 * lines is centred on its row's baseline when `centred`, else it hangs below it; its lines are
 * `step` apart.
 */
function tableWithWraps(rows: readonly Row[], opts: { centred: boolean; step: number; pitch: number }): TextRun[] {
  const runs: TextRun[] = [{ text: '招商银行交易流水', x: 230, y: 800, size: 16 }];
  HEADER.forEach((text, i) => runs.push({ text, x: X[i]!, y: 750, size: 8, alignRight: RIGHT[i]! }));
  let y = 750;
  for (const row of rows) {
    const height = Math.max(...row.map((cell) => (typeof cell === 'string' ? 1 : cell.length)));
    // the baseline: the middle of the row's lines when centred, else its first line
    const baseline = y - opts.pitch - (opts.centred ? ((height - 1) * opts.step) / 2 : 0);
    row.forEach((cell, i) => {
      const lines = typeof cell === 'string' ? (cell === '' ? [] : [cell]) : cell;
      const first = opts.centred ? baseline + ((lines.length - 1) * opts.step) / 2 : baseline;
      lines.forEach((text, k) => runs.push({ text, x: X[i]!, y: first - k * opts.step, size: 8, alignRight: RIGHT[i]! }));
    });
    y = opts.centred ? baseline - ((height - 1) * opts.step) / 2 : baseline - (height - 1) * opts.step;
  }
  return runs;
}

const ROWS: Row[] = [
  ['2025-12-01', 'CNY', '15,000.00', '20,234.56', '代发工资', '示例星河数码科技有限公司'],
  ['2025-12-01', 'CNY', '-25.80', '20,208.76', '快捷支付', ['财付通-示例外卖 示例拉扎斯信息科技', '有限公司']],
  ['2025-12-02', 'CNY', '-4,500.00', '15,708.76', '转账汇款', '李四 6222********5678'],
  ['2025-12-03', 'CNY', '-39.90', '15,668.86', '快捷支付', ['支付宝-示例出行', '科技有限公司', '北京分公司']],
  ['2025-12-04', 'CNY', '-25.00', '15,643.86', ['快捷支付', '线上'], ['示例迅雷网络', '1218536701']],
];

const PAYEES = [
  '示例星河数码科技有限公司',
  '财付通-示例外卖 示例拉扎斯信息科技有限公司',
  '李四 6222********5678',
  '支付宝-示例出行科技有限公司北京分公司',
  '示例迅雷网络 1218536701',
];

async function payeesAndNarrations(runs: TextRun[]) {
  const statement = await readPdfStatement(await buildPdf([{ runs }]));
  return statement.rows.map((r) => [r.amount.toString(), r.payee, r.narration]);
}

const EXPECTED = ROWS.map((row, i) => [
  (row[2] as string).replace(/,/g, ''),
  PAYEES[i],
  i === 4 ? '快捷支付线上' : row[4],
]);

describe('a wrapped cell goes to the row it stands beside', () => {
  it('cells centred on their rows (lines above and below the date and amount), as 招商银行 prints them', async () => {
    expect(await payeesAndNarrations(tableWithWraps(ROWS, { centred: true, step: 9, pitch: 13 }))).toEqual(EXPECTED);
  });

  it('the first row centred right under the header', async () => {
    const rows = [ROWS[1]!, ROWS[0]!];
    expect(await payeesAndNarrations(tableWithWraps(rows, { centred: true, step: 9, pitch: 16 }))).toEqual([EXPECTED[1], EXPECTED[0]]);
  });

  it('cells hanging below their rows, with rows further apart than the lines of a cell', async () => {
    expect(await payeesAndNarrations(tableWithWraps(ROWS, { centred: false, step: 9, pitch: 13 }))).toEqual(EXPECTED);
  });

  it('cells hanging below their rows, every line evenly spaced', async () => {
    expect(await payeesAndNarrations(tableWithWraps(ROWS, { centred: false, step: 12, pitch: 12 }))).toEqual(EXPECTED);
  });
});
