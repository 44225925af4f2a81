// QA re-check 2 of session 47, finding 3: a bank that writes its money-out column negative
// throughout (`支出金额 -128.50`) prints a reversal (冲正) there as a positive figure, the balance
// column back up by it. It was booked as a second purchase: the bank ended 257.00 below the
// statement's own balance.
import { describe, expect, it } from 'vitest';
import { plan } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CCB
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const bank = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => `${t.date} ${t.postings.find((x) => x.account === 'Assets:Bank:CCB')!.units.number}`);

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
