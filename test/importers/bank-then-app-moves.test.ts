// QA of session 27: the README promises the same balances whichever of a bank statement and an
// Alipay export is imported first. With the bank first, its 支付宝-余额宝 and 支付宝-花呗还款 rows were
// booked from the bank into Assets:Alipay, and then Alipay's 余额宝-单次转入 and 花呗主动还款 rows
// (paid by that bank's card) were taken as their duplicates: the money reached Alipay and never
// 余额宝 or 花呗. They are the second half of the chain bank -> Alipay -> 余额宝, as a payment is.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { balances, importAll, type ImportStep } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = STARTER_LEDGER.replace('open Assets:Alipay CNY', 'open Assets:Alipay CNY\n  alias: "支付宝"');
const alipay: ImportStep = {
  account: 'Assets:Alipay',
  content: Buffer.from([
    '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注',
    '2025-03-02 09:00:00,投资理财,余额宝,,余额宝-单次转入,不计收支,1000.00,招商银行储蓄卡(1234),交易成功,A1,,',
    '2025-03-03 09:00:00,信用借还,花呗,,花呗主动还款-2025年02月账单,不计收支,300.00,招商银行储蓄卡(1234),还款成功,A2,,',
    '',
  ].join('\n')),
};
const bank: ImportStep = {
  account: 'Assets:Bank',
  content: Buffer.from(['Date,Description,Amount', '2025-03-02,支付宝-余额宝,-1000.00', '2025-03-03,支付宝-花呗还款,-300.00', ''].join('\n')),
};

describe('a bank statement and an Alipay export of the same card moves', () => {
  const expected = { 'Assets:Bank CNY': '-1300.00', 'Assets:Yuebao CNY': '1000.00', 'Liabilities:Huabei CNY': '300.00' };
  // (the starter ledger as shipped: Assets:Alipay has no alias, and the bank's rows naming 支付宝
  // were spending, which the app's rows then matched as duplicates)
  for (const [ledgerName, ledger] of [['支付宝 an alias', LEDGER], ['the starter ledger, no alias', STARTER_LEDGER]] as const)
  for (const [name, steps] of [['bank first', [bank, alipay]], ['Alipay first', [alipay, bank]]] as const) {
    it(`end with the same balances (${ledgerName}, ${name}): the money reaches 余额宝 and 花呗, Alipay back at zero`, async () => {
      const { text } = await importAll(ledger, steps);
      expect(balances(text)).toEqual(expected);
      const check = beanCheck(text);
      if (check) expect(check.errors).toBe('');
    });
  }
});

// On the starter ledger as shipped (no alias): the bank's rows naming 支付宝 or 财付通 were booked as
// income and spending (Income:Uncategorized 500, Expenses:Uncategorized 200), and the apps' rows of
// the same withdrawal and top-up matched them as duplicates: Alipay and WeChat never moved. The
// account named after the app takes the app's words when no alias has them.
describe('bank rows naming an app, on the starter ledger', () => {
  const apps: ImportStep[] = [
    {
      account: 'Assets:Alipay',
      content: Buffer.from([
        '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注',
        '2025-03-04 10:00:00,充值提现,支付宝,,提现-实时提现,不计收支,500.00,招商银行储蓄卡(1234),交易成功,W1,,',
        '',
      ].join('\n')),
    },
    {
      account: 'Assets:WeChat',
      content: Buffer.from([
        '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注',
        '2025-03-06 10:00:00,零钱充值,招商银行(1234),/,/,¥200.00,招商银行(1234),充值完成,C1,/,/',
        '',
      ].join('\n')),
    },
  ];
  const bankRows: ImportStep = {
    account: 'Assets:Bank',
    content: Buffer.from(['Date,Description,Amount', '2025-03-04,支付宝-提现,500.00', '2025-03-06,财付通-微信零钱充值,-200.00', ''].join('\n')),
  };
  const expected = { 'Assets:Alipay CNY': '-500.00', 'Assets:Bank CNY': '300.00', 'Assets:WeChat CNY': '200.00' };
  for (const [name, steps] of [['bank first', [bankRows, ...apps]], ['apps first', [...apps, bankRows]]] as const) {
    it(`move money between the bank and the apps (${name})`, async () => {
      const { text } = await importAll(STARTER_LEDGER, steps);
      expect(balances(text)).toEqual(expected);
    });
  }
});
