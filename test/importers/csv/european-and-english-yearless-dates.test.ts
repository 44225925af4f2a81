// Bank CSVs whose rows print no year, beyond 招商银行's 12/29: European banks' dotted `05.01` (day
// first, 5 January) and English titles above the header that name the statement's month
// (`Statement January 2024`), so that a December row on a January statement is of the year before.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { findStatementFrame } from '../../../src/importers/csv/header-row.ts';
import { appended, ledgerText, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const LEDGER = ledgerText();
const GIRO = 'Assets:EU:Giro';
const CHECKING = 'Assets:US:Checking';

const rows = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.narration, postingLines(t)[0]]);
const dates = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => t.date);

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

describe('dotted dates without a year (dd.mm), day first', () => {
  it('a German export with a period above the header: 05.01 is 5 January, 28.12 of the year before', async () => {
    const text = [
      'Kontoauszug;Girokonto 1234567',
      'Zeitraum:;01.12.2023 - 31.01.2024',
      'Buchungstag;Verwendungszweck;Betrag',
      '28.12.;Weihnachtsmarkt;-12,50',
      '05.01.;Miete Januar;-800,00',
      '15.01;Gehalt;2.000,00',
      '',
    ].join('\n');
    const p = await plan(LEDGER, { content: Buffer.from(text), account: GIRO });
    expect(rows(p)).toEqual([
      ['2023-12-28', 'Weihnachtsmarkt', `${GIRO} -12.50 EUR`],
      ['2024-01-05', 'Miete Januar', `${GIRO} -800.00 EUR`],
      ['2024-01-15', 'Gehalt', `${GIRO} 2000.00 EUR`],
    ]);
    expect(p.report.skipped_rows).toEqual([]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('the year from a statement date: 05.01 and 06.01 are not read as May and June', async () => {
    const text = 'Statement date: 31.01.2024\nDate,Description,Amount\n05.01,Rent,-800.00\n06.01,Bakery,-3.20\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: GIRO });
    expect(dates(p)).toEqual(['2024-01-05', '2024-01-06']);
  });

  it('a second part above 12 says month first, as it does for dates with a year', async () => {
    const text = 'Statement January 2024\nDate,Description,Amount\n01.05,Rent,-800.00\n01.13,Bakery,-3.20\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: GIRO });
    expect(dates(p)).toEqual(['2024-01-05', '2024-01-13']);
  });

  it("the mapping's date_order decides dates without a year, dotted or slashed", async () => {
    const columns = { Date: 'date', Description: 'narration', Amount: 'amount' };
    const dotted = 'Statement date: 2024-06-30\nDate,Description,Amount\n05.01,Rent,-800.00\n';
    expect(dates(await plan(LEDGER, { content: Buffer.from(dotted), account: GIRO, mapping: { columns, date_order: 'mdy' } }))).toEqual(['2024-05-01']);
    expect(dates(await plan(LEDGER, { content: Buffer.from(dotted), account: GIRO, mapping: { columns } }))).toEqual(['2024-01-05']);
    const slashed = dotted.replace('05.01', '05/01');
    expect(dates(await plan(LEDGER, { content: Buffer.from(slashed), account: GIRO, mapping: { columns, date_order: 'dmy' } }))).toEqual(['2024-01-05']);
    expect(dates(await plan(LEDGER, { content: Buffer.from(slashed), account: GIRO, mapping: { columns } }))).toEqual(['2024-05-01']);
  });

  it('without a year anywhere it is a 422 that says the dates have no year', async () => {
    const e = await problemOf(plan(LEDGER, { content: Buffer.from('Buchungstag;Verwendungszweck;Betrag\n05.01.;Miete;-800,00\n'), account: GIRO }));
    expect(e.status).toBe(422);
    expect(e.detail).toContain('the date "05.01." has no year, and no line above the header says which year');
  });
});

describe('English titles that name the month of a statement whose rows print no year', () => {
  const ROWS = 'Date,Description,Amount\n12/29,COFFEE SHOP,-4.50\n01/05,GROCERY,-23.10\n';

  it('Statement January 2024: a December row is of 2023, not of December 2024', async () => {
    const p = await plan(LEDGER, { content: Buffer.from(`Statement January 2024\n${ROWS}`), account: CHECKING });
    expect(rows(p)).toEqual([
      ['2023-12-29', 'COFFEE SHOP', `${CHECKING} -4.50 USD`],
      ['2024-01-05', 'GROCERY', `${CHECKING} -23.10 USD`],
    ]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('the month and year in a cell of their own, or after an account number, or abbreviated', async () => {
    for (const title of ['Account statement,January 2024', 'Account 12345678,January 2024', 'Statement for Jan. 2024', 'January 2024']) {
      const p = await plan(LEDGER, { content: Buffer.from(`${title}\n${ROWS}`), account: CHECKING });
      expect([title, dates(p)]).toEqual([title, ['2023-12-29', '2024-01-05']]);
    }
  });

  it('a period of English dates (Period: 01 Jan 2024 - 31 Jan 2024) gives the year as before', async () => {
    const p = await plan(LEDGER, { content: Buffer.from(`Period: 01 Jan 2024 - 31 Jan 2024\n${ROWS}`), account: CHECKING });
    expect(dates(p)).toEqual(['2023-12-29', '2024-01-05']);
  });

  it('the frame: a month named with its year; a full date above the header names no month', () => {
    const frame = (...lines: string[][]) => findStatementFrame(lines.map((cells, i) => ({ line: i + 1, cells })));
    expect(frame(['Statement January 2024'])).toEqual({ start: '2024-01-01', end: '2024-01-31' });
    expect(frame(['Statement', 'Sept 2023'])).toEqual({ start: '2023-09-01', end: '2023-09-30' });
    expect(frame(['Statement period: January 2024 to March 2024'])).toEqual({ start: '2024-01-01', end: '2024-03-31' });
    expect(frame(['Zeitraum: 01.01.2024 - 31.01.2024'])).toEqual({ start: '2024-01-01', end: '2024-01-31' });
    expect(frame(['Statement date', '31.01.2024'])).toEqual({ start: null, end: '2024-01-31' });
    // a due date says nothing, and its month is no title's
    expect(frame(['Payment due 25 Feb 2024'])).toBeNull();
    // a word that starts like a month is none: the title names the year only, not December
    expect(frame(['Decimals 2024'])).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });
});
