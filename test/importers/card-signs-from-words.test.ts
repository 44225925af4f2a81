// A credit-card CSV with no signs at all (Bank of Communications: every amount positive, what a row
// is only in 交易说明: 消费 a purchase, 退货 a return, 信用卡还款 a repayment). The sign cannot
// tell the direction, so each row's words do; a row whose words may go either way is skipped.
import { describe, expect, it } from 'vitest';
import { ledgerText, plan, postingLines } from './import-fixtures.ts';

const MAPPING = { 交易日期: 'date', 交易说明: 'description', '入账币种/金额': 'amount' };
const HEAD = '交易日期,记账日期,交易说明,交易币种/金额,入账币种/金额\n';

describe('a card statement whose amounts all carry the same sign', () => {
  it('books purchases as charges to the card and returns, repayments and cashback as money into it', async () => {
    const text = `${HEAD}2025-01-10,2025-01-10,退货 美团,CNY 1.99,CNY 1.99
2025-01-11,2025-01-12,消费 美团,CNY 2.99,CNY 2.99
2025-01-13,2025-01-13,消费 某某商城平台商户,CNY 10.00,CNY 10.00
2025-01-18,2025-01-18,消费 Suica Charge,JPY 1000.00,CNY 49.85
2025-01-20,2025-01-20,返现 活动奖励,CNY 5.00,CNY 5.00
2025-01-29,2025-01-29,信用卡还款 转账还款-某某 6666,CNY 666.60,CNY 666.60
`;
    const p = await plan(ledgerText(), { content: Buffer.from(text), account: 'Liabilities:CMB:CreditCard', mapping: MAPPING });
    expect(p.report.transactions.map((t) => [t.narration, postingLines(t)[0]])).toEqual([
      ['退货 美团', 'Liabilities:CMB:CreditCard 1.99 CNY'],
      ['消费 美团', 'Liabilities:CMB:CreditCard -2.99 CNY'],
      ['消费 某某商城平台商户', 'Liabilities:CMB:CreditCard -10.00 CNY'],
      ['消费 Suica Charge', 'Liabilities:CMB:CreditCard -49.85 CNY'],
      ['返现 活动奖励', 'Liabilities:CMB:CreditCard 5.00 CNY'],
      ['信用卡还款 转账还款-某某 6666', 'Liabilities:CMB:CreditCard 666.60 CNY'],
    ]);
  });

  it('reads a file that prints every amount negative the same way', async () => {
    const text = `${HEAD}2025-01-11,2025-01-12,消费 美团,-2.99,-2.99\n2025-01-29,2025-01-29,信用卡还款,-666.60,-666.60\n`;
    const p = await plan(ledgerText(), { content: Buffer.from(text), account: 'Liabilities:CMB:CreditCard', mapping: MAPPING });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Liabilities:CMB:CreditCard -2.99 CNY', 'Liabilities:CMB:CreditCard 666.60 CNY']);
  });

  it('skips a reversal or an adjustment, which may go either way, with why, and imports the rest', async () => {
    const text = `${HEAD}2025-01-11,2025-01-12,消费 美团,CNY 2.99,CNY 2.99
2025-01-12,2025-01-12,消费冲正 美团,CNY 2.99,CNY 2.99
2025-01-29,2025-01-29,信用卡还款,CNY 100.00,CNY 100.00
`;
    const p = await plan(ledgerText(), { content: Buffer.from(text), account: 'Liabilities:CMB:CreditCard', mapping: MAPPING });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Liabilities:CMB:CreditCard -2.99 CNY', 'Liabilities:CMB:CreditCard 100.00 CNY']);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: "the card statement's amounts carry no sign and 冲正 may be money in or out: book this row by hand" }]);
  });
});
