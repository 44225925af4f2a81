// A card that paid 23.50 through Alipay (a taxi) and 23.50 at a shop within days: the bank lists
// both (全家便利店 and 支付宝-滴滴出行), Alipay only the taxi. The taxi's two rows are one payment
// and must find each other, not the shop's look-alike, whichever statement comes first.
import { describe, expect, it } from 'vitest';
import { balances, importAll, ledgerText, postingLines, type ImportStep } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = ledgerText();
const BANK = 'Assets:CMB:Debit';
const ALIPAY = 'Assets:Alipay';

const ALIPAY_HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const TAXI = '2024-01-31 12:01:00,交通出行,滴滴出行,/,快车订单,支出,23.50,招商银行储蓄卡(1234),交易成功,2024013122001400009999999999,D1,';
const ALIPAY_FILE: ImportStep = { content: Buffer.from(`${ALIPAY_HEADER}\n${TAXI}\n`), account: ALIPAY };

function bank(rows: readonly string[]): ImportStep {
  return { content: Buffer.from(['Date,Description,Amount', ...rows].join('\n') + '\n'), account: BANK };
}
/** the shop the day before the taxi: nearer to the Alipay row than nothing, farther than the bank's taxi row */
const SHOP_BEFORE = bank(['2024-01-30,全家便利店,-23.50', '2024-01-31,支付宝-滴滴出行,-23.50']);
/** the shop on the taxi's day, the bank's taxi row a day later (the bank books it the next day) */
const SHOP_SAME_DAY = bank(['2024-01-31,全家便利店,-23.50', '2024-02-01,支付宝-滴滴出行,-23.50']);

function expectClean(text: string) {
  const check = beanCheck(text);
  if (check) expect(check.errors).toBe('');
}

/** The end every order must reach: the card paid the shop and the taxi, Alipay holds nothing. */
function expectShopAndTaxi(text: string) {
  const after = balances(text);
  expect(after[`${ALIPAY} CNY`]).toBeUndefined();
  expect(after[`${BANK} CNY`]).toBe('-47.00');
  expect(after['Expenses:Transport:Taxi CNY']).toBe('23.50');
  expect(after['Expenses:Uncategorized CNY']).toBe('23.50');
}

describe('a card payment through Alipay next to a same-amount purchase on the card', () => {
  it('bank first: the Alipay row continues the bank’s 支付宝 transfer, not the purchase of the day before', async () => {
    const { text, reports } = await importAll(LEDGER, [SHOP_BEFORE, ALIPAY_FILE]);
    expect([reports[1]!.imported, reports[1]!.duplicates]).toEqual([1, 0]);
    expect(reports[1]!.transactions.map(postingLines)).toEqual([[`${ALIPAY} -23.50 CNY`, 'Expenses:Transport:Taxi 23.50 CNY']]);
    expectShopAndTaxi(text);
    expectClean(text);
  });

  it('Alipay first: the bank row naming 支付宝 is the taxi’s other half, and the same-day purchase is imported', async () => {
    const { text, reports } = await importAll(LEDGER, [ALIPAY_FILE, SHOP_SAME_DAY]);
    expect(reports[1]!.duplicate_rows.map((d) => d.payee ?? d.narration)).toEqual(['支付宝-滴滴出行']);
    expect(reports[1]!.transactions.map((t) => [t.date, ...postingLines(t)])).toEqual([['2024-01-31', `${BANK} -23.50 CNY`, 'Expenses:Uncategorized 23.50 CNY']]);
    expectShopAndTaxi(text);
    expectClean(text);
  });

  for (const [name, bankFile] of [['the day before', SHOP_BEFORE], ['the same day', SHOP_SAME_DAY]] as const) {
    it(`ends the same whichever file comes first, and re-imports nothing (purchase ${name})`, async () => {
      const bankFirst = await importAll(LEDGER, [bankFile, ALIPAY_FILE, bankFile, ALIPAY_FILE]);
      const alipayFirst = await importAll(LEDGER, [ALIPAY_FILE, bankFile, ALIPAY_FILE, bankFile]);
      expect(bankFirst.reports.slice(2).map((r) => r.imported)).toEqual([0, 0]);
      expect(alipayFirst.reports.slice(2).map((r) => r.imported)).toEqual([0, 0]);
      expectShopAndTaxi(bankFirst.text);
      expect(balances(alipayFirst.text)).toEqual(balances(bankFirst.text));
      expectClean(alipayFirst.text);
    });
  }
});
