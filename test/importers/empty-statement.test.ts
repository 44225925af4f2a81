// An export of a period without movements (a header and no rows, an OFX without STMTTRN) imports
// nothing, as before, and now says so: it was a bare 201 with imported 0 (left alone in session 29),
// which a user who exported the wrong month could not tell from a statement already imported.
import { describe, expect, it } from 'vitest';
import { NO_ROWS_WARNING } from '../../src/importers/import-statement.ts';
import { ledgerText, ofxStatement, plan } from './import-fixtures.ts';

describe('a statement without rows', () => {
  it('a bank CSV of a header only imports nothing, with one file warning', async () => {
    const p = await plan(ledgerText(), { content: Buffer.from('Date,Description,Amount\n'), account: 'Assets:CMB:Debit' });
    expect([p.report.imported, p.report.duplicates, p.report.skipped]).toEqual([0, 0, 0]);
    expect(p.directives).toEqual([]);
    expect(p.report.warnings).toEqual([{ row: null, message: NO_ROWS_WARNING }]);
  });

  it('an OFX without transactions likewise', async () => {
    const p = await plan(ledgerText(), { content: ofxStatement([]), account: 'Assets:CMB:Debit' });
    expect(p.report.imported).toBe(0);
    expect(p.report.warnings).toEqual([{ row: null, message: NO_ROWS_WARNING }]);
  });

  it('a statement whose rows are all skipped or already imported gets no such warning', async () => {
    const p = await plan(ledgerText(), { content: Buffer.from('Date,Description,Amount\n2099-01-01,Future,-1.00\n'), account: 'Assets:CMB:Debit' });
    expect(p.report.skipped).toBe(1);
    expect(p.report.warnings).toEqual([]);
  });
});
