// Reads a 20-page statement and prints how long it took: the reader should stay well under
// 2 s; the number is printed for people, not asserted, since CI machines vary.
import { describe, expect, it } from 'vitest';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { buildPdf } from './statement-pdf-builder.ts';
import { longCreditCardStatement } from './statement-layouts.ts';

describe('readPdfStatement on a long statement', () => {
  it('reads all rows of a 20-page statement', async () => {
    const pdf = await buildPdf(longCreditCardStatement(20));
    // The first read in a process also loads pdfjs; later reads are what a running server sees.
    let started = performance.now();
    await readPdfStatement(pdf);
    const first = performance.now() - started;
    started = performance.now();
    const statement = await readPdfStatement(pdf);
    const again = performance.now() - started;
    console.log(
      `read a 20-page PDF statement (${pdf.length} bytes, ${statement.rows.length} rows): first read ${first.toFixed(0)} ms, again ${again.toFixed(0)} ms`,
    );
    expect(statement.rows).toHaveLength(800);
    expect(statement.rows[799]!.amount.toString()).toBe('-808.00');
    expect(statement.rows[799]!.date).toBe('2024-12-16');
    expect(statement.rows[799]!.narration).toBe('示例商户第799号店');
  });
});
