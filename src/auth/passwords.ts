// Password hashing with Argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane).

import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum in the typings, which type stripping cannot inline.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The shortest password `user add` and `user passwd` accept. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longer inputs are refused before hashing so a request cannot buy unbounded CPU. */
export const MAX_PASSWORD_LENGTH = 1024;

export async function hashPassword(password: string): Promise<string> {
  if (password.length === 0) throw new Error('password must not be empty');
  if (password.length > MAX_PASSWORD_LENGTH) throw new Error(`password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of time so the first unknown-name login is not slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hash('dummy password that matches nothing', OPTIONS);
  return dummyHash;
}

function acceptableLength(password: string): boolean {
  return password.length > 0 && password.length <= MAX_PASSWORD_LENGTH;
}

/**
 * Spends the same work as a real verification, for unknown user names (and unusable
 * passwords), so response time does not reveal which names exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verify(await prepareDummyHash(), acceptableLength(password) ? password : 'unusable').catch(() => false);
  return false;
}

/** False for a wrong password and for a hash that is not a valid Argon2 string. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!acceptableLength(password)) return verifyAgainstDummy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
