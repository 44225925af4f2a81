// Rows dated after `today` (the ledger's time zone) are suspicious, most likely a mistyped year:
// they are skipped with a reason, never written.
import { describe, expect, it } from 'vitest';
import { ledgerText, plan } from './import-fixtures.ts';

const LEDGER = ledgerText();
const CSV = Buffer.from(['Date,Description,Amount', '2024-01-31,coffee,-4.00', '2042-01-31,typo in the year,-9.00', '2024-02-01,on the day itself,-2.00', ''].join('\n'), 'utf8');

describe('rows dated in the future', () => {
  it('skips a row dated after today with the reason, and keeps rows dated today', async () => {
    const p = await plan(LEDGER, { content: CSV, account: 'Assets:US:Checking', today: '2024-02-01' });
    expect(p.report.transactions.map((t) => [t.date, t.narration])).toEqual([
      ['2024-01-31', 'coffee'],
      ['2024-02-01', 'on the day itself'],
    ]);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: 'dated in the future' }]);
    expect([p.report.imported, p.report.skipped, p.report.duplicates]).toEqual([2, 1, 0]);
    expect(p.directives.some((d) => d.date === '2042-01-31')).toBe(false);
  });

  it('imports the same row once today has caught up with it', async () => {
    const p = await plan(LEDGER, { content: CSV, account: 'Assets:US:Checking', today: '2042-01-31' });
    expect([p.report.imported, p.report.skipped]).toEqual([3, 0]);
  });
});
