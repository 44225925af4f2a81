// A bank CSV whose header line names no date and amount column this importer knows, above rows
// whose balances chain, is read from its rows (session 50's headerless reading), that line left out.
// Checked in session 51 with made-up exports (结存,发生日,变动,事由; When,What,Value,Running Total):
// amounts, signs and dates were right, but the warning said "the file has no header row" of a file
// that has one, and named its columns by number. It now names them by the header's words. Where
// the header itself says a column is another role than the rows were read as, or the balances chain
// either way round (two deposits into an overdrawn account: the balance read as the amount), the
// reading is not certain: a 422 naming the columns to map, where it was wrong money.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { appended, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CN CNY
2020-01-01 open Assets:Bank:US USD
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;
const TODAY = '2025-12-01';
const rows = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.narration, postingLines(t)[0]]);

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

describe('a header of names no preset knows, above rows whose balances chain', () => {
  it('Chinese, balance first: read right, the warning naming the columns by the header', async () => {
    const csv = '结存,发生日,变动,事由\n9900.00,2025-11-01,-100.00,超市\n10900.00,2025-11-02,1000.00,工资\n10850.00,2025-11-03,-50.00,电费\n';
    const p = await plan(LEDGER, { account: 'Assets:Bank:CN', content: Buffer.from(csv), today: TODAY });
    expect(rows(p)).toEqual([
      ['2025-11-01', '超市', 'Assets:Bank:CN -100.00 CNY'],
      ['2025-11-02', '工资', 'Assets:Bank:CN 1000.00 CNY'],
      ['2025-11-03', '电费', 'Assets:Bank:CN -50.00 CNY'],
    ]);
    expect(p.report.warnings[0]).toEqual({
      row: null,
      message: 'line 1 names its columns in words this importer does not know (结存, 发生日, 变动, 事由): they were read by what the rows hold, 发生日 as the date, 变动 as the amount (money out negative), 事由 as the description and 结存 as the balance, which each row\'s amount moves; check the rows, or send a `mapping` that names each column\'s role',
    });
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('English: read right, the warning naming the columns by the header', async () => {
    const csv = 'When,What,Value,Running Total\n11/01/2025,GROCERY,-100.00,9900.00\n11/02/2025,PAYROLL,1000.00,10900.00\n11/03/2025,POWER CO,-50.00,10850.00\n';
    const p = await plan(LEDGER, { account: 'Assets:Bank:US', content: Buffer.from(csv), today: TODAY });
    expect(rows(p).map((r) => r[2])).toEqual(['Assets:Bank:US -100.00 USD', 'Assets:Bank:US 1000.00 USD', 'Assets:Bank:US -50.00 USD']);
    expect(p.report.warnings[0]!.message).toMatch(/^line 1 names its columns in words this importer does not know \(When, What, Value, Running Total\): they were read by what the rows hold, When as the date, Value as the amount/);
  });

  it('a column the header names as one role, read as another, is a 422 naming the columns to map', async () => {
    // (the rows' balances chain only with Balance as the amount)
    const csv = 'Day,Memo,Balance,Change\n11/01/2025,GROCERY,-100.00,9900.00\n11/02/2025,PAYROLL,1000.00,10900.00\n11/03/2025,POWER CO,-50.00,10850.00\n';
    const problem = await problemOf(plan(LEDGER, { account: 'Assets:Bank:US', content: Buffer.from(csv), today: TODAY }));
    expect(problem.status).toBe(422);
    expect(problem.detail).toContain('line 1 names its columns in words this importer does not know (Day, Memo, Balance, Change), and the rows read Balance as the amount, where the header says the balance: send a `mapping` that names each column\'s role');
  });

  it('rows whose balances chain either way round are a 422, with or without a header: the balance cannot tell the amount', async () => {
    // (two deposits into an overdrawn account: 20.00 to -30.00, 50.00 to 20.00; read the other way
    // round, -30.00 and 20.00 were imported, and the closing balance was 50.00)
    const rows = '11/01/2025,DEPOSIT,20.00,-30.00\n11/02/2025,DEPOSIT,50.00,20.00\n';
    for (const csv of [`When,What,Value,Running Total\n${rows}`, rows]) {
      const problem = await problemOf(plan(LEDGER, { account: 'Assets:Bank:US', content: Buffer.from(csv), today: TODAY }));
      expect(problem.status).toBe(422);
      expect(problem.detail).toContain('send a `mapping`');
    }
  });

  it('a header that names the balance where the rows read it is read', async () => {
    const csv = 'When,What,Value,Balance\n11/01/2025,GROCERY,-100.00,9900.00\n11/02/2025,PAYROLL,1000.00,10900.00\n';
    const p = await plan(LEDGER, { account: 'Assets:Bank:US', content: Buffer.from(csv), today: TODAY });
    expect(rows(p).map((r) => r[2])).toEqual(['Assets:Bank:US -100.00 USD', 'Assets:Bank:US 1000.00 USD']);
  });
});
