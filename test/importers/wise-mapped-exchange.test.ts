// Wise's export imported with a user's `mapping` that names its date, amount, currency and description
// (session 49's leftover): Exchange From, Exchange To, Exchange Rate and Exchange To Amount, which no
// role names, were not read, so one side of a conversion was booked as a payment
// (Expenses:Uncategorized 500.00 USD). They are read by their names, as without a mapping.
import { describe, expect, it } from 'vitest';
import { appended, plan } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import type { ImportPlan } from '../../src/importers/import-statement.ts';
import { printDirective } from '../../src/ledger/syntax/printer.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:Wise:USD USD
2020-01-01 open Assets:Wise:HKD HKD
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const HEADER = '"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Card Last Four Digits","Card Holder Full Name",Attachment,Note,"Total fees","Exchange To Amount"';
const USD_SIDE = 'BALANCE-887766551,27-11-2026,-500.00,USD,"Converted 500.00 USD to 3,883.62 HKD",,8434.71,USD,HKD,7.80,,,,,,,,,0.00,3883.62';
const HKD_SIDE = 'BALANCE-887766551,27-11-2026,3883.62,HKD,"Converted 500.00 USD to 3,883.62 HKD",,3883.62,USD,HKD,7.80,,,,,,,,,0.00,';
const wise = (row: string) => Buffer.from(`${HEADER}\n${row}\n`);

const NAMED = { Date: 'date', Amount: 'amount', Currency: 'currency', Description: 'narration' };
const IGNORED = { ...NAMED, 'TransferWise ID': 'id', 'Exchange From': 'ignore', 'Exchange To': 'ignore', 'Exchange Rate': 'ignore', 'Exchange To Amount': 'ignore' };
const printed = (p: ImportPlan) => p.directives.filter((d) => d.type === 'transaction').map((d) => printDirective(d).trim());

describe("Wise's one-sided conversion imported with a mapping", () => {
  it.each([
    ['USD side, a mapping of the date, amount, currency and description', 'Assets:Wise:USD', USD_SIDE, NAMED],
    ['USD side, a mapping that ignores the exchange columns', 'Assets:Wise:USD', USD_SIDE, IGNORED],
    ['HKD side, a mapping of the date, amount, currency and description', 'Assets:Wise:HKD', HKD_SIDE, NAMED],
  ])('%s: the same transaction as without a mapping', async (_, account, row, columns) => {
    const request = { account, today: '2026-11-28', content: wise(row) };
    const mapped = await plan(LEDGER, { ...request, mapping: { columns, date_order: 'dmy' } });
    const without = await plan(LEDGER, request);
    expect(printed(without)[0]).toMatch(/Assets:Wise:USD {2,}-\d+\.\d\d USD @@ 3883\.62 HKD/);
    expect(printed(mapped)).toEqual(printed(without));
    expect(mapped.report.transactions[0]!.flag).toBe('!');
    const check = beanCheck(appended(LEDGER, mapped));
    if (check) expect(check.errors).toBe('');
  });
  it('is found as a duplicate of the other side imported without a mapping', async () => {
    const first = await plan(LEDGER, { account: 'Assets:Wise:HKD', today: '2026-11-28', content: wise(HKD_SIDE) });
    const again = await plan(appended(LEDGER, first), { account: 'Assets:Wise:USD', today: '2026-11-28', content: wise(USD_SIDE), mapping: { columns: NAMED, date_order: 'dmy' } });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 1]);
  });
});
