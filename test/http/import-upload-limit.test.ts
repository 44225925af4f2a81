// A statement over the upload limit is a 413 whose detail names the limit and the setting that
// sets it (QA: "The request body is too large." said not how large a statement may be).
import { describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart } from './test-app.ts';
import { expectProblem } from './problem-assertions.ts';
import { DEFAULT_UPLOAD_LIMIT } from '../../src/http/app.ts';

async function oversize(uploadLimit: number | undefined, size: number) {
  const t = await makeTestApp(undefined, uploadLimit === undefined ? {} : { uploadLimit });
  try {
    const before = await t.ledgerText();
    const { payload, headers } = await multipart({ account: 'Assets:Bank:Checking' }, 'big.csv', Buffer.alloc(size, 'Date,Amount\n2024-01-20,-1.00\n'), 'text/csv');
    const body = expectProblem(await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers }), 413, [t.dir]);
    expect(await t.ledgerText()).toBe(before);
    return body;
  } finally {
    await t.close();
  }
}

describe('POST /bean/import/files with a file over the upload limit', () => {
  test('is a 413 naming the default limit, 20 MiB, and LEDGER_UPLOAD_LIMIT', async () => {
    const body = await oversize(undefined, DEFAULT_UPLOAD_LIMIT + 1);
    expect(body.detail).toBe('The statement file is larger than the 20 MiB an upload may have (LEDGER_UPLOAD_LIMIT): export a shorter period, or have the limit raised.');
    expect(body.errors).toEqual([{ path: 'file', message: 'at most 20 MiB' }]);
  });

  test('names the limit the server was given', async () => {
    expect((await oversize(64 * 1024, 100_000)).detail).toMatch(/^The statement file is larger than the 64 KiB an upload may have \(LEDGER_UPLOAD_LIMIT\)/);
    expect((await oversize(1000, 1500)).errors).toEqual([{ path: 'file', message: 'at most 1000 bytes' }]);
  });
});
