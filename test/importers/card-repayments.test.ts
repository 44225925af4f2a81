// A credit card's repayment, as bank statements, card statements and the apps write it, is a move
// between two own accounts. It was booked to Expenses:Uncategorized on the bank's side and to
// Income:Uncategorized on the card's, so importing both statements left both categories wrong and
// the two rows of one repayment never matched as duplicates.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { balances, importAll, plan, type ImportStep } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

type Report = Awaited<ReturnType<typeof plan>>['report'];
const bookings = (r: Report): string[][] => r.transactions.map((t) => [t.narration ?? '', ...t.postings.map((p) => `${p.account} ${p.units.number}`)]);
const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));

const bank: ImportStep = {
  account: 'Assets:Bank',
  content: csv('Date,Description,Amount', '2025-03-05,信用卡还款,-300.00', '2025-03-06,招商银行信用卡自动还款,-100.00', '2025-03-08,工资,8000.00'),
};
const card: ImportStep = {
  account: 'Liabilities:CreditCard',
  content: csv(
    '交易日,记账日,交易摘要,人民币金额,卡号末四位',
    '2025-03-01,2025-03-01,美团外卖,45.00,5678',
    '2025-03-05,2025-03-05,信用卡还款,-300.00,5678',
    '2025-03-06,2025-03-06,自动还款,-100.00,5678',
    '2025-03-07,2025-03-07,支付宝还款,-50.00,5678',
  ),
};

describe('a credit card repayment on a bank statement', () => {
  it('moves the money to the ledger credit card, guessed and said so', async () => {
    const p = await plan(STARTER_LEDGER, {
      account: 'Assets:Bank',
      content: csv('Date,Description,Amount', '2025-03-02,支付宝-信用卡还款,-1001.00', '2025-03-04,信用卡还款,-300.00', '2025-03-05,还信用卡,-20.00'),
    });
    expect(bookings(p.report)).toEqual([
      ['支付宝-信用卡还款', 'Assets:Bank -1001.00', 'Liabilities:CreditCard 1001.00'],
      ['信用卡还款', 'Assets:Bank -300.00', 'Liabilities:CreditCard 300.00'],
      ['还信用卡', 'Assets:Bank -20.00', 'Liabilities:CreditCard 20.00'],
    ]);
    expect(p.report.transactions.every((t) => t.flag === '!')).toBe(true);
    expect(p.report.warnings.map((w) => w.message)).toEqual(Array(3).fill("a credit card's repayment: no alias names that credit card; Liabilities:CreditCard is the ledger's only credit-card account"));
  });

  it('goes to the card an alias names, with no warning, and leaves a refund or an instalment alone', async () => {
    const ledger = STARTER_LEDGER.replace('open Liabilities:CreditCard CNY', 'open Liabilities:CreditCard CNY\n  alias: "招行信用卡"') + '\n2020-01-01 open Liabilities:CITIC CNY\n';
    const p = await plan(ledger, {
      account: 'Assets:Bank',
      content: csv('Date,Description,Amount', '2025-03-04,招行信用卡还款,-300.00', '2025-03-05,信用卡分期还款,-30.00', '2025-03-06,信用卡退款,12.00'),
    });
    expect(bookings(p.report)).toEqual([
      ['招行信用卡还款', 'Assets:Bank -300.00', 'Liabilities:CreditCard 300.00'],
      ['信用卡分期还款', 'Assets:Bank -30.00', 'Expenses:Uncategorized 30.00'],
      ['信用卡退款', 'Assets:Bank 12.00', 'Expenses:Uncategorized -12.00'],
    ]);
    expect(p.report.warnings.filter((w) => w.row === 2)).toEqual([]);
  });

  it('stays uncategorized when two credit cards could be the one repaid', async () => {
    const ledger = `${STARTER_LEDGER}\n2020-01-01 open Liabilities:CITIC CNY\n  alias: "中信信用卡"\n`;
    const p = await plan(ledger, { account: 'Assets:Bank', content: csv('Date,Description,Amount', '2025-03-04,信用卡还款,-300.00') });
    expect(bookings(p.report)).toEqual([['信用卡还款', 'Assets:Bank -300.00', 'Expenses:Uncategorized 300.00']]);
  });

  it('reads English checking-account wording', async () => {
    const ledger = `option "operating_currency" "USD"\n2020-01-01 open Assets:US:Checking USD\n2020-01-01 open Liabilities:US:Chase:Sapphire USD\n2020-01-01 open Liabilities:US:Amex USD\n2020-01-01 open Expenses:Uncategorized\n`;
    const p = await plan(ledger, {
      account: 'Assets:US:Checking',
      content: csv('Date,Description,Amount', '2025-03-04,Payment to Chase card ending in 1234 03/04,-300.00', '2025-03-05,CHASE CREDIT CRD AUTOPAY PPD ID: 1234,-25.00', '2025-03-06,AMEX EPAYMENT ACH PMT,-10.00'),
    });
    // (the card accounts are named after their issuers, not as cards)
    expect(bookings(p.report).map((b) => b[2])).toEqual(['Liabilities:US:Chase:Sapphire 300.00', 'Liabilities:US:Chase:Sapphire 25.00', 'Liabilities:US:Amex 10.00']);
  });
});

describe('a repayment on the credit card statement', () => {
  it('comes from the bank account, or from the app its words name', async () => {
    const p = await plan(STARTER_LEDGER, card);
    expect(bookings(p.report)).toEqual([
      ['美团外卖', 'Liabilities:CreditCard -45.00', 'Expenses:Food 45.00'],
      ['信用卡还款', 'Liabilities:CreditCard 300.00', 'Assets:Bank -300.00'],
      ['自动还款', 'Liabilities:CreditCard 100.00', 'Assets:Bank -100.00'],
      ['支付宝还款', 'Liabilities:CreditCard 50.00', 'Assets:Alipay -50.00'],
    ]);
    expect(p.report.warnings.filter((w) => w.row === 3).map((w) => w.message)).toEqual([
      "the card's repayment came from a bank account: no alias names that debit card; Assets:Bank is the ledger's only bank account",
    ]);
  });

  it('reads PAYMENT - THANK YOU, and takes no bank account of another currency', async () => {
    const ledger = `2020-01-01 open Assets:US:Checking USD\n2020-01-01 open Assets:CN:Bank CNY\n2020-01-01 open Liabilities:US:Amex USD\n2020-01-01 open Liabilities:CN:Card CNY\n2020-01-01 open Expenses:Uncategorized\n2020-01-01 open Income:Uncategorized\n`;
    const amex = await plan(ledger, { account: 'Liabilities:US:Amex', content: csv('Date,Description,Amount', '2025-03-04,AUTOPAY PAYMENT - THANK YOU,-300.00', '2025-03-05,UBER TRIP,25.00') });
    expect(bookings(amex.report)[0]).toEqual(['AUTOPAY PAYMENT - THANK YOU', 'Liabilities:US:Amex 300.00', 'Assets:US:Checking -300.00']);
    const cn = await plan(ledger, { account: 'Liabilities:CN:Card', content: csv('Date,Description,Amount', '2025-03-04,还款,-300.00', '2025-03-05,消费,25.00') });
    expect(bookings(cn.report)[0]).toEqual(['还款', 'Liabilities:CN:Card 300.00', 'Assets:CN:Bank -300.00']);
  });
});

describe('the bank statement and the card statement of the same repayments', () => {
  const expected = { 'Assets:Alipay CNY': '-50.00', 'Assets:Bank CNY': '7600.00', 'Expenses:Food CNY': '45.00', 'Income:Salary CNY': '-8000.00', 'Liabilities:CreditCard CNY': '405.00' };
  for (const [name, steps] of [['bank first', [bank, card]], ['card first', [card, bank]]] as const) {
    it(`end with the same balances and no uncategorized money (${name})`, async () => {
      const { text, reports } = await importAll(STARTER_LEDGER, steps);
      expect(balances(text)).toEqual(expected);
      expect(reports[1]!.duplicates).toBe(2);
      const check = beanCheck(text);
      if (check) expect(check.errors).toBe('');
    });
  }
});

describe("the apps' own repayment rows", () => {
  it('WeChat and Alipay rows marked 支出 go to the card too', async () => {
    const wechat = await plan(STARTER_LEDGER, {
      account: 'Assets:WeChat',
      content: csv('交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注', '2025-03-07 10:00:00,信用卡还款,招商银行(5678),/,支出,¥301.00,零钱,支付成功,R2\t,/\t,/'),
    });
    expect(bookings(wechat.report)).toEqual([['信用卡还款', 'Assets:WeChat -301.00', 'Liabilities:CreditCard 301.00']]);
    const alipay = await plan(STARTER_LEDGER, {
      account: 'Assets:Alipay',
      content: csv('交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注', '2025-03-02 09:00:00,其他,招商银行,,信用卡还款,支出,1002.00,账户余额,交易成功,A3,,'),
    });
    expect(bookings(alipay.report)).toEqual([['信用卡还款', 'Assets:Alipay -1002.00', 'Liabilities:CreditCard 1002.00']]);
  });
});
