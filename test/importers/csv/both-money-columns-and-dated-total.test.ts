// Import QA: in a bank CSV with 收入 and 支出 columns, a row with both filled (200.00 in, 50.00 out)
// was booked as 50.00 out, the 200.00 dropped unsaid; and a total dated as the rows are
// (2026-10-07,合计,...) was booked as 1,246.50 spent. The first is skipped with its reason (which way
// the money went is not said), the second is a summary line, as the same line without a date was.
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';

const HEADER = '交易日期,摘要,交易对方,收入,支出,余额,币种';

describe('a bank CSV with money-in and money-out columns', () => {
  it('skips a row with both filled, with its reason, and reads the others', () => {
    const statement = readCsvStatement([HEADER, '2026-10-05,转账,张三,"200.00","50.00","1,150.00",人民币', '2026-10-06,消费,罗森,,"30.00","1,120.00",人民币', ''].join('\n'));
    expect(statement.rows.map((r) => r.amount.toString())).toEqual(['-30.00']);
    expect(statement.skipped).toEqual([expect.objectContaining({ row: 2, reason: expect.stringMatching(/both the money-out column \(50\.00\) and the money-in column \(200\.00\)/) })]);
  });

  it('takes a dated 合计 line for a summary line, not a row', () => {
    const statement = readCsvStatement([HEADER, '2026-10-05,消费,罗森,,"50.00","1,150.00",人民币', '2026-10-07,合计,,"15,000.00","1,246.50",,', ''].join('\n'));
    expect(statement.rows.map((r) => r.amount.toString())).toEqual(['-50.00']);
    expect(statement.skipped).toEqual([expect.objectContaining({ row: 3, reason: expect.stringMatching(/^summary line/) })]);
  });
});
