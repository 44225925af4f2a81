// The HS256 key: LEDGER_JWT_SECRET's UTF-8 bytes, else 32 random bytes generated once and
// kept (mode 0600) in the data directory so tokens survive a restart.

import { randomBytes } from 'node:crypto';
import { chmod, open, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { makeDirectory } from './make-directory.ts';

export const SIGNING_KEY_FILE_NAME = 'jwt-secret';
const GENERATED_KEY_BYTES = 32;

export async function loadSigningKey(dataDir: string, jwtSecret: string | null): Promise<Uint8Array> {
  if (jwtSecret !== null) return new TextEncoder().encode(jwtSecret);
  const file = join(dataDir, SIGNING_KEY_FILE_NAME);
  const existing = await readKeyFile(file);
  if (existing) {
    // A key others can read (a copy or a restore that lost the mode) is made private again.
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
    return existing;
  }
  await makeDirectory(dataDir, 0o700);
  try {
    // 'wx': when two processes start at once, exactly one creates the key and both use it.
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(randomBytes(GENERATED_KEY_BYTES).toString('hex') + '\n');
      await handle.chmod(0o600);
      await handle.sync();
    } catch (error) {
      // Made and not filled (a full disk): left empty, every later start stopped on it.
      await handle.close().catch(() => {});
      await unlink(file).catch(() => {});
      throw Object.assign(error as NodeJS.ErrnoException, { path: (error as NodeJS.ErrnoException).path ?? file });
    }
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = await readKeyFile(file);
  if (!created) throw new Error(`${file} could not be read back after creation`);
  return created;
}

async function readKeyFile(file: string): Promise<Uint8Array | null> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Another process may be between creating and writing the file: wait for it briefly.
  for (let attempt = 0; text === '' && attempt < 20; attempt++) {
    await new Promise((r) => setTimeout(r, 25));
    text = (await readFile(file, 'utf8')).trim();
  }
  if (!/^[0-9a-f]{64,}$/.test(text)) throw new Error(`${file} is not a hex-encoded key of at least ${GENERATED_KEY_BYTES} bytes; delete it to generate a new one`);
  return new Uint8Array(Buffer.from(text, 'hex'));
}
