// CORS: off unless LEDGER_CORS_ORIGINS lists the origin; never echoes an unlisted one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

const ALLOWED = 'https://app.example.org';
const OTHER = 'https://evil.example.com';

function preflight(t: TestApp, origin: string) {
  return t.app.inject({
    method: 'OPTIONS',
    url: `${BASE}/bean/transactions`,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });
}

describe('CORS off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('a cross-origin request and its preflight get no Access-Control-* header', async () => {
    const r = await t.request({ method: 'GET', url: `${BASE}/health`, headers: { origin: OTHER } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    const p = await preflight(t, OTHER);
    expect(p.headers['access-control-allow-origin']).toBeUndefined();
    expect(p.headers['access-control-allow-methods']).toBeUndefined();
    expect(p.headers['access-control-allow-headers']).toBeUndefined();
    expect(p.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('CORS with LEDGER_CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(undefined, { corsOrigins: [ALLOWED] });
  });
  afterAll(async () => {
    await t.close();
  });

  test('the listed origin is allowed on requests and preflights', async () => {
    const r = await t.request({ method: 'GET', url: `${BASE}/health`, headers: { origin: ALLOWED } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(r.headers.vary)).toMatch(/origin/i);
    // A page must be able to read Retry-After (429) and Idempotent-Replayed.
    expect(String(r.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
    expect(String(r.headers['access-control-expose-headers']).toLowerCase()).toContain('idempotent-replayed');
    const p = await preflight(t, ALLOWED);
    expect(p.statusCode).toBe(204);
    expect(p.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(p.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(p.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    // Bearer tokens, not cookies: credentials are never allowed.
    expect(p.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('an unlisted origin gets no Access-Control-Allow-Origin, nor does a request without Origin', async () => {
    const r = await t.request({ method: 'GET', url: `${BASE}/health`, headers: { origin: OTHER } });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    const p = await preflight(t, OTHER);
    expect(p.headers['access-control-allow-origin']).toBeUndefined();
    const lookalike = await preflight(t, `${ALLOWED}.evil.example.com`);
    expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
    const none = await t.get('/health');
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a 401 to the allowed origin is still readable by it (CORS headers on errors)', async () => {
    const r = await t.app.inject({ method: 'GET', url: `${BASE}/health`, headers: { origin: ALLOWED } });
    expect(r.statusCode).toBe(401);
    expect(r.headers['access-control-allow-origin']).toBe(ALLOWED);
  });
});
