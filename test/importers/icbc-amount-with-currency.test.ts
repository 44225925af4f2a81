// ICBC's debit-card export writes the amount and its currency in one cell under 交易金额/币种
// (-12.99/USD, 3,500.00/人民币), the balance likewise under 余额/币种: the header was not known,
// and the file was refused as having no header row (QA).
import { describe, expect, it } from 'vitest';
import { appended, balances, importTwice, plan, postingLines } from './import-fixtures.ts';
import { gbk } from './legacy-encodings.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:ICBC CNY,USD
2020-01-01 open Income:Salary
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const PREAMBLE = ['中国工商银行借记卡账户历史明细', '卡号: 6222****0001,户名: 张三', '起止日期: 2026-05-01 至 2026-05-31', ''];
const HEADER = '交易日期,摘要,交易场所,交易金额/币种,余额/币种,对方户名';
const ROWS = [
  '2026-05-01,工资,,"+3,500.00/人民币","13,500.00/人民币",示例公司',
  '2026-05-03,消费,某某超市,-36.80/人民币,"13,463.20/人民币",某某超市',
  '2026-05-06,境外消费,APPLE.COM/BILL,-12.99/USD,87.01/USD,APPLE.COM/BILL',
  '2026-05-08,退款,某某超市,+8.00/CNY,"13,471.20/CNY",某某超市',
  '2026-05-09,他行汇入,,88.00/RMB,"13,559.20/RMB",李四',
];
const file = (rows: readonly string[]) => gbk([...PREAMBLE, HEADER, ...rows, ''].join('\r\n'));

describe('ICBC debit export with 交易金额/币种 in one cell', () => {
  it('imports each row in the currency its cell names, and again as duplicates', async () => {
    const { first, second, after } = await importTwice(LEDGER, { content: file(ROWS), account: 'Assets:Bank:ICBC', today: '2026-06-01' });
    expect(first.report.transactions.map((t) => `${t.date} ${postingLines(t)[0]}`)).toEqual([
      '2026-05-01 Assets:Bank:ICBC 3500.00 CNY',
      '2026-05-03 Assets:Bank:ICBC -36.80 CNY',
      '2026-05-06 Assets:Bank:ICBC -12.99 USD',
      '2026-05-08 Assets:Bank:ICBC 8.00 CNY',
      '2026-05-09 Assets:Bank:ICBC 88.00 CNY',
    ]);
    expect(first.report.skipped_rows).toEqual([]);
    // (the balance after the latest row, in the currency its 余额/币种 cell names)
    expect(first.report.statement).toMatchObject({ balance: { number: '13559.20', currency: 'CNY' }, date: '2026-05-09' });
    // (each currency's running balance too, since 2026-11-29: the account holds both)
    expect(first.report.statement.balances?.map((b) => [b.account, b.balance])).toEqual([['Assets:Bank:ICBC', { number: '13559.20', currency: 'CNY' }], ['Assets:Bank:ICBC', { number: '87.01', currency: 'USD' }]]);
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 5]);
    expect(balances(after)['Assets:Bank:ICBC USD']).toBe('-12.99');
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });

  it('reports a cell it cannot split into an amount and a currency, and imports the other rows', async () => {
    const bad = ['2026-05-10,消费,某店,abc/USD,"13,559.20/人民币",某店', '2026-05-11,消费,某店,-5.00,"13,559.20/人民币",某店', '2026-05-12,消费,某店,-5.00/金币,"13,559.20/人民币",某店'];
    const p = await plan(LEDGER, { content: file([...ROWS, ...bad]), account: 'Assets:Bank:ICBC', today: '2026-06-01' });
    expect(p.report.imported).toBe(5);
    expect(p.report.skipped_rows.map((s) => s.row)).toEqual([11, 12, 13]);
    expect(p.report.skipped_rows[0]!.reason).toBe('unreadable row: 交易金额/币种: "abc/USD" is not an amount and its currency (such as -12.99/USD)');
    // (an amount with no currency, or with a name the importer does not know, is not given one)
    expect(p.report.skipped_rows.map((s) => s.reason.split(': ')[2])).toEqual(['"abc/USD" is not an amount and its currency (such as -12.99/USD)', '"-5.00" is not an amount and its currency (such as -12.99/USD)', '"-5.00/金币" is not an amount and its currency (such as -12.99/USD)']);
    expect(appended(LEDGER, p)).not.toContain('2026-05-1');
  });
});
