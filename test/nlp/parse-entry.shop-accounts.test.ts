// QA of session 36, a tea shop's owner: the accounts chosen for a shop's ledger, with goods in
// stock (Assets:Inventory:Tea), a supplier recorded as a payee with the payable it is owed on
// (老陈, Liabilities:Supplier), and a customers' receivable.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

const ACCOUNTS = shopLedger({ shipping: true, platformFees: '淘宝扣点,扣点,佣金,平台费', payees: [{ ...LAO_CHEN, alias: '陈老板,老陈茶厂' }, { name: '顺丰速运', account: 'Expenses:Shipping', alias: '顺丰' }] });

// 3. The built-in words for drinks (花茶, 奶茶) named Assets:Inventory:Tea by its last segment,
// over the wallet the sentence named: 卖出花茶 98 微信 was a move from the stock to WeChat, 奶茶 15
// 微信 was paid from the stock. A word of the lexicon names categories, never a wallet or goods held.
checkedSuite('a word for a drink names no stock of tea', `${ACCOUNTS}
2026-10-01 open Assets:Inventory:Tea CNY
2026-10-01 open Expenses:Drinks:Tea CNY
`, [
  { text: '卖出花茶 98 微信', postings: 'Assets:WeChat 98; Income:Sales -98', guessed: false },
  { text: '奶茶 15 微信', postings: 'Expenses:Drinks:Tea 15; Assets:WeChat -15', guessed: false },
  { text: '喜茶 28 支付宝', postings: 'Expenses:Drinks:Tea 28; Assets:Alipay -28', payee: '喜茶', guessed: false },
], SAID_ON);

checkedSuite('a word for a drink names no stock of tea, with no category of drinks open', `${ACCOUNTS}
2026-10-01 open Assets:Inventory:Tea CNY
`, [
  { text: '奶茶 15 微信', postings: 'Expenses:Packaging 15; Assets:WeChat -15', warning: /^no spending category matched[^\n]*Expenses:Packaging[^\n]*$/ },
  { text: '卖出花茶 98 微信', postings: 'Assets:WeChat 98; Income:Sales -98', guessed: false },
], SAID_ON);

// 3. An alias of the stock (进货 on Assets:Inventory:Tea) named it as a wallet: 进货 碧螺春5斤 1500 工行
// was the stock paying 1500 for a stand-in category. Goods held are what a purchase buys into,
// paid by the wallet named, and never the wallet guessed.
checkedSuite('goods named by their alias are what a purchase buys into', `${ACCOUNTS}
2026-10-01 open Assets:Inventory:Tea CNY
  alias: "茶叶库存,库存,进货"
`, [
  { text: '进货 碧螺春5斤 1500 工行', postings: 'Assets:Inventory:Tea 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '进货 西湖龙井10斤 欠供应商老陈3000', postings: 'Assets:Inventory:Tea 3000; Liabilities:Supplier -3000', payee: '老陈' },
  { text: '用工行进货 1500', postings: 'Assets:Inventory:Tea 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '进货 碧螺春 1500', postings: 'Assets:Inventory:Tea 1500; Assets:Alipay -1500', warning: /^no payment account named; used Assets:Alipay$/ },
  // a category named by its alias is what was bought; the stock named beside it pays for nothing
  { text: '进货 包装盒 200 支付宝', postings: 'Expenses:Packaging 200; Assets:Alipay -200', guessed: false },
], SAID_ON);

const COST_OF_GOODS_KEPT = `
2026-10-01 open Expenses:COGS CNY
2026-10-01 * "期初余额"
  Assets:Bank:ICBC  20000.00 CNY
  Assets:Alipay  3000.00 CNY
  Equity:Opening-Balances
2026-10-02 * "老陈" "进货 龙井10斤"
  STOCK  3000.00 CNY
  Liabilities:Supplier  -3000.00 CNY
2026-10-03 * "卖出龙井2斤"
  Assets:Alipay  680.00 CNY
  Income:Sales  -680.00 CNY
2026-10-03 * "结转成本 龙井2斤"
  Expenses:COGS  600.00 CNY
  STOCK  -600.00 CNY
2026-10-04 * "结转成本 龙井1斤"
  Expenses:COGS  300.00 CNY
  STOCK  -300.00 CNY
`;

// 3. With the cost of the goods sold kept by hand (Expenses:COGS against the stock), the stock
// was the account "most used in history" to pay: 顺丰运费23 was paid from Assets:Inventory:Tea.
// Taking the cost of goods out of the stock pays for nothing; the wallet guessed is one that
// paid, or received, money.
checkedSuite('the stock the cost of goods sold is taken from pays for nothing else', `${ACCOUNTS}
2026-10-01 open Assets:Inventory:Tea CNY
${COST_OF_GOODS_KEPT.replaceAll('STOCK', 'Assets:Inventory:Tea')}`, [
  { text: '顺丰运费23', postings: 'Expenses:Shipping 23; Assets:Alipay -23', payee: '顺丰速运', warning: /^no payment account named; used Assets:Alipay \(most used in history\)$/ },
  { text: '淘宝扣点 12.5', postings: 'Expenses:PlatformFees 12.5; Assets:Alipay -12.5', warning: /used Assets:Alipay/ },
  { text: '买包装盒 86', postings: 'Expenses:Packaging 86; Assets:Alipay -86', warning: /used Assets:Alipay/ },
  // the cost of goods is still taken from the stock
  { text: '结转成本 龙井1斤 300', postings: 'Expenses:COGS 300; Assets:Inventory:Tea -300', warning: /used Assets:Inventory:Tea/ },
], SAID_ON);

// ...and so is a stock not named as one (Assets:Tea), known by the cost of goods taken from it alone.
checkedSuite('an account only the cost of goods sold is taken from pays for nothing else', `${ACCOUNTS}
2026-10-01 open Assets:Tea CNY
${COST_OF_GOODS_KEPT.replaceAll('STOCK', 'Assets:Tea')}`, [
  { text: '顺丰运费23', postings: 'Expenses:Shipping 23; Assets:Alipay -23', warning: /used Assets:Alipay/ },
  { text: '结转成本 龙井1斤 300', postings: 'Expenses:COGS 300; Assets:Tea -300', warning: /used Assets:Tea/ },
], SAID_ON);

// 1. A payee record's account was used only when it was an Expenses account: paying 老陈, recorded
// with the payable Liabilities:Supplier, went to the ledger's first category (warned), and paying
// him back (还老陈, 还陈老板 by an alias of the record) was a 422, "no payable account is open". The
// record's account is his whatever its root when it fits the way the money went.
checkedSuite('a payee recorded with a payable', ACCOUNTS, [
  { text: '付老陈货款1500 工商银行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', payee: '老陈', guessed: false },
  { text: '付老陈 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '转给老陈 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '付清老陈货款 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '付老陈 1500', postings: 'Liabilities:Supplier 1500; Assets:Alipay -1500', warning: /^no payment account named; used Assets:Alipay$/ },
  { text: '还老陈货款 1500 工商银行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '还老陈 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', payee: '老陈', guessed: false },
  { text: '还陈老板 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '跟老陈借了 1000 工行', postings: 'Assets:Bank:ICBC 1000; Liabilities:Supplier -1000' },
  { text: '我欠老陈 3000 包装盒', postings: 'Expenses:Packaging 3000; Liabilities:Supplier -3000', guessed: false },
  // words that name what was bought name it; a payable said is what a purchase is owed on
  { text: '付老陈 包装盒 1500 工行', postings: 'Expenses:Packaging 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '进货 西湖龙井10斤 欠供应商老陈3000', postings: 'Expenses:Packaging 3000; Liabilities:Supplier -3000', warning: /^no spending category matched/ },
  // a record's Expenses account as before
  { text: '顺丰 23 微信', postings: 'Expenses:Shipping 23; Assets:WeChat -23', payee: '顺丰速运', guessed: false },
], SAID_ON);

// ...and money from a payee recorded with a receivable is that claim paid (a payment to one is no
// claim of mine: as before, a category).
checkedSuite('a payee recorded with a receivable', `${ACCOUNTS}
2026-10-01 custom "payee" "张三"
  account: "Assets:Receivable:Customers"
  alias: "张老板"
`, [
  { text: '收到张三 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  { text: '张老板转我 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '张三还我 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '付张三 100 微信', postings: 'Expenses:Packaging 100; Assets:WeChat -100', warning: /^no spending category matched/ },
], SAID_ON);

// 2. A draft posted flagged ! (not reviewed) decided the next entries silently: after 老陈's purchase
// was posted to Expenses:Packaging with !, 付老陈货款1500 工商银行 went there too, unwarned. The
// payee record outranks such history; history of flagged entries only is used warned; a reviewed
// entry outranks a later flagged one.
checkedSuite('entries flagged ! decide nothing silently', `${ACCOUNTS}
2026-11-01 ! "老陈" "进货 西湖龙井10斤 欠"
  Expenses:Packaging  3000 CNY
  Liabilities:Supplier  -3000 CNY
2026-11-02 ! "茶农王" "样品"
  Expenses:Packaging  200 CNY
  Assets:Alipay  -200 CNY
2026-10-20 * "纸箱厂" "纸箱"
  Expenses:Shipping  80 CNY
  Assets:Alipay  -80 CNY
2026-11-03 ! "纸箱厂" "纸箱"
  Expenses:Packaging  80 CNY
  Assets:Alipay  -80 CNY
`, [
  { text: '付老陈货款1500 工商银行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', payee: '老陈', guessed: false },
  { text: '付老陈 1500', postings: 'Liabilities:Supplier 1500; Assets:Alipay -1500', warning: /^no payment account named; used Assets:Alipay/ },
  { text: '茶农王 200 支付宝', postings: 'Expenses:Packaging 200; Assets:Alipay -200', payee: '茶农王', warning: /^used Expenses:Packaging as the last entry with 茶农王 did, which is flagged ! \(not reviewed\)$/ },
  { text: '样品 50', postings: 'Expenses:Packaging 50; Assets:Alipay -50', warning: /used Expenses:Packaging as the last entry narrated 样品 did, which is flagged !/ },
  { text: '纸箱厂 80 支付宝', postings: 'Expenses:Shipping 80; Assets:Alipay -80', guessed: false },
  { text: '纸箱 80', postings: 'Expenses:Shipping 80; Assets:Alipay -80', warning: /^no payment account named/ },
], '2026-11-04');

// ...also when the flagged draft was just posted (the index is extended, not built again).
describe('a draft just posted flagged ! decides nothing silently', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nlp-shop-flagged-'));
    file = join(dir, 'main.beancount');
    await writeFile(file, ACCOUNTS);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('the next entry for that payee is warned, and a reviewed one is not', async () => {
    const store = new LedgerStore(file);
    const said = (text: string) => store.snapshot().then((s) => parseEntry(s.ledger, text, SAID_ON));
    await said('茶农王 200 支付宝');
    await store.write(() => ({ directives: parseText('2026-11-02 ! "茶农王" "样品"\n  Expenses:Packaging  200 CNY\n  Assets:Alipay\n', '<request>').directives, result: null }));
    const guessed = await said('茶农王 200 支付宝');
    expect(guessed.postings.map((p) => p.account)).toEqual(['Expenses:Packaging', 'Assets:Alipay']);
    expect(guessed.warnings).toEqual(['used Expenses:Packaging as the last entry with 茶农王 did, which is flagged ! (not reviewed)']);
    await store.write(() => ({ directives: parseText('2026-11-03 * "茶农王" "样品"\n  Expenses:Shipping  200 CNY\n  Assets:Alipay\n', '<request>').directives, result: null }));
    const reviewed = await said('茶农王 200 支付宝');
    expect(reviewed.postings.map((p) => p.account)).toEqual(['Expenses:Shipping', 'Assets:Alipay']);
    expect(reviewed.warnings).toEqual([]);
    expect(reviewed.confidence).toBeGreaterThan(guessed.confidence);
  });
});
