// WeChat Pay's bill export (微信支付账单流水文件) is an .xlsx workbook: its preamble in column A of
// rows 1-16, the header in row 17, amounts as text (¥32.00). Uploaded through the route as it
// comes, it is read as the CSV export of the same bill is (test/fixtures/import/wechat-2024-01.csv):
// the same rows, import ids and skipped rows, so either export after the other imports nothing.
import { afterEach, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from '../../http/test-app.ts';
import { fixture, ledgerText } from '../import-fixtures.ts';
import { xlsxOf, type XlsxCell } from '../../support/xlsx-builder.ts';

const PREAMBLE: XlsxCell[][] = [
  ['微信支付账单明细'],
  ['微信昵称：[测试用户]'],
  ['起始时间：[2024-01-01 00:00:00] 终止时间：[2024-01-31 23:59:59]'],
  ['导出类型：[全部]'],
  ['导出时间：[2024-02-01 10:00:00]'],
  [],
  ['共8笔记录'],
  ['收入：2笔 119.00元'],
  ['支出：4笔 267.00元'],
  ['中性交易：1笔 100.00元'],
  ['注：'],
  ['1. 充值/提现/理财通购买/零钱通存取/信用卡还款等交易，将计入中性交易'],
  ['2. 本明细仅展示当前账单中的交易，不包括已删除的记录'],
  ['3. 本明细仅供个人对账使用'],
  [],
  ['----------------------微信支付账单明细列表--------------------'],
];
const HEADER = ['交易时间', '交易类型', '交易对方', '商品', '收/支', '金额(元)', '支付方式', '当前状态', '交易单号', '商户单号', '备注'];
/** The fixture's rows, each with its time as text and as the number Excel keeps for it. */
const ROWS: [string, string, ...string[]][] = [
  ['2024-01-28 10:00:00', '45319.416666666664', '商户消费', '滴滴出行', '快车', '支出', '¥32.00', '招商银行信用卡(1234)', '支付成功', '4200000001202401281111', '10001', '/'],
  ['2024-01-25 20:00:00', '45316.833333333336', '微信红包', '测试朋友', '/', '收入', '¥20.00', '/', '已存入零钱', '1000039901202401252222', '/', '/'],
  ['2024-01-22 13:00:00', '45313.541666666664', '转账', '测试朋友', '/', '支出', '¥100.00', '零钱', '对方已收钱', '1000050001202401223333', '/', '/'],
  ['2024-01-21 09:00:00', '45312.375', '某某商城-退款', '某某电器城', '耳机', '收入', '¥99.00', '零钱', '已全额退款', '5030000002202401214444', '20002', '/'],
  ['2024-01-20 09:00:00', '45311.375', '商户消费', '某某电器城', '耳机', '支出', '¥99.00', '零钱', '已全额退款', '4200000002202401204444', '20002', '/'],
  ['2024-01-15 16:00:00', '45306.666666666664', '零钱提现', '招商银行(5678)', '/', '/', '¥100.00', '招商银行(5678)', '提现已到账', '1000090001202401155555', '/', '/'],
  ['2024-01-10 08:00:00', '45301.333333333336', '商户消费', '星巴克', '拿铁', '支出', '¥36.00', '零钱', '支付成功', '4200000003202401106666', '30003', '/'],
  ['2024-01-05 08:00:00', '45296.333333333336', '商户消费', '某某便利店', '饮料', '支出', '¥5.00', '零钱', '支付失败', '4200000004202401057777', '40004', '/'],
];

/** The bill as WeChat writes it: every cell text. */
const BILL = xlsxOf([...PREAMBLE, HEADER, ...ROWS.map(([time, , ...rest]) => [time, ...rest])]);
/** The bill saved again by Excel after it took the times for dates (`yyyy/m/d h:mm`, seconds not shown). */
const RESAVED = xlsxOf([...PREAMBLE, HEADER, ...ROWS.map(([, serial, ...rest]) => [{ number: serial, format: 'yyyy/m/d h:mm' }, ...rest])]);

interface Report {
  imported: number;
  duplicates: number;
  skipped_rows: { row: number; reason: string }[];
  transactions: { date: string; narration: string; meta: Record<string, string>; postings: { account: string; units: { number: string } }[] }[];
}

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function upload(app: TestApp, file: Buffer, name: string, fields: Record<string, string> = {}) {
  const { payload, headers } = await multipart({ account: 'Assets:WeChat', ...fields }, name, file);
  const r = await app.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  return { status: r.statusCode, body: r.body, report: r.json() as Report };
}

describe('a WeChat Pay bill as .xlsx, through POST /bean/import/files', () => {
  test('imports its rows with their 交易单号 as import ids, numbered as the sheet numbers them; the same file again is all duplicates', async () => {
    t = await makeTestApp(ledgerText());
    const first = await upload(t, BILL, '微信支付账单流水文件(20240101-20240131).xlsx');
    expect(first.status, first.body).toBe(201);
    expect(first.report.imported).toBe(7);
    expect(first.report.skipped_rows).toEqual([{ row: 25, reason: 'no money moved (支付失败)' }]);
    const taxi = first.report.transactions.find((x) => x.narration === '快车')!;
    expect(taxi.date).toBe('2024-01-28');
    expect(taxi.meta.import_id).toBe('wechat:4200000001202401281111');
    expect(taxi.postings.map((p) => `${p.account} ${p.units.number}`)).toEqual(['Liabilities:CMB:CreditCard -32.00', 'Expenses:Transport:Taxi 32.00']);
    const withdrawal = first.report.transactions.find((x) => x.narration === '零钱提现')!;
    expect(withdrawal.postings.map((p) => `${p.account} ${p.units.number}`)).toEqual(['Assets:WeChat -100.00', 'Assets:CMB:Debit 100.00']);
    expect(await t.ledgerText()).toContain('import_id: "wechat:4200000003202401106666"');

    const again = await upload(t, BILL, 'again.xlsx');
    expect([again.status, again.report.imported, again.report.duplicates]).toEqual([201, 0, 7]);
  });

  test('the CSV export of the same bill, imported first, makes every row of the .xlsx a duplicate, and the other way round', async () => {
    t = await makeTestApp(ledgerText());
    const csv = await upload(t, fixture('wechat-2024-01.csv'), 'wechat.csv');
    expect([csv.status, csv.report.imported]).toEqual([201, 7]);
    const xlsx = await upload(t, BILL, 'wechat.xlsx');
    expect([xlsx.status, xlsx.report.imported, xlsx.report.duplicates], xlsx.body).toEqual([201, 0, 7]);
    await t.close();

    t = await makeTestApp(ledgerText());
    expect((await upload(t, RESAVED, 'wechat.xlsx')).report.imported).toBe(7);
    const later = await upload(t, fixture('wechat-2024-01.csv'), 'wechat.csv');
    expect([later.report.imported, later.report.duplicates]).toEqual([0, 7]);
  });

  test('times Excel keeps as numbers with a date format are read as the dates they show', async () => {
    t = await makeTestApp(ledgerText());
    const r = await upload(t, RESAVED, 'wechat.xlsx', { dry_run: 'true' });
    expect(r.status, r.body).toBe(200);
    expect(r.report.transactions.map((x) => x.date)).toEqual(['2024-01-10', '2024-01-15', '2024-01-20', '2024-01-21', '2024-01-22', '2024-01-25', '2024-01-28']);
  });

  test('format csv or xlsx reads the workbook too (users call a spreadsheet a CSV); ofx is a 422 naming the ZIP', async () => {
    t = await makeTestApp(ledgerText());
    for (const format of ['csv', 'xlsx']) {
      const r = await upload(t, BILL, 'bill.xlsx', { format, dry_run: 'true' });
      expect([r.status, r.report.imported], r.body).toEqual([200, 7]);
    }
    const ofx = await upload(t, BILL, 'bill.xlsx', { format: 'ofx', dry_run: 'true' });
    expect([ofx.status, (ofx.report as unknown as { errors: unknown }).errors]).toEqual([422, [{ path: 'format', message: 'is a ZIP archive (an Excel .xlsx workbook?), not OFX' }]]);
    const text = await upload(t, fixture('wechat-2024-01.csv'), 'bill.csv', { format: 'xlsx', dry_run: 'true' });
    expect([text.status, (text.report as unknown as { errors: unknown }).errors]).toEqual([422, [{ path: 'format', message: 'is not an Excel .xlsx workbook (a ZIP archive)' }]]);
  });
  // (QA: ids kept as number cells were rounded to 15 digits, and the next month's payments took the
  // last one's ids and were dropped as imported already)
  test('ids kept as number cells keep every digit: a later bill\'s payment is imported', async () => {
    t = await makeTestApp(ledgerText());
    const bill = (rows: typeof ROWS) => xlsxOf([...PREAMBLE, HEADER, ...rows.map(([time, , ...rest]) => [time, ...rest.map((cell, i) => (i === 7 ? { number: cell } : cell))])]);
    const january = await upload(t, bill(ROWS), 'january.xlsx');
    expect([january.status, january.report.imported], january.body).toEqual([201, 7]);
    expect(await t.ledgerText()).toContain('import_id: "wechat:4200000003202401106666"');
    // a payment of the month's last day, its id the same as the 10th's to 15 digits
    const lastDay = ROWS.slice(6, 7).map(([time, serial, ...rest]) => [time.replace('2024-01-10', '2024-01-31'), serial, ...rest.map((cell, i) => (i === 7 ? '4200000003202401316666' : i === 4 ? '¥30.00' : cell))] as (typeof ROWS)[number]);
    const later = await upload(t, bill(lastDay), 'later.xlsx');
    expect([later.status, later.report.imported, later.report.duplicates], later.body).toEqual([201, 1, 0]);
  });

  // (QA: a bill saved again by a spreadsheet program holds 4.2000000012024E+21 for each 交易单号: ids
  // shared by other payments)
  test('ids a spreadsheet program wrote in scientific notation are not used: the rows are known by their content, with a warning', async () => {
    t = await makeTestApp(ledgerText());
    const lossy = xlsxOf([...PREAMBLE, HEADER, ...ROWS.map(([time, , ...rest]) => [time, ...rest.map((cell, i) => (i === 7 ? { number: `${cell.slice(0, 1)}.${cell.slice(1, 14)}E+${cell.length - 1}` } : cell))])]);
    const r = await upload(t, lossy, 'resaved.xlsx');
    expect([r.status, r.report.imported], r.body).toEqual([201, 7]);
    expect(r.report.transactions.every((x) => !/E\+/.test(x.meta.import_id ?? ''))).toBe(true);
    expect((r.report as unknown as { warnings: { message: string }[] }).warnings.map((w) => w.message).join('\n')).toMatch(/scientific notation, their digits lost/);
    const again = await upload(t, lossy, 'resaved.xlsx');
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 7]);
    await t.close();

    // after the CSV of the same bill, each row takes back the id of its transaction (same day and
    // amount, the id rounding to the figure): all duplicates (six of seven were booked twice)
    t = await makeTestApp(ledgerText());
    expect((await upload(t, fixture('wechat-2024-01.csv'), 'wechat.csv')).report.imported).toBe(7);
    const after = await upload(t, lossy, 'resaved.xlsx');
    expect([after.status, after.report.imported, after.report.duplicates], after.body).toEqual([201, 0, 7]);
  });
});
