// A card statement of one signed amount column with no row that says a repayment or a refund: the
// ledger's earlier imports of the card tell which sign its charges carry (QA of session 50: Amex's
// charges-positive export of one purchase and two returns had every sign turned by the majority).
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "USD"
2024-01-01 open Liabilities:CreditCard:Amex USD
2024-01-01 open Expenses:Food USD
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;
const csv = (...rows: string[]) => Buffer.from(`Date,Description,Amount\n${rows.join('\n')}\n`);
const TODAY = '2026-11-29';
const AMEX = 'Liabilities:CreditCard:Amex';
/** Amex's October: charges positive, the payment says so */
const OCTOBER = csv('10/03/2026,BLUE BOTTLE COFFEE SEATTLE WA,6.75', '10/11/2026,AUTOPAY PAYMENT - THANK YOU,-200.00', '10/15/2026,SAFEWAY STORE 1234 SEATTLE,88.14');
const onCard = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => postingLines(t).find((l) => l.startsWith(AMEX)));

async function afterOctober(): Promise<string> {
  const first = await plan(LEDGER, { account: AMEX, today: TODAY, content: OCTOBER });
  expect(onCard(first)).toEqual([`${AMEX} -6.75 USD`, `${AMEX} 200.00 USD`, `${AMEX} -88.14 USD`]);
  return appended(LEDGER, first);
}

describe('a card statement whose rows say no repayment or refund', () => {
  it('takes its signs from the rows the ledger already holds (an overlapping statement), not from the majority', async () => {
    const ledger = await afterOctober();
    const p = await plan(ledger, { account: AMEX, today: TODAY, content: csv('10/15/2026,SAFEWAY STORE 1234 SEATTLE,88.14', '11/18/2026,UNIQLO SEATTLE,-29.95', '11/19/2026,NORDSTROM #0012,-120.00') });
    expect(onCard(p)).toEqual([`${AMEX} 29.95 USD`, `${AMEX} 120.00 USD`]);
    expect(p.report.warnings.map((w) => w.message)).not.toContainEqual(expect.stringContaining('was read as the charges'));
  });

  it('takes its signs from the payees of the card\'s earlier imports', async () => {
    const ledger = await afterOctober();
    const p = await plan(ledger, { account: AMEX, today: TODAY, content: csv('11/02/2026,BLUE BOTTLE COFFEE SEATTLE WA,6.75', '11/18/2026,UNIQLO SEATTLE,-29.95', '11/19/2026,NORDSTROM #0012,-120.00') });
    expect(onCard(p)).toEqual([`${AMEX} -6.75 USD`, `${AMEX} 29.95 USD`, `${AMEX} 120.00 USD`]);
  });

  it('keeps charges negative when the card\'s earlier imports had them so, though most rows are positive', async () => {
    const first = await plan(LEDGER, { account: AMEX, today: TODAY, content: csv('10/03/2026,BLUE BOTTLE COFFEE SEATTLE WA,-6.75', '10/11/2026,AUTOPAY PAYMENT - THANK YOU,200.00') });
    const ledger = appended(LEDGER, first);
    const p = await plan(ledger, { account: AMEX, today: TODAY, content: csv('11/02/2026,BLUE BOTTLE COFFEE SEATTLE WA,-6.75', '11/18/2026,UNIQLO SEATTLE,29.95', '11/19/2026,NORDSTROM #0012,120.00') });
    expect(onCard(p)).toEqual([`${AMEX} -6.75 USD`, `${AMEX} 29.95 USD`, `${AMEX} 120.00 USD`]);
  });

  it('with no earlier import of the card, is read by the sign most rows carry, and warned', async () => {
    const p = await plan(LEDGER, { account: AMEX, today: TODAY, content: csv('11/16/2026,UNIQLO SEATTLE,59.90', '11/18/2026,UNIQLO SEATTLE,-29.95', '11/19/2026,NORDSTROM #0012,-120.00') });
    expect(onCard(p)).toEqual([`${AMEX} 59.90 USD`, `${AMEX} -29.95 USD`, `${AMEX} -120.00 USD`]);
    expect(p.report.warnings).toContainEqual({ row: null, message: expect.stringContaining(`the ledger holds no earlier import of ${AMEX} that tells its signs: the sign 2 of its 3 rows carry (minus) was read as the charges'`) });
  });
});
