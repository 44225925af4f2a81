// A German bank's PDF statement: Buchungstag | Valuta | Verwendungszweck | Betrag | Saldo, dates
// 03.11.2026 and amounts with a decimal comma, -85,00 and 3.456,78. The headers were not known
// (no header line was found) and, under English headers, "-85,00 is not an amount". Decimal
// commas are read when the statement writes its amounts so; US 1,234.56 is read as before.
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { parsePrintedAmount, statementDecimalMark } from '../../../src/importers/pdf/statement-amount.ts';
import type { Statement } from '../../../src/importers/statement.ts';
import { buildPdf, tableRuns, type Column, type PageSpec } from './statement-pdf-builder.ts';

function kontoauszug(columns: readonly Column[], header: readonly string[], rows: readonly (readonly string[])[]): PageSpec[] {
  return [
    {
      runs: [
        { text: 'Kontoauszug 11/2026 Girokonto DE00 0000 0000 0000 0000 00 EUR', x: 50, y: 790, size: 12 },
        { text: 'Zeitraum 01.11.2026 - 20.11.2026', x: 50, y: 772 },
        ...tableRuns(columns, [header, ...rows], 720),
      ],
    },
  ];
}

const rowsOf = (s: Statement) => s.rows.map((r) => [r.date, r.amount.toString(), r.narration, r.currency]);

const FIVE: Column[] = [{ x: 40 }, { x: 120 }, { x: 190 }, { x: 470, alignRight: true }, { x: 550, alignRight: true }];

describe('a German PDF statement', () => {
  it.each([
    ['Buchungstag', 'Valuta', 'Verwendungszweck', 'Betrag', 'Saldo'],
    ['Buchungsdatum', 'Wertstellung', 'Buchungstext', 'Umsatz', 'Kontostand'],
    ['Datum', 'Wertstellung', 'Beschreibung', 'Betrag (EUR)', 'Saldo'],
  ])('reads %s | %s | %s | %s | %s with decimal commas', async (...header) => {
    const statement = await readPdfStatement(
      await buildPdf(
        kontoauszug(FIVE, header, [
          ['03.11.2026', '03.11.2026', 'Lastschrift Stadtwerke Strom', '-85,00', '1.914,90'],
          ['05.11.2026', '05.11.2026', 'Gehalt Beispiel GmbH', '3.456,78', '5.371,68'],
          ['09.11.2026', '10.11.2026', 'Kartenzahlung Supermarkt', '-1.045,10', '4.326,58'],
          ['20.11.2026', '', 'Neuer Kontostand', '4.326,58', ''],
        ]),
      ),
    );
    expect(rowsOf(statement)).toEqual([
      ['2026-11-03', '-85.00', 'Lastschrift Stadtwerke Strom', 'EUR'],
      ['2026-11-05', '3456.78', 'Gehalt Beispiel GmbH', 'EUR'],
      ['2026-11-09', '-1045.10', 'Kartenzahlung Supermarkt', 'EUR'],
    ]);
    expect(statement.balance!.amount.toString()).toBe('4326.58');
    expect(statement.skipped.map((s) => s.reason)).toEqual([expect.stringMatching(/^summary line: 20\.11\.2026 Neuer Kontostand/)]);
  });

  it('reads Soll (money out) and Haben (money in) columns', async () => {
    const columns: Column[] = [{ x: 40 }, { x: 110 }, { x: 470, alignRight: true }, { x: 550, alignRight: true }];
    const statement = await readPdfStatement(
      await buildPdf(
        kontoauszug(columns, ['Buchungstag', 'Buchungstext', 'Soll', 'Haben'], [
          ['03.11.2026', 'Miete November', '1.200,00', ''],
          ['05.11.2026', 'Gehalt', '', '2.500,00'],
        ]),
      ),
    );
    expect(rowsOf(statement)).toEqual([
      ['2026-11-03', '-1200.00', 'Miete November', 'EUR'],
      ['2026-11-05', '2500.00', 'Gehalt', 'EUR'],
    ]);
  });
});

describe('the decimal mark of a statement', () => {
  it('is a comma only when some amount reads only so and none only with a point', () => {
    expect(statementDecimalMark(['-85,00', '1.500', '3.456,78 €'])).toBe(',');
    expect(statementDecimalMark(['1,234.56', '12.00'])).toBe('.');
    expect(statementDecimalMark(['1,234', '12', '1.500'])).toBe('.'); // nothing tells: a point, as before
    expect(statementDecimalMark(['1,234.56', '-85,00'])).toBe('.'); // both: the comma cell is then no amount
  });

  it('reads 1.234,56 with a decimal comma, and refuses 1,234.56 so', () => {
    const read = (cell: string) => {
      const amount = parsePrintedAmount(cell, ',');
      return amount && [amount.value.toString(), amount.currency];
    };
    expect(read('1.234,56')).toEqual(['1234.56', null]);
    expect(read('-85,00 €')).toEqual(['-85.00', 'EUR']);
    expect(read('EUR 12,5')).toEqual(['12.5', 'EUR']);
    expect(read('1.500')).toEqual(['1500', null]);
    expect(read('1,234.56')).toBeNull();
    expect(parsePrintedAmount('1,234.56')!.value.toString()).toBe('1234.56');
    expect(parsePrintedAmount('1.234,56')).toBeNull();
  });
});
