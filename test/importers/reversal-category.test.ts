// QA of session 47: a bank's reversal (冲正) of a purchase in the same statement went to
// Income:Uncategorized: the purchase's category stayed overstated and the money back showed as
// income never earned. It goes back where the purchase it undoes went, when the statement shows
// which (the same amount, its counterparty named); else as before, flagged and warned.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CCB CNY
2020-01-01 open Assets:Bank:ICBC CNY
2020-01-01 open Expenses:Food
  alias: "物美"
2020-01-01 open Expenses:Home:Utilities
  alias: "电费"
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const lines = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => `${t.flag} ${postingLines(t).join(' | ')}`);

describe('a reversal of a purchase of the same statement', () => {
  it('goes back where the purchase went, its description naming the purchase (CCB)', async () => {
    const p = await plan(LEDGER, {
      account: 'Assets:Bank:CCB',
      today: '2026-11-27',
      content: csv(
        '序号,摘要,币别,交易日期,交易金额,账户余额,交易地点/附言,对方账号与户名',
        '1,消费,人民币,20261003,"-128.50","9,871.50",北京物美超市,',
        '2,冲正,人民币,20261020,"128.50","10,000.00",消费冲正 北京物美超市,',
      ),
    });
    // (flagged as the purchase is: its account was found by an alias, a guess to check)
    expect(lines(p)).toEqual(['! Assets:Bank:CCB -128.50 CNY | Expenses:Food 128.50 CNY', '! Assets:Bank:CCB 128.50 CNY | Expenses:Food -128.50 CNY']);
  });

  it('goes back where the purchase went, of the same payee (ICBC)', async () => {
    const p = await plan(LEDGER, {
      account: 'Assets:Bank:ICBC',
      today: '2026-11-27',
      content: csv(
        '交易日期,摘要,交易详情,记账金额(收入),记账金额(支出),余额,对方户名',
        '2026-10-20,缴费,电费,,215.30,"13,243.20",国网北京市电力公司',
        '2026-10-22,冲正,缴费冲正,215.30,,"13,458.50",国网北京市电力公司',
      ),
    });
    expect(lines(p)).toEqual(['! Assets:Bank:ICBC -215.30 CNY | Expenses:Home:Utilities 215.30 CNY', '! Assets:Bank:ICBC 215.30 CNY | Expenses:Home:Utilities -215.30 CNY']);
  });

  it('of money in goes back where that went (a returned transfer)', async () => {
    const p = await plan(LEDGER.replace('open Income:Uncategorized', 'open Income:Uncategorized\n2020-01-01 open Income:Salary\n  alias: "工资"'), {
      account: 'Assets:Bank:CCB',
      today: '2026-11-27',
      content: csv('交易日期,摘要,支出金额,收入金额,账户余额,对方户名', '20260905,工资,,"1,200.00","11,200.00",某某公司', '20260906,转账冲正,,"-1,200.00","10,000.00",某某公司'),
    });
    expect(lines(p)).toEqual(['! Assets:Bank:CCB 1200.00 CNY | Income:Salary -1200.00 CNY', '! Assets:Bank:CCB -1200.00 CNY | Income:Salary 1200.00 CNY']);
  });

  it('stays uncategorized, flagged and warned, when no purchase of the statement is the one', async () => {
    const p = await plan(LEDGER, {
      account: 'Assets:Bank:ICBC',
      today: '2026-11-27',
      content: csv(
        '交易日期,摘要,交易详情,记账金额(收入),记账金额(支出),余额,对方户名',
        '2026-10-20,缴费,电费,,215.30,"13,243.20",国网北京市电力公司',
        '2026-10-22,冲正,交易冲正,99.00,,"13,342.20",某某商户',
      ),
    });
    expect(lines(p)[1]).toBe('! Assets:Bank:ICBC 99.00 CNY | Income:Uncategorized -99.00 CNY');
    expect(p.report.warnings.some((w) => w.row === 3 && /no account found/.test(w.message))).toBe(true);
  });
});

// Left alone in session 47: a reversal in this month's statement of a purchase in last month's, which
// an earlier upload (or the user by hand) booked, still went to Income:Uncategorized.
describe('a reversal of a movement the ledger already holds', () => {
  const HEADER = '交易日期,摘要,交易详情,记账金额(收入),记账金额(支出),余额,对方户名';
  const october = csv(HEADER, '2026-10-20,缴费,电费,,215.30,"13,243.20",国网北京市电力公司', '2026-10-25,消费,超市,,42.00,"13,201.20",全家便利店');
  const november = (...rows: string[]) => csv(HEADER, ...rows);
  const request = (content: Buffer) => ({ account: 'Assets:Bank:ICBC', today: '2026-11-27', content });

  it('goes back where an earlier upload booked it', async () => {
    const first = await plan(LEDGER, request(october));
    const p = await plan(appended(LEDGER, first), request(november('2026-11-02,冲正,缴费冲正,215.30,,"13,416.50",国网北京市电力公司')));
    // (flagged as the bill was: its account was found by an alias)
    expect(lines(p)).toEqual(['! Assets:Bank:ICBC 215.30 CNY | Expenses:Home:Utilities -215.30 CNY']);
  });

  it('goes back where the user booked it by hand, unflagged when that was', async () => {
    const ledger = `${LEDGER}
2026-10-20 * "国网北京市电力公司" "十月电费"
  Assets:Bank:ICBC  -215.30 CNY
  Expenses:Home:Utilities
`;
    const p = await plan(ledger, request(november('2026-11-02,冲正,缴费冲正,215.30,,"13,416.50",国网北京市电力公司')));
    expect(lines(p)).toEqual(['* Assets:Bank:ICBC 215.30 CNY | Expenses:Home:Utilities -215.30 CNY']);
  });

  it('is not matched to one of another amount, another counterparty, or more than 120 days before', async () => {
    const ledger = `${LEDGER}
2026-06-20 * "国网北京市电力公司" "六月电费"
  Assets:Bank:ICBC  -99.00 CNY
  Expenses:Home:Utilities
2026-10-20 * "国网北京市电力公司" "十月电费"
  Assets:Bank:ICBC  -215.30 CNY
  Expenses:Home:Utilities
`;
    const p = await plan(
      ledger,
      request(november('2026-11-02,冲正,缴费冲正,215.31,,"13,416.51",国网北京市电力公司', '2026-11-03,冲正,交易冲正,215.30,,"13,631.81",某某商户', '2026-11-04,冲正,缴费冲正,99.00,,"13,730.81",国网北京市电力公司')),
    );
    expect(lines(p)).toEqual([
      '! Assets:Bank:ICBC 215.31 CNY | Income:Uncategorized -215.31 CNY',
      '! Assets:Bank:ICBC 215.30 CNY | Income:Uncategorized -215.30 CNY',
      '! Assets:Bank:ICBC 99.00 CNY | Income:Uncategorized -99.00 CNY',
    ]);
  });
});
