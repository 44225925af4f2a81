// QA of session 39, a tea shop whose receivable and payable are named for no one
// (Assets:Receivables, Liabilities:Payables) and whose accounts have no aliases:
// - 欠供应商茶叶款 3000 was paid from Alipay; now goods bought on credit: Expenses:Purchases
//   against Liabilities:Payables, no wallet moves.
// - 客户赊账 1200 茶叶 and 赊给老李茶叶 1200 were the shop buying on credit (Purchases against
//   Payables); now sales on credit: Assets:Receivables against Income:Sales.
import { checkedSuite } from './checked-suite.ts';
import { BARE_SHOP } from './bare-shop-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry in a shop with no aliases: goods bought and sold on credit', BARE_SHOP, [
  { text: '欠供应商茶叶款 3000', postings: 'Expenses:Purchases 3000; Liabilities:Payables -3000', warning: /read as bought on credit \(欠供应商茶叶款\)/ },
  { text: '客户赊账 1200 茶叶', postings: 'Assets:Receivables 1200; Income:Sales -1200', warning: /the one receivable open/ },
  { text: '客户赊了 300 茶叶', postings: 'Assets:Receivables 300; Income:Sales -300' },
  { text: '赊给老李茶叶 1200', postings: 'Assets:Receivables 1200; Income:Sales -1200', warning: /what 老李 owes/ },
  // as they were
  { text: '买茶叶 赊账 300', postings: 'Expenses:Purchases 300; Liabilities:Payables -300' },
  { text: '付供应商货款 3000 工行', postings: 'Expenses:Purchases 3000; Assets:Bank:ICBC -3000' },
], SAID_ON);

// A household's receivable named for no one, and no sales: lending words are read as before.
const HOUSEHOLD = `option "operating_currency" "CNY"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Receivables CNY
2025-01-01 open Expenses:Food CNY
2025-01-01 open Income:Salary CNY
`;

checkedSuite('parseEntry in a household with Assets:Receivables and no sales: no sale on credit', HOUSEHOLD, [
  { text: '借给老李 1200 微信', postings: 'Assets:Receivables 1200; Assets:WeChat -1200' },
  { text: '赊给老李 1200', postings: 'Expenses:Food 1200; Assets:WeChat -1200' },
], SAID_ON);
