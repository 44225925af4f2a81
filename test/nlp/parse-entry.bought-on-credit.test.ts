// Session 37, the shop ledger (said on 2026-11-10): goods bought on credit with no supplier named
// (买茶叶 赊账 300, 进货 300 赊账, 买包装盒 200 先欠着) were paid from Alipay, a wallet guessed; now
// what is owed goes on the shop's one payable (Liabilities:Supplier), warned, and no wallet moves,
// as 进货 龙井10斤 欠老陈2000 is read.
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const SHOP = shopLedger({ payees: [LAO_CHEN] });
const OWED = /read as bought on credit \((?:赊账|赊购|欠着|挂账|没付|未付)\) with no supplier named; booked what is owed on Liabilities:Supplier, the one payable open/;

checkedSuite('parseEntry in a shop: goods bought on credit, no one named, are owed on the payable', SHOP, [
  { text: '买茶叶 赊账 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', payee: null, warning: OWED },
  { text: '进货 300 赊账', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', warning: OWED },
  { text: '买包装盒 200 先欠着', postings: 'Expenses:Packaging 200; Liabilities:Supplier -200', warning: OWED },
  // close variants
  { text: '赊购茶叶 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', warning: OWED },
  { text: '买包装盒 200 挂账', postings: 'Expenses:Packaging 200; Liabilities:Supplier -200', warning: OWED },
  { text: '买包装盒 200 还没付', postings: 'Expenses:Packaging 200; Liabilities:Supplier -200', warning: OWED },
  { text: '进货 300 未付', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', warning: OWED },
  // a wallet said is not what paid: it is owed
  { text: '买包装盒 200 赊账 工行', postings: 'Expenses:Packaging 200; Liabilities:Supplier -200', warning: /工行 was named, but the words say it is owed; booked on Liabilities:Supplier/ },
  // as they were: paid now, on credit to someone named, or no purchase said
  { text: '买包装盒 200', postings: 'Expenses:Packaging 200; Assets:Alipay -200', warning: /^no payment account named; used Assets:Alipay$/ },
  { text: '买包装盒 200 工行', postings: 'Expenses:Packaging 200; Assets:Bank:ICBC -200', guessed: false },
  { text: '进货 龙井10斤 欠老陈2000', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000', payee: '老陈' },
  { text: '买包装盒 200 先欠着 现结 微信', postings: 'Expenses:Packaging 200; Assets:WeChat -200' },
  { text: '卖给张三 340 赊账', postings: 'Assets:Receivable:Customers 340; Income:Sales -340' },
], SAID_ON);

checkedSuite('parseEntry in a shop: goods bought on credit go into the stock named by its alias', `${SHOP}2026-10-01 open Assets:Inventory:Tea CNY\n  alias: "进货"\n`, [
  { text: '进货 300 赊账', postings: 'Assets:Inventory:Tea 300; Liabilities:Supplier -300', warning: OWED },
  { text: '进货 300 先欠着', postings: 'Assets:Inventory:Tea 300; Liabilities:Supplier -300', warning: OWED },
], SAID_ON);

// (two payables, none of them generic: which one is owed is not guessed; read as before)
checkedSuite('parseEntry: goods bought on credit with two suppliers\' payables open', `${SHOP}2026-10-01 open Liabilities:Landlord CNY\n`, [
  { text: '买包装盒 200 先欠着', postings: 'Expenses:Packaging 200; Assets:Alipay -200' },
], SAID_ON);

checkedSuite('parseEntry: goods bought on credit with a generic payable among several', `${SHOP}2026-10-01 open Liabilities:Payables CNY\n`, [
  { text: '买包装盒 200 先欠着', postings: 'Expenses:Packaging 200; Liabilities:Payables -200', warning: /booked what is owed on Liabilities:Payables, the payable named for no one/ },
], SAID_ON);

// (a loan is no payable for goods: the supplier's is still the one)
checkedSuite('parseEntry: goods bought on credit with a loan open beside the supplier\'s payable', `${SHOP}2026-10-01 open Liabilities:Loans CNY\n`, [
  { text: '买包装盒 200 先欠着', postings: 'Expenses:Packaging 200; Liabilities:Supplier -200', warning: OWED },
], SAID_ON);
