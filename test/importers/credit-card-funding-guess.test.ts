// A payment method naming a credit card (招商银行信用卡(5678)) whose card no alias names was booked
// to the bank's debit account, because the bank's name is that account's alias: on the starter
// ledger with `Assets:Bank:CMB` aliased 招行,招商银行 the card payment left the debit card, although
// the ledger has Liabilities:CreditCard. A credit card is a debt: a Liabilities account of that
// bank, else the ledger's only credit-card account, else the statement's own account, each a guess
// flagged ! and warned. 花呗 (Alipay's credit line) likewise: an account named after it, else the
// statement's own account, warned that its balance is then off.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { THIN_STARTER_LEDGER } from '../support/thin-starter-ledger.ts';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import type { ImportPlan } from '../../src/importers/import-statement.ts';

const CMB_DEBIT = '2020-01-01 open Assets:Bank:CMB CNY\n  alias: "招行,招商银行"\n';
const STARTER_WITH_CMB = `${STARTER_LEDGER}\n${CMB_DEBIT}`;

const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const paid = (id: string, method: string, amount = '27.90') => `2025-03-01 12:00:00,充值缴费,国家电网,,电费-北京,支出,${amount},${method},交易成功,${id},,`;
const alipay = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\n'));

function txn(p: ImportPlan, id: string) {
  const t = p.report.transactions.find((x) => x.meta.import_id === `alipay:${id}`);
  if (!t) throw new Error(`no transaction alipay:${id}`);
  return t;
}
const fundingOf = (p: ImportPlan, id: string) => postingLines(txn(p, id))[0];
const warningsOf = (p: ImportPlan, row: number) => p.report.warnings.filter((w) => w.row === row).map((w) => w.message);

function expectBeanCheckClean(ledger: string, p: ImportPlan): void {
  const check = beanCheck(appended(ledger, p));
  if (check) expect(check.errors).toBe('');
}

describe('a credit card that no alias names, on the starter ledger with the debit card aliased by its bank', async () => {
  const p = await plan(STARTER_WITH_CMB, { account: 'Assets:Alipay', content: alipay(paid('C1', '招商银行信用卡(5678)'), paid('D1', '招商银行储蓄卡(1234)', '35.50')) });

  it('is the ledger\'s only credit-card account, flagged and warned, never the debit card', () => {
    expect(fundingOf(p, 'C1')).toBe('Liabilities:CreditCard -27.90 CNY');
    expect(txn(p, 'C1').flag).toBe('!');
    expect(warningsOf(p, 2).join('\n')).toMatch(/招商银行信用卡\(5678\).*Liabilities:CreditCard is the ledger's only credit-card account/);
    expectBeanCheckClean(STARTER_WITH_CMB, p);
  });

  it('the debit card of that bank still pays what its method names, with no warning about it', () => {
    expect(fundingOf(p, 'D1')).toBe('Assets:Bank:CMB -35.50 CNY');
    expect(warningsOf(p, 3).filter((m) => m.startsWith('paid by'))).toEqual([]);
  });
});

describe('the Liabilities account of a credit card no alias names', () => {
  const method = '招商银行信用卡(5678)';

  it('is the one named after the bank the method names, among several cards', async () => {
    const ledger = `${STARTER_WITH_CMB}2020-01-01 open Liabilities:CreditCard:ICBC CNY\n2020-01-01 open Liabilities:CreditCard:CMB CNY\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('C1', method)) });
    expect(fundingOf(p, 'C1')).toBe('Liabilities:CreditCard:CMB -27.90 CNY');
    expect(warningsOf(p, 2).join('\n')).toContain('Liabilities:CreditCard:CMB is the Liabilities account named after its bank');
    expectBeanCheckClean(ledger, p);
  });

  it('is never the only card when that one is named after another bank, nor a loan of the bank: then the statement account, warned', async () => {
    const ledger = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
${CMB_DEBIT}2020-01-01 open Liabilities:CreditCard:ICBC CNY
2020-01-01 open Liabilities:Loans:CMB CNY
2020-01-01 open Expenses:Utilities
`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('C1', method)) });
    expect(fundingOf(p, 'C1')).toBe('Assets:Alipay -27.90 CNY');
    expect(txn(p, 'C1').flag).toBe('!');
    expect(warningsOf(p, 2).join('\n')).toMatch(/招商银行信用卡\(5678\), a credit card, but no Liabilities account is aliased or named for it: booked to Assets:Alipay/);
    expectBeanCheckClean(ledger, p);
  });

  it('is no guess when two unnamed cards could be it: the statement account, warned', async () => {
    const ledger = `${STARTER_WITH_CMB}2020-01-01 open Liabilities:Visa CNY\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('C1', method)) });
    expect(fundingOf(p, 'C1')).toBe('Assets:Alipay -27.90 CNY');
    expect(warningsOf(p, 2).some((m) => m.includes('a credit card'))).toBe(true);
  });

  it('an alias that names the card is sure: no funding warning', async () => {
    const ledger = `${STARTER_WITH_CMB}2020-01-01 open Liabilities:CreditCard:CMB CNY\n  alias: "招行信用卡,招商银行信用卡"\n2020-01-01 open Expenses:Utilities\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('C1', method)) });
    expect(fundingOf(p, 'C1')).toBe('Liabilities:CreditCard:CMB -27.90 CNY');
    expect(p.report.warnings).toEqual([]);
  });
});

describe('a debit card that no alias names while the credit card carries the bank\'s name', () => {
  it('is the Assets account named after the bank, never the credit card', async () => {
    const ledger = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
2020-01-01 open Assets:Bank:CMB CNY
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招商银行"
`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('D1', '招商银行储蓄卡(1234)')) });
    expect(fundingOf(p, 'D1')).toBe('Assets:Bank:CMB -27.90 CNY');
    expect(txn(p, 'D1').flag).toBe('!');
    expect(warningsOf(p, 2).join('\n')).toContain('Assets:Bank:CMB is the Assets account named after its bank');
  });
});

describe('a credit card repaid from the Alipay balance (信用借还, 不计收支)', async () => {
  const repay = '2025-03-02 08:00:00,信用借还,招商银行,,信用卡还款,不计收支,1500.00,余额,还款成功,R1,,';
  const p = await plan(STARTER_WITH_CMB, { account: 'Assets:Alipay', content: alipay(repay) });

  it('moves the money to the guessed credit card, not into the debit card aliased by the bank, flagged and warned', () => {
    expect(postingLines(txn(p, 'R1'))).toEqual(['Assets:Alipay -1500.00 CNY', 'Liabilities:CreditCard 1500.00 CNY']);
    expect(txn(p, 'R1').flag).toBe('!');
    expect(warningsOf(p, 2).join('\n')).toContain("Liabilities:CreditCard is the ledger's only credit-card account");
    expectBeanCheckClean(STARTER_WITH_CMB, p);
  });

  it('is skipped with its reason when the ledger has no credit card to take it', async () => {
    const ledger = `option "operating_currency" "CNY"\n2020-01-01 open Assets:Alipay CNY\n${CMB_DEBIT}`;
    const none = await plan(ledger, { account: 'Assets:Alipay', content: alipay(repay) });
    expect(none.report.transactions).toEqual([]);
    expect(none.report.skipped_rows.map((s) => s.row)).toEqual([2]);
  });
});

describe('花呗, Alipay\'s credit line', () => {
  const rows = alipay(paid('H1', '花呗', '128.60'));
  // The starter ledger before session 26 (no Liabilities:Huabei), with the debit card.
  const WITHOUT_HUABEI = `${THIN_STARTER_LEDGER}${CMB_DEBIT}`;

  it('on the starter ledger: its Liabilities:Huabei, aliased 花呗, with no warning of the funding', async () => {
    const p = await plan(STARTER_WITH_CMB, { account: 'Assets:Alipay', content: rows });
    expect(fundingOf(p, 'H1')).toBe('Liabilities:Huabei -128.60 CNY');
    expect(warningsOf(p, 2).filter((m) => m.startsWith('paid by'))).toEqual([]);
    expectBeanCheckClean(STARTER_WITH_CMB, p);
  });

  it('with no account for it: booked to the statement account, flagged, and warned that its balance is off', async () => {
    const p = await plan(WITHOUT_HUABEI, { account: 'Assets:Alipay', content: rows });
    expect(fundingOf(p, 'H1')).toBe('Assets:Alipay -128.60 CNY');
    expect(txn(p, 'H1').flag).toBe('!');
    expect(warningsOf(p, 2).join('\n')).toMatch(/paid by 花呗 \(Alipay's credit line\).*booked to Assets:Alipay, whose balance is then off by this amount; open Liabilities:Huabei \(alias "花呗"\)/);
    expectBeanCheckClean(WITHOUT_HUABEI, p);
  });

  it('a Liabilities account named after it is the guess, never the credit card', async () => {
    const ledger = `${WITHOUT_HUABEI}2020-01-01 open Liabilities:Alipay:HuaBei CNY\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: rows });
    expect(fundingOf(p, 'H1')).toBe('Liabilities:Alipay:HuaBei -128.60 CNY');
    expect(warningsOf(p, 2).join('\n')).toContain('no alias names 花呗; Liabilities:Alipay:HuaBei is the Liabilities account named after it');
    expectBeanCheckClean(ledger, p);
  });

  it('an account aliased 花呗 is sure', async () => {
    const ledger = `${WITHOUT_HUABEI}2020-01-01 open Liabilities:Huabei CNY\n  alias: "花呗"\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: rows });
    expect(fundingOf(p, 'H1')).toBe('Liabilities:Huabei -128.60 CNY');
    expect(warningsOf(p, 2).filter((m) => m.startsWith('paid by'))).toEqual([]);
  });
});
