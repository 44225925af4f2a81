// A CSV download that stopped inside its last row is refused as a whole, naming the line, as a
// cut-off OFX file is (QA: an Alipay export ending `…,支出,45` in a 456.00 row booked Assets:Alipay
// -45, the method column cut; one ending inside an order number booked the row under a shortened
// id; a WeChat bill ending `¥36` booked 36; the whole export imported later booked them again).
// A whole file without a line end after its last row still imports.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const ALIPAY_HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const UNIQLO = '2026-10-20 11:11:11,服饰装扮,优衣库,uniqlo***@uniqlo.cn,优衣库官方旗舰店,支出,199.00,余额,交易成功,2026102022001400000000000013\t,UQ20261020000013\t,,';
const HAIDILAO = '2026-10-15 19:30:00,餐饮美食,海底捞,haidilao***@haidilao.com,海底捞火锅(南京西路店),支出,456.00,招商银行储蓄卡(5678),交易成功,2026101522001400000000000010\t,HDL20261015000010\t,,';
const alipay = (text: string) => Buffer.from(`${ALIPAY_HEADER},\r\n${text}`);

const WECHAT_HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
const STARBUCKS = '2026-10-01 12:30:00,商户消费,星巴克,"星巴克咖啡(静安寺店)",支出,¥36.00,零钱,支付成功,4200000001202610010000000002\t,SB20261001000002\t,"/"';
const wechat = (text: string) => Buffer.from(`${WECHAT_HEADER}\n${text}`);

const BANK_HEADER = '记账日期,货币,交易金额,联机余额,交易摘要,对手信息';
const bank = (text: string) => Buffer.from(`${BANK_HEADER}\n2026-10-20,CNY,-18.00,"46,759.90",一网通支付,瑞幸咖啡\n${text}`);

const TODAY = '2026-12-31';

async function refusal(content: Buffer, account: string): Promise<Problem> {
  const e = await plan(ledgerText(), { content, account, today: TODAY }).then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

/** The text up to the end of `marker`, as a download that stopped there. */
function cutAfter(text: string, marker: string): string {
  const at = text.lastIndexOf(marker);
  expect(at).toBeGreaterThanOrEqual(0);
  return text.slice(0, at + marker.length);
}

describe('a CSV statement cut off inside its last row', () => {
  it('is refused when an Alipay row ends inside its amount, naming the line', async () => {
    const p = await refusal(alipay(cutAfter(`${UNIQLO}\r\n${HAIDILAO}`, ',支出,45')), 'Assets:Alipay');
    expect([p.status, p.detail]).toEqual([422, 'the CSV statement cannot be imported (row 3): the file looks cut off: its last line ends after 7 of the 13 cells of a row, with no line end (download it again)']);
    expect(p.errors).toEqual([{ path: 'row 3', message: 'the file looks cut off: its last line ends after 7 of the 13 cells of a row, with no line end (download it again)' }]);
  });

  it('is refused when an Alipay row ends inside its order number', async () => {
    const p = await refusal(alipay(`${HAIDILAO}\r\n${cutAfter(UNIQLO, ',2026102022001400')}`), 'Assets:Alipay');
    expect(p.status).toBe(422);
    expect(p.detail).toMatch(/\(row 3\): the file looks cut off: its last line ends after 10 of the 13 cells/);
  });

  it('is refused when a WeChat row ends inside its amount (¥36 of ¥36.00)', async () => {
    const p = await refusal(wechat(cutAfter(STARBUCKS, '¥36')), 'Assets:WeChat');
    expect(p.detail).toMatch(/\(row 2\): the file looks cut off: its last line ends after 6 of the 11 cells/);
  });

  it('is refused when a bank row ends after its first cells, or inside a quoted amount', async () => {
    const unquoted = await refusal(bank('2026-10-21,CNY,'), 'Assets:CMB:Debit');
    expect(unquoted.detail).toMatch(/\(row 3\): the file looks cut off: its last line ends after 3 of the 6 cells/);
    const quoted = await refusal(bank('2026-10-21,CNY,"-1,'), 'Assets:CMB:Debit');
    expect(quoted.detail).toBe('the CSV statement cannot be imported (row 3): the file looks cut off: it ends inside a quoted cell that is never closed (download it again)');
  });

  it('is refused when only the date of the last row came through', async () => {
    const p = await refusal(bank('2026-10-2'), 'Assets:CMB:Debit');
    expect(p.detail).toMatch(/\(row 3\): the file looks cut off: its last line ends after 1 of the 6 cells/);
  });

  it('imports a whole file without a line end after its last row', async () => {
    const whole = await plan(ledgerText(), { content: alipay(`${UNIQLO}\r\n${HAIDILAO}`), account: 'Assets:Alipay', today: TODAY });
    expect(whole.report.transactions.map(postingLines)).toEqual([
      ['Assets:CMB:Debit -456.00 CNY', 'Expenses:Uncategorized 456.00 CNY'],
      ['Assets:Alipay -199.00 CNY', 'Expenses:Clothing 199.00 CNY'],
    ]);
    const coffee = await plan(ledgerText(), { content: wechat(STARBUCKS), account: 'Assets:WeChat', today: TODAY });
    expect(coffee.report.transactions.map(postingLines)).toEqual([['Assets:WeChat -36.00 CNY', 'Expenses:Food:Coffee 36.00 CNY']]);
    const card = await plan(ledgerText(), { content: bank('2026-10-21,CNY,"-1,234.50","45,507.40",一网通支付,国网上海市电力公司'), account: 'Assets:CMB:Debit', today: TODAY });
    expect(card.report.transactions.map((t) => t.postings[0]!.units.number)).toEqual(['-18.00', '-1234.50']);
  });

  it('imports a file whose last line, without a line end, is a note or a sum after the table', async () => {
    const note = await plan(ledgerText(), { content: alipay(`${UNIQLO}\r\n------------------------------------\r\n导出时间:[2026-11-01 09:12:52]    用户:张伟`), account: 'Assets:Alipay', today: TODAY });
    expect(note.report.imported).toBe(1);
    const sum = await plan(ledgerText(), { content: bank('合计,,-18.00,'), account: 'Assets:CMB:Debit', today: TODAY });
    expect(sum.report.imported).toBe(1);
  });
});
