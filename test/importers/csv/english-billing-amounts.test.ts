// Traveller QA of session 32: an English card CSV with `Transaction Amount,Transaction Currency,
// Billing Amount,Billing Currency` booked the 120.00 EUR spent on the card instead of the 942.36
// CNY billed, and `Original Amount` or a plain `Amount` beside `Settlement Amount` was not kept as
// original_amount, as 交易金额 beside 记账金额 is.
import { describe, expect, it } from 'vitest';
import { plan } from '../import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Liabilities:CreditCard:Visa
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));

async function card(...lines: string[]) {
  const p = await plan(LEDGER, { account: 'Liabilities:CreditCard:Visa', today: '2026-11-27', content: csv(...lines) });
  return p.report.transactions.map((t) => {
    const units = t.postings.find((x) => x.account === 'Liabilities:CreditCard:Visa')!.units;
    const original = t.meta?.original_amount;
    return `${units.number} ${units.currency}${original === undefined ? '' : ` (${String(original)})`}`;
  });
}

describe('an English card statement with the amount spent and the amount billed', () => {
  it('Billing Amount is what the card moved, Transaction Amount what was spent', async () => {
    expect(await card('Transaction Date,Description,Transaction Amount,Transaction Currency,Billing Amount,Billing Currency', '2026-11-10,HOTEL LE MARAIS PARIS,-120.00,EUR,-942.36,CNY', '2026-11-11,TAXI TOKYO,-2000,JPY,-96.20,CNY'))
      .toEqual(['-942.36 CNY (120.00 EUR)', '-96.20 CNY (2000 JPY)']);
  });
  it('Original Amount beside Amount is what was spent', async () => {
    expect(await card('Date,Description,Original Amount,Original Currency,Amount,Currency', '2026-11-10,HOTEL LE MARAIS PARIS,-120.00,EUR,-942.36,CNY')).toEqual(['-942.36 CNY (120.00 EUR)']);
  });
  it('Amount beside Settlement Amount is what was spent', async () => {
    expect(await card('Date,Description,Amount,Currency,Settlement Amount,Settlement Currency', '2026-11-10,HOTEL LE MARAIS PARIS,-120.00,EUR,-942.36,CNY')).toEqual(['-942.36 CNY (120.00 EUR)']);
  });
});
