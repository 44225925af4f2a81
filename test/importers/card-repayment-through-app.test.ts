// QA of session 41: a credit card repaid through Alipay or WeChat, the bank statement imported
// first. The bank's `支付宝-信用卡还款` went to the starter's Liabilities:CreditCard, warned as "the
// ledger's only credit-card account" though Liabilities:CreditCard:CMB (aliased 招商银行信用卡) was
// open below it: 支付宝 counted as a bank the row named, and the CMB card as one of another bank.
// The app's row, paid to 招商银行 from the debit card, then booked the repayment a second time.
// Now the bank's row goes to the card below the parent, and the app's row finds it.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { balances, importAll, plan, type ImportStep } from './import-fixtures.ts';

const CARDS = `2026-01-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行,招商银行储蓄卡"
2026-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招商银行信用卡,招行信用卡"
`;
const LEDGER = STARTER_LEDGER + CARDS;
const utf8 = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const BANK_HEAD = ['# 招商银行交易记录', '交易日期,交易时间,收入,支出,余额,交易类型,交易备注'];

const TODAY = '2026-11-27';
const bank = (words: string, amount: string): ImportStep => ({
  account: 'Assets:Bank:CMB',
  today: TODAY,
  content: utf8(...BANK_HEAD, `20261018,09:30:01,,"${amount}","17,954.50",快捷支付,${words}`),
});
const alipay: ImportStep = {
  account: 'Assets:Alipay',
  today: TODAY,
  content: utf8(
    '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注',
    '2026-10-18 09:30:00,信用借还,招商银行,,信用卡还款,不计收支,2000.00,招商银行储蓄卡(5678),还款成功,R618,,',
  ),
};
const wechat: ImportStep = {
  account: 'Assets:WeChat',
  today: TODAY,
  content: utf8(
    '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注',
    '2026-10-18 09:30:00,信用卡还款,招商银行,信用卡还款,/,¥2000.00,招商银行(5678),支付成功,W618,/,/',
  ),
};
const moved = { 'Assets:Bank:CMB CNY': '-2000.00', 'Liabilities:CreditCard:CMB CNY': '2000.00' };

describe('a credit card repaid through a payment app, on the bank statement and the app export', () => {
  for (const [app, row, appStep] of [['Alipay', '支付宝-信用卡还款', alipay], ['WeChat', '财付通-信用卡还款', wechat]] as const)
  for (const [order, first] of [['bank first', true], ['app first', false]] as const) {
    it(`is one transfer into the card below Liabilities:CreditCard (${app}, ${order})`, async () => {
      const steps = first ? [bank(row, '2,000.00'), appStep] : [appStep, bank(row, '2,000.00')];
      const { text, reports } = await importAll(LEDGER, steps);
      expect(balances(text)).toEqual(moved);
      expect(reports.map((r) => r.imported)).toEqual([1, 0]);
    });
  }

  it("goes to the card and says why, never that the parent is the ledger's only card", async () => {
    const p = await plan(LEDGER, { ...bank('支付宝-信用卡还款', '2,000.00') });
    expect(p.report.transactions.map((t) => t.postings.map((x) => x.account))).toEqual([['Assets:Bank:CMB', 'Liabilities:CreditCard:CMB']]);
    const messages = p.report.warnings.map((w) => w.message);
    expect(messages).toEqual([
      "a credit card's repayment: no alias names that credit card; Liabilities:CreditCard:CMB is the credit-card account that fits (Liabilities:CreditCard only holds the accounts below it)",
    ]);
  });

  it('is warned, not guessed, when two cards below the parent could be meant', async () => {
    const two = `${LEDGER}2026-01-01 open Liabilities:CreditCard:ICBC CNY\n`;
    const p = await plan(two, { ...bank('支付宝-信用卡还款', '2,000.00') });
    expect(p.report.transactions[0]!.postings.map((x) => x.account)).toEqual(['Assets:Bank:CMB', 'Expenses:Uncategorized']);
    expect(p.report.warnings[0]!.message).toMatch(/^a credit card's repayment, but which card cannot be told: Liabilities:CreditCard:CMB and Liabilities:CreditCard:ICBC both fit/);
  });
});
