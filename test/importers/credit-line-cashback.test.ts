// Cashback on 花呗 (Alipay's `花呗返现`, 收入, no payment method) is money back, never money borrowed:
// it goes to the income account aliased 返现, as README says of 返现. QA of session 49: it was
// booked as 12 of new 花呗 debt (Assets:Alipay +12, Liabilities:Alipay:Huabei -12).
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import { CONSUMER_CREDIT_LEDGER } from './consumer-credit-ledger.ts';

const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const alipay = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\n'));

describe("Alipay's 花呗返现", () => {
  it('is income from cashback, and adds nothing to the 花呗 debt', async () => {
    const p = await plan(CONSUMER_CREDIT_LEDGER, {
      account: 'Assets:Alipay',
      preset: 'alipay',
      content: alipay('2025-11-14 08:00:00,其他,花呗,/,花呗返现,收入,12.00,,交易成功,2025111422001400007,,'),
      today: '2025-11-28',
    });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Alipay 12.00 CNY', 'Income:Cashback -12.00 CNY']]);
    const check = beanCheck(appended(CONSUMER_CREDIT_LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('leaves a 花呗 move that is no cashback (花呗 money in from the credit line) on 花呗', async () => {
    const p = await plan(CONSUMER_CREDIT_LEDGER, {
      account: 'Assets:Alipay',
      preset: 'alipay',
      content: alipay('2025-11-15 08:00:00,其他,花呗,/,花呗,收入,50.00,,交易成功,2025111522001400008,,'),
      today: '2025-11-28',
    });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Alipay 50.00 CNY', 'Liabilities:Alipay:Huabei -50.00 CNY']]);
  });
});
