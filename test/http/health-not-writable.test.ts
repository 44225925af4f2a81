// Git QA: with the main file made read-only (chmod 444, the service not root), every write
// answered 503 while /health said "ok" with no word of it. /health now warns. Tests run as root,
// which no mode stops: the permission check is made to fail as it does for another user.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const denied = vi.hoisted(() => ({ path: null as string | null, code: 'EACCES' }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const access: typeof fs.access = async (path, mode) => {
    if (denied.path !== null && String(path) === denied.path) throw Object.assign(new Error(`${denied.code}: permission denied, access '${String(path)}'`), { code: denied.code });
    return fs.access(path, mode);
  };
  return { ...fs, access, default: { ...fs, access } };
});

let t: TestApp;
afterEach(async () => {
  denied.path = null;
  await t?.close();
});

describe('/health and a ledger the service cannot write', () => {
  test('warns when the main file or its directory is not writable, and says nothing once it is', async () => {
    t = await makeTestApp();
    const warnings = async () => (await t.get('/health')).json().ledger.warnings.map((w: { file: string; message: string }) => `${w.file}: ${w.message}`);
    expect(await warnings()).toEqual([]);
    denied.path = t.ledgerFile;
    expect(await warnings()).toEqual(['main.beancount: the ledger file cannot be written by the service (permissions): every write answers 503 until it can']);
    denied.path = t.dir;
    expect(await warnings()).toEqual(["main.beancount: the ledger's directory (where its lock file is made) cannot be written by the service (permissions): every write answers 503 until it can"]);
    denied.code = 'EROFS';
    expect((await warnings())[0]).toMatch(/a read-only file system/);
    denied.path = null;
    expect(await warnings()).toEqual([]);
  });
});
