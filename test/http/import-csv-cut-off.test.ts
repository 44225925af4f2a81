// A CSV statement cut off inside its last row (QA: an Alipay export ending `…,支出,45` inside a
// 456.00 row: 201, Assets:Alipay -45 booked, the method column cut) is a 422 problem naming the
// line, as a cut-off OFX file is, and the ledger is left as it was; the whole file, without a line
// end after its last row, imports.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { expectProblem } from './problem-assertions.ts';

const LEDGER = `option "operating_currency" "CNY"

2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:CMB:Debit CNY
  alias: "招商银行"
`;

const WHOLE = [
  '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注',
  '2024-01-20 11:11:11,服饰装扮,优衣库,uniqlo***@uniqlo.cn,优衣库官方旗舰店,支出,199.00,余额,交易成功,2024012022001400000000000013\t,UQ20240120000013\t,',
  '2024-01-15 19:30:00,餐饮美食,海底捞,haidilao***@haidilao.com,海底捞火锅,支出,456.00,招商银行储蓄卡(5678),交易成功,2024011522001400000000000010\t,HDL20240115000010\t,',
].join('\r\n');
const CUT = WHOLE.slice(0, WHOLE.indexOf(',支出,456') + ',支出,45'.length);

describe('POST /bean/import/files with a CSV file cut off in its last row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(LEDGER);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (text: string) => {
    const { payload, headers } = await multipart({ account: 'Assets:Alipay' }, 'alipay.csv', Buffer.from(text), 'text/csv');
    return t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  };

  test('is a 422 problem naming the line, and nothing is written', async () => {
    const body = expectProblem(await post(CUT), 422, [t.dir]);
    const message = 'the file looks cut off: its last line ends after 7 of the 12 cells of a row, with no line end (download it again)';
    expect(body.detail).toBe(`the CSV statement cannot be imported (row 3): ${message}`);
    expect(body.errors).toEqual([{ path: 'row 3', message }]);
    expect(await t.ledgerText()).toBe(LEDGER);
  });

  test('the whole file without a final line end imports every row', async () => {
    const r = await post(WHOLE);
    expect(r.statusCode).toBe(201);
    expect(r.json().imported).toBe(2);
    expect(await t.ledgerText()).toContain('Assets:CMB:Debit  -456.00 CNY');
  });
});
