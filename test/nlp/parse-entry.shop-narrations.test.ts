// QA of session 36 on a tea shop's ledger: the narration written to the ledger is what the user
// said, without the amount, the date and the wallet, and the payee is a name. Only the narration
// and the payee are asserted here (the postings of these sentences are other tests' matter).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const SAID_ON = '2026-11-10';

const SHOP = `option "operating_currency" "CNY"
2026-10-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-10-01 open Assets:WeChat CNY
  alias: "微信,微信支付"
2026-10-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行"
2026-10-01 open Assets:Inventory:Tea CNY
2026-10-01 open Income:Sales CNY
  alias: "销售,卖出,货款收入"
2026-10-01 open Expenses:Shipping CNY
  alias: "运费,快递费,快递,顺丰,邮费"
2026-10-01 open Expenses:Salary CNY
  alias: "工资,员工工资"
2026-10-01 open Expenses:Packaging CNY
  alias: "包装盒,包装,包装袋"
2026-10-01 open Liabilities:Supplier CNY
  alias: "供应商,应付"
2026-10-01 open Equity:Opening-Balances CNY

2026-10-01 custom "payee" "老陈"
  account: "Liabilities:Supplier"
  alias: "陈老板,老陈茶厂"
2026-10-01 custom "payee" "小李"
  account: "Expenses:Salary"
  alias: "员工小李"
`;
// (the shop's own words for its stock: 进货 names the inventory)
const WITH_STOCK_ALIAS = SHOP.replace('open Assets:Inventory:Tea CNY', 'open Assets:Inventory:Tea CNY\n  alias: "茶叶库存,库存,进货"');

const shop = Ledger.fromText(SHOP, 'shop.beancount');
const withStockAlias = Ledger.fromText(WITH_STOCK_ALIAS, 'shop.beancount');

function narration(ledger: Ledger, text: string): string {
  return parseEntry(ledger, text, SAID_ON).narration;
}

describe('a word that names what was bought or sold stays in the narration', () => {
  // 奶茶 and 花茶 are the lexicon's Tea, and the shop's Tea is its stock (Assets:Inventory:Tea):
  // they were cut as a wallet's name (奶茶 15 微信 was narrated Packaging, an account's name)
  it('奶茶 15 微信', () => expect(narration(shop, '奶茶 15 微信')).toBe('奶茶'));
  it('卖出茉莉花茶 收款 98', () => expect(narration(shop, '卖出茉莉花茶 收款 98')).toBe('卖出茉莉花茶 收款'));
  // 进货, the shop's alias of its stock, is what was done, not how it was paid (it was 碧螺春5斤)
  it('进货 碧螺春5斤 1500 工行, 进货 aliased to the stock', () => expect(narration(withStockAlias, '进货 碧螺春5斤 1500 工行')).toBe('进货 碧螺春5斤'));
  // the wallets themselves still go
  it('包装袋 30 微信支付', () => expect(narration(shop, '包装袋 30 微信支付')).toBe('包装袋'));
});

describe('a cut leaves no word standing alone that only went with what was cut', () => {
  // the creditor and the amount go; the 欠 before them went on alone (进货 西湖龙井10斤 欠)
  it('进货 西湖龙井10斤 欠供应商老陈3000', () => expect(narration(shop, '进货 西湖龙井10斤 欠供应商老陈3000')).toBe('进货 西湖龙井10斤'));
  // a price's measure word, or the words before a price (快递袋 个, 卖出龙井2斤 单价, 卖出龙井2斤 /斤)
  it('快递袋 3毛一个 支付宝', () => expect(narration(shop, '快递袋 3毛一个 支付宝')).toBe('快递袋'));
  it('卖出龙井2斤 单价340 支付宝', () => expect(narration(shop, '卖出龙井2斤 单价340 支付宝')).toBe('卖出龙井2斤'));
  it('卖出龙井2斤 340元/斤 支付宝', () => expect(narration(shop, '卖出龙井2斤 340元/斤 支付宝')).toBe('卖出龙井2斤'));
  it('买包装袋 一个5毛 共100个 支付宝', () => expect(narration(shop, '买包装袋 一个5毛 共100个 支付宝')).toBe('买包装袋 共100个'));
  // 转账 after the wallet says how it was paid, as 刷 and 付 do (员工工资 转账)
  it('员工工资4500 银行转账', () => expect(narration(shop, '员工工资4500 银行转账')).toBe('员工工资'));
  it('4500 银行转账, nothing else said', () => expect(narration(shop, '4500 银行转账')).toBe('转账'));
  // what stands with the word is what was said: a count, a weight
  it('包装袋 100个 30 支付宝', () => expect(narration(shop, '包装袋 100个 30 支付宝')).toBe('包装袋 100个'));
  it('付老陈欠款 300 工行: 欠款 is no 欠', () => expect(narration(shop, '付老陈欠款 300 工行')).toBe('付老陈欠款'));
});

describe('an emoji said for what it was is the narration', () => {
  // one emoji of one code point was too short to keep: the account's name stood in (Packaging)
  it('🍜 35 微信', () => expect(narration(shop, '🍜 35 微信')).toBe('🍜'));
  it('☕ 30 微信', () => expect(narration(shop, '☕ 30 微信')).toBe('☕'));
  it('👍🏽 35 微信', () => expect(narration(shop, '👍🏽 35 微信')).toBe('👍🏽'));
  it('🍜午饭 35 微信', () => expect(narration(shop, '🍜午饭 35 微信')).toBe('🍜午饭'));
  // a number alone still says nothing: the category's name
  it('35 微信', () => expect(narration(shop, '35 微信')).toBe(parseEntry(shop, '35 微信', SAID_ON).postings[0]!.account.split(':').at(-1)));
});

describe('a payee is a name, not what was done or a role', () => {
  const payee = (ledger: Ledger, text: string) => parseEntry(ledger, text, SAID_ON).payee;
  // the payee list (GET /bean/payees) showed 客户退款 and 买家
  it('给客户退款128 微信', () => expect(payee(shop, '给客户退款128 微信')).toBeNull());
  it('退款给买家 128 微信', () => expect(payee(shop, '退款给买家 128 微信')).toBeNull());
  it('在客户那里吃饭 50 微信', () => expect(payee(shop, '在客户那里吃饭 50 微信')).toBeNull());
  // what was done after a name is not the name (小王退款)
  it('给小王退款 50 微信', () => expect(payee(shop, '给小王退款 50 微信')).toBe('小王'));
  // names stay: a payee record, a name with a role (陈老板 is 老陈's alias)
  it('给小李发工资 4500 工行', () => expect(payee(shop, '给小李发工资 4500 工行')).toBe('小李'));
  it('付老陈 1500 工行', () => expect(payee(shop, '付老陈 1500 工行')).toBe('老陈'));
  it('a payee record named 客户 is a payee', () => {
    const withRecord = Ledger.fromText(`${SHOP}\n2026-10-01 custom "payee" "客户"\n`, 'shop.beancount');
    expect(payee(withRecord, '给客户退款128 微信')).toBe('客户');
  });
  // money from a role: no payee, and the words that said who stay in the narration (it was 红包)
  it('老板发我红包 88 微信', () => {
    const entry = parseEntry(shop, '老板发我红包 88 微信', SAID_ON);
    expect([entry.payee, entry.narration]).toEqual([null, '老板发我红包']);
  });
});
