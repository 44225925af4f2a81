// Money owed paid back on a shop ledger (recheck QA of session 36, said on 2026-11-10):
// - 付供应商货款 3000 工行 with 供应商 an alias of Liabilities:Supplier was spending at a stand-in
//   category paid by the payable (the bank warned as a second payer); now the payable paid off
//   from the bank, as 还供应商 3000 工行 is.
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
