// English statements' columns of the counterparty's account number (QA of session 48, finding 3):
// Wise's Payee Account Number was not read, so a transfer to an own account was booked as spending.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Wise:USD USD
2020-01-01 open Assets:Bank:CMB CNY
  account_id: "6225880112345678"
2020-01-01 open Expenses:Fees:Wise
  alias: "Wise fees"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const WISE = { account: 'Assets:Wise:USD', today: '2026-11-29' };

// The English names of the counterparty's account number column, as the Chinese 对方账号 is read
describe("the counterparty's account number in English statements' columns", () => {
  const ledger = `${LEDGER}2020-01-01 open Assets:Bank:Barclays USD\n  account_id: "GB29NWBK60161331926819"\n2020-01-01 open Assets:Bank:Chase USD\n  account_id: "987654321"\n`;
  const other = async (header: string, number: string) => {
    const content = Buffer.from(`Date,Amount,Currency,Description,${header}\n2026-11-20,-300.00,USD,Transfer,${number}\n`);
    const p = await plan(ledger, { ...WISE, content });
    return postingLines(p.report.transactions[0]!)[1];
  };
  it('moves the money to the own account whose account_id it is, an IBAN written in groups too', async () => {
    for (const [header, number, account] of [
      ['Payee Account Number', '987654321', 'Assets:Bank:Chase'],
      ['Account Number', '987654321', 'Assets:Bank:Chase'],
      ['Beneficiary account', '987654321', 'Assets:Bank:Chase'],
      ['IBAN', 'GB29NWBK60161331926819', 'Assets:Bank:Barclays'],
      ['Beneficiary IBAN', 'GB29 NWBK 6016 1331 9268 19', 'Assets:Bank:Barclays'],
    ] as const) {
      expect([header, await other(header, number)]).toEqual([header, `${account} 300.00 USD`]);
    }
  });
  it('leaves a number no account has to the other guesses', async () => {
    expect(await other('IBAN', 'DE89370400440532013000')).toBe('Expenses:Uncategorized 300.00 USD');
  });
});
