// QA re-check 2 of session 48, B1: a bank's reversal (冲正, a negative figure in the 支出 column) that
// is the first row of an upload was booked its column's way, a second charge of the purchase it
// undoes (CCB 640 below the statement's balance), with no warning: no row above it showed its way in
// the balance column, and the column's other figures, reversals too, were all negative.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CCB CNY
2020-01-01 open Expenses:Food
  alias: "盒马鲜生"
2020-01-01 open Expenses:Transport
  alias: "滴滴出行"
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const HEADER = '交易日期,摘要,支出金额,收入金额,账户余额,对方户名';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\n'));
const request = (content: Buffer) => ({ account: 'Assets:Bank:CCB', today: '2026-11-27', content });
const lines = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => `${t.flag} ${postingLines(t).join(' | ')}`);
const october = csv('20261103,消费,320.00,,"9,680.00",盒马鲜生', '20261104,消费,58.00,,"9,622.00",滴滴出行');

describe('a reversal that opens an upload', () => {
  it('goes the way the balance column shows the column\'s other reversals go', async () => {
    const first = await plan(LEDGER, request(october));
    const p = await plan(
      appended(LEDGER, first),
      request(csv('20261110,冲正,-320.00,,"9,942.00",盒马鲜生', '20261111,冲正,-58.00,,"10,000.00",美团外卖', '20261112,冲正,-99.00,,"10,099.00",盒马鲜生')),
    );
    expect(lines(p)[0]).toBe('! Assets:Bank:CCB 320.00 CNY | Expenses:Food -320.00 CNY');
    expect(p.report.warnings.some((w) => /row 2\b/.test(w.message) && /balance column shows the column's other figures/.test(w.message))).toBe(true);
  });

  it('alone in its upload, goes the way that undoes the purchase an earlier upload booked', async () => {
    const first = await plan(LEDGER, request(october));
    const p = await plan(appended(LEDGER, first), request(csv('20261110,冲正,-320.00,,"9,942.00",盒马鲜生')));
    expect(lines(p)).toEqual(['! Assets:Bank:CCB 320.00 CNY | Expenses:Food -320.00 CNY']);
  });

  it('alone, undoing a purchase booked by hand, is unflagged as that was', async () => {
    const ledger = `${LEDGER}
2026-11-03 * "盒马鲜生" "买菜"
  Assets:Bank:CCB  -320.00 CNY
  Expenses:Food
`;
    const p = await plan(ledger, request(csv('20261110,冲正,-320.00,,"9,942.00",盒马鲜生')));
    expect(lines(p)).toEqual(['* Assets:Bank:CCB 320.00 CNY | Expenses:Food -320.00 CNY']);
  });

  it('alone, of nothing the ledger holds, keeps its column\'s way, flagged and warned', async () => {
    const p = await plan(LEDGER, request(csv('20261110,冲正,-320.00,,"9,942.00",某某商户')));
    expect(lines(p)[0]!.startsWith('! Assets:Bank:CCB -320.00 CNY')).toBe(true);
    expect(p.report.warnings.some((w) => w.row === 2 && /reversal \(冲正\) of 320\.00/.test(w.message))).toBe(true);
  });
});
