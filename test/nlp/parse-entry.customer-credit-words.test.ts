// Recheck QA of session 37, a shop with 张三 recorded on the customers' receivable:
// - 张三赊了 340 龙井, 张三买龙井 340 赊账: the customer took goods on credit, but it was booked as
//   the shop buying on credit (Liabilities:Supplier); now a sale on credit, Receivable 340 /
//   Sales -340, as 卖给张三 340 赊账 is.
// - 张三付清欠款 340 微信, 张三欠款 340 已付清 (已结): his debt paid off was booked as a new sale on
//   credit (or spending); now the money comes in off the receivable: WeChat 340 / Receivable -340.
//   So for 张三欠我 340 今天还了 微信, 张三把欠的 340 还了 微信, 张三还欠款 340 微信, which paid the
//   supplier's payable from WeChat.
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

const SHOP = shopLedger({ payees: [LAO_CHEN, { name: '张三', account: 'Assets:Receivable:Customers', alias: '张老板' }] });

const SALE_STAND_IN = /used Income:Sales, which the words do not name/;

checkedSuite('parseEntry in a shop: a customer who takes goods on credit, and pays the debt off', SHOP, [
  { text: '张三赊了 340 龙井', postings: 'Assets:Receivable:Customers 340; Income:Sales -340', payee: '张三', warning: SALE_STAND_IN },
  { text: '张三买龙井 340 赊账', postings: 'Assets:Receivable:Customers 340; Income:Sales -340', payee: '张三', warning: SALE_STAND_IN },
  { text: '张三买了龙井 340 还没付', postings: 'Assets:Receivable:Customers 340; Income:Sales -340', warning: SALE_STAND_IN },
  { text: '张三付清欠款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  { text: '张三欠款 340 已结 工行', postings: 'Assets:Bank:ICBC 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '张三欠款 340 已付清', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', warning: /no receiving account named; used Assets:Alipay/ },
  { text: '张三欠我 340 今天还了 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '张三把欠的 340 还了 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '张三还欠款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  // as they were
  { text: '张三欠我 340', postings: 'Assets:Receivable:Customers 340; Income:Sales -340', guessed: true },
  { text: '卖给张三 340 赊账', postings: 'Assets:Receivable:Customers 340; Income:Sales -340' },
  { text: '张三欠款 340 没付清', postings: 'Assets:Receivable:Customers 340; Income:Sales -340', guessed: true },
  { text: '张三还款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '老陈赊了 340 龙井', postings: 'Expenses:Packaging 340; Liabilities:Supplier -340', guessed: true },
], SAID_ON);
