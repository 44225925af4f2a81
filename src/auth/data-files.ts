// The service's own files in the data directory. None of them may ever be read or written as a
// ledger: appending a directive to users.json stops every login, and a ledger error would show
// the signing key's text.
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { canonicalPath, sameFile, USERS_FILE_NAME } from './users.ts';
import { SIGNING_KEY_FILE_NAME } from './signing-key.ts';
import { ledgerSideFileKind } from '../store/ledger-side-files.ts';
import { IMPORT_MATCHES_FILE } from '../store/import-matches.ts';
import { TRUSTED_LOGINS_FILE } from './trusted-logins.ts';
import { LOGIN_FAILURES_FILE } from './login-failures.ts';

/** The Idempotency-Key answers, in the data directory beside users.json. */
export const IDEMPOTENCY_FILE = 'idempotency.jsonl';

/** The running server's pid (src/cli/serve-lock.ts). */
export const SERVE_LOCK_FILE = 'serve.pid';

const SERVICE_FILES = [USERS_FILE_NAME, SIGNING_KEY_FILE_NAME, IDEMPOTENCY_FILE, SERVE_LOCK_FILE, IMPORT_MATCHES_FILE, TRUSTED_LOGINS_FILE, LOGIN_FAILURES_FILE];

/**
 * Which of the service's files `file` is (its name, e.g. `users.json.lock`), or null. Compared
 * by real path (links followed, also for a file or a directory not made yet) and, for a file that
 * exists, as the same file (a hard link to jwt-secret is jwt-secret). The files made beside them
 * count too: `users.json.lock`, and the temporary `.users.json.<pid>.<random>.tmp` of an atomic
 * write. (`users.json.beancount`, the default ledger of a user named users.json, is a ledger.)
 */
export async function serviceFileNamed(file: string, dataDir: string): Promise<string | null> {
  const target = await canonicalPath(file);
  const dir = await canonicalPath(dataDir);
  if (dirname(target) === dir && isServiceFileName(basename(target))) return basename(target);
  for (const own of SERVICE_FILES) if (existsSync(join(dir, own)) && existsSync(target) && (await sameFile(join(dir, own), target))) return own;
  return null;
}

/** Whether a file of the data directory named `name` is one of the service's files, or one made beside them. */
export function isServiceFileName(name: string): boolean {
  return SERVICE_FILES.some((own) => name === own || name === `${own}.lock` || (name.startsWith(`.${own}.`) && name.endsWith('.tmp')));
}

/** The paths, in the data directory, of the service's own files. */
export function serviceFilePaths(dataDir: string): string[] {
  return SERVICE_FILES.map((own) => join(dataDir, own));
}

/** The one line a ledger that is a service file is refused with. */
export function serviceFileMessage(file: string, own: string): string {
  return `${file} is the service's own ${own}, not a ledger: choose another file`;
}

/**
 * Which file the store makes beside a ledger, and deletes, `file` is named like (a lock
 * `<x>.lock`, ...), in words, or null: by the name as given (where bean-check's copies go) and by
 * the real one (where the lock goes).
 */
export async function ledgerSideFileNamed(file: string): Promise<string | null> {
  return ledgerSideFileKind(basename(resolve(file))) ?? ledgerSideFileKind(basename(await canonicalPath(file)));
}

/** The one line a ledger named like such a file is refused with. */
export function ledgerSideFileMessage(file: string, kind: string): string {
  return `${file} is named like ${kind}, which the service makes and deletes beside that ledger, so it cannot be a ledger: choose another file`;
}
