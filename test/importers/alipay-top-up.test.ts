// Alipay's top-up (充值-普通充值, 不计收支, paid by a bank card) moves money from the card into the
// Alipay balance, the statement's own account, as WeChat's 零钱充值 does. 交易对方 says nothing
// about it (the user's own name, 支付宝 or /), so the row is known by its 商品说明. A phone bill's
// 话费充值 is a purchase (支出), not a move.
import { describe, expect, it } from 'vitest';
import { importTwice, ledgerText, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
function alipay(rows: readonly string[]): Buffer {
  return Buffer.from([HEADER, ...rows].join('\n') + '\n');
}
const lines = (p: { report: { transactions: Parameters<typeof postingLines>[0][] } }) => p.report.transactions.map(postingLines);

describe('an Alipay top-up from a bank card', () => {
  it.each(['张三', '/'])('books the card -500 and Assets:Alipay +500 when 交易对方 is %j', async (counterparty) => {
    const topUp = `2025-03-24 10:00:00,转账红包,${counterparty},/,充值-普通充值,不计收支,500.00,招商银行储蓄卡(5678),充值成功,20250324311000000000007,,`;
    const { first, second, after } = await importTwice(ledgerText(), { content: alipay([topUp]), account: 'Assets:Alipay' });
    expect(first.report.skipped_rows).toEqual([]);
    expect(lines(first)).toEqual([['Assets:CMB:Debit -500.00 CNY', 'Assets:Alipay 500.00 CNY']]);
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 1]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });

  it('books a phone bill top-up (话费充值, 支出) as a purchase, not a move into Alipay', async () => {
    const phoneBill = '2025-03-25 10:00:00,充值缴费,中国移动,/,话费充值-139****0000,支出,50.00,招商银行储蓄卡(5678),交易成功,2025032522001400000000000001,,';
    const { first } = await importTwice(ledgerText(), { content: alipay([phoneBill]), account: 'Assets:Alipay' });
    expect(lines(first)).toEqual([['Assets:CMB:Debit -50.00 CNY', 'Expenses:Uncategorized 50.00 CNY']]);
  });
});
