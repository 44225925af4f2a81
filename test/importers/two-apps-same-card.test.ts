// QA of session 27: a WeChat export then an Alipay export, each with a 20.00 payment by the same
// 招商银行 debit card two days apart (a coffee in WeChat, a bike ride in Alipay): the ride was
// dropped as a duplicate of the coffee, and Assets:Bank was off by 20. A card payment goes through
// one app only: rows of two apps are two movements, in either order; a bank statement's row of
// the same payment is still matched.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { balances, importAll, type ImportStep } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const wechat: ImportStep = {
  account: 'Assets:WeChat',
  content: Buffer.from([
    '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注',
    '2025-10-19 08:30:00,商户消费,瑞幸咖啡,生椰拿铁,支出,¥20.00,招商银行(1234),支付成功,42000000000000000020\t,/\t,/',
    '',
  ].join('\n')),
};
const alipay: ImportStep = {
  account: 'Assets:Alipay',
  content: Buffer.from([
    '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注',
    '2025-10-17 18:00:00,交通出行,哈啰出行,,哈啰单车骑行,支出,20.00,招商银行储蓄卡(1234),交易成功,2026101722001400000000000041,,',
    '',
  ].join('\n')),
};
const bank: ImportStep = {
  account: 'Assets:Bank',
  content: Buffer.from(['Date,Description,Amount', '2025-10-19,财付通-瑞幸咖啡,-20.00', ''].join('\n')),
};

describe('two apps paid by the same card', () => {
  for (const [name, steps] of [['WeChat first', [wechat, alipay]], ['Alipay first', [alipay, wechat]]] as const) {
    it(`books both payments (${name})`, async () => {
      const { text, reports } = await importAll(STARTER_LEDGER, steps);
      expect(reports.map((r) => r.imported)).toEqual([1, 1]);
      expect(reports.flatMap((r) => r.duplicate_rows)).toEqual([]);
      expect(balances(text)['Assets:Bank CNY']).toBe('-40.00');
      const check = beanCheck(text);
      if (check) expect(check.errors).toBe('');
    });
  }

  it('still matches the bank statement\'s row of one of them', async () => {
    const { reports } = await importAll(STARTER_LEDGER, [wechat, alipay, bank]);
    expect(reports.map((r) => r.imported)).toEqual([1, 1, 0]);
    expect(reports[2]!.duplicate_rows).toHaveLength(1);
  });
});
