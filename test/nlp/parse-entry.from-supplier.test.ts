// Session 37, the shop ledger (said on 2026-11-10), with 老陈 recorded on Liabilities:Supplier
// (alias 供应商): money a supplier gives back (供应商退款 200 工行) was a refund of a stand-in
// category paid into the payable, the bank untouched; now the wallet takes the money from the
// supplier's payable, warned.
// Goods sent back to the supplier (退老陈货 500) paid the payable off from Alipay; now what is owed
// goes down by the goods, taken out of the stock, warned.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const SHOP_LEDGER = shopLedger({ payees: [LAO_CHEN] });
const BACK = /read as money back from (?:供应商|老陈), booked on Liabilities:Supplier/;

checkedSuite('parseEntry in a shop: money back from the supplier comes into the wallet from their payable', SHOP_LEDGER, [
  { text: '供应商退款 200 工行', postings: 'Assets:Bank:ICBC 200; Liabilities:Supplier -200', warning: BACK },
  { text: '老陈还我 500 工行', postings: 'Assets:Bank:ICBC 500; Liabilities:Supplier -500', payee: '老陈', warning: BACK },
  // close variants
  { text: '供应商退钱 200 工行', postings: 'Assets:Bank:ICBC 200; Liabilities:Supplier -200', warning: BACK },
  { text: '老陈退款 200 微信', postings: 'Assets:WeChat 200; Liabilities:Supplier -200', payee: '老陈', warning: BACK },
  { text: '老陈退货款 300 工行', postings: 'Assets:Bank:ICBC 300; Liabilities:Supplier -300', payee: '老陈', warning: BACK },
  { text: '供应商已退款 200 微信', postings: 'Assets:WeChat 200; Liabilities:Supplier -200', warning: BACK },
  // as they were: paying the supplier
  { text: '还老陈 500 工行', postings: 'Assets:Bank:ICBC -500; Liabilities:Supplier 500', payee: '老陈', guessed: false },
  { text: '付老陈货款 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', payee: '老陈', guessed: false },
  { text: '还供应商 500 工行', postings: 'Assets:Bank:ICBC -500; Liabilities:Supplier 500' },
  // 老陈还款, said of whom I owe, is my repaying them, as 花呗还款 is (see parse-entry.repaid-by-others.test.ts)
], SAID_ON);

const WITH_STOCK = `${SHOP_LEDGER}2026-10-01 open Assets:Inventory:Tea CNY\n`;
const RETURNED = 'Liabilities:Supplier 500; Assets:Inventory:Tea -500';
const GOODS_BACK = /read as goods returned to (?:老陈|供应商): what is owed on Liabilities:Supplier goes down by 500, taken out of Assets:Inventory:Tea/;

checkedSuite('parseEntry in a shop: goods returned to the supplier come off what is owed, out of the stock', WITH_STOCK, [
  { text: '退老陈货 500', postings: RETURNED, payee: '老陈', warning: GOODS_BACK },
  // close variants
  { text: '退给老陈的货 500', postings: RETURNED, warning: GOODS_BACK },
  { text: '退货给老陈 500', postings: RETURNED, warning: GOODS_BACK },
  { text: '给老陈退货 500', postings: RETURNED, warning: GOODS_BACK },
  { text: '向供应商退货 500', postings: RETURNED, warning: GOODS_BACK },
  // money back for them, into the wallet named
  { text: '退老陈货 500 工行', postings: 'Assets:Bank:ICBC 500; Assets:Inventory:Tea -500', warning: /read as goods returned to 老陈 for money back into Assets:Bank:ICBC, taken out of Assets:Inventory:Tea/ },
  // as they were
  { text: '还老陈 500 工行', postings: 'Assets:Bank:ICBC -500; Liabilities:Supplier 500', guessed: false },
], SAID_ON);

describe('parseEntry in a shop with no account for its stock: goods returned to the supplier', () => {
  it('is a 422 naming what is missing, not money paid', () => {
    const ledger = Ledger.fromText(SHOP_LEDGER, 'ledger.beancount');
    expect(() => parseEntry(ledger, '退老陈货 500', SAID_ON)).toThrow(/goods returned, but no account for goods in stock is open/);
  });
});

// 老陈欠款 300, 老陈 the supplier the shop owes (recorded on Liabilities:Supplier): it was 300 paid
// to him from Alipay, a wallet guessed; now it notes 300 more owed to him for goods had on credit,
// as 进货 欠老陈 300 is read, warned, no wallet moved.
const OWED_MORE = /read 老陈(?:的)?欠(?:货)?款 as 300 more owed to 老陈 \(recorded on Liabilities:Supplier, whom the shop owes\) for goods had on credit, no money moved/;
const SUPPLIER_WITH_ALIAS = shopLedger({ payees: [{ ...LAO_CHEN, alias: '陈老板' }] });

checkedSuite('parseEntry in a shop: what the supplier is owed, said after his name, is owed more, no wallet moved', SUPPLIER_WITH_ALIAS, [
  { text: '老陈欠款 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', payee: '老陈', warning: OWED_MORE },
  // close variants
  { text: '老陈的欠款 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', payee: '老陈', warning: OWED_MORE },
  { text: '老陈欠货款 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', payee: '老陈', warning: OWED_MORE },
  { text: '昨天老陈欠款 300', date: '2026-11-09', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', warning: OWED_MORE },
  { text: '陈老板欠款 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300', payee: '老陈', warning: /read 陈老板欠款 as 300 more owed to 老陈/ },
  // as they were: paying what is owed, with the account named or the verb said
  { text: '付老陈欠款 300 工行', postings: 'Liabilities:Supplier 300; Assets:Bank:ICBC -300', payee: '老陈', guessed: false },
  { text: '老陈欠款 300 工行', postings: 'Liabilities:Supplier 300; Assets:Bank:ICBC -300', warning: /老陈 is recorded with Liabilities:Supplier: booked as paying off what is owed to them/ },
  { text: '供应商欠款 300', postings: 'Expenses:Packaging 300; Liabilities:Supplier -300' },
  { text: '张三欠款 340', postings: 'Assets:Receivable:Customers 340; Income:Sales -340', payee: '张三' },
], SAID_ON);

describe('parseEntry in a shop: the supplier said to owe me is no debt of mine', () => {
  it('老陈欠我 300 is still a 422 asking what for', () => {
    const ledger = Ledger.fromText(SUPPLIER_WITH_ALIAS, 'ledger.beancount');
    expect(() => parseEntry(ledger, '老陈欠我 300', SAID_ON)).toThrow(/老陈 owes me, but no money moved/);
  });
});

// 退老陈货款 500: the payment for goods given back by whom the shop owes (a supplier is paid, never
// pays the shop for goods); it was booked as paying 老陈 500 from Alipay, the other way round.
// Now money comes in from his payable, as 老陈退货款 300 工行 is read, warned.
checkedSuite('parseEntry in a shop: 退 the supplier 货款 is money back from them', SHOP_LEDGER, [
  { text: '退老陈货款 500', postings: 'Assets:Alipay 500; Liabilities:Supplier -500', payee: '老陈', warning: BACK },
  // close variants
  { text: '退老陈货款 500 工行', postings: 'Assets:Bank:ICBC 500; Liabilities:Supplier -500', payee: '老陈', warning: BACK },
  { text: '退老陈的货款 500 微信', postings: 'Assets:WeChat 500; Liabilities:Supplier -500', warning: BACK },
  { text: '退老陈款 500 工行', postings: 'Assets:Bank:ICBC 500; Liabilities:Supplier -500', warning: BACK },
  { text: '退供应商货款 500 工行', postings: 'Assets:Bank:ICBC 500; Liabilities:Supplier -500', warning: BACK },
  // as they were: to whom said (退给, 退还), or a payment
  { text: '退给老陈货款 500 工行', postings: 'Liabilities:Supplier 500; Assets:Bank:ICBC -500' },
  { text: '付老陈货款 500 工行', postings: 'Liabilities:Supplier 500; Assets:Bank:ICBC -500', guessed: false },
], SAID_ON);

// The supplier's payable was taken for a wallet: 供应商退款 200 包装 工行 (money back on packaging
// bought from them) credited the payable with the refund, 工行 warned as a second receiving account;
// 给供应商退款 200 工行 and 付供应商 200 工行 (money to them) paid a stand-in category from the
// payable. Now the wallet named takes or pays the money, and the payable is never the wallet.
checkedSuite('parseEntry in a shop: the supplier\'s payable is no wallet', SHOP_LEDGER, [
  { text: '供应商退款 200 包装 工行', postings: 'Assets:Bank:ICBC 200; Expenses:Packaging -200', narration: '供应商退款 包装', guessed: false },
  { text: '给供应商退款 200 工行', postings: 'Liabilities:Supplier 200; Assets:Bank:ICBC -200', guessed: false },
  // close variants
  { text: '供应商退款 包装盒 200 微信', postings: 'Assets:WeChat 200; Expenses:Packaging -200', guessed: false },
  { text: '包装 供应商退款 200 工行', postings: 'Assets:Bank:ICBC 200; Expenses:Packaging -200', guessed: false },
  { text: '供应商退款 200 包装', postings: 'Assets:Alipay 200; Expenses:Packaging -200', warning: /^no receiving account named; used Assets:Alipay$/ },
  { text: '付供应商 200 工行', postings: 'Liabilities:Supplier 200; Assets:Bank:ICBC -200', guessed: false },
  { text: '付给供应商 200 工行', postings: 'Liabilities:Supplier 200; Assets:Bank:ICBC -200', guessed: false },
  { text: '转给供应商 200 工行', postings: 'Liabilities:Supplier 200; Assets:Bank:ICBC -200', guessed: false },
  { text: '付供应商 200 包装 工行', postings: 'Expenses:Packaging 200; Assets:Bank:ICBC -200', narration: '付供应商 包装', guessed: false },
  { text: '给供应商退款 200 包装 工行', postings: 'Expenses:Packaging 200; Assets:Bank:ICBC -200', guessed: false },
  // as they were
  { text: '老陈退款 200 包装 工行', postings: 'Assets:Bank:ICBC 200; Expenses:Packaging -200', guessed: false },
  { text: '给老陈退款 200 工行', postings: 'Liabilities:Supplier 200; Assets:Bank:ICBC -200', guessed: false },
  { text: '供应商退款 200 工行', postings: 'Assets:Bank:ICBC 200; Liabilities:Supplier -200', warning: BACK },
  { text: '付供应商货款 3000 工行', postings: 'Liabilities:Supplier 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '进货 龙井10斤 欠供应商2000', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000' },
], SAID_ON);
