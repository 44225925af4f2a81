// The bookkeeping apps' currency columns (随手记's 账户币种, Firefly III's currency_code) were not
// read, and 12,800 JPY was booked as 12,800 CNY; a column of currency codes that no role reads
// must not leave its rows to be booked in the account's currency.
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const LEDGER = `${ledgerText()}
2020-01-01 open Assets:Cash:JPY JPY
2020-01-01 open Assets:Travel:Cash
`;

describe('a currency column of a bookkeeping app', () => {
  it.each(['账户币种', 'currency_code', 'Currency Code', '币种代码', '货币代码', '货币类型'])('is read when it is named %s', (name) => {
    const statement = readCsvStatement(`日期,收支类型,${name},金额,备注\n2024-05-02,支出,CNY,32.50,午餐\n2024-05-03,支出,JPY,"12,800",松本清\n`);
    expect(statement.rows.map((r) => `${r.amount.toString()} ${r.currency}`)).toEqual(['-32.50 CNY', '-12800 JPY']);
  });

  it("reads Firefly III's currency_code, not its native or foreign currency", () => {
    const text = 'type,currency_code,amount,foreign_currency_code,foreign_amount,native_currency_code,native_amount,description,date\nWithdrawal,JPY,-1980,,,CNY,-95.04,一蘭拉麵,2024-05-01T19:20:00+08:00\n';
    expect(readCsvStatement(text).rows.map((r) => `${r.amount.toString()} ${r.currency}`)).toEqual(['-1980 JPY']);
  });

  it('books the JPY row of a 随手记 export in JPY, into an account of any currency', async () => {
    const content = Buffer.from('交易类型,日期,账户,账户币种,金额,备注\n支出,2024-05-03 15:00,现金,JPY,"12,800",松本清\n支出,2024-05-04 15:00,现金,CNY,10.00,午餐\n');
    const p = await plan(LEDGER, { content, account: 'Assets:Travel:Cash' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:Travel:Cash -12800 JPY', 'Assets:Travel:Cash -10.00 CNY']);
  });
});

describe('a column of currency codes that no role reads', () => {
  const content = Buffer.from('交易类型,日期,币,金额,备注\n支出,2024-05-02 19:20,CNY,32.50,午餐\n支出,2024-05-03 19:20,JPY,"12,800",松本清\n');

  it('is a 422 naming the column and the currency role for a row it would book in another currency', async () => {
    await expect(plan(LEDGER, { content, account: 'Assets:CMB:Debit' })).rejects.toMatchObject({
      status: 422,
      errors: [{ path: 'row 3', message: 'column "币" says JPY, but no column is read as the currency: the row would be booked as 12800 CNY; map "币" to the role "currency"' }],
    });
    // so is a mapping that leaves it out
    await expect(plan(LEDGER, { content, account: 'Assets:CMB:Debit', mapping: { 交易类型: 'direction', 日期: 'date', 金额: 'amount', 备注: 'narration' } })).rejects.toMatchObject({ status: 422, errors: [{ path: 'row 3' }] });
  });

  it('is read as it says once mapped, and says nothing when its codes are the currency booked or no currency at all', async () => {
    const mapped = await plan(LEDGER, { content: Buffer.from('交易类型,日期,币,金额,备注\n支出,2024-05-03 19:20,JPY,"12,800",松本清\n'), account: 'Assets:Cash:JPY', mapping: { 交易类型: 'direction', 日期: 'date', 币: 'currency', 金额: 'amount', 备注: 'narration' } });
    expect(mapped.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:Cash:JPY -12800 JPY']);
    const same = await plan(LEDGER, { content: Buffer.from('日期,币,金额,备注\n2024-05-02,CNY,-32.50,午餐\n'), account: 'Assets:CMB:Debit' });
    expect(same.report.imported).toBe(1);
    // a bank's code (CMB) is no currency
    const bank = await plan(LEDGER, { content: Buffer.from('日期,银行,金额,备注\n2024-05-02,CMB,-32.50,午餐\n'), account: 'Assets:CMB:Debit' });
    expect(bank.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:CMB:Debit -32.50 CNY']);
  });
});
