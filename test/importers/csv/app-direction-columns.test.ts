// The bookkeeping apps' exports (随手记, 鲨鱼记账, 钱迹) say each row's direction in a column that
// says what kind of row it is (交易类型, 收支类型, 类型), beside amounts that carry no sign: that column
// was ignored (or read as the narration) and every spending was booked as income.
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import type { Statement } from '../../../src/importers/statement.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const amountsOf = (statement: Statement) => statement.rows.map((r) => r.amount.toString());

describe("a column of the kind of row (the apps' 收支类型, 类型, 交易类型)", () => {
  it.each(['收支类型', '类型', '交易类型', '记账类型', '账目类型', '收支方向'])('is the direction column when it is %s and says 支出/收入', (name) => {
    const statement = readCsvStatement(`日期,${name},类别,金额,备注\n2026-11-02,支出,午餐,"￥32.50",沙县小吃\n2026-11-03,收入,工资,"￥18,500.00",11月工资\n`);
    expect(amountsOf(statement)).toEqual(['-32.50', '18500.00']);
    expect(statement.rows.map((r) => r.narration)).toEqual(['沙县小吃', '11月工资']);
  });

  it("reads 随手记's 交易类型 (支出, 收入, 转出, 转入) as the direction, and 备注 as the narration", () => {
    const text = '随手记导出数据,,,,,\n交易类型,日期,账户,金额,商家,备注\n支出,2023-12-03 12:14,微信钱包,32.50,沙县小吃,\n收入,2023-12-01 09:00,招商银行储蓄卡,"18,500.00",公司,11月工资\n转出,2023-12-05 20:01,招商银行储蓄卡,"2,000.00",,充值支付宝\n转入,2023-12-05 20:01,支付宝,"2,000.00",,充值支付宝\n';
    const statement = readCsvStatement(text);
    expect(amountsOf(statement)).toEqual(['-32.50', '18500.00', '-2000.00', '2000.00']);
    expect(statement.rows.map((r) => r.narration)).toEqual([null, '11月工资', '充值支付宝', '充值支付宝']);
  });

  it("keeps a bank's 交易类型 of kinds of rows (消费, 转账, 代发, and the odd 支取) a description, its signed amounts as written", () => {
    const text = '交易日期,交易类型,交易金额,余额\n2024-05-01,消费,-12.00,88.00\n2024-05-02,转账,-20.00,68.00\n2024-05-03,代发,500.00,568.00\n2024-05-04,支取,-100.00,468.00\n';
    const statement = readCsvStatement(text);
    expect(amountsOf(statement)).toEqual(['-12.00', '-20.00', '500.00', '-100.00']);
    expect(statement.rows.map((r) => r.narration)).toEqual(['消费', '转账', '代发', '支取']);
  });

  it('books a 鲨鱼记账 export of spending and income without a mapping: the spending leaves the account', async () => {
    const content = Buffer.from('"日期","收支类型","类别","金额","账户1","账户2","备注"\n"2024年05月01日 09:00","收入","工资","￥1,000.00","招商银行储蓄卡","","工资"\n"2024年05月02日 12:14","支出","午餐","￥32.50","招商银行储蓄卡","","沙县小吃"\n');
    const p = await plan(ledgerText(), { content, account: 'Assets:CMB:Debit' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:CMB:Debit 1000.00 CNY', 'Assets:CMB:Debit -32.50 CNY']);
  });

  it("reads 钱迹's export without a mapping: 时间 is the date, 类型 the direction", () => {
    const statement = readCsvStatement('时间,分类,二级分类,类型,金额,币种,账户1,账户2,备注\n2023-12-01 09:00,职业收入,工资,收入,18500.00,CNY,招商银行储蓄卡,,11月工资\n2024-05-01 19:20,餐饮,晚餐,支出,1980,JPY,日元现金,,一蘭拉麵\n');
    expect(statement.rows.map((r) => [r.date, r.amount.toString(), r.currency])).toEqual([['2023-12-01', '18500.00', 'CNY'], ['2024-05-01', '-1980', 'JPY']]);
  });

  it('refuses unsigned amounts beside a column of 支出/收入 that is not read as the direction, naming the column', () => {
    const text = '日期,收支类型,金额,备注\n2026-11-02,支出,32.50,沙县小吃\n2026-11-03,收入,18500.00,工资\n';
    // mapped as the narration, with no direction column
    expect(() => readCsvStatement(text, { mapping: { 日期: 'date', 金额: 'amount', 收支类型: 'narration' } })).toThrow(
      'column "收支类型" says 支出, 收入 on every row, but the mapping reads it as narration and no column is the "direction" one: the amounts carry no sign, so money out would be booked as money in; map "收支类型" to "direction"',
    );
    // left out of the mapping
    expect(() => readCsvStatement(text, { mapping: { 日期: 'date', 金额: 'amount', 备注: 'narration' } })).toThrow(/column "收支类型" says 支出, 收入 on every row, but no role reads it/);
    // a header name the reader does not know
    expect(() => readCsvStatement('日期,方向,金额,备注\n2026-11-02,支出,32.50,a\n2026-11-03,收入,10.00,b\n')).toThrow(/column "方向" says 支出, 收入 on every row, but no role reads it .*send a mapping that names "方向" "direction"/);
  });

  it('still books such a column of money in only, and signed amounts beside one, as written', () => {
    expect(amountsOf(readCsvStatement('日期,方向,金额\n2026-11-02,收入,32.50\n2026-11-03,收入,10.00\n'))).toEqual(['32.50', '10.00']);
    expect(amountsOf(readCsvStatement('日期,方向,金额\n2026-11-02,支出,-32.50\n2026-11-03,收入,10.00\n'))).toEqual(['-32.50', '10.00']);
  });
});
