// Recheck QA of session 36 (the shop ledger, said on 2026-11-10):
// - 客户张三打款 340 支付宝, 客户小王转账 500 工行: a customer named after the role was spending at a
//   stand-in category, though 客户打款 340 was money in; now money in as the role alone is.
// - 付老陈货款 3000 工行 手续费 5 (老陈 recorded on Liabilities:Supplier): the bank's fee was booked
//   on the payable (3005 owed paid off); now spending of its own, on an account for fees or a
//   stand-in, warned.
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

const SHOP_LEDGER = shopLedger({ shipping: true, payees: [LAO_CHEN, { name: '顺丰速运', account: 'Expenses:Shipping', alias: '顺丰' }] });

// (no catch-all is open: what the words name no account of goes to another one, warned)
const SALES_STAND_IN = /used Income:Sales, which the words do not name/;
const FEE_STAND_IN = /used Expenses:Packaging, which the words do not name[\s\S]*read 5 as the fee of the payment/;

checkedSuite('parseEntry in a shop: a customer named after the role pays in', SHOP_LEDGER, [
  { text: '客户张三打款 340 支付宝', postings: 'Assets:Alipay 340; Income:Sales -340', warning: SALES_STAND_IN },
  { text: '客户小王转账 500 工行', postings: 'Assets:Bank:ICBC 500; Income:Sales -500', warning: SALES_STAND_IN },
  { text: '顾客李四付款 200 微信', postings: 'Assets:WeChat 200; Income:Sales -200', warning: SALES_STAND_IN },
  { text: '买家小刘打款 100 支付宝', postings: 'Assets:Alipay 100; Income:Sales -100', warning: SALES_STAND_IN },
  // money owed coming back is the receivable, with a name too
  { text: '客户张三回款 300 工行', postings: 'Assets:Bank:ICBC 300; Assets:Receivable:Customers -300', guessed: false },
  // as they were
  { text: '客户打款 340 支付宝', postings: 'Assets:Alipay 340; Income:Sales -340', warning: SALES_STAND_IN },
  { text: '给客户张三打款 100 工行', postings: 'Expenses:Packaging 100; Assets:Bank:ICBC -100' },
], SAID_ON);

checkedSuite('parseEntry in a shop: a fee beside paying the supplier is no more of what was owed', SHOP_LEDGER, [
  { text: '付老陈货款 3000 工行 手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', payee: '老陈', warning: FEE_STAND_IN },
  { text: '付老陈货款 3000 工行 另付手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', payee: '老陈', warning: FEE_STAND_IN },
  { text: '付老陈货款 3000 工行 转账费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', warning: FEE_STAND_IN },
  { text: '付老陈货款 3000 工行 汇费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', warning: FEE_STAND_IN },
  { text: '付老陈货款 3000 工行 服务费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', warning: FEE_STAND_IN },
  // (session 37) paying 老陈 back with 还 follows the same rule: it was 3005 paid to 老陈, no warning
  { text: '还老陈 3000 工行 手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', payee: '老陈', warning: FEE_STAND_IN },
  { text: '还老陈 3000 工行 转账费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', warning: FEE_STAND_IN },
  { text: '还给老陈 3000 工行 另付手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', warning: FEE_STAND_IN },
  // and so does lending: the fee is no more of the loan
  { text: '借给老陈 3000 工行 手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', warning: FEE_STAND_IN },
  // as they were
  { text: '还老陈 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', payee: '老陈', guessed: false },
  { text: '付老陈货款 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', payee: '老陈', guessed: false },
  { text: '顺丰运费 30 工行 手续费 1', postings: 'Expenses:Shipping 30; Expenses:Shipping 1; Assets:Bank:ICBC -31' },
], SAID_ON);

checkedSuite(
  'parseEntry in a shop: a fee beside paying the supplier goes to the account for fees',
  `${SHOP_LEDGER}2026-10-01 open Expenses:BankFees CNY
  alias: "转账费,汇费"
`,
  [
    { text: '付老陈货款 3000 工行 手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:BankFees 5; Assets:Bank:ICBC -3005', warning: /read 5 as the fee of the payment, booked on Expenses:BankFees/ },
    { text: '付老陈货款 3000 工行 转账费 5', postings: 'Liabilities:Supplier 3000; Expenses:BankFees 5; Assets:Bank:ICBC -3005' },
    { text: '还老陈 3000 工行 手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:BankFees 5; Assets:Bank:ICBC -3005', warning: /read 5 as the fee of the payment, booked on Expenses:BankFees/ },
    // (a move between accounts of mine reads the same words of fees: 转账费 was 5 more moved)
    { text: '转账 1000 到工行 转账费 5 支付宝', postings: 'Assets:Alipay -1000; Assets:Bank:ICBC 1000; Expenses:BankFees 5; Assets:Alipay -5' },
  ],
  SAID_ON,
);
