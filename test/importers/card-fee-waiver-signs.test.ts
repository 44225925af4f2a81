// A card statement whose only money-in row is a fee waived (`年费减免`): the sign check of card
// statements knew 还款, 退款 and 返现 as money into the card, not a waiver, so a statement printing
// every amount with one sign (Bank of Communications) booked the waiver as one more charge, on the
// fee's account (session 49's leftover). A fee waived is money into the card.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import { CONSUMER_CREDIT_LEDGER } from './consumer-credit-ledger.ts';

const MAPPING = { 交易日期: 'date', 交易说明: 'description', 入账金额: 'amount' };
const card = (sign: string, waiver: string) => Buffer.from(`交易日期,交易说明,入账金额
2025-11-02,消费 美团外卖,${sign}45.80
2025-11-05,消费 滴滴出行,${sign}23.50
2025-11-09,消费 盒马鲜生,${sign}128.00
2025-11-15,${waiver},${sign}300.00
`);
const CMB = 'Liabilities:CreditCard:CMB';

describe('a card statement of charges and one fee waived, every amount of one sign', () => {
  it.each([
    ['年费减免', 'positive', ''],
    ['年费减免', 'negative', '-'],
    ['免年费', 'positive', ''],
    ['年费返还', 'positive', ''],
  ])('%s, every amount %s: the charges are money out, the waiver money in, off the annual fee', async (waiver, _, sign) => {
    const p = await plan(CONSUMER_CREDIT_LEDGER, { account: CMB, content: card(sign, waiver), mapping: MAPPING, today: '2025-11-28' });
    expect(p.report.transactions.map((t) => postingLines(t))).toEqual([
      [`${CMB} -45.80 CNY`, 'Expenses:Food 45.80 CNY'],
      [`${CMB} -23.50 CNY`, expect.stringMatching(/ 23\.50 CNY$/)],
      [`${CMB} -128.00 CNY`, expect.stringMatching(/ 128\.00 CNY$/)],
      [`${CMB} 300.00 CNY`, 'Expenses:Finance:AnnualFee -300.00 CNY'],
    ]);
    const check = beanCheck(appended(CONSUMER_CREDIT_LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
});

// (session 51) 免 before any fee word is a waiver (免手续费: a fee waived, shown as a credit), not only
// 免年费; 免息分期 and 免手续费分期 name instalments without interest or fee: a charge, money out.
describe('免 and a fee word', () => {
  it.each([
    ['免手续费', 'positive', ''],
    ['免手续费', 'negative', '-'],
  ])('%s, every amount %s: the waiver is money in, off the fees account', async (waiver, _, sign) => {
    const p = await plan(CONSUMER_CREDIT_LEDGER, { account: CMB, content: card(sign, waiver), mapping: MAPPING, today: '2025-11-28' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual([`${CMB} -45.80 CNY`, `${CMB} -23.50 CNY`, `${CMB} -128.00 CNY`, `${CMB} 300.00 CNY`]);
    expect(postingLines(p.report.transactions[3]!)[1]).toBe('Expenses:Finance:Fees -300.00 CNY');
    const check = beanCheck(appended(CONSUMER_CREDIT_LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
  it.each([
    ['免息分期 Apple Store', 'positive', ''],
    ['免息分期 Apple Store', 'negative', '-'],
    ['免手续费分期 Apple Store', 'positive', ''],
    ['免手续费分期 Apple Store', 'negative', '-'],
  ])('%s beside 年费减免, every amount %s: the instalment is money out, the waiver money in', async (instalment, _, sign) => {
    const content = Buffer.from(`交易日期,交易说明,入账金额
2025-11-02,消费 美团外卖,${sign}45.80
2025-11-08,${instalment},${sign}600.00
2025-11-15,年费减免,${sign}300.00
`);
    const p = await plan(CONSUMER_CREDIT_LEDGER, { account: CMB, content, mapping: MAPPING, today: '2025-11-28' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual([`${CMB} -45.80 CNY`, `${CMB} -600.00 CNY`, `${CMB} 300.00 CNY`]);
  });
});
