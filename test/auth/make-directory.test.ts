import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeDirectory } from '../../src/auth/make-directory.ts';

describe('makeDirectory', () => {
  it('creates every missing level with the mode, and leaves an existing directory alone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bl-mkdir-'));
    const deep = join(root, 'a', 'b', 'c');
    await makeDirectory(deep, 0o700);
    for (const dir of [join(root, 'a'), join(root, 'a', 'b'), deep]) {
      expect(statSync(dir).isDirectory()).toBe(true);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    }
    mkdirSync(join(root, 'open'), { mode: 0o755 });
    await makeDirectory(join(root, 'open'), 0o700);
    expect(statSync(join(root, 'open')).mode & 0o777).toBe(0o755);
  });

  it('fails with ENOTDIR when a file stands where a directory should be', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bl-mkdir-'));
    writeFileSync(join(root, 'file'), 'x');
    await expect(makeDirectory(join(root, 'file', 'sub'))).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(makeDirectory(join(root, 'file'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it('creates the same directory from many calls at once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bl-mkdir-'));
    const deep = join(root, 'x', 'y');
    await Promise.all(Array.from({ length: 8 }, () => makeDirectory(deep)));
    expect(statSync(deep).isDirectory()).toBe(true);
  });

  // Node's recursive mkdir never settles here; ours fails at the first level it cannot make.
  it.skipIf(!existsSync('/proc/self'))('fails with ENOENT under /proc instead of spinning', async () => {
    await expect(makeDirectory('/proc/beanledger-test/sub')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(existsSync('/proc/beanledger-test')).toBe(false);
  }, 5_000);
});
