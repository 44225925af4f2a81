// A payment method names a bank and a kind of card: `招商银行信用卡(1234)`. With the debit card
// aliased `招商银行` and the credit card only `招行信用卡, 信用卡` (no alias holds the whole
// name), the longest alias contained (招商银行) named the debit card. The card kind decides:
// 信用卡 is the Liabilities account the method names, 借记卡/储蓄卡 the Assets one.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2024-01-01 open Assets:Alipay CNY
  alias: "支付宝,支付宝余额"
2024-01-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行,招行卡,工资卡"
2024-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2024-01-01 open Expenses:Gifts
  alias: "红包,礼物"
2024-01-01 open Expenses:Food:Dining
`;

const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const row = (id: string, method: string, amount = '25.00') => `2025-03-01 12:00:00,餐饮美食,某某餐厅,,午饭,支出,${amount},${method},交易成功,${id},,`;

describe('the funding account of a method that names a bank and a card kind', async () => {
  const p = await plan(LEDGER, {
    account: 'Assets:Alipay',
    content: Buffer.from(
      [
        HEADER,
        row('C1', '招商银行信用卡(1234)'),
        row('C2', '招商银行信用卡(1234)&红包'),
        row('D1', '招商银行储蓄卡(5678)'),
        row('D2', '招商银行借记卡(5678)'),
        row('B1', '招行卡'),
        '2025-03-02 08:00:00,信用借还,招商银行,,信用卡还款,不计收支,1500.00,余额,还款成功,R1,,',
      ].join('\n'),
    ),
  });
  const funding = (id: string) => postingLines(p.report.transactions.find((t) => t.meta.import_id === `alipay:${id}`)!)[0];

  it('pays with the credit card when the method says 信用卡, though the bank name is a longer alias of the debit card', () => {
    expect(funding('C1')).toBe('Liabilities:CreditCard:CMB -25.00 CNY');
    expect(funding('C2')).toBe('Liabilities:CreditCard:CMB -25.00 CNY');
  });

  it('pays with the debit card when the method says 储蓄卡 or 借记卡, or names no kind', () => {
    expect(funding('D1')).toBe('Assets:Bank:CMB -25.00 CNY');
    expect(funding('D2')).toBe('Assets:Bank:CMB -25.00 CNY');
    expect(funding('B1')).toBe('Assets:Bank:CMB -25.00 CNY');
  });

  it('repays the credit card, not the debit card, when 招商银行 信用卡还款 moves money out of the balance', () => {
    expect(postingLines(p.report.transactions.find((t) => t.meta.import_id === 'alipay:R1')!)).toEqual([
      'Assets:Alipay -1500.00 CNY',
      'Liabilities:CreditCard:CMB 1500.00 CNY',
    ]);
  });
});
