// A bank's .xlsx export: a title above the header, dates kept as day numbers in a date format,
// amounts and balances as numbers (a balance Excel summed carries a binary artefact). Read by the
// bank CSV reader, with the same rows, amounts and import ids as the CSV export of the statement.
import { describe, expect, test } from 'vitest';
import { appended, importTwice, ledgerText, plan, postingLines } from '../import-fixtures.ts';
import { xlsxOf, type XlsxCell } from '../../support/xlsx-builder.ts';

const LEDGER = ledgerText();
const date = (serial: string): XlsxCell => ({ number: serial, format: 'yyyy-mm-dd' });
const money = (text: string): XlsxCell => ({ number: text, format: '#,##0.00' });

const SHEET: XlsxCell[][] = [
  ['招商银行交易流水'],
  ['账号：6214 **** **** 1234', null, '币种：人民币'],
  [],
  ['交易日期', '摘要', '对方户名', '收入金额', '支出金额', '余额'],
  [date('45296'), '消费', '星巴克', null, money('36.5'), { formula: 'F6-E5', value: '963.5', format: '#,##0.00' }],
  [date('45297'), '转账', '张三', money('0.1'), null, { formula: 'F5+D6', value: '963.6', format: '#,##0.00' }],
  [date('45298'), '消费', '便利店', null, money('12.2'), { formula: 'F6-E7', value: '951.4', format: '#,##0.00' }],
  [date('45299'), '代发工资', '某某公司', money('8000'), null, { formula: 'F7+D8', value: '8951.3999999999996', format: '#,##0.00' }],
];
const CSV = ['招商银行交易流水', '账号：6214 **** **** 1234,,币种：人民币', '', '交易日期,摘要,对方户名,收入金额,支出金额,余额', '2024-01-05,消费,星巴克,,36.50,963.50', '2024-01-06,转账,张三,0.10,,963.60', '2024-01-07,消费,便利店,,12.20,951.40', '2024-01-08,代发工资,某某公司,"8,000.00",,"8,951.40"', ''].join('\n');

describe('a bank statement as .xlsx', async () => {
  const book = xlsxOf(SHEET);
  const p = await plan(LEDGER, { content: book, account: 'Assets:CMB:Debit' });

  test('imports each row with its date and amount as the sheet shows them (its money format: two decimals)', () => {
    expect(p.report.imported).toBe(4);
    expect(p.report.transactions.map((t) => [t.date, ...postingLines(t).slice(0, 1)])).toEqual([
      ['2024-01-05', 'Assets:CMB:Debit -36.50 CNY'],
      ['2024-01-06', 'Assets:CMB:Debit 0.10 CNY'],
      ['2024-01-07', 'Assets:CMB:Debit -12.20 CNY'],
      ['2024-01-08', 'Assets:CMB:Debit 8000.00 CNY'],
    ]);
  });

  test("reports the latest balance as Excel shows it, not the sum's binary artefact", () => {
    expect(p.report.statement).toEqual({ balance: { number: '8951.40', currency: 'CNY' }, date: '2024-01-08' });
  });

  test('a second upload of the workbook is all duplicates, and so is the CSV export of the statement', async () => {
    const { second, after } = await importTwice(LEDGER, { content: book, account: 'Assets:CMB:Debit' });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 4]);
    const csv = await plan(after, { content: Buffer.from(CSV), account: 'Assets:CMB:Debit' });
    expect([csv.report.imported, csv.report.duplicates]).toEqual([0, 4]);
    expect(p.directives.map((d) => d.type === 'transaction' && d.meta.import_id)).toEqual((await plan(LEDGER, { content: Buffer.from(CSV), account: 'Assets:CMB:Debit' })).directives.map((d) => d.type === 'transaction' && d.meta.import_id));
    expect(appended(LEDGER, p)).toContain('Assets:CMB:Debit  -36.50 CNY');
  });

  test('the same rows with the artefact in an amount: it is the amount Excel shows', async () => {
    const sheet = SHEET.map((row, i) => (i === 6 ? [row[0]!, row[1]!, row[2]!, null, { formula: '12.1+0.1', value: '12.199999999999999' }, row[5]!] : row));
    const read = await plan(LEDGER, { content: xlsxOf(sheet), account: 'Assets:CMB:Debit' });
    expect(postingLines(read.report.transactions[2]!)[0]).toBe('Assets:CMB:Debit -12.2 CNY');
    const formatted = SHEET.map((row, i) => (i === 6 ? [row[0]!, row[1]!, row[2]!, null, { formula: '12.1+0.1', value: '12.199999999999999', format: '#,##0.00' }, row[5]!] : row));
    const shown = await plan(LEDGER, { content: xlsxOf(formatted), account: 'Assets:CMB:Debit' });
    expect(postingLines(shown.report.transactions[2]!)[0]).toBe('Assets:CMB:Debit -12.20 CNY');
  });
});

describe('the decimal mark of a workbook', () => {
  const sheet = (amount: XlsxCell): XlsxCell[][] => [
    ['Buchungstag', 'Verwendungszweck', 'Betrag (EUR)'],
    ['02.01.2024', 'Miete', amount],
    ['03.01.2024', 'Gehalt', { number: '2500' }],
  ];

  test('a number stored as a number is read with its decimal point, whatever the language of the headers', async () => {
    const p = await plan(LEDGER, { content: xlsxOf(sheet({ number: '-1.234' })), account: 'Assets:EU:Giro' });
    expect(postingLines(p.report.transactions[0]!)[0]).toBe('Assets:EU:Giro -1.234 EUR');
    expect(p.report.warnings).toEqual([]);
  });

  test('the same figure as text is read as the CSV reader reads it (German headers: a decimal comma), with its warning', async () => {
    const p = await plan(LEDGER, { content: xlsxOf(sheet('-1.234')), account: 'Assets:EU:Giro' });
    expect(postingLines(p.report.transactions[0]!)[0]).toBe('Assets:EU:Giro -1234 EUR');
    expect(p.report.warnings.map((w) => w.message)).toEqual([expect.stringContaining('read with a decimal comma')]);
  });
});
