// 招商银行 (CMB) credit-card CSVs print their row dates without a year (12/29, 1229): the year is
// in the lines above the header (a title 2024年01月, 账单日 2024/01/05, a period
// 2023/12/06-2024/01/05). Charges are positive, repayments and refunds negative.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { findStatementFrame } from '../../../src/importers/csv/header-row.ts';
import { appended, ledgerText, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';
import { gbk } from '../legacy-encodings.ts';

const LEDGER = ledgerText();
const CARD = 'Liabilities:CMB:CreditCard';
const HEAD = '交易日,记账日,交易摘要,人民币金额,卡号末四位,交易地金额\n';

const rows = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.narration, postingLines(t)[0]]);

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

describe('CMB credit-card CSV whose dates have no year', () => {
  it('a statement crossing the new year: December rows on a January statement (账单日) are of the year before', async () => {
    const text = `招商银行信用卡对账单\n账单日 2024/01/05,到期还款日 2024/01/23\n${HEAD}12/29,12/30,星巴克,35.00,1234,35.00\n12/31,01/02,京东商城,199.00,1234,199.00\n01/03,01/03,掌上生活还款,-500.00,1234,-500.00\n`;
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CARD });
    // spending makes the card's liability grow (a negative posting), a repayment shrinks it
    expect(rows(p)).toEqual([
      ['2023-12-29', '星巴克', `${CARD} -35.00 CNY`],
      ['2023-12-31', '京东商城', `${CARD} -199.00 CNY`],
      ['2024-01-03', '掌上生活还款', `${CARD} 500.00 CNY`],
    ]);
    expect(p.report.skipped_rows).toEqual([]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('a period line, in GBK, with 1229-like dates; the period decides, not the due date', async () => {
    const text = `招商银行信用卡账单明细\n到期还款日,2024/01/23\n账单周期 2023/12/06-2024/01/05\n${HEAD}1229,1230,美团外卖,45.80,1234,45.80\n0103,0104,退款 美团外卖,-12.00,1234,-12.00\n`;
    const content = gbk(text);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(content)).toThrow(); // not UTF-8
    const p = await plan(LEDGER, { content, account: CARD });
    expect(rows(p)).toEqual([
      ['2023-12-29', '美团外卖', `${CARD} -45.80 CNY`],
      ['2024-01-03', '退款 美团外卖', `${CARD} 12.00 CNY`],
    ]);
  });

  it('a period written 2023年12月06日至2024年01月05日, rows 12-29 and 12月30日', async () => {
    const text = `对账期间:2023年12月06日至2024年01月05日\n${HEAD}12-29,12-30,滴滴出行,23.50,1234,23.50\n12月30日,12月31日,盒马,88.00,1234,88.00\n01/05,01/05,还款,-100.00,1234,-100.00\n`;
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CARD });
    expect(rows(p).map((r) => r[0])).toEqual(['2023-12-29', '2023-12-30', '2024-01-05']);
  });

  it('a title with only a year and a month', async () => {
    const text = `招商银行信用卡对账单 2024年01月\n${HEAD}12/29,12/30,星巴克,35.00,1234,35.00\n01/03,01/04,还款,-500.00,1234,-500.00\n`;
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CARD });
    expect(rows(p)).toEqual([
      ['2023-12-29', '星巴克', `${CARD} -35.00 CNY`],
      ['2024-01-03', '还款', `${CARD} 500.00 CNY`],
    ]);
  });

  it('a leap day: 02/29 of a statement in a leap year is read, in another year it is no date', async () => {
    const leap = await plan(LEDGER, { content: Buffer.from(`招商银行信用卡对账单 2024年03月\n${HEAD}02/28,02/29,地铁,4.00,1234,4.00\n02/29,03/01,咖啡,30.00,1234,30.00\n`), account: CARD });
    expect(rows(leap).map((r) => r[0])).toEqual(['2024-02-28', '2024-02-29']);
    const common = await plan(LEDGER, { content: Buffer.from(`招商银行信用卡对账单 2023年03月\n${HEAD}02/28,02/28,地铁,4.00,1234,4.00\n02/29,03/01,咖啡,30.00,1234,30.00\n`), account: CARD });
    expect(rows(common).map((r) => r[0])).toEqual(['2023-02-28']);
    expect(common.report.skipped_rows).toEqual([{ row: 4, reason: 'unreadable row: the date "02/29" has no year, and it is no date in 2022 or 2023 up to the statement\'s end 2023-03-31' }]);
  });

  it('without any year in the file it is refused (422), saying the dates have no year', async () => {
    const e = await problemOf(plan(LEDGER, { content: Buffer.from(`${HEAD}12/29,12/30,星巴克,35.00,1234,35.00\n01/03,01/04,还款,-500.00,1234,-500.00\n`), account: CARD }));
    expect(e.status).toBe(422);
    expect(e.detail).toBe('the CSV statement cannot be imported (row 2): the date "12/29" has no year, and no line above the header says which year the statement is for (a title such as 2024年01月, 账单日 2024/01/05, or a period 2023/12/06-2024/01/05)');
    // a date above the header that is neither the statement date nor a period (the due date) says nothing
    const due = await problemOf(plan(LEDGER, { content: Buffer.from(`到期还款日 2024/01/23\n${HEAD}12/29,12/30,星巴克,35.00,1234,35.00\n`), account: CARD }));
    expect(due.status).toBe(422);
    expect(due.detail).toContain('the date "12/29" has no year');
  });

  it('never dates a row after the statement; a row the statement dates after today is skipped', async () => {
    const text = `招商银行信用卡对账单\n账单日 2025/01/05\n${HEAD}12/29,12/30,星巴克,35.00,1234,35.00\n01/03,01/04,京东商城,60.00,1234,60.00\n`;
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CARD, today: '2025-01-01' });
    expect(rows(p).map((r) => r[0])).toEqual(['2024-12-29']);
    expect(p.report.skipped_rows).toEqual([{ row: 5, reason: 'dated in the future' }]);
  });

  it('a repayment row with an empty 交易日 takes its 记账日', async () => {
    const text = `账单日 2024/01/05\n${HEAD}12/29,12/30,星巴克,35.00,1234,35.00\n,01/02,自动还款,-800.00,1234,-800.00\n`;
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CARD });
    expect(rows(p)).toEqual([
      ['2023-12-29', '星巴克', `${CARD} -35.00 CNY`],
      ['2024-01-02', '自动还款', `${CARD} 800.00 CNY`],
    ]);
    // the same with years, in English: Post Date stands in for an empty Trans. Date
    const us = await plan(LEDGER, { content: Buffer.from('Trans. Date,Post Date,Description,Amount\n01/20/2024,01/22/2024,STARBUCKS,5.45\n,01/25/2024,INTERNET PAYMENT - THANK YOU,-500.00\n'), account: 'Liabilities:US:Visa' });
    expect(us.report.transactions.map((t) => [t.date, postingLines(t)[0]])).toEqual([
      ['2024-01-20', 'Liabilities:US:Visa -5.45 USD'],
      ['2024-01-25', 'Liabilities:US:Visa 500.00 USD'],
    ]);
  });

  it('a period longer than a year holds a month and day in two years: such a row is skipped with why', async () => {
    const text = `查询期间 2023/01/01-2024/06/30\n${HEAD}12/29,12/30,星巴克,35.00,1234,35.00\n05/03,05/04,京东商城,60.00,1234,60.00\n`;
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CARD });
    expect(rows(p).map((r) => r[0])).toEqual(['2023-12-29']);
    expect(p.report.skipped_rows).toEqual([{ row: 4, reason: 'unreadable row: the date "05/03" has no year, and the statement\'s period 2023-01-01 to 2024-06-30 holds it in 2023 and in 2024' }]);
  });

  it('rows dated with their year are read as before, whatever the title says', async () => {
    const text = `招商银行信用卡对账单 2024年01月\n${HEAD}2023-11-29,2023-11-30,星巴克,35.00,1234,35.00\n`;
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CARD });
    expect(rows(p).map((r) => r[0])).toEqual(['2023-11-29']);
  });
});

describe('the statement frame above the header', () => {
  const frame = (...lines: string[][]) => findStatementFrame(lines.map((cells, i) => ({ line: i + 1, cells })));
  it('reads periods, statement dates, titles; ignores unlabelled single dates and amounts', () => {
    expect(frame(['Statement Period: 06 Dec 2023 - 05 Jan 2024'])).toEqual({ start: '2023-12-06', end: '2024-01-05' });
    expect(frame(['账单周期', '2023/12/06', '2024/01/05'])).toEqual({ start: '2023-12-06', end: '2024-01-05' });
    expect(frame(['20231206-20240105'])).toEqual({ start: '2023-12-06', end: '2024-01-05' });
    expect(frame(['本期账单日：2024年01月05日'])).toEqual({ start: null, end: '2024-01-05' });
    expect(frame(['账单月份', '2024-01'])).toEqual({ start: '2024-01-01', end: '2024-01-31' });
    expect(frame(['2024年度信用卡账单'])).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(frame(['Card Statement 2024'])).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(frame(['导出时间 2024-02-10 10:00:00'], ['信用额度', '2000'], ['本期应还金额 2024.50'])).toBeNull();
  });
});
