// Wise's export imported with a user's `mapping` (session 50 read its exchange columns by name): its
// Total fees column was not read, so a card payment's or a conversion's fee was lost (the whole
// Amount booked to the payee, no posting on the fee account) and money in was booked as what
// arrived. Total fees is read by its name as without a mapping, and a mapping that names it `fee`
// reads it as Wise's fee (inside the Amount), not as a fee charged on top of it.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import type { ImportPlan } from '../../src/importers/import-statement.ts';
import { printDirective } from '../../src/ledger/syntax/printer.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:Wise:USD USD
2020-01-01 open Assets:Wise:EUR EUR
2020-01-01 open Expenses:Fees:Wise
  alias: "Wise fees"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const HEADER = '"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Card Last Four Digits","Card Holder Full Name",Attachment,Note,"Total fees","Exchange To Amount"';
const CARD = 'CARD-1111111111,26-11-2026,-12.50,USD,"Card transaction of 12.50 USD issued by Corner Cafe",,987.50,,,,,,,"Corner Cafe",1234,"LI NA",,,0.30,';
const CONVERSION = 'BALANCE-887766552,27-11-2026,-500.00,USD,"Converted 500.00 USD to 457.60 EUR",,487.50,USD,EUR,0.92,,,,,,,,,2.61,457.60';
const RECEIVED = 'TRANSFER-1290011299,25-11-2026,2450.50,USD,"Received money from ACME STUDIO LLC","INV-118",1000.00,,,,"ACME STUDIO LLC",,,,,,,,4.14,';
const wise = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);
const WISE = { account: 'Assets:Wise:USD', today: '2026-11-29' };

const NAMED = { Date: 'date', Amount: 'amount', Currency: 'currency', Description: 'narration' };
const printed = (p: ImportPlan) => p.directives.filter((d) => d.type === 'transaction').map((d) => printDirective(d).trim());

describe("Wise's Total fees with a mapping", () => {
  it.each([
    ['a mapping that does not name Total fees', NAMED],
    ['a mapping that names Total fees as fee', { ...NAMED, 'Total fees': 'fee' }],
    ['a mapping that ignores Total fees, as the exchange columns', { ...NAMED, 'TransferWise ID': 'id', 'Total fees': 'ignore', 'Exchange To Amount': 'ignore' }],
  ])('%s: each fee booked as without a mapping', async (_, columns) => {
    const content = wise(CARD, CONVERSION, RECEIVED);
    const mapped = await plan(LEDGER, { ...WISE, content, mapping: { columns, date_order: 'dmy' } });
    const without = await plan(LEDGER, { ...WISE, content });
    const fees = (p: ImportPlan) => p.report.transactions.map((t) => postingLines(t).filter((l) => l.startsWith('Expenses:Fees:Wise')));
    expect(fees(without)).toEqual([['Expenses:Fees:Wise 4.14 USD'], ['Expenses:Fees:Wise 0.30 USD'], ['Expenses:Fees:Wise 2.61 USD']]);
    expect(fees(mapped)).toEqual(fees(without));
    // (the payee is the Merchant or Payer Name only without a mapping; the conversion is printed whole)
    expect(mapped.report.transactions.map(postingLines)).toEqual(without.report.transactions.map(postingLines));
    expect(printed(mapped)[2]).toEqual(printed(without)[2]);
    const check = beanCheck(appended(LEDGER, mapped));
    if (check) expect(check.errors).toBe('');
  });
  it("another bank's fee column mapped as fee is still charged on top of the amount", async () => {
    const bank = Buffer.from('Date,Amount,Charge,Description\n2026-11-26,-12.50,1.00,Corner Cafe\n');
    const p = await plan(LEDGER, { ...WISE, content: bank, mapping: { Date: 'date', Amount: 'amount', Charge: 'fee', Description: 'narration' } });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Wise:USD -13.50 USD', 'Expenses:Uncategorized 12.50 USD', 'Expenses:Fees:Wise 1.00 USD']);
  });
});
