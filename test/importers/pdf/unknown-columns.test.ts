// ICBC's 借记账户历史明细 prints 账号, 储种, 序号, 钞汇 and 地区 beside the columns the reader knows,
// and each row's time under its date. A header with that many unknown names was taken for a line
// of text: the PDF was refused with "no transaction table found".
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { readHeader } from '../../../src/importers/pdf/table-header.ts';
import type { TextLine } from '../../../src/importers/pdf/text-lines.ts';
import { buildPdf, type TextRun } from './statement-pdf-builder.ts';

// 交易日期 账号 储种 序号 币种 钞汇 摘要 地区 收入/支出金额 余额 对方户名 对方账号 渠道
// (ICBC prints it landscape; here small enough for the builder's A4 page)
const X = [20, 65, 150, 170, 190, 215, 235, 270, 345, 395, 400, 495, 555];
const RIGHT = new Set([8, 9]);
const HEADER = ['交易日期', '账号', '储种', '序号', '币种', '钞汇', '摘要', '地区', '收入/支出金额', '余额', '对方户名', '对方账号', '渠道'];

/** A row: its cells, the time printed under its date, and what its 对方户名 wraps onto. */
type Row = { cells: string[]; time: string; payeeWrap?: string };

function icbcHistory(rows: readonly Row[]): TextRun[] {
  const runs: TextRun[] = [
    { text: '示例工商银行借记账户历史明细(电子版)', x: 150, y: 565, size: 13 },
    { text: '起止日期:2025-12-01 — 2026-02-28', x: 400, y: 540, size: 6 },
  ];
  const cell = (text: string, i: number, y: number) => runs.push({ text, x: X[i]!, y, size: 6, alignRight: RIGHT.has(i) });
  HEADER.forEach((text, i) => cell(text, i, 520));
  rows.forEach((row, n) => {
    const y = 508 - n * 18;
    row.cells.forEach((text, i) => text && cell(text, i, y));
    cell(row.time, 0, y - 7.5);
    if (row.payeeWrap) cell(row.payeeWrap, 10, y - 7.5);
  });
  return runs;
}

const account = '6200000000000000001';
const ROWS: Row[] = [
  { cells: ['2025-12-14', account, '活期', '00000', '人民币', '钞', '他行汇入', '1001', '+4,000.00', '25,361.55', '李四', '6222000000001234', '网上银行'], time: '17:08:13' },
  { cells: ['2025-12-15', account, '活期', '00000', '人民币', '钞', '贷款本息', '1001', '-15,598.26', '9,763.29', '', '', '网上银行'], time: '04:16:44' },
  {
    cells: ['2025-12-22', account, '活期', '00000', '人民币', '钞', '消费', '1001', '-52.12', '9,711.17', '示例第一百货商店股份有限公司南', '6222000000001234', '网上银行'],
    time: '11:21:33',
    payeeWrap: '京东路店',
  },
];

describe('a header with columns the reader does not know', () => {
  it('reads ICBC\'s 借记账户历史明细: amounts, signs and dates, and the payee wrapped beside the time', async () => {
    const statement = await readPdfStatement(await buildPdf([{ runs: icbcHistory(ROWS) }]));
    expect(statement.rows.map((r) => [r.date, r.amount.toString(), r.payee, r.narration])).toEqual([
      ['2025-12-14', '4000.00', '李四', '他行汇入'],
      ['2025-12-15', '-15598.26', null, '贷款本息'],
      ['2025-12-22', '-52.12', '示例第一百货商店股份有限公司南京东路店', '消费'],
    ]);
    expect(statement.skipped).toEqual([]);
  });

  it('takes short labels for unknown column names, not cells with digits or sentences', () => {
    const line = (...texts: string[]): TextLine => ({ y: 700, size: 8, phrases: texts.map((text, i) => ({ text, x0: i * 60, x1: i * 60 + 40 })) });
    expect(readHeader(line('交易日期', '账号', '储种', '序号', '钞汇', '地区', '摘要', '金额'))).not.toBeNull();
    expect(readHeader(line('交易日期', '6200000000000000001', '2025-12-14', '17:08:13', '摘要', '金额'))).toBeNull();
    expect(readHeader(line('交易日期', '本行对以上交易明细的真实性负责，如有疑问请致电客服', '请核对您的账户信息并妥善保管', '摘要', '金额'))).toBeNull();
  });
});
