// 建设银行's export ends with a line of counts and sums whose thousands separators split it into
// cells (`借方笔数:2 借方金额:3,288.00,贷方笔数:2 贷方金额:50,012.34`): it was skipped as a row
// with `no valid date in "288.00"`; it is skipped as the summary line it is.
import { describe, expect, it } from 'vitest';
import { isCountsLine } from '../../../src/importers/csv/header-row.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const CCB = `中国建设银行个人活期账户交易明细
账号：6217000000000000001,币种：人民币,钞汇：钞
起始日期：20240101,结束日期：20240131

序号,交易日期,摘要,借贷,交易金额,账户余额,对方户名,对方账号,交易地点
1,20240105,消费,借,"1,288.00","8,712.00",某商城,,网上银行
2,20240120,转账存入,贷,"2,000.00","10,712.00",某某,6222****0001,手机银行

合计,,,,,,,,
借方笔数:1 借方金额:1,288.00,贷方笔数:1 贷方金额:2,000.00
`;

describe("a statement's line of counts and sums", () => {
  it('is skipped as a summary line, and the rows are imported', async () => {
    const p = await plan(ledgerText(), { content: Buffer.from(CCB), account: 'Assets:CMB:Debit' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:CMB:Debit -1288.00 CNY', 'Assets:CMB:Debit 2000.00 CNY']);
    expect(p.report.skipped_rows).toEqual([
      { row: 9, reason: 'summary line: 合计' },
      { row: 10, reason: 'a summary line of the statement\'s counts and sums, not a transaction: "借方笔数:1 借方金额:1,288.00,贷方笔数:1 贷方金额:2,000.00"' },
    ]);
  });

  it('is told by a count or a debit/credit sum label before a figure, not by a row', () => {
    expect(isCountsLine(['借方笔数:2 借方金额:3', '288.00', '贷方笔数:2 贷方金额:50', '012.34'])).toBe(true);
    expect(isCountsLine(['', '收入笔数：3', '收入金额：120.00'])).toBe(true);
    expect(isCountsLine(['贷方金额: 50.00'])).toBe(true);
    expect(isCountsLine(['1', '20240105', '消费', '借', '1,288.00'])).toBe(false);
    expect(isCountsLine(['20240105', '笔数:3 的说明', '-5.00'])).toBe(false);
    expect(isCountsLine(['笔数统计'])).toBe(false);
  });
});
