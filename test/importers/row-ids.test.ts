// Rows without a statement id are known by their content: the amount's value, not how the file
// wrote it, so the same statement exported again with other number formatting imports nothing.
// Rows imported before ids were hashed this way are still recognised.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appended, ledgerText, plan } from './import-fixtures.ts';

const LEDGER = ledgerText();
const csv = (rows: string[]) => Buffer.from(['Date,Description,Amount', ...rows, ''].join('\n'), 'utf8');
const semicolons = (rows: string[]) => Buffer.from(['Date;Description;Amount', ...rows, ''].join('\n'), 'utf8');
const ACCOUNT = 'Assets:US:Checking';

describe('import ids of rows without a statement id', () => {
  it('are the same whether the file writes -4, -4.0 or -4.00: the statement exported again imports nothing', async () => {
    const first = await plan(LEDGER, { content: csv(['2024-01-05,Coffee,-4.00', '2024-01-06,Tea,-2.50']), account: ACCOUNT });
    const after = appended(LEDGER, first);
    for (const rows of [['2024-01-05,Coffee,-4', '2024-01-06,Tea,-2.5'], ['2024-01-05,Coffee,-4.0', '2024-01-06,Tea,-2.500']]) {
      const again = await plan(after, { content: csv(rows), account: ACCOUNT });
      expect([again.report.imported, again.report.duplicates], rows.join(' ')).toEqual([0, 2]);
      const fresh = await plan(LEDGER, { content: csv(rows), account: ACCOUNT });
      expect(fresh.report.transactions.map((t) => t.meta['import_id'])).toEqual(first.report.transactions.map((t) => t.meta['import_id']));
    }
  });

  it('hash the amount without trailing zeros (ledgers keep these ids: the formula must not drift)', async () => {
    const id = (amount: string, narration: string, n: number) =>
      'bank:' + createHash('sha256').update([ACCOUNT, '2024-01-05', amount, 'USD', '', narration].join('\u0000') + `\u0000${n}`).digest('hex').slice(0, 20);
    const p = await plan(LEDGER, { content: csv(['2024-01-05,Coffee,-4.00', '2024-01-05,Coffee,-4', '2024-01-05,Cake,-12.50', '2024-01-05,Rent,-1200']), account: ACCOUNT });
    expect(p.report.transactions.map((t) => t.meta['import_id'])).toEqual([id('-4', 'Coffee', 0), id('-4', 'Coffee', 1), id('-12.5', 'Cake', 0), id('-1200', 'Rent', 0)]);
  });

  it('match across a decimal comma: -4,00 is the row -4.00 imported before', async () => {
    const first = await plan(LEDGER, { content: csv(['2024-01-05,Coffee,-4.00']), account: ACCOUNT });
    const comma = await plan(LEDGER, { content: semicolons(['2024-01-05;Coffee;-4,00']), account: ACCOUNT });
    expect(comma.report.transactions.map((t) => t.meta['import_id'])).toEqual(first.report.transactions.map((t) => t.meta['import_id']));
  });

  it('still know a row imported under the id its written amount gave, also when it comes written another way', async () => {
    // the id an earlier version wrote for this row: the content with the amount as the file wrote it
    const legacy = (amount: string, n: number) =>
      'bank:' + createHash('sha256').update([ACCOUNT, '2024-01-05', amount, 'USD', '', 'Coffee'].join('\u0000') + `\u0000${n}`).digest('hex').slice(0, 20);
    const ledger = `${LEDGER}
2024-01-05 * "Coffee"
  import_id: "${legacy('-4.00', 0)}"
  Assets:US:Checking  -4.00 USD
  Expenses:Food:Coffee

2024-01-05 * "Coffee"
  import_id: "${legacy('-4.00', 1)}"
  Assets:US:Checking  -4.00 USD
  Expenses:Food:Coffee
`;
    for (const amount of ['-4.00', '-4', '-4.000']) {
      const p = await plan(ledger, { content: csv([`2024-01-05,Coffee,${amount}`, `2024-01-05,Coffee,${amount}`, `2024-01-05,Coffee,${amount}`]), account: ACCOUNT });
      expect([p.report.imported, p.report.duplicates], amount).toEqual([1, 2]);
      expect(p.report.duplicate_rows.map((d) => d.reason)).toEqual([`already imported (import_id ${legacy('-4.00', 0)})`, `already imported (import_id ${legacy('-4.00', 1)})`]);
    }
  });

  it('keep two identical rows of one file apart: both are imported', async () => {
    const p = await plan(LEDGER, { content: csv(['2024-01-05,Coffee,-4.00', '2024-01-05,Coffee,-4']), account: ACCOUNT });
    expect(p.report.imported).toBe(2);
    expect(new Set(p.report.transactions.map((t) => t.meta['import_id'])).size).toBe(2);
  });
});
