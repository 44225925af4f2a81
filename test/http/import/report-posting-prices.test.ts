// The import's report (what the HTTP answer falls back to when it cannot give each transaction as
// written or drafted) gave its postings' units only: a Wise transfer exchanged on its way
// (`Assets:Bank:CMB 7147.55 CNY @@ 995.48 USD`) and a PayPal conversion (`-482.20 EUR @@ 520.14 USD`)
// showed no price. Each posting now carries the price the import writes, per unit, as the answer
// gives it once drafted or written.
import { describe, expect, it } from 'vitest';
import { plan } from '../../importers/import-fixtures.ts';
import { draftJson } from '../../../src/http/wire.ts';
import type { RawTransaction } from '../../../src/ledger/core/directives.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:Wise:USD USD
2020-01-01 open Assets:Bank:CMB CNY
  account_id: "6225880112345678"
2020-01-01 open Assets:PayPal USD
2020-01-01 open Assets:PayPal:EUR EUR
2020-01-01 open Expenses:Fees:Wise
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;
const WISE = Buffer.from(`"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Card Last Four Digits","Card Holder Full Name",Attachment,Note,"Total fees","Exchange To Amount"
TRANSFER-1290034411,28-11-2026,-1000.00,USD,"Sent money to LI NA",,7434.71,USD,CNY,7.18,,"LI NA",6225880112345678,,,,,,4.52,7147.55
`);
const PAYPAL = Buffer.from(`"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Reference Txn ID","Receipt ID","Balance","Subject","Note","Balance Impact"
"11/21/2026","03:22:10","PST","","General Currency Conversion","Completed","EUR","-482.20","0.00","-482.20","a@example.com","","2AB34567EF8901234","7KL98765CD4321098","","0.00","","","Debit"
"11/21/2026","03:22:10","PST","","General Currency Conversion","Completed","USD","520.14","0.00","520.14","a@example.com","","3CD45678GH9012345","7KL98765CD4321098","","10,624.72","","","Credit"
`);

type Priced = { account: string; price: unknown };
const draftPrices = (t: RawTransaction) => (draftJson(t).postings as Priced[]).map((p) => ({ account: p.account, price: p.price }));

describe("the import report's postings", () => {
  it.each([
    ['a Wise transfer exchanged on its way to an own account', 'Assets:Wise:USD', WISE, 'Assets:Bank:CMB'],
    ['a PayPal currency conversion', 'Assets:PayPal', PAYPAL, 'Assets:PayPal:EUR'],
  ])('of %s carry the price the import writes, per unit, as the drafted answer', async (_, account, content, pricedAccount) => {
    const p = await plan(LEDGER, { account, content, today: '2026-11-29' });
    const drafts = p.directives.filter((d): d is RawTransaction => d.type === 'transaction');
    expect(drafts).toHaveLength(1);
    const reported = p.report.transactions[0]!.postings.map((x) => ({ account: x.account, price: x.price }));
    expect(reported).toEqual(draftPrices(drafts[0]!));
    const priced = reported.find((x) => x.account === pricedAccount)!;
    expect(priced.price).not.toBeNull();
    expect(reported.filter((x) => x.price !== null)).toHaveLength(1);
  });
});
