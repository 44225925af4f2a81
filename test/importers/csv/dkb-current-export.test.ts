// DKB's current CSV export (QA: dkb_new.csv was a 422 "no header row"): a UTF-8 byte-order mark,
// `;`, a preamble, the header `Buchungsdatum;Wertstellung;Status;Zahlungspflichtige*r;
// Zahlungsempfänger*in;Verwendungszweck;Umsatztyp;IBAN;Betrag (€);...` and dates `26.11.24`. The
// payee is the other party: the recipient of money out, the payer of money in; a `Vorgemerkt`
// (pending) row is skipped as a PENDING one is. The older export names the other party in
// `Auftraggeber / Begünstigter`.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { isShortYearColumn, parseShortYearDate } from '../../../src/importers/csv/cells.ts';
import { importAll, ledgerText, plan, postingLines } from '../import-fixtures.ts';

const GIRO = 'Assets:EU:Giro';
const HEADER = '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"';

/** A made-up DKB export with these rows: date, status, payer, recipient, purpose, amount. */
function dkbExport(rows: readonly (readonly [string, string, string, string, string, string])[]): Buffer {
  const lines = rows.map(([date, status, payer, recipient, purpose, amount]) =>
    [date, date, status, payer, recipient, purpose, amount.startsWith('-') ? 'Ausgang' : 'Eingang', '', amount, '', '', ''].map((c) => `"${c}"`).join(';'));
  return Buffer.from(`\ufeff"Konto";"Girokonto DE00123456780000000001"\n""\n"Kontostand vom 27.01.2024:";"1.234,56 €"\n""\n${HEADER}\n${lines.join('\n')}\n`);
}

const ROWS = [
  ['26.01.24', 'Gebucht', 'Erika Muster', 'Bäckerei Beispiel', 'Brötchen', '-3,20'],
  ['19.01.24', 'Vorgemerkt', 'Erika Muster', 'Versand GmbH', 'Bestellung 1', '-19,99'],
  ['15.01.24', 'Gebucht', 'Firma Beispiel AG', 'Erika Muster', 'Gehalt Januar', '2.100,00'],
] as const;

type Plan = Awaited<ReturnType<typeof plan>>;
const rows = (p: Plan) => p.report.transactions.map((t) => [t.date, t.payee, t.narration, postingLines(t)[0]]);

describe("DKB's current export", () => {
  it('finds the header, reads 26.01.24 as 2024, takes the other party as payee and skips the pending row', async () => {
    const p = await plan(ledgerText(), { content: dkbExport(ROWS), account: GIRO });
    expect(rows(p)).toEqual([
      ['2024-01-15', 'Firma Beispiel AG', 'Gehalt Januar', `${GIRO} 2100.00 EUR`],
      ['2024-01-26', 'Bäckerei Beispiel', 'Brötchen', `${GIRO} -3.20 EUR`],
    ]);
    expect(p.report.skipped_rows).toEqual([{ row: 7, reason: 'pending (Vorgemerkt): not booked yet, import it once it is completed' }]);
    // the preamble's Kontostand is the statement's closing balance (QA of session 30: it was not reported)
    expect(p.report.statement.balance).toEqual({ number: '1234.56', currency: 'EUR' });
    expect(p.report.statement.date).toBe('2024-01-27');
  });

  it('is in euros by its `Betrag (€)` header: refused for a USD account', async () => {
    const e = await plan(ledgerText(), { content: dkbExport(ROWS), account: 'Assets:US:Checking' }).then(() => null, (err: unknown) => err);
    expect(e).toBeInstanceOf(Problem);
    expect((e as Problem).detail).toContain('does not allow currency EUR');
  });

  it('the same rows downloaded with four-digit years are the rows already imported', async () => {
    const longYears = ROWS.map(([date, ...rest]) => [date.replace(/\.(\d{2})$/, '.20$1'), ...rest] as const);
    const { reports } = await importAll(ledgerText(), [{ content: dkbExport(longYears), account: GIRO }, { content: dkbExport(ROWS), account: GIRO }]);
    expect([reports[0]!.imported, reports[1]!.imported, reports[1]!.duplicates]).toEqual([2, 0, 2]);
  });

  it('a two-digit year of the last century reads as this one, dated in the future: skipped with that reason', async () => {
    const p = await plan(ledgerText(), { content: dkbExport([['31.12.99', 'Gebucht', 'Erika Muster', 'Altbank', 'Alt', '-1,00'], ...ROWS]), account: GIRO });
    expect(p.report.skipped_rows[0]).toEqual({ row: 6, reason: 'dated in the future' });
  });
});

describe("DKB's older export", () => {
  it('takes the payee from `Auftraggeber / Begünstigter`, both ways', async () => {
    const text = [
      '"Kontonummer:";"DE00123456780000000001 / Girokonto";',
      '',
      '"Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Kontonummer";"BLZ";"Betrag (EUR)";',
      '"30.01.2024";"30.01.2024";"Lastschrift";"Bäckerei Beispiel";"Brötchen";"DE00";"XXX";"-7,80";',
      '"15.01.2024";"15.01.2024";"Gutschrift";"Zahnarzt Beispiel";"Erstattung";"DE00";"XXX";"125,00";',
      '',
    ].join('\n');
    const p = await plan(ledgerText(), { content: Buffer.from(text), account: GIRO });
    expect(p.report.transactions.map((t) => [t.payee, postingLines(t)[0]])).toEqual([
      ['Zahnarzt Beispiel', `${GIRO} 125.00 EUR`],
      ['Bäckerei Beispiel', `${GIRO} -7.80 EUR`],
    ]);
  });
});

describe('two-digit years', () => {
  it('are read day first in 2000-2099, and only as dd.mm.yy', () => {
    expect(parseShortYearDate('26.11.24')).toBe('2024-11-26');
    expect(parseShortYearDate(' 1.2.03 ')).toBe('2003-02-01');
    expect(parseShortYearDate('31.02.24')).toBeNull();
    expect(parseShortYearDate('11.26.24')).toBeNull();
    expect(parseShortYearDate('26/11/24')).toBeNull();
    expect(parseShortYearDate('26.11.2024')).toBeNull();
    expect(parseShortYearDate('26.11.')).toBeNull();
  });

  it('are read only in a column that writes its dates so', () => {
    expect(isShortYearColumn(['26.11.24', '', '25.11.24'])).toBe(true);
    // a year-less German column (05.01.) or one with four-digit years: a stray 01.02.03 is no date
    expect(isShortYearColumn(['05.01.', '01.02.03'])).toBe(false);
    expect(isShortYearColumn(['05.01.2024', '01.02.03'])).toBe(false);
    expect(isShortYearColumn(['12/29', '01.02.03'])).toBe(false);
  });

  it('are never read in slashed dates, which could be any of three days', async () => {
    const e = await plan(ledgerText(), { content: Buffer.from('Date,Description,Amount\n01/02/24,Rent,-800.00\n'), account: GIRO }).then(() => null, (err: unknown) => err);
    expect(e).toBeInstanceOf(Problem);
    expect((e as Problem).detail).toContain('no valid date in "01/02/24"');
  });

  it('leave a year-less dotted column as it was: 05.01. takes its year from the period', async () => {
    const text = 'Zeitraum:;01.12.2023 - 31.01.2024\nBuchungstag;Verwendungszweck;Betrag\n28.12.;Markt;-12,50\n05.01.;Miete;-800,00\n';
    const p = await plan(ledgerText(), { content: Buffer.from(text), account: GIRO });
    expect(p.report.transactions.map((t) => t.date)).toEqual(['2023-12-28', '2024-01-05']);
  });
});
