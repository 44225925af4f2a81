// Session 38, the shop ledger (said on 2026-11-10), with 老陈 recorded on Liabilities:Supplier and
// the tea in stock on Assets:Inventory:Tea: what a shop owner says of the supplier.
// - 退老陈茶叶 500 (the goods named, not 货) paid the supplier 500 from Alipay; now it is goods
//   returned, as 退老陈货 500 is (退老陈包装盒 200: off the packaging the words name, not the tea).
// - 老陈退我 200 微信 and 老陈返利 50 微信 paid the supplier from WeChat; now both are money in: a
//   refund on his payable, as 供应商退款 200 工行 is, and a rebate off what the goods cost.
// - 老陈欠我们 300 booked the shop owing him 300 (the 们 read as what it was for); 老陈欠我 300 货款
//   booked it so too. Now both are a 422: no receivable of his is open.
// - 欠老陈 300 was a 422 "what it was for not said"; owing the supplier is buying on credit, as
//   进货 赊账 300 is, warned.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const SHOP = `${shopLedger({ payees: [{ ...LAO_CHEN, alias: '陈老板' }] })}2026-10-01 open Assets:Inventory:Tea CNY\n`;
const BACK = /read as money back from 老陈, booked on Liabilities:Supplier/;
const GOODS_BACK = /read as goods returned to 老陈: what is owed on Liabilities:Supplier goes down by 500, taken out of Assets:Inventory:Tea/;
const REBATE = /read as a rebate from (?:老陈|供应商) into Assets:(?:WeChat|Bank:ICBC), booked off what the goods cost on Assets:Inventory:Tea/;
const ON_CREDIT = /read (?:我)?欠(?:老陈|陈老板) as goods bought on credit from 老陈 \(on Liabilities:Supplier\), what they were for not said/;

checkedSuite('parseEntry in a shop: what the owner says of the supplier', SHOP, [
  { text: '退老陈茶叶 500', postings: 'Liabilities:Supplier 500; Assets:Inventory:Tea -500', payee: '老陈', warning: GOODS_BACK },
  { text: '退老陈的茶叶 500', postings: 'Liabilities:Supplier 500; Assets:Inventory:Tea -500', warning: GOODS_BACK },
  { text: '退老陈茶叶 500 微信', postings: 'Assets:WeChat 500; Assets:Inventory:Tea -500', warning: /read as goods returned to 老陈 for money back into Assets:WeChat/ },
  { text: '退老陈包装盒 200', postings: 'Liabilities:Supplier 200; Expenses:Packaging -200', warning: /read as goods returned to 老陈: what is owed on Liabilities:Supplier goes down by 200, taken out of Expenses:Packaging/ },
  { text: '老陈退我 200 微信', postings: 'Assets:WeChat 200; Liabilities:Supplier -200', payee: '老陈', warning: BACK },
  { text: '老陈退给我们 200 工行', postings: 'Assets:Bank:ICBC 200; Liabilities:Supplier -200', warning: BACK },
  { text: '老陈返利 50 微信', postings: 'Assets:WeChat 50; Assets:Inventory:Tea -50', payee: '老陈', warning: REBATE },
  { text: '供应商返点 80 工行', postings: 'Assets:Bank:ICBC 80; Assets:Inventory:Tea -80', warning: REBATE },
  { text: '老陈返利 50 销售 微信', postings: 'Assets:WeChat 50; Income:Sales -50', guessed: false },
  { text: '欠老陈 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', payee: '老陈', warning: ON_CREDIT },
  { text: '我欠陈老板 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', warning: ON_CREDIT },
  // as they were: money to him, said so
  { text: '退老陈钱 500 工行', postings: 'Assets:Bank:ICBC 500; Liabilities:Supplier -500', warning: BACK },
  { text: '退老陈货 500', postings: 'Liabilities:Supplier 500; Assets:Inventory:Tea -500', warning: GOODS_BACK },
  { text: '给老陈返利 50 微信', postings: 'Liabilities:Supplier 50; Assets:WeChat -50' },
  { text: '还老陈 500 工行', postings: 'Assets:Bank:ICBC -500; Liabilities:Supplier 500', guessed: false },
], SAID_ON);

describe('parseEntry in a shop: the supplier said to owe us', () => {
  const ledger = Ledger.fromText(SHOP, 'ledger.beancount');
  for (const text of ['老陈欠我们 300', '老陈欠我 300 货款', '陈老板欠我们 300 茶叶']) {
    it(`${text} is a 422 saying no receivable of his is open, not the shop owing him`, () => {
      expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(/owes me, but no money moved and no receivable of theirs is open: (?:老陈|陈老板) is recorded on Liabilities:Supplier/);
    });
  }
  it('欠老张 300 (no record) is still a 422 asking what for', () => {
    expect(() => parseEntry(ledger, '欠老张 300', SAID_ON)).toThrow(/a debt to 老张 with no money moved and what it was for not said/);
  });
});
