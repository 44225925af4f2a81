// A shop's own Alipay export holds her own purchases too, and their descriptions may say 退款 or
// 退货 (`退款后重新下单 套餐`, a meal ordered again; `退货换购 洗衣液`, groceries): the row's 交易分类
// (餐饮美食, 日用百货) says what they were, and they are that spending, never her buyers' refunds
// (QA: both went to Income:Sales:Returns, aliased 退款,退货). Only a row the statement marks as a
// refund (交易分类 退款; or, with no category saying what was bought, a description starting with
// 退款/退货) with money out is a refund she gave. A refund she received as a buyer (不计收支) goes
// back against the spending (QA: it reached Income:Sales:Taobao, aliased 淘宝, as sales income).
import { describe, expect, it } from 'vitest';
import { importAll, type ImportStep } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const SHOP = `option "operating_currency" "CNY"
2024-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2024-01-01 open Income:Sales:Taobao CNY
  alias: "淘宝"
2024-01-01 open Income:Sales:Returns CNY
  alias: "退款,退货,买家退款"
2024-01-01 open Expenses:Food CNY
  alias: "吃饭,外卖"
2024-01-01 open Expenses:Shopping CNY
  alias: "购物,衣服"
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;
const ALIPAY = 'Assets:Alipay';
const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const step = (rows: readonly string[]): ImportStep => ({ content: Buffer.from([HEADER, ...rows].join('\n') + '\n'), account: ALIPAY });

const MEAL = '2025-11-09 12:30:00,餐饮美食,肯德基,kfc***@kfc.com,退款后重新下单 套餐,支出,45.00,余额,交易成功,2026110922001100000109,K109,';
const GROCERIES = '2025-11-10 18:00:00,日用百货,超市,cs***@qq.com,退货换购 洗衣液,支出,30.00,余额,交易成功,2026111022001100000110,C110,';
const REFUND_RECEIVED = '2025-11-07 11:00:00,退款,淘宝商家,tb***@qq.com,退款-袜子,不计收支,15.00,余额,退款成功,2026110722001100000107_1,T107_R1,';
const REFUND_GIVEN = '2025-11-06 20:30:00,退款,tt_88,tt***@qq.com,退款-手绘帆布包,支出,129.90,余额,退款成功,2026110522001100000105_9,S1003_R9,';
const REFUND_GIVEN_OTHER = '2025-11-12 09:00:00,其他,木子,mz***@qq.com,退款-贴纸套装,支出,19.90,余额,退款成功,2025110822001100000006_9,S1004_R9,';
const WORDS_INSIDE = '2025-11-13 09:00:00,其他,小王,xw***@qq.com,押金 退款后补差价,支出,20.00,余额,交易成功,2025111322001100000113,X113,';
const REFUND_GIVEN_UNCATEGORIZED = '2025-11-11 09:00:00,,Lily,li***@gmail.com,退货退款 定制插画,支出,50.00,余额,退款成功,2026111022001100000111_9,S1005_R9,';

async function booked(rows: readonly string[]): Promise<string[][]> {
  const { text, reports } = await importAll(SHOP, [step(rows)]);
  const check = beanCheck(text);
  if (check) expect(check.errors).toBe('');
  return reports[0]!.transactions.map((t) => t.postings.map((p) => `${p.account} ${p.units.number}`));
}

describe('refund words in an Alipay row that the statement does not mark as a refund', () => {
  it('leave a meal (餐饮美食) a meal', async () => {
    expect(await booked([MEAL])).toEqual([[`${ALIPAY} -45.00`, 'Expenses:Food 45.00']]);
  });

  it('leave groceries (日用百货) shopping', async () => {
    expect(await booked([GROCERIES])).toEqual([[`${ALIPAY} -30.00`, 'Expenses:Shopping 30.00']]);
  });

  it('say no refund given when they do not start a description of no category (其他)', async () => {
    expect(await booked([WORDS_INSIDE])).toEqual([[`${ALIPAY} -20.00`, 'Expenses:Uncategorized 20.00']]);
  });
});

// (recheck QA, session 48, C1: the courier's fee for a return and a refund's fee went to Income:Sales:Returns)
describe('the cost of a refund, described with 退货/退款 first, of no category (其他)', () => {
  it('is not a refund given', async () => {
    const shipping = '2025-11-14 10:00:00,其他,中通快递,zt***@zto.com,退货运费,支出,12.00,余额,交易成功,2025111422001100000114,Z114,';
    const fee = '2025-11-15 10:00:00,其他,支付宝,alipay,退款手续费,支出,5.00,余额,交易成功,2025111522001100000115,F115,';
    expect(await booked([shipping, fee])).toEqual([
      [`${ALIPAY} -12.00`, 'Expenses:Uncategorized 12.00'],
      [`${ALIPAY} -5.00`, 'Expenses:Uncategorized 5.00'],
    ]);
  });
});

describe('an Alipay refund the user received as a buyer (不计收支, 交易分类 退款)', () => {
  it('goes back against the spending, not to the sales account its seller is named like (淘宝)', async () => {
    expect(await booked([REFUND_RECEIVED])).toEqual([[`${ALIPAY} 15.00`, 'Expenses:Shopping -15.00']]);
  });
});

describe('an Alipay refund the user gave (支出)', () => {
  it('goes to the income account aliased for refunds when its 交易分类 is 退款', async () => {
    expect(await booked([REFUND_GIVEN])).toEqual([[`${ALIPAY} -129.90`, 'Income:Sales:Returns 129.90']]);
  });

  it('goes there too with no 交易分类, or 其他, when its description starts with a refund word', async () => {
    expect(await booked([REFUND_GIVEN_UNCATEGORIZED])).toEqual([[`${ALIPAY} -50.00`, 'Income:Sales:Returns 50.00']]);
    expect(await booked([REFUND_GIVEN_OTHER])).toEqual([[`${ALIPAY} -19.90`, 'Income:Sales:Returns 19.90']]);
  });
});
