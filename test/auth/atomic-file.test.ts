import { describe, expect, it } from 'vitest';
import { linkSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../../src/auth/atomic-file.ts';

describe('writeFileAtomic', () => {
  it('writes the content with mode 0600 and leaves no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-atomic-'));
    const file = join(dir, 'users.json');
    await writeFileAtomic(file, '{"a":1}');
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['users.json']);
  });

  it('replaces the file by rename, never rewriting the old one in place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-atomic-'));
    const file = join(dir, 'users.json');
    writeFileSync(file, 'old content', { mode: 0o644 });
    // A hard link still names the old inode: an in-place write would change it too.
    linkSync(file, join(dir, 'old-link'));
    await writeFileAtomic(file, 'new content');
    expect(readFileSync(file, 'utf8')).toBe('new content');
    expect(readFileSync(join(dir, 'old-link'), 'utf8')).toBe('old content');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('fails without touching the target when the directory does not exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-atomic-'));
    await expect(writeFileAtomic(join(dir, 'missing', 'f.json'), 'x')).rejects.toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
