// Subtotals, totals and a header repeated on the next page are no rows, and the import says so
// (cnbank QA: 本页小计, 合计, 人民币合计 and `,合计,…` were dropped unsaid, where the PDF importer lists
// its summary lines; 招商银行's header repeated after 本页小计 was "unreadable row: no valid date in
// "交易日"").
import { describe, expect, it } from 'vitest';
import { ledgerText, plan } from '../import-fixtures.ts';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';

const TWO_PAGES = [
  '某银行账户明细',
  '交易日期,摘要,收入,支出,余额',
  '2026-11-01,网购,,"1,234.56",',
  '2026-11-02,转入,"2,000.00",,',
  '本页小计,,"2,000.00","1,234.56",',
  '',
  '交易日期,摘要,收入,支出,余额',
  '2026-11-10,报销,300.00,,',
  ',合计,"2,300.00","1,234.56",',
  '人民币合计,,"2,300.00","1,234.56",',
  '',
].join('\r\n');

describe('summary lines and a repeated header in a bank CSV', () => {
  it('are listed in skipped_rows as what they are, and the rows imported', async () => {
    const p = await plan(ledgerText(), { content: Buffer.from(TWO_PAGES), account: 'Assets:CMB:Debit', today: '2026-11-27' });
    expect(p.report.imported).toBe(3);
    expect(p.report.skipped_rows).toEqual([
      { row: 5, reason: 'summary line: 本页小计 2,000.00 1,234.56' },
      { row: 7, reason: 'the header repeated (a new page?): 交易日期 摘要 收入 支出 余额' },
      { row: 9, reason: 'summary line: 合计 2,300.00 1,234.56' },
      { row: 10, reason: 'summary line: 人民币合计 2,300.00 1,234.56' },
    ]);
    expect(p.report.skipped).toBe(4);
    expect(p.report.warnings.filter((w) => w.row === null)).toEqual([]);
  });

  it('a table of nothing but its total still warns that it lists no movements', async () => {
    const p = await plan(ledgerText(), { content: Buffer.from('交易日期,摘要,金额\r\n合计,,0.00\r\n'), account: 'Assets:CMB:Debit', today: '2026-11-27' });
    expect(p.report.imported).toBe(0);
    expect(p.report.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^the statement lists no movements/)]);
  });

  it('a row whose words merely resemble the header is read as a row', () => {
    const s = readCsvStatement('交易日期,摘要,金额\n2026-11-03,摘要,-5.00\n');
    expect(s.rows.map((r) => r.amount.toString())).toEqual(['-5.00']);
  });
});
