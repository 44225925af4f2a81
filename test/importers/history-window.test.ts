// The counter-account learnt from the ledger's history of a payee or description (the account its
// last transaction went to) is read from the year before the imported row, as a PayPal withdrawal's
// bank is (WITHDRAWAL_HISTORY_DAYS, 366 days), or from after it: a payee's account of ten years ago
// said nothing of today's row and still won (session 49's leftover).
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const OPENS = `option "operating_currency" "AUD"
2010-01-01 open Assets:Bank AUD
2010-01-01 open Expenses:Renovation
2010-01-01 open Expenses:Uncategorized
2010-01-01 open Income:Uncategorized
`;
const paid = (date: string, account: string) => `${date} * "Kowalski and Sons"\n  ${account}  420.00 AUD\n  Assets:Bank  -420.00 AUD\n`;
const CSV = Buffer.from('Date,Description,Amount\n2026-11-10,Kowalski and Sons,-180.00\n');
const request = { content: CSV, account: 'Assets:Bank', today: '2026-11-20' };
const counter = async (ledger: string) => {
  const p = await plan(ledger, request);
  const check = beanCheck(appended(ledger, p));
  if (check) expect(check.errors).toBe('');
  return postingLines(p.report.transactions[0]!).find((l) => !l.startsWith('Assets:Bank'));
};

describe("a description's account from the ledger's history", () => {
  it('is not used when its only match is older than a year before the row', async () => {
    expect(await counter(OPENS + paid('2016-03-02', 'Expenses:Renovation'))).toBe('Expenses:Uncategorized 180.00 AUD');
    expect(await counter(OPENS + paid('2025-11-08', 'Expenses:Renovation'))).toBe('Expenses:Uncategorized 180.00 AUD');
  });
  it('is used within the year before the row', async () => {
    expect(await counter(OPENS + paid('2025-11-12', 'Expenses:Renovation'))).toBe('Expenses:Renovation 180.00 AUD');
    expect(await counter(OPENS + paid('2016-03-02', 'Expenses:Uncategorized') + paid('2026-05-02', 'Expenses:Renovation'))).toBe('Expenses:Renovation 180.00 AUD');
  });
  it('is used when the match is later than the row (an older statement imported after)', async () => {
    expect(await counter(OPENS + paid('2026-11-15', 'Expenses:Renovation'))).toBe('Expenses:Renovation 180.00 AUD');
  });
});
