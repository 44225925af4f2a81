// QA of session 47: a bank that prints money out and money in in columns of their own prints a
// reversal (冲正) as a negative figure in the column of the movement it undoes (`支出金额 -320.00`,
// the balance back up). Every figure was taken as its column's direction: the reversal was booked
// as a second purchase, and a returned transfer as a second payment in.
import { describe, expect, it } from 'vitest';
import { plan } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CCB
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const bank = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => `${t.date} ${t.postings.find((x) => x.account === 'Assets:Bank:CCB')!.units.number}`);

describe('a negative figure in the money-out or money-in column', () => {
  it('is money the other way, as the balance column shows, and said', async () => {
    const p = await plan(LEDGER, {
      account: 'Assets:Bank:CCB',
      today: '2026-11-27',
      content: csv(
        '交易日期,摘要,支出金额,收入金额,账户余额,对方户名',
        '20260903,消费,320.00,,"9,680.00",盒马鲜生',
        '20260904,冲正,-320.00,,"10,000.00",盒马鲜生',
        '20260905,转账,,"1,200.00","11,200.00",钱七',
        '20260906,转账冲正,,"-1,200.00","10,000.00",钱七',
      ),
    });
    expect(bank(p)).toEqual(['2026-09-03 -320.00', '2026-09-04 320.00', '2026-09-05 1200.00', '2026-09-06 -1200.00']);
    const said = p.report.warnings.map((w) => w.message).join('\n');
    expect(said).toMatch(/money-out column \(支出金额\), row 3, is booked as money in/);
    expect(said).toMatch(/money-in column \(收入金额\), row 5, is booked as money out/);
  });

  it('is the other way beside positive figures when there is no balance column', async () => {
    const p = await plan(LEDGER, {
      account: 'Assets:Bank:CCB',
      today: '2026-11-27',
      content: csv('交易日期,摘要,支出金额,收入金额,对方户名', '20260903,消费,320.00,,盒马鲜生', '20260904,冲正,-320.00,,盒马鲜生', '20260905,消费,15.00,,全家'),
    });
    expect(bank(p)).toEqual(['2026-09-03 -320.00', '2026-09-04 320.00', '2026-09-05 -15.00']);
  });

  it('keeps its column\'s way in a column written negative throughout', async () => {
    const p = await plan(LEDGER, {
      account: 'Assets:Bank:CCB',
      today: '2026-11-27',
      content: csv('交易日期,摘要,支出金额,收入金额,账户余额', '20260903,消费,-320.00,,"9,680.00"', '20260904,消费,-15.00,,"9,665.00"', '20260905,工资,,"5,000.00","14,665.00"'),
    });
    expect(bank(p)).toEqual(['2026-09-03 -320.00', '2026-09-04 -15.00', '2026-09-05 5000.00']);
    expect(p.report.warnings.map((w) => w.message).join('\n')).not.toMatch(/reversal/);
  });
});

// And (QA re-check 2 of session 47, finding 3): a bank that writes its money-out column negative
// throughout (`支出金额 -128.50`) prints a reversal (冲正) there as a positive figure, the balance
// column back up by it. It was booked as a second purchase: the bank ended 257.00 below the
// statement's own balance.
describe('a positive figure in a money-out column written negative', () => {
  it('is money in when the balance column shows it, and said', async () => {
    const p = await plan(LEDGER, {
      account: 'Assets:Bank:CCB',
      today: '2026-11-27',
      content: csv('交易日期,摘要,支出金额,收入金额,账户余额,对方户名', '20261003,消费,-128.50,,"9,871.50",北京物美', '20261004,冲正,128.50,,"10,000.00",北京物美', '20261005,消费,-42.00,,"9,958.00",全家'),
    });
    expect(bank(p)).toEqual(['2026-10-03 -128.50', '2026-10-04 128.50', '2026-10-05 -42.00']);
    expect(p.report.warnings.map((w) => w.message).join('\n')).toMatch(/positive figure in the money-out column \(支出金额\), written negative elsewhere, row 3, is booked as money in, as the balance column shows/);
  });

  it('keeps its column\'s way when the balance shows money out, or there is no balance', async () => {
    const shown = await plan(LEDGER, {
      account: 'Assets:Bank:CCB',
      today: '2026-11-27',
      content: csv('交易日期,摘要,支出金额,收入金额,账户余额', '20261003,消费,-128.50,,"9,871.50"', '20261004,消费,30.00,,"9,841.50"', '20261005,消费,-42.00,,"9,799.50"'),
    });
    expect(bank(shown)).toEqual(['2026-10-03 -128.50', '2026-10-04 -30.00', '2026-10-05 -42.00']);
    const none = await plan(LEDGER, {
      account: 'Assets:Bank:CCB',
      today: '2026-11-27',
      content: csv('交易日期,摘要,支出金额,收入金额', '20261003,消费,-128.50,', '20261004,冲正,128.50,', '20261005,消费,-42.00,'),
    });
    expect(bank(none)).toEqual(['2026-10-03 -128.50', '2026-10-04 -128.50', '2026-10-05 -42.00']);
  });
});
