// Requests Node's HTTP parser rejects before Fastify routes them (a raw space or non-ASCII byte
// in the URL, headers over the limit) are answered as every other error: problem+json with
// the security headers. A query at the documented maxLength of its text filters and account fits the limit,
// over HTTP and HTTPS.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';
import { exchange, expectProblemAnswer } from './raw-exchange.ts';


/** `q`, `payee` and `account` at their maxLength (4096) in characters of 4 UTF-8 bytes, percent-encoded: 147 KB. */
const LONGEST_FILTERS = `q=${encodeURIComponent('😀'.repeat(4096))}&payee=${encodeURIComponent('😀'.repeat(4096))}&account=${encodeURIComponent(`Ä:${'😀'.repeat(4094)}`)}`;

describe('over HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (target: string, extra = '') => Buffer.concat([Buffer.from('GET '), Buffer.from(target, 'utf8'), Buffer.from(` HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${t.token}\r\n${extra}\r\n`)]);

  test('a raw non-ASCII byte in the query (curl "...?q=CAFÉ") is a 400 problem', async () => {
    const body = expectProblemAnswer(await exchange(port, get(`${BASE}/bean/transactions?q=CAFÉ`)), 400);
    expect(body.title).toBe('Bad Request');
    expect(body.detail).toMatch(/percent-encoded/);
  });

  test('a raw space in the URL is a 400 problem', async () => {
    expectProblemAnswer(await exchange(port, get(`${BASE}/bean/transactions?q=a b`)), 400);
  });

  test('headers over the limit are a 431 problem', async () => {
    const body = expectProblemAnswer(await exchange(port, get(`${BASE}/health`, `X-Padding: ${'a'.repeat(200 * 1024)}\r\n`)), 431);
    expect(body.title).toBe('Request Header Fields Too Large');
  });

  test('q, payee and account at their maxLength, percent-encoded, are read and answered', async () => {
    const answer = await exchange(port, get(`${BASE}/bean/transactions?${LONGEST_FILTERS}`, 'Connection: close\r\n'));
    expect(answer.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.body)).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

test('over HTTPS, q, payee and account at their maxLength are read and answered too', async () => {
  const pems = await mkdtemp(join(tmpdir(), 'client-errors-tls-'));
  const keyFile = join(pems, 'key.pem');
  const certFile = join(pems, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  const [key, cert] = [await readFile(keyFile), await readFile(certFile)];
  await rm(pems, { recursive: true, force: true });
  const tls = await makeTestApp(undefined, { serverOptions: { https: { key, cert } }, hsts: true });
  try {
    await tls.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (tls.app.server.address() as { port: number }).port;
    const status = await new Promise<number>((resolve, reject) => {
      const path = `${BASE}/bean/transactions?${LONGEST_FILTERS}`;
      const req = httpsRequest({ host: '127.0.0.1', servername: 'localhost', port, path, ca: cert, headers: { authorization: `Bearer ${tls.token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  } finally {
    await tls.close();
  }
});
