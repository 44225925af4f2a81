import { describe, expect, it } from 'vitest';
import { currencyCode, isSectionTitle, isSummaryText, statementCurrency, statementKind } from '../../../src/importers/pdf/statement-words.ts';

describe('statement words', () => {
  it('tells a credit-card statement from a bank account statement', () => {
    expect(statementKind('示例银行信用卡对账单')).toBe('creditCard');
    expect(statementKind('SAMPLE BANK CREDIT CARD STATEMENT')).toBe('creditCard');
    expect(statementKind('示例银行 个人活期账户交易明细')).toBe('bankAccount');
  });

  it('finds the currency the statement names first', () => {
    expect(statementCurrency('币种：人民币')).toBe('CNY');
    expect(statementCurrency('账户币种 美元 (折合人民币)')).toBe('USD');
    expect(statementCurrency('示例银行')).toBeNull();
    expect(currencyCode('美元')).toBe('USD');
    expect(currencyCode('RMB')).toBe('CNY');
    expect(currencyCode('EUR')).toBe('EUR');
    expect(currencyCode('其他')).toBeNull();
  });

  it.each(['还款', '消费', '退款', '本期账单明细', '消费明细', 'Payments', '取现交易：'])('%s is a section title', (text) => {
    expect(isSectionTitle(text)).toBe(true);
  });

  it.each(['支付宝还款', '示例超市 消费', '往返经济舱'])('%s is not a section title', (text) => {
    expect(isSectionTitle(text)).toBe(false);
  });

  it.each(['本期合计 2,218.70', '合计', 'Total 12.00', 'Balance brought forward'])('%s is a summary line', (text) => {
    expect(isSummaryText(text)).toBe(true);
  });
});
