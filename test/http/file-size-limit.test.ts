// Safety QA: a service run under a file size limit (`ulimit -f`) answered 500 "The server could
// not answer this request" once the ledger reached the limit (the write failed with EFBIG, which
// no answer named). It is a 503 naming the file and the limit, like a full disk, and the ledger
// is left whole: the piece of the text that fitted is cut back. Its log, a file under the same
// limit, reached it first: every request after hung, the process idle (pino's destination retried
// the line without end). Lines that cannot be written are dropped, and the service goes on.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beanCheck, hasBeanCheck, SAMPLE_LEDGER } from './test-app.ts';
import { ADMIN_PASSWORD, startServe } from './child-server.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'beanledger-fsize-'));
  await writeFile(join(dir, 'main.beancount'), SAMPLE_LEDGER);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('a log, then a ledger at the file size limit: the service goes on, then 503 naming the file and the limit, the ledger whole', async () => {
  const ledger = join(dir, 'main.beancount');
  const limit = (await stat(ledger)).size + 1536;
  const log = await open(join(dir, 'serve.log'), 'a');
  const server = await startServe(dir, { LOG_LEVEL: 'info' }, { fileSize: limit, stdout: log.fd });
  try {
    const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const post = (i: number) =>
      fetch(`${server.url}/api/v1/bean/transactions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ date: '2024-01-20', narration: `lunch number ${i} with a longer narration`, postings: [{ account: 'Expenses:Food', units: { number: '12.50', currency: 'CNY' } }, { account: 'Assets:Cash' }] }),
      });
    const written: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < 40 && refused === null; i++) {
      const r = await post(i);
      if (r.status === 201) written.push(i);
      else refused = r;
    }
    expect(written.length).toBeGreaterThan(3);
    // (the log reached the limit first: a line of each request's ~300 bytes, against ~100 in the ledger)
    expect((await stat(join(dir, 'serve.log'))).size).toBeGreaterThan(limit - 300);
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await refused!.json()) as { detail: string };
    expect(problem.detail).toMatch(/^The file main\.beancount cannot be written: it would pass the largest file size the service may write \(a file size limit such as `ulimit -f`/);
    expect(problem.detail).toMatch(/nothing was written/);
    const before = await readFile(ledger, 'utf8');
    // the next one too, and nothing of either is in the file
    expect((await post(99)).status).toBe(503);
    expect(await readFile(ledger, 'utf8')).toBe(before);
    for (const i of written) expect(before).toContain(`"lunch number ${i} with a longer narration"`);
    expect(before).not.toContain(`"lunch number ${written.length} with`);
    if (hasBeanCheck()) expect(beanCheck(ledger)).toEqual({ ok: true, output: '' });
    const health = await fetch(`${server.url}/api/v1/health`, { headers: { authorization: `Bearer ${token}` } });
    expect(health.status).toBe(200);
  } finally {
    await server.stop();
    await log.close();
  }
});
