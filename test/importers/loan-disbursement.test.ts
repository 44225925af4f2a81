// A loan paid out into the bank account (ICBC's `借呗放款`, money from 支付宝(中国)网络技术有限公司) is
// money borrowed on the loan the words name. QA of session 49: it was booked as a move from
// Alipay (支付宝, the longer alias), Alipay went to -10000 and the 借呗 loan was never recorded.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import { CONSUMER_CREDIT_LEDGER } from './consumer-credit-ledger.ts';

const HEADER = '交易日期,摘要,交易详情,收入金额,支出金额,余额,对方户名';
const bank = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\n'));
const lines = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map(postingLines);

describe('a loan paid out on a bank statement', () => {
  it('raises the loan the row names (借呗放款), not the app that paid it', async () => {
    const p = await plan(CONSUMER_CREDIT_LEDGER, { account: 'Assets:Bank:ICBC', content: bank('2025-11-25,借呗放款,支付宝-借呗放款,10000.00,,15000.00,支付宝(中国)网络技术有限公司'), today: '2025-11-28' });
    expect(lines(p)).toEqual([['Assets:Bank:ICBC 10000.00 CNY', 'Liabilities:Alipay:Jiebei -10000.00 CNY']]);
    const check = beanCheck(appended(CONSUMER_CREDIT_LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('does so for 借款到账 too, and over what the payee moved before (Alipay withdrawals to the bank)', async () => {
    const ledger = `${CONSUMER_CREDIT_LEDGER}
2025-11-10 * "支付宝(中国)网络技术有限公司" "支付宝提现"
  Assets:Bank:ICBC  200.00 CNY
  Assets:Alipay  -200.00 CNY
`;
    const p = await plan(ledger, { account: 'Assets:Bank:ICBC', content: bank('2025-11-26,转账,借呗借款到账,8000.00,,13200.00,支付宝(中国)网络技术有限公司'), today: '2025-11-28' });
    expect(lines(p)).toEqual([['Assets:Bank:ICBC 8000.00 CNY', 'Liabilities:Alipay:Jiebei -8000.00 CNY']]);
  });

  it('leaves an Alipay withdrawal (支付宝提现) a move from Alipay', async () => {
    const p = await plan(CONSUMER_CREDIT_LEDGER, { account: 'Assets:Bank:ICBC', content: bank('2025-11-26,转账,支付宝提现,300.00,,5300.00,支付宝(中国)网络技术有限公司'), today: '2025-11-28' });
    expect(lines(p)).toEqual([['Assets:Bank:ICBC 300.00 CNY', 'Assets:Alipay -300.00 CNY']]);
  });
});
