// QA of session 41: the user typed `滴滴 45.50 支付宝` (Assets:Alipay -45.50), and Alipay's export
// lists the ride paid by 招商银行储蓄卡(5678). Alipay alone: the row was booked from the card as a
// second ride. Bank first: its 支付宝-滴滴出行 moved the card's money into Alipay, and Alipay's row
// then spent it again beside the typed entry. The money finally leaves the card, Alipay only its
// channel: the typed entry is the ride (kept as written), and the import adds the card's money into
// Alipay, once, in either order.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { appended, balances, importAll, ledgerFrom, plan, type ImportStep } from './import-fixtures.ts';
import { planImport } from '../../src/importers/import-statement.ts';

const TODAY = '2026-11-27';
const LEDGER = `${STARTER_LEDGER}2026-01-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行,招商银行储蓄卡"
2026-10-08 * "滴滴" ""
  Expenses:Transport  45.50 CNY
  Assets:Alipay  -45.50 CNY
`;
const utf8 = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const alipay: ImportStep = {
  account: 'Assets:Alipay',
  today: TODAY,
  content: utf8(
    '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注',
    '2026-10-08 08:47:03,交通出行,滴滴出行,,快车,支出,45.50,招商银行储蓄卡(5678),交易成功,D608,,',
  ),
};
const bank: ImportStep = {
  account: 'Assets:Bank:CMB',
  today: TODAY,
  content: utf8('# 招商银行交易记录', '交易日期,交易时间,收入,支出,余额,交易类型,交易备注', '20261008,08:47:05,,"45.50","19,954.50",快捷支付,支付宝-滴滴出行'),
};
const oneRide = { 'Assets:Bank:CMB CNY': '-45.50', 'Expenses:Transport CNY': '45.50' };

describe('a payment typed on the app that the app says a bank card paid', () => {
  it('counts once with the app export alone: the card pays into the app, the typed entry left as written', async () => {
    const { text, reports } = await importAll(LEDGER, [alipay]);
    expect(balances(text)).toEqual(oneRide);
    expect(reports[0]!.transactions.map((t) => t.postings.map((p) => `${p.account} ${p.units.number}`))).toEqual([['Assets:Bank:CMB -45.50', 'Assets:Alipay 45.50']]);
    expect(reports[0]!.warnings.map((w) => w.message)).toContain(
      'the payment was typed by hand on Assets:Alipay (2026-10-08 "滴滴"), and this row says 招商银行储蓄卡(5678) paid through it: the money moves from Assets:Bank:CMB into Assets:Alipay, and the typed entry stays as written',
    );
    expect(text.startsWith(LEDGER)).toBe(true);
  });

  for (const [order, steps] of [['app first', [alipay, bank]], ['bank first', [bank, alipay]]] as const) {
    it(`counts once with both statements (${order})`, async () => {
      const { text, reports } = await importAll(LEDGER, steps);
      expect(balances(text)).toEqual(oneRide);
      expect(reports.map((r) => r.imported)).toEqual([1, 0]);
    });
  }
});

describe('a payment typed on the app that an earlier upload matched to another row', () => {
  it('is not taken again by a row of the same amount paid by card', async () => {
    const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
    const fromBalance = { ...alipay, content: utf8(HEADER, '2026-10-08 08:40:00,交通出行,滴滴出行,,快车,支出,45.50,余额,交易成功,D607,,') };
    const first = await plan(LEDGER, fromBalance);
    expect(first.matches).toHaveLength(1);
    const text = appended(LEDGER, first);
    const later = await planImport(ledgerFrom(text), { ...alipay, today: TODAY }, first.matches);
    expect(later.report.transactions.map((t) => t.postings.map((p) => `${p.account} ${p.units.number}`))).toEqual([['Assets:Bank:CMB -45.50', 'Expenses:Transport 45.50']]);
  });
});
