// Payroll QA of session 41 (said on 2026-11-10): a payslip naming 公积金 put the net pay into the
// housing fund and counted it as income again (工资 税前 25000 ... 公积金 3000 ... 实发 18500 招行:
// Assets:HousingFund +46500, Income:Uncategorized -3000 -18500, 招行 untouched). Now the gross is
// earned, each deduction goes to its account (公积金 into the fund, an account of mine), the net
// into the card named; the parts not adding up is a 422 naming the figures. Money moved on after
// the salary arrived (转 8200 到建行) is a move, not 10300 taken off.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';
const PAYROLL = readFileSync(new URL('../fixtures/nlp/payroll.beancount', import.meta.url), 'utf8');
// the starter ledger with a fund, loans and tax and insurance categories (no aliases: the built-in words)
const STARTER_PAYROLL = `${STARTER_LEDGER}
2026-01-01 open Assets:HousingFund CNY
2026-01-01 open Liabilities:Mortgage CNY
2026-01-01 open Expenses:Tax CNY
2026-01-01 open Expenses:Insurance CNY
`;

checkedSuite(
  'parseEntry: a payslip with the housing fund (aliased accounts)',
  PAYROLL,
  [
    { text: '工资 税前 25000 扣 社保 2100 公积金 3000 个税 1400 实发 18500 招行', postings: 'Assets:Bank:CMB 18500; Income:Salary -25000; Expenses:Insurance:Social 2100; Assets:HousingFund 3000; Expenses:Tax:IncomeTax 1400', warning: /read 25000 as earned and 18500 as received: 社保 2100, 公积金 3000, 个税 1400 taken off/ },
    { text: '工资条：应发25000 社保个人部分2100 公积金3000 个税1400 实发18500', postings: 'Assets:Bank:CMB 18500; Income:Salary -25000; Expenses:Insurance:Social 2100; Assets:HousingFund 3000; Expenses:Tax:IncomeTax 1400' },
    // each insurance to its own account, by its alias (they were more income)
    { text: '工资 25000 养老 1600 医疗保险 400 失业 100 公积金 3000 个税 1400 到账 18500', postings: 'Assets:Bank:CMB 18500; Income:Salary -25000; Expenses:Insurance:Social:Pension 1600; Expenses:Insurance:Social:Medical 400; Expenses:Insurance:Social:Unemployment 100; Assets:HousingFund 3000; Expenses:Tax:IncomeTax 1400' },
    // the net and the fund's contribution: the contribution was taken off the salary too, warned
    { text: '发工资了 实发18500 公积金缴存 3000', postings: 'Assets:Bank:CMB 18500; Income:Salary -21500; Assets:HousingFund 3000', warning: /read 公积金 3000 as taken off the income: 21500 earned, 18500 received/ },
    // money moved on to another account of mine after it arrived
    { text: '工资 18500 到账 转 8200 到建行', postings: 'Assets:Bank:CMB 18500; Income:Salary -18500; Assets:Bank:CCB 8200; Assets:Bank:CMB -8200' },
  ],
  SAID_ON,
);

checkedSuite(
  'parseEntry: a payslip with the housing fund (starter ledger, built-in words)',
  STARTER_PAYROLL,
  [
    { text: '工资 税前 25000 扣 社保 2100 公积金 3000 个税 1400 实发 18500', postings: 'Assets:Bank 18500; Income:Salary -25000; Expenses:Insurance 2100; Assets:HousingFund 3000; Expenses:Tax 1400' },
    { text: '发工资了 实发18500 公积金缴存 3000', postings: 'Assets:Bank 18500; Income:Salary -21500; Assets:HousingFund 3000' },
    // 社保 alone names the insurance (it was the catch-all); 社保卡 is still the card, no insurance
    { text: '社保补缴 600 支付宝', postings: 'Expenses:Insurance 600; Assets:Alipay -600', guessed: false },
    { text: '社保卡 买药 30 微信', postings: 'Expenses:Health 30; Assets:WeChat -30' },
    // 建行 has no account: the salary alone, the move not booked, warned (it was 10300 spent)
    { text: '工资 18500 到账 转 8200 到建行', postings: 'Assets:Bank 18500; Income:Salary -18500', warning: /转 8200 到建行: moved to no open account of mine, not booked/ },
  ],
  SAID_ON,
);

describe('parseEntry: a payslip whose parts do not add up', () => {
  const ledger = Ledger.fromText(PAYROLL, 'ledger.beancount');
  it.each([
    ['工资 税前 25000 扣 社保 2100 公积金 3000 个税 1400 实发 18000 招行', /25000 less 社保 2100, 公积金 3000, 个税 1400 \(6500 in all\) is 18500, not the 18000 said/],
    ['我的工资 8000 扣社保 400 实发 7500 招行卡', /8000 less 社保 400 \(400 in all\) is 7600, not the 7500 said/],
  ])('%s is refused, naming the figures', (text, figures) => {
    try {
      parseEntry(ledger, text, SAID_ON);
      expect.unreachable('parsed');
    } catch (err) {
      const problem = err as { status: number; errors: { message: string }[] };
      expect(problem.status).toBe(422);
      expect(problem.errors.map((e) => e.message).join('\n')).toMatch(figures);
    }
  });
});
