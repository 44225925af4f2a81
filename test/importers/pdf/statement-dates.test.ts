import { describe, expect, it } from 'vitest';
import { findStatementDate, parsePrintedDate, resolvePrintedDate } from '../../../src/importers/pdf/statement-dates.ts';

function resolve(cell: string, statementDate: string | null): string | null {
  const printed = parsePrintedDate(cell);
  expect(printed).not.toBeNull();
  return resolvePrintedDate(printed!, statementDate);
}

describe('row dates', () => {
  it.each([
    ['2025-01-03', '2025-01-03'],
    ['2025/1/3', '2025-01-03'],
    ['2025.01.03', '2025-01-03'],
    ['20250103', '2025-01-03'],
    ['2025年1月3日', '2025-01-03'],
    ['2025-01-03 14:22:05', '2025-01-03'],
  ])('%s has its own year', (cell, expected) => {
    expect(resolve(cell, null)).toBe(expected);
  });

  it.each([
    ['01/03', '2025-01-05', '2025-01-03'],
    ['12/28', '2025-01-05', '2024-12-28'],
    ['12-06', '2025-01-05', '2024-12-06'],
    ['1月2日', '2025-01-05', '2025-01-02'],
    ['06/15', '2025-06-20', '2025-06-15'],
    ['02/29', '2024-03-05', '2024-02-29'],
  ])('%s on a statement of %s is %s', (cell, statementDate, expected) => {
    expect(resolve(cell, statementDate)).toBe(expected);
  });

  it('gives no date for an impossible one', () => {
    expect(resolve('2025-02-30', null)).toBeNull();
    expect(resolve('02/29', '2025-03-05')).toBeNull();
    expect(resolve('01/03', null)).toBeNull();
  });

  it.each(['示例超市', '1,234.56', '12.50', '2025', '01/03 示例超市', '123/45'])('%j is not a date', (cell) => {
    expect(parsePrintedDate(cell)).toBeNull();
  });
});

describe('findStatementDate', () => {
  it('reads the labelled statement date, not the payment due date before it', () => {
    expect(findStatementDate(['示例银行信用卡对账单', '到期还款日 2025年01月25日 账单日 2025年01月05日'])).toBe('2025-01-05');
    expect(findStatementDate(['Statement Date: 2025/01/31'])).toBe('2025-01-31');
  });

  it('takes the end of the statement period when no date is labelled', () => {
    expect(findStatementDate(['账单周期 2024/12/06-2025/01/05'])).toBe('2025-01-05');
    expect(findStatementDate(['查询期间 2025-03-01 至 2025-03-31'])).toBe('2025-03-31');
    expect(findStatementDate(['2024/12/06 - 2025/01/05'])).toBe('2025-01-05');
  });

  it('finds none in text without one', () => {
    expect(findStatementDate(['示例银行', '到期还款日 2025-01-25'])).toBeNull();
  });
});
