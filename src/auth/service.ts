// The authentication service the HTTP layer uses: login (with throttling) and bearer-token
// authentication, over the user store and the token issuer.

import { join } from 'node:path';
import { Problem } from '../problem.ts';
import { TRUSTED_LOGINS_FILE, TrustedLoginsFile } from './trusted-logins.ts';
import { LOGIN_FAILURES_FILE, LoginFailuresFile } from './login-failures.ts';
import { LoginThrottle, type ThrottleLimits } from './login-throttle.ts';
import { loadSigningKey } from './signing-key.ts';
import { ExpiredTokenError, InvalidTokenError, TokenIssuer } from './tokens.ts';
import { UserStore } from './users.ts';
import { prepareDummyHash } from './passwords.ts';

export interface LoginResult {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds. */
  expires_in: number;
}

export interface AuthenticatedUser {
  /** The account (UserInfo.id): a user removed and added again under the same name has another; null for users created before ids. */
  id: string | null;
  name: string;
  /** Absolute path of the user's main Beancount file. */
  ledger: string;
}

export interface AuthService {
  login(username: string, password: string, clientIp: string): Promise<LoginResult>;
  authenticate(authorizationHeader: string | undefined): Promise<AuthenticatedUser>;
  readonly users: UserStore;
}

export interface AuthOptions {
  dataDir: string;
  tokenTtl: number;
  jwtSecret: string | null;
  /** Epoch milliseconds; for tests. */
  now?: () => number;
  throttleLimits?: ThrottleLimits;
}

const REALM = 'Bearer realm="beanledger"';

function unauthorized(detail: string, tokenPresented: boolean): Problem {
  // RFC 6750 §3: error="invalid_token" only when a token was presented.
  const challenge = tokenPresented ? `${REALM}, error="invalid_token"` : REALM;
  return new Problem(401, 'Unauthorized', detail, [], { 'WWW-Authenticate': challenge });
}

function tooManyAttempts(retryAfter: number): Problem {
  return new Problem(429, 'Too Many Requests', 'too many failed login attempts; try again later', [], { 'Retry-After': String(retryAfter) });
}

export async function createAuthService(options: AuthOptions): Promise<AuthService> {
  const now = options.now ?? Date.now;
  const users = new UserStore(options.dataDir, now);
  const key = await loadSigningKey(options.dataDir, options.jwtSecret);
  const tokens = new TokenIssuer(key, options.tokenTtl, now);
  const trustedLogins = new TrustedLoginsFile(join(options.dataDir, TRUSTED_LOGINS_FILE));
  const failuresFile = new LoginFailuresFile(join(options.dataDir, LOGIN_FAILURES_FILE));
  const throttle = new LoginThrottle(options.throttleLimits, now, await trustedLogins.read(), await failuresFile.read());
  await prepareDummyHash();

  async function login(username: string, password: string, clientIp: string): Promise<LoginResult> {
    // One at a time per user name and per address, so that attempts sent at once see each other's failures.
    const session = await throttle.inTurn(username, clientIp, async () => {
      const wait = throttle.retryAfterSeconds(username, clientIp);
      if (wait > 0) throw tooManyAttempts(wait);
      // Same answer for an unknown name and a wrong password; verifyCredentials equalises time.
      const found = await users.verifyCredentials(username, password);
      if (!found) {
        throttle.recordFailure(username, clientIp);
        // Kept over a restart before the answer goes out; a failure to write it loses only that.
        await failuresFile.save(() => throttle.failures()).catch(() => undefined);
        throw new Problem(401, 'Unauthorized', 'invalid user name or password', [], { 'WWW-Authenticate': REALM });
      }
      // Kept over a restart; a failure to write it loses only that (the login goes on).
      if (throttle.recordSuccess(username, clientIp)) await trustedLogins.write(throttle.trustedPairs()).catch(() => undefined);
      return found;
    });
    const access_token = await tokens.issue({ name: session.user.name, sessionStamp: session.sessionStamp });
    return { access_token, token_type: 'Bearer', expires_in: tokens.ttlSeconds };
  }

  async function authenticate(header: string | undefined): Promise<AuthenticatedUser> {
    if (header === undefined || header.trim() === '') throw unauthorized('missing bearer token', false);
    const match = /^Bearer[ ]+([A-Za-z0-9\-_.~+/]+=*)[ ]*$/i.exec(header);
    if (!match) throw unauthorized('the Authorization header must be "Bearer <token>"', false);
    let subject;
    try {
      subject = await tokens.verify(match[1]!);
    } catch (error) {
      // (QA: an expired token was told "invalid or expired token", as garbage is; a bad signature still learns nothing)
      if (error instanceof ExpiredTokenError) throw unauthorized('token expired; log in again', true);
      if (error instanceof InvalidTokenError) throw unauthorized('invalid or expired token', true);
      throw error;
    }
    const session = await users.session(subject.name);
    // Removed user, or password changed since the token was issued. A token made elsewhere with
    // the key and no session stamp holds when issued in a later second than the password was set
    // (iat counts whole seconds), so a password change or a user added again ends it too.
    const current =
      session !== null &&
      (subject.sessionStamp !== null ? session.sessionStamp === subject.sessionStamp : subject.issuedAt * 1000 > Date.parse(session.user.passwordChangedAt));
    if (!current) throw unauthorized('invalid or expired token', true);
    return { id: session.user.id, name: session.user.name, ledger: session.user.ledger };
  }

  return { login, authenticate, users };
}
