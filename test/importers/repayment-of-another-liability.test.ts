// Repayments of two different cards are two repayments (README): a bank's row repaying the card
// its words name is never the duplicate of a repayment of another card or loan typed by hand.
// QA of session 49: `广发银行信用卡还款 1200` was dropped as the `还花呗 1200` typed three days
// before, and the 广发 card stayed 1200 too high.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import { CONSUMER_CREDIT_LEDGER } from './consumer-credit-ledger.ts';

const HEADER = '交易日期,摘要,交易详情,收入金额,支出金额,余额,对方户名';
const bank = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\n'));
const typed = (narration: string, liability: string) => `
2025-11-20 * "${narration}"
  ${liability}  1200.00 CNY
  Assets:Bank:ICBC
`;

describe("a card's repayment on the bank statement", () => {
  it('is booked, not a duplicate of a repayment of 花呗 typed with the same amount', async () => {
    const ledger = CONSUMER_CREDIT_LEDGER + typed('还花呗', 'Liabilities:Alipay:Huabei');
    const p = await plan(ledger, { account: 'Assets:Bank:ICBC', content: bank('2025-11-23,转账,广发银行信用卡还款,,1200.00,2600.00,广发银行'), today: '2025-11-28' });
    expect(p.report.duplicates).toBe(0);
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Bank:ICBC -1200.00 CNY', 'Liabilities:CreditCard:GDB 1200.00 CNY']]);
    const check = beanCheck(appended(ledger, p));
    if (check) expect(check.errors).toBe('');
  });

  it('is still the duplicate of the same card repaid by hand', async () => {
    const ledger = CONSUMER_CREDIT_LEDGER + typed('还广发卡', 'Liabilities:CreditCard:GDB');
    const p = await plan(ledger, { account: 'Assets:Bank:ICBC', content: bank('2025-11-23,转账,广发银行信用卡还款,,1200.00,2600.00,广发银行'), today: '2025-11-28' });
    expect([p.report.imported, p.report.duplicates]).toEqual([0, 1]);
  });
});
