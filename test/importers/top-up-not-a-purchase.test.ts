// A payment app's top-up from a bank card (WeChat 零钱充值, Alipay 充值-普通充值) moves money into the
// app's own account. A transaction that never touches that account (a purchase typed by hand,
// paid from the same card the day after, of the same amount) is not the top-up: the top-up was
// dropped as its duplicate and the wallet never received the money (QA of session 37).
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:WeChat CNY
  alias: "微信,零钱"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行储蓄卡,招商银行"
2020-01-01 open Expenses:Shopping
`;

const PURCHASE = `
2026-10-04 * "京东" "显示器"
  Expenses:Shopping  500.00 CNY
  Assets:Bank:CMB
`;

const WECHAT = `微信支付账单明细,,,,,,,,,,
----------------------微信支付账单明细列表--------------------,,,,,,,,,,
交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注
2026-10-03 10:00:00,零钱充值,招商银行(5678),"/",/,¥500.00,招商银行(5678),充值完成,1100000001202610030000000003\t,/\t,"/"
`;

const ALIPAY = `交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注
2026-10-03 10:00:00,转账红包,张伟,/,充值-普通充值,不计收支,500.00,招商银行储蓄卡(5678),充值成功,20261003311000000000007,,
`;

type Txn = { postings: { account: string; units: { number: string; currency: string } }[] };

describe('a top-up is no duplicate of a purchase paid from the same card', () => {
  it.each([
    ['WeChat', WECHAT, 'Assets:WeChat'],
    ['Alipay', ALIPAY, 'Assets:Alipay'],
  ])('%s: the top-up is booked into the wallet though a 500.00 purchase from the card is a day later', async (_app, file, wallet) => {
    const text = LEDGER + PURCHASE;
    const first = await plan(text, { content: Buffer.from(file), today: '2026-11-01' });
    expect(first.report.duplicate_rows).toEqual([]);
    expect((first.report.transactions as Txn[]).map(postingLines)).toEqual([['Assets:Bank:CMB -500.00 CNY', `${wallet} 500.00 CNY`]]);
    // and once imported, it is its own duplicate, not a second top-up
    const again = await plan(appended(text, first), { content: Buffer.from(file), today: '2026-11-01' });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 1]);
  });

  it("is still the duplicate of the bank's row of the top-up, booked into the wallet", async () => {
    const bankRow = `
2026-10-03 * "财付通支付科技有限公司" "财付通-微信零钱充值"
  import_id: "bank:0123456789abcdef0123"
  Assets:Bank:CMB  -500.00 CNY
  Assets:WeChat  500.00 CNY
`;
    const first = await plan(LEDGER + PURCHASE + bankRow, { content: Buffer.from(WECHAT), today: '2026-11-01' });
    expect([first.report.imported, first.report.duplicates]).toEqual([0, 1]);
    expect(first.report.duplicate_rows[0]!.existing?.narration).toBe('财付通-微信零钱充值');
  });

  it("completes the bank's row of the top-up booked as spending (its words named no account): the card is charged once", async () => {
    const bankRow = `
2020-01-01 open Expenses:Uncategorized
2026-10-03 ! "财付通支付科技有限公司" "快捷支付"
  import_id: "bank:0123456789abcdef0123"
  Assets:Bank:CMB  -500.00 CNY
  Expenses:Uncategorized  500.00 CNY
`;
    const text = LEDGER + PURCHASE + bankRow;
    const first = await plan(text, { content: Buffer.from(WECHAT), today: '2026-11-01' });
    expect(first.report.duplicate_rows).toEqual([]);
    expect(first.report.transactions.map((t) => [t.flag, ...postingLines(t as Txn)])).toEqual([['!', 'Expenses:Uncategorized -500.00 CNY', 'Assets:WeChat 500.00 CNY']]);
    expect(first.report.warnings.map((w) => w.message).join('\n')).toMatch(/booked to Expenses:Uncategorized as its other end was not known/);
    const again = await plan(appended(text, first), { content: Buffer.from(WECHAT), today: '2026-11-01' });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 1]);
  });
});
