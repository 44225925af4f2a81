// QA of session 50 (US/EU banks), finding 3: N26's CSV export with a card payment in another currency
// (`Amount (EUR)` beside `Original Amount`, `Original Currency`, `Exchange Rate`) was a 422 asking to
// read `Original Currency` as the currency, which then booked the EUR amount in USD; mapping those
// columns to `ignore` was the same 422. The booked amount is the account's, in the header's currency,
// and what was spent abroad is kept as `original_amount`. The same for N26's older layout
// (`Amount (Foreign Currency)`, `Type Foreign Currency`).
import { describe, expect, it } from 'vitest';
import { plan } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "EUR"
2024-01-01 open Assets:Bank:N26 EUR
2024-01-01 open Assets:Bank:WellsFargo USD
2024-01-01 open Expenses:Groceries EUR
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));

const CURRENT = csv(
  '"Booking Date";"Value Date";"Partner Name";"Partner Iban";"Type";"Payment Reference";"Account Name";"Amount (EUR)";"Original Amount";"Original Currency";"Exchange Rate"',
  '"2026-10-02";"2026-10-02";"REWE Markt GmbH";"";"Presentment";"";"Main Account";"-23,45";"";"";""',
  '"2026-10-19";"2026-10-19";"Amazon.de";"";"Presentment";"";"Main Account";"-9,99";"-11,50";"USD";"0,8687"',
);

const OLDER = csv(
  '"Date","Payee","Account number","Transaction type","Payment reference","Amount (EUR)","Amount (Foreign Currency)","Type Foreign Currency","Exchange Rate"',
  '"2026-10-02","REWE Markt GmbH","","MasterCard Payment","","-23.45","","",""',
  '"2026-10-19","Amazon.com","","MasterCard Payment","","-9.99","-11.50","USD","0.8687"',
);

type Plan = Awaited<ReturnType<typeof plan>>;
const booked = (p: Plan) => p.report.transactions.map((t) => [t.postings[0]!.account, `${t.postings[0]!.units.number} ${t.postings[0]!.units.currency}`, t.meta.original_amount ?? null]);

describe("N26's export with a purchase in another currency", () => {
  it('books the EUR amount on the N26 account and keeps the USD spent as original_amount (current layout)', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Bank:N26', today: '2026-11-29', content: CURRENT });
    expect(booked(p)).toEqual([
      ['Assets:Bank:N26', '-23.45 EUR', null],
      ['Assets:Bank:N26', '-9.99 EUR', '11.50 USD'],
    ]);
  });

  it('reads the same with the foreign columns mapped to ignore', async () => {
    const mapping = { columns: { 'Booking Date': 'date', 'Partner Name': 'payee', 'Payment Reference': 'narration', 'Amount (EUR)': 'amount', 'Original Amount': 'ignore', 'Original Currency': 'ignore', 'Exchange Rate': 'ignore' } };
    const p = await plan(LEDGER, { account: 'Assets:Bank:N26', today: '2026-11-29', content: CURRENT, mapping });
    expect(booked(p).map((b) => b.slice(0, 2))).toEqual([
      ['Assets:Bank:N26', '-23.45 EUR'],
      ['Assets:Bank:N26', '-9.99 EUR'],
    ]);
  });

  it("books the older layout's foreign purchase the same way", async () => {
    const p = await plan(LEDGER, { account: 'Assets:Bank:N26', today: '2026-11-29', content: OLDER });
    expect(booked(p)).toEqual([
      ['Assets:Bank:N26', '-23.45 EUR', null],
      ['Assets:Bank:N26', '-9.99 EUR', '11.50 USD'],
    ]);
  });
});
