import { describe, expect, it } from 'vitest';
import { parsePrintedAmount } from '../../../src/importers/pdf/statement-amount.ts';

function read(cell: string) {
  const amount = parsePrintedAmount(cell);
  return amount && [amount.value.toString(), amount.marker, amount.currency];
}

describe('parsePrintedAmount', () => {
  it.each([
    ['1,234.56', ['1234.56', null, null]],
    ['-2,000.00', ['-2000.00', null, null]],
    ['¥38.00', ['38.00', null, 'CNY']],
    ['¥-12.00', ['-12.00', null, 'CNY']],
    ['-¥12.00', ['-12.00', null, 'CNY']],
    ['RMB 88.00', ['88.00', null, 'CNY']],
    ['CNY1,000', ['1000', null, 'CNY']],
    ['USD 12.50', ['12.50', null, 'USD']],
    ['(45.00)', ['-45.00', null, null]],
    ['300.00 CR', ['300.00', 'CR', null]],
    ['DR 12.00', ['12.00', 'DR', null]],
    ['12.50-', ['-12.50', null, null]],
    ['\u221299.90', ['-99.90', null, null]],
    ['100.00元', ['100.00', null, 'CNY']],
    ['0.10', ['0.10', null, null]],
  ])('%s', (cell, expected) => {
    expect(read(cell)).toEqual(expected);
  });

  it.each(['', '示例超市', '12/20', '1.234,56', '12,34.00', '--', '1 234.00'])('rejects %j', (cell) => {
    expect(parsePrintedAmount(cell)).toBeNull();
  });

  it('keeps every digit of a large amount (no float rounding)', () => {
    expect(parsePrintedAmount('12,345,678,901,234,567.89')!.value.toString()).toBe('12345678901234567.89');
  });
});
