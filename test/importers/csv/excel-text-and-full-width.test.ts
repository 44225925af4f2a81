// Cells as Excel and Chinese input methods write them (cnbank QA, stressA.csv and stressB.csv):
// `="2026-11-06"` was no date and `="300.00"` no amount (both rows skipped), 建设银行's
// `="4100000000000001"/某某公司` was kept as the payee with the formula's quotes, and full-width
// `１２３.４５`, `－５０.００` were "not an amount". The formula's text is read, the digits as ASCII.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { ledgerText, plan } from '../import-fixtures.ts';

const ACCOUNT = 'Assets:CMB:Debit';

describe('cells written as Excel text or in full-width digits', () => {
  it('read as the date and amount they hold', () => {
    const s = readCsvStatement(
      [
        '交易日期,摘要,收入,支出,余额',
        '2026-11-04,超市,,１２３.４５,',
        '="2026-11-06",停车,,10.00,',
        '2026-11-07,退费,,－５０.００,',
        '２０２６－１１－０８,报销,="300.00",,',
        '',
      ].join('\r\n'),
    );
    expect(s.rows.map((r) => [r.row, r.date, r.amount.toString(), r.narration])).toEqual([
      [2, '2026-11-04', '-123.45', '超市'],
      [3, '2026-11-06', '-10.00', '停车'],
      // (a negative figure in the money-out column beside positive ones: a fee given back, money in, QA of session 47)
      [4, '2026-11-07', '50.00', '退费'],
      [5, '2026-11-08', '300.00', '报销'],
    ]);
    expect(s.skipped).toEqual([]);
  });

  const CCB = ['序号,摘要,交易日期,交易金额,账户余额,对方账号与户名', '2,工资,20261009,"+10,000.00","11,955.00",="4100000000000001"/某某公司', ''].join('\r\n');

  it('a payee after an account number in Excel text: the number without the formula', () => {
    expect(readCsvStatement(CCB).rows.map((r) => r.payee)).toEqual(['4100000000000001/某某公司']);
  });

  it('a row imported before, with the formula in its payee, is already imported', async () => {
    // the id versions before 2026-11-27 gave the row (its content hashed, the payee as written)
    const old = 'bank:' + createHash('sha256').update([ACCOUNT, '2026-10-09', '10000', 'CNY', '="4100000000000001"/某某公司', '工资'].join('\u0000') + '\u00000').digest('hex').slice(0, 20);
    const ledger = `${ledgerText()}
2026-10-09 * "=\\"4100000000000001\\"/某某公司" "工资"
  import_id: "${old}"
  ${ACCOUNT}  10000.00 CNY
  Income:Salary
`;
    const p = await plan(ledger, { content: Buffer.from(CCB), account: ACCOUNT, today: '2026-11-27' });
    expect([p.report.imported, p.report.duplicates]).toEqual([0, 1]);
  });
});
