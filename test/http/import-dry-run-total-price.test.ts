// Recheck QA of session 48, C1: a dry run of a PayPal export with a currency conversion (booked
// `-482.20 EUR @@ 520.14 USD`) answered `price 520.14 USD`, the total, where the import's 201 and GET
// answer the price of each euro. The dry run's body is the import's: the price per unit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:PayPal USD
2020-01-01 open Assets:PayPal:EUR EUR
2020-01-01 open Income:Freelance
2020-01-01 open Expenses:Fees:PayPal
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;
const HEADER = '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Reference Txn ID","Receipt ID","Balance","Subject","Note","Balance Impact"';
const EXPORT = Buffer.from(
  [
    HEADER,
    '"11/21/2026","03:22:10","PST","","General Currency Conversion","Completed","EUR","-482.20","0.00","-482.20","a@example.com","","2AB34567EF8901234","7KL98765CD4321098","","0.00","","","Debit"',
    '"11/21/2026","03:22:10","PST","","General Currency Conversion","Completed","USD","520.14","0.00","520.14","a@example.com","","3CD45678GH9012345","7KL98765CD4321098","","10,624.72","","","Credit"',
  ].join('\n') + '\n',
);

type Answer = { transactions: { postings: { account: string; units: { number: string; currency: string }; price: { number: string; currency: string } | null }[] }[] };

describe('a dry run of an exchange booked with a total price', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(LEDGER, { today: () => '2026-11-28' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(fields: Record<string, string>): Promise<{ status: number; body: Answer }> {
    const { payload, headers } = await multipart({ account: 'Assets:PayPal', ...fields }, 'paypal.csv', EXPORT, 'text/csv');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
    return { status: r.statusCode, body: r.json() as Answer };
  }

  test('answers the price per unit, as the import does', async () => {
    const dry = await upload({ dry_run: 'true' });
    expect(dry.status).toBe(200);
    const real = await upload({});
    expect(real.status).toBe(201);
    const priced = (a: Answer) => a.transactions[0]!.postings.find((p) => p.price !== null)!;
    expect(priced(real.body).price).toEqual({ number: '1.078681045209456656988801327', currency: 'USD' });
    expect(priced(dry.body)).toEqual(priced(real.body));
    expect(await t.ledgerText()).toContain('@@ 520.14 USD');
  });
});
