// With auto_accounts, an import that books to an account no open directive opens (a payee whose
// history went to a misspelt category, Expenses:Fod) was written without a word,
// where POST /bean/transactions warns of it (session 50). The import's answer now carries the same
// warning, for the dry run and the import, with the rows that book to the account.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `plugin "beancount.plugins.auto_accounts"
option "operating_currency" "CNY"

2024-01-01 open Assets:Bank:CMB CNY
2024-01-01 open Expenses:Food
2024-01-01 open Expenses:Transport

2024-01-05 * "Wagas" "brunch"
  Expenses:Fod  58.00 CNY
  Assets:Bank:CMB
`;

const CSV = Buffer.from(['Date,Description,Amount', '2024-01-20,Wagas,-62.00', '2024-01-22,Metro card,-20.00', '2024-01-25,Wagas,-40.00', ''].join('\n'));

interface Report {
  imported: number;
  warnings: { row: number | null; message: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

async function upload(fields: Record<string, string>, csv = CSV): Promise<{ status: number; report: Report }> {
  const { payload, headers } = await multipart({ account: 'Assets:Bank:CMB', mapping, ...fields }, 'bank.csv', csv, 'text/csv');
  const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  return { status: r.statusCode, report: r.json() as Report };
}

const mapping = JSON.stringify({ Date: 'date', Description: 'payee', Amount: 'amount' });
const HISTORY_WARNING = { row: null, message: 'Expenses:Fod is opened only by the auto_accounts plugin: no open directive names it (did you mean Expenses:Food?); rows 2, 4 book to it' };

describe('POST /bean/import/files to accounts only auto_accounts opens', () => {
  test('the dry run warns of the account the payee history names, with the rows booked to it', async () => {
    const { status, report } = await upload({ dry_run: 'true' });
    expect(status).toBe(200);
    expect(report.warnings.filter((w) => w.row === null)).toEqual([HISTORY_WARNING]);
  });

  test('the import (201) answers the same warning, and the ledger passes bean-check', async () => {
    const { status, report } = await upload({});
    expect(status).toBe(201);
    expect(report.imported).toBe(3);
    expect(report.warnings.filter((w) => w.row === null)).toEqual([HISTORY_WARNING]);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('an import to opened accounts only says nothing of it', async () => {
    const { status, report } = await upload({ dry_run: 'true' }, Buffer.from('Date,Description,Amount\n2024-01-28,Metro card,-30.00\n'));
    expect(status).toBe(200);
    expect(report.warnings.filter((w) => w.message.includes('auto_accounts'))).toEqual([]);
  });
});
