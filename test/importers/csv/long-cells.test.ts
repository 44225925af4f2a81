// QA of session 27: a WeChat row with a 5 MB 商品 cell was written into the ledger as its
// narration (bean-check then took 16.5 s). A cell longer than the longest text the API takes is
// a damaged row: skipped with its reason, the other rows imported.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../../src/auth/starter-ledger.ts';
import { plan } from '../import-fixtures.ts';

const HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
const row = (id: string, goods: string) => `2025-03-01 12:00:00,商户消费,某某餐厅,${goods},支出,¥30.00,零钱,支付成功,${id},/,/`;

describe('a cell longer than 4096 characters', () => {
  it('skips its row with the reason and imports the others', async () => {
    const content = Buffer.from([HEADER, row('W1', '午饭'), row('W2', '饭'.repeat(5000)), row('W3', '晚饭'), ''].join('\n'));
    const p = await plan(STARTER_LEDGER, { content, account: 'Assets:WeChat' });
    expect(p.report.imported).toBe(2);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: 'unreadable row: cell 4 has 5000 characters, more than the 4096 a text may have' }]);
  });

  it('takes a cell of exactly 4096', async () => {
    const p = await plan(STARTER_LEDGER, { content: Buffer.from([HEADER, row('W1', '饭'.repeat(4096)), ''].join('\n')), account: 'Assets:WeChat' });
    expect(p.report.imported).toBe(1);
  });
});
