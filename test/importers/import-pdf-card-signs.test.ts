// A credit-card PDF that does not call itself one (`Visa Signature Card`, not `... Credit Card`):
// one signed Amount column, charges positive, `PAYMENT THANK YOU -500.00`. Imported for a
// Liabilities account it is turned to the card's side by the rule CSV statements follow (the
// repayment and refund rows tell the file's sign), under the ledger's own root names.
import { describe, expect, it } from 'vitest';
import { buildPdf, tableRuns, type Column, type PageSpec } from './pdf/statement-pdf-builder.ts';
import { appended, importTwice, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const TODAY = '2026-02-01';
const COLUMNS: Column[] = [{ x: 50 }, { x: 110 }, { x: 170 }, { x: 500, alignRight: true }];

/** The QA sample's layout: title, statement date, Trans Date | Post Date | Description | Amount. */
function cardStatement(title: string): PageSpec[] {
  return [
    {
      runs: [
        { text: title, x: 50, y: 780, size: 14 },
        { text: 'Account ending in 1111', x: 50, y: 760 },
        { text: 'Statement Date: 2026-01-05', x: 50, y: 746 },
        ...tableRuns(
          COLUMNS,
          [
            ['Trans Date', 'Post Date', 'Description', 'Amount'],
            ['12/08', '12/09', 'PAYMENT THANK YOU', '-500.00'],
            ['12/10', '12/11', 'AMAZON.COM*AB12C3 SEATTLE WA', '45.12'],
            ['12/28', '12/29', 'UBER *TRIP HELP.UBER.COM', '23.40'],
            ['01/02', '01/03', 'NETFLIX.COM', '15.49'],
            ['01/03', '01/04', 'REFUND AMAZON.COM', '-12.00'],
          ],
          700,
        ),
      ],
    },
  ];
}

const ledger = (liabilities: string) => `option "operating_currency" "USD"
${liabilities === 'Liabilities' ? '' : `option "name_liabilities" "${liabilities}"\n`}2020-01-01 open ${liabilities}:CreditCard:Visa USD
2020-01-01 open Assets:Bank:Checking USD
2020-01-01 open Expenses:Transport
`;

type Txn = { narration: string; postings: { account: string; units: { number: string; currency: string } }[] };
const cardSide = (txns: unknown[]) => (txns as Txn[]).map((t) => [t.narration, postingLines(t)[0]]);

const CARD_SIDE = (account: string) => [
  ['PAYMENT THANK YOU', `${account} 500.00 USD`],
  ['AMAZON.COM*AB12C3 SEATTLE WA', `${account} -45.12 USD`],
  ['UBER *TRIP HELP.UBER.COM', `${account} -23.40 USD`],
  ['NETFLIX.COM', `${account} -15.49 USD`],
  ['REFUND AMAZON.COM', `${account} 12.00 USD`],
];

describe('a card PDF whose text does not say "credit card"', async () => {
  const plain = await buildPdf(cardStatement('Visa Signature Card'));
  const titled = await buildPdf(cardStatement('Visa Signature Credit Card'));

  it('books charges as money out and the payment and refund as money in on a Liabilities account, as when titled "Credit Card"', async () => {
    const text = ledger('Liabilities');
    const { first, second, after } = await importTwice(text, { content: plain, account: 'Liabilities:CreditCard:Visa', today: TODAY });
    expect(cardSide(first.report.transactions)).toEqual(CARD_SIDE('Liabilities:CreditCard:Visa'));
    const credit = await plan(text, { content: titled, account: 'Liabilities:CreditCard:Visa', today: TODAY });
    expect(cardSide(credit.report.transactions)).toEqual(CARD_SIDE('Liabilities:CreditCard:Visa'));
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 5]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });

  it('follows the ledger\'s own name for the Liabilities root (name_liabilities)', async () => {
    const text = ledger('Passiva');
    const p = await plan(text, { content: plain, account: 'Passiva:CreditCard:Visa', today: TODAY });
    expect(cardSide(p.report.transactions)).toEqual(CARD_SIDE('Passiva:CreditCard:Visa'));
    const check = beanCheck(appended(text, p));
    if (check) expect(check.errors).toBe('');
  });

  it('keeps the printed signs for an Assets account (a bank statement with one signed column)', async () => {
    const p = await plan(ledger('Liabilities'), { content: plain, account: 'Assets:Bank:Checking', today: TODAY });
    expect(cardSide(p.report.transactions).map(([, posting]) => posting)).toEqual([
      'Assets:Bank:Checking -500.00 USD',
      'Assets:Bank:Checking 45.12 USD',
      'Assets:Bank:Checking 23.40 USD',
      'Assets:Bank:Checking 15.49 USD',
      'Assets:Bank:Checking -12.00 USD',
    ]);
  });
});
