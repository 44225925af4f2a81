// A FITID that a bank gives again, in a later download, to another movement (some number their
// transactions 1, 2, 3... per download): the ledger's transaction under that id is not this row
// unless it carries the row's amount on the row's account. Such a row is imported under the
// next `#n` form of the id, and is known by it on every later upload.
import { describe, expect, it } from 'vitest';
import { appended, ledgerText, ofxStatement as ofx, plan, postingLines, type TestRequest } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const LEDGER = `${ledgerText()}\n2020-01-01 open Assets:US:Savings USD\n`;
const NOV = ofx([
  ['20240102', '-5.75', '1', 'STARBUCKS'],
  ['20240103', '-9.99', '2', 'NETFLIX'],
]);
const DEC = ofx([
  ['20240120', '-120.00', '1', 'UTILITY CO'],
  ['20240121', '3000.00', '2', 'PAYROLL'],
]);

type Plan = Awaited<ReturnType<typeof plan>>;
const rows = (p: Plan) => p.report.transactions.map((t) => [t.meta['import_id'], postingLines(t)[0]]);

/** Import each request in turn into the ledger text, returning every plan and the text after. */
async function importInTurn(requests: readonly TestRequest[]): Promise<{ plans: Plan[]; text: string }> {
  let text = LEDGER;
  const plans: Plan[] = [];
  for (const req of requests) {
    const p = await plan(text, req);
    plans.push(p);
    text = appended(text, p);
  }
  return { plans, text };
}

describe('a FITID reused across downloads', () => {
  it('imports the later download\'s movements under #2, and neither file again', async () => {
    const { plans, text } = await importInTurn([{ content: NOV }, { content: DEC }, { content: DEC }, { content: NOV }]);
    const [nov, dec, decAgain, novAgain] = plans;
    expect(rows(nov!)).toEqual([
      ['ofx:CHK-0001:1', 'Assets:US:Checking -5.75 USD'],
      ['ofx:CHK-0001:2', 'Assets:US:Checking -9.99 USD'],
    ]);
    expect(rows(dec!)).toEqual([
      ['ofx:CHK-0001:1#2', 'Assets:US:Checking -120.00 USD'],
      ['ofx:CHK-0001:2#2', 'Assets:US:Checking 3000.00 USD'],
    ]);
    expect(dec!.report.duplicate_rows).toEqual([]);
    for (const again of [decAgain!, novAgain!]) expect([again.report.imported, again.report.duplicates]).toEqual([0, 2]);
    expect(decAgain!.report.duplicate_rows.map((d) => [d.import_id, d.reason])).toEqual([
      ['ofx:CHK-0001:1#2', 'already imported (import_id ofx:CHK-0001:1#2)'],
      ['ofx:CHK-0001:2#2', 'already imported (import_id ofx:CHK-0001:2#2)'],
    ]);
    const check = beanCheck(text);
    if (check) expect(check.errors).toBe('');
  });

  it('still takes the same FITID with the same amount, written another way, as the same movement', async () => {
    const { plans } = await importInTurn([{ content: NOV }, { content: ofx([['20240103', '-9.990', '2', 'NETFLIX INC']]) }]);
    expect([plans[1]!.report.imported, plans[1]!.report.duplicates]).toEqual([0, 1]);
  });

  it('takes the same FITID with the same amount a month later as another movement (a subscription the bank numbers 2 each month was dropped)', async () => {
    const later = ofx([['20240203', '-9.99', '2', 'NETFLIX']]);
    const { plans, text } = await importInTurn([{ content: NOV }, { content: later }, { content: later }, { content: NOV }]);
    expect(rows(plans[1]!)).toEqual([['ofx:CHK-0001:2#2', 'Assets:US:Checking -9.99 USD']]);
    for (const again of [plans[2]!, plans[3]!]) expect(again.report.imported).toBe(0);
    const check = beanCheck(text);
    if (check) expect(check.errors).toBe('');
  });

  it('counts the account too: the same file sent for another account is new there, and only once', async () => {
    const { plans, text } = await importInTurn([{ content: NOV }, { content: NOV, account: 'Assets:US:Savings' }, { content: NOV, account: 'Assets:US:Savings' }]);
    expect(rows(plans[1]!)).toEqual([
      ['ofx:CHK-0001:1#2', 'Assets:US:Savings -5.75 USD'],
      ['ofx:CHK-0001:2#2', 'Assets:US:Savings -9.99 USD'],
    ]);
    expect([plans[2]!.report.imported, plans[2]!.report.duplicates]).toEqual([0, 2]);
    const check = beanCheck(text);
    if (check) expect(check.errors).toBe('');
  });

  it('keeps counting past the ids the same download gives a repeated FITID', async () => {
    // the second download uses FITID 1 for two movements itself (1 and 1#2 in this file)
    const second = ofx([
      ['20240120', '-120.00', '1', 'UTILITY CO'],
      ['20240120', '-40.00', '1', 'GAS CO'],
    ]);
    const { plans, text } = await importInTurn([{ content: NOV }, { content: second }, { content: second }]);
    expect(rows(plans[1]!)).toEqual([
      ['ofx:CHK-0001:1#3', 'Assets:US:Checking -120.00 USD'],
      ['ofx:CHK-0001:1#2', 'Assets:US:Checking -40.00 USD'],
    ]);
    expect([plans[2]!.report.imported, plans[2]!.report.duplicates]).toEqual([0, 2]);
    const check = beanCheck(text);
    if (check) expect(check.errors).toBe('');
  });
});
