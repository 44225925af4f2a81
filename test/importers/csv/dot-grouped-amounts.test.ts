// Amounts whose only dot stands before three digits (-1.500, 2.000) read both ways: 1.5 with a
// decimal point, 1500 with a decimal comma. QA: a German `;` export of whole-euro amounts (DKB's
// `Betrag (€)`, or `Betrag` beside `Waehrung`) was read with a decimal point, a rent of -1.500 EUR
// booked as 1.50 without a word. When no amount cell decides, the rest of the file does (a
// warning says how the amounts were read), or the file is a 422 naming the column and
// mapping's decimal_separator.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { dotReadsBothWays } from '../../../src/importers/csv/cells.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const LEDGER = ledgerText();
const GIRO = 'Assets:EU:Giro';
const US = 'Assets:US:Checking';
type Plan = Awaited<ReturnType<typeof plan>>;
const amounts = (p: Plan) => p.report.transactions.map((t) => postingLines(t)[0]);
const fileWarnings = (p: Plan) => p.report.warnings.filter((w) => w.row === null).map((w) => w.message);
const read = (text: string, account: string, mapping?: unknown) => plan(LEDGER, { content: Buffer.from(text), account, today: '2027-01-01', ...(mapping ? { mapping } : {}) });

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

const DKB_HEADER = '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"';
const DKB = [
  `\ufeff${DKB_HEADER}`,
  '"02.11.26";"02.11.26";"Gebucht";"Max Müller";"Vermieter";"Miete";"Ausgang";"DE1";"-1.500";"";"";""',
  '"03.11.26";"03.11.26";"Gebucht";"ACME GmbH";"Max Müller";"Gehalt";"Eingang";"DE2";"2.000";"";"";""',
  '"04.11.26";"04.11.26";"Gebucht";"Max Müller";"Kiosk";"Zeitung";"Ausgang";"DE3";"-12";"";"";""',
  '',
].join('\n');
const GERMAN = ['"Buchungstag";"Verwendungszweck";"Betrag";"Waehrung"', '"02.11.2026";"Miete";"-1.500";"EUR"', '"03.11.2026";"Gehalt";"2.000";"EUR"', ''].join('\n');

describe('dot-grouped whole amounts in a German export', () => {
  it("are thousands, as DKB's semicolons, headers, dates and euro sign say, with a warning", async () => {
    const p = await read(DKB, GIRO);
    expect(amounts(p)).toEqual([`${GIRO} -1500 EUR`, `${GIRO} 2000 EUR`, `${GIRO} -12 EUR`]);
    expect(fileWarnings(p)).toEqual([
      'amounts such as -1.500 in the column "Betrag (€)" read both ways (-1.5 with a decimal point, -1500 with a decimal comma): read with a decimal comma, as the file\'s semicolons between cells, German or other European headers, dates such as 02.11.26 and euros say; if that is wrong, send mapping\'s "decimal_separator" (".")',
    ]);
  });

  it('are thousands beside a Waehrung column and dates 02.11.2026, which are not warned of', async () => {
    const p = await read(GERMAN, GIRO);
    expect(amounts(p)).toEqual([`${GIRO} -1500 EUR`, `${GIRO} 2000 EUR`]);
    expect(fileWarnings(p)).toEqual([
      'amounts such as -1.500 in the column "Betrag" read both ways (-1.5 with a decimal point, -1500 with a decimal comma): read with a decimal comma, as the file\'s semicolons between cells, German or other European headers, dates such as 02.11.2026 and euros say; if that is wrong, send mapping\'s "decimal_separator" (".")',
    ]);
  });

  it('are thousands unwarned when a cell decides (-12,50), and as the mapping says when it does', async () => {
    const decided = await read(GERMAN.replace('"2.000"', '"2.000,50"'), GIRO);
    expect(amounts(decided)).toEqual([`${GIRO} -1500 EUR`, `${GIRO} 2000.50 EUR`]);
    expect(fileWarnings(decided)).toEqual([]);
    const told = await read(GERMAN, GIRO, { decimal_separator: '.' });
    expect(amounts(told)).toEqual([`${GIRO} -1.500 EUR`, `${GIRO} 2.000 EUR`]);
    expect(fileWarnings(told)).toEqual([]);
  });

  it('a figure above the header that reads one way only (1.234,56) tells too', async () => {
    const p = await read(['Balance 03.11.2026:\t1.234,56', '', 'Date\tDescription\tAmount', '2026-11-02\tRent\t-1.500', ''].join('\n'), GIRO);
    expect(amounts(p)).toEqual([`${GIRO} -1500 EUR`]);
  });
});

describe('dotted amounts in a US export', () => {
  it('keep the decimal point in a comma-separated English file, with a warning', async () => {
    const p = await read(['Date,Description,Amount', '11/13/2026,FUEL,-1.500', '11/14/2026,REFUND,2.250', ''].join('\n'), US);
    expect(amounts(p)).toEqual([`${US} -1.500 USD`, `${US} 2.250 USD`]);
    expect(fileWarnings(p)).toEqual([
      'amounts such as -1.500 in the column "Amount" read both ways (-1.5 with a decimal point, -1500 with a decimal comma): read with a decimal point, as the file\'s English headers in a comma-separated file and month-first dates such as 11/13/2026 say; if that is wrong, send mapping\'s "decimal_separator" (",")',
    ]);
  });

  it('keep it unwarned beside an amount that reads only so (-4.50), as before', async () => {
    const p = await read(['Date,Description,Amount', '11/13/2026,FUEL,-1.500', '11/14/2026,COFFEE,-4.50', ''].join('\n'), US);
    expect(amounts(p)).toEqual([`${US} -1.500 USD`, `${US} -4.50 USD`]);
    expect(fileWarnings(p)).toEqual([]);
  });
});

describe('dotted amounts nothing else decides', () => {
  it('are a 422 naming the column and decimal_separator, which settles it', async () => {
    // (English headers say a decimal point only in a comma-separated file: tabs say nothing)
    const text = ['Date\tDescription\tAmount', '2026-11-02\tRent\t-1.500', '2026-11-03\tSalary\t2.000', ''].join('\n');
    const p = await problemOf(read(text, GIRO));
    expect([p.status, p.errors[0]!.message]).toEqual([422,
      'amounts such as -1.500 in the column "Amount" read both ways (-1.5 with a decimal point, -1500 with a decimal comma), and nothing else in the file says which: send mapping\'s "decimal_separator", {"decimal_separator": ","} to read -1.500 as -1500 or {"decimal_separator": "."} to read it as -1.5']);
    expect(amounts(await read(text, GIRO, { decimal_separator: ',' }))).toEqual([`${GIRO} -1500 EUR`, `${GIRO} 2000 EUR`]);
  });

  it('are a 422 when the file says both (semicolons, dollars)', async () => {
    const p = await problemOf(read(['Date;Description;Amount', '2026-11-02;Shop;$1.500', ''].join('\n'), US));
    expect(p.errors[0]!.message).toContain('the file says both (a decimal comma: its semicolons between cells; a decimal point: its US dollars)');
  });
});

describe('dotReadsBothWays', () => {
  it('is a single dot before three digits, the first group without a leading zero', () => {
    expect(['-1.500', '2.000', '12.345', '€ 123.456', '1.500-'].map(dotReadsBothWays)).toEqual([true, true, true, true, true]);
    expect(['0.500', '1.50', '1.5000', '1.234.567', '1,500', '1500', '1.234,56', undefined].map(dotReadsBothWays)).toEqual([false, false, false, false, false, false, false, false]);
  });
});
