// Session 37, the shop ledger (said on 2026-11-10): a sale on credit to a customer (赊给张三 龙井 340,
// 张三欠款 340, 张三欠我 340, 卖给张三 340 赊账) was spending paid from Alipay, a sale paid into
// Alipay, or a 422 for a claim with nothing moved; now what the customer owes goes up on the
// receivable kept for customers, against the sale, and no wallet is touched.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const SHOP_LEDGER = shopLedger({ payees: [LAO_CHEN] });
const ON_CREDIT = 'Assets:Receivable:Customers 340; Income:Sales -340';
const NO_RECORD = /no record of 张三 exists; booked what 张三 owes on Assets:Receivable:Customers, the one receivable open/;

checkedSuite('parseEntry in a shop: a sale on credit is owed by the customer, no wallet moved', SHOP_LEDGER, [
  { text: '张三欠款 340', postings: ON_CREDIT, payee: '张三', warning: /read 张三欠款 as a sale on credit: 张三 owes it, no money moved[\s\S]*no record of 张三/ },
  { text: '赊给张三 龙井 340', postings: ON_CREDIT, payee: '张三', warning: NO_RECORD },
  { text: '张三欠我 340', postings: ON_CREDIT, payee: '张三', warning: /read 张三欠我 as a sale on credit/ },
  { text: '卖给张三 340 赊账', postings: ON_CREDIT, payee: '张三', warning: NO_RECORD },
  // close variants
  { text: '张三欠我 340 龙井', postings: ON_CREDIT, payee: '张三' },
  { text: '张三欠我的 340', postings: ON_CREDIT, payee: '张三' },
  { text: '张三又欠了 340', postings: ON_CREDIT, payee: '张三' },
  { text: '客户张三欠款 340', postings: ON_CREDIT, payee: '张三', warning: /sale on credit/ },
  { text: '卖给张三 340 挂账', postings: ON_CREDIT, payee: '张三' },
  { text: '赊给客户 340', postings: ON_CREDIT, payee: null },
  { text: '赊销 龙井 340', postings: ON_CREDIT },
  // (a sale to a customer the role names was that customer's debt paid back into Alipay)
  { text: '卖给客户 340 赊账', postings: ON_CREDIT },
  // a wallet said is not what took the money: it is owed
  { text: '张三欠款 340 微信', postings: ON_CREDIT, warning: /微信 was named, but the words say it is owed; booked on Assets:Receivable:Customers/ },
  // as they were: a sale paid now, the debt coming back, my own debts
  { text: '卖给张三 340 微信', postings: 'Assets:WeChat 340; Income:Sales -340', payee: '张三' },
  { text: '张三还款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', payee: '张三' },
  { text: '进货 欠老陈2000', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000', payee: '老陈' },
  { text: '我欠款 340 微信', postings: 'Expenses:Packaging 340; Assets:WeChat -340' },
], SAID_ON);

checkedSuite(
  'parseEntry in a shop: a sale on credit to a customer with a record is owed on the record\'s receivable',
  `${SHOP_LEDGER}2026-10-01 custom "payee" "张三"\n  account: "Assets:Receivable:Customers"\n`,
  [
    { text: '张三欠款 340', postings: ON_CREDIT, payee: '张三', warning: /read 张三欠款 as a sale on credit/ },
    { text: '赊给张三 龙井 340', postings: ON_CREDIT, payee: '张三' },
    { text: '张三欠我 340', postings: ON_CREDIT, payee: '张三' },
    { text: '卖给张三 340 赊账', postings: ON_CREDIT, payee: '张三' },
  ],
  SAID_ON,
);

describe('parseEntry: a claim on a friend is no sale on credit', () => {
  // (a ledger whose one receivable is someone's in particular, not kept for customers)
  const ledger = Ledger.fromText(
    `option "operating_currency" "CNY"
2026-10-01 open Assets:WeChat CNY
  alias: "微信"
2026-10-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2026-10-01 open Income:Sales CNY
2026-10-01 open Expenses:Food CNY
`,
    'ledger.beancount',
  );
  for (const text of ['张三欠我 340', '小王欠我 200']) {
    it(text, () => expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(/owes me, but no money moved/));
  }
  // (nor paid from WeChat, as it was: a claim with nothing moved, as 张三欠我 340 is)
  it('张三欠款 340 is not booked on 小王\'s claim', () => {
    expect(() => parseEntry(ledger, '张三欠款 340', SAID_ON)).toThrow(/^张三 owes me, but no money moved/);
  });
});

// The debt collected: 收到张三欠款 340 微信 was a new sale (Assets:WeChat 340 / Income:Sales -340),
// booked twice with the sale made on credit; now the receivable is paid, as 张三还款 340 微信 is.
const COLLECTED = 'Assets:WeChat 340; Assets:Receivable:Customers -340';
checkedSuite('parseEntry in a shop: a customer\'s debt collected pays the receivable, no new sale', SHOP_LEDGER, [
  { text: '收到张三欠款 340 微信', postings: COLLECTED, payee: '张三', warning: /no record of 张三 exists; booked as paying back on Assets:Receivable:Customers/ },
  { text: '收了张三的欠款 340 微信', postings: COLLECTED, payee: '张三' },
  { text: '收回张三欠款 340 微信', postings: COLLECTED, payee: '张三' },
  { text: '收到欠款 340 微信', postings: COLLECTED, payee: null, warning: /booked as paying back on Assets:Receivable:Customers, the one receivable open/ },
  { text: '收回欠款 340 微信', postings: COLLECTED },
  // as they were
  { text: '张三还款 340 微信', postings: COLLECTED, payee: '张三' },
  { text: '张三还了 340 微信', postings: COLLECTED, payee: '张三' },
  { text: '收到客户欠款 340 微信', postings: COLLECTED, guessed: false },
  { text: '客户打款 340 微信', postings: 'Assets:WeChat 340; Income:Sales -340' },
], SAID_ON);
