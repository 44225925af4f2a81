// PayPal's activity export imported with a user's `mapping` (QA of session 48, finding 4: Gross the
// amount, Fee the fee, Reference Txn ID ignored, as no role names it): the two `General Currency
// Conversion` rows of one EUR payment became Expenses:Uncategorized 482.20 EUR and
// Income:Uncategorized -520.14 USD. Their Reference Txn ID ties them, as without a mapping.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import { printDirective } from '../../src/ledger/syntax/printer.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:PayPal USD,EUR
2020-01-01 open Income:Freelance
  alias: "Kiwi Labs"
2020-01-01 open Expenses:Fees:PayPal
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const HEADER = '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Reference Txn ID","Receipt ID","Balance","Subject","Note","Balance Impact"';
const PAYMENT = '"11/21/2026","03:22:10","PST","Kiwi Labs Ltd","General Payment","Completed","EUR","500.00","-17.80","482.20","ap@kiwilabs.co.nz","me@example.com","7KL98765CD4321098","","","482.20","Logo design","","Credit"';
const EUR_SIDE = '"11/21/2026","03:22:10","PST","","General Currency Conversion","Completed","EUR","-482.20","0.00","-482.20","me@example.com","","2AB34567EF8901234","7KL98765CD4321098","","0.00","","","Debit"';
const USD_SIDE = '"11/21/2026","03:22:10","PST","","General Currency Conversion","Completed","USD","520.14","0.00","520.14","me@example.com","","3CD45678GH9012345","7KL98765CD4321098","","10,624.72","","","Credit"';
const csv = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);

// the QA's mapping, as its user wrote it
const COLUMNS = { Date: 'date', Name: 'payee', Type: 'narration', Subject: 'narration', Currency: 'currency', Gross: 'amount', Fee: 'fee', Net: 'ignore', 'Transaction ID': 'id', Balance: 'balance', Status: 'status', Time: 'ignore', TimeZone: 'ignore', 'From Email Address': 'ignore', 'To Email Address': 'ignore', 'Reference Txn ID': 'ignore', 'Receipt ID': 'ignore', Note: 'ignore', 'Balance Impact': 'ignore' };
const { 'Reference Txn ID': _, ...UNNAMED } = COLUMNS;
const PAYPAL = { account: 'Assets:PayPal', today: '2026-11-28' };

describe("PayPal's currency conversion imported with a mapping", () => {
  it.each([
    ['that ignores Reference Txn ID', COLUMNS],
    ['that does not name Reference Txn ID', UNNAMED],
  ])('%s is one exchange, EUR out and USD in, as without a mapping', async (_, columns) => {
    const mapping = { columns, date_order: 'mdy' };
    const p = await plan(LEDGER, { ...PAYPAL, content: csv(PAYMENT, EUR_SIDE, USD_SIDE), mapping });
    const without = await plan(LEDGER, { ...PAYPAL, content: csv(PAYMENT, EUR_SIDE, USD_SIDE) });
    expect(p.report.transactions).toHaveLength(2);
    const exchange = p.report.transactions[1]!;
    expect(postingLines(exchange)).toEqual(['Assets:PayPal -482.20 EUR', 'Assets:PayPal 520.14 USD']);
    expect(printDirective(p.directives.filter((d) => d.type === 'transaction')[1]!)).toContain('Assets:PayPal  -482.20 EUR @@ 520.14 USD');
    expect(postingLines(exchange)).toEqual(postingLines(without.report.transactions[1]!));
    expect(exchange.flag).toBe('*');
    expect(p.report.warnings.filter((w) => /exchange/.test(w.message))).toEqual([]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
  it('imported again, imports nothing', async () => {
    const mapping = { columns: COLUMNS, date_order: 'mdy' };
    const first = await plan(LEDGER, { ...PAYPAL, content: csv(PAYMENT, EUR_SIDE, USD_SIDE), mapping });
    const again = await plan(appended(LEDGER, first), { ...PAYPAL, content: csv(PAYMENT, EUR_SIDE, USD_SIDE), mapping });
    const plain = await plan(appended(LEDGER, first), { ...PAYPAL, content: csv(PAYMENT, EUR_SIDE, USD_SIDE) });
    // (the pair is one transaction, known once, as without a mapping)
    expect([again.report.imported, again.report.duplicates]).toEqual([0, plain.report.duplicates]);
    expect(again.report.duplicates).toBeGreaterThan(0);
  });
});
