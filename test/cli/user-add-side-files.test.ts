// `user add` and the files the store makes and deletes beside every ledger: a ledger named like
// one (QA: dave's ledger data/main.beancount.lock was deleted by admin's next write) is refused,
// and so is a ledger whose lock would be another user's ledger.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readConfig } from '../../src/config.ts';
import { bootstrap } from '../../src/auth/bootstrap.ts';
import { UserStore } from '../../src/auth/users.ts';

const MAIN = resolve(import.meta.dirname, '../../src/cli/main.ts');

function cli(cwd: string, args: string[], input: string) {
  const result = spawnSync(process.execPath, [MAIN, ...args], { cwd, input, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', LEDGER_DATA_DIR: join(cwd, 'data') } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function names(dir: string): string[] {
  return (JSON.parse(readFileSync(join(dir, 'data', 'users.json'), 'utf8')) as { users: { name: string }[] }).users.map((u) => u.name);
}

/** A data directory as a first start of the server leaves it: admin owning data/main.beancount. */
async function afterFirstStart(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bl-cli-side-'));
  await bootstrap(readConfig({}, dir), () => {});
  return dir;
}

function expectRefused(result: ReturnType<typeof cli>, message: RegExp): void {
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(message);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stdout).toBe('');
}

describe('user add: a ledger named like a file the store deletes beside a ledger', () => {
  it.each([
    ['data/main.beancount.lock', /main\.beancount\.lock is named like the lock file of a ledger main\.beancount, which the service makes and deletes beside that ledger, so it cannot be a ledger/],
    ['carol/ledger.beancount.lock', /is named like the lock file of a ledger ledger\.beancount/],
    ['books.lock', /is named like the lock file of a ledger books/],
    ['data/main.beancount.lock.4242.k3j2h1', /is named like the file the lock of a ledger main\.beancount is made from/],
    ['data/.main.beancount.beanledger-check-0123456789ab.tmp', /is named like the copy of a ledger main\.beancount that bean-check reads/],
  ])('refuses %s, makes no file and no user', async (ledger, message) => {
    const dir = await afterFirstStart();
    mkdirSync(join(dir, 'carol'));
    expectRefused(cli(dir, ['user', 'add', 'dave', '--ledger', ledger], 'davepass1234\n'), message);
    expect(names(dir)).toEqual(['admin']);
    expect(existsSync(join(dir, ledger))).toBe(false);
  });

  it('refuses a link whose real file is named so (the lock is made beside the real file)', async () => {
    const dir = await afterFirstStart();
    writeFileSync(join(dir, 'real.beancount.lock'), '');
    symlinkSync(join(dir, 'real.beancount.lock'), join(dir, 'link.beancount'));
    expectRefused(cli(dir, ['user', 'add', 'dave', '--ledger', 'link.beancount'], 'davepass1234\n'), /link\.beancount is named like the lock file of a ledger real\.beancount/);
    expect(names(dir)).toEqual(['admin']);
  });

  it('refuses a ledger whose lock file is already another user\'s ledger (one added before this rule)', async () => {
    const dir = await afterFirstStart();
    await new UserStore(join(dir, 'data')).add('erin', 'erin-password', join(dir, 'a.beancount.lock'));
    expectRefused(cli(dir, ['user', 'add', 'dave', '--ledger', 'a.beancount'], 'davepass1234\n'), /a\.beancount cannot be a ledger: its lock file is the ledger of user "erin"/);
    expect(names(dir)).toEqual(['admin', 'erin']);
    expect(existsSync(join(dir, 'a.beancount'))).toBe(false);
  });

  it('still adds a ledger with an ordinary name beside such names', async () => {
    const dir = await afterFirstStart();
    const result = cli(dir, ['user', 'add', 'dave', '--ledger', 'data/lock.beancount'], 'davepass1234\n');
    expect(result.code, result.stderr).toBe(0);
    expect(names(dir)).toEqual(['admin', 'dave']);
  });

  it('refuses LEDGER_FILE named like a lock file at start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-side-'));
    writeFileSync(join(dir, 'books.beancount.lock'), '');
    const config = readConfig({ LEDGER_FILE: 'books.beancount.lock', LEDGER_ADMIN_USER: 'admin', LEDGER_ADMIN_PASSWORD: 'admin-password-1' }, dir);
    await expect(bootstrap(config, () => {})).rejects.toThrow(/^LEDGER_FILE: .*books\.beancount\.lock is named like the lock file of a ledger books\.beancount/);
    expect(existsSync(join(dir, 'data', 'users.json'))).toBe(false);
  });
});
