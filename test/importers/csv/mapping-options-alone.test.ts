// The warning for dates that read both ways says to send mapping's date_order, and the 422 for
// amounts that read both ways mapping's decimal_separator: either alone in `mapping` (also beside
// an empty "columns") applies on top of the columns found by the header's names (QA:
// `{"date_order": "mdy"}` was a 400 asking for the columns beside it, `{"columns": {}, ...}` one
// asking for a date column; only a full column mapping worked).
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const LEDGER = ledgerText();
const US = 'Assets:US:Checking';
const AMBIGUOUS = Buffer.from('Date,Payee,Description,Amount\n03/04/2025,Blue Bottle,COFFEE,-4.50\n');
type Plan = Awaited<ReturnType<typeof plan>>;
const rows = (p: Plan) => p.report.transactions.map((t) => [t.date, t.payee, t.narration, postingLines(t)[0]]);

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

describe('a mapping of reading options alone', () => {
  it('without it, the dates are read day first and the warning names date_order', async () => {
    const p = await plan(LEDGER, { content: AMBIGUOUS, account: US });
    expect(rows(p)).toEqual([['2025-04-03', 'Blue Bottle', 'COFFEE', `${US} -4.50 USD`]]);
    expect(p.report.warnings.map((w) => w.message)).toContainEqual(expect.stringContaining('send mapping\'s date_order ("mdy")'));
  });

  it('date_order alone, or beside empty columns, reads the dates so, the columns found by their names', async () => {
    for (const mapping of [{ date_order: 'mdy' }, { columns: {}, date_order: 'mdy' }]) {
      const p = await plan(LEDGER, { content: AMBIGUOUS, account: US, mapping });
      expect(rows(p)).toEqual([['2025-03-04', 'Blue Bottle', 'COFFEE', `${US} -4.50 USD`]]);
      expect(p.report.warnings.filter((w) => w.row === null)).toEqual([]);
    }
  });

  it('decimal_separator alone reads the amounts so', async () => {
    const text = Buffer.from('Date;Description;Amount\n2024-01-02;Shop;-1,234\n2024-01-03;Shop;-12\n');
    const asPoint = await plan(LEDGER, { content: text, account: 'Assets:EU:Giro' });
    expect(asPoint.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:EU:Giro -1234 EUR', 'Assets:EU:Giro -12 EUR']);
    const asComma = await plan(LEDGER, { content: text, account: 'Assets:EU:Giro', mapping: { decimal_separator: ',' } });
    expect(asComma.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:EU:Giro -1.234 EUR', 'Assets:EU:Giro -12 EUR']);
  });

  it('a bad value is still a 400, and so are options mixed among flat columns, or nothing at all', async () => {
    const bad = await problemOf(plan(LEDGER, { content: AMBIGUOUS, account: US, mapping: { date_order: 'ymd' } }));
    expect([bad.status, bad.errors[0]]).toEqual([400, { path: 'mapping', message: 'date_order must be "dmy" or "mdy"' }]);
    const flat = await problemOf(plan(LEDGER, { content: AMBIGUOUS, account: US, mapping: { Date: 'date', Amount: 'amount', date_order: 'mdy' } }));
    expect([flat.status, flat.errors[0]!.message]).toEqual([400, 'date_order and decimal_separator go beside the columns: {"columns": {"Column": "role", ...}, "decimal_separator": ","}, or alone: {"decimal_separator": ","}']);
    const empty = await problemOf(plan(LEDGER, { content: AMBIGUOUS, account: US, mapping: { columns: {} } }));
    expect([empty.status, empty.errors[0]!.message]).toEqual([400, 'no column has the role "date"']);
  });

  it('leaves an app export to its own reader', async () => {
    const wechat = ['微信支付账单明细', '', '----------------------微信支付账单明细列表--------------------', '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注', '2024-01-05 12:00:00,商户消费,某某餐厅,午饭,支出,¥25.00,零钱,支付成功,W1,M1,/', ''].join('\n');
    const p = await plan(LEDGER, { content: Buffer.from(wechat), account: 'Assets:WeChat', mapping: { date_order: 'mdy' } });
    expect(p.report.transactions.map((t) => [t.date, t.payee, postingLines(t)[0]])).toEqual([['2024-01-05', '某某餐厅', 'Assets:WeChat -25.00 CNY']]);
  });
});
