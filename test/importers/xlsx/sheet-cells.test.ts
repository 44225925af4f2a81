// What the .xlsx reader makes of a worksheet's cells: the text Excel shows for each kind of
// value, numbers from their decimal text (binary artefacts rounded to the 15 digits Excel shows),
// dates from day numbers, and which sheet is the first.
import { describe, expect, test } from 'vitest';
import { readFirstSheet } from '../../../src/importers/xlsx/read-xlsx.ts';
import { workbookEntries, xlsxOf, xlsxWorkbook, zipArchive, type XlsxCell } from '../../support/xlsx-builder.ts';

const cellsOf = (book: Buffer) => readFirstSheet(book).lines.map((l) => [l.line, ...l.cells]);
/** The text of each cell of a one-row sheet. */
const rowOf = (cells: XlsxCell[], options = {}) => readFirstSheet(xlsxOf([cells], options)).lines[0]!.cells;

describe('texts', () => {
  test('shared strings and inline strings give the same table', () => {
    const rows = [['交易时间', 'Payee & Co <Ltd>'], ['2024-01-05', '  padded  ']];
    expect(cellsOf(xlsxOf(rows))).toEqual([[1, '交易时间', 'Payee & Co <Ltd>'], [2, '2024-01-05', '  padded  ']]);
    expect(cellsOf(xlsxOf(rows, { inlineStrings: true }))).toEqual(cellsOf(xlsxOf(rows)));
  });

  test('rich text is its runs joined, without the phonetic guide above it', () => {
    expect(rowOf([{ runs: ['招商', '银行'] }, { runs: ['東京', '駅'], phonetic: 'トウキョウ' }])).toEqual(['招商银行', '東京駅']);
  });

  test("Excel's _xHHHH_ escapes are undone, and _x005F_ keeps one written as text", () => {
    expect(rowOf(['line one_x000D_\nline two', 'tab_x0009_here', 'literal _x005F_x000D_', { inline: 'a_x000A_b' }])).toEqual(['line one\r\nline two', 'tab\there', 'literal _x000D_', 'a\nb']);
  });

  test('booleans read as Excel shows them, formulas by their cached value, errors as written', () => {
    expect(rowOf([{ bool: true }, { bool: false }, { formula: 'CONCAT("a","b")', value: 'ab', type: 'str' }, { formula: 'B1*2', value: '25' }])).toEqual(['TRUE', 'FALSE', 'ab', '25']);
  });

  test('entities and character references in the XML are undone', () => {
    const entries = workbookEntries([{ name: 'Sheet1', rows: [['x']] }], { inlineStrings: true });
    const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    const xml = (sheet.data as string).replace('<t>x</t>', '<t>&#x5FAE;&#20449; &quot;A&apos;s&quot; &amp;amp; <![CDATA[<raw & kept>]]></t>');
    const book = zipArchive(entries.map((e) => (e === sheet ? { ...e, data: xml } : e)));
    expect(readFirstSheet(book).lines[0]!.cells).toEqual(['微信 "A\'s" &amp; <raw & kept>']);
  });

  test('SpreadsheetML written with a namespace prefix (x:c) reads the same', () => {
    const rows = [['Date', 'Amount'], [{ number: '45292', format: 14 }, { number: '-12.5' }]];
    expect(cellsOf(xlsxOf(rows, { prefix: 'x' }))).toEqual(cellsOf(xlsxOf(rows)));
    expect(cellsOf(xlsxOf(rows, { prefix: 'x' }))).toEqual([[1, 'Date', 'Amount'], [2, '2024-01-01', '-12.5']]);
  });
});

describe('numbers', () => {
  test('are the decimal text the XML has, not a float made of it', () => {
    expect(rowOf([{ number: '12.50' }, { number: '-0.07' }, { number: '123456789012.34' }, { number: '1000000' }])).toEqual(['12.50', '-0.07', '123456789012.34', '1000000']);
  });

  test('binary artefacts Excel wrote are rounded to the 15 digits it shows', () => {
    expect(rowOf([{ number: '0.30000000000000004' }, { number: '12.499999999999998' }, { number: '-2.0000000000000004' }, { formula: 'SUM(A1:A3)', value: '1234.5600000000002' }])).toEqual(['0.3', '12.5', '-2', '1234.56']);
  });

  test('a half at the 16th digit rounds away from zero, as Excel shows it', () => {
    expect(rowOf([{ number: '1.000000000000005' }, { number: '-1.000000000000005' }, { number: '1.000000000000004' }])).toEqual(['1.00000000000001', '-1.00000000000001', '1']);
  });

  test('exponents are written out, but for a whole number past 15 digits (its digits lost: kept as Excel shows it); text that is no number stays as written', () => {
    expect(rowOf([{ number: '1.5E-3' }, { number: '4.2000000012024E+21' }, { number: '7E2' }, { number: '12abc' }, { number: '4200000003202401106666' }])).toEqual(['0.0015', '4.2000000012024E+21', '700', '12abc', '4200000003202401106666']);
  });

  test("a money format's decimals are shown (36.5 in #,##0.00 is 36.50), and no digit of the value is dropped for it", () => {
    expect(rowOf([{ number: '36.5', format: '#,##0.00' }, { number: '8000', format: 4 }, { number: '-0.1', format: '"¥"#,##0.00;[Red]\\-"¥"#,##0.00' }, { number: '1.234', format: '0.00' }, { number: '0.05', format: '0.00%' }, { number: '36.5', format: 'General' }])).toEqual(['36.50', '8000.00', '-0.10', '1.234', '0.05', '36.5']);
  });

  test('a row carries which of its cells held numbers', () => {
    const [line] = readFirstSheet(xlsxOf([['text', { number: '1.234' }, { number: '45292', format: 14 }, { number: '7' }]])).lines;
    expect([...line!.numbers!]).toEqual([1, 3]);
  });
});

describe('dates', () => {
  const dates = (cells: XlsxCell[], options = {}) => rowOf(cells, options);

  test('day numbers in a date format are dates: built-in formats, Chinese ones, and custom codes', () => {
    expect(dates([{ number: '45292', format: 14 }, { number: '45292', format: 31 }, { number: '45292', format: 'yyyy"年"m"月"d"日"' }, { number: '45292', format: '[$-804]yyyy/mm/dd;@' }])).toEqual(['2024-01-01', '2024-01-01', '2024-01-01', '2024-01-01']);
  });

  test('a date with a time of day, to the second; a time alone', () => {
    expect(dates([{ number: '45319.416666666664', format: 'yyyy-mm-dd hh:mm:ss' }, { number: '45319.416666666664', format: 22 }, { number: '0.5', format: 20 }, { number: '45292.75', format: 'h:mm' }])).toEqual(['2024-01-28 10:00:00', '2024-01-28 10:00:00', '12:00:00', '18:00:00']);
    // (to the nearest second: a hair before midnight is the next day)
    expect(dates([{ number: '45292.999999999993', format: 'yyyy-mm-dd hh:mm:ss' }])).toEqual(['2024-01-02 00:00:00']);
  });

  test("1900-based: day 1 is 1900-01-01, day 60 Excel's 1900-02-29, day 61 1900-03-01", () => {
    expect(dates([1, 59, 60, 61, 2958465].map((n) => ({ number: String(n), format: 14 })))).toEqual(['1900-01-01', '1900-02-28', '1900-02-29', '1900-03-01', '9999-12-31']);
  });

  test('1904-based when the workbook says so: day 0 is 1904-01-01', () => {
    expect(dates([{ number: '0', format: 14 }, { number: '43830', format: 14 }], { date1904: true })).toEqual(['1904-01-01', '2024-01-01']);
  });

  test('numbers that are no date Excel shows stay numbers; number formats that are no dates keep the number', () => {
    expect(dates([{ number: '-1', format: 14 }, { number: '2958466', format: 14 }, { number: '45292', format: '#,##0' }, { number: '45292', format: '0.00E+00' }, { number: '45292', format: '"days: "0' }])).toEqual(['-1', '2958466', '45292', '45292', '45292']);
  });
});

describe('rows and sheets', () => {
  test('rows keep their sheet numbers; empty rows between are one blank line, as in a CSV', () => {
    const book = xlsxWorkbook([{ name: 'Sheet1', rows: [['title'], ['a', 'b'], [null, null], ['c', null, 'd']], rowNumbers: [2, 3, 4, 9] }]);
    expect(cellsOf(book)).toEqual([[1, ''], [2, 'title'], [3, 'a', 'b'], [4, ''], [9, 'c', '', 'd']]);
  });

  test('the first sheet is the first tab of workbook.xml, wherever its part is and whatever it is named', () => {
    const book = xlsxWorkbook([
      { name: '账单', rows: [['first tab']], path: 'xl/worksheets/sheet2.xml' },
      { name: 'Sheet1', rows: [['second tab']], path: 'xl/worksheets/sheet1.xml' },
    ]);
    expect(readFirstSheet(book)).toMatchObject({ name: '账单', lines: [{ line: 1, cells: ['first tab'] }] });
    const elsewhere = xlsxWorkbook([{ name: 'Export', rows: [['data']], path: 'xl/sheets/data.xml' }]);
    expect(readFirstSheet(elsewhere).lines[0]!.cells).toEqual(['data']);
  });

  test('a hidden sheet before the first visible one is passed over', () => {
    const book = xlsxWorkbook([
      { name: 'lookup', rows: [['hidden']], hidden: true },
      { name: 'Statement', rows: [['shown']] },
    ]);
    expect(readFirstSheet(book)).toMatchObject({ name: 'Statement', lines: [{ cells: ['shown'] }] });
  });

  test('stored entries read as deflated ones do', () => {
    const rows = [['Date', 'Amount'], [{ number: '45292', format: 14 }, { number: '-3.5' }]];
    expect(cellsOf(xlsxOf(rows, { stored: true }))).toEqual(cellsOf(xlsxOf(rows)));
  });
});
