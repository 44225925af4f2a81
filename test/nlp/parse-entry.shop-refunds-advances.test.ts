// QA of session 39, the tea shop with no aliases: 顾客退货 退款 200 微信 and 退给顾客 88 支付宝 were
// Expenses:Purchases, and 员工借支 500 现金 too; now a refund to a customer takes back a sale (money
// out against Income:Sales) and staff borrowing against their pay is owed back (Assets:Receivables).
import { checkedSuite } from './checked-suite.ts';
import { BARE_SHOP } from './bare-shop-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry in a shop with no aliases: refunds to customers, advances to staff', BARE_SHOP, [
  { text: '顾客退货 退款 200 微信', postings: 'Income:Sales 200; Assets:WeChat -200', warning: /refund to a customer/ },
  { text: '退给顾客 88 支付宝', postings: 'Income:Sales 88; Assets:Alipay -88', warning: /refund to a customer/ },
  { text: '给客户退款 50 微信', postings: 'Income:Sales 50; Assets:WeChat -50' },
  { text: '员工借支 500 现金', postings: 'Assets:Receivables 500; Assets:Cash -500', warning: /advance to staff/ },
  // as they were
  { text: '供应商退款 500 工行', postings: 'Assets:Bank:ICBC 500; Expenses:Purchases -500' },
  { text: '退款 30 微信', postings: 'Assets:WeChat 30; Expenses:Purchases -30' },
], SAID_ON);

// 卖茶 300 微信 with no alias was flagged, at 0.37, "used Income:Sales, which the words do not name":
// 卖 names a sale, and Income:Sales is the ledger's one account of sales.
checkedSuite('parseEntry in a shop with no aliases: a sale goes to its one sales account, unwarned', BARE_SHOP, [
  { text: '卖茶 300 微信', postings: 'Assets:WeChat 300; Income:Sales -300', guessed: false },
  { text: '卖茶具 450 支付宝', postings: 'Assets:Alipay 450; Income:Sales -450', guessed: false },
  // as it was: no word of selling
  { text: '收款 68 微信', postings: 'Assets:WeChat 68; Income:Sales -68', warning: /used Income:Sales, which the words do not name/ },
], SAID_ON);

checkedSuite('parseEntry in a shop with two accounts of sales: a sale is still warned', `${BARE_SHOP}2025-01-01 open Income:Sales:Online CNY\n`, [
  { text: '卖茶 300 微信', postings: 'Assets:WeChat 300; Income:Sales -300', warning: /which the words do not name/ },
], SAID_ON);
