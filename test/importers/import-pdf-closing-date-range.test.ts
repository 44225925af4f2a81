// A card statement may label its period `Opening/Closing Date 12/06/2024 - 01/05/2025`: the label
// says "closing date", but the first date after it opens the period. The statement date is the
// closing (later) date, so the January rows of a December-January statement fall in 2025.
import { describe, expect, it } from 'vitest';
import { buildPdf, tableRuns, type Column, type PageSpec } from './pdf/statement-pdf-builder.ts';
import { findStatementDate } from '../../src/importers/pdf/statement-dates.ts';
import { plan } from './import-fixtures.ts';

const COLUMNS: Column[] = [{ x: 40 }, { x: 100 }, { x: 480, alignRight: true }];

function cardStatement(dateLine: string): PageSpec[] {
  return [
    {
      runs: [
        { text: 'Freedom Visa Signature Card Statement', x: 150, y: 800, size: 14 },
        { text: dateLine, x: 40, y: 775 },
        { text: 'Account Number: XXXX XXXX XXXX 4321', x: 300, y: 775 },
        ...tableRuns(
          COLUMNS,
          [
            ['Date', 'Description', 'Amount'],
            ['12/07', 'WHOLEFDS SFO 10234 SAN FRANCISCO CA', '87.45'],
            ['12/31', 'UBER *TRIP HELP.UBER.COM CA', '23.10'],
            ['01/02', 'STARBUCKS STORE 00123 SEATTLE WA', '6.45'],
            ['01/04', 'NETFLIX.COM', '15.49'],
          ],
          740,
        ),
      ],
    },
  ];
}

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Liabilities:US:Visa USD
`;

describe('a closing-date label followed by a date range', () => {
  it.each(['Opening/Closing Date 12/06/2024 - 01/05/2025', 'Opening/Closing Date Dec 6, 2024 - Jan 5, 2025'])(
    '%j dates the January rows in 2025',
    async (dateLine) => {
      const pdf = await buildPdf(cardStatement(dateLine));
      const p = await plan(LEDGER, { content: pdf, account: 'Liabilities:US:Visa', today: '2025-06-01' });
      expect(p.report.transactions.map((t) => t.date)).toEqual(['2024-12-07', '2024-12-31', '2025-01-02', '2025-01-04']);
    },
  );

  it('findStatementDate takes the end of the range after the label, and a lone date as before', () => {
    expect(findStatementDate(['Opening/Closing Date 12/06/2024 - 01/05/2025'], 'mdy')).toBe('2025-01-05');
    expect(findStatementDate(['Opening/Closing Date 06 Dec 2024 to 05 Jan 2025'])).toBe('2025-01-05');
    // a date after the closing date that is not joined to it as a range is something else (the due date)
    expect(findStatementDate(['Closing Date 01/05/2025 Payment Due Date 01/30/2025'], 'mdy')).toBe('2025-01-05');
  });
});
