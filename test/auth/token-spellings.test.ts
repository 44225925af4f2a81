// Security QA of session 51: a token's signature with `=` padding added, or written in base64's
// `+` and `/` alphabet, or with its last character's unused bits set, was still accepted: one
// token had several spellings (a cache, a log or a revocation list keyed by the text misses them).
import { describe, expect, test } from 'vitest';
import { InvalidTokenError, TokenIssuer } from '../../src/auth/tokens.ts';

const issuer = new TokenIssuer(new Uint8Array(32).fill(7), 600);

/** The token with its signature's last character replaced by another that decodes to the same bytes. */
function sameBytesOtherSpelling(token: string): string {
  const sig = token.split('.')[2]!;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(sig.at(-1)!);
  // 32 bytes in 43 characters: the last holds 4 bits, its 2 low ones unused
  const other = alphabet[(last & ~3) | ((last & 3) ^ 1)]!;
  return `${token.slice(0, -1)}${other}`;
}

describe('a token is taken in its one spelling only', () => {
  test('the token as issued is taken', async () => {
    const token = await issuer.issue({ name: 'alice', sessionStamp: 'stamp-1' });
    expect((await issuer.verify(token)).name).toBe('alice');
  });

  test('with padding, the other alphabet, or unused bits set: refused', async () => {
    const token = await issuer.issue({ name: 'bob', sessionStamp: 'stamp-1' });
    const [h, p, s] = token.split('.') as [string, string, string];
    const spellings = [
      `${token}=`,
      `${h}.${p}.${Buffer.from(s, 'base64url').toString('base64')}`,
      sameBytesOtherSpelling(token),
      `${h}=.${p}.${s}`,
    ];
    for (const other of spellings) {
      expect(Buffer.from(other.split('.')[2]!.replace(/=+$/, ''), other.includes('+') || other.includes('/') ? 'base64' : 'base64url').equals(Buffer.from(s, 'base64url'))).toBe(true);
      await expect(issuer.verify(other)).rejects.toBeInstanceOf(InvalidTokenError);
    }
  });
});
