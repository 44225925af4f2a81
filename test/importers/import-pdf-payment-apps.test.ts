// 支付宝's 交易流水证明 and 微信支付's 交易明细证明 are PDFs of the apps' own columns. They were refused
// ("no transaction table found": too many column names the bank reader did not know); read as a
// bank's table, a 不计收支 move to 余额宝 would be income. They are now read by the apps' CSV
// readers, so a PDF books what the same rows booked from the app's CSV export.
import { describe, expect, it } from 'vitest';
import { buildPdf, type TextRun } from './pdf/statement-pdf-builder.ts';
import { ledgerText, plan, postingLines } from './import-fixtures.ts';

const LEDGER = ledgerText();
type Txn = { payee: string | null; narration: string; postings: { account: string; units: { number: string; currency: string } }[] };

/** A row's cells; a cell printed over several lines is an array. */
type Cells = readonly (string | readonly string[])[];

/** A table whose cells hang from their row's first line, as the apps print them (size 7). */
function appTable(title: string, columns: readonly { x: number; right?: boolean }[], header: readonly string[], rows: readonly Cells[]): TextRun[] {
  const runs: TextRun[] = [{ text: title, x: 220, y: 800, size: 16 }];
  header.forEach((text, i) => runs.push({ text, x: columns[i]!.x, y: 700, size: 7, alignRight: columns[i]!.right ?? false }));
  let y = 686;
  for (const cells of rows) {
    let height = 1;
    cells.forEach((cell, i) => {
      const lines = typeof cell === 'string' ? [cell] : cell;
      height = Math.max(height, lines.length);
      lines.forEach((text, k) => text && runs.push({ text, x: columns[i]!.x, y: y - k * 10, size: 7, alignRight: columns[i]!.right ?? false }));
    });
    y -= height * 10 + 4;
  }
  return runs;
}

const csvOf = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  Buffer.from([header, ...rows].map((cells) => cells.map((c) => `"${c}"`).join(',')).join('\n'));
/** The rows as the CSV export writes them: a cell's lines run on, a time after its date. */
const joined = (rows: readonly Cells[]) => rows.map((cells) => cells.map((c) => (typeof c === 'string' ? c : c.join(c[1]!.includes(':') ? ' ' : ''))));
const booked = (txns: unknown[]) => (txns as Txn[]).map((t) => [t.payee, t.narration, ...postingLines(t)]);

describe('支付宝 交易流水证明 (PDF)', () => {
  const header = ['收/支', '交易对方', '商品说明', '收/付款方式', '金额', '交易订单号', '商家订单号', '交易时间'];
  const columns = [{ x: 20 }, { x: 55 }, { x: 130 }, { x: 215 }, { x: 320, right: true }, { x: 330 }, { x: 440 }, { x: 530 }];
  const rows: Cells[] = [
    ['支出', '示例出行', '快车订单', ['招商银行储蓄卡(', '1234)'], '39.90', '2025120300000000000000001', 'T1000000000', ['2025-12-03', '08:12:44']],
    ['收入', '李四', '转账收款', '余额', '500.00', '2025120400000000000000002', 'T1000000001', ['2025-12-04', '19:20:01']],
    [['不计', '收支'], '余额宝', '余额宝-单次转入', '余额', '200.00', '2025120700000000000000003', 'T1000000003', ['2025-12-07', '09:00:00']],
    ['支出', '示例超市', '生鲜', '花呗', '47.80', '2025120800000000000000004', 'T1000000004', ['2025-12-08', '18:40:02']],
  ];

  it('books each row as the app\'s CSV export of the same rows does: spending, income, and the 余额宝 move', async () => {
    const pdf = await buildPdf([{ runs: appTable('交易流水证明', columns, header, rows) }]);
    const fromPdf = await plan(LEDGER, { content: pdf, filename: 'alipay.pdf', account: 'Assets:Alipay' });
    const fromCsv = await plan(LEDGER, { content: csvOf(header, joined(rows)), filename: 'alipay.csv', account: 'Assets:Alipay' });
    expect(booked(fromPdf.report.transactions)).toEqual(booked(fromCsv.report.transactions));
    expect((fromPdf.report.transactions as Txn[]).map(postingLines)).toEqual([
      ['Assets:CMB:Debit -39.90 CNY', 'Expenses:Transport:Taxi 39.90 CNY'],
      ['Assets:Alipay 500.00 CNY', 'Income:Uncategorized -500.00 CNY'],
      ['Assets:Alipay -200.00 CNY', 'Assets:Alipay:Yuebao 200.00 CNY'],
      ['Liabilities:Huabei -47.80 CNY', 'Expenses:Uncategorized 47.80 CNY'],
    ]);
  });
});

describe('微信支付 交易明细证明 (PDF)', () => {
  const header = ['交易单号', '交易时间', '交易类型', '收/支/其他', '交易方式', '金额(元)', '交易对方', '商户单号'];
  const columns = [{ x: 20 }, { x: 140 }, { x: 220 }, { x: 275 }, { x: 310 }, { x: 420, right: true }, { x: 430 }, { x: 520 }];
  const rows: Cells[] = [
    ['1000049999000000001', ['2025-12-02', '08:30:11'], '商户消费', '支出', '招商银行(1234)', '38.00', '示例咖啡', '4200000000'],
    ['1000049999000000002', ['2025-12-03', '20:01:00'], '转账', '收入', '零钱', '200.00', '李四', '4200000001'],
    ['1000049999000000003', ['2025-12-06', '09:00:00'], '零钱提现', '其他', '招商银行(1234)', '100.10', '招商银行(1234)', '4200000003'],
    ['1000049999000000004', ['2025-12-08', '22:10:00'], '商户消费', '支出', '零钱', '1,250.00', ['示例酒店管理', '有限公司第一分店'], '4200000004'],
  ];

  it('books each row as the app\'s CSV export of the same rows does, 其他 as a move between own accounts', async () => {
    const pdf = await buildPdf([{ runs: appTable('微信支付交易明细证明', columns, header, rows) }]);
    const fromPdf = await plan(LEDGER, { content: pdf, filename: 'wechat.pdf', account: 'Assets:WeChat' });
    // the export names these columns 收/支 (a move: /) and 支付方式, and adds 当前状态
    const csvHeader = ['交易单号', '交易时间', '交易类型', '收/支', '支付方式', '金额(元)', '交易对方', '商户单号', '当前状态'];
    const csvRows = joined(rows).map((cells) => [...cells.map((c) => (c === '其他' ? '/' : c)), '支付成功']);
    const fromCsv = await plan(LEDGER, { content: csvOf(csvHeader, csvRows), filename: 'wechat.csv', account: 'Assets:WeChat' });
    expect(booked(fromPdf.report.transactions)).toEqual(booked(fromCsv.report.transactions));
    expect((fromPdf.report.transactions as Txn[]).map(postingLines)).toEqual([
      ['Assets:CMB:Debit -38.00 CNY', 'Expenses:Food:Coffee 38.00 CNY'],
      ['Assets:WeChat 200.00 CNY', 'Income:Uncategorized -200.00 CNY'],
      ['Assets:WeChat -100.10 CNY', 'Assets:CMB:Debit 100.10 CNY'],
      ['Assets:WeChat -1250.00 CNY', 'Expenses:Uncategorized 1250.00 CNY'],
    ]);
  });
});
