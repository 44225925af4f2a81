// A truncated OFX download (QA: 201, and 25 USD booked for a 2500.00 row) is a 422 problem that
// says the file looks cut off, and the ledger is left as it was.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { expectProblem } from './problem-assertions.ts';

const LEDGER = `option "operating_currency" "USD"

2020-01-01 open Assets:Bank:Checking USD
2020-01-01 open Income:Salary
`;

// ends where the download stopped: in the amount of a 2500.00 row
const CUT = Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>CHK-0001<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240129<TRNAMT>25`);

describe('POST /bean/import/files with a cut-off OFX file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(LEDGER);
  });
  afterAll(async () => {
    await t.close();
  });

  test('is a 422 problem saying so, and nothing is written', async () => {
    const { payload, headers } = await multipart({ account: 'Assets:Bank:Checking' }, 'chase.ofx', CUT, 'application/x-ofx');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
    const body = expectProblem(r, 422, [t.dir]);
    expect(body.detail).toBe('the OFX statement cannot be imported: the file looks cut off: it ends before its closing </OFX> (download it again)');
    expect(body.errors).toEqual([{ path: 'file', message: 'the file looks cut off: it ends before its closing </OFX> (download it again)' }]);
    expect(await t.ledgerText()).toBe(LEDGER);
  });
});
