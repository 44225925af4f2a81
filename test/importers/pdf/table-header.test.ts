import { describe, expect, it } from 'vitest';
import { cellsOf, placePhrases, readHeader, isHeaderLike } from '../../../src/importers/pdf/table-header.ts';
import type { TextLine } from '../../../src/importers/pdf/text-lines.ts';

/** A line of phrases, each [text, x0, x1]. */
function line(...phrases: [string, number, number][]): TextLine {
  return { y: 700, size: 9, phrases: phrases.map(([text, x0, x1]) => ({ text, x0, x1 })) };
}

function roles(l: TextLine): string[] | undefined {
  return readHeader(l)?.columns.map((c) => c.role);
}

describe('readHeader', () => {
  it('names the columns of a credit-card header', () => {
    const header = line(['交易日', 50, 77], ['记账日', 110, 137], ['交易摘要', 170, 206], ['卡号末四位', 400, 445], ['人民币金额', 500, 545]);
    expect(roles(header)).toEqual(['transactionDate', 'postingDate', 'description', 'other', 'amount']);
    expect(readHeader(header)!.currency).toBe('CNY');
  });

  it('reads bilingual and bracketed names and names several columns in one phrase', () => {
    expect(roles(line(['交易日期/Date', 40, 100], ['摘要', 140, 160], ['金额(元)', 300, 340], ['余额(RMB)', 400, 440]))).toEqual([
      'transactionDate',
      'description',
      'amount',
      'balance',
    ]);
    expect(roles(line(['Transaction Date Description Debit Credit Balance', 40, 540]))).toEqual([
      'transactionDate',
      'description',
      'moneyOut',
      'moneyIn',
      'balance',
    ]);
  });

  it('a line of thousands of words (a hostile PDF puts a page on one) is no header, read in linear time', () => {
    // every word a column name: cutting it into the longest names took the cube of its length
    // (1,000 words 16 s; 20,000 would hold the server for days)
    const words = Array(20_000).fill('Date').join(' ');
    expect(readHeader(line([words, 0, 100_000]))).toBeNull();
    // a header said in one phrase, after it on the line, is still cut into its names
    expect(roles(line(['Transaction Date Description Settlement Amount Balance', 40, 540]))).toEqual(['transactionDate', 'description', 'amount', 'balance']);
    // a long name in brackets among the names of one phrase is still one of them
    expect(roles(line(['Date Description Amount (in the currency of the account, debits negative, credits positive) Balance', 40, 540]))).toEqual(['transactionDate', 'description', 'amount', 'balance']);
    expect(roles(line(['Date', 30, 50], ['Description', 95, 150], ['Amount (in the currency of the account, debits negative, credits positive)', 170, 520], ['Balance', 570, 600]))).toEqual(['transactionDate', 'description', 'amount', 'balance']);
  });

  it('keeps the booked amount when the currency spent is shown too', () => {
    const header = readHeader(line(['交易日', 50, 77], ['交易摘要', 120, 156], ['交易金额', 350, 386], ['人民币金额', 450, 495]))!;
    expect(header.columns.map((c) => c.role)).toEqual(['transactionDate', 'description', 'other', 'amount']);
  });

  it('tolerates a column it does not know, but not a line of text', () => {
    expect(roles(line(['交易日期', 40, 76], ['交易地点代码', 90, 140], ['摘要', 150, 170], ['金额', 300, 318]))).toEqual([
      'transactionDate',
      'other',
      'description',
      'amount',
    ]);
    expect(readHeader(line(['12/20', 50, 72], ['12/20', 110, 132], ['支付宝还款', 170, 215], ['-2,000.00', 500, 545]))).toBeNull();
    // A date and an amount column are both needed.
    expect(readHeader(line(['摘要', 40, 58], ['金额', 140, 158], ['余额', 240, 258]))).toBeNull();
    expect(readHeader(line(['交易日期', 40, 76], ['摘要', 140, 158], ['对方户名', 240, 276]))).toBeNull();
  });

  it('names the counterparty column of China Merchants Bank\'s 交易流水 (对手信息), as the CSV reader does', () => {
    const cmb = line(['记账日期', 40, 76], ['货币', 120, 138], ['交易金额', 194, 230], ['联机余额', 324, 360], ['交易摘要', 380, 416], ['对手信息', 470, 506]);
    expect(roles(cmb)).toEqual(['postingDate', 'currency', 'amount', 'balance', 'description', 'payee']);
  });

  it('knows an English header line under a Chinese one', () => {
    expect(isHeaderLike(line(['Trans Date', 50, 80], ['Post Date', 110, 140], ['Description', 170, 210], ['Card No.', 400, 430]))).toBe(true);
    expect(isHeaderLike(line(['往返经济舱', 170, 215]))).toBe(false);
  });
});

describe('placing body phrases under the header', () => {
  const header = readHeader(line(['交易日', 50, 77], ['记账日', 110, 137], ['交易摘要', 170, 206], ['卡号末四位', 400, 445], ['人民币金额', 500, 545]))!;

  it('puts wide text, right-aligned numbers and unknown columns where they belong', () => {
    const body = line(['12/28', 50, 72], ['12/29', 110, 132], ['示例航空公司机票 上海-北京', 170, 330], ['1234', 400, 418], ['1,680.00', 509, 545]);
    expect(cellsOf(placePhrases(body, header))).toEqual({
      transactionDate: '12/28',
      postingDate: '12/29',
      description: '示例航空公司机票 上海-北京',
      amount: '1,680.00',
    });
  });

  it('puts a number that overlaps no header under the nearest column', () => {
    const body = line(['01/05', 110, 132], ['年费', 170, 188], ['-12,345,678.00', 480, 545]);
    expect(cellsOf(placePhrases(body, header))).toEqual({ postingDate: '01/05', description: '年费', amount: '-12,345,678.00' });
  });
});
