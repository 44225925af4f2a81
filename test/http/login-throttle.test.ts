// Login throttling over a real socket: after 10 failures for one user name the 11th attempt
// is a 429 with Retry-After, and nothing tells an unknown name from a wrong password.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await makeTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function login(username: string, password: string): Promise<{ status: number; body: string; headers: Headers }> {
  const r = await fetch(`${url}${BASE}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return { status: r.status, body: await r.text(), headers: r.headers };
}

describe('login throttling through HTTP', () => {
  test('the same 401 for an unknown user name as for a wrong password', async () => {
    const wrong = await login('alice', 'not her password');
    const unknown = await login('nosuchuser', 'not her password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers.get('www-authenticate')).toBe(wrong.headers.get('www-authenticate'));
    expect(unknown.headers.get('content-type')).toBe(wrong.headers.get('content-type'));
  });

  test('11 bad passwords for one user: 429 with Retry-After, for known and unknown names alike', async () => {
    const statuses = async (username: string) => {
      const out: { status: number; body: string; retryAfter: string | null }[] = [];
      for (let i = 0; i < 11; i++) {
        const r = await login(username, `guess-${i}`);
        out.push({ status: r.status, body: r.body, retryAfter: r.headers.get('retry-after') });
      }
      return out;
    };
    // 'ghost' is a fresh name; both share the address, whose own limit (50) is not reached here.
    const known = await statuses('alice');
    const unknownName = await statuses('ghost');
    // alice had one failure before: answers 0-8 are failures 2-10, then she is refused.
    expect(known.slice(0, 9).every((a) => a.status === 401)).toBe(true);
    expect(known[9]!.status).toBe(429);
    expect(known[10]!.status).toBe(429);
    expect(Number(known[10]!.retryAfter)).toBeGreaterThan(0);
    expect(Number(known[10]!.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(unknownName.slice(0, 10).every((a) => a.status === 401)).toBe(true);
    expect(unknownName[10]!.status).toBe(429);
    expect(Number(unknownName[10]!.retryAfter)).toBeGreaterThan(0);
    // The 429 bodies cannot tell the two apart either.
    expect(unknownName[10]!.body).toBe(known[10]!.body);
    const problem = JSON.parse(known[10]!.body);
    expect(problem).toMatchObject({ status: 429, title: expect.any(String), detail: expect.any(String), errors: [] });
    // Even the right password is refused while the name is locked out.
    const right = await login('alice', 'correct horse');
    expect(right.status).toBe(429);
  });
});
