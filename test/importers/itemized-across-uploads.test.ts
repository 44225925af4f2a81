// A transaction typed by hand with several items (`早餐8块 午饭25 晚饭40` paid 73 from WeChat) is
// matched either whole, by a row of 73, or item by item, by rows of 8, 25 and 40 (see
// itemized-hand-entry.test.ts); within one upload never both. A row found a duplicate is written
// nowhere, so a later upload does not know which way the transaction was matched before.
// What happens today (investigation of QA's "matches are not remembered between uploads"): a
// later row of the other kind is taken for the transaction too, and a real payment is not
// imported. These tests pin that down; a fix must remember the matches (see the report).
import { describe, expect, it } from 'vitest';
import { appended, balances, plan } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Expenses:Food:Breakfast
2020-01-01 open Expenses:Food:Dining
2025-07-01 * "早餐 午饭 晚饭"
  Expenses:Food:Breakfast  8 CNY
  Expenses:Food:Dining  25 CNY
  Expenses:Food:Dining  40 CNY
  Assets:WeChat  -73 CNY
`;

const HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
const wechat = (...rows: string[]) => Buffer.from(['微信支付账单明细,,,,,,,,,,', HEADER, ...rows].join('\n') + '\n');
/** A WeChat payment of `amount` out of 零钱, its 交易单号 ending in `id`. */
const paid = (time: string, payee: string, amount: string, id: string) => `${time},商户消费,${payee},"${payee}",支出,¥${amount},零钱,支付成功,42000000002025070${id}\t,'M${id}\t,/`;

const BREAKFAST = paid('2025-07-01 08:00:00', '早餐店', '8.00', '0001');
const LUNCH = paid('2025-07-01 12:00:00', '快餐店', '25.00', '0002');
const DINNER = paid('2025-07-01 19:00:00', '面馆', '40.00', '0003');
/** A payment of its own, of the transaction's whole amount, the next day. */
const MARKET = paid('2025-07-02 18:00:00', '超市', '73.00', '0004');
/** A payment of its own, of one item's amount, the next day. */
const BUN = paid('2025-07-02 09:00:00', '包子铺', '8.00', '0005');

/** Imports the uploads in order: the final text and each upload's [imported, duplicates]. */
async function uploads(...files: Buffer[]): Promise<{ text: string; counts: number[][] }> {
  let text = LEDGER;
  const counts: number[][] = [];
  for (const content of files) {
    const p = await plan(text, { content, account: 'Assets:WeChat', today: '2025-08-01' });
    counts.push([p.report.imported, p.report.duplicates]);
    text = appended(text, p);
  }
  return { text, counts };
}

describe('a transaction typed with items, matched in one upload and met again in a later one', () => {
  it('in one upload: the 73 row takes the whole and the three meals are imported, WeChat paid 146 in all', async () => {
    const { text, counts } = await uploads(wechat(BREAKFAST, LUNCH, DINNER, MARKET));
    expect(counts).toEqual([[3, 1]]);
    expect(balances(text)['Assets:WeChat CNY']).toBe('-146.00');
  });

  it('today, across two uploads: the meals match the items, then the 73 payment is taken for the whole too (73 lost)', async () => {
    const { text, counts } = await uploads(wechat(BREAKFAST, LUNCH, DINNER), wechat(MARKET));
    expect(counts).toEqual([[0, 3], [0, 1]]);
    // WeChat paid 8 + 25 + 40 + 73 = 146; the ledger says 73
    expect(balances(text)['Assets:WeChat CNY']).toBe('-73');
  });

  it('today, the other way round: the 73 row matches the whole, then a later 8 payment is taken for an item (8 lost)', async () => {
    const { text, counts } = await uploads(wechat(MARKET.replace('2025-07-02 18:00:00', '2025-07-01 18:00:00')), wechat(BUN));
    expect(counts).toEqual([[0, 1], [0, 1]]);
    // WeChat paid 73 + 8 = 81; the ledger says 73
    expect(balances(text)['Assets:WeChat CNY']).toBe('-73');
  });

  it('the same export uploaded again finds the same three items, as it should', async () => {
    const { counts } = await uploads(wechat(BREAKFAST, LUNCH, DINNER), wechat(BREAKFAST, LUNCH, DINNER));
    expect(counts).toEqual([[0, 3], [0, 3]]);
  });
});
