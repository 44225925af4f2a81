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

  // QA recheck of session 50, R2: the card's next file shares no row and no payee with the first
  it("takes its signs from the sign the card's latest import recorded, when no row or payee is shared", async () => {
    const ledger = await afterOctober();
    expect(ledger).toMatch(/charges_in_statement: "positive"/);
    const p = await plan(ledger, { account: AMEX, today: TODAY, content: csv('11/16/2026,UNIQLO SEATTLE,59.90', '11/18/2026,UNIQLO SEATTLE,-29.95', '11/19/2026,NORDSTROM #0012,-120.00') });
    expect(onCard(p)).toEqual([`${AMEX} -59.90 USD`, `${AMEX} 29.95 USD`, `${AMEX} 120.00 USD`]);
    expect(p.report.warnings.map((w) => w.message)).not.toContainEqual(expect.stringContaining('was read as the charges'));
  });

  it("reads a new card's second file as its first, read by the majority and warned, was imported", async () => {
    const DISCOVER = 'Liabilities:CreditCard:Discover';
    const ledger = LEDGER + '2024-01-01 open Liabilities:CreditCard:Discover USD\n';
    const discover = (...rows: string[]) => Buffer.from(`Trans. Date,Post Date,Description,Amount\n${rows.join('\n')}\n`);
    const first = await plan(ledger, { account: DISCOVER, today: TODAY, content: discover('10/02/2026,10/02/2026,CHIPOTLE 1234,14.25', '10/05/2026,10/05/2026,AMAZON MKTPL,63.10', '10/12/2026,10/12/2026,AMAZON MKTPL RETURN,-20.00') });
    expect(first.report.warnings.map((w) => w.message)).toContainEqual(expect.stringContaining('was read as the charges'));
    const p = await plan(appended(ledger, first), { account: DISCOVER, today: TODAY, content: discover('11/02/2026,11/02/2026,BEST BUY 0012,299.99', '11/05/2026,11/05/2026,BEST BUY 0012,-299.99', '11/06/2026,11/06/2026,BEST BUY 0012,-50.00') });
    const card = p.report.transactions.map((t) => postingLines(t).find((l) => l.startsWith(DISCOVER)));
    expect(card).toEqual([`${DISCOVER} -299.99 USD`, `${DISCOVER} 299.99 USD`, `${DISCOVER} 50.00 USD`]);
  });

  it('says the earlier imports do not tell the signs, not that there are none, when they recorded none', async () => {
    const ledger = (await afterOctober()).replace(/\n +charges_in_statement: "positive"/g, '');
    const p = await plan(ledger, { account: AMEX, today: TODAY, content: csv('11/16/2026,UNIQLO SEATTLE,59.90', '11/18/2026,UNIQLO SEATTLE,-29.95', '11/19/2026,NORDSTROM #0012,-120.00') });
    const messages = p.report.warnings.map((w) => w.message);
    expect(messages).toContainEqual(expect.stringContaining(`none of the ledger's 3 earlier imported transactions of ${AMEX}`));
    expect(messages).not.toContainEqual(expect.stringContaining('holds no earlier import'));
  });
});
