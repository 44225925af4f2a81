// Import QA: an Alipay export with one amount written `1,000.00` without quotes (a file saved
// again by a spreadsheet) was refused, "no header row found": the extra comma broke the commas' run
// of equal counts, and the tabs before the order numbers' commas (`A1\t,`) made it a tab file. Read
// as a comma file, that row was booked as 1: its trailing empty cell passed for the header's. Tabs
// right before commas are padding, and a row wider than a header ending in an empty cell is
// skipped with its reason. Such an amount is not put together: a first version that did (second
// import QA) booked a check number glued to the amount (102 and 250.00 as 102,250.00) and an
// amount glued to the balance (-450 and 299,550 as -450,299), and mended nothing when most rows were
// wide. A quoted cell with spaces before its quote (` "8,828.44"`) is its value.
import { describe, expect, it } from 'vitest';
import { guessDelimiter, mendSpacedQuotes, readCsvTable } from '../../../src/importers/csv/csv-table.ts';
import { plan, postingLines } from '../import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
2020-01-01 open Assets:WeChat CNY
2020-01-01 open Assets:Bank CNY
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const ALIPAY_HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注,';
const alipayRow = (i: number, amount: string) => `2026-10-${String(i).padStart(2, '0')} 18:00:00,餐饮美食,店${i},x***@y.com,午饭,支出,${amount},余额,交易成功,A${i}\t,M${i}\t,,`;
const alipay = (amounts: readonly string[]) => ['支付宝交易明细', '--------', ALIPAY_HEADER, ...amounts.map((a, k) => alipayRow(k + 1, a))].join('\n') + '\n';
const bookedOn = (account: string) => (t: Parameters<typeof postingLines>[0]) => postingLines(t).find((l) => l.startsWith(account));
const CUT = 'unreadable row: the row has 14 cells but the header has 13 columns (a comma inside an unquoted value?)';

describe('an amount with an unquoted thousands comma', () => {
  it('leaves an Alipay file a comma file', () => {
    expect(guessDelimiter(alipay([...Array(11).fill('12.50'), '1,000.00']))).toBe(',');
    // (as before: a file of tabs stays one)
    expect(guessDelimiter('Date\tDescription\tAmount\n2024-01-02\tRent\t-1,850.00\n2024-01-03\tTea\t-4.50\n')).toBe('\t');
  });

  it('skips the Alipay row with its reason and imports the others; never books it as 1', async () => {
    const p = await plan(LEDGER, { content: Buffer.from(alipay(['12.50', '12.50', '1,000.00', '12.50'])), account: 'Assets:Alipay', today: '2026-11-28' });
    expect(p.report.transactions.map(bookedOn('Assets:Alipay'))).toEqual(Array(3).fill('Assets:Alipay -12.50 CNY'));
    expect(p.report.skipped_rows).toEqual([{ row: 6, reason: CUT }]);
  });

  it('skips every such row when most of them are (it booked 1, 2, 1234)', async () => {
    const p = await plan(LEDGER, { content: Buffer.from(alipay(['1,000.00', '2,345.67', '1,234,567.89', '12.50'])), account: 'Assets:Alipay', today: '2026-11-28' });
    expect(p.report.transactions.map(bookedOn('Assets:Alipay'))).toEqual(['Assets:Alipay -12.50 CNY']);
    expect(p.report.skipped_rows.map((r) => r.row)).toEqual([4, 5, 6]);
  });

  it('skips a bank row whose text or amount has an unquoted comma, whatever the numbers beside it', async () => {
    const text = 'Date,Check,Description,Amount,Balance\n2024-01-02,102,CHECK PAID, JOHN SMITH,-250.00,1000.00\n2024-01-03,,Rent,-1,850.00,-850.00\n2024-01-04,,Tea,-4.50,-854.50\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:Bank', today: '2026-11-28' });
    expect(p.report.transactions.map(bookedOn('Assets:Bank'))).toEqual(['Assets:Bank -4.50 CNY']);
    expect(p.report.skipped_rows.map((r) => r.row)).toEqual([2, 3]);
  });

  it('books Alipay amounts quoted after a space ( "8,828.44"), every row written so', async () => {
    const p = await plan(LEDGER, { content: Buffer.from(alipay([' "8,828.44"', ' "12.50"', ' "1,000.00"'])), account: 'Assets:Alipay', today: '2026-11-28' });
    expect(p.report.transactions.map(bookedOn('Assets:Alipay'))).toEqual(['-8828.44', '-12.50', '-1000.00'].map((n) => `Assets:Alipay ${n} CNY`));
  });

  it('puts together a cell quoted after spaces only, the quotes taken off', () => {
    const lines = readCsvTable('a,b,c\n1, "2,500.00",x\n2,"3,000.00",y\n3, "Big, Pizza" ,z\n4,12,500.00\n');
    expect(mendSpacedQuotes(lines).map((l) => l.cells)).toEqual([
      ['a', 'b', 'c'],
      ['1', ' 2,500.00', 'x'],
      ['2', '3,000.00', 'y'],
      ['3', ' Big, Pizza ', 'z'],
      ['4', '12', '500.00'],
    ]);
  });
});
