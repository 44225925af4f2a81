// QA of session 41: `耳机 199 支付宝` typed by hand (Expenses:Shopping); Alipay's export lists the
// purchase, matched to the typed entry, and its refund `退款-蓝牙耳机`, which went to
// Expenses:Uncategorized: Shopping kept 199 spent that came back. When the purchase is imported,
// the refund goes back to Shopping; now too when the purchase was typed, in this upload or an earlier one.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { appended, ledgerFrom, plan } from './import-fixtures.ts';
import { planImport } from '../../src/importers/import-statement.ts';

const TODAY = '2026-11-27';
const LEDGER = `${STARTER_LEDGER}2026-10-13 * "耳机" ""
  Expenses:Shopping  199 CNY
  Assets:Alipay  -199 CNY
`;
const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const purchase = '2026-10-13 21:15:00,数码电器,某某数码专营店,,蓝牙耳机,支出,199.00,余额,交易关闭,2026101322001488880000000413,T413,,';
const refund = '2026-10-14 10:00:00,退款,某某数码专营店,,退款-蓝牙耳机,不计收支,199.00,余额,退款成功,2026101322001488880000000413_1,T413_R1,,';
const alipay = (...rows: string[]) => ({ account: 'Assets:Alipay', today: TODAY, content: Buffer.from([HEADER, ...rows, ''].join('\n')) });
const refundPostings = (p: Awaited<ReturnType<typeof plan>>) =>
  p.report.transactions.filter((t) => t.narration.startsWith('退款')).map((t) => t.postings.map((x) => `${x.account} ${x.units.number}`));

describe('the refund of a purchase typed by hand and matched to its row', () => {
  it('goes back to the typed purchase\'s category in the same upload', async () => {
    const p = await plan(LEDGER, alipay(refund, purchase));
    expect(p.report.duplicate_rows.map((d) => d.narration)).toEqual(['蓝牙耳机']);
    expect(refundPostings(p)).toEqual([['Assets:Alipay 199.00', 'Expenses:Shopping -199.00']]);
  });

  it('goes back there in a later upload, by the match the first one made', async () => {
    const first = await plan(LEDGER, alipay(purchase));
    expect(first.matches).toHaveLength(1);
    const text = appended(LEDGER, first);
    const later = await planImport(ledgerFrom(text), alipay(refund), first.matches);
    expect(refundPostings(later)).toEqual([['Assets:Alipay 199.00', 'Expenses:Shopping -199.00']]);
  });
});
