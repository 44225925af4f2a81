// The same OFX statement downloaded with the account number masked (`<ACCTID>XXXXXXX0001`, as web
// downloads give it) and imported into the same ledger account: its rows have other import ids
// (`ofx:<ACCTID>:<FITID>`) but are the rows already imported (QA: visa_cc.ofx then
// visa_masked.ofx imported every row again). A FITID the bank reused for another movement (another
// amount or date) still imports.
import { describe, expect, it } from 'vitest';
import { importAll, ledgerText, ofxStatement, type ImportStep } from '../import-fixtures.ts';

const ACCOUNT = 'Assets:US:Checking';
const ROWS = [
  ['20240105', '-57.32', '20240105001', 'TRADER JOES'],
  ['20240115', '300.00', '20240115001', 'PAYROLL'],
] as const;

const masked = (content: Buffer) => Buffer.from(content.toString('latin1').replace('<ACCTID>CHK-0001', '<ACCTID>XXXXXXX0001'), 'latin1');
const FULL = ofxStatement(ROWS);
const MASKED = masked(FULL);

async function reportsOf(steps: readonly Buffer[]) {
  const { reports } = await importAll(ledgerText(), steps.map((content): ImportStep => ({ content, account: ACCOUNT })));
  return reports;
}

describe('an OFX statement imported again with its ACCTID masked', () => {
  it('is all duplicates, after the unmasked file and before it', async () => {
    for (const [first, second] of [[FULL, MASKED], [MASKED, FULL]] as const) {
      const [one, two] = await reportsOf([first, second]);
      expect(one!.imported).toBe(2);
      expect([two!.imported, two!.duplicates]).toEqual([0, 2]);
    }
    const [, again] = await reportsOf([FULL, MASKED]);
    expect(again!.duplicate_rows.map((d) => [d.import_id, d.reason])).toEqual([
      ['ofx:XXXXXXX0001:20240105001', 'already imported with the same FITID, date and amount under another account number (import_id ofx:CHK-0001:20240105001)'],
      ['ofx:XXXXXXX0001:20240115001', 'already imported with the same FITID, date and amount under another account number (import_id ofx:CHK-0001:20240115001)'],
    ]);
  });

  it('imports a row whose FITID the bank gave to another movement: another amount, or another date', async () => {
    const later = masked(ofxStatement([
      ['20240105', '-12.00', '20240105001', 'SHELL'],
      ['20240116', '300.00', '20240115001', 'PAYROLL'],
    ]));
    const [, two] = await reportsOf([FULL, later]);
    expect([two!.imported, two!.duplicates]).toEqual([2, 0]);
  });

  it('takes the same FITID under another ACCTID on another ledger account as another movement', async () => {
    const ledger = `${ledgerText()}\n2020-01-01 open Assets:US:Savings USD\n`;
    const { reports } = await importAll(ledger, [{ content: FULL, account: ACCOUNT }, { content: MASKED, account: 'Assets:US:Savings' }]);
    expect([reports[1]!.imported, reports[1]!.duplicates]).toEqual([2, 0]);
  });

  it('finds a row of a FITID reused within the first file under its #n id', async () => {
    const reused = ofxStatement([
      ['20240105', '-57.32', 'F1', 'TRADER JOES'],
      ['20240106', '-8.00', 'F1', 'PARKING'],
    ]);
    const [one, two] = await reportsOf([reused, masked(reused)]);
    expect(one!.transactions.map((t) => t.meta['import_id'])).toEqual(['ofx:CHK-0001:F1', 'ofx:CHK-0001:F1#2']);
    expect([two!.imported, two!.duplicates]).toEqual([0, 2]);
  });
});
