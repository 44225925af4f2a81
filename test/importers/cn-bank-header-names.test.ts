// QA of session 47: headers of Chinese banks' exports that were not read. A `交易时间` column beside
// `记账日` or `交易日` was taken for the date (422: no valid date in "10:22:11"), and an amount
// header with its currency written 人民币 (`交易金额(人民币)`, `金额（人民币）`) was not an amount
// column (422: no header row) while `(元)`, `(RMB)` and `(CNY)` were.
import { describe, expect, it } from 'vitest';
import { plan } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CCB
2020-01-01 open Liabilities:CreditCard:BoCom
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const moved = (p: Awaited<ReturnType<typeof plan>>, account: string) => p.report.transactions.map((t) => `${t.date} ${t.postings.find((x) => x.account === account)!.units.number} ${t.postings.find((x) => x.account === account)!.units.currency}`);

describe('a 交易时间 column beside a date column of another name', () => {
  for (const date of ['记账日', '交易日']) {
    it(`is the time of day beside ${date}`, async () => {
      const p = await plan(LEDGER, {
        account: 'Assets:Bank:CCB',
        today: '2026-11-27',
        content: csv(`${date},交易时间,摘要,支出金额,收入金额,账户余额,对方户名`, '20261003,10:22:11,消费,88.00,,"9,912.00",全家', '20261004,09:01:00,工资,,"5,000.00","14,912.00",某某公司'),
      });
      expect(moved(p, 'Assets:Bank:CCB')).toEqual(['2026-10-03 -88.00 CNY', '2026-10-04 5000.00 CNY']);
    });
  }
});

describe('an amount header that names its currency 人民币', () => {
  for (const amount of ['交易金额(人民币)', '交易金额（人民币）', '金额(人民币)']) {
    it(`reads ${amount} as the amount, in CNY`, async () => {
      const p = await plan(LEDGER, {
        account: 'Liabilities:CreditCard:BoCom',
        today: '2026-11-27',
        content: csv(`交易日期,交易说明,${amount}`, '2026-10-03,滴滴出行,-32.50', '2026-10-05,还款,500.00'),
      });
      expect(moved(p, 'Liabilities:CreditCard:BoCom')).toEqual(['2026-10-03 -32.50 CNY', '2026-10-05 500.00 CNY']);
    });
  }
});
