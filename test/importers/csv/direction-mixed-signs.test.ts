// A negative amount beside a direction word: a return recorded in a bookkeeping app as negative
// spending (`支出,-399.00` after `支出,399.00`) lost its sign and was booked as a second spending.
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import type { Statement } from '../../../src/importers/statement.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const amountsOf = (statement: Statement) => statement.rows.map((r) => r.amount.toString());

describe('rows of one direction written with both signs', () => {
  it('take the sign of most of them as the file’s: a row of the other sign goes the other way, with a warning naming it', () => {
    const statement = readCsvStatement('交易类型,日期,金额,备注\n支出,2026-11-05,399.00,外套\n支出,2026-11-06,25.00,午餐\n支出,2026-11-08,-399.00,外套退货\n收入,2026-11-09,100.00,红包\n');
    expect(amountsOf(statement)).toEqual(['-399.00', '-25.00', '399.00', '100.00']);
    expect(statement.warnings).toEqual(['the rows that say money out (支出) carry both signs: most are positive, so the negative one, row 4, is booked the other way, as money in (a return written as negative spending?); check it']);
  });

  it('on a tie, take positive as the convention', () => {
    const statement = readCsvStatement('交易类型,日期,金额,备注\n支出,2026-11-05,399.00,外套\n支出,2026-11-08,-399.00,外套退货\n');
    expect(amountsOf(statement)).toEqual(['-399.00', '399.00']);
  });

  it('follow a negative convention too, and name every row turned', () => {
    const statement = readCsvStatement('日期,借贷,金额,摘要\n2024-05-01,借,-100.00,a\n2024-05-02,借,-20.00,b\n2024-05-03,借,-30.00,c\n2024-05-04,借,5.00,d\n2024-05-05,借,6.00,e\n2024-05-06,贷,9.00,f\n');
    expect(amountsOf(statement)).toEqual(['-100.00', '-20.00', '-30.00', '5.00', '6.00', '9.00']);
    expect(statement.warnings).toEqual(['the rows that say money out (借) carry both signs: most are negative, so the 2 positive ones (rows 5, 6) are booked the other way, as money in (a return written as negative spending?); check them']);
  });

  it('leave a direction whose rows all carry one sign as its words say', () => {
    const statement = readCsvStatement('日期,借贷,金额,摘要\n2024-05-01,借,-100.00,a\n2024-05-02,借,-20.00,b\n2024-05-03,贷,50.00,c\n');
    expect([amountsOf(statement), statement.warnings]).toEqual([['-100.00', '-20.00', '50.00'], []]);
    // 收入 written negative throughout is money in as its word says
    expect(amountsOf(readCsvStatement('收支类型,日期,金额\n支出,2026-11-05,10.00\n收入,2026-11-09,-50.00\n'))).toEqual(['-10.00', '50.00']);
  });

  // (QA: the only 收入 row of a file, written -50.00 beside positive 支出 rows, was read as money in
  // unsaid, while beside positive 收入 rows the same row is money out: its sign shows no convention)
  it('warn of a lone row of money in written negative beside money out written positive, booked as its word says', async () => {
    const csv = '收支类型,日期,金额,备注\n支出,2026-11-05,10.00,午餐\n收入,2026-11-09,-50.00,退回\n支出,2026-11-10,20.00,晚餐\n';
    const statement = readCsvStatement(csv);
    expect(amountsOf(statement)).toEqual(['-10.00', '50.00', '-20.00']);
    expect(statement.warnings).toEqual(['the one row that says money in (收入), row 3, is negative while the rows of money out are positive: booked as money in, as its word says; if it is income given back (money out), correct it']);
    const p = await plan(ledgerText(), { content: Buffer.from(csv), account: 'Assets:CMB:Debit' });
    expect(p.report.warnings.filter((w) => w.row === null).map((w) => w.message)).toEqual([expect.stringContaining('row 3, is negative')]);
  });

  it('say nothing of money in written negative on several rows, or beside money out written negative', () => {
    for (const csv of ['收支类型,日期,金额\n支出,2026-11-05,10.00\n收入,2026-11-09,-50.00\n收入,2026-11-10,-60.00\n', '收支类型,日期,金额\n支出,2026-11-05,-10.00\n收入,2026-11-09,-50.00\n', '收支类型,日期,金额\n收入,2026-11-09,-50.00\n']) {
      expect([csv, readCsvStatement(csv).warnings]).toEqual([csv, []]);
    }
  });

  it('book the return as money into the account, warned of', async () => {
    const content = Buffer.from('交易类型,日期,金额,商家,备注\n支出,2024-05-05 10:00,399.00,淘宝,外套\n支出,2024-05-08 11:00,-399.00,淘宝,外套退货\n');
    const p = await plan(ledgerText(), { content, account: 'Assets:CMB:Debit' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:CMB:Debit -399.00 CNY', 'Assets:CMB:Debit 399.00 CNY']);
    expect(p.report.warnings.filter((w) => w.row === null).map((w) => w.message)).toEqual([expect.stringContaining('row 3, is booked the other way, as money in')]);
  });
});
