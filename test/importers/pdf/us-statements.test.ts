// US statements as Chase prints them: a card's header `Date of Transaction | Merchant Name or
// Transaction Description | $ Amount` (no header line was found).
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import type { Statement } from '../../../src/importers/statement.ts';
import { buildPdf, tableRuns, type Column, type PageSpec } from './statement-pdf-builder.ts';

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
});
