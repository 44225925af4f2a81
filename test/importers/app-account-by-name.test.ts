// QA of session 26: an Alipay export uploaded without the `account` field was a 400 ("the
// statement's own account is required") on the starter ledger, whose Assets:Alipay has no alias
// 支付宝. The contract makes `account` optional: the app's account is the one aliased after it,
// else the one open Assets account named after it.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Problem } from '../../src/problem.ts';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const ALIPAY = Buffer.from([
  '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注',
  '2025-03-01 12:00:00,餐饮美食,某某餐厅,,午饭,支出,25.00,余额,交易成功,A1,,',
  '',
].join('\n'));
const WECHAT = Buffer.from([
  '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注',
  '2025-03-02 12:00:00,商户消费,某某餐厅,午饭,支出,¥30.00,零钱,支付成功,W1,/,/',
  '',
].join('\n'));

async function refusal(ledger: string, content: Buffer, account?: string): Promise<Problem> {
  const error = await plan(ledger, { content, ...(account === undefined ? {} : { account }) }).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(Problem);
  return error as Problem;
}

describe('an Alipay or WeChat export without the account field', () => {
  it('goes to the open Assets account named after the app, on the starter ledger', async () => {
    for (const [content, account] of [[ALIPAY, 'Assets:Alipay'], [WECHAT, 'Assets:WeChat']] as const) {
      const p = await plan(STARTER_LEDGER, { content });
      expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual([expect.stringMatching(new RegExp(`^${account} -`))]);
      const check = beanCheck(appended(STARTER_LEDGER, p));
      if (check) expect(check.errors).toBe('');
    }
  });

  it('is still the one the alias names first', async () => {
    const ledger = `${STARTER_LEDGER}2000-01-01 open Assets:Family:Wallet CNY\n  alias: "支付宝"\n`;
    const p = await plan(ledger, { content: ALIPAY });
    expect(postingLines(p.report.transactions[0]!)[0]).toMatch(/^Assets:Family:Wallet -/);
  });

  it('is a 400 when two accounts are named after the app, or none', async () => {
    const two = `${STARTER_LEDGER}2000-01-01 open Assets:Family:Alipay CNY\n`;
    expect((await refusal(two, ALIPAY)).message).toBe("the statement's own account is required");
    const none = 'option "operating_currency" "CNY"\n2000-01-01 open Assets:Bank CNY\n2000-01-01 open Expenses:Food\n';
    expect((await refusal(none, ALIPAY)).message).toBe("the statement's own account is required");
  });
});

// QA of session 27: an Alipay export sent with account=Assets:WeChat was booked to WeChat with no
// word said, while Assets:Alipay is open (an OFX account field that overrules metadata is warned).
describe('an app export sent with the other app\'s account', () => {
  it('is booked there as asked, with a file warning naming the app\'s own account', async () => {
    const p = await plan(STARTER_LEDGER, { content: ALIPAY, account: 'Assets:WeChat' });
    expect(postingLines(p.report.transactions[0]!)[0]).toMatch(/^Assets:WeChat -/);
    expect(p.report.warnings).toContainEqual({ row: null, message: "this is Alipay's export, but account Assets:WeChat is WeChat's: booked there as the account field says; Alipay's account is Assets:Alipay" });
  });

  it('says nothing when the account is the app\'s own or no app\'s', async () => {
    for (const account of ['Assets:Alipay', 'Assets:Bank']) {
      const p = await plan(STARTER_LEDGER, { content: ALIPAY, account });
      expect(p.report.warnings.filter((w) => w.row === null)).toEqual([]);
    }
  });
});

// QA of session 27: account=Expenses:Food wrote 18 bank rows as Expenses:Food's (the salary too);
// Income and Equity accounts were accepted alike.
describe('the account field', () => {
  it('is a 422 for an account that holds or owes no money, the file unchanged', async () => {
    for (const account of ['Expenses:Food', 'Income:Salary', 'Equity:Opening-Balances']) {
      const problem = await refusal(STARTER_LEDGER, ALIPAY, account);
      expect([problem.status, problem.message]).toEqual([422, `account ${account} is no Assets or Liabilities account`]);
    }
  });
});
