// A card statement whose rows print no year (12/08) takes the year from its statement date, and
// English-language statements write that date in many ways: 01/05/2026, January 5, 2026,
// 05 Jan 2026, or only as the end of a period 12/06/2025 to 01/05/2026. Each one dates the rows
// as 2026-01-05 does.
import { describe, expect, it } from 'vitest';
import { buildPdf, tableRuns, type Column, type PageSpec } from './pdf/statement-pdf-builder.ts';
import { findStatementDate, statementSlashOrder } from '../../src/importers/pdf/statement-dates.ts';
import { importTwice } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const TODAY = '2026-07-01';
const COLUMNS: Column[] = [{ x: 50 }, { x: 110 }, { x: 170 }, { x: 500, alignRight: true }];

function cardStatement(dateLine: string, rows: readonly (readonly string[])[] = ROWS): PageSpec[] {
  return [
    {
      runs: [
        { text: 'Visa Signature Card', x: 50, y: 780, size: 14 },
        { text: 'Account ending in 1111', x: 50, y: 760 },
        { text: dateLine, x: 50, y: 746 },
        ...tableRuns(COLUMNS, [['Trans Date', 'Post Date', 'Description', 'Amount'], ...rows], 700),
      ],
    },
  ];
}

const ROWS = [
  ['12/08', '12/09', 'PAYMENT THANK YOU', '-500.00'],
  ['12/28', '12/29', 'UBER *TRIP HELP.UBER.COM', '23.40'],
  ['01/02', '01/03', 'NETFLIX.COM', '15.49'],
];

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Liabilities:CreditCard:Visa USD
2020-01-01 open Expenses:Transport
`;

describe('the statement date of a PDF written other than year first', () => {
  it.each([
    'Statement Date: 2026-01-05',
    'Statement Date: 01/05/2026',
    'Statement Date: January 5, 2026',
    'Statement Date: Jan. 5, 2026',
    'Statement Date: 05 Jan 2026',
    'Statement period: 12/06/2025 to 01/05/2026',
    'Statement period: 12/06/2025 - 01/05/2026',
    'Statement period: Dec 6, 2025 - Jan 5, 2026',
  ])('%j dates the year-less rows (Dec 2025, Jan 2026) and imports once', async (dateLine) => {
    const pdf = await buildPdf(cardStatement(dateLine));
    const { first, second, after } = await importTwice(LEDGER, { content: pdf, account: 'Liabilities:CreditCard:Visa', today: TODAY });
    expect(first.report.transactions.map((t) => t.date)).toEqual(['2025-12-08', '2025-12-28', '2026-01-02']);
    expect(second.report.imported).toBe(0);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });
});

describe('findStatementDate with other written forms', () => {
  it('reads month names and numeric dates in the order given', () => {
    expect(findStatementDate(['Statement Date: January 5, 2026'])).toBe('2026-01-05');
    expect(findStatementDate(['Closing Date 5 January 2026'])).toBe('2026-01-05');
    expect(findStatementDate(['Statement Date: 01/05/2026'], 'mdy')).toBe('2026-01-05');
    expect(findStatementDate(['Statement Date: 01/05/2026'], 'dmy')).toBe('2026-05-01');
    expect(findStatementDate(['Statement Date: 13/05/2026'], 'mdy')).toBeNull(); // no month 13: not a date in that order
  });

  it('takes the end of a period of numeric or month-name dates', () => {
    expect(findStatementDate(['Statement period: 12/06/2025 to 01/05/2026'], 'mdy')).toBe('2026-01-05');
    expect(findStatementDate(['Statement period: 01 Oct 2026 to 31 Oct 2026'])).toBe('2026-10-31');
    expect(findStatementDate(['06/12/2025 – 05/01/2026'], 'dmy')).toBe('2026-01-05');
    // two dates not joined as a period are no period
    expect(findStatementDate(['Printed 01/02/2026, page 1 of 2 12/06/2025'], 'mdy')).toBeNull();
  });
});

describe('statementSlashOrder', () => {
  it('lets a part above 12 decide, wherever the date stands', () => {
    expect(statementSlashOrder([], ['Statement Date: 25/01/2026'])).toBe('dmy');
    expect(statementSlashOrder(['01/25/2026 COFFEE 3.00'], ['Statement Date: 01/05/2026'])).toBe('mdy');
  });
  it('reads a statement whose rows print no year month first, as this reader reads those rows', () => {
    expect(statementSlashOrder(['12/08 12/09 PAYMENT THANK YOU -500.00'], ['Statement Date: 01/05/2026'])).toBe('mdy');
  });
  it('otherwise the dates decide as a CSV\'s do, from the file alone (the shorter span), else day first', () => {
    expect(statementSlashOrder(['11/12/2026 COFFEE 3.00', '11/02/2026 TEA 2.00'], [])).toBe('mdy');
    expect(statementSlashOrder(['12/11/2026 COFFEE 3.00', '02/11/2026 TEA 2.00'], [])).toBe('dmy');
    expect(statementSlashOrder([], ['Statement Date: 01/05/2026'])).toBe('dmy');
  });
});
