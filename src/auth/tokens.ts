// Access tokens: compact JWS, HS256 only. The algorithm is pinned on verification so
// `alg: none` and asymmetric-key confusion are refused by construction.

import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/** What a valid token says: who, and which session (password generation) it belongs to. */
export interface TokenSubject {
  readonly name: string;
  /**
   * The session stamp of tokens this service issues; null for a token made elsewhere with the
   * key (LEDGER_JWT_SECRET) and the standard claims only: such a token holds for a password set
   * before its `iat` (see authenticate).
   */
  readonly sessionStamp: string | null;
  /** `iat`, in seconds since the epoch. */
  readonly issuedAt: number;
}

export class InvalidTokenError extends Error {}
/** A token this service signed whose time is up: jose checks the signature before the expiry. */
export class ExpiredTokenError extends InvalidTokenError {}

const ALGORITHM = 'HS256';
/** Tokens whose signature was already checked; bounded, oldest forgotten first. */
const VERIFIED_CACHE_SIZE = 10_000;
/** How far ahead of this clock a token's `iat` may be (another machine's clock). */
const IAT_LEEWAY_SECONDS = 60;

export class TokenIssuer {
  readonly ttlSeconds: number;
  // Imported once: jose would import raw key bytes again on every verification.
  readonly #key: KeyObject;
  readonly #now: () => number;
  // A token's signature and claims never change, so a verified token is remembered with its
  // expiry; expiry is still checked on every use, and the caller still checks the session.
  readonly #verified = new Map<string, { subject: TokenSubject; expiresAtMs: number }>();

  /** `now` returns epoch milliseconds; injectable so expiry can be tested. */
  constructor(key: Uint8Array, ttlSeconds: number, now: () => number = Date.now) {
    this.#key = createSecretKey(key);
    this.ttlSeconds = ttlSeconds;
    this.#now = now;
  }

  async issue(subject: { name: string; sessionStamp: string }): Promise<string> {
    const iat = Math.floor(this.#now() / 1000);
    return new SignJWT({ sst: subject.sessionStamp })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subject.name)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.#key);
  }

  /** Signature, algorithm, expiry and required claims; throws InvalidTokenError (ExpiredTokenError for a good token out of time). */
  async verify(token: string): Promise<TokenSubject> {
    const known = this.#verified.get(token);
    if (known !== undefined) {
      if (this.#now() < known.expiresAtMs) return known.subject;
      this.#verified.delete(token);
      throw new ExpiredTokenError('"exp" claim timestamp check failed');
    }
    // One spelling per token: each part base64url as it encodes, no padding, no other alphabet, no
    // trailing bits set (security QA: a signature with `=` added, or in `+` and `/`, was taken).
    if (!canonicalParts(token)) throw new InvalidTokenError('not a compact JWS in canonical base64url');
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'iat', 'exp'],
        currentDate: new Date(this.#now()),
      });
      // A token made elsewhere with the key may say it was issued later than now (milliseconds for
      // seconds, a wrong clock): a password change could not end it until then (see authenticate).
      if (payload.iat! > Math.floor(this.#now() / 1000) + IAT_LEEWAY_SECONDS) throw new InvalidTokenError('"iat" claim lies in the future');
      const stamp = payload['sst'];
      if (typeof payload.sub !== 'string' || (stamp !== undefined && typeof stamp !== 'string')) throw new InvalidTokenError('malformed claims');
      const subject = { name: payload.sub, sessionStamp: stamp ?? null, issuedAt: payload.iat! };
      if (this.#verified.size >= VERIFIED_CACHE_SIZE) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, { subject, expiresAtMs: payload.exp! * 1000 });
      return subject;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new ExpiredTokenError(error.message);
      throw new InvalidTokenError((error as Error).message);
    }
  }
}

/** Whether `token` is three parts, each as base64url encodes its bytes (so no two spellings of one token pass). */
function canonicalParts(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0 && /^[A-Za-z0-9_-]+$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part);
}
