// QA re-check 2 of session 47, finding 2: versions before 2026-11-29 booked a reversal in a money
// column (`冲正 -560.00` in 支出金额) its column's way, as a second purchase, under the id made of
// that amount. Read as money in since, the row's id changed: importing the same file again booked
// it a second time (the bank -560 and +560), though importing a file twice imports nothing.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, plan } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CCB
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const request = (content: Buffer) => ({ account: 'Assets:Bank:CCB', today: '2026-11-27', content });

// How the versions before read each file: every figure its column's way. A file with the
// reversal's figure written as that way gives the rows the same content, so the same ids.
const asReadBefore = csv('交易日期,摘要,支出金额,收入金额,对方户名', '20261002,冲正,560.00,,苏宁易购', '20261003,消费,30.00,,美团', '20261004,转账,,"1,200.00",钱七', '20261005,转账冲正,,"1,200.00",钱七');
const now = csv('交易日期,摘要,支出金额,收入金额,账户余额,对方户名', '20261002,冲正,-560.00,,"9,980.00",苏宁易购', '20261003,消费,30.00,,"9,950.00",美团', '20261004,转账,,"1,200.00","11,150.00",钱七', '20261005,转账冲正,,"-1,200.00","9,950.00",钱七');

describe('a reversal in a money column imported before it was read as one', () => {
  it('is a duplicate when the file is imported again', async () => {
    const before = await plan(LEDGER, request(asReadBefore));
    expect(before.report.transactions).toHaveLength(4);
    const again = await plan(appended(LEDGER, before), request(now));
    expect(again.report.transactions).toEqual([]);
    expect(again.report.duplicates).toBe(4);
  });

  it('is a duplicate in a column written negative throughout, the reversal positive', async () => {
    const oldReading = csv('交易日期,摘要,支出金额,收入金额,对方户名', '20261003,消费,128.50,,北京物美', '20261004,冲正,128.50,,北京物美', '20261005,消费,42.00,,全家');
    const before = await plan(LEDGER, request(oldReading));
    const again = await plan(appended(LEDGER, before), request(csv('交易日期,摘要,支出金额,收入金额,账户余额,对方户名', '20261003,消费,-128.50,,"9,871.50",北京物美', '20261004,冲正,128.50,,"10,000.00",北京物美', '20261005,消费,-42.00,,"9,958.00",全家')));
    expect(again.report.transactions).toEqual([]);
    expect(again.report.duplicates).toBe(3);
  });

  it('is imported once when the file is new, and not again', async () => {
    const { first, second } = await importTwice(LEDGER, request(now));
    expect(first.report.transactions.map((t) => t.postings.find((x) => x.account === 'Assets:Bank:CCB')!.units.number)).toEqual(['560.00', '-30.00', '1200.00', '-1200.00']);
    expect(second.report.transactions).toEqual([]);
  });
});
