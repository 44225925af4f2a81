// An OFX download cut short (QA: chase_1.ofx ending right after `<TRNAMT>25` of a 2500.00 row was
// imported, booking 25 USD; one ending in `<LEDGERBAL><BALAMT>27` reported a balance of 27) is
// refused as a whole: a whole file closes <OFX> and every <STMTTRN>, while SGML leaves its leaf
// elements open, so the end tags of aggregates are what tells the two apart.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { ledgerText, ofxStatement, plan } from '../import-fixtures.ts';

const WHOLE = ofxStatement([
  ['20240105', '-64.17', 'T1', 'SHELL OIL'],
  ['20240129', '2500.00', 'T2', 'ACME CORP PAYROLL'],
]).toString('latin1');

/** The statement with a closing balance, as banks send it. */
const WITH_BALANCE = WHOLE.replace('</BANKTRANLIST>', '</BANKTRANLIST><LEDGERBAL><BALAMT>2709.21<DTASOF>20240131</LEDGERBAL>');

/** The text up to and including the first `marker`, as a download that stopped there. */
function cutAfter(text: string, marker: string): Buffer {
  const at = text.indexOf(marker);
  expect(at).toBeGreaterThanOrEqual(0);
  return Buffer.from(text.slice(0, at + marker.length), 'latin1');
}

async function refusal(content: Buffer): Promise<Problem> {
  const e = await plan(ledgerText(), { content, account: 'Assets:US:Checking' }).then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

describe('an OFX file cut off before its end', () => {
  it('is refused when it ends inside a transaction, with the amount read so far', async () => {
    const p = await refusal(cutAfter(WHOLE, '<TRNAMT>25'));
    expect([p.status, p.detail]).toEqual([422, 'the OFX statement cannot be imported: the file looks cut off: it ends before its closing </OFX> (download it again)']);
  });

  it('is refused when it ends inside the closing balance, after every transaction', async () => {
    const p = await refusal(cutAfter(WITH_BALANCE, '<BALAMT>27'));
    expect(p.status).toBe(422);
    expect(p.detail).toMatch(/cut off/);
  });

  it('is refused when it ends inside the last end tag', async () => {
    const p = await refusal(cutAfter(WITH_BALANCE, '</OF'));
    expect(p.detail).toMatch(/ends before its closing <\/OFX>/);
  });

  it('is refused when a transaction is never closed, though the file ends with </OFX>', async () => {
    const p = await refusal(Buffer.from(WHOLE.replace('<NAME>SHELL OIL</STMTTRN>', '<NAME>SHELL OIL'), 'latin1'));
    expect([p.status, p.detail]).toEqual([422, 'the OFX statement cannot be imported: the file looks cut off or damaged: its transaction 1 has no closing </STMTTRN>']);
  });

  it('imports the whole file, with its leaves unclosed and all on one line', async () => {
    const oneLine = Buffer.from(WITH_BALANCE.replace(/\n(?=<)/g, ''), 'latin1');
    for (const content of [Buffer.from(WITH_BALANCE, 'latin1'), oneLine]) {
      const p = await plan(ledgerText(), { content, account: 'Assets:US:Checking' });
      expect(p.report.transactions.map((t) => t.postings[0]!.units.number)).toEqual(['-64.17', '2500.00']);
      expect(p.report.statement.balance).toEqual({ number: '2709.21', currency: 'USD' });
    }
  });
});
