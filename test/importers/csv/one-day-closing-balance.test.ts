// A bank CSV whose rows are all of one day: the dates cannot tell which end of the file is the
// latest, the running balance column can (oldest-first, each balance is the one above plus the amount).
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { balances, importAll, ledgerText } from '../import-fixtures.ts';

const HEADER = '交易日期,交易对方,摘要,金额,余额';
const SALARY = '2024-05-02,工资,y,2000.00,2000.00';
const BREAKFAST = '2024-05-02,早饭,y,-20.00,1980.00';
const LUNCH = '2024-05-02,午饭,y,-30.00,1950.00';
const csv = (rows: readonly string[]) => [HEADER, ...rows].join('\n') + '\n';

describe('the closing balance of a one-day bank statement', () => {
  it('is the first row’s balance when the file lists the newest first', () => {
    const { balance } = readCsvStatement(csv([LUNCH, BREAKFAST, SALARY]));
    expect([balance!.date, balance!.amount.toString()]).toEqual(['2024-05-02', '1950.00']);
  });

  it('is the last row’s balance when the file lists the oldest first', () => {
    expect(readCsvStatement(csv([SALARY, BREAKFAST, LUNCH])).balance!.amount.toString()).toBe('1950.00');
  });

  it('agrees with the ledger after importing the newest-first file into an empty account', async () => {
    const ledger = `${ledgerText()}\n2020-01-01 open Assets:Bank:CMB CNY\n2020-01-01 open Expenses:Food\n`;
    const { text, reports } = await importAll(ledger, [{ content: Buffer.from(csv([LUNCH, BREAKFAST, SALARY])), account: 'Assets:Bank:CMB' }]);
    expect(reports[0]!.statement).toEqual({ balance: { number: '1950.00', currency: 'CNY' }, date: '2024-05-02' });
    expect(balances(text)['Assets:Bank:CMB CNY']).toBe('1950.00');
  });
});
