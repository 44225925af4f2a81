// Two columns mapped to one role: the second was ignored without a word (随手记's 子分类 and 备注 both
// mapped as the narration lost every 备注).
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';

const SSJ = '交易类型,日期,子分类,账户,金额,备注\n收入,2023-12-01 09:00,工资,招商银行储蓄卡,"18,500.00",11月工资\n转出,2023-12-05 20:01,,招商银行储蓄卡,"2,000.00",充值支付宝\n支出,2023-12-03 12:14,午餐,微信钱包,32.50,\n支出,2023-12-04 12:14,午餐,微信钱包,12.00,午餐\n';

describe('columns mapped to one role', () => {
  it('are all read for the narration, joined in the mapping’s order', () => {
    const statement = readCsvStatement(SSJ, { mapping: { 交易类型: 'direction', 日期: 'date', 金额: 'amount', 子分类: 'narration', 备注: 'narration' } });
    expect(statement.rows.map((r) => r.narration)).toEqual(['工资 11月工资', '充值支付宝', '午餐', '午餐']);
    const described = readCsvStatement(SSJ, { mapping: { 交易类型: 'direction', 日期: 'date', 金额: 'amount', 备注: 'description', 子分类: 'narration' } });
    expect(described.rows.map((r) => r.narration)).toEqual(['11月工资 工资', '充值支付宝', '午餐', '午餐']);
  });

  it('are read so when named by number too', () => {
    const statement = readCsvStatement('2023-12-01,工资,18500.00,11月工资\n2023-12-03,午餐,-32.50,\n', { mapping: { 1: 'date', 2: 'narration', 3: 'amount', 4: 'narration' } });
    expect(statement.rows.map((r) => r.narration)).toEqual(['工资 11月工资', '午餐']);
  });

  it('are a 400 naming both for any other role', () => {
    const refused = (mapping: Record<string, string>, message: string) =>
      expect(() => readCsvStatement(SSJ, { mapping })).toThrow(expect.objectContaining({ status: 400, errors: [{ path: 'mapping', message }] }));
    refused({ 日期: 'date', 金额: 'amount', 账户: 'amount' }, 'columns "金额" and "账户" both have the role "amount": it names one column (only narration, or description, may name several, whose texts are read together, and category two: a category and its sub-category)');
    for (const role of ['method', 'payee', 'currency', 'direction']) {
      refused({ 日期: 'date', 金额: 'amount', 账户: role, 备注: role }, expect.stringContaining(`columns "账户" and "备注" both have the role "${role}"`));
    }
  });

  it('may be several ignored ones', () => {
    const statement = readCsvStatement(SSJ, { mapping: { 交易类型: 'direction', 日期: 'date', 金额: 'amount', 子分类: 'ignore', 备注: 'ignore' } });
    expect(statement.rows.map((r) => r.narration)).toEqual([null, null, null, null]);
  });
});
