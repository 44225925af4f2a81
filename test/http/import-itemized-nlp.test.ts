// The QA's day: three meals typed to the NLP as one line (`早餐8块 午饭25 晚饭40 微信`), the draft
// posted as it came (one transaction, Assets:WeChat -73), then the month's WeChat Pay export with
// the three payments imported. They were imported again (imported: 3, duplicates: 0) and the meals
// counted twice; each is one item of the typed transaction.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Expenses:Food:Breakfast
2025-01-01 open Expenses:Food:Dining
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Equity:Opening-Balances

2025-01-01 * "期初"
  Assets:WeChat  1000 CNY
  Equity:Opening-Balances
`;

const HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
const ROWS = [
  "2025-07-01 19:00:00,商户消费,面馆,\"晚餐\",支出,¥40.00,零钱,支付成功,4200000000202507010003\t,'M3\t,/",
  "2025-07-01 12:00:00,商户消费,快餐店,\"午餐\",支出,¥25.00,零钱,支付成功,4200000000202507010002\t,'M2\t,/",
  "2025-07-01 08:00:00,商户消费,早餐店,\"早餐\",支出,¥8.00,零钱,支付成功,4200000000202507010001\t,'M1\t,/",
];
const SNACK = "2025-07-01 22:00:00,商户消费,夜宵摊,\"夜宵\",支出,¥40.00,零钱,支付成功,4200000000202507010004\t,'M4\t,/";

function wechatExport(rows: readonly string[]): Buffer {
  return Buffer.from(['微信支付账单明细,,,,,,,,', '----------------------微信支付账单明细列表--------------------,,,,,,,,', HEADER, ...rows].join('\n') + '\n');
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER, { today: () => '2025-07-31' });
});
afterAll(async () => {
  await t.close();
});

async function upload(rows: readonly string[]): Promise<{ imported: number; duplicates: number; transactions: { postings: { account: string; units: { number: string } }[] }[] }> {
  const { payload, headers } = await multipart({}, 'wechat.csv', wechatExport(rows), 'text/csv');
  const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

describe('meals typed as one transaction, then the WeChat export', () => {
  test('the three payments are duplicates of its items; a fourth payment is imported', async () => {
    const draft = await t.post('/bean/nlp/parse', { text: '早餐8块 午饭25 晚饭40 微信', reference_date: '2025-07-01' });
    expect(draft.statusCode, draft.body).toBe(200);
    const postings = draft.json().postings as { account: string; units: { number: string } }[];
    expect(postings.map((p) => p.units.number).sort()).toEqual(['-73', '25', '40', '8']);
    expect(postings.find((p) => p.units.number === '-73')?.account).toBe('Assets:WeChat');
    const posted = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, headers: { 'content-type': 'application/json' }, payload: draft.body });
    expect(posted.statusCode, posted.body).toBe(201);

    const before = await t.ledgerText();
    const first = await upload(ROWS);
    expect([first.imported, first.duplicates]).toEqual([0, 3]);
    expect(await t.ledgerText()).toBe(before);

    const withSnack = await upload([SNACK, ...ROWS]);
    expect([withSnack.imported, withSnack.duplicates]).toEqual([1, 3]);
    expect(withSnack.transactions.map((x) => `${x.postings[0]!.account} ${x.postings[0]!.units.number}`)).toEqual(['Assets:WeChat -40.00']);
    const balance = await t.get('/bean/balances?account=Assets:WeChat');
    expect(balance.json().data).toMatchObject([{ account: 'Assets:WeChat', units: [{ number: '887.00', currency: 'CNY' }] }]);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).ok).toBe(true);
  });
});
