// A first start on a full data directory: the files it makes there and cannot fill are removed,
// and the error names the file (QA: "beanledger: ENOSPC: no space left on device, write", and a
// serve.pid of 0 bytes left behind).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdServeLock } from '../../src/cli/serve-lock.ts';
import { loadSigningKey } from '../../src/auth/signing-key.ts';
import { writeFileAtomic } from '../../src/auth/atomic-file.ts';
import { oneLine } from '../../src/cli/serve.ts';

const diskFull = vi.hoisted(() => ({ on: false }));
const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
// A file is made (open succeeds), then its first write meets the full disk.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeFileSync = ((file: Parameters<typeof fs.writeFileSync>[0], data: Parameters<typeof fs.writeFileSync>[1], options?: Parameters<typeof fs.writeFileSync>[2]) => {
    if (diskFull.on && (typeof file === 'number' || String(file).endsWith('serve.pid'))) {
      if (typeof file !== 'number') fs.writeFileSync(file, '', options);
      throw enospc();
    }
    return fs.writeFileSync(file, data, options);
  }) as typeof fs.writeFileSync;
  return { ...fs, writeFileSync, default: { ...fs, writeFileSync } };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof fs.open = async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    if (diskFull.on && args[1] === 'wx') {
      handle.writeFile = async () => {
        throw enospc();
      };
    }
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});

afterEach(() => {
  diskFull.on = false;
});

describe('a first start on a full data directory', () => {
  it('serve.pid: the error names it, and it is not left empty', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bl-start-full-'));
    const file = join(dataDir, 'serve.pid');
    diskFull.on = true;
    expect(() => holdServeLock(dataDir)).toThrow(`cannot write ${file}: no space left on device`);
    expect(existsSync(file)).toBe(false);
    diskFull.on = false;
    const release = holdServeLock(dataDir);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
  });

  it('jwt-secret: the error names it, and it is not left empty (every later start stopped on it)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bl-start-full-'));
    const file = join(dataDir, 'jwt-secret');
    diskFull.on = true;
    await expect(loadSigningKey(dataDir, null)).rejects.toMatchObject({ code: 'ENOSPC', path: file });
    expect(existsSync(file)).toBe(false);
    diskFull.on = false;
    expect((await loadSigningKey(dataDir, null)).length).toBeGreaterThanOrEqual(32);
  });

  it('users.json (replaced through a temporary file): the line a failed start prints names it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bl-start-full-'));
    const file = join(dataDir, 'users.json');
    diskFull.on = true;
    const failed = await writeFileAtomic(file, '{}').catch((e: unknown) => e);
    expect(oneLine(failed)).toBe(`cannot write ${file}: no space left on device`);
    // a message that names its file already is left as it is
    expect(oneLine(Object.assign(new Error(`EROFS: read-only file system, open '${file}'`), { code: 'EROFS', path: file }))).toBe(`EROFS: read-only file system, open '${file}'`);
  });
});
