// users.json's lock made on a full disk (the file created, its pid not written) is removed: left
// empty, it made the retry once there was room wait 10 s and fail "held by another process" (QA).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserStore } from '../../src/auth/users.ts';

const diskFull = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof fs.open = async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    if (diskFull.on && args[1] === 'wx' && String(args[0]).endsWith('users.json.lock')) {
      handle.writeFile = async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
      };
    }
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});

afterEach(() => {
  diskFull.on = false;
});

describe("users.json's lock on a full disk", () => {
  it('is removed when its pid cannot be written, the error naming it; the retry takes it at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-users-full-'));
    const store = new UserStore(dir);
    await store.add('dave', 'dave-password', '/books/dave.beancount');
    const lock = join(dir, 'users.json.lock');
    diskFull.on = true;
    await expect(store.add('erin', 'erin-password', '/books/erin.beancount')).rejects.toMatchObject({ code: 'ENOSPC', path: lock });
    expect(existsSync(lock)).toBe(false);
    diskFull.on = false;
    await store.add('erin', 'erin-password', '/books/erin.beancount');
    expect((await store.list()).map((u) => u.name)).toEqual(['dave', 'erin']);
  });
});
