// A refund matched to its purchase reverses the purchase on the purchase's own account, also when
// that account is Expenses:Uncategorized (QA of session 37: the purchase had been booked to
// Uncategorized, and its refund, imported later, went to Income:Refunds: Uncategorized kept the
// whole purchase and the refund showed as income). A refund with no purchase found is as before.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝,余额"
2020-01-01 open Expenses:Shopping
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Refunds

2026-10-20 ! "某某小店" "小店订单"
  import_id: "alipay:2026102022001400000000000021"
  Assets:Alipay  -88.00 CNY
  Expenses:Uncategorized  88.00 CNY

2026-10-21 ! "某某小店" "小店订单"
  import_id: "alipay:2026102122001400000000000022"
  Assets:Alipay  -60.00 CNY
  Expenses:Shopping  60.00 CNY
`;

const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注,';
const REFUNDS = Buffer.from([
  HEADER,
  '2026-10-25 10:00:00,退款,某某小店,xd***@taobao.com,退款-小店订单,不计收支,88.00,余额,退款成功,2026102022001400000000000021_2026102510000088,,,',
  '2026-10-26 10:00:00,退款,某某小店,xd***@taobao.com,退款-小店订单,不计收支,60.00,余额,退款成功,2026102122001400000000000022_2026102610000060,,,',
  '2026-10-27 10:00:00,退款,另一家店,ly***@taobao.com,退款-另一家店订单,不计收支,30.00,余额,退款成功,2026100122001400000000000099_2026102710000030,,,',
].join('\n') + '\n');

describe('a refund of a purchase booked to Expenses:Uncategorized', async () => {
  const p = await plan(LEDGER, { content: REFUNDS, account: 'Assets:Alipay', today: '2026-11-28' });
  const byId = (id: string) => p.report.transactions.find((t) => t.meta.import_id === `alipay:${id}`)!;

  it('credits Expenses:Uncategorized, where the purchase went, as a categorized purchase’s refund credits its account', () => {
    expect(postingLines(byId('2026102022001400000000000021_2026102510000088'))).toEqual(['Assets:Alipay 88.00 CNY', 'Expenses:Uncategorized -88.00 CNY']);
    expect(postingLines(byId('2026102122001400000000000022_2026102610000060'))).toEqual(['Assets:Alipay 60.00 CNY', 'Expenses:Shopping -60.00 CNY']);
  });
  it('is flagged, as its purchase is: both are still to be placed', () => {
    expect(byId('2026102022001400000000000021_2026102510000088').flag).toBe('!');
    expect(byId('2026102122001400000000000022_2026102610000060').flag).toBe('*');
  });
  it('goes to Income:Refunds, as before, when no purchase of it is found', () => {
    expect(postingLines(byId('2026100122001400000000000099_2026102710000030'))).toEqual(['Assets:Alipay 30.00 CNY', 'Income:Refunds -30.00 CNY']);
  });
  it('passes bean-check when appended', () => {
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
});
