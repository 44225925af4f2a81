// A transfer between two own bank accounts, the receiving bank's statement imported first: its
// row (他行汇入 张伟 +5,000.00) names no account of the user's, so it went to Income:Uncategorized,
// flagged. The sending bank's row (转账至工商银行(9876) -5,000.00) names the receiving account by
// its alias and was booked as a second 5,000.00 into it (QA of session 37: ICBC 21108.91 against
// its statement's 16108.91); the other order was right. Now the sending row completes the move
// booked first: its money goes into that Uncategorized account, which nets to zero, and it says so.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, plan, postingLines } from './import-fixtures.ts';
import { gbk } from './legacy-encodings.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工商银行,工行"
2020-01-01 open Income:Salary
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const ICBC = gbk(
  [
    '中国工商银行借记卡账户历史明细',
    '卡号: 6222****9876,户名: 张伟',
    '',
    '交易日期,摘要,交易场所,交易金额/币种,余额/币种,对方户名',
    '2026-10-11,他行汇入,,"+5,000.00/人民币","18,000.00/人民币",张伟',
    '',
  ].join('\r\n'),
);
const CMB = Buffer.from('记账日期,货币,交易金额,联机余额,交易摘要,对手信息,交易备注\n2026-10-11,CNY,"-5,000.00","46,777.90",转账至工商银行(9876),张伟 6222021001987654,跨行转账\n');

const TODAY = '2026-11-01';
type Plan = Awaited<ReturnType<typeof plan>>;
/** Every account's sum over the planned transactions of the plans, in cents. */
function sums(...plans: Plan[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of plans.flatMap((p) => p.report.transactions).flatMap((t) => t.postings)) out[x.account] = (out[x.account] ?? 0) + Math.round(Number(x.units.number) * 100);
  return out;
}

describe('a transfer between own banks, the receiving statement imported first', () => {
  it('the sending row completes the Uncategorized half: the money arrives once', async () => {
    const icbc = await plan(LEDGER, { content: ICBC, account: 'Assets:Bank:ICBC', today: TODAY });
    expect(icbc.report.transactions.map(postingLines)).toEqual([['Assets:Bank:ICBC 5000.00 CNY', 'Income:Uncategorized -5000.00 CNY']]);
    const afterIcbc = appended(LEDGER, icbc);
    const { first: cmb, second: again, after } = await importTwice(afterIcbc, { content: CMB, account: 'Assets:Bank:CMB', today: TODAY });
    expect(cmb.report.transactions.map(postingLines)).toEqual([['Assets:Bank:CMB -5000.00 CNY', 'Income:Uncategorized 5000.00 CNY']]);
    expect(cmb.report.transactions[0]!.flag).toBe('!');
    expect(cmb.report.warnings.map((w) => w.message).join('\n')).toMatch(/other half of the move of 2026-10-11 \(Assets:Bank:ICBC 5000\.00\), booked from Income:Uncategorized/);
    expect(sums(icbc, cmb)).toEqual({ 'Assets:Bank:ICBC': 500000, 'Assets:Bank:CMB': -500000, 'Income:Uncategorized': 0 });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 1]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });

  it('ends as the other order does', async () => {
    const cmb = await plan(LEDGER, { content: CMB, account: 'Assets:Bank:CMB', today: TODAY });
    const icbc = await plan(appended(LEDGER, cmb), { content: ICBC, account: 'Assets:Bank:ICBC', today: TODAY });
    expect([icbc.report.imported, icbc.report.duplicates]).toEqual([0, 1]);
    expect(sums(cmb, icbc)).toEqual({ 'Assets:Bank:CMB': -500000, 'Assets:Bank:ICBC': 500000 });
  });

  it('leaves income booked elsewhere than Uncategorized alone (a transfer of the same amount is another movement)', async () => {
    const salary = `${LEDGER}
2026-10-11 * "示例公司" "工资"
  import_id: "bank:0000000000000000aaaa"
  Assets:Bank:ICBC  5000.00 CNY
  Income:Salary  -5000.00 CNY
`;
    const cmb = await plan(salary, { content: CMB, account: 'Assets:Bank:CMB', today: TODAY });
    expect(cmb.report.transactions.map(postingLines)).toEqual([['Assets:Bank:CMB -5000.00 CNY', 'Assets:Bank:ICBC 5000.00 CNY']]);
  });

  it('completes a half only once: a second transfer of the amount is booked to the account', async () => {
    const icbc = await plan(LEDGER, { content: ICBC, account: 'Assets:Bank:ICBC', today: TODAY });
    const twice = Buffer.from(`${CMB.toString()}2026-10-12,CNY,"-5,000.00","41,777.90",转账至工商银行(9876),张伟 6222021001987654,跨行转账\n`);
    const cmb = await plan(appended(LEDGER, icbc), { content: twice, account: 'Assets:Bank:CMB', today: TODAY });
    expect(cmb.report.transactions.map((t) => postingLines(t)[1])).toEqual(['Income:Uncategorized 5000.00 CNY', 'Assets:Bank:ICBC 5000.00 CNY']);
  });
});
