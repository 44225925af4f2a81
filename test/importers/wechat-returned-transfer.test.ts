// QA of session 27: a WeChat transfer the other side sent back is two rows, `转账 支出 ¥150.00 对方已退还`
// and `转账-退款 收入 ¥150.00 已全额退款`. The first was skipped as "no money moved" and the second
// booked as money in: WeChat 150 too high. Both are booked now, netting to nothing.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { appended, balances, plan } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
const SENT = '2025-03-01 12:00:00,转账,张三,/,支出,¥150.00,零钱,对方已退还,1000050001202503010000000001\t,/\t,/';
const BACK = '2025-03-02 12:00:00,转账-退款,张三,/,收入,¥150.00,零钱,已全额退款,1000050001202503020000000002\t,/\t,/';

describe('a WeChat transfer sent back', () => {
  it('books the transfer and its return, leaving WeChat where it was', async () => {
    const p = await plan(STARTER_LEDGER, { content: Buffer.from([HEADER, SENT, BACK, ''].join('\n')), account: 'Assets:WeChat' });
    expect(p.report.skipped_rows).toEqual([]);
    expect(p.report.imported).toBe(2);
    const text = appended(STARTER_LEDGER, p);
    // (the starter ledger has no other transaction: every account is back at zero)
    expect(balances(text)).toEqual({});
    const check = beanCheck(text);
    if (check) expect(check.errors).toBe('');
  });
});
