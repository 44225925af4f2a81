// US statements as Chase and Bank of America print them: a card's header `Date of Transaction |
// Merchant Name or Transaction Description | $ Amount` (no header line was found), a closing date
// with two-digit years `Opening/Closing Date 10/25/26 - 11/24/26` (the statement date was not
// found), and rows dated 11/02/26 under `for November 1, 2026 to November 25, 2026` (no row had a
// date the reader understood). Two-digit years are read when the statement tells the order of the
// parts and the century; what stays ambiguous is still refused.
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { findStatementDate } from '../../../src/importers/pdf/statement-dates.ts';
import { resolveShortYearDate } from '../../../src/importers/pdf/short-year-dates.ts';
import type { Statement } from '../../../src/importers/statement.ts';
import { buildPdf, tableRuns, type Column, type PageSpec } from './statement-pdf-builder.ts';
import { refusal } from './read-outcome.ts';

const COLUMNS: Column[] = [{ x: 50 }, { x: 170 }, { x: 545, alignRight: true }];

function page(lines: readonly string[], header: readonly string[], rows: readonly (readonly string[])[]): PageSpec[] {
  return [{ runs: [...lines.map((text, i) => ({ text, x: 50, y: 790 - i * 14 })), ...tableRuns(COLUMNS, [header, ...rows], 700)] }];
}

const read = async (spec: PageSpec[]) => readPdfStatement(await buildPdf(spec));
const rowsOf = (s: Statement) => s.rows.map((r) => [r.date, r.amount.toString(), r.narration]);

const CARD_TITLE = ['EXAMPLE SAPPHIRE Visa Signature Card', 'Account Number: XXXX XXXX XXXX 4444'];
const CARD_ROWS = [
  ['10/28', 'WHOLE FOODS MKT #10234', '45.67'],
  ['11/02', 'Payment Thank You-Mobile', '-500.00'],
];

describe('a Chase card statement', () => {
  it('finds the header Date of Transaction | Merchant Name or Transaction Description | $ Amount', async () => {
    const statement = await read(
      page([...CARD_TITLE, 'Opening/Closing Date 10/25/2026 - 11/24/2026'], ['Date of Transaction', 'Merchant Name or Transaction Description', '$ Amount'], CARD_ROWS),
    );
    expect(rowsOf(statement)).toEqual([
      ['2026-10-28', '45.67', 'WHOLE FOODS MKT #10234'],
      ['2026-11-02', '-500.00', 'Payment Thank You-Mobile'],
    ]);
  });

  it('reads a closing date written with two-digit years, across the new year too', async () => {
    const header = ['Trans Date', 'Description', 'Amount'];
    const november = await read(page([...CARD_TITLE, 'Opening/Closing Date 10/25/26 - 11/24/26'], header, CARD_ROWS));
    expect(rowsOf(november).map((r) => r[0])).toEqual(['2026-10-28', '2026-11-02']);
    const january = await read(
      page([...CARD_TITLE, 'Opening/Closing Date 12/06/25 - 01/05/26'], header, [
        ['12/08', 'NETFLIX.COM', '15.49'],
        ['01/02', 'UBER *TRIP', '23.40'],
      ]),
    );
    expect(rowsOf(january).map((r) => r[0])).toEqual(['2025-12-08', '2026-01-02']);
  });

  it('findStatementDate reads dd/dd/yy only in an order the statement decides', () => {
    expect(findStatementDate(['Opening/Closing Date 10/25/26 - 11/24/26'], 'dmy', 'mdy')).toBe('2026-11-24');
    expect(findStatementDate(['Opening/Closing Date 10/25/26 - 11/24/26'], 'mdy', null)).toBeNull();
    // a run of numbers is no date: 10.20.30.40
    expect(findStatementDate(['Closing Date 10.20.30.40'], 'mdy', 'mdy')).toBeNull();
  });
});

const BOA_HEADER = ['Date', 'Description', 'Amount'];
const BOA_ROWS = [
  ['11/02/26', 'ACME CORP DES:PAYROLL ID:XXXXX1234', '2,500.00'],
  ['11/05/26', 'CHECKCARD 1104 SAFEWAY #1234', '-45.00'],
  ['11/09/26', 'Check 1043', '-1,234.56'],
];

describe('rows dated with a two-digit year', () => {
  it('are read month first when only that order puts them inside the statement period (Bank of America)', async () => {
    const statement = await read(page(['Example Advantage Plus Banking', 'for November 1, 2026 to November 25, 2026'], BOA_HEADER, BOA_ROWS));
    expect(rowsOf(statement)).toEqual([
      ['2026-11-02', '2500.00', 'ACME CORP DES:PAYROLL ID:XXXXX1234'],
      ['2026-11-05', '-45.00', 'CHECKCARD 1104 SAFEWAY #1234'],
      ['2026-11-09', '-1234.56', 'Check 1043'],
    ]);
  });

  it('are read day first when the period says so', async () => {
    const rows = BOA_ROWS.map(([date, ...rest]) => [`${date!.slice(3, 5)}/${date!.slice(0, 2)}/26`, ...rest]);
    const statement = await read(page(['Example Bank plc', 'Statement period 01 November 2026 to 25 November 2026'], BOA_HEADER, rows));
    expect(rowsOf(statement).map((r) => r[0])).toEqual(['2026-11-02', '2026-11-05', '2026-11-09']);
  });

  it('are read in the order a part above 12 gives, in 2000-2099 without a statement date', async () => {
    const statement = await read(page(['Example Bank'], BOA_HEADER, [...BOA_ROWS, ['11/25/26', 'ATM WITHDRAWAL', '-60.00']]));
    expect(rowsOf(statement).map((r) => r[0])).toEqual(['2026-11-02', '2026-11-05', '2026-11-09', '2026-11-25']);
  });

  it('are refused when nothing tells the order: no statement period, or one that holds both readings', async () => {
    for (const lines of [['Example Bank'], ['Example Bank', 'for January 1, 2026 to December 31, 2026']]) {
      const error = await refusal(read(page(lines, BOA_HEADER, BOA_ROWS)));
      expect(error.message).toContain('11/02/26 have a two-digit year');
      expect(error.message).toContain('month or the day comes first');
    }
  });

  it('take the century nearest the statement date', () => {
    expect(resolveShortYearDate({ first: 12, second: 28, year: 99 }, { order: 'mdy', nearYear: 2000 })).toBe('1999-12-28');
    expect(resolveShortYearDate({ first: 1, second: 2, year: 0 }, { order: 'mdy', nearYear: 1999 })).toBe('2000-01-02');
    expect(resolveShortYearDate({ first: 1, second: 2, year: 26 }, { order: 'dmy', nearYear: null })).toBe('2026-02-01');
  });
});
