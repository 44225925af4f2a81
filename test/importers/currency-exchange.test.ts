// A currency exchange within the statement's own money is one transaction, out of one currency's
// account into the other's (QA of session 48: PayPal's two `General Currency Conversion` rows and
// Wise's `Converted 500.00 USD to 3,883.62 HKD` were booked as spending of the one currency and
// income of the other).
import { describe, expect, it } from 'vitest';
import { appended, plan } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import type { ImportPlan } from '../../src/importers/import-statement.ts';
import { printDirective } from '../../src/ledger/syntax/printer.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:PayPal USD
2020-01-01 open Assets:PayPal:EUR EUR
2020-01-01 open Assets:Wise:USD USD
2020-01-01 open Assets:Wise:HKD HKD
2020-01-01 open Income:Freelance
2020-01-01 open Expenses:Fees:PayPal
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

/** The planned transactions as Beancount prints them. */
const printed = (p: ImportPlan) => p.directives.filter((d) => d.type === 'transaction').map((d) => printDirective(d).trim());

const PAYPAL_HEADER = '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Reference Txn ID","Receipt ID","Balance","Subject","Note","Balance Impact"';
const PAYPAL = Buffer.from(`${PAYPAL_HEADER}
"11/21/2026","03:22:10","PST","Kiwi Labs Ltd","General Payment","Completed","EUR","500.00","-17.80","482.20","ap@kiwilabs.co.nz","me@example.com","7KL98765CD4321098","","","482.20","Logo design","","Credit"
"11/21/2026","03:22:10","PST","","General Currency Conversion","Completed","EUR","-482.20","0.00","-482.20","me@example.com","","2AB34567EF8901234","7KL98765CD4321098","","0.00","","","Debit"
"11/21/2026","03:22:10","PST","","General Currency Conversion","Completed","USD","520.14","0.00","520.14","me@example.com","","3CD45678GH9012345","7KL98765CD4321098","","10,624.72","","","Credit"
`);

const WISE_HEADER = '"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Card Last Four Digits","Card Holder Full Name",Attachment,Note,"Total fees","Exchange To Amount"';
const USD_SIDE = 'BALANCE-887766551,27-11-2026,-500.00,USD,"Converted 500.00 USD to 3,883.62 HKD",,8434.71,USD,HKD,7.80,,,,,,,,,0.00,3883.62';
const HKD_SIDE = 'BALANCE-887766551,27-11-2026,3883.62,HKD,"Converted 500.00 USD to 3,883.62 HKD",,3883.62,USD,HKD,7.80,,,,,,,,,0.00,';
const CARD_IN_HKD = 'CARD-2233445599,26-11-2026,-128.00,USD,"Card transaction of 1,000.00 HKD issued by Apple Store HONG KONG",,8949.71,HKD,USD,0.128,,,,"Apple Store",4321,"LI NA",,,0.00,';
const wise = (...rows: string[]) => Buffer.from(`${WISE_HEADER}\n${rows.join('\n')}\n`);
const TODAY = '2026-11-28';

function checked(ledger: string, p: ImportPlan): void {
  const check = beanCheck(appended(ledger, p));
  if (check) expect(check.errors).toBe('');
}

describe("PayPal's General Currency Conversion pair", () => {
  it('is one exchange out of the EUR account into the USD one, priced at what arrived', async () => {
    const p = await plan(LEDGER, { account: 'Assets:PayPal', today: TODAY, content: PAYPAL });
    expect(p.report.imported).toBe(2);
    const exchange = printed(p)[1]!;
    expect(exchange).toMatch(/^2026-11-21 \* "General Currency Conversion"/);
    expect(exchange).toContain('Assets:PayPal:EUR  -482.20 EUR @@ 520.14 USD');
    expect(exchange).toMatch(/Assets:PayPal {2,}520\.14 USD/);
    expect(exchange).not.toMatch(/Uncategorized/);
    checked(LEDGER, p);
  });
  it('imports nothing when the export comes again', async () => {
    const first = await plan(LEDGER, { account: 'Assets:PayPal', today: TODAY, content: PAYPAL });
    const again = await plan(appended(LEDGER, first), { account: 'Assets:PayPal', today: TODAY, content: PAYPAL });
    expect(again.report.imported).toBe(0);
  });
});

describe("Wise's conversion", () => {
  it('with both sides in the file, is one exchange from the USD account into the HKD one', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Wise:USD', today: TODAY, content: wise(USD_SIDE, HKD_SIDE) });
    expect(p.report.imported).toBe(1);
    expect(printed(p)[0]).toContain('Assets:Wise:USD  -500.00 USD @@ 3883.62 HKD');
    expect(printed(p)[0]).toMatch(/Assets:Wise:HKD {2,}3883\.62 HKD/);
    expect(p.report.transactions[0]!.flag).toBe('*');
    checked(LEDGER, p);
  });

  it('with one side in the file, books the other against the account of its currency, flagged and warned', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Wise:USD', today: TODAY, content: wise(USD_SIDE) });
    expect(printed(p)[0]).toContain('Assets:Wise:USD  -500.00 USD @@ 3883.62 HKD');
    expect(p.report.transactions[0]!.flag).toBe('!');
    expect(p.report.warnings).toEqual([{ row: 2, message: expect.stringContaining('a currency exchange whose other side is not in this file') }]);
    checked(LEDGER, p);
  });

  it("is not booked again when the other side's statement comes later, in either order", async () => {
    for (const [first, firstAccount, second, secondAccount] of [[USD_SIDE, 'Assets:Wise:USD', HKD_SIDE, 'Assets:Wise:HKD'], [HKD_SIDE, 'Assets:Wise:HKD', USD_SIDE, 'Assets:Wise:USD']] as const) {
      const one = await plan(LEDGER, { account: firstAccount, today: TODAY, content: wise(first) });
      expect(one.report.imported).toBe(1);
      const after = appended(LEDGER, one);
      const two = await plan(after, { account: secondAccount, today: TODAY, content: wise(second) });
      expect(two.report.imported).toBe(0);
      expect(two.report.duplicates).toBe(1);
      // and the export of both currencies after either
      const both = await plan(after, { account: 'Assets:Wise:USD', today: TODAY, content: wise(USD_SIDE, HKD_SIDE) });
      expect(both.report.imported).toBe(0);
    }
  });

  it('estimates the side that left at the rate when only the side that arrived is in the file', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Wise:HKD', today: TODAY, content: wise(HKD_SIDE) });
    expect(printed(p)[0]).toContain('Assets:Wise:USD  -497.90 USD @@ 3883.62 HKD');
    expect(p.report.warnings[0]!.message).toContain('estimated at the row\'s exchange rate');
    checked(LEDGER, p);
  });

  it('leaves a card payment in another currency (Exchange From HKD, To USD) a payment', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Wise:USD', today: TODAY, content: wise(CARD_IN_HKD) });
    expect(printed(p)[0]).toMatch(/Expenses:Uncategorized {2,}128\.00 USD/);
  });
});
