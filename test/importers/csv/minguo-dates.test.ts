// QA of session 31 (Taiwan): Taiwan's banks date their rows in the 民國 calendar (115/11/03: year
// 115 is 2026), and such a statement was a 422 "no valid date in \"115/11/03\"". Its dates are
// read when the column writes every date so; a two-digit year is never taken for one.
import { describe, expect, it } from 'vitest';
import { isRocDateColumn, parseRocDate } from '../../../src/importers/csv/cells.ts';
import { plan, postingLines } from '../import-fixtures.ts';

const LEDGER = `option "operating_currency" "TWD"
2026-01-01 open Assets:TW:Bank:Cathay TWD
2026-01-01 open Income:Uncategorized
2026-01-01 open Expenses:Uncategorized
`;
const ACCOUNT = 'Assets:TW:Bank:Cathay';
const dated = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.narration, postingLines(t)[0]]);

describe('民國 dates', () => {
  it('are read in a statement that writes every date so: 115/11/03 is 2026-11-03', async () => {
    const csv = '交易日期,摘要,支出,存入,餘額,備註\n115/11/03,全聯福利中心,356,,"52,644",\n115/11/05,薪資轉入,,"45,000","97,644",國泰\n';
    const p = await plan(LEDGER, { content: Buffer.from(csv), account: ACCOUNT, today: '2026-11-27' });
    expect(dated(p)).toEqual([
      ['2026-11-03', '全聯福利中心', 'Assets:TW:Bank:Cathay -356 TWD'],
      ['2026-11-05', '薪資轉入', 'Assets:TW:Bank:Cathay 45000 TWD'],
    ]);
  });

  it('are read written out (民國115年11月3日, 115年11月5日) and in a file that a positional mapping reads', async () => {
    const csv = '民國115年11月3日,全聯福利中心,356\n115年11月5日,台電電費,"1,350"\n';
    const p = await plan(LEDGER, { content: Buffer.from(csv), account: ACCOUNT, today: '2026-11-27', mapping: { '1': 'date', '2': 'narration', '3': 'debit' } });
    expect(dated(p).map((r) => r[0])).toEqual(['2026-11-03', '2026-11-05']);
  });

  it('are not read beside dates of another form, nor from a two-digit year', async () => {
    const mixed = '交易日期,摘要,支出\n2026/11/03,全聯福利中心,356\n115/11/05,台電電費,"1,350"\n';
    const p = await plan(LEDGER, { content: Buffer.from(mixed), account: ACCOUNT, today: '2026-11-27' });
    expect(dated(p).map((r) => r[0])).toEqual(['2026-11-03']);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: 'unreadable row: no valid date in "115/11/05"' }]);
    expect(['115/11/03', '115.11.03', '115-11-03 10:20', '民國99年12月31日', '26/11/03', '2026/11/03', '115/13/01'].map(parseRocDate)).toEqual(['2026-11-03', '2026-11-03', '2026-11-03', '2010-12-31', null, null, null]);
    expect(isRocDateColumn(['26/11/03', '26/11/04'])).toBe(false);
    expect(isRocDateColumn(['115/11/03', '2026-11-04'])).toBe(false);
    expect(isRocDateColumn(['115/11/03', undefined, '115/11/04'])).toBe(true);
  });
});
