// Recheck QA of session 32: a card statement whose booked amount (记账金额) is left empty on one
// row, a foreign-currency purchase not settled yet. The row was skipped as having no amount, and
// on the way it marked the statement as one whose amounts carry no sign: the card's purchases of
// 35.00 and 100.00 were booked as money paid in (the card at +135.00).
import { describe, expect, it } from 'vitest';
import { plan } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Liabilities:CreditCard:ICBC
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));

describe('a booked amount left empty on one row', () => {
  it('takes the amount spent, in its currency, and leaves the other rows purchases', async () => {
    const p = await plan(LEDGER, {
      account: 'Liabilities:CreditCard:ICBC',
      today: '2026-11-27',
      content: csv(
        '交易日,记账日,交易类型,商户名称/城市,交易金额,交易币种,记账金额,记账币种',
        '2026-10-12,2026-10-12,消费,美团外卖,35.00,人民币,35.00,人民币',
        '2026-10-10,2026-10-11,消费,NETFLIX.COM LOS GATOS,12.99,美元,,',
        '2026-10-13,2026-10-13,消费,京东,100.00,人民币,100.00,人民币',
      ),
    });
    const card = (t: (typeof p.report.transactions)[number]) => t.postings.find((x) => x.account === 'Liabilities:CreditCard:ICBC')!.units;
    expect(p.report.transactions.map((t) => `${t.date} ${card(t).number} ${card(t).currency}`)).toEqual([
      '2026-10-10 -12.99 USD',
      '2026-10-12 -35.00 CNY',
      '2026-10-13 -100.00 CNY',
    ]);
    expect(p.report.skipped_rows).toEqual([]);
  });
});
