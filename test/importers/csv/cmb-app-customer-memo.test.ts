// 招商银行's app export (记账日期,货币,交易金额,联机余额,交易摘要,对手信息,客户摘要) writes what a row was
// in 客户摘要, beside a 交易摘要 that says only how it was paid (快捷支付, 一网通支付). The column was
// not read (QA: a top-up paid to 财付通 as 财付通-微信零钱充值 was narrated 快捷支付, 电费 went to
// Expenses:Uncategorized); it is read as 交易备注 is, and the rows imported before it was read
// keep their ids.
import { describe, expect, it } from 'vitest';
import { appended, plan } from '../import-fixtures.ts';

const HEADER = '记账日期,货币,交易金额,联机余额,交易摘要,对手信息,客户摘要';
const ROWS = [
  '2026-10-03,CNY,-500.00,"34,476.90",快捷支付,财付通支付科技有限公司,财付通-微信零钱充值',
  '2026-10-20,CNY,-18.00,"34,458.90",一网通支付,瑞幸咖啡（中国）有限公司,瑞幸咖啡',
  '2026-10-20,CNY,-18.00,"34,440.90",一网通支付,瑞幸咖啡（中国）有限公司,瑞幸咖啡',
  '2026-10-21,CNY,"-1,234.50","33,206.40",一网通支付,国网上海市电力公司,电费',
];
const statement = (header: string) => Buffer.from(`${header}\n${ROWS.join('\n')}\n`);

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Expenses:Utilities
2020-01-01 open Expenses:Food:Coffee
`;

const request = (content: Buffer) => ({ content, account: 'Assets:Bank:CMB', today: '2026-12-31' });

describe('招商银行 app export with 客户摘要', () => {
  it('reads 客户摘要 for the narration and the counter-account', async () => {
    const p = await plan(LEDGER, request(statement(HEADER)));
    expect(p.report.transactions.map((t) => [t.narration, t.postings[1]!.account])).toEqual([
      ['财付通-微信零钱充值', 'Assets:WeChat'],
      ['一网通支付', 'Expenses:Food:Coffee'],
      ['一网通支付', 'Expenses:Food:Coffee'],
      ['一网通支付', 'Expenses:Utilities'],
    ]);
  });

  it('reads it as the same file with 交易备注 for 客户摘要 is read', async () => {
    const asMemo = await plan(LEDGER, request(statement(HEADER.replace('客户摘要', '交易备注'))));
    const read = await plan(LEDGER, request(statement(HEADER)));
    expect(read.directives).toEqual(asMemo.directives);
  });

  it('finds every row imported before the column was read (then as a column of no name it knows) as a duplicate', async () => {
    const before = await plan(LEDGER, request(statement(HEADER.replace('客户摘要', '未知列'))));
    expect(before.report.imported).toBe(4);
    const again = await plan(appended(LEDGER, before), request(statement(HEADER)));
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 4]);
  });
});
