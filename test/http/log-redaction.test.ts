// Logs never hold a password or a token, at any level, whatever the request looks like.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Writable } from 'node:stream';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

const WRONG_PASSWORD = 'Wr0ng-Pa55word-zebra';
const BODY_PASSWORD = 'meta-Pa55word-giraffe';

class MemoryLog extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

for (const level of ['trace', 'info'] as const) {
  describe(`logging at level ${level}`, () => {
    const log = new MemoryLog();
    let t: TestApp;
    beforeAll(async () => {
      // makeTestApp logs alice in with her password ("correct horse") through this logger.
      t = await makeTestApp(undefined, { logger: { level, stream: log } });
    });
    afterAll(async () => {
      await t.close();
    });

    test('holds no password and no bearer token', async () => {
      const login = (payload: unknown) => t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: payload as object });
      expect((await login({ username: 'alice', password: WRONG_PASSWORD })).statusCode).toBe(401);
      expect((await login({ username: 'nobody', password: WRONG_PASSWORD })).statusCode).toBe(401);
      // Rejected by the schema (extra field), and malformed JSON carrying a password.
      expect((await login({ username: 'alice', password: BODY_PASSWORD, remember: true })).statusCode).toBe(400);
      const malformed = await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, headers: { 'content-type': 'application/json' }, payload: `{"username":"alice","password":"${BODY_PASSWORD}",` });
      expect(malformed.statusCode).toBe(400);
      const wrongType = await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, headers: { 'content-type': 'text/plain' }, payload: `password=${BODY_PASSWORD}` });
      expect(wrongType.statusCode).toBe(415);
      // Authenticated requests: bearer header, a body with a password field, a 422.
      expect((await t.get('/health')).statusCode).toBe(200);
      const withSecret = { date: '2024-01-20', narration: 'n', meta: { password: BODY_PASSWORD }, postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash' }] };
      expect((await t.post('/bean/transactions', withSecret)).statusCode).toBe(201);
      expect((await t.post('/bean/transactions', { ...withSecret, postings: [{ account: 'Expenses:Nope', units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash' }] })).statusCode).toBe(422);
      // A token or password misplaced in the query string is still a secret.
      await t.app.inject({ method: 'GET', url: `${BASE}/health?access_token=${t.token}`, headers: { authorization: `Bearer ${t.token}` } });
      await t.app.inject({ method: 'GET', url: `${BASE}/bean/transactions?password=${BODY_PASSWORD}`, headers: { authorization: `Bearer ${t.token}` } });
      // A forged token (valid shape) and a token in a Basic header.
      await t.app.inject({ method: 'GET', url: `${BASE}/health`, headers: { authorization: `Bearer ${t.token}x` } });
      await t.app.inject({ method: 'GET', url: `${BASE}/health`, headers: { authorization: `Basic ${t.token}` } });

      if (level === 'info') expect(log.text).toContain('"reqId"'); // the logger really was in use
      if (level === 'trace') expect(log.text.split('\n').length).toBeGreaterThan(20);
      const [header, payload, signature] = t.token.split('.');
      for (const secret of ['correct horse', WRONG_PASSWORD, BODY_PASSWORD, t.token, payload!, signature!, header + '.' + payload]) {
        expect(log.text.includes(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
      }
    });
  });
}

describe('the request fields logged', () => {
  test('host is the Host header, not the X-Forwarded-Host a client writes through a trusted proxy', async () => {
    const { serializeRequest } = await import('../../src/http/log-redaction.ts');
    // request.host is what Fastify makes of X-Forwarded-Host when LEDGER_TRUST_PROXY trusts the proxy
    const request = { method: 'GET', url: '/api/v1/health', host: 'evil.example', headers: { host: 'ledger.example.org', 'x-forwarded-host': 'evil.example' }, ip: '203.0.113.5', socket: { remotePort: 4242 } };
    const fields = serializeRequest(request as unknown as Parameters<typeof serializeRequest>[0]);
    expect(fields).toEqual({ method: 'GET', url: '/api/v1/health', host: 'ledger.example.org', remoteAddress: '203.0.113.5', remotePort: 4242 });
  });
});

describe('who made a request', () => {
  test('each completed request names its user and address; a login names the user it succeeded for, a failed one none', async () => {
    // (QA of session 30: an administrator could not tell which family member made which request)
    const log = new MemoryLog();
    const t = await makeTestApp(undefined, { logger: { level: 'info', stream: log } });
    try {
      expect((await t.get('/health')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: WRONG_PASSWORD } })).statusCode).toBe(401);
      const lines = log.text.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l['msg'] === 'request completed');
      const pick = (l: Record<string, unknown>) => [l['method'], l['url'], l['statusCode'], l['user'], l['remoteAddress']];
      expect(lines.map(pick)).toEqual([
        ['POST', `${BASE}/auth/login`, 200, 'alice', '127.0.0.1'],
        ['GET', `${BASE}/health`, 200, 'alice', '127.0.0.1'],
        ['POST', `${BASE}/auth/login`, 401, undefined, '127.0.0.1'],
      ]);
    } finally {
      await t.close();
    }
  });
});
