// The import's answer had no warnings: a guessed paying account showed only as a `!` flag. Both the
// dry run (200) and the import (201) answer `warnings`, `{row, message}` like skipped_rows, with
// row null for what concerns the whole file. On the starter ledger of session 25 (no account for 花呗)
// plus a CMB debit card aliased 招行,招商银行, an Alipay row paid by 招商银行信用卡(5678) goes to
// Liabilities:CreditCard, warned.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { THIN_STARTER_LEDGER } from '../support/thin-starter-ledger.ts';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `${THIN_STARTER_LEDGER}2020-01-01 open Assets:Bank:CMB CNY\n  alias: "招行,招商银行"\n`;

const ALIPAY = Buffer.from(
  [
    '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注',
    '2024-01-18 21:30:00,充值缴费,国家电网,,电费-北京,支出,27.90,招商银行信用卡(5678),交易成功,A1,,',
    '2024-01-20 20:11:11,日用百货,盒马鲜生,,盒马鲜生-生鲜订单,支出,128.60,花呗,交易成功,A2,,',
    '2024-01-21 07:58:40,交通出行,滴滴出行,,滴滴快车,支出,23.10,余额,交易成功,A3,,',
    '',
  ].join('\n'),
);

interface Report {
  transactions: { flag: string; postings: { account: string }[] }[];
  warnings: { row: number | null; message: string }[];
}

const BOTH_ROWS = [
  { row: 2, paying: /^paid by 招商银行信用卡\(5678\): .*Liabilities:CreditCard is the ledger's only credit-card account/ },
  { row: 3, paying: /^paid by 花呗 \(Alipay's credit line\).*booked to Assets:Alipay/ },
];

describe('POST /bean/import/files: warnings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(LEDGER);
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(fields: Record<string, string>): Promise<{ status: number; report: Report }> {
    const { payload, headers } = await multipart({ preset: 'alipay', account: 'Assets:Alipay', ...fields }, 'alipay.csv', ALIPAY, 'text/csv');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
    return { status: r.statusCode, report: r.json() as Report };
  }

  function expectGuessesWarned(report: Report): void {
    for (const { row, paying } of BOTH_ROWS) expect(report.warnings.filter((w) => w.row === row).some((w) => paying.test(w.message)), `row ${row}`).toBe(true);
    // the taxi paid from the balance went to Expenses:Transport: nothing to check
    expect(report.warnings.filter((w) => w.row === 4)).toEqual([]);
    expect(report.transactions.map((t) => t.postings[0]!.account)).toEqual(['Liabilities:CreditCard', 'Assets:Alipay', 'Assets:Alipay']);
  }

  test('the dry run (200) answers them', async () => {
    const { status, report } = await upload({ dry_run: 'true' });
    expect(status).toBe(200);
    expectGuessesWarned(report);
  });

  test('the import (201) answers the same, and the ledger passes bean-check', async () => {
    const { status, report } = await upload({});
    expect(status).toBe(201);
    expectGuessesWarned(report);
    expect(await t.ledgerText()).not.toMatch(/Assets:Bank:CMB +-27\.90/);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('importing the file again warns of nothing: no row is imported', async () => {
    const { status, report } = await upload({});
    expect(status).toBe(201);
    expect(report.warnings).toEqual([]);
  });
});
