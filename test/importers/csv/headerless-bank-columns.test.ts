// Australia's banks export CSV without a header row: CommBank `Date,Amount,Description,Balance`
// (`12/11/2026,"-2,000.00","Transfer to other Bank NetBank Wise","+2,116.20"`), ANZ the same
// without the balance. Such a file was a 422 asking for a mapping, preset=bank too (QA of session
// 49, finding 10). It is read as that mapping reads it when every row is a date, a signed amount, a
// text and optionally a balance that the amounts run into; anything less sure stays the 422.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { appended, importTwice, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const LEDGER = 'option "operating_currency" "AUD"\n2026-01-01 open Assets:AU:CommBank AUD\n';
const COMMBANK = 'Assets:AU:CommBank';
const TODAY = '2026-11-20';

// the QA's file: CommBank's own export, newest first
const EXPORT = [
  '12/11/2026,"-2,000.00","Transfer to other Bank NetBank Wise","+2,116.20"',
  '10/11/2026,"-45.85","WOOLWORTHS 3342 MELBOURNE VIC AUS Card xx4821","+4,116.20"',
  '09/11/2026,"+450.00","Transfer from LI WEI rent","+4,162.05"',
  '08/11/2026,"-1350.00","Transfer To J SMITH CommBank app Rent Nov","+3,712.05"',
  '06/11/2026,"-50.00","MYKI TOPUP MELBOURNE AUS Card xx4821","+5,062.05"',
  '05/11/2026,"+612.00","Salary HAPPY DUMPLING PTY PAY 051126","+5,112.05"',
  '03/11/2026,"-67.40","COLES 0765 CARLTON VIC AUS Card xx4821 Value Date: 01/11/2026","+4,500.05"',
  '02/11/2026,"-12.30","UBER *TRIP HELP.UBER.COM AUS Card xx4821","+4,567.45"',
].join('\r\n') + '\r\n';
const MAPPING = { '1': 'date', '2': 'amount', '3': 'narration', '4': 'balance' };

const rows = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.narration, postingLines(t)[0]]);

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

const NO_HEADER = 'the file has no header row (line 1 is a row: a date and an amount): send a `mapping`';

describe('a CommBank export without a header row', () => {
  it('is read as the mapping {1: date, 2: amount, 3: narration, 4: balance} reads it, dates day first', async () => {
    const read = await plan(LEDGER, { content: Buffer.from(EXPORT), account: COMMBANK, today: TODAY });
    const mapped = await plan(LEDGER, { content: Buffer.from(EXPORT), account: COMMBANK, today: TODAY, mapping: MAPPING });
    expect(rows(read)).toEqual(rows(mapped));
    expect(rows(read)).toEqual([
      ['2026-11-02', 'UBER *TRIP HELP.UBER.COM AUS Card xx4821', `${COMMBANK} -12.30 AUD`],
      ['2026-11-03', 'COLES 0765 CARLTON VIC AUS Card xx4821 Value Date: 01/11/2026', `${COMMBANK} -67.40 AUD`],
      ['2026-11-05', 'Salary HAPPY DUMPLING PTY PAY 051126', `${COMMBANK} 612.00 AUD`],
      ['2026-11-06', 'MYKI TOPUP MELBOURNE AUS Card xx4821', `${COMMBANK} -50.00 AUD`],
      ['2026-11-08', 'Transfer To J SMITH CommBank app Rent Nov', `${COMMBANK} -1350.00 AUD`],
      ['2026-11-09', 'Transfer from LI WEI rent', `${COMMBANK} 450.00 AUD`],
      ['2026-11-10', 'WOOLWORTHS 3342 MELBOURNE VIC AUS Card xx4821', `${COMMBANK} -45.85 AUD`],
      ['2026-11-12', 'Transfer to other Bank NetBank Wise', `${COMMBANK} -2000.00 AUD`],
    ]);
    expect(read.report.statement).toEqual(mapped.report.statement);
    expect(read.report.statement).toEqual({ balance: { number: '2116.20', currency: 'AUD' }, date: '2026-11-12' });
    expect(read.report.warnings[0]!.message).toBe('the file has no header row: column 1 was read as the date, 2 as the amount, 3 as the description and 4 as the balance, which each row\'s amount moves');
    const check = beanCheck(appended(LEDGER, read));
    if (check) expect(check.errors).toBe('');
  });

  it('imports nothing the second time, nor after the same file imported with the mapping', async () => {
    const { second } = await importTwice(LEDGER, { content: Buffer.from(EXPORT), account: COMMBANK, today: TODAY });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 8]);
    const mapped = await plan(LEDGER, { content: Buffer.from(EXPORT), account: COMMBANK, today: TODAY, mapping: MAPPING });
    const after = await plan(appended(LEDGER, mapped), { content: Buffer.from(EXPORT), account: COMMBANK, today: TODAY });
    expect([after.report.imported, after.report.duplicates]).toEqual([0, 8]);
  });

  it('with preset=bank too', async () => {
    const p = await plan(LEDGER, { content: Buffer.from(EXPORT), account: COMMBANK, today: TODAY, preset: 'bank' });
    expect(p.report.imported).toBe(8);
  });

  it('the balance tells the amount from itself when the balance is written first', async () => {
    const text = '01/11/2026,"+100.00","+40.00","COLES"\n02/11/2026,"+88.00","-12.00","UBER"\n03/11/2026,"+588.00","+500.00","Salary"\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: COMMBANK, today: TODAY });
    expect(rows(p)).toEqual([
      ['2026-11-01', 'COLES', `${COMMBANK} 40.00 AUD`],
      ['2026-11-02', 'UBER', `${COMMBANK} -12.00 AUD`],
      ['2026-11-03', 'Salary', `${COMMBANK} 500.00 AUD`],
    ]);
    expect(p.report.warnings[0]!.message).toContain('column 1 was read as the date, 3 as the amount, 4 as the description and 2 as the balance');
  });

  it('ANZ\'s layout, date, signed amount and description, is read too', async () => {
    const text = '14/11/2026,-23.50,"EFTPOS COLES 0765 CARLTON"\n15/11/2026,612.00,"PAY HAPPY DUMPLING"\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: COMMBANK, today: TODAY });
    expect(rows(p)).toEqual([
      ['2026-11-14', 'EFTPOS COLES 0765 CARLTON', `${COMMBANK} -23.50 AUD`],
      ['2026-11-15', 'PAY HAPPY DUMPLING', `${COMMBANK} 612.00 AUD`],
    ]);
  });
});

// (session 49's leftover: a closing balance or a total after the rows, a title before them, made it the 422)
describe('a CommBank export with a line around its rows that does not fit them', () => {
  it.each([
    ['a closing balance after the rows', EXPORT + 'Closing balance,,,"+2,116.20"\r\n', 9, 'line 9 ("Closing balance +2,116.20")'],
    ['a total after the rows', EXPORT + 'Total,"-2,463.55",,\r\n', 9, 'line 9 ("Total -2,463.55")'],
    ['a title before the rows', 'Transactions for account 06 2000 1234 5678\r\n' + EXPORT, 1, 'line 1 ("Transactions for account 06 2000 1234 5678")'],
  ])('%s: the rows are read, that line is skipped and named in a warning', async (_, text, line, named) => {
    const p = await plan(LEDGER, { content: Buffer.from(text), account: COMMBANK, today: TODAY });
    const plain = await plan(LEDGER, { content: Buffer.from(EXPORT), account: COMMBANK, today: TODAY });
    expect(p.report.transactions).toHaveLength(8);
    expect(rows(p)).toEqual(rows(plain));
    expect(p.report.warnings[0]!.message).toContain(`${named} did not fit those columns and was not read`);
    expect(p.report.warnings[0]!.message).toContain(`line ${line}`);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('a title before and a closing balance after, both', async () => {
    const text = 'CommBank Smart Access\r\n' + EXPORT + 'Closing balance,,,"+2,116.20"\r\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: COMMBANK, today: TODAY });
    expect(p.report.transactions).toHaveLength(8);
    expect(p.report.warnings[0]!.message).toContain('line 1 ("CommBank Smart Access") and line 10 ("Closing balance +2,116.20") did not fit those columns and were not read');
  });

  it('stays the 422 when the line that does not fit is in the middle', async () => {
    const lines = EXPORT.split('\r\n');
    const text = [...lines.slice(0, 4), 'Subtotal,,,"+3,712.05"', ...lines.slice(4)].join('\r\n');
    const e = await problemOf(plan(LEDGER, { content: Buffer.from(text), account: COMMBANK, today: TODAY }));
    expect(e.status).toBe(422);
    expect(e.detail).toContain(NO_HEADER);
  });

  it('stays the 422 when the balances do not run, or two lines after the rows do not fit', async () => {
    const broken = EXPORT.replace('"+4,162.05"', '"+4,262.05"') + 'Closing balance,,,"+2,116.20"\r\n';
    expect((await problemOf(plan(LEDGER, { content: Buffer.from(broken), account: COMMBANK, today: TODAY }))).status).toBe(422);
    const two = EXPORT + 'Closing balance,,,"+2,116.20"\r\nOpening balance,,,"+4,579.75"\r\n';
    expect((await problemOf(plan(LEDGER, { content: Buffer.from(two), account: COMMBANK, today: TODAY }))).status).toBe(422);
  });

  it('stays the 422 when the last line is a row that breaks the balances (a date and an amount)', async () => {
    const text = EXPORT + '01/11/2026,"-9.99","NETFLIX","+9,999.99"\r\n';
    expect((await problemOf(plan(LEDGER, { content: Buffer.from(text), account: COMMBANK, today: TODAY }))).status).toBe(422);
  });
});

describe('a file without a header row that reads less surely stays the 422', () => {
  it('when a balance does not follow the amounts (the reading is not confirmed)', async () => {
    // the third row's balance should be 4,162.05
    const text = EXPORT.replace('"+4,162.05"', '"+4,262.05"');
    const e = await problemOf(plan(LEDGER, { content: Buffer.from(text), account: COMMBANK, today: TODAY }));
    expect(e.status).toBe(422);
    expect(e.detail).toContain(NO_HEADER);
  });

  it('when no amount is negative (unsigned amounts: which way each moved is not said)', async () => {
    const e = await problemOf(plan(LEDGER, { content: Buffer.from('14/11/2026,23.50,"COLES"\n15/11/2026,612.00,"PAY"\n'), account: COMMBANK, today: TODAY }));
    expect(e.status).toBe(422);
    expect(e.detail).toContain(NO_HEADER);
  });

  it('when a single row cannot show which figure is the balance', async () => {
    const e = await problemOf(plan(LEDGER, { content: Buffer.from('12/11/2026,"-2,000.00","NetBank Wise","+2,116.20"\n'), account: COMMBANK, today: TODAY }));
    expect(e.status).toBe(422);
    expect(e.detail).toContain(NO_HEADER);
  });

  it('when a column is sometimes empty (TD\'s withdrawal and deposit columns)', async () => {
    const td = '01/15/2024,COFFEE SHOP,-4.50,,1234.56\n01/16/2024,PAYROLL DEPOSIT,,2000.00,3234.56\n';
    const e = await problemOf(plan(LEDGER, { content: Buffer.from(td), account: COMMBANK, today: TODAY }));
    expect(e.status).toBe(422);
    expect(e.detail).toContain(NO_HEADER);
  });
});
