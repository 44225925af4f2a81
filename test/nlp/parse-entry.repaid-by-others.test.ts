// Money owed paid back on a shop ledger (recheck QA of session 36, said on 2026-11-10):
// - 付供应商货款 3000 工行 with 供应商 an alias of Liabilities:Supplier was spending at a stand-in
//   category paid by the payable (the bank warned as a second payer); now the payable paid off
//   from the bank, as 还供应商 3000 工行 is.
// - 张三还款 340 支付宝 with no record of 张三 was my repayment of the supplier (Alipay -340); now
//   money in against the one receivable open, warned that no record of 张三 exists.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';

const SHOP = `option "operating_currency" "CNY"
2026-10-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-10-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行"
2026-10-01 open Assets:Receivable:Customers CNY
  alias: "应收,客户欠款"
2026-10-01 open Income:Sales CNY
  alias: "销售,卖出,货款收入"
2026-10-01 open Expenses:Packaging CNY
  alias: "包装盒,包装,包装袋"
2026-10-01 open Liabilities:Supplier CNY
  alias: "供应商,应付"
2026-10-01 custom "payee" "老陈"
  account: "Liabilities:Supplier"
`;

const WITH_CARD = `${SHOP}2026-10-01 open Liabilities:CreditCard:CMB CNY
  alias: "信用卡,招行信用卡"
`;

checkedSuite('parseEntry in a shop: a payable named by its alias in words of paying it is paid off', SHOP, [
  { text: '付供应商货款 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', narration: '付供应商货款', guessed: false },
  { text: '付供应商欠款 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '付供应商尾款 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '付清供应商 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '结清供应商 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '付应付货款 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '用工行付供应商货款 3000', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  // no wallet named: the paying account is guessed, warned
  { text: '付供应商货款 3000', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', warning: /no source account named/ },
  // as before: the payable by its alias or its payee record
  { text: '还供应商 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '还老陈 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', payee: '老陈', guessed: false },
  { text: '付老陈货款 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', payee: '老陈', guessed: false },
], SAID_ON);

checkedSuite('parseEntry in a shop with a credit card: the card is repaid, or pays the supplier', WITH_CARD, [
  { text: '还信用卡 2000 工行', postings: 'Liabilities:CreditCard:CMB 2000; Assets:Bank:ICBC -2000', guessed: false },
  { text: '信用卡还款 2000 工行', postings: 'Liabilities:CreditCard:CMB 2000; Assets:Bank:ICBC -2000', guessed: false },
  { text: '付供应商货款 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '信用卡付供应商货款 3000', postings: 'Liabilities:Supplier 3000; Liabilities:CreditCard:CMB -3000', guessed: false },
], SAID_ON);

checkedSuite('parseEntry in a shop: a customer paying back is money in, with no record of theirs warned', SHOP, [
  { text: '张三还款 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', payee: '张三', warning: /no record of 张三 exists/ },
  { text: '张三 还款 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', warning: /no record of 张三/ },
  { text: '张三已还款 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', payee: '张三', warning: /no record of 张三/ },
  { text: '小王还钱 200 支付宝', postings: 'Assets:Alipay 200; Assets:Receivable:Customers -200', payee: '小王', warning: /no record of 小王/ },
  { text: '王总还款 2000 工行', postings: 'Assets:Bank:ICBC 2000; Assets:Receivable:Customers -2000', warning: /no record of 王总/ },
  // (还了 was read as money in already, but on a stand-in category, warned as if no receivable were open)
  { text: '张三还了 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', warning: /no record of 张三/ },
  // my repayments stay mine
  { text: '还款 340 支付宝', postings: 'Assets:Alipay -340; Liabilities:Supplier 340', warning: /no receiving account named/ },
  { text: '我还款 500 工行', postings: 'Assets:Bank:ICBC -500; Liabilities:Supplier 500' },
  { text: '提前还款 5000 工行', postings: 'Assets:Bank:ICBC -5000; Liabilities:Supplier 5000' },
  { text: '马上还款 500 工行', postings: 'Assets:Bank:ICBC -500; Liabilities:Supplier 500' },
  // (said of 老陈, whom the shop owes, 还款 is repaying him, as 花呗还款 and 信用卡还款 are; 老陈还我 is money back)
  { text: '老陈还款 1500 工行', postings: 'Assets:Bank:ICBC -1500; Liabilities:Supplier 1500', payee: '老陈' },
], SAID_ON);

checkedSuite(
  'parseEntry in a shop: a customer recorded on the receivable pays it back',
  `${SHOP}2026-10-01 custom "payee" "张三"
  account: "Assets:Receivable:Customers"
`,
  [{ text: '张三还款 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false }],
  SAID_ON,
);

checkedSuite('parseEntry in a shop with a credit card: a card repaid by its name is no one repaying', WITH_CARD, [
  { text: '信用卡还款 2000 工行', postings: 'Liabilities:CreditCard:CMB 2000; Assets:Bank:ICBC -2000', guessed: false },
  { text: '张三还款 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', warning: /no record of 张三/ },
], SAID_ON);

describe('parseEntry: someone repaying with no receivable open', () => {
  const ledger = Ledger.fromText(SHOP.replace(/2026-10-01 open Assets:Receivable:Customers CNY\n {2}alias: "应收,客户欠款"\n/, ''), 'shop.beancount');
  it('张三还款 340 支付宝 is money in on a stand-in, warned', () => {
    const e = parseEntry(ledger, '张三还款 340 支付宝', SAID_ON);
    expect(e.postings.find((p) => p.account === 'Assets:Alipay')?.units!.number.toString()).toBe('340');
    expect(e.warnings.join('\n')).toMatch(/no receivable account is open, and no record of 张三 exists/);
  });
  it('还张三 340 is money paid back to 张三, not money in', () => {
    expect(() => parseEntry(ledger, '还张三 340 支付宝', SAID_ON)).toThrow(/paid back to 张三/);
  });
});
