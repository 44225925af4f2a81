// QA of session 47: a 京东 or 美团 export's 不计收支 row (白条主动还款 paid from a CCB card; 美团余额充值
// from a bank card into the 美团 wallet) was skipped as saying neither way. Once the payment-method
// column put the other rows on their own accounts, 白条 stayed owing what it had been repaid and the
// card kept that money: such a row is a move from the method's account to the one its words name.
import { describe, expect, it } from 'vitest';
import { importTwice, plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:JD CNY
  alias: "京东钱包"
2020-01-01 open Liabilities:JD:Baitiao CNY
  alias: "白条"
2020-01-01 open Assets:Meituan CNY
  alias: "美团钱包"
2020-01-01 open Assets:Bank:CCB CNY
  alias: "建设银行"
2020-01-01 open Expenses:Shopping
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const JD_HEADER = '交易时间,商户名称,交易说明,金额,收/付款方式,交易状态,收/支,交易分类,交易订单号,商家订单号,备注';
const jd = (...rows: string[]) => Buffer.from([JD_HEADER, '2026-10-03 12:30:15,京东商城平台商户,Apple AirPods Pro,1299.00,京东白条,交易成功,支出,数码电器,310001,JD3100001,', ...rows, ''].join('\n'));
const REPAID = '2026-10-15 10:00:00,京东白条,白条主动还款,1299.00,建设银行储蓄卡(5678),交易成功,不计收支,还款,310005,,';

const meituan = (method: string) => Buffer.from([
  '交易成功时间,交易创建时间,交易类型,订单标题,收/支,支付方式,订单金额,实付金额,交易单号,商家单号,备注',
  '2026-10-02 12:01:22,2026-10-02 12:00:59,支付,美团外卖-老北京炸酱面,支出,美团余额,¥32.00,¥28.00,MT20261002001,WM001,',
  `2026-10-09 19:00:00,2026-10-09 18:59:40,充值,美团余额充值,不计收支,${method},¥200.00,¥200.00,MT20261009001,,`,
  '',
].join('\n'));

// (美团's columns are not known by name: the QA's mapping)
const MEITUAN_MAPPING = { 交易成功时间: 'date', 交易创建时间: 'ignore', 交易类型: 'category', 订单标题: 'narration', '收/支': 'direction', 支付方式: 'method', 订单金额: 'ignore', 实付金额: 'amount', 交易单号: 'id', 商家单号: 'ignore', 备注: 'narration' };

const moves = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.filter((t) => t.date !== '2026-10-03' && t.date !== '2026-10-02').map((t) => postingLines(t));

describe('a 不计收支 row of a 京东 or 美团 export', () => {
  it('is a move from the card it was paid by to the 白条 its words name', async () => {
    const p = await plan(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: jd(REPAID) });
    expect(moves(p)).toEqual([['Assets:Bank:CCB -1299.00 CNY', 'Liabilities:JD:Baitiao 1299.00 CNY']]);
    expect(p.report.skipped_rows).toEqual([]);
    expect(p.report.warnings).toEqual([]);
  });

  it('is a move from the card into the statement\'s own account when its words say 余额 (a top-up)', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Meituan', today: '2026-11-27', content: meituan('建设银行储蓄卡(5678)'), mapping: MEITUAN_MAPPING });
    expect(moves(p)).toEqual([['Assets:Bank:CCB -200.00 CNY', 'Assets:Meituan 200.00 CNY']]);
    expect(p.report.skipped_rows).toEqual([]);
  });

  it('is imported once when the file comes twice', async () => {
    const { second } = await importTwice(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: jd(REPAID) });
    expect(second.report.transactions).toEqual([]);
    expect(second.report.duplicates).toBe(2);
  });

  it('is still skipped with its reason when its method names no account by alias', async () => {
    const row = '2026-10-15 10:00:00,京东白条,白条主动还款,1299.00,某某银行卡(5678),交易成功,不计收支,还款,310005,,';
    const p = await plan(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: jd(row) });
    expect(moves(p)).toEqual([]);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('不计收支') }]);
  });

  it('is still skipped when its words name no other own account', async () => {
    const row = '2026-10-15 10:00:00,京东金融,小金库转入,500.00,建设银行储蓄卡(5678),交易成功,不计收支,理财,310008,,';
    const p = await plan(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: jd(row) });
    expect(moves(p)).toEqual([]);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('不计收支') }]);
  });

  it('is still skipped when its method and its words name the same account', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Meituan', today: '2026-11-27', content: meituan('美团余额'), mapping: MEITUAN_MAPPING });
    expect(moves(p)).toEqual([]);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('不计收支') }]);
  });
});
