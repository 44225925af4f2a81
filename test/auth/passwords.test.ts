import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword, MAX_PASSWORD_LENGTH } from '../../src/auth/passwords.ts';

describe('password hashing', () => {
  it('produces salted Argon2id hashes with the OWASP parameters', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('s3cret-密码');
    expect(await verifyPassword(hash, 's3cret-密码')).toBe(true);
    expect(await verifyPassword(hash, 's3cret-密码 ')).toBe(false);
    expect(await verifyPassword(hash, 'S3cret-密码')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('refuses empty and overlong passwords when hashing, and garbage hashes when verifying', async () => {
    await expect(hashPassword('')).rejects.toThrow(/empty/);
    await expect(hashPassword('x'.repeat(MAX_PASSWORD_LENGTH + 1))).rejects.toThrow(/at most/);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword(await hashPassword('x'.repeat(MAX_PASSWORD_LENGTH)), 'x'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(false);
  });

  it('spends comparable time on the dummy verification as on a real one', async () => {
    const hash = await hashPassword('pw-for-timing');
    await verifyAgainstDummy('warm up');
    const time = async (f: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++) await f();
      return performance.now() - start;
    };
    const real = await time(() => verifyPassword(hash, 'wrong'));
    const dummy = await time(() => verifyAgainstDummy('wrong'));
    expect(await verifyAgainstDummy('pw-for-timing')).toBe(false);
    // Both do one full Argon2 verification; a lookup-only path would be ~1000x faster.
    expect(dummy).toBeGreaterThan(real / 4);
  });
});
