// A multipart body that busboy cannot read (no boundary, cut off before its end) is the
// client's mistake: 400 problem+json, nothing written. It was an unhandled 500.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { expectProblem } from './problem-assertions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const CSV = Buffer.from('date,description,amount\n2024-01-10,Coffee,-25.00\n');

describe('malformed multipart uploads', () => {
  test.each([
    ['no boundary', 'multipart/form-data', Buffer.from('abc'), /multipart/],
    ['cut off before the closing boundary', 'multipart/form-data; boundary=XX', Buffer.from('--XX\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\ntrue'), /multipart/],
    // busboy skips a part whose header it cannot read: then no file was sent (a guard: this one was a 400 before too)
    ['a part without a header', 'multipart/form-data; boundary=XX', Buffer.from('--XX\r\nnot a header line\r\n\r\n--XX--\r\n'), /file: is required/],
  ])('%s: 400 problem+json and the ledger unchanged', async (_name, contentType, payload, detail) => {
    const before = await t.ledgerText();
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, headers: { 'content-type': contentType }, payload });
    expectProblem(r, 400, []);
    expect(r.json().detail).toMatch(detail);
    expect(await t.ledgerText()).toBe(before);
  });

  test('an empty dry_run is refused (it was read as false, and the import written)', async () => {
    const before = await t.ledgerText();
    const { payload, headers } = await multipart({ account: 'Assets:Cash', dry_run: '' }, 'statement.csv', CSV, 'text/csv');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, headers, payload });
    expectProblem(r, 400, []);
    expect(r.json().errors).toEqual([{ path: 'dry_run', message: 'must be true or false' }]);
    expect(await t.ledgerText()).toBe(before);
  });
});
