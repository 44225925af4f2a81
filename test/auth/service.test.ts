import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeJwt, jwtVerify, base64url } from 'jose';
import { createAuthService, type AuthService } from '../../src/auth/service.ts';
import { Problem } from '../../src/problem.ts';

const T0 = Date.parse('2025-03-01T08:00:00.250Z');

interface Fixture {
  auth: AuthService;
  dir: string;
  clock: { now: number };
}

async function fixture(options: { jwtSecret?: string | null; tokenTtl?: number; dir?: string } = {}): Promise<Fixture> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'bl-auth-'));
  const clock = { now: T0 };
  const auth = await createAuthService({ dataDir: dir, tokenTtl: options.tokenTtl ?? 3600, jwtSecret: options.jwtSecret ?? null, now: () => clock.now });
  await auth.users.add('alice', 'alice-password', '/books/alice.beancount');
  return { auth, dir, clock };
}

async function refusal(promise: Promise<unknown>): Promise<Problem> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Problem);
    return error as Problem;
  }
  throw new Error('expected a refusal');
}

async function expectInvalidToken(auth: AuthService, token: string): Promise<void> {
  const problem = await refusal(auth.authenticate(`Bearer ${token}`));
  expect(problem.status).toBe(401);
  expect(problem.headers['WWW-Authenticate']).toMatch(/^Bearer realm="beanledger", error="invalid_token"$/);
}

describe('login and authenticate', () => {
  it('issues an HS256 bearer token that authenticates to the user and their ledger', async () => {
    const { auth } = await fixture();
    const result = await auth.login('alice', 'alice-password', '10.0.0.1');
    expect(result).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const claims = decodeJwt(result.access_token);
    expect(claims.sub).toBe('alice');
    expect(claims.iat).toBe(Math.floor(T0 / 1000));
    expect(claims.exp).toBe(Math.floor(T0 / 1000) + 3600);
    expect(JSON.parse(Buffer.from(result.access_token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(await auth.authenticate(`Bearer ${result.access_token}`)).toEqual({ id: expect.any(String), name: 'alice', ledger: '/books/alice.beancount' });
    expect(await auth.authenticate(`bearer ${result.access_token}`)).toEqual({ id: expect.any(String), name: 'alice', ledger: '/books/alice.beancount' });
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const { auth } = await fixture();
    const wrong = await refusal(auth.login('alice', 'nope', '10.0.0.1'));
    const unknown = await refusal(auth.login('mallory', 'nope', '10.0.0.1'));
    expect(wrong.status).toBe(401);
    expect([unknown.status, unknown.title, unknown.detail, unknown.headers]).toEqual([wrong.status, wrong.title, wrong.detail, wrong.headers]);
  });

  it('refuses a missing or malformed Authorization header with a Bearer challenge', async () => {
    const { auth } = await fixture();
    for (const header of [undefined, '', 'Basic YWxpY2U6cHc=', 'Bearer', 'Bearer a b', 'Token abc']) {
      const problem = await refusal(auth.authenticate(header));
      expect(problem.status).toBe(401);
      expect(problem.headers['WWW-Authenticate']).toMatch(/^Bearer realm="beanledger"/);
    }
    await expectInvalidToken(auth, 'not.a.jwt');
  });
});

describe('token validation', () => {
  it('refuses a token signed with another key (forged signature)', async () => {
    const { auth } = await fixture({ jwtSecret: 'the-real-secret-of-at-least-32-bytes!!' });
    const { access_token } = await auth.login('alice', 'alice-password', '10.0.0.1');
    const claims = decodeJwt(access_token);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-of-at-least-32-bytes!!!'));
    await expectInvalidToken(auth, forged);
  });

  it('refuses an altered payload with the original signature', async () => {
    const { auth } = await fixture();
    await auth.users.add('bob', 'bob-password', '/books/bob.beancount');
    const { access_token } = await auth.login('alice', 'alice-password', '10.0.0.1');
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const altered = base64url.encode(JSON.stringify({ ...claims, sub: 'bob' }));
    await expectInvalidToken(auth, `${header}.${altered}.${signature}`);
    const longer = base64url.encode(JSON.stringify({ ...claims, exp: claims.exp + 86400 }));
    await expectInvalidToken(auth, `${header}.${longer}.${signature}`);
  });

  it('refuses an expired token and accepts it just before expiry', async () => {
    const { auth, clock } = await fixture({ tokenTtl: 60 });
    const { access_token } = await auth.login('alice', 'alice-password', '10.0.0.1');
    clock.now = T0 + 59_000;
    await expect(auth.authenticate(`Bearer ${access_token}`)).resolves.toMatchObject({ name: 'alice' });
    clock.now = T0 + 61_000;
    await expectInvalidToken(auth, access_token);
  });

  it('refuses alg none and other algorithms even with the right key', async () => {
    const secret = 'shared-secret-value-of-32-bytes-or-more';
    const { auth } = await fixture({ jwtSecret: secret });
    const { access_token } = await auth.login('alice', 'alice-password', '10.0.0.1');
    const [, payload] = access_token.split('.');
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`;
    await expectInvalidToken(auth, none);
    const claims = decodeJwt(access_token);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(secret));
    await expectInvalidToken(auth, hs512);
  });

  // LEDGER_JWT_SECRET is documented so that other tools can make tokens with it (contract QA: a
  // token with the standard claims was a 401, only a copy of a login's `sst` made it pass).
  it('accepts a token made with the key and the standard claims, issued after the password was set', async () => {
    const secret = 'shared-secret-value-of-32-bytes-or-more';
    const { auth, clock } = await fixture({ jwtSecret: secret });
    const key = new TextEncoder().encode(secret);
    const made = (claims: { sub?: string; iat?: number; exp?: number }) => {
      const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' });
      if (claims.sub !== undefined) jwt.setSubject(claims.sub);
      if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
      if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
      return jwt.sign(key);
    };
    const second = Math.floor(T0 / 1000); // the second alice's password was set in (T0 is .250 into it)
    clock.now = T0 + 2000;
    const later = await made({ sub: 'alice', iat: second + 1, exp: second + 60 });
    expect(await auth.authenticate(`Bearer ${later}`)).toEqual({ id: expect.any(String), name: 'alice', ledger: '/books/alice.beancount' });
    // In the second of the password's setting, or before it: it may predate it.
    await expectInvalidToken(auth, await made({ sub: 'alice', iat: second, exp: second + 60 }));
    await expectInvalidToken(auth, await made({ sub: 'alice', iat: second - 100, exp: second + 60 }));
    // Without iat it cannot be told from a token of an earlier password; without sub or exp it is no token.
    await expectInvalidToken(auth, await made({ sub: 'alice', exp: second + 60 }));
    await expectInvalidToken(auth, await made({ iat: second + 1, exp: second + 60 }));
    await expectInvalidToken(auth, await made({ sub: 'alice', iat: second + 1 }));
    await expectInvalidToken(auth, await made({ sub: 'mallory', iat: second + 1, exp: second + 60 }));
    // A password change ends it, as it ends the tokens of logins.
    clock.now = T0 + 5000;
    await auth.users.setPassword('alice', 'new-password');
    await expectInvalidToken(auth, later);
    // So does removing the user and adding one of that name again.
    clock.now = T0 + 8000;
    const afterChange = await made({ sub: 'alice', iat: second + 7, exp: second + 60 });
    expect((await auth.authenticate(`Bearer ${afterChange}`)).name).toBe('alice');
    clock.now = T0 + 10000;
    await auth.users.remove('alice');
    await expectInvalidToken(auth, afterChange);
    await auth.users.add('alice', 'alice-password', '/books/other.beancount');
    await expectInvalidToken(auth, afterChange);
    // A session claim that is not a string is malformed.
    const odd = await new SignJWT({ sst: 5 }).setProtectedHeader({ alg: 'HS256' }).setSubject('alice').setIssuedAt(second + 11).setExpirationTime(second + 60).sign(key);
    await expectInvalidToken(auth, odd);
  });

  // QA of session 48 (client developer): a token made with the key whose iat lies ahead (a tool
  // writing milliseconds, a wrong clock) was accepted, and a password change could not end it
  // until that date. Up to a minute of clock skew is allowed.
  it('refuses a token made with the key whose iat lies more than a minute ahead', async () => {
    const secret = 'shared-secret-value-of-32-bytes-or-more';
    const { auth, clock } = await fixture({ jwtSecret: secret });
    const key = new TextEncoder().encode(secret);
    const made = (iat: number, exp: number) => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('alice').setIssuedAt(iat).setExpirationTime(exp).sign(key);
    clock.now = T0 + 2000;
    const now = Math.floor(clock.now / 1000);
    expect((await auth.authenticate(`Bearer ${await made(now + 60, now + 3600)}`)).name).toBe('alice');
    await expectInvalidToken(auth, await made(now + 61, now + 3600));
    await expectInvalidToken(auth, await made(now + 300 * 86400, now + 365 * 86400));
    // iat in milliseconds, exp in seconds
    await expectInvalidToken(auth, await made(clock.now, now + 3600));
  });

  it('refuses a token issued before a password change made in the same second', async () => {
    const { auth } = await fixture();
    // The clock does not move: iat of old and new token and the change are the same second.
    const { access_token: old } = await auth.login('alice', 'alice-password', '10.0.0.1');
    await auth.users.setPassword('alice', 'new-password');
    await expectInvalidToken(auth, old);
    const { access_token: fresh } = await auth.login('alice', 'new-password', '10.0.0.1');
    await expect(auth.authenticate(`Bearer ${fresh}`)).resolves.toMatchObject({ name: 'alice' });
  });

  it('refuses a token of a removed user, also after a user of that name is re-added', async () => {
    const { auth } = await fixture();
    const { access_token } = await auth.login('alice', 'alice-password', '10.0.0.1');
    await auth.users.remove('alice');
    await expectInvalidToken(auth, access_token);
    await auth.users.add('alice', 'alice-password', '/books/other.beancount');
    await expectInvalidToken(auth, access_token);
  });

  it('follows a ledger reassignment made after the token was issued', async () => {
    const { auth } = await fixture();
    const { access_token } = await auth.login('alice', 'alice-password', '10.0.0.1');
    await auth.users.setLedger('alice', '/books/moved.beancount');
    expect((await auth.authenticate(`Bearer ${access_token}`)).ledger).toBe('/books/moved.beancount');
  });
});

describe('signing key', () => {
  it('uses the UTF-8 bytes of LEDGER_JWT_SECRET as the HS256 key', async () => {
    const secret = 'clé-secrète-partagée-de-32-octets-au-moins';
    const { auth } = await fixture({ jwtSecret: secret });
    const { access_token } = await auth.login('alice', 'alice-password', '10.0.0.1');
    const { payload } = await jwtVerify(access_token, new TextEncoder().encode(secret), { algorithms: ['HS256'], currentDate: new Date(T0) });
    expect(payload.sub).toBe('alice');
  });

  it('generates a 32-byte key once, stored 0600, so tokens survive a restart', async () => {
    const first = await fixture();
    const keyFile = join(first.dir, 'jwt-secret');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    const { access_token } = await first.auth.login('alice', 'alice-password', '10.0.0.1');
    const restarted = await createAuthService({ dataDir: first.dir, tokenTtl: 3600, jwtSecret: null, now: () => T0 });
    expect(await restarted.authenticate(`Bearer ${access_token}`)).toMatchObject({ name: 'alice' });
    const other = await fixture();
    await expectInvalidToken(other.auth, access_token);
  });

  it('takes tokens a tool signs with the bytes the jwt-secret file spells in hex, as the README says, not with its text', async () => {
    const { auth, dir } = await fixture();
    const text = readFileSync(join(dir, 'jwt-secret'), 'utf8');
    const second = Math.floor(T0 / 1000);
    const signed = (key: Uint8Array) => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('alice').setIssuedAt(second + 1).setExpirationTime(second + 60).sign(key);
    expect(await auth.authenticate(`Bearer ${await signed(Buffer.from(text.trim(), 'hex'))}`)).toMatchObject({ name: 'alice' });
    await expectInvalidToken(auth, await signed(new TextEncoder().encode(text.trim())));
  });

  it('makes a stored key that others can read private again (0600) when it starts', async () => {
    const first = await fixture();
    const keyFile = join(first.dir, 'jwt-secret');
    chmodSync(keyFile, 0o644);
    await createAuthService({ dataDir: first.dir, tokenTtl: 3600, jwtSecret: null, now: () => T0 });
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });
});
