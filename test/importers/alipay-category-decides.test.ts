// Alipay's own 交易分类 says what the money was for (QA of session 37: a 美团单车 ride, 交通出行, was
// booked to Expenses:Food because the keyword table read 美团 in the payee's name first). The
// category's account decides over a guess from the name; a payee record, an account whose alias
// the row names and the name's more specific account of the same kind still decide.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝,余额"
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Food:Coffee
2020-01-01 open Expenses:Transport
2020-01-01 open Expenses:Shopping
2020-01-01 open Expenses:Uncategorized
`;

const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注,';
const alipay = (rows: readonly string[]) => Buffer.from([HEADER, ...rows].join('\n') + '\n');
const ROWS = [
  '2026-10-27 18:00:00,交通出行,美团单车,meituan***@meituan.com,美团单车骑行,支出,1.50,余额,交易成功,A1,MT1,,',
  '2026-10-28 09:00:00,日用百货,网易严选,yanxuan***@163.com,网易严选订单,支出,88.00,余额,交易成功,A2,YX2,,',
  '2026-10-02 09:30:12,餐饮美食,瑞幸咖啡,luckin***@luckincoffee.com,瑞幸咖啡订单,支出,15.00,余额,交易成功,A3,LK3,,',
  '2026-10-03 20:11:05,日用百货,天猫超市,tmall***@tmall.com,天猫超市订单,支出,299.00,余额,交易成功,A4,TM4,,',
  '2026-10-15 19:30:00,其他,海底捞,haidilao***@haidilao.com,火锅套餐,支出,456.00,余额,交易成功,A5,HDL5,,',
];

async function booked(ledger: string): Promise<(id: string) => string[]> {
  const p = await plan(ledger, { content: alipay(ROWS), account: 'Assets:Alipay', today: '2026-11-28' });
  return (id) => postingLines(p.report.transactions.find((t) => t.meta.import_id === `alipay:${id}`)!);
}

describe("an Alipay row's 交易分类", async () => {
  const byId = await booked(LEDGER);

  it('decides over a guess from the name: a 美团单车 ride of 交通出行 is transport, not food', () => {
    expect(byId('A1')).toEqual(['Assets:Alipay -1.50 CNY', 'Expenses:Transport 1.50 CNY']);
  });
  it('places a row whose name says nothing known (网易严选 of 日用百货), and one whose name says something else (天猫超市)', () => {
    expect(byId('A2')).toEqual(['Assets:Alipay -88.00 CNY', 'Expenses:Shopping 88.00 CNY']);
    expect(byId('A4')).toEqual(['Assets:Alipay -299.00 CNY', 'Expenses:Shopping 299.00 CNY']);
  });
  it("leaves the name's more specific account of the same kind: 瑞幸咖啡 of 餐饮美食 is coffee", () => {
    expect(byId('A3')).toEqual(['Assets:Alipay -15.00 CNY', 'Expenses:Food:Coffee 15.00 CNY']);
  });
  it('says nothing when it is a category the table does not know (其他): the name decides', () => {
    expect(byId('A5')).toEqual(['Assets:Alipay -456.00 CNY', 'Expenses:Food 456.00 CNY']);
  });
});

describe("an Alipay row's 交易分类 does not override the user's own records", () => {
  it('a payee record', async () => {
    const byId = await booked(`${LEDGER}2020-01-01 custom "payee" "美团单车"\n  account: "Expenses:Food"\n`);
    expect(byId('A1')).toEqual(['Assets:Alipay -1.50 CNY', 'Expenses:Food 1.50 CNY']);
  });
  it("an account whose alias the row's name says", async () => {
    const byId = await booked(LEDGER.replace('open Expenses:Food\n', 'open Expenses:Food\n  alias: "美团"\n'));
    expect(byId('A1')).toEqual(['Assets:Alipay -1.50 CNY', 'Expenses:Food 1.50 CNY']);
  });
});

// QA: with Expenses:Transport:Taxi open, a bike ride of 交通出行 (美团单车, 哈啰出行's 单车, 青桔单车)
// was booked as a taxi: the taxi rule read 出行 in the category (and in 哈啰出行). A ride share is
// a taxi; a bike, a bus or the metro is transport.
describe("an Alipay ride of 交通出行, with a taxi account beside the transport one", () => {
  const TAXI_LEDGER = `${LEDGER}2020-01-01 open Expenses:Transport:Taxi\n`;
  const RIDES = [
    '2026-10-27 08:00:00,交通出行,美团单车,meituan***@meituan.com,美团单车骑行,支出,1.50,余额,交易成功,B1,,,',
    '2026-10-27 09:00:00,交通出行,哈啰出行,hello***@hellobike.com,哈啰单车骑行,支出,1.50,余额,交易成功,B2,,,',
    '2026-10-27 10:00:00,交通出行,青桔单车,qingju***@didiglobal.com,青桔单车骑行卡,支出,2.00,余额,交易成功,B3,,,',
    '2026-10-27 11:00:00,交通出行,上海公交,,乘车码,支出,2.00,余额,交易成功,B4,,,',
    '2026-10-27 12:00:00,交通出行,滴滴出行,didi***@didiglobal.com,快车订单,支出,23.50,余额,交易成功,B5,,,',
    '2026-10-27 13:00:00,交通出行,高德打车,amap***@alibaba-inc.com,高德打车订单,支出,31.00,余额,交易成功,B6,,,',
    '2026-10-27 14:00:00,交通出行,曹操出行,caocao***@geely.com,曹操专车订单,支出,45.00,余额,交易成功,B7,,,',
  ];
  const counter = async (ledger: string) => {
    const p = await plan(ledger, { content: alipay(RIDES), account: 'Assets:Alipay', today: '2026-11-28' });
    return (id: string) => postingLines(p.report.transactions.find((t) => t.meta.import_id === `alipay:${id}`)!)[1];
  };

  it('books a bike or bus ride to transport, a ride share to the taxi account', async () => {
    const of = await counter(TAXI_LEDGER);
    expect(['B1', 'B2', 'B3', 'B4'].map(of)).toEqual(['Expenses:Transport 1.50 CNY', 'Expenses:Transport 1.50 CNY', 'Expenses:Transport 2.00 CNY', 'Expenses:Transport 2.00 CNY']);
    expect(['B5', 'B6', 'B7'].map(of)).toEqual(['Expenses:Transport:Taxi 23.50 CNY', 'Expenses:Transport:Taxi 31.00 CNY', 'Expenses:Transport:Taxi 45.00 CNY']);
  });
  it("books a bike ride to the ledger's transport account of another name (交通), never the taxi", async () => {
    const of = await counter(TAXI_LEDGER.replace('open Expenses:Transport\n', 'open Expenses:交通\n').replace('Expenses:Transport:Taxi', 'Expenses:交通:Taxi'));
    expect(['B1', 'B3'].map(of)).toEqual(['Expenses:交通 1.50 CNY', 'Expenses:交通 2.00 CNY']);
    expect(of('B5')).toBe('Expenses:交通:Taxi 23.50 CNY');
  });
});

// QA: Alipay's 充值缴费 (a phone top-up, the power, water or gas bill, broadband) was no category
// the table knew: a row whose name says no more (浙江移动 充值, 国网浙江省电力有限公司 交费) went to
// Expenses:Uncategorized. It names bills of more than one kind, so a name that says which (话费,
// 电费) still decides.
describe("an Alipay row of 充值缴费", () => {
  const BILLS = [
    '2026-10-05 10:00:00,充值缴费,浙江移动,,手机号充值50元,支出,50.00,余额,交易成功,C1,,,',
    '2026-10-06 10:00:00,充值缴费,国网浙江省电力有限公司,,户号3300123456交费,支出,120.00,余额,交易成功,C2,,,',
    '2026-10-07 10:00:00,充值缴费,中国移动,,话费充值-139****0000,支出,30.00,余额,交易成功,C3,,,',
    '2026-10-08 10:00:00,充值缴费,杭州市水务集团,,水费,支出,40.00,余额,交易成功,C4,,,',
  ];
  const counter = async (ledger: string) => {
    const p = await plan(ledger, { content: alipay(BILLS), account: 'Assets:Alipay', today: '2026-11-28' });
    return (id: string) => postingLines(p.report.transactions.find((t) => t.meta.import_id === `alipay:${id}`)!)[1];
  };

  it("goes to the ledger's utilities account when the name says nothing more, and to its phone account when the name says a phone bill", async () => {
    const of = await counter(`${LEDGER}2020-01-01 open Expenses:Utilities\n2020-01-01 open Expenses:Phone\n`);
    expect(['C1', 'C2', 'C3', 'C4'].map(of)).toEqual(['Expenses:Utilities 50.00 CNY', 'Expenses:Utilities 120.00 CNY', 'Expenses:Phone 30.00 CNY', 'Expenses:Utilities 40.00 CNY']);
  });
  it('takes an account of bills by name (Bills), or the phone account when that is all there is', async () => {
    const ofAlias = await counter(`${LEDGER}2020-01-01 open Expenses:Home:Bills\n`);
    expect(of2(ofAlias)).toEqual(['Expenses:Home:Bills 50.00 CNY', 'Expenses:Home:Bills 120.00 CNY']);
    const ofPhone = await counter(`${LEDGER}2020-01-01 open Expenses:通讯\n`);
    expect(of2(ofPhone)).toEqual(['Expenses:通讯 50.00 CNY', 'Expenses:通讯 120.00 CNY']);
  });
  it('stays Uncategorized in a ledger with no such account', async () => {
    const of = await counter(LEDGER);
    expect(of2(of)).toEqual(['Expenses:Uncategorized 50.00 CNY', 'Expenses:Uncategorized 120.00 CNY']);
  });
  const of2 = (of: (id: string) => string | undefined) => ['C1', 'C2'].map(of);
});
