// A transaction typed by hand may pay several items from one posting (`早餐8 午饭25 晚饭40 微信`:
// Assets:WeChat -73 against 8, 25 and 40), where the app's statement lists one payment per item.
// Each row of an item's amount is then a duplicate of that item (QA: the three rows were imported,
// and the meals counted twice), once per item; a row of the whole amount still matches the whole,
// before any item, and then no item matches. A purchase typed with its items (`超市 苹果10 香蕉5
// 微信`) is one payment on the statement: its row matches the whole, as before.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { findDuplicates, type DedupeCandidate } from '../../src/importers/dedupe.ts';
import { LedgerIndex } from '../../src/importers/ledger-index.ts';
import { appended, balances, ledgerFrom, ledgerText, plan } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const ACCOUNTS = `${ledgerText()}
2020-01-01 open Expenses:Food:Breakfast
2020-01-01 open Expenses:Food:Dining
2020-01-01 open Expenses:Food:Fruit
2020-01-01 open Expenses:Shopping
`;

/** What the NLP draft of `早餐8 午饭25 晚饭40 微信` posts. */
const MEALS = `${ACCOUNTS}
2025-07-01 * "早餐 午饭 晚饭"
  Expenses:Food:Breakfast  8 CNY
  Expenses:Food:Dining  25 CNY
  Expenses:Food:Dining  40 CNY
  Assets:WeChat  -73 CNY
`;

const WECHAT_HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
function wechat(rows: readonly string[]): Buffer {
  return Buffer.from(['微信支付账单明细,,,,,,,,,,', '----------------------微信支付账单明细列表--------------------,,,,,,,,,,', WECHAT_HEADER, ...rows].join('\n') + '\n');
}
// the QA's export (csv/wechat_mini.csv), newest first as WeChat writes it
const DINNER = "2025-07-01 19:00:00,商户消费,面馆,\"晚餐\",支出,¥40.00,零钱,支付成功,4200000000202507010003\t,'M3\t,/";
const LUNCH = "2025-07-01 12:00:00,商户消费,快餐店,\"午餐\",支出,¥25.00,零钱,支付成功,4200000000202507010002\t,'M2\t,/";
const BREAKFAST = "2025-07-01 08:00:00,商户消费,早餐店,\"早餐\",支出,¥8.00,零钱,支付成功,4200000000202507010001\t,'M1\t,/";
const SNACK = "2025-07-01 22:00:00,商户消费,夜宵摊,\"夜宵\",支出,¥40.00,零钱,支付成功,4200000000202507010004\t,'M4\t,/";

describe('the QA case: three meals typed as one transaction, then the WeChat export', () => {
  it('finds each of the three payments in the typed transaction: 3 duplicates, nothing imported', async () => {
    const p = await plan(MEALS, { content: wechat([DINNER, LUNCH, BREAKFAST]), account: 'Assets:WeChat' });
    expect([p.report.imported, p.report.duplicates]).toEqual([0, 3]);
    expect(p.directives).toEqual([]);
    expect(p.report.duplicate_rows.map((d) => [d.narration, d.reason])).toEqual([
      ['晚餐', 'matches the item Expenses:Food:Dining 40 CNY of the transaction of 2025-07-01 on the same account; send keep_rows=4 to import it anyway'],
      ['午餐', 'matches the item Expenses:Food:Dining 25 CNY of the transaction of 2025-07-01 on the same account; send keep_rows=5 to import it anyway'],
      ['早餐', 'matches the item Expenses:Food:Breakfast 8 CNY of the transaction of 2025-07-01 on the same account; send keep_rows=6 to import it anyway'],
    ]);
    expect(p.report.duplicate_rows.map((d) => d.existing)).toEqual(Array(3).fill({ date: '2025-07-01', payee: null, narration: '早餐 午饭 晚饭', import_id: null }));
  });

  it('imports a fourth payment of 40 the same day: each item is one payment', async () => {
    const p = await plan(MEALS, { content: wechat([SNACK, DINNER, LUNCH, BREAKFAST]), account: 'Assets:WeChat' });
    expect([p.report.imported, p.report.duplicates]).toEqual([1, 3]);
    expect(p.report.transactions.map((t) => t.postings[0]!.units)).toEqual([{ number: '-40.00', currency: 'CNY' }]);
    const after = appended(MEALS, p);
    expect(balances(after)['Assets:WeChat CNY']).toBe('-113.00');
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
    // and the export again finds the same three items and the row imported
    const again = await plan(after, { content: wechat([SNACK, DINNER, LUNCH, BREAKFAST]), account: 'Assets:WeChat' });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 4]);
  });
});

const WECHAT = 'Assets:WeChat';
let nextId = 1;
/** A WeChat row: `number` on `account` (WeChat's own balance unless said). */
function row(date: string, number: string, extra: Partial<DedupeCandidate> & { account?: string } = {}): DedupeCandidate {
  const { account = WECHAT, ...rest } = extra;
  return { importId: `wechat:${nextId++}`, date, currency: 'CNY', sides: [{ account, number: Decimal.parse(number) }], ...rest };
}

/** Each row's finding as `new`, `whole <date>`, `item <account> <number>`, `chain <date>`, `settles <date>` or `rebooks <date>`. */
function findings(ledger: string, rows: readonly DedupeCandidate[]): string[] {
  return findDuplicates(new LedgerIndex(ledgerFrom(ledger)), rows).map((f) => {
    if (f === null) return 'new';
    if (f.kind === 'chain' || f.kind === 'settles' || f.kind === 'rebooks') return `${f.kind} ${f.existing.date}`;
    const item = /^matches the item (\S+ \S+)/.exec(f.reason);
    return item ? `item ${item[1]}` : `whole ${f.existing?.date}`;
  });
}

describe('duplicates of the items of a transaction typed by hand', () => {
  it('matches each item at most once, to the row nearest in date', () => {
    expect(findings(MEALS, [row('2025-07-01', '-40'), row('2025-07-02', '-40')])).toEqual(['item Expenses:Food:Dining 40', 'new']);
    expect(findings(MEALS, [row('2025-07-03', '-8'), row('2025-07-02', '-8')])).toEqual(['new', 'item Expenses:Food:Breakfast 8']);
    const twoAlike = `${ACCOUNTS}
2025-07-01 * "两份午饭"
  Expenses:Food:Dining  25 CNY
  Expenses:Food:Dining  25 CNY
  Assets:WeChat  -50 CNY
`;
    expect(findings(twoAlike, [row('2025-07-01', '-25'), row('2025-07-01', '-25'), row('2025-07-01', '-25')])).toEqual(['item Expenses:Food:Dining 25', 'item Expenses:Food:Dining 25', 'new']);
  });

  it('matches the whole before any item, and then no item', () => {
    expect(findings(MEALS, [row('2025-07-01', '-8'), row('2025-07-03', '-73'), row('2025-07-01', '-25')])).toEqual(['new', 'whole 2025-07-01', 'new']);
    // another transaction of the row's amount is matched whole before an item of this one, however near
    const lunch = `${MEALS}
2025-07-03 * "午饭"
  Expenses:Food:Dining  25 CNY
  Assets:WeChat  -25 CNY
`;
    expect(findings(lunch, [row('2025-07-01', '-25'), row('2025-07-01', '-8')])).toEqual(['whole 2025-07-03', 'item Expenses:Food:Breakfast 8']);
    expect(findings(lunch, [row('2025-07-01', '-25'), row('2025-07-03', '-25')])).toEqual(['item Expenses:Food:Dining 25', 'whole 2025-07-03']);
  });

  it('matches a purchase typed with its items (超市 苹果10 香蕉5 微信) whole, as one payment', () => {
    const market = `${ACCOUNTS}
2025-07-05 * "超市" "苹果 香蕉"
  Expenses:Food:Fruit  10 CNY
  Expenses:Food:Fruit  5 CNY
  Assets:WeChat  -15 CNY
`;
    expect(findings(market, [row('2025-07-05', '-15')])).toEqual(['whole 2025-07-05']);
    expect(findings(market, [row('2025-07-05', '-10'), row('2025-07-05', '-15')])).toEqual(['new', 'whole 2025-07-05']);
  });

  it('keeps signs apart: a refund row matches only an item of refunds typed together', () => {
    expect(findings(MEALS, [row('2025-07-01', '8')])).toEqual(['new']);
    const refunds = `${ACCOUNTS}
2025-07-02 * "退款"
  Expenses:Shopping  -30 CNY
  Expenses:Shopping  -12.50 CNY
  Assets:WeChat  42.50 CNY
`;
    expect(findings(refunds, [row('2025-07-02', '12.5'), row('2025-07-02', '-30'), row('2025-07-02', '30')])).toEqual(['item Expenses:Shopping -12.50', 'new', 'item Expenses:Shopping -30']);
  });

  it('matches items only in the row\'s currency, within 3 days, on the paying account', () => {
    expect(findings(MEALS, [{ ...row('2025-07-01', '-8'), currency: 'USD' }])).toEqual(['new']);
    expect(findings(MEALS, [row('2025-07-05', '-8'), row('2025-06-28', '-25')])).toEqual(['new', 'item Expenses:Food:Dining 25']);
    expect(findings(MEALS, [row('2025-07-01', '-8', { account: 'Assets:Alipay' })])).toEqual(['new']);
  });

  it('leaves split payments (微信20 支付宝13) and imported transactions to whole matches', () => {
    const split = `${ACCOUNTS}
2025-07-01 * "早餐 午饭"
  Expenses:Food:Breakfast  8 CNY
  Expenses:Food:Dining  25 CNY
  Assets:WeChat  -20 CNY
  Assets:Alipay  -13 CNY
`;
    expect(findings(split, [row('2025-07-01', '-8'), row('2025-07-01', '-20')])).toEqual(['new', 'whole 2025-07-01']);
    const imported = MEALS.replace('2025-07-01 * "早餐 午饭 晚饭"', '2025-07-01 * "早餐 午饭 晚饭"\n  import_id: "cmb:x1"');
    expect(findings(imported, [row('2025-07-01', '-8')])).toEqual(['new']);
  });

  it("never matches an item paid from the other app's account with this app's row", () => {
    // an Alipay row paid with 微信 (its funding account by the alias) is not one of WeChat's rows
    expect(findings(MEALS, [{ ...row('2025-07-01', '-8'), importId: 'alipay:2025070122001' }])).toEqual(['new']);
    const byAlipay = MEALS.replace('Assets:WeChat  -73 CNY', 'Assets:Alipay  -73 CNY');
    expect(findings(byAlipay, [{ ...row('2025-07-01', '-8', { account: 'Assets:Alipay' }), importId: 'alipay:2025070122001' }])).toEqual(['item Expenses:Food:Breakfast 8']);
    expect(findings(byAlipay, [row('2025-07-01', '-8', { account: 'Assets:Alipay' })])).toEqual(['new']);
  });

  it('takes no payment for an item moved to one of the user\'s own accounts', () => {
    // (recheck QA: WeChat -300 to Cash 100 and CMB 200, typed by hand, took a 便利店 payment of 100)
    const moved = `${ACCOUNTS}
2025-07-01 * "取现 转招行"
  Assets:Cash  100 CNY
  Assets:CMB:Debit  200 CNY
  Assets:WeChat  -300 CNY
`;
    expect(findings(moved, [row('2025-07-01', '-100')])).toEqual(['new']);
    expect(findings(moved, [row('2025-07-01', '-300')])).toEqual(['whole 2025-07-01']);
  });

  it('follows the chain rules for an app row paid by card', () => {
    // the card paid for breakfast and moved 25 into Alipay: an Alipay row of 25 by that card continues that move
    const card = `${ACCOUNTS}
2025-07-01 * "早餐 充支付宝"
  Expenses:Food:Breakfast  8 CNY
  Assets:Alipay  25 CNY
  Assets:WeChat  40 CNY
  Assets:CMB:Debit  -73 CNY
`;
    const byCard = (number: string) => ({ ...row('2025-07-01', number, { account: 'Assets:CMB:Debit' }), importId: `alipay:${nextId++}`, chainVia: 'Assets:Alipay' });
    expect(findings(card, [byCard('-8'), byCard('-25'), byCard('-40')])).toEqual(['item Expenses:Food:Breakfast 8', 'chain 2025-07-01', 'new']);
  });
});
