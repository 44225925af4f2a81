// Import QA: an Alipay export with one amount written `1,000.00` without quotes (a file saved
// again by a spreadsheet) was refused, "no header row found": the extra comma broke the commas'
// run of equal counts, and the tabs before the order numbers' commas (`A1\t,`) made it a tab file.
// Read as a comma file, that row's amount was then cut at its comma and booked as 1. Tabs right
// before commas are padding, and an amount cut at an unquoted thousands comma is put back together.
import { describe, expect, it } from 'vitest';
import { guessDelimiter, mendThousandsCommas, readCsvTable } from '../../../src/importers/csv/csv-table.ts';
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
const alipay = (big: string) => ['支付宝交易明细', '--------', ALIPAY_HEADER, ...Array.from({ length: 12 }, (_, k) => alipayRow(k + 1, k === 5 ? big : '12.50'))].join('\n') + '\n';

describe('an amount with an unquoted thousands comma', () => {
  it('leaves an Alipay file a comma file', () => {
    expect(guessDelimiter(alipay('1,000.00'))).toBe(',');
    // (as before: a file of tabs stays one, and so does one whose tabs pad nothing)
    expect(guessDelimiter('Date\tDescription\tAmount\n2024-01-02\tRent\t-1,850.00\n2024-01-03\tTea\t-4.50\n')).toBe('\t');
  });

  it.each([
    ['1,000.00', '-1000.00'],
    ['12,345,678.90', '-12345678.90'],
  ])('books the Alipay row of %s as %s, the others as they were', async (big, booked) => {
    const p = await plan(LEDGER, { content: Buffer.from(alipay(big)), account: 'Assets:Alipay', today: '2026-11-28' });
    const amounts = p.report.transactions.map((t) => postingLines(t).find((l) => l.startsWith('Assets:Alipay')));
    expect(amounts).toHaveLength(12);
    expect(amounts[5]).toBe(`Assets:Alipay ${booked} CNY`);
    expect(amounts.filter((a) => a === 'Assets:Alipay -12.50 CNY')).toHaveLength(11);
    expect(p.report.warnings).toContainEqual({ row: null, message: `line 9: ${big} has a thousands comma with no quotes around it, which splits it into two cells; read as one amount, ${big}` });
  });

  it('books Alipay amounts quoted after a space ( "8,828.44"), every row written so', async () => {
    const rows = Array.from({ length: 6 }, (_, k) => alipayRow(k + 1, k % 2 === 0 ? ' "8,828.44"' : ' "12.50"'));
    const text = ['支付宝交易明细', '--------', ALIPAY_HEADER, ...rows].join('\n') + '\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:Alipay', today: '2026-11-28' });
    expect(p.report.transactions.map((t) => postingLines(t).find((l) => l.startsWith('Assets:Alipay')))).toEqual(
      ['-8828.44', '-12.50', '-8828.44', '-12.50', '-8828.44', '-12.50'].map((n) => `Assets:Alipay ${n} CNY`),
    );
  });

  it('books a WeChat row of ¥1,000.00', async () => {
    const head = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注\n';
    const row = (i: number, amount: string) => `2024-01-0${i} 10:00:00,商户消费,店${i},午饭,支出,${amount},零钱,支付成功,${i}00\t,/,/\n`;
    const text = head + row(1, '¥28.16') + row(2, '¥1,000.00') + row(3, '¥9.90') + row(4, '¥3.00');
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:WeChat', today: '2026-11-28' });
    expect(p.report.transactions.map((t) => postingLines(t).find((l) => l.startsWith('Assets:WeChat')))).toEqual(['Assets:WeChat -28.16 CNY', 'Assets:WeChat -1000.00 CNY', 'Assets:WeChat -9.90 CNY', 'Assets:WeChat -3.00 CNY']);
  });

  it('books a bank row of -1,850.00', async () => {
    const text = 'Date,Description,Amount\n2024-01-02,Rent,-1,850.00\n2024-01-03,Tea,-4.50\n2024-01-04,Salary,3500.00\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:Bank', today: '2026-11-28' });
    expect(p.report.transactions.map((t) => postingLines(t).find((l) => l.startsWith('Assets:Bank')))).toEqual(['Assets:Bank -1850.00 CNY', 'Assets:Bank -4.50 CNY', 'Assets:Bank 3500.00 CNY']);
  });

  it('puts together only lines with more cells than the file has, and only digit groups', () => {
    const lines = readCsvTable('a,b,c\n1,000,x\n2,12,500.00,y\nMiete, Januar,-800.00,z\n5,6,7\n');
    const { lines: mended, mended: said } = mendThousandsCommas(lines);
    expect(said).toEqual([{ line: 3, cell: '12,500.00' }]);
    expect(mended.map((l) => l.cells)).toEqual([
      ['a', 'b', 'c'],
      ['1', '000', 'x'],
      ['2', '12,500.00', 'y'],
      ['Miete', ' Januar', '-800.00', 'z'],
      ['5', '6', '7'],
    ]);
  });
});
