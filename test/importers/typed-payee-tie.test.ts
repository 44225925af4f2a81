// QA of session 41: `午饭 麦当劳 32 微信` typed on 10-05, and WeChat lists 沙县小吃 32 on 10-04 and
// 麦当劳(徐汇店) 32 on 10-06, a day from it each: the earlier row took the typed entry, and the
// 麦当劳 row was imported as a second lunch. Of rows alike by amount and distance, the one naming
// the typed entry's payee is it.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { plan } from './import-fixtures.ts';

const LEDGER = `${STARTER_LEDGER}2026-10-05 * "麦当劳" "午饭"
  Expenses:Food  32 CNY
  Assets:WeChat  -32 CNY
`;
const HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
const mcd = '2026-10-06 12:40:00,商户消费,麦当劳(徐汇店),"午餐",支出,¥32.00,零钱,支付成功,W999,3001,/';
const shaxian = '2026-10-04 12:00:00,商户消费,沙县小吃,"午餐",支出,¥32.00,零钱,支付成功,W555,3002,/';
const wechat = (...rows: string[]) => ({ account: 'Assets:WeChat', today: '2026-11-27', content: Buffer.from([HEADER, ...rows, ''].join('\n')) });

describe('a typed entry that two rows of its amount could be', () => {
  for (const [order, rows] of [['the other row first', [mcd, shaxian]], ['the other row last', [shaxian, mcd]]] as const) {
    it(`is the row that names its payee (${order})`, async () => {
      const p = await plan(LEDGER, wechat(...rows));
      expect(p.report.duplicate_rows.map((d) => d.payee)).toEqual(['麦当劳(徐汇店)']);
      expect(p.report.transactions.map((t) => t.payee)).toEqual(['沙县小吃']);
    });
  }

  it('is still the nearer row when neither names its payee', async () => {
    const near = '2026-10-05 12:00:00,商户消费,兰州拉面,"午餐",支出,¥32.00,零钱,支付成功,W556,3003,/';
    const p = await plan(LEDGER, wechat(shaxian, near));
    expect(p.report.duplicate_rows.map((d) => d.payee)).toEqual(['兰州拉面']);
  });
});
