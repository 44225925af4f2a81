// QA of session 51 (a traveller's 招行 card), finding 4: the card CSV's `LONGCHAMP PARIS 退款`
// (-401.20 CNY) was booked to Income:TaxRefund. The keyword table's refund rule hints at accounts
// named `Refund`, and `TaxRefund` ends in that word; a shop's refund is no tax paid back. A refund
// now goes back to the category of the purchases of the merchant its words name (the ledger's
// payee `Longchamp`, on Expenses:Shopping:Bags), else to Expenses:Uncategorized, warned; an income
// account for tax refunds takes only a row that says it is one (退税, VAT REFUND).
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

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

describe("a card's refund from a merchant the ledger has bought from", () => {
  it('goes back to the category of its purchases (Longchamp on Expenses:Shopping:Bags), flagged and warned, not to Income:TaxRefund', async () => {
    const p = await plan(LEDGER, { content: csv(DINNER, '2026-11-17,2026-11-18,LONGCHAMP PARIS 退款,-50.00,EUR,-401.20,CNY,8848'), account: CARD, today: '2026-11-20' });
    const refund = p.report.transactions.find((t) => t.narration === 'LONGCHAMP PARIS 退款')!;
    expect(postingLines(refund)).toEqual([`${CARD} 401.20 CNY`, 'Expenses:Shopping:Bags -401.20 CNY']);
    expect(refund.flag).toBe('!');
    expect(p.report.warnings.find((w) => w.row === 3)?.message).toBe(
      '"LONGCHAMP PARIS 退款" names "Longchamp", whose purchases were booked to Expenses:Shopping:Bags: booked back there as its refund (if it is another\'s, book it elsewhere)',
    );
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('follows an earlier import of the description the refund repeats with 退款 (SEPHORA PARIS on Expenses:Shopping:Cosmetics)', async () => {
    const ledger = `${ACCOUNTS}2026-01-01 open Expenses:Shopping:Cosmetics

2026-10-12 * "SEPHORA PARIS"
  ${CARD}  -640.00 CNY
  Expenses:Shopping:Cosmetics  640.00 CNY
`;
    const p = await plan(ledger, { content: csv(DINNER, '2026-11-12,2026-11-13,SEPHORA PARIS 退款,-20.00,EUR,-160.00,CNY,8848'), account: CARD, today: '2026-11-20' });
    expect(postingLines(p.report.transactions.find((t) => t.narration === 'SEPHORA PARIS 退款')!)).toEqual([`${CARD} 160.00 CNY`, 'Expenses:Shopping:Cosmetics -160.00 CNY']);
  });

  it('follows a purchase of this upload booked to Expenses:Uncategorized back there, not to an income account for refunds', async () => {
    const ledger = `${ACCOUNTS}2026-01-01 open Expenses:Uncategorized\n2026-01-01 open Income:Refunds\n`;
    const p = await plan(ledger, {
      content: csv('2026-11-10,2026-11-11,SEPHORA PARIS,80.00,EUR,640.00,CNY,8848', '2026-11-12,2026-11-13,SEPHORA PARIS 退款,-20.00,EUR,-160.00,CNY,8848'),
      account: CARD,
      today: '2026-11-20',
    });
    expect(p.report.transactions.map((t) => postingLines(t))).toEqual([
      [`${CARD} -640.00 CNY`, 'Expenses:Uncategorized 640.00 CNY'],
      [`${CARD} 160.00 CNY`, 'Expenses:Uncategorized -160.00 CNY'],
    ]);
  });

  it('with no purchase of the merchant known, goes to Expenses:Uncategorized, warned, not to the tax refunds', async () => {
    const ledger = `${LEDGER}2026-01-01 open Expenses:Uncategorized\n`;
    const p = await plan(ledger, { content: csv('2026-11-17,2026-11-18,HERMES PARIS 退款,-50.00,EUR,-401.20,CNY,8848'), account: CARD, today: '2026-11-20' });
    expect(postingLines(p.report.transactions[0]!)).toEqual([`${CARD} 401.20 CNY`, 'Expenses:Uncategorized -401.20 CNY']);
    expect(p.report.warnings.map((w) => w.message)).toContain('no account found for "HERMES PARIS 退款": booked to Expenses:Uncategorized (a payee record or an alias would place it)');
  });

  it('names no payee by a part of a word (a payee `Long` is not in LONGCHAMP)', async () => {
    const ledger = `${ACCOUNTS}2026-01-01 open Expenses:Uncategorized

2026-10-07 * "Long" "衣服"
  Expenses:Shopping:Clothing  300.00 CNY
  ${CARD}  -300.00 CNY
`;
    const p = await plan(ledger, { content: csv('2026-11-17,2026-11-18,LONGCHAMP PARIS 退款,-50.00,EUR,-401.20,CNY,8848'), account: CARD, today: '2026-11-20' });
    expect(postingLines(p.report.transactions[0]!)[1]).toBe('Expenses:Uncategorized -401.20 CNY');
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
