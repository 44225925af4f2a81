// A PDF statement goes through the PDF reader and then the same matching and dedupe as CSV/OFX.
import { describe, expect, it } from 'vitest';
import { buildPdf } from './pdf/statement-pdf-builder.ts';
import { creditCardStatement } from './pdf/statement-layouts.ts';
import { appended, importTwice } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Liabilities:Bank:Card CNY
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Expenses:Food:Coffee
`;

describe('PDF statement import', () => {
  it('plans the rows of a credit-card PDF, detected from content, and imports nothing the second time', async () => {
    const content = await buildPdf(creditCardStatement());
    const { first, second, after } = await importTwice(LEDGER, { content, filename: 'statement.bin', account: 'Liabilities:Bank:Card' });
    expect(first.report.imported).toBeGreaterThan(0);
    for (const t of first.report.transactions) expect(t.postings[0]!.account).toBe('Liabilities:Bank:Card');
    expect(second.report.imported).toBe(0);
    expect(second.report.duplicates).toBe(first.report.imported);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
    expect(appended(LEDGER, first)).toContain('import_id: "pdf:');
  });
});
