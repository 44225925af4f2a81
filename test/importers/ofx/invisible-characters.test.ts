// Invisible characters in an OFX statement's text (text QA, F5): a right-to-left override written
// as an entity (`&#8238;`), zero-width spaces and direction marks stayed in payees and memos
// written to the ledger. The values are read as a CSV's cells are (src/text/statement-text.ts).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importTwice, ofxStatement, plan } from '../import-fixtures.ts';

describe('invisible characters in an OFX statement', () => {
  const LEDGER_USD = `option "operating_currency" "USD"
2024-01-01 open Assets:Bank USD
  account_id: "CHK-0001"
2024-01-01 open Expenses:Food
`;
  it('a NAME with a right-to-left override as an entity (&#8238;), a MEMO with a zero-width space: written without them; imported again, all duplicates', async () => {
    const content = ofxStatement([
      ['20240105', '-6.60', 'F1', 'Shop&#8238;X', 'memo&#x200B; ok'],
      ['20240106', '-7.70', 'F2', 'Caf\u00e9\u200e \u2066Y\u2069'],
      ['20240107\u200e', '-8.80\u200b', 'F3', '👩\u200d💻 Z'],
    ]);
    const { first, second, after } = await importTwice(LEDGER_USD, { content, account: 'Assets:Bank' });
    expect(first.report.skipped_rows).toEqual([]);
    expect(first.report.transactions.map((t) => [t.date, t.payee, t.narration])).toEqual([
      ['2024-01-05', 'ShopX', 'memo ok'],
      ['2024-01-06', 'Caf\u00e9 Y', ''],
      ['2024-01-07', '👩\u200d💻 Z', ''],
    ]);
    expect(after).not.toMatch(/[\u200b\u200e\u202e\u2066\u2069]/);
    expect(second.report.transactions).toEqual([]);
  });

  it('a row without a FITID imported before, by its content with the override in its NAME, is not imported again', async () => {
    const content = Buffer.from(ofxStatement([['20240105', '-6.60', 'F1', 'Shop&#8238;X']]).toString().replace('<FITID>F1', ''));
    const oldId = 'ofx:CHK-0001:' + createHash('sha256').update(['Assets:Bank', '2024-01-05', '-6.6', 'USD', 'Shop\u202eX', ''].join('\u0000') + '\u00000').digest('hex').slice(0, 20);
    const ledger = `${LEDGER_USD}
2024-01-05 * "Shop\u202eX" ""
  import_id: "${oldId}"
  Assets:Bank  -6.60 USD
  Expenses:Food
`;
    const now = await plan(LEDGER_USD, { content, account: 'Assets:Bank' });
    expect(now.report.transactions.map((t) => t.payee)).toEqual(['ShopX']);
    const again = await plan(ledger, { content, account: 'Assets:Bank' });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 1]);
  });
});
