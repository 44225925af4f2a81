// Dotted dates (02.11.2026) are day first in every country that writes them (QA: a German export
// whose dates have no part above 12 was warned of as `dd/dd/yyyy` dates read day first, with the
// advice to send date_order "mdy"). Slashed dates that read both ways are still warned of.
import { describe, expect, it } from 'vitest';
import { dateReadBothWays, inferSlashOrder } from '../../../src/importers/csv/cells.ts';
import { ledgerText, plan } from '../import-fixtures.ts';

// (the payee's history places the rows: no row is warned of as booked to Uncategorized)
const LEDGER = `${ledgerText()}
2025-10-01 * "Vermieter" "Miete"
  Assets:EU:Giro  -900.00 EUR
  Expenses:Housing:Rent
`;
const GIRO = 'Assets:EU:Giro';
const german = (dates: readonly string[]) =>
  Buffer.from(['"Buchungstag";"Empfänger";"Verwendungszweck";"Betrag";"Waehrung"', ...dates.map((d, i) => `"${d}";"Vermieter";"Miete ${i}";"-900,00";"EUR"`), ''].join('\n'));

describe('dotted dates with no part above 12', () => {
  it('are read day first, with no warning, even when month first would keep them sorted', async () => {
    // day first: 1 Feb, 2 Jan, 3 Jan (unsorted); month first: 2 Jan, 1 Feb, 1 Mar (sorted)
    const p = await plan(LEDGER, { content: german(['01.02.2026', '02.01.2026', '03.01.2026']), account: GIRO, today: '2027-01-01' });
    expect(p.report.transactions.map((t) => t.date).sort()).toEqual(['2026-01-02', '2026-01-03', '2026-02-01']);
    expect(p.report.warnings).toEqual([]);
  });

  it('take no part in the guess of the order: day first where month first alone runs one way', () => {
    expect(inferSlashOrder(['01.02.2024', '02.01.2024', '03.01.2024'])).toBe('dmy');
    expect(inferSlashOrder(['01/02/2024', '02/01/2024', '03/01/2024'])).toBe('mdy');
    // a part above 12 still decides
    expect(inferSlashOrder(['01.02.2024', '01.13.2024'])).toBe('mdy');
    expect(dateReadBothWays(['02.11.2026', '03.11.2026'])).toBeNull();
    expect(dateReadBothWays(['02/11/2026', '03/11/2026'])).toBe('02/11/2026');
    expect(dateReadBothWays(['02-11-2026'])).toBe('02-11-2026');
  });

  it('slashed dates that read both ways are still warned of', async () => {
    const p = await plan(LEDGER, { content: Buffer.from('Date,Description,Amount\n02/11/2026,Miete,-900.00\n03/11/2026,Miete,-900.00\n'), account: GIRO, today: '2027-01-01' });
    expect(p.report.warnings.filter((w) => w.row === null).map((w) => w.message)).toEqual([
      'no date has a part above 12, so dates such as 02/11/2026 were read day first (02/11/2026 is 2026-11-02); if that is wrong, send mapping\'s date_order ("mdy")',
    ]);
  });
});
