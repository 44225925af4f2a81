// QA of session 51 (a traveller's 招行 card), finding 4: the card CSV's `LONGCHAMP PARIS 退款`
// (-401.20 CNY) was booked to Income:TaxRefund. The keyword table's refund rule hints at accounts
// named `Refund`, and `TaxRefund` ends in that word; a shop's refund is no tax paid back. An income
// account for tax refunds takes only a row that says it is one (退税, VAT REFUND).
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const CARD = 'Liabilities:CN:CMB:CreditCard';

const ACCOUNTS = `option "operating_currency" "CNY"
2026-01-01 open Assets:Wise:EUR EUR
  alias: "Wise"
2026-01-01 open ${CARD} CNY
  alias: "招行信用卡,信用卡"
2026-01-01 open Income:TaxRefund
  alias: "退税"
2026-01-01 open Expenses:Shopping:Bags
2026-01-01 open Expenses:Shopping:Clothing
2026-01-01 open Expenses:Food:Dining
`;

/** The QA's ledger, as far as the refund needs it: Longchamp's purchase and partial refund, and a 退税 in EUR. */
const LEDGER = `${ACCOUNTS}
2026-10-07 * "Longchamp" "买包"
  Expenses:Shopping:Bags  350.00 EUR @@ 2741.55 CNY
  ${CARD}  -2741.55 CNY

2026-10-10 * "Global Blue" "退税"
  Assets:Wise:EUR  45.60 EUR
  Income:TaxRefund  -45.60 EUR

2026-10-25 * "Longchamp" "部分退款 招行信用卡"
  ${CARD}  391.64 CNY
  Expenses:Shopping:Bags  -50.00 EUR @@ 391.64 CNY
`;

const HEADER = '交易日期,记账日期,交易摘要,交易金额,交易币种,入账金额,入账币种,卡号末四位';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n') + '\n');
const DINNER = '2026-11-16,2026-11-17,美团外卖,45.50,CNY,45.50,CNY,8848';

describe("a card's refund from a shop", () => {
  it('with no purchase of the merchant known, goes to Expenses:Uncategorized, warned, not to the tax refunds', async () => {
    const ledger = `${LEDGER}2026-01-01 open Expenses:Uncategorized\n`;
    const p = await plan(ledger, { content: csv('2026-11-17,2026-11-18,HERMES PARIS 退款,-50.00,EUR,-401.20,CNY,8848'), account: CARD, today: '2026-11-20' });
    expect(postingLines(p.report.transactions[0]!)).toEqual([`${CARD} 401.20 CNY`, 'Expenses:Uncategorized -401.20 CNY']);
    expect(p.report.warnings.map((w) => w.message)).toContain('no account found for "HERMES PARIS 退款": booked to Expenses:Uncategorized (a payee record or an alias would place it)');
  });
});

describe('a tax refund still goes to the income account for tax refunds', () => {
  it('when the row says 退税 or VAT REFUND', async () => {
    const p = await plan(LEDGER, {
      content: csv(DINNER, '2026-11-17,2026-11-18,GLOBAL BLUE 退税,-45.60,EUR,-365.00,CNY,8848', '2026-11-18,2026-11-18,GLOBAL BLUE FRANCE VAT REFUND,-12.00,EUR,-96.00,CNY,8848'),
      account: CARD,
      today: '2026-11-20',
    });
    expect(p.report.transactions.slice(1).map((t) => postingLines(t)[1])).toEqual(['Income:TaxRefund -365.00 CNY', 'Income:TaxRefund -96.00 CNY']);
  });

  it('and an income account for refunds (Income:Refunds) still takes a refund nothing else places', async () => {
    const ledger = `${ACCOUNTS}2026-01-01 open Income:Refunds\n`;
    const p = await plan(ledger, { content: csv('2026-11-17,2026-11-18,HERMES PARIS 退款,-50.00,EUR,-401.20,CNY,8848'), account: CARD, today: '2026-11-20' });
    expect(postingLines(p.report.transactions[0]!)[1]).toBe('Income:Refunds -401.20 CNY');
  });
});
