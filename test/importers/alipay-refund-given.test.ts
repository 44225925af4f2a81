// A shop's Alipay export: the refunds it pays its buyers are rows of 商品说明 `退款-...` marked 支出.
// They are money out (QA: booked as money in, against the sale's income, with a `*` flag: each
// refund counted as a second sale), to the income account aliased for refunds when there is one.
// A shopper's refund (不计收支 or 收入) is still money back.
import { describe, expect, it } from 'vitest';
import { balances, importAll, type ImportStep } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const SHOP = `option "operating_currency" "CNY"
2024-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2024-01-01 open Income:Sales:Taobao CNY
  alias: "淘宝"
2024-01-01 open Income:Sales:Returns CNY
  alias: "退款,退货,买家退款"
2024-01-01 open Income:Salary CNY
  alias: "工资"
2024-01-01 open Expenses:Clothing
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;
const ALIPAY = 'Assets:Alipay';
const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const step = (rows: readonly string[]): ImportStep => ({ content: Buffer.from([HEADER, ...rows].join('\n') + '\n'), account: ALIPAY });

const SALE = '2025-11-05 10:00:00,其他,tt_88,tt***@qq.com,淘宝 手绘帆布包,收入,129.90,余额,交易成功,2025110522001100000005,S1003,';
const REFUND_GIVEN = '2025-11-06 20:30:00,退款,tt_88,tt***@qq.com,退款-手绘帆布包,支出,129.90,余额,退款成功,2025110522001100000005_9,S1003_R9,';
const PARTIAL_GIVEN = '2025-11-12 16:45:00,退款,木子,mz***@qq.com,买家退款 贴纸套装,支出,19.90,余额,退款成功,2025110822001100000006_9,S1004_R9,';

describe('an Alipay refund the user paid out (支出)', () => {
  it('is money out of Alipay, to the income account aliased for refunds, and the month nets to nothing', async () => {
    const { text, reports } = await importAll(SHOP, [step([SALE, REFUND_GIVEN, PARTIAL_GIVEN])]);
    expect(reports[0]!.imported).toBe(3);
    const lines = reports[0]!.transactions.map((t) => t.postings.map((p) => `${p.account} ${p.units.number}`));
    expect(lines).toContainEqual([`${ALIPAY} -129.90`, 'Income:Sales:Returns 129.90']);
    expect(lines).toContainEqual([`${ALIPAY} -19.90`, 'Income:Sales:Returns 19.90']);
    expect(balances(text)[`${ALIPAY} CNY`]).toBe('-19.90');
    const check = beanCheck(text);
    if (check) expect(check.errors).toBe('');
  });

  it('goes to no income account when the words say no refund (a 工资 paid out is not the salary received)', async () => {
    const WAGE = '2025-11-07 09:00:00,其他,小王,xw***@qq.com,工资 十一月,支出,3000.00,余额,交易成功,2025110722001100000009,W1,';
    const { reports } = await importAll(SHOP, [step([WAGE])]);
    const [t] = reports[0]!.transactions;
    expect(t!.postings.map((p) => p.account)).not.toContain('Income:Salary');
    expect(t!.postings.find((p) => p.account === ALIPAY)!.units.number).toBe('-3000.00');
  });

  it("leaves a shopper's refund (不计收支) money back into Alipay", async () => {
    const BOUGHT = '2025-11-16 10:00:00,服饰装扮,李宁官方旗舰店,ln***@tmall.com,运动鞋,支出,459.00,余额,交易成功,2025111622001499999999999901,LN01,';
    const BACK = '2025-11-18 10:00:00,退款,李宁官方旗舰店,ln***@tmall.com,退款-运动鞋,不计收支,459.00,余额,退款成功,2025111622001499999999999901_77777,LN01_R,';
    const { text } = await importAll(SHOP, [step([BOUGHT, BACK])]);
    expect(balances(text)[`${ALIPAY} CNY`]).toBeUndefined();
  });
});
