// What a CSV `mapping` can name besides the columns it always could: the posting date (`posted`,
// read when a row's transaction date is empty), and columns by their number (1 for the first) for
// bank exports without a header row (TD Canada, BMO).
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { appended, importTwice, ledgerText, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const LEDGER = ledgerText();
const CARD = 'Liabilities:CMB:CreditCard';
const CHECKING = 'Assets:US:Checking';

const rows = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.narration, postingLines(t)[0]]);

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

describe('the posting date named by the mapping', () => {
  it('a row with an empty 交易日 takes the 记账日 the mapping names', async () => {
    const text = '账单日 2024/01/05\n交易日,记账日,摘要,金额\n12/29,12/30,星巴克,35.00\n,01/02,自动还款,-800.00\n';
    const mapping = { 交易日: 'date', 记账日: 'posted', 摘要: 'narration', 金额: 'amount' };
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CARD, mapping });
    expect(rows(p)).toEqual([
      ['2023-12-29', '星巴克', `${CARD} -35.00 CNY`],
      ['2024-01-02', '自动还款', `${CARD} 800.00 CNY`],
    ]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('in the {"columns": ...} form too, with headers no vocabulary knows', async () => {
    const text = 'When,Booked,What,How much\n01/20/2024,01/22/2024,STARBUCKS,-5.45\n,01/25/2024,PAYMENT RECEIVED,500.00\n';
    const mapping = { columns: { When: 'date', Booked: 'posted', What: 'narration', 'How much': 'amount' }, date_order: 'mdy' };
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CHECKING, mapping });
    expect(rows(p)).toEqual([
      ['2024-01-20', 'STARBUCKS', `${CHECKING} -5.45 USD`],
      ['2024-01-25', 'PAYMENT RECEIVED', `${CHECKING} 500.00 USD`],
    ]);
  });

  it('posted alone is no date: a mapping still needs the date column', async () => {
    const e = await problemOf(plan(LEDGER, { content: Buffer.from('Booked,Amount\n2024-01-02,1.00\n'), account: CHECKING, mapping: { Booked: 'posted', Amount: 'amount' } }));
    expect([e.status, e.errors[0]]).toEqual([400, { path: 'mapping', message: 'no column has the role "date"' }]);
  });
});

describe('columns named by number, for a file without a header row', () => {
  // TD Canada's export: date, description, withdrawal, deposit, balance; no header
  const TD = '01/15/2024,COFFEE SHOP,4.50,,1234.56\n01/16/2024,PAYROLL DEPOSIT,,2000.00,3234.56\n01/17/2024,"RENT, JANUARY",1200.00,,2034.56\n';
  const TD_MAPPING = { '1': 'date', '2': 'narration', '3': 'debit', '4': 'credit', '5': 'balance' };

  it('reads every line as a row, from the first, and imports nothing the second time', async () => {
    const { first, second, after } = await importTwice(LEDGER, { content: Buffer.from(TD), account: CHECKING, mapping: TD_MAPPING });
    expect(rows(first)).toEqual([
      ['2024-01-15', 'COFFEE SHOP', `${CHECKING} -4.50 USD`],
      ['2024-01-16', 'PAYROLL DEPOSIT', `${CHECKING} 2000.00 USD`],
      ['2024-01-17', 'RENT, JANUARY', `${CHECKING} -1200.00 USD`],
    ]);
    expect(first.report.statement).toEqual({ balance: { number: '2034.56', currency: 'USD' }, date: '2024-01-17' });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 3]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });

  it('one signed amount column (BMO-like), in the {"columns": ...} form with decimal commas', async () => {
    const text = '20240115;KAFFEE;-4,50\n20240116;GEHALT;2.000,00\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:EU:Giro', mapping: { columns: { '1': 'date', '2': 'description', '3': 'amount' } } });
    expect(rows(p)).toEqual([
      ['2024-01-15', 'KAFFEE', 'Assets:EU:Giro -4.50 EUR'],
      ['2024-01-16', 'GEHALT', 'Assets:EU:Giro 2000.00 EUR'],
    ]);
  });

  it('lines above the first row (a title, a header) are passed over, and a title gives year-less rows their year', async () => {
    const text = 'Statement January 2024\nDate,Description,Amount\n12/29,COFFEE SHOP,-4.50\n01/05,GROCERY,-23.10\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CHECKING, mapping: { '1': 'date', '2': 'narration', '3': 'amount' } });
    expect(rows(p)).toEqual([
      ['2023-12-29', 'COFFEE SHOP', `${CHECKING} -4.50 USD`],
      ['2024-01-05', 'GROCERY', `${CHECKING} -23.10 USD`],
    ]);
  });

  it('a row with more cells than the first is skipped with why (an unquoted comma would shift its amounts)', async () => {
    const text = '01/15/2024,COFFEE SHOP,4.50,,1234.56\n01/16/2024,RENT, JANUARY,1200.00,,34.56\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CHECKING, mapping: TD_MAPPING });
    expect(rows(p).map((r) => r[1])).toEqual(['COFFEE SHOP']);
    expect(p.report.skipped_rows).toEqual([{ row: 2, reason: 'unreadable row: the row has 6 cells but the first row has 5 (a comma inside an unquoted value?)' }]);
  });

  it('without a mapping the 422 says the file has no header row and how to name the columns', async () => {
    const e = await problemOf(plan(LEDGER, { content: Buffer.from(TD), account: CHECKING }));
    expect(e.status).toBe(422);
    expect(e.detail).toContain('the file has no header row (line 1 is a row: a date and an amount): send a `mapping` that names the columns by number, 1 for the first');
  });

  it('a mapping whose numbers find no row, or that counts from 0, is refused', async () => {
    const none = await problemOf(plan(LEDGER, { content: Buffer.from(TD), account: CHECKING, mapping: { '2': 'date', '3': 'amount' } }));
    expect(none.status).toBe(422);
    expect(none.detail).toContain('no line has a date in column 2 and an amount in column 3 (amount)');
    const zero = await problemOf(plan(LEDGER, { content: Buffer.from(TD), account: CHECKING, mapping: { '0': 'date', '1': 'narration', '2': 'debit' } }));
    expect([zero.status, zero.errors[0]]).toEqual([400, { path: 'mapping', message: 'columns named by number count from 1 (the first column)' }]);
  });

  it('a mapping of header names that are numbers still names them where the header has them', async () => {
    // not every key is a number: the header is looked up by name, as before
    const text = 'Date,2,Amount\n2024-01-05,x,-1.00\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: CHECKING, mapping: { Date: 'date', '2': 'narration', Amount: 'amount' } });
    expect(rows(p)).toEqual([['2024-01-05', 'x', `${CHECKING} -1.00 USD`]]);
  });
});
