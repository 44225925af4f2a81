// Security QA: an OFX statement whose TRNAMT was a long run of digits and an x (40,000 digits: 4 s,
// a megabyte of them: hours) held the server, and so every user, while it was read: the pattern of
// an amount read a run of digits with no point as digits before the point and after it, every way.
// A DTPOSTED of a date, a long run of spaces and an x likewise: the spaces before and after the
// [zone] left out. Each character is read one way now; these are answered at once, as they were.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { ledgerText, ofxStatement, plan } from '../import-fixtures.ts';

async function refusal(date: string, amount: string): Promise<Problem> {
  const e = await plan(ledgerText(), { content: ofxStatement([[date, amount, 'T1', 'SHOP']]), account: 'Assets:US:Checking' }).then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

async function amounts(date: string, amount: string): Promise<string[]> {
  const p = await plan(ledgerText(), { content: ofxStatement([[date, amount, 'T1', 'SHOP']]), account: 'Assets:US:Checking' });
  return p.report.transactions.map((t) => `${t.date} ${t.postings[0]!.units.number}`);
}

describe('an OFX field that is a long run', () => {
  it('of digits with no point, then a letter, is no amount (422)', async () => {
    const p = await refusal('20240105', `${'1'.repeat(400_000)}x`);
    expect([p.status, p.detail]).toEqual([422, expect.stringMatching(/^the OFX statement cannot be imported \(row 1\): TRNAMT "1111/)]);
  });

  it('of spaces after a date, then a letter, is no date (422)', async () => {
    const p = await refusal(`20240105${' '.repeat(400_000)}x`, '-5.00');
    expect([p.status, p.detail]).toEqual([422, expect.stringMatching(/^the OFX statement cannot be imported \(row 1\): DTPOSTED "20240105 /)]);
  });

  it('of spaces around a [zone] after a date, is that date', async () => {
    expect(await amounts(`20240105${' '.repeat(100_000)}[-5:EST]${' '.repeat(100_000)}`, '-5.00')).toEqual(['2024-01-05 -5.00']);
  });

  it('of digits with a point, or a point and digits, is an amount', async () => {
    expect(await amounts('20240105', '12.')).toEqual(['2024-01-05 12']);
    expect(await amounts('20240105', '-.5')).toEqual(['2024-01-05 -0.5']);
  });
});
