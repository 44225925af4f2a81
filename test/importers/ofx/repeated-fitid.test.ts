// A FITID that a bank reuses within one download: a different movement under it is imported (with
// its own import id, the same on every upload), the same movement listed twice is a duplicate.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, ledgerText, ofxStatement as ofx, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const LEDGER = ledgerText();


const ids = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => t.meta['import_id']);

describe('a FITID repeated within one OFX file', () => {
  it('imports two different movements under one FITID, each once, and nothing on the second upload', async () => {
    const content = ofx([
      ['20240105', '-12.50', 'DAY-0105', 'Bakery'],
      ['20240105', '-3.20', 'DAY-0105', 'Kiosk'],
      ['20240106', '-7.00', 'F-9', 'Cafe'],
    ]);
    const { first, second, after } = await importTwice(LEDGER, { content });
    expect(first.report.transactions.map((t) => postingLines(t as never)[0])).toEqual([
      'Assets:US:Checking -12.50 USD',
      'Assets:US:Checking -3.20 USD',
      'Assets:US:Checking -7.00 USD',
    ]);
    expect(ids(first)).toEqual(['ofx:CHK-0001:DAY-0105', 'ofx:CHK-0001:DAY-0105#2', 'ofx:CHK-0001:F-9']);
    expect([first.report.imported, first.report.duplicates]).toEqual([3, 0]);
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 3]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });

  it('reports the same movement listed twice under its FITID as a duplicate', async () => {
    const p = await plan(LEDGER, { content: ofx([
      ['20240105', '-12.50', 'DAY-0105', 'Bakery'],
      ['20240105', '-12.50', 'DAY-0105', 'Bakery'],
      ['20240105', '-3.20', 'DAY-0105', 'Kiosk'],
      ['20240105', '-3.20', 'DAY-0105', 'Kiosk'],
    ]) });
    expect(ids(p)).toEqual(['ofx:CHK-0001:DAY-0105', 'ofx:CHK-0001:DAY-0105#2']);
    expect(p.report.duplicate_rows.map((d) => [d.import_id, d.reason])).toEqual([
      ['ofx:CHK-0001:DAY-0105', 'the same statement id ofx:CHK-0001:DAY-0105 appears earlier in this file'],
      ['ofx:CHK-0001:DAY-0105#2', 'the same statement id ofx:CHK-0001:DAY-0105#2 appears earlier in this file'],
    ]);
  });

  it('gives the next number when the bank itself used the suffixed form as an id', async () => {
    const p = await plan(LEDGER, { content: ofx([
      ['20240105', '-12.50', 'X', 'Bakery'],
      ['20240105', '-3.20', 'X', 'Kiosk'],
      ['20240107', '-1.00', 'X#2', 'Stamp'],
    ]) });
    expect(ids(p)).toEqual(['ofx:CHK-0001:X', 'ofx:CHK-0001:X#3', 'ofx:CHK-0001:X#2']);
    expect(p.report.imported).toBe(3);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('never gives two movements the same suffixed id when the count has to skip a bank id', async () => {
    const p = await plan(LEDGER, { content: ofx([
      ['20240105', '-12.50', 'X', 'Bakery'],
      ['20240105', '-3.20', 'X', 'Kiosk'],
      ['20240105', '-3.20', 'X', 'Kiosk'],
      ['20240106', '-7.00', 'X', 'Cafe'],
      ['20240107', '-1.00', 'X#2', 'Stamp'],
      ['20240107', '-2.00', 'X#3', 'Stamp'],
    ]) });
    expect(ids(p)).toEqual(['ofx:CHK-0001:X', 'ofx:CHK-0001:X#4', 'ofx:CHK-0001:X#5', 'ofx:CHK-0001:X#2', 'ofx:CHK-0001:X#3']);
    expect([p.report.imported, p.report.duplicates]).toEqual([5, 1]);
  });

  it('takes the same movement written -12.50 and -12.5 for one: amounts are compared by value, not by how the file wrote them', async () => {
    const p = await plan(LEDGER, { content: ofx([
      ['20240105', '-12.50', 'DAY-0105', 'Bakery'],
      ['20240105', '-12.5', 'DAY-0105', 'Bakery'],
    ]) });
    expect(ids(p)).toEqual(['ofx:CHK-0001:DAY-0105']);
    expect(p.report.duplicate_rows.map((d) => [d.row, d.import_id])).toEqual([[2, 'ofx:CHK-0001:DAY-0105']]);
  });

  it('takes a row that differs from the earlier one only in its memo, or only in its date, for another movement', async () => {
    const p = await plan(LEDGER, { content: ofx([
      ['20240105', '-12.50', 'DAY-0105', 'Bakery', 'bread'],
      ['20240105', '-12.50', 'DAY-0105', 'Bakery', 'cake'],
      ['20240106', '-12.50', 'DAY-0105', 'Bakery', 'bread'],
    ]) });
    expect(ids(p)).toEqual(['ofx:CHK-0001:DAY-0105', 'ofx:CHK-0001:DAY-0105#2', 'ofx:CHK-0001:DAY-0105#3']);
    expect(p.report.duplicates).toBe(0);
  });

  it('still finds a transaction written by hand for the second movement (same amount within 3 days), and never the first movement\'s', async () => {
    const byHand = `${LEDGER}
2024-01-06 * "Kiosk" "paper"
  Assets:US:Checking  -3.20 USD
  Expenses:Food:Coffee  3.20 USD
`;
    const content = ofx([
      ['20240105', '-12.50', 'DAY-0105', 'Bakery'],
      ['20240105', '-3.20', 'DAY-0105', 'Kiosk'],
    ]);
    const { first, second } = await importTwice(byHand, { content });
    expect(ids(first)).toEqual(['ofx:CHK-0001:DAY-0105']);
    expect(first.report.duplicate_rows.map((d) => [d.import_id, d.reason, d.existing?.narration])).toEqual([
      ['ofx:CHK-0001:DAY-0105#2', 'matches the transaction of 2024-01-06 on the same account with the same amount; send keep_rows=2 to import it anyway', 'paper'],
    ]);
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 2]);
  });

  it('imports a refund listed under its purchase\'s FITID as a movement of its own, once', async () => {
    const content = ofx([
      ['20240105', '-12.50', 'DAY-0105', 'Bakery'],
      ['20240105', '12.50', 'DAY-0105', 'Bakery REFUND'],
    ]);
    const { first, second, after } = await importTwice(LEDGER, { content });
    expect(first.report.transactions.map((t) => [t.meta['import_id'], postingLines(t)[0]])).toEqual([
      ['ofx:CHK-0001:DAY-0105', 'Assets:US:Checking -12.50 USD'],
      ['ofx:CHK-0001:DAY-0105#2', 'Assets:US:Checking 12.50 USD'],
    ]);
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 2]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });
});
