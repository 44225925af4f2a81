// A transaction typed by hand with several items (`早餐8块 午饭25 晚饭40` paid 73 from WeChat) is
// matched either whole, by a row of 73, or item by item, by rows of 8, 25 and 40 (see
// itemized-hand-entry.test.ts); within one upload never both. A row found a duplicate is written
// nowhere in the ledger, so each import answers the matches it made (ImportPlan's `matches`, which
// the store keeps) and the next is planned with them: a later row of the other kind is another
// payment (QA: "matches are not remembered between uploads"; a 73 payment after the three meals,
// or an 8 one after a 73 row, was not imported).
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/ledger/core/directives.ts';
import { planImport, type RowMatch } from '../../src/importers/import-statement.ts';
import { appended, balances, ledgerFrom } from './import-fixtures.ts';
import { ITEMIZED_LEDGER, paid, wechat } from './itemized-meals.ts';


const BREAKFAST = paid('2025-07-01 08:00:00', '早餐店', '8.00', '0001');
const LUNCH = paid('2025-07-01 12:00:00', '快餐店', '25.00', '0002');
const DINNER = paid('2025-07-01 19:00:00', '面馆', '40.00', '0003');
/** A payment of its own, of the transaction's whole amount, the next day. */
const MARKET = paid('2025-07-02 18:00:00', '超市', '73.00', '0004');
/** A payment of its own, of one item's amount, the next day. */
const BUN = paid('2025-07-02 09:00:00', '包子铺', '8.00', '0005');

/**
 * Imports the uploads in order, each planned with the matches the earlier ones made (or with none,
 * `forget`): the final text, each upload's [imported, duplicates] and the matches kept.
 */
async function uploads(files: Buffer[], forget = false): Promise<{ text: string; counts: number[][]; kept: RowMatch[] }> {
  let text = ITEMIZED_LEDGER;
  const counts: number[][] = [];
  let kept: RowMatch[] = [];
  for (const content of files) {
    const ledger = ledgerFrom(text);
    // each transaction as the ledger read again holds it (the text is only ever appended to)
    const remembered = forget ? [] : kept.map((m) => ({ ...m, txn: sameTransaction(ledger.directives, m.txn) }));
    const p = await planImport(ledger, { content, account: 'Assets:WeChat', today: '2025-08-01' }, remembered);
    counts.push([p.report.imported, p.report.duplicates]);
    kept = [...remembered, ...p.matches];
    text = appended(text, p);
  }
  return { text, counts, kept };
}

function sameTransaction(directives: readonly { type: string; source: Transaction['source'] }[], txn: Transaction): Transaction {
  return directives.find((d): d is Transaction => d.type === 'transaction' && d.source.line === txn.source.line)!;
}

/** The matches kept, as `<import id's end> whole|<item's account> <item's number>`. */
const described = (kept: readonly RowMatch[]) => kept.map((m) => `${m.importId.slice(-4)} ${m.item === null ? 'whole' : `${m.txn.postings[m.item]!.account} ${m.txn.postings[m.item]!.units.number.toString()}`}`);

describe('a transaction typed with items, matched in one upload and met again in a later one', () => {
  it('in one upload: the 73 row takes the whole and the three meals are imported, WeChat paid 146 in all', async () => {
    const { text, counts, kept } = await uploads([wechat(BREAKFAST, LUNCH, DINNER, MARKET)]);
    expect(counts).toEqual([[3, 1]]);
    expect(balances(text)['Assets:WeChat CNY']).toBe('-146.00');
    expect(described(kept)).toEqual(['0004 whole']);
  });

  it('across two uploads: the meals match the items, then the 73 payment is imported (WeChat paid 146)', async () => {
    const { text, counts, kept } = await uploads([wechat(BREAKFAST, LUNCH, DINNER), wechat(MARKET)]);
    expect(counts).toEqual([[0, 3], [1, 0]]);
    expect(balances(text)['Assets:WeChat CNY']).toBe('-146.00');
    expect(described(kept)).toEqual(['0001 Expenses:Food:Breakfast 8', '0002 Expenses:Food:Dining 25', '0003 Expenses:Food:Dining 40']);
    // without what the first upload matched, the 73 payment was taken for the whole (73 lost)
    expect((await uploads([wechat(BREAKFAST, LUNCH, DINNER), wechat(MARKET)], true)).counts).toEqual([[0, 3], [0, 1]]);
  });

  it('the other way round: the 73 row matches the whole, then a later 8 payment is imported (WeChat paid 81)', async () => {
    const wholeRow = wechat(MARKET.replace('2025-07-02 18:00:00', '2025-07-01 18:00:00'));
    const { text, counts } = await uploads([wholeRow, wechat(BUN)]);
    expect(counts).toEqual([[0, 1], [1, 0]]);
    expect(balances(text)['Assets:WeChat CNY']).toBe('-81.00');
    // without it, the 8 payment was taken for the breakfast (8 lost)
    expect((await uploads([wholeRow, wechat(BUN)], true)).counts).toEqual([[0, 1], [0, 1]]);
  });

  it('an item taken by an earlier upload is not taken again: a second 8 payment is imported, the 40 still finds its item', async () => {
    const SECOND_BUN = paid('2025-07-01 09:30:00', '包子铺', '8.00', '0006');
    const { counts, kept } = await uploads([wechat(BREAKFAST, LUNCH), wechat(SECOND_BUN, DINNER)]);
    expect(counts).toEqual([[0, 2], [1, 1]]);
    expect(described(kept)).toEqual(['0001 Expenses:Food:Breakfast 8', '0002 Expenses:Food:Dining 25', '0003 Expenses:Food:Dining 40']);
  });

  it('the same exports uploaded again are duplicates only, in either order', async () => {
    const meals = wechat(BREAKFAST, LUNCH, DINNER);
    expect((await uploads([meals, meals])).counts).toEqual([[0, 3], [0, 3]]);
    expect((await uploads([meals, wechat(MARKET), wechat(MARKET), meals])).counts).toEqual([[0, 3], [1, 0], [0, 1], [0, 3]]);
    const wholeRow = wechat(MARKET.replace('2025-07-02 18:00:00', '2025-07-01 18:00:00'));
    expect((await uploads([wholeRow, wechat(BUN), wholeRow, wechat(BUN)])).counts).toEqual([[0, 1], [1, 0], [0, 1], [0, 1]]);
  });

  it('says why a row matched before is a duplicate', async () => {
    const meals = wechat(BREAKFAST, LUNCH, DINNER);
    const ledger = ledgerFrom(ITEMIZED_LEDGER);
    const first = await planImport(ledger, { content: meals, account: 'Assets:WeChat', today: '2025-08-01' });
    const again = await planImport(ledger, { content: meals, account: 'Assets:WeChat', today: '2025-08-01' }, first.matches);
    expect(again.report.duplicate_rows.map((d) => d.reason)).toEqual([
      'matched the item Expenses:Food:Breakfast 8 CNY of the transaction of 2025-07-01 by an earlier import; send keep_rows=3 to import it anyway',
      'matched the item Expenses:Food:Dining 25 CNY of the transaction of 2025-07-01 by an earlier import; send keep_rows=4 to import it anyway',
      'matched the item Expenses:Food:Dining 40 CNY of the transaction of 2025-07-01 by an earlier import; send keep_rows=5 to import it anyway',
    ]);
    // what is kept is what this import found, not what it was given
    expect(again.matches).toEqual([]);
  });
});
