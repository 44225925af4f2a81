// A refund whose purchase is found by its payee (no order number ties them: the purchase was typed
// by hand, or came from another statement) goes back to the account the purchase was booked on,
// Expenses:Uncategorized too (QA of session 37: such a refund went to Income:Refunds, and
// Uncategorized kept the whole purchase). A refund from a payee with no purchase is as before.
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
  Assets:Alipay  -88.00 CNY
  Expenses:Uncategorized  88.00 CNY

2026-10-21 * "好物铺" "好物订单"
  Assets:Alipay  -60.00 CNY
  Expenses:Shopping  60.00 CNY
`;

const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注,';
const REFUNDS = Buffer.from([
  HEADER,
  '2026-10-25 10:00:00,退款,某某小店,xd***@taobao.com,退款-小店订单,不计收支,88.00,余额,退款成功,2026102522001400000000000031_2026102510000088,,,',
  '2026-10-26 10:00:00,退款,好物铺,hw***@taobao.com,退款-好物订单,不计收支,60.00,余额,退款成功,2026102622001400000000000032_2026102610000060,,,',
  '2026-10-27 10:00:00,退款,另一家店,ly***@taobao.com,退款-另一家店订单,不计收支,30.00,余额,退款成功,2026102722001400000000000033_2026102710000030,,,',
].join('\n') + '\n');

describe('a refund whose purchase, booked to Expenses:Uncategorized, is found by its payee', async () => {
  const p = await plan(LEDGER, { content: REFUNDS, account: 'Assets:Alipay', today: '2026-11-28' });
  const byPayee = (payee: string) => p.report.transactions.find((t) => t.payee === payee)!;

  it('credits Expenses:Uncategorized, where the purchase went, still to be placed', () => {
    expect(postingLines(byPayee('某某小店'))).toEqual(['Assets:Alipay 88.00 CNY', 'Expenses:Uncategorized -88.00 CNY']);
    expect(byPayee('某某小店').flag).toBe('!');
  });
  it('credits a categorized purchase’s account, as before', () => {
    expect(postingLines(byPayee('好物铺'))).toEqual(['Assets:Alipay 60.00 CNY', 'Expenses:Shopping -60.00 CNY']);
  });
  it('goes to Income:Refunds, as before, when the payee has no purchase', () => {
    expect(postingLines(byPayee('另一家店'))).toEqual(['Assets:Alipay 30.00 CNY', 'Income:Refunds -30.00 CNY']);
  });
  it('passes bean-check when appended', () => {
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
});

describe('a refund of a purchase in the same upload booked to Expenses:Uncategorized', async () => {
  const BOTH = Buffer.from([
    HEADER,
    '2026-10-20 10:00:00,其他,某某小店,xd***@taobao.com,小店订单,支出,88.00,余额,交易成功,2026102022001400000000000041,,,',
    '2026-10-25 10:00:00,退款,某某小店,xd***@taobao.com,退款-小店订单,不计收支,88.00,余额,退款成功,2026102522001400000000000042_2026102510000088,,,',
  ].join('\n') + '\n');
  const base = LEDGER.split('\n\n')[0]!;
  const p = await plan(base, { content: BOTH, account: 'Assets:Alipay', today: '2026-11-28' });

  it('reverses the purchase on its account', () => {
    const [purchase, refund] = p.report.transactions;
    expect(postingLines(purchase!)).toEqual(['Assets:Alipay -88.00 CNY', 'Expenses:Uncategorized 88.00 CNY']);
    expect(postingLines(refund!)).toEqual(['Assets:Alipay 88.00 CNY', 'Expenses:Uncategorized -88.00 CNY']);
  });
});
