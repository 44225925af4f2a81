// QA recheck of session 51, finding 5: on a 招行 card CSV with one signed amount, `退税 GLOBAL BLUE`
// (a tax refund paid onto the card) was no money in for the sign check, which knew 还款, 退款, 退货,
// 返现 and a fee waived, not 退税. Beside `Longchamp 退货` of the same sign it was booked as a charge
// (card -96.30, Expenses:Uncategorized); beside a 美团 charge the signs were guessed and both rows
// turned round. A tax refund (退税, TAX REFUND, VAT REFUND) is money into the card, and the row goes
// to the ledger's income account for tax refunds.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const CARD = 'Liabilities:CN:CMB:CreditCard';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open ${CARD} CNY
  alias: "招行信用卡"
2026-01-01 open Income:TaxRefund
  alias: "退税"
2026-01-01 open Expenses:Shopping:Bags
2026-01-01 open Expenses:Food
  alias: "美团"
2026-01-01 open Expenses:Uncategorized
2026-01-01 open Income:Uncategorized

2026-10-07 * "Longchamp" "买包"
  Expenses:Shopping:Bags  2741.55 CNY
  ${CARD}  -2741.55 CNY
`;

const HEADER = '交易日期,记账日期,交易摘要,交易金额,交易币种,入账金额,入账币种,卡号末四位';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n') + '\n');
const RETURNED = '2026-11-18,2026-11-19,Longchamp 退货,-10.00,EUR,-80.24,CNY,8848';
const DINNER = '2026-11-18,2026-11-19,美团外卖,45.50,CNY,45.50,CNY,8848';
const taxRefund = (words: string) => `2026-11-18,2026-11-19,${words},-12.00,EUR,-96.30,CNY,8848`;

async function lines(...rows: string[]) {
  const p = await plan(LEDGER, { content: csv(...rows), account: CARD, today: '2026-11-20' });
  const check = beanCheck(appended(LEDGER, p));
  if (check) expect(check.errors).toBe('');
  return { byNarration: new Map(p.report.transactions.map((t) => [t.narration, postingLines(t)])), warnings: p.report.warnings.map((w) => w.message) };
}

describe('a tax refund on a card statement with one signed amount', () => {
  it.each(['退税 GLOBAL BLUE', 'GLOBAL BLUE 退税', 'GLOBAL BLUE TAX REFUND', 'DETAXE VAT REFUND', 'TAX FREE REFUND PREMIER'])(
    '%s beside a 退货 of the same sign: both money into the card, the tax refund on Income:TaxRefund',
    async (words) => {
      const { byNarration } = await lines(RETURNED, taxRefund(words));
      expect(byNarration.get('Longchamp 退货')![0]).toBe(`${CARD} 80.24 CNY`);
      expect(byNarration.get(words)).toEqual([`${CARD} 96.30 CNY`, 'Income:TaxRefund -96.30 CNY']);
    },
  );

  it.each(['退税 GLOBAL BLUE', 'GLOBAL BLUE TAX REFUND'])('%s beside a 美团 charge: the charge is money out, the tax refund money in, no signs guessed', async (words) => {
    const { byNarration, warnings } = await lines(DINNER, taxRefund(words));
    expect(byNarration.get('美团外卖')).toEqual([`${CARD} -45.50 CNY`, 'Expenses:Food 45.50 CNY']);
    expect(byNarration.get(words)).toEqual([`${CARD} 96.30 CNY`, 'Income:TaxRefund -96.30 CNY']);
    expect(warnings.filter((w) => w.includes('no row of the card statement says'))).toEqual([]);
  });

  it('退税费 (a fee for the refund) is no tax refund: with a 美团 charge of the same sign, both are charges', async () => {
    const { byNarration } = await lines(DINNER, '2026-11-18,2026-11-19,退税费 GLOBAL BLUE,3.00,EUR,24.08,CNY,8848', '2026-11-17,2026-11-18,自动还款,-500.00,CNY,-500.00,CNY,8848');
    expect(byNarration.get('美团外卖')![0]).toBe(`${CARD} -45.50 CNY`);
    expect(byNarration.get('退税费 GLOBAL BLUE')![0]).toBe(`${CARD} -24.08 CNY`);
  });
});
