// QA re-check 2 of session 47, finding 11: an amount header with its unit written 人民币元
// (`金额（人民币元）`, `交易金额(人民币元)`) was no amount column (422: no header row with a date
// column and an amount column), while `(人民币)` and `(元)` were read.
import { describe, expect, it } from 'vitest';
import { plan } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CCB
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));

describe('an amount header whose unit is 人民币元', () => {
  for (const amount of ['金额（人民币元）', '交易金额(人民币元)', '交易金额 (人民币元)']) {
    it(`reads ${amount} as the amount, in CNY`, async () => {
      const p = await plan(LEDGER, {
        account: 'Assets:Bank:CCB',
        today: '2026-11-27',
        content: csv(`交易日期,摘要,${amount},余额,对方户名`, '2026-11-01,消费,-50.00,"9,950.00",全家', '2026-11-02,工资,"8,000.00","17,950.00",某某公司'),
      });
      const bank = p.report.transactions.map((t) => t.postings.find((x) => x.account === 'Assets:Bank:CCB')!.units);
      expect(bank.map((u) => `${u.number} ${u.currency}`)).toEqual(['-50.00 CNY', '8000.00 CNY']);
    });
  }
});

// Recheck QA of session 48, D: `交易金额(美元)` and `金额(外币)` beside a 币种 column were a 422 (no header
// row found), which did not say why.
describe('an amount header whose unit is a currency named in words, or 外币', () => {
  const USD_LEDGER = LEDGER.replace('open Assets:Bank:CCB', 'open Assets:Bank:CCB USD');
  const units = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => t.postings.find((x) => x.account === 'Assets:Bank:CCB')!.units).map((u) => `${u.number} ${u.currency}`);

  for (const amount of ['交易金额(美元)', '金额（美元）', '交易金额(美金)']) {
    it(`reads ${amount} as the amount, in USD`, async () => {
      const p = await plan(USD_LEDGER, { account: 'Assets:Bank:CCB', today: '2026-11-27', content: csv(`交易日期,摘要,${amount},余额,对方户名`, '2026-10-03,消费,-88.00,"9,912.00",Amazon') });
      expect(units(p)).toEqual(['-88.00 USD']);
    });
  }

  it('reads 金额(外币) as the amount, in the currency of the 币种 column', async () => {
    const p = await plan(USD_LEDGER, { account: 'Assets:Bank:CCB', today: '2026-11-27', content: csv('交易日期,摘要,金额(外币),币种,对方户名', '2026-10-03,消费,-88.00,USD,Amazon') });
    expect(units(p)).toEqual(['-88.00 USD']);
  });
});
