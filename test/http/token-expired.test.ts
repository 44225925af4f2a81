// QA: a token past its time, signed by this service, was answered "invalid or expired token",
// the same words as garbage; it now says to log in again. A bad signature still learns nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-0123456789');

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The test user's own token, its times moved an hour back, signed with `key`. */
async function expiredToken(key: Uint8Array): Promise<string> {
  const claims = decodeJwt(t.token);
  const exp = Math.floor(Date.now() / 1000) - 60;
  return new SignJWT({ sst: claims['sst'] }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(claims.sub)).setIssuedAt(exp - 3600).setExpirationTime(exp).sign(key);
}

function getWith(token: string) {
  return t.app.inject({ method: 'GET', url: `${BASE}/bean/transactions`, headers: { authorization: `Bearer ${token}` } });
}

describe('an expired token', () => {
  test('signed by the service: 401 saying it expired and to log in again', async () => {
    const r = await getWith(await expiredToken(SECRET));
    expect(r.statusCode).toBe(401);
    expect(r.json().detail).toBe('token expired; log in again');
    expect(r.headers['www-authenticate']).toBe('Bearer realm="beanledger", error="invalid_token"');
  });

  test('signed with another key, or garbage: 401 that tells nothing of expiry', async () => {
    const forged = await getWith(await expiredToken(new TextEncoder().encode('another-secret-that-is-long-enough-000000')));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toBe('invalid or expired token');
    const garbage = await getWith('abc.def.ghi');
    expect(garbage.json().detail).toBe('invalid or expired token');
  });
});
