// Security headers on every answer, whatever its status; HSTS only when serving HTTPS.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

let plain: TestApp;
let tls: TestApp;
beforeAll(async () => {
  plain = await makeTestApp();
  tls = await makeTestApp(undefined, { hsts: true });
});
afterAll(async () => {
  await plain.close();
  await tls.close();
});

function expectSecurityHeaders(r: LightMyRequestResponse, name: string): void {
  expect(r.headers['x-content-type-options'], name).toBe('nosniff');
  expect(r.headers['x-frame-options'], name).toBe('DENY');
  expect(r.headers['referrer-policy'], name).toBe('no-referrer');
  expect(r.headers['cache-control'], name).toBe('no-store');
  const csp = String(r.headers['content-security-policy']);
  expect(csp).toMatch(/(^|;)\s*default-src 'none'(;|$)/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
}

/** A success, a 401 (no token), a 404 (unknown route), and a 400, a 200 login, an OPTIONS, a malformed URL and a 414. */
async function answers(t: TestApp): Promise<Record<string, LightMyRequestResponse>> {
  return {
    ok: await t.get('/health'),
    login: await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } }),
    unauthorized: await t.app.inject({ method: 'GET', url: `${BASE}/health` }),
    notFound: await t.get('/no/such/route'),
    notFoundUnauthenticated: await t.app.inject({ method: 'GET', url: '/elsewhere' }),
    badRequest: await t.get('/bean/transactions?limit=0'),
    options: await t.app.inject({ method: 'OPTIONS', url: `${BASE}/health` }),
    // Answered by the router before any hook runs (they had none of these headers)
    badUrl: await t.get('/bean/transactions/%zz'),
    uriTooLong: await t.get(`/bean/transactions/${'a'.repeat(1100)}`),
  };
}

describe('security headers', () => {
  test('are on a success, a 401, a 404, a 400, an OPTIONS and the router’s own 400 and 414, without HSTS over plain HTTP', async () => {
    const all = await answers(plain);
    expect(all.ok!.statusCode).toBe(200);
    expect(all.login!.statusCode).toBe(200);
    expect(all.unauthorized!.statusCode).toBe(401);
    expect(all.notFound!.statusCode).toBe(404);
    expect(all.notFoundUnauthenticated!.statusCode).toBe(404);
    expect(all.badRequest!.statusCode).toBe(400);
    expect(all.badUrl!.statusCode).toBe(400);
    expect(all.uriTooLong!.statusCode).toBe(414);
    for (const [name, r] of Object.entries(all)) {
      expect(r.headers['strict-transport-security'], name).toBeUndefined();
      expectSecurityHeaders(r, name);
    }
  });

  test('under TLS every answer also carries Strict-Transport-Security', async () => {
    const all = await answers(tls);
    for (const [name, r] of Object.entries(all)) {
      expectSecurityHeaders(r, name);
      expect(String(r.headers['strict-transport-security']), name).toMatch(/^max-age=\d{7,}/);
    }
  });
});
