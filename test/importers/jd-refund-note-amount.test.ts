// QA of session 47: 京东's export writes a refunded order's amount with a note, `29.90(已全额退款)`,
// and the refund as a row of its own. The order was skipped as "not an amount" while its refund
// was imported: 29.90 of money in, and Expenses:Shopping 29.90 lower, for an order that netted zero.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';
import { parseMoney } from '../../src/importers/csv/cells.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:JD CNY
  alias: "京东钱包"
2020-01-01 open Liabilities:JD:Baitiao CNY
  alias: "白条"
2020-01-01 open Expenses:Shopping
  alias: "数码电器"
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const JD = [
  '交易时间,商户名称,交易说明,金额,收/付款方式,交易状态,收/支,交易分类,交易订单号',
  '2026-10-20 20:20:20,京东商城平台商户,手机壳,29.90(已全额退款),京东白条,交易成功,支出,数码电器,310006',
  '2026-10-21 11:11:11,京东商城平台商户,退款-手机壳,29.90,京东白条,退款成功,收入,数码电器,310007',
  '',
].join('\n');
const MAPPING = { 交易时间: 'date', 商户名称: 'payee', 交易说明: 'narration', 金额: 'amount', '收/付款方式': 'method', 交易状态: 'status', '收/支': 'direction', 交易分类: 'category', 交易订单号: 'id' };

describe('an amount with a note of its refund', () => {
  it('is the figure before the note', () => {
    expect(parseMoney('29.90(已全额退款)')?.number.toString()).toBe('29.90');
    expect(parseMoney('29.90（已退款10.00）')?.number.toString()).toBe('29.90');
    expect(() => parseMoney('29.90(待付款)')).toThrow(/not an amount/);
  });

  it('books the order and its refund, which net to zero', async () => {
    const p = await plan(LEDGER, { account: 'Assets:JD', today: '2026-11-27', content: Buffer.from(JD), mapping: MAPPING });
    expect(p.report.skipped_rows).toEqual([]);
    expect(p.report.transactions.map((t) => postingLines(t).join(' | '))).toEqual([
      'Liabilities:JD:Baitiao -29.90 CNY | Expenses:Shopping 29.90 CNY',
      'Liabilities:JD:Baitiao 29.90 CNY | Expenses:Shopping -29.90 CNY',
    ]);
  });
});
