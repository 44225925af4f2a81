// A payment method naming a debit card (招商银行储蓄卡(1234)) that no alias names was booked to the
// statement's own account (Assets:Alipay), whose balance it then put off, and a withdrawal into
// such a card was skipped; yet the starter ledger has one bank account, Assets:Bank. Like a credit
// card: an Assets account named after that bank, else the ledger's only bank account not named
// after another bank, each a guess flagged ! and warned; with two bank accounts no guess.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import type { ImportPlan } from '../../src/importers/import-statement.ts';

const CARD = '招商银行储蓄卡(1234)';
const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const paid = (id: string, method: string, amount = '27.90') => `2025-03-01 12:00:00,充值缴费,国家电网,,电费-北京,支出,${amount},${method},交易成功,${id},,`;
const toYuebao = (id: string, method: string) => `2025-03-02 09:00:00,投资理财,余额宝,,余额宝-转入,不计收支,1000.00,${method},交易成功,${id},,`;
const repayHuabei = (id: string, method: string) => `2025-03-03 09:00:00,信用借还,花呗,,花呗主动还款-2025年02月账单,不计收支,800.00,${method},还款成功,${id},,`;
const withdraw = (id: string, method: string) => `2025-03-04 10:00:00,充值提现,支付宝,,提现-实时提现,不计收支,500.00,${method},交易成功,${id},,`;
const alipay = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\n'));

function txn(p: ImportPlan, id: string) {
  const t = p.report.transactions.find((x) => x.meta.import_id === `alipay:${id}`);
  if (!t) throw new Error(`no transaction alipay:${id}`);
  return t;
}
const warningsOf = (p: ImportPlan, row: number) => p.report.warnings.filter((w) => w.row === row).map((w) => w.message);

function expectBeanCheckClean(ledger: string, p: ImportPlan): void {
  const check = beanCheck(appended(ledger, p));
  if (check) expect(check.errors).toBe('');
}

describe('a debit card that no alias names, on the starter ledger', async () => {
  const p = await plan(STARTER_LEDGER, { account: 'Assets:Alipay', content: alipay(paid('D1', CARD), toYuebao('Y1', CARD), repayHuabei('H1', CARD), withdraw('W1', CARD)) });
  const guessed = "no alias names that debit card; Assets:Bank is the ledger's only bank account";

  it('pays a purchase from Assets:Bank, the only bank account, flagged and warned', () => {
    expect(postingLines(txn(p, 'D1'))[0]).toBe('Assets:Bank -27.90 CNY');
    expect(txn(p, 'D1').flag).toBe('!');
    expect(warningsOf(p, 2)).toContain(`paid by ${CARD}: ${guessed}`);
  });

  it('moves 余额宝-转入 paid by the card from Assets:Bank into 余额宝', () => {
    expect(postingLines(txn(p, 'Y1'))).toEqual(['Assets:Bank -1000.00 CNY', 'Assets:Yuebao 1000.00 CNY']);
    expect(txn(p, 'Y1').flag).toBe('!');
    expect(warningsOf(p, 3)).toContain(`paid by ${CARD}: ${guessed}`);
  });

  it('repays 花呗 from Assets:Bank', () => {
    expect(postingLines(txn(p, 'H1'))).toEqual(['Assets:Bank -800.00 CNY', 'Liabilities:Huabei 800.00 CNY']);
    expect(txn(p, 'H1').flag).toBe('!');
  });

  it('imports a withdrawal into the card as a move from Alipay to Assets:Bank, no longer skipped', () => {
    expect(p.report.skipped_rows).toEqual([]);
    expect(postingLines(txn(p, 'W1'))).toEqual(['Assets:Alipay -500.00 CNY', 'Assets:Bank 500.00 CNY']);
    expect(txn(p, 'W1').flag).toBe('!');
    expect(warningsOf(p, 5).join('\n')).toContain(`the move goes to ${CARD}: ${guessed}`);
  });

  it('passes bean-check when appended', () => {
    expectBeanCheckClean(STARTER_LEDGER, p);
  });
});

describe('the bank account of a debit card no alias names', () => {
  it('is the Assets account named after the card\'s bank before the generic one', async () => {
    const ledger = `${STARTER_LEDGER}2020-01-01 open Assets:Bank:CMB CNY\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('D1', CARD)) });
    expect(postingLines(txn(p, 'D1'))[0]).toBe('Assets:Bank:CMB -27.90 CNY');
    expect(warningsOf(p, 2).join('\n')).toContain('Assets:Bank:CMB is the Assets account named after its bank');
    expectBeanCheckClean(ledger, p);
  });

  it('is the only one not named after another bank: Assets:Bank beside Assets:Bank:ICBC', async () => {
    const ledger = `${STARTER_LEDGER}2020-01-01 open Assets:Bank:ICBC CNY\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('D1', CARD)) });
    expect(postingLines(txn(p, 'D1'))[0]).toBe('Assets:Bank -27.90 CNY');
    // (not "the ledger's only bank account": Assets:Bank:ICBC is one too)
    expect(warningsOf(p, 2).join('\n')).toContain('Assets:Bank is the bank account that fits (Assets:Bank:ICBC is named after another bank)');
  });

  it('is no guess when two bank accounts could be it: the purchase is booked to Assets:Alipay and the withdrawal skipped, as before', async () => {
    const ledger = `${STARTER_LEDGER}2020-01-01 open Assets:Savings CNY\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('D1', CARD), withdraw('W1', CARD)) });
    expect(postingLines(txn(p, 'D1'))[0]).toBe('Assets:Alipay -27.90 CNY');
    expect(txn(p, 'D1').flag).toBe('!');
    expect(warningsOf(p, 2).join('\n')).toContain(`paid by ${CARD}, which no account's alias names: booked to Assets:Alipay`);
    expect(p.report.skipped_rows.map((s) => s.row)).toEqual([3]);
    expectBeanCheckClean(ledger, p);
  });

  it('is never the only bank account when that one is named after another bank', async () => {
    const ledger = STARTER_LEDGER.replace('open Assets:Bank CNY', 'open Assets:Bank:ICBC CNY');
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('D1', CARD), withdraw('W1', CARD)) });
    expect(postingLines(txn(p, 'D1'))[0]).toBe('Assets:Alipay -27.90 CNY');
    expect(warningsOf(p, 2).join('\n')).toContain(`paid by ${CARD}, which no account's alias names`);
    expect(p.report.skipped_rows.map((s) => s.row)).toEqual([3]);
    // a card of that other bank is still its account
    const icbc = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('D2', '中国工商银行储蓄卡(5678)')) });
    expect(postingLines(txn(icbc, 'D2'))[0]).toBe('Assets:Bank:ICBC -27.90 CNY');
  });

  it('an alias that names the card is sure: no warning, even with Assets:Bank there to guess', async () => {
    const ledger = `${STARTER_LEDGER}2020-01-01 open Assets:Family CNY\n  alias: "招商银行"\n`;
    const p = await plan(ledger, { account: 'Assets:Alipay', content: alipay(paid('D1', CARD), withdraw('W1', CARD)) });
    expect(postingLines(txn(p, 'D1'))[0]).toBe('Assets:Family -27.90 CNY');
    expect(postingLines(txn(p, 'W1'))).toEqual(['Assets:Alipay -500.00 CNY', 'Assets:Family 500.00 CNY']);
    expect(p.report.warnings).toEqual([]);
    expectBeanCheckClean(ledger, p);
  });
});

// WeChat names a debit card by its bank alone (`招商银行(1234)`); its credit cards say 信用卡. Such a
// method was no card at all: purchases were booked to Assets:WeChat (its balance put off) and
// withdrawals to the card skipped, on the starter ledger with its one bank account.
describe('a WeChat payment method that names a bank and no kind of card', () => {
  const WECHAT_HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
  const wechat = (...rows: string[]) => Buffer.from([WECHAT_HEADER, ...rows, ''].join('\n'));
  const BANK = '招商银行(1234)';
  const lunch = (id: string, method: string) => `2025-03-01 12:00:00,商户消费,某某餐厅,午饭,支出,¥30.00,${method},支付成功,${id},/,/`;
  const withdrawal = (id: string) => `2025-03-02 10:00:00,零钱提现,${BANK},/,/,¥200.00,${BANK},提现已到账,${id},/,/`;
  const topUp = (id: string) => `2025-03-03 10:00:00,零钱充值,${BANK},/,/,¥50.00,${BANK},充值完成,${id},/,/`;
  const byId = (p: ImportPlan, id: string) => {
    const t = p.report.transactions.find((x) => x.meta.import_id === `wechat:${id}`);
    if (!t) throw new Error(`no transaction wechat:${id}`);
    return t;
  };

  it('is a debit card on the starter ledger: paid from Assets:Bank, withdrawn into it, topped up from it, each flagged', async () => {
    const p = await plan(STARTER_LEDGER, { account: 'Assets:WeChat', content: wechat(lunch('L1', BANK), withdrawal('W1'), topUp('T1')) });
    expect(p.report.skipped_rows).toEqual([]);
    expect(postingLines(byId(p, 'L1'))[0]).toBe('Assets:Bank -30.00 CNY');
    expect(postingLines(byId(p, 'W1'))).toEqual(['Assets:WeChat -200.00 CNY', 'Assets:Bank 200.00 CNY']);
    expect(postingLines(byId(p, 'T1'))).toEqual(['Assets:Bank -50.00 CNY', 'Assets:WeChat 50.00 CNY']);
    expect(p.report.transactions.map((t) => t.flag)).toEqual(['!', '!', '!']);
    expect(warningsOf(p, 2)).toContain(`paid by ${BANK}: no alias names that debit card; Assets:Bank is the ledger's only bank account`);
    expectBeanCheckClean(STARTER_LEDGER, p);
  });

  it('is the Assets account named after that bank when there is one', async () => {
    const ledger = `${STARTER_LEDGER}2020-01-01 open Assets:Bank:CMB CNY\n`;
    const p = await plan(ledger, { account: 'Assets:WeChat', content: wechat(lunch('L1', BANK)) });
    expect(postingLines(byId(p, 'L1'))[0]).toBe('Assets:Bank:CMB -30.00 CNY');
  });

  it('stays a credit card when the method says 信用卡, and WeChat\'s own balance when it says 零钱', async () => {
    const p = await plan(STARTER_LEDGER, { account: 'Assets:WeChat', content: wechat(lunch('C1', '招商银行信用卡(5678)'), lunch('Z1', '零钱')) });
    expect(postingLines(byId(p, 'C1'))[0]).toBe('Liabilities:CreditCard -30.00 CNY');
    expect(postingLines(byId(p, 'Z1'))[0]).toBe('Assets:WeChat -30.00 CNY');
  });

  it('is no guess when the only bank account is another bank\'s', async () => {
    const ledger = STARTER_LEDGER.replace('open Assets:Bank CNY', 'open Assets:Bank:ICBC CNY');
    const p = await plan(ledger, { account: 'Assets:WeChat', content: wechat(lunch('L1', BANK)) });
    expect(postingLines(byId(p, 'L1'))[0]).toBe('Assets:WeChat -30.00 CNY');
    expect(warningsOf(p, 2).join('\n')).toContain(`paid by ${BANK}, which no account's alias names`);
  });
});
