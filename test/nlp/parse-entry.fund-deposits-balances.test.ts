// Payroll QA of session 41 (said on 2026-11-10): money put into the housing fund or the medical
// card was spending paid from them (公积金 缴存 6000: the fund -6000; 医保个账划入 312.5, narrated so
// in the history as money into the card, was spending from WeChat), and a balance said
// (公积金余额 50800, 房贷还剩 1631062.26) was the whole fund spent or the mortgage paid off. Now the
// money goes into the account, and a balance is a 422: nothing moved.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';
const PAYROLL = readFileSync(new URL('../fixtures/nlp/payroll.beancount', import.meta.url), 'utf8');
const STARTER_FUND = `${STARTER_LEDGER}
2026-01-01 open Assets:HousingFund CNY
2026-01-01 open Liabilities:Mortgage CNY
`;

checkedSuite(
  'parseEntry: money put into the fund or the medical card',
  PAYROLL,
  [
    // 缴存 after the fund named: money into it, from whom not said (warned)
    { text: '公积金 缴存 6000', postings: 'Assets:HousingFund 6000; Income:Uncategorized -6000', warning: /no income category matched/ },
    { text: '公积金缴存 6000', postings: 'Assets:HousingFund 6000; Income:Uncategorized -6000' },
    // the words of a history entry that was money in only
    { text: '医保个账划入 312.5', postings: 'Assets:MedicalCard 312.5; Income:MedicalInsurance -312.5' },
    // as before: the employer's share named by its alias, and money taken out of the fund
    { text: '单位公积金缴存 3000', postings: 'Assets:HousingFund 3000; Income:HousingFund:Employer -3000' },
    { text: '公积金提取 24000 到建行', postings: 'Assets:HousingFund -24000; Assets:Bank:CCB 24000' },
    // a balance said beside money moving is left out (it was 200 more spent)
    { text: '午饭 35 微信 余额还剩 200', postings: 'Expenses:Food 35; Assets:WeChat -35', warning: /余额还剩200 is a balance, not money moving: not booked/ },
  ],
  SAID_ON,
);

checkedSuite('parseEntry: money put into the fund (starter ledger)', STARTER_FUND, [{ text: '公积金 缴存 6000', postings: 'Assets:HousingFund 6000; Income:Uncategorized -6000' }], SAID_ON);

describe('parseEntry: a balance said is nothing to book', () => {
  const ledgers = { payroll: Ledger.fromText(PAYROLL, 'ledger.beancount'), starter: Ledger.fromText(STARTER_FUND, 'ledger.beancount') };
  it.each([
    ['payroll', '公积金余额 50800'],
    ['payroll', '医保卡余额 6359.5'],
    ['payroll', '房贷还剩 1631062.26'],
    ['payroll', '房贷 剩余本金 1600000'],
    ['starter', '公积金余额 50800'],
    ['starter', '微信余额 200'],
  ] as const)('%s: %s', (led, text) => {
    try {
      parseEntry(ledgers[led], text, SAID_ON);
      expect.unreachable('parsed');
    } catch (err) {
      const problem = err as { status: number; detail: string; errors: { message: string }[] };
      expect(problem.status).toBe(422);
      expect(problem.detail).toMatch(/is a balance, not money moving/);
      expect(problem.errors[0]!.message).toMatch(/GET \/bean\/balances.*balance assertion/);
    }
  });
  // (余额宝 is Alipay's fund, not a balance)
  it('余额宝收益 3.52 is no balance', () => {
    const entry = parseEntry(ledgers.payroll, '余额宝收益 3.52', SAID_ON);
    expect(entry.postings.map((p) => `${p.account} ${p.units!.number}`)).toContain('Income:Interest -3.52');
  });
});
