// QA re-check 2 of session 47, finding 10: a seller's Alipay row of money out with no category and
// the description `部分退款 鞋` (a part of the price given back to a buyer) went to
// Expenses:Uncategorized: only a description starting with 退款/退货 marked a refund given. 部分退款
// and 全额退款 do too; `押金 退款后补差价` (其他), the word inside, stays a purchase.
import { describe, expect, it } from 'vitest';
import { importAll } from './import-fixtures.ts';

const SHOP = `option "operating_currency" "CNY"
2024-01-01 open Assets:Alipay CNY
2024-01-01 open Income:Sales:Returns CNY
  alias: "退款,退货,买家退款"
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;
const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';

async function counterAccounts(rows: readonly string[]): Promise<string[]> {
  const { reports } = await importAll(SHOP, [{ content: Buffer.from([HEADER, ...rows].join('\n') + '\n'), account: 'Assets:Alipay' }]);
  return reports[0]!.transactions.map((t) => t.postings.filter((p) => p.account !== 'Assets:Alipay').map((p) => `${p.account} ${p.units.number}`).join(' '));
}

describe('a refund given said 部分退款 or 全额退款', () => {
  it('goes to the returns account with no category', async () => {
    expect(await counterAccounts([
      '2025-11-11 09:00:00,,买家Bob,bob***@qq.com,部分退款 鞋,支出,20.00,余额,退款成功,2026111022001100000121_9,S1021_R9,',
      '2025-11-12 09:00:00,其他,买家Amy,amy***@qq.com,全额退款-围巾,支出,59.00,余额,退款成功,2026111022001100000122_9,S1022_R9,',
    ])).toEqual(['Income:Sales:Returns 20.00', 'Income:Sales:Returns 59.00']);
  });

  it('leaves a description with the word inside a purchase', async () => {
    expect(await counterAccounts(['2025-11-13 09:00:00,其他,小王,xw***@qq.com,押金 退款后补差价,支出,20.00,余额,交易成功,2025111322001100000113,X113,'])).toEqual(['Expenses:Uncategorized 20.00']);
  });
});
