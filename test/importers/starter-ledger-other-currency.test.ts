// QA of session 27: on the starter ledger, a statement in USD (an OFX file, a bank CSV) was a 422
// for the whole file, "account Income:Uncategorized does not allow currency USD", as soon as one
// row was money in. The starter ledger's catch-alls now take any currency.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

describe('a USD statement on the starter ledger', () => {
  it('imports money in to Income:Uncategorized and money out to its category', async () => {
    const ledger = `${STARTER_LEDGER}2020-01-01 open Assets:Checking USD\n`;
    const content = Buffer.from(['Date,Description,Amount', '2025-03-01,Interest paid,5.00', '2025-03-03,Coffee,-3.50', ''].join('\n'));
    const p = await plan(ledger, { content, account: 'Assets:Checking' });
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Assets:Checking 5.00 USD', 'Income:Uncategorized -5.00 USD'],
      ['Assets:Checking -3.50 USD', 'Expenses:Food 3.50 USD'],
    ]);
    const check = beanCheck(appended(ledger, p));
    if (check) expect(check.errors).toBe('');
  });
});
