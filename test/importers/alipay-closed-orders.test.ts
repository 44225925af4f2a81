// An Alipay order paid and then refunded in full shows as 交易关闭 next to its refund row. Exports
// overlap: an earlier one may hold the order while it was still 交易成功, a later one only the
// refund. The two are real movements, money out and money back, so every export of them, in any
// order, must leave the ledger with the order paid and refunded, each once.
import { describe, expect, it } from 'vitest';
import { balances, importAll, plan, postingLines, type ImportStep } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2024-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2024-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2024-01-01 open Expenses:Clothing
2024-01-01 open Expenses:Food:Dining
2024-01-01 custom "payee" "李宁官方旗舰店"
  account: "Expenses:Clothing"
2024-01-01 custom "payee" "安踏"
  account: "Expenses:Clothing"
`;
const ALIPAY = 'Assets:Alipay';

const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
function alipay(rows: readonly string[]): Buffer {
  return Buffer.from([HEADER, ...rows].join('\n') + '\n');
}
const step = (rows: readonly string[]): ImportStep => ({ content: alipay(rows), account: ALIPAY });

// the QA engineer's files: the order while it was 交易成功, then the wider export with it closed and refunded
// dated 2025: the tests plan on 2025-12-31 (import-fixtures), and rows after that day are skipped
const SHOES_PAID = '2025-11-16 10:00:00,服饰装扮,李宁官方旗舰店,ln***@tmall.com,运动鞋,支出,459.00,余额,交易成功,2026111622001499999999999901,LN01,';
const SHOES_CLOSED = '2025-11-16 10:00:00,服饰装扮,李宁官方旗舰店,ln***@tmall.com,运动鞋,支出,459.00,余额,交易关闭,2026111622001499999999999901,LN01,';
const SHOES_REFUND = '2025-11-18 10:00:00,退款,李宁官方旗舰店,ln***@tmall.com,退款-运动鞋,不计收支,459.00,余额,退款成功,2026111622001499999999999901_77777,LN01_R,';
const SHOES_BEFORE = step([SHOES_PAID]);
const SHOES_AFTER = step([SHOES_REFUND, SHOES_CLOSED]);

const COAT_CLOSED = '2025-10-31 10:00:00,服饰装扮,安踏,at***@tmall.com,外套,支出,299.00,余额,交易关闭,2026103122001488888888888801,AT01,';
const COAT_REFUND = '2025-11-02 10:00:00,退款,安踏,at***@tmall.com,退款-外套,不计收支,299.00,余额,退款成功,2026103122001488888888888801_55555,AT01_R,';
const OCTOBER = step([COAT_REFUND, COAT_CLOSED]);
const NOVEMBER = step([COAT_REFUND]);

function expectClean(text: string) {
  const check = beanCheck(text);
  if (check) expect(check.errors).toBe('');
}

describe('an Alipay order closed after a full refund', () => {
  it('imports the closed order and its refund from one file, the refund booked back to where the order went', async () => {
    const { text, reports } = await importAll(LEDGER, [OCTOBER]);
    expect([reports[0]!.imported, reports[0]!.skipped]).toEqual([2, 0]);
    expect(reports[0]!.transactions.map(postingLines)).toEqual([
      [`${ALIPAY} -299.00 CNY`, 'Expenses:Clothing 299.00 CNY'],
      [`${ALIPAY} 299.00 CNY`, 'Expenses:Clothing -299.00 CNY'],
    ]);
    expect(balances(text)[`${ALIPAY} CNY`]).toBeUndefined();
    expectClean(text);
  });

  it('finds the refund a duplicate in a later file that holds only the refund (no +299 that never arrived)', async () => {
    const { text, reports } = await importAll(LEDGER, [OCTOBER, NOVEMBER]);
    expect([reports[1]!.imported, reports[1]!.duplicates]).toEqual([0, 1]);
    expect(reports[1]!.duplicate_rows.map((d) => d.import_id)).toEqual(['alipay:2026103122001488888888888801_55555']);
    expect(balances(text)[`${ALIPAY} CNY`]).toBeUndefined();
  });

  it('imports the refund of an order imported before it was closed (the -459 is given back)', async () => {
    const { text, reports } = await importAll(LEDGER, [SHOES_BEFORE, SHOES_AFTER]);
    expect([reports[1]!.imported, reports[1]!.duplicates, reports[1]!.skipped]).toEqual([1, 1, 0]);
    expect(reports[1]!.duplicate_rows.map((d) => d.import_id)).toEqual(['alipay:2026111622001499999999999901']);
    expect(reports[1]!.transactions.map(postingLines)).toEqual([[`${ALIPAY} 459.00 CNY`, 'Expenses:Clothing -459.00 CNY']]);
    expect(reports[1]!.transactions[0]!.meta).toEqual({ import_id: 'alipay:2026111622001499999999999901_77777' });
    expect(balances(text)[`${ALIPAY} CNY`]).toBeUndefined();
    expectClean(text);
  });

  it('ends with the same ledger whichever export comes first, and imports nothing more the second time', async () => {
    const earlierFirst = await importAll(LEDGER, [SHOES_BEFORE, SHOES_AFTER, SHOES_BEFORE, SHOES_AFTER]);
    const laterFirst = await importAll(LEDGER, [SHOES_AFTER, SHOES_BEFORE, SHOES_AFTER]);
    expect(earlierFirst.reports.slice(2).map((r) => r.imported)).toEqual([0, 0]);
    expect(laterFirst.reports.map((r) => [r.imported, r.duplicates])).toEqual([[2, 0], [0, 1], [0, 2]]);
    expect(balances(laterFirst.text)).toEqual(balances(earlierFirst.text));
    expect(balances(laterFirst.text)[`${ALIPAY} CNY`]).toBeUndefined();
  });

  it('books a refund listed above its order of the same day back to the order\'s account', async () => {
    // Alipay lists the newest first: an order cancelled the day it was paid has its refund above
    // it. The order's account comes from its category (餐饮美食), which the refund row lacks (退款).
    const refund = '2025-10-31 18:00:00,退款,某某店,,退款-储值卡,不计收支,200.00,花呗,退款成功,2025103122001477777777777701_1,M01_R,';
    const order = '2025-10-31 10:00:00,餐饮美食,某某店,,储值卡,支出,200.00,花呗,交易关闭,2025103122001477777777777701,M01,';
    const p = await plan(LEDGER, step([refund, order]));
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Liabilities:Huabei -200.00 CNY', 'Expenses:Food:Dining 200.00 CNY'],
      ['Liabilities:Huabei 200.00 CNY', 'Expenses:Food:Dining -200.00 CNY'],
    ]);
  });

  it('still skips a closed order that was never paid (no funding method)', async () => {
    const unpaid = '2025-10-31 10:00:00,服饰装扮,安踏,at***@tmall.com,外套,支出,299.00,,交易关闭,2026103122001488888888888801,AT01,';
    const p = await plan(LEDGER, step([unpaid]));
    expect([p.report.imported, p.report.skipped_rows]).toEqual([0, [{ row: 2, reason: 'closed order that was never paid' }]]);
  });
});
