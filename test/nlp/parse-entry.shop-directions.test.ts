// QA of session 36, a tea shop's owner on the shop's ledger, said on 2026-11-10: money booked the
// wrong way, mostly with no warning.
// - 淘宝结算 2350 到支付宝, 货款 2350 到支付宝: money arriving in Alipay was spending paid from it.
// - 给小李发工资 4500 工行, 员工工资4500 银行转账: wages paid were salary received (Income:Sales),
//   although Expenses:Salary has the alias 工资,员工工资 and 小李 is recorded with it.
// - 给客户退款 60 支付宝, 退款给买家 128 微信, 客户退货退款 128 微信: a refund paid to a customer was
//   a refund received.
// - 客户还款 340 支付宝: a customer paying back was my repayment to the supplier (Liabilities:Supplier).
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';

const SHOP_LEDGER = `option "operating_currency" "CNY"
2026-10-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-10-01 open Assets:WeChat CNY
  alias: "微信,微信支付"
2026-10-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行"
2026-10-01 open Assets:Receivable:Customers CNY
  alias: "应收,客户欠款"
2026-10-01 open Income:Sales CNY
  alias: "销售,卖出,货款收入"
2026-10-01 open Expenses:Shipping CNY
  alias: "运费,快递费,快递,顺丰,邮费"
2026-10-01 open Expenses:PlatformFees CNY
  alias: "淘宝扣点,扣点,佣金,平台费,技术服务费"
2026-10-01 open Expenses:Salary CNY
  alias: "工资,员工工资"
2026-10-01 open Expenses:Packaging CNY
  alias: "包装盒,包装,包装袋"
2026-10-01 open Liabilities:Supplier CNY
  alias: "供应商,应付"
2026-10-01 open Equity:Opening-Balances CNY
2026-10-01 custom "payee" "老陈"
  account: "Liabilities:Supplier"
2026-10-01 custom "payee" "淘宝"
  account: "Expenses:PlatformFees"
2026-10-01 custom "payee" "小李"
  account: "Expenses:Salary"
`;

checkedSuite('parseEntry in a shop: a customer paying back is money in, against the receivable', SHOP_LEDGER, [
  { text: '客户还款 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', payee: '客户', guessed: false },
  { text: '收到客户还款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '收到客户欠款 680 支付宝', postings: 'Assets:Alipay 680; Assets:Receivable:Customers -680', guessed: false },
  // my own 还款 to the supplier is as it was
  { text: '还款 1500 供应商 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
], SAID_ON);

checkedSuite('parseEntry in a shop: a refund paid to a customer is money out', SHOP_LEDGER, [
  { text: '客户退货退款 128 微信', postings: 'Expenses:Packaging 128; Assets:WeChat -128' },
  { text: '给客户退款 60 支付宝', postings: 'Expenses:Packaging 60; Assets:Alipay -60', payee: '客户' },
  { text: '退款给买家 128 微信', postings: 'Expenses:Packaging 128; Assets:WeChat -128', payee: '买家' },
  { text: '退给客户 60 支付宝', postings: 'Expenses:Packaging 60; Assets:Alipay -60', payee: '客户' },
  // a refund to me stays money in
  { text: '淘宝退款 128 到支付宝', postings: 'Expenses:PlatformFees -128; Assets:Alipay 128', guessed: false },
  { text: '退款给我 50 微信', postings: 'Expenses:Packaging -50; Assets:WeChat 50' },
  { text: '退款 50 支付宝', postings: 'Expenses:Packaging -50; Assets:Alipay 50' },
], SAID_ON);
