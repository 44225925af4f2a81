// The service as a real process over a real socket: writes acknowledged before a SIGKILL
// survive it, and the server restarts cleanly (stale lock file included).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beanCheck, hasBeanCheck, SAMPLE_LEDGER } from './test-app.ts';
import { ADMIN_PASSWORD, startServe } from './child-server.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'beanledger-proc-'));
  await writeFile(join(dir, 'main.beancount'), SAMPLE_LEDGER);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function token(url: string): Promise<string> {
  const r = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
  expect(r.status).toBe(200);
  return ((await r.json()) as { access_token: string }).access_token;
}

function post(url: string, auth: string, i: number): Promise<Response> {
  return fetch(`${url}/api/v1/bean/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    body: JSON.stringify({ date: '2024-01-20', narration: `stream ${i}`, postings: [{ account: 'Expenses:Food', units: { number: `${i}.25`, currency: 'CNY' } }, { account: 'Assets:Cash' }] }),
  });
}

test('no acknowledged transaction is lost to SIGKILL, and the server restarts cleanly', async () => {
  const first = await startServe(dir);
  const auth = await token(first.url);
  const acknowledged: number[] = [];
  let killed = false;
  // Four writers streaming requests until the process dies under them.
  const writer = async (w: number) => {
    for (let i = w; !killed; i += 4) {
      try {
        const r = await post(first.url, auth, i);
        if (r.status === 201) acknowledged.push(i);
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      } catch {
        return; // connection refused / reset: the process is gone
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(writer));
  await new Promise((r) => first.child.exitCode !== null || first.child.signalCode !== null ? r(null) : first.child.once('exit', r));
  expect(first.child.signalCode).toBe('SIGKILL');

  const text = await readFile(join(dir, 'main.beancount'), 'utf8');
  for (const i of acknowledged) expect(text).toContain(`"stream ${i}"`);
  if (hasBeanCheck()) expect(beanCheck(join(dir, 'main.beancount'))).toEqual({ ok: true, output: '' });

  // A lock file left behind names a dead pid: the restarted server takes it over.
  await writeFile(join(dir, 'main.beancount.lock'), `${first.child.pid}\n`);
  const second = await startServe(dir);
  try {
    const auth2 = await token(second.url);
    const list = await fetch(`${second.url}/api/v1/bean/transactions?q=stream&limit=1000`, { headers: { authorization: `Bearer ${auth2}` } });
    const body = (await list.json()) as { meta: { total: number } };
    expect(body.meta.total).toBeGreaterThanOrEqual(acknowledged.length);
    const after = await post(second.url, auth2, 9999);
    expect(after.status).toBe(201);
    await expect(stat(join(dir, 'main.beancount.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
    const health = await fetch(`${second.url}/api/v1/health`, { headers: { authorization: `Bearer ${auth2}` } });
    expect(((await health.json()) as { ledger: { error_count: number } }).ledger.error_count).toBe(0);
  } finally {
    second.child.kill('SIGTERM');
    await new Promise((r) => (second.child.exitCode !== null ? r(null) : second.child.once('exit', r)));
  }
  expect(second.child.exitCode).toBe(0);
});

test('a write retried with its Idempotency-Key after a SIGKILL and a restart is replayed, not written twice', async () => {
  const own = await mkdtemp(join(tmpdir(), 'beanledger-proc-'));
  await writeFile(join(own, 'main.beancount'), SAMPLE_LEDGER);
  const keyed = (url: string, auth: string) =>
    fetch(`${url}/api/v1/bean/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}`, 'idempotency-key': 'retry-after-restart' },
      body: JSON.stringify({ date: '2024-01-21', narration: 'keyed once', postings: [{ account: 'Expenses:Food', units: { number: '7.50', currency: 'CNY' } }, { account: 'Assets:Cash' }] }),
    });
  try {
    const first = await startServe(own);
    const answer = await keyed(first.url, await token(first.url));
    expect(answer.status).toBe(201);
    const body: unknown = await answer.json();
    first.child.kill('SIGKILL');
    await new Promise((r) => (first.child.exitCode !== null || first.child.signalCode !== null ? r(null) : first.child.once('exit', r)));

    const second = await startServe(own);
    try {
      const again = await keyed(second.url, await token(second.url));
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(body);
      expect((await readFile(join(own, 'main.beancount'), 'utf8')).split('"keyed once"').length - 1).toBe(1);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((r) => (second.child.exitCode !== null ? r(null) : second.child.once('exit', r)));
    }
  } finally {
    await rm(own, { recursive: true, force: true });
  }
});

test('a ledger that loads with errors is served, and the start says so in one warning naming the first bean-check reports', async () => {
  // (QA of session 30: a LEDGER_FILE with 5 errors started without a word; only GET /health told)
  const own = await mkdtemp(join(tmpdir(), 'beanledger-proc-errors-'));
  await writeFile(join(own, 'main.beancount'), '2024-01-01 open Assets:Cash CNY\n2024-01-02 * "lunch"\n  Expenses:Food  10 CNY\n  Assets:Cash\n2024-01-03 balance Assets:Cash  5 CNY\n');
  try {
    const server = await startServe(own);
    try {
      const warning = server.stderr().split('\n').find((l) => l.includes('loads with'));
      expect(warning).toBe(`beanledger: warning: the ledger ${join(own, 'main.beancount')} loads with 2 errors (as bean-check would report; the first: main.beancount:5: Balance failed for 'Assets:Cash': expected 5 CNY != accumulated -10 CNY (15 too little)): it is served as it is, and GET /api/v1/health lists them`);
      const health = await fetch(`${server.url}/api/v1/health`, { headers: { authorization: `Bearer ${await token(server.url)}` } });
      expect(((await health.json()) as { ledger: { error_count: number } }).ledger.error_count).toBe(2);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(own, { recursive: true, force: true });
  }
});
