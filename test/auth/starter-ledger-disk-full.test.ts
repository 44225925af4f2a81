// A starter ledger that a full disk takes only part of is not left behind: the retry (QA: `user
// add erin` once space was freed) adopted the empty file as the user's ledger, no accounts in it.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareLedger, STARTER_LEDGER, writeStarterLedger } from '../../src/auth/starter-ledger.ts';

const diskFull = vi.hoisted(() => ({ on: false }));
// The starter ledger is made with 'wx' (never over an existing file); a full disk takes none of it.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof fs.open = async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    if (diskFull.on && args[1] === 'wx') {
      handle.writeFile = async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
      };
    }
    return handle;
  };
  // (as writeFile(file, text, { flag: 'wx' }) meets a full disk: the file made, nothing in it)
  const writeFile: typeof fs.writeFile = async (...args: Parameters<typeof fs.writeFile>) => {
    const options = args[2];
    if (diskFull.on && typeof options === 'object' && options?.flag === 'wx') {
      await fs.writeFile(args[0], '', options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
    }
    return fs.writeFile(...args);
  };
  return { ...fs, open, writeFile, default: { ...fs, open, writeFile } };
});

afterEach(() => {
  diskFull.on = false;
});

describe('a starter ledger on a full disk', () => {
  test('user add: the file it made is removed, and the retry once there is room makes a whole one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'starter-full-'));
    const ledger = join(dataDir, 'erin.beancount');
    diskFull.on = true;
    await expect(prepareLedger(ledger, dataDir)).rejects.toThrow(`cannot create the ledger ${ledger}: no space left on the device`);
    expect(existsSync(ledger)).toBe(false);
    diskFull.on = false;
    expect((await prepareLedger(ledger, dataDir)).created).toBe(true);
    expect(readFileSync(ledger, 'utf8')).toBe(STARTER_LEDGER);
  });

  test('a first start: the error names the file, the file it made is removed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'starter-full-'));
    const ledger = join(dataDir, 'main.beancount');
    diskFull.on = true;
    await expect(writeStarterLedger(ledger)).rejects.toThrow(`cannot create the ledger ${ledger}: no space left on the device`);
    expect(existsSync(ledger)).toBe(false);
    diskFull.on = false;
    expect(await writeStarterLedger(ledger)).toBe(true);
    expect(readFileSync(ledger, 'utf8')).toBe(STARTER_LEDGER);
  });

  test('a file someone else made is never removed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'starter-full-'));
    const ledger = join(dataDir, 'main.beancount');
    writeFileSync(ledger, '');
    diskFull.on = true;
    expect(await writeStarterLedger(ledger)).toBe(false);
    expect((await prepareLedger(ledger, dataDir)).created).toBe(false);
    expect(existsSync(ledger)).toBe(true);
  });
});
