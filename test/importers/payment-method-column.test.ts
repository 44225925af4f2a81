// QA of session 47: the payment-method column of 京东's and 云闪付's exports (收/付款方式 `京东白条`,
// 付款卡/收款卡 `工商银行借记卡(3445)`) was not read without a mapping: every row was booked on the
// statement's own account. With a mapping naming it "method" the rows went to the accounts it
// names, and the same file uploaded once with the mapping and once without was booked twice.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:JD CNY
  alias: "京东钱包"
2020-01-01 open Liabilities:JD:Baitiao CNY
  alias: "白条"
2020-01-01 open Assets:Bank:CCB CNY
  alias: "建设银行"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工商银行"
2020-01-01 open Assets:UnionPay CNY
  alias: "云闪付"
2020-01-01 open Expenses:Shopping
2020-01-01 open Expenses:Food
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const jd = (idHeader = '交易订单号') => Buffer.from([
  `交易时间,商户名称,交易说明,金额,收/付款方式,交易状态,收/支,交易分类,${idHeader},商家订单号,备注`,
  '2026-10-03 12:30:15,京东商城平台商户,Apple AirPods Pro,1299.00,京东白条,交易成功,支出,数码电器,310001,JD3100001,',
  '2026-10-06 18:05:44,京东到家,超市订单,86.50,建设银行储蓄卡(5678),交易成功,支出,食品酒饮,310002,JD3100002,',
  '',
].join('\n'));
const JD_MAPPING = { 交易时间: 'date', 商户名称: 'payee', 交易说明: 'narration', 金额: 'amount', '收/付款方式': 'method', 交易状态: 'status', '收/支': 'direction', 交易分类: 'category', 交易订单号: 'id', 商家订单号: 'ignore', 备注: 'ignore' };
const funding = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => postingLines(t)[0]);

describe('a payment-method column found by its name', () => {
  it('books each row on the account its method names (京东)', async () => {
    const p = await plan(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: jd() });
    expect(funding(p)).toEqual(['Liabilities:JD:Baitiao -1299.00 CNY', 'Assets:Bank:CCB -86.50 CNY']);
  });

  it('books each row on the account its card names (云闪付)', async () => {
    const up = Buffer.from([
      '交易时间,交易类型,交易说明,交易金额,付款卡/收款卡,交易状态,订单号',
      '2026-10-03 12:30:05,消费,北京地铁-乘车码,-4.00,工商银行借记卡(3445),交易成功,UP001',
      '2026-10-11 17:45:00,收款,收款码收款-王五,+66.00,建设银行借记卡(5678),交易成功,UP003',
      '',
    ].join('\n'));
    const p = await plan(LEDGER, { account: 'Assets:UnionPay', today: '2026-11-27', content: up });
    expect(funding(p)).toEqual(['Assets:Bank:ICBC -4.00 CNY', 'Assets:Bank:CCB 66.00 CNY']);
  });

  it('imports nothing the second time when the file came once with a mapping and once without', async () => {
    const first = await plan(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: jd(), mapping: JD_MAPPING });
    expect(first.report.transactions).toHaveLength(2);
    const second = await plan(appended(LEDGER, first), { account: 'Assets:JD', today: '2026-11-27', content: jd() });
    expect(second.report.transactions).toEqual([]);
    expect(second.report.duplicates).toBe(2);
  });

  it('imports nothing the second time after a file whose 交易订单号 was not read', async () => {
    // (as imported before 2026-11-29: the column unread, the rows known by their content)
    const before = await plan(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: jd('不读的列') });
    expect(before.report.transactions).toHaveLength(2);
    const again = await plan(appended(LEDGER, before), { account: 'Assets:JD', today: '2026-11-27', content: jd() });
    expect(again.report.transactions).toEqual([]);
  });

  it('imports nothing the second time without a mapping', async () => {
    const { first, second } = await importTwice(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: jd() });
    expect(first.report.transactions).toHaveLength(2);
    expect(second.report.transactions).toEqual([]);
  });
});
