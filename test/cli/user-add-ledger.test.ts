// `user add` and the ledger file: it never hands one user's ledger to another (CONTRACT.md: a
// token only ever reaches its own user's ledger), and a ledger it cannot create leaves no user.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { PassThrough, Readable } from 'node:stream';
import { runUserCommand } from '../../src/cli/user.ts';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readConfig } from '../../src/config.ts';
import { bootstrap } from '../../src/auth/bootstrap.ts';
import { UserStore } from '../../src/auth/users.ts';
import { prepareLedger } from '../../src/auth/starter-ledger.ts';

const MAIN = resolve(import.meta.dirname, '../../src/cli/main.ts');

function cli(cwd: string, args: string[], input = '', env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [MAIN, ...args], { cwd, input, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function names(dir: string): string[] {
  const file = join(dir, 'data', 'users.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { users: { name: string }[] }).users.map((u) => u.name);
}

/** A data directory as a first start of the server leaves it: admin owning data/main.beancount. */
async function afterFirstStart(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
  await bootstrap(readConfig({}, dir), () => {});
  return dir;
}

function expectRefused(result: ReturnType<typeof cli>, message: RegExp): void {
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(message);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stdout).toBe('');
}

describe('user add: a ledger that is already another user\'s', () => {
  it('refuses the default ledger when it is the admin\'s (user add main after a first start)', async () => {
    const dir = await afterFirstStart();
    const before = readFileSync(join(dir, 'data', 'main.beancount'), 'utf8');
    expectRefused(cli(dir, ['user', 'add', 'main'], 'main-pass-123\n'), /^beanledger: .*main\.beancount is already the ledger of user "admin"/);
    expect(names(dir)).toEqual(['admin']);
    expect(readFileSync(join(dir, 'data', 'main.beancount'), 'utf8')).toBe(before);
  });

  it('refuses --ledger naming it another way: relative, with .., through a symlink to the file or to its directory', async () => {
    const dir = await afterFirstStart();
    symlinkSync(join(dir, 'data', 'main.beancount'), join(dir, 'link.beancount'));
    symlinkSync(join(dir, 'data'), join(dir, 'books'));
    mkdirSync(join(dir, 'sub'));
    for (const [cwd, ledger] of [
      [dir, 'data/main.beancount'],
      [join(dir, 'sub'), '../data/./main.beancount'],
      [dir, join(dir, 'link.beancount')],
      [dir, 'books/main.beancount'],
    ] as const) {
      const result = cli(cwd, ['user', 'add', 'bob', '--ledger', ledger], 'bob-password\n', { LEDGER_DATA_DIR: join(dir, 'data') });
      expectRefused(result, /is already the ledger of user "admin"/);
    }
    expect(names(dir)).toEqual(['admin']);
  });

  it('refuses a file another user owns even while that file is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    expect(cli(dir, ['user', 'add', 'alice', '--ledger', 'a.beancount'], 'alice-password\n').code).toBe(0);
    // the ledger is gone (moved away, a volume not mounted): still alice's path
    rmSync(join(dir, 'a.beancount'));
    expectRefused(cli(dir, ['user', 'add', 'bob', '--ledger', 'a.beancount'], 'bob-password\n'), /already the ledger of user "alice"/);
  });

  it('adopts an existing file that is nobody\'s ledger, untouched, and says so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    writeFileSync(join(dir, 'mine.beancount'), '2020-01-01 open Assets:Mine\n');
    const result = cli(dir, ['user', 'add', 'carol', '--ledger', 'mine.beancount'], 'carol-password\n');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/adopted the existing ledger .*mine\.beancount/);
    expect(result.stderr).not.toMatch(/created/);
    expect(result.stderr).not.toMatch(/former user/);
    expect(readFileSync(join(dir, 'mine.beancount'), 'utf8')).toBe('2020-01-01 open Assets:Mine\n');
    expect(names(dir)).toEqual(['carol']);
  });

  // (security QA: a name given again after `user remove` got the former user's ledger, said only
  // as "adopted the existing ledger")
  it('warns that a ledger found at the default path may be a former user\'s of that name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    expect(cli(dir, ['user', 'add', 'carol'], 'carol-password\n').code).toBe(0);
    expect(cli(dir, ['user', 'remove', 'carol']).code).toBe(0);
    const again = cli(dir, ['user', 'add', 'carol'], 'other-password\n');
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/adopted the existing ledger .*carol\.beancount/);
    expect(again.stderr).toMatch(/warning: .*carol\.beancount was there before, named after "carol": it may be the ledger of a former user of that name/);
  });

  // (couple QA, session 47: sharing a household's ledger took a stop and a start of the service
  // with LEDGER_ADMIN_USER; user add refused it outright)
  it('names --share, and --share gives the file to the second user too, leaving it as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    const ledger = join(dir, 'ledger', 'main.beancount');
    expect(cli(dir, ['user', 'add', 'lei', '--ledger', 'ledger/main.beancount'], 'lei-password\n').code).toBe(0);
    const before = readFileSync(ledger, 'utf8');
    const refused = cli(dir, ['user', 'add', 'mei', '--ledger', 'ledger/main.beancount'], 'mei-password\n');
    expectRefused(refused, /already the ledger of user "lei": user add gives it to "mei" too only with --share/);
    expect(names(dir)).toEqual(['lei']);
    const shared = cli(dir, ['user', 'add', 'mei', '--ledger', 'ledger/main.beancount', '--share'], 'mei-password\n');
    expect(shared.code, shared.stderr).toBe(0);
    expect(shared.stderr).toMatch(/mei shares the ledger .*main\.beancount with user "lei"/);
    expect(shared.stderr).not.toMatch(/created starter ledger/);
    expect(readFileSync(ledger, 'utf8')).toBe(before);
    const store = new UserStore(join(dir, 'data'));
    expect((await store.ledgerOwners(ledger)).map((u) => u.name).sort()).toEqual(['lei', 'mei']);
  });

  it('--share needs --ledger: no default path of a name reaches another user\'s file', async () => {
    const dir = await afterFirstStart();
    const result = cli(dir, ['user', 'add', 'main', '--share'], 'main-pass-123\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--share needs --ledger/);
    expect(names(dir)).toEqual(['admin']);
    expect(cli(dir, ['user', 'add', 'kid', '--ledger', 'data/main.beancount', '--share=yes'], 'kid-password-1\n').code).toBe(2);
  });

  it('UserStore.add with exclusiveLedger refuses a ledger owned by another user (409), under the lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    const store = new UserStore(dir);
    writeFileSync(join(dir, 'a.beancount'), '');
    symlinkSync(join(dir, 'a.beancount'), join(dir, 'b.beancount'));
    await store.add('alice', 'alice-password', join(dir, 'a.beancount'));
    await expect(store.add('bob', 'bob-password', join(dir, 'b.beancount'), { exclusiveLedger: true })).rejects.toMatchObject({ status: 409 });
    expect((await store.ledgerOwner(join(dir, 'b.beancount')))?.name).toBe('alice');
    expect((await store.list()).map((u) => u.name)).toEqual(['alice']);
  });
});

describe('user add: a ledger that cannot be created', () => {
  it.skipIf(!existsSync('/proc/self'))('says why in one plain line and creates no user (a retry with a good path works)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    const result = cli(dir, ['user', 'add', 'ghost1', '--ledger', '/proc/nope/g.beancount'], 'ghost-password\n');
    expectRefused(result, /^beanledger: cannot create the ledger \/proc\/nope\/g\.beancount: the directory \/proc\/nope does not exist/);
    expect(result.stderr).not.toMatch(/ENOENT|mkdir '/);
    expect(names(dir)).toEqual([]);
    // no users.json, no ledger (the ledger is made under the user store's lock, in the data directory it makes)
    expect(existsSync(join(dir, 'data', 'users.json'))).toBe(false);
    expect(cli(dir, ['user', 'add', 'ghost1', '--ledger', 'g.beancount'], 'ghost-password\n').code).toBe(0);
    expect(names(dir)).toEqual(['ghost1']);
  });

  it('refuses a path under a file, and a directory, in plain words', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    writeFileSync(join(dir, 'plain'), 'x');
    mkdirSync(join(dir, 'folder.beancount'));
    expectRefused(cli(dir, ['user', 'add', 'dave', '--ledger', 'plain/d.beancount'], 'dave-password\n'), /^beanledger: cannot create the ledger .*plain\/d\.beancount: .*plain is not a directory$/m);
    expectRefused(cli(dir, ['user', 'add', 'dave', '--ledger', 'folder.beancount'], 'dave-password\n'), /^beanledger: the ledger .*folder\.beancount is not a regular file$/m);
    expect(names(dir)).toEqual([]);
  });

  it('takes back the starter ledger and the directories it made when the user cannot be added', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    expect(cli(dir, ['user', 'add', 'alice', '--ledger', 'a.beancount'], 'alice-password\n').code).toBe(0);
    expectRefused(cli(dir, ['user', 'add', 'ALICE', '--ledger', 'new/dir/b.beancount'], 'other-password\n'), /user "alice" already exists/);
    expect(existsSync(join(dir, 'new'))).toBe(false);
    // what the CLI does when the store refuses after the ledger was made (a race with another add)
    const prepared = await prepareLedger(join(dir, 'data2', 'deep', 'c.beancount'), join(dir, 'data2'));
    expect(prepared.created).toBe(true);
    expect(statSync(join(dir, 'data2')).mode & 0o777).toBe(0o700); // the data directory's mode
    // a ledger made is its owner's alone, and so are the directories made for it (security QA: 0644 and 0755)
    expect(statSync(join(dir, 'data2', 'deep', 'c.beancount')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'data2', 'deep')).mode & 0o777).toBe(0o700);
    const outside = await prepareLedger(join(dir, 'elsewhere', 'd.beancount'));
    expect([statSync(join(dir, 'elsewhere', 'd.beancount')).mode & 0o777, statSync(join(dir, 'elsewhere')).mode & 0o777]).toEqual([0o600, 0o700]);
    await outside.undo();
    await prepared.undo();
    expect(existsSync(join(dir, 'data2'))).toBe(false);
    writeFileSync(join(dir, 'kept.beancount'), 'x');
    const adopted = await prepareLedger(join(dir, 'kept.beancount'));
    expect(adopted.created).toBe(false);
    await adopted.undo();
    expect(readFileSync(join(dir, 'kept.beancount'), 'utf8')).toBe('x'); // not ours to take back
  });
});

describe('user add: races and the service\'s own files', () => {
  it('two adds at once for one missing file: one user gets it, and the file stays (the loser deleted it after the winner adopted it)', async () => {
    const sink = () => new PassThrough();
    for (let round = 0; round < 12; round++) {
      const dir = mkdtempSync(join(tmpdir(), 'bl-cli-race-'));
      const add = (name: string) => {
        const stdin = Object.assign(Readable.from([`${name}-password\n`]), { isTTY: false }) as unknown as NodeJS.ReadStream;
        return runUserCommand(['add', name, '--ledger', 'f/shared.beancount'], { env: { LEDGER_DATA_DIR: join(dir, 'data') }, cwd: dir, stdin, stdout: sink(), stderr: sink() });
      };
      const codes = await Promise.all([add('xa'), add('xb')]);
      expect([...codes].sort(), `round ${round}`).toEqual([0, 1]);
      expect(names(dir)).toHaveLength(1);
      expect(existsSync(join(dir, 'f', 'shared.beancount')), `round ${round}`).toBe(true);
    }
  }, 60_000);

  it.each(['users.json', 'jwt-secret', 'idempotency.jsonl', 'trusted-logins.json', 'login-failures.json'])('refuses the data directory\'s %s as a ledger', async (file) => {
    const dir = await afterFirstStart();
    if (!existsSync(join(dir, 'data', file))) writeFileSync(join(dir, 'data', file), '');
    const before = readFileSync(join(dir, 'data', file), 'utf8');
    expectRefused(cli(dir, ['user', 'add', 'eve', '--ledger', `data/${file}`], 'eve-password\n', { LEDGER_DATA_DIR: join(dir, 'data') }), /is the service's own/);
    expect(names(dir)).toEqual(['admin']);
    expect(readFileSync(join(dir, 'data', file), 'utf8')).toBe(before);
  });
});

describe('the service\'s own files, however named', () => {
  it.each(['jwt-secret', 'idempotency.jsonl', 'import-matches.jsonl', 'users.json.lock'])('refuses %s through a link to the data directory, also before the file exists', async (file) => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    mkdirSync(join(dir, 'data'));
    symlinkSync(join(dir, 'data'), join(dir, 'datalink'));
    expectRefused(cli(dir, ['user', 'add', 'eve', '--ledger', `datalink/${file}`], 'eve-password\n', { LEDGER_DATA_DIR: join(dir, 'data') }), /is the service's own/);
    expect(names(dir)).toEqual([]);
    expect(existsSync(join(dir, 'data', file))).toBe(false);
  });

  it('refuses a hard link to a service file, and a service file through a link to a data directory not made yet', async () => {
    const dir = await afterFirstStart();
    linkSync(join(dir, 'data', 'users.json'), join(dir, 'hl.beancount'));
    expectRefused(cli(dir, ['user', 'add', 'eve', '--ledger', 'hl.beancount'], 'eve-password\n', { LEDGER_DATA_DIR: join(dir, 'data') }), /is the service's own users\.json/);
    symlinkSync(join(dir, 'nd'), join(dir, 'ndlink'));
    expectRefused(cli(dir, ['user', 'add', 'eve', '--ledger', 'ndlink/users.json'], 'eve-password\n', { LEDGER_DATA_DIR: join(dir, 'nd') }), /is the service's own users\.json/);
    expect(existsSync(join(dir, 'nd', 'users.json'))).toBe(false);
  });

  it('refuses LEDGER_FILE naming the data directory\'s users.json at start', async () => {
    const dir = await afterFirstStart();
    const config = readConfig({ LEDGER_FILE: 'data/users.json', LEDGER_ADMIN_USER: 'admin', LEDGER_ADMIN_PASSWORD: 'admin-password-1' }, dir);
    const before = readFileSync(join(dir, 'data', 'users.json'), 'utf8');
    await expect(bootstrap(config, () => {})).rejects.toThrow(/^LEDGER_FILE: .*users\.json is the service's own users\.json, not a ledger/);
    expect(readFileSync(join(dir, 'data', 'users.json'), 'utf8')).toBe(before);
  });
});

describe('a user named like a service file', () => {
  it('keeps its default ledger <name>.beancount (only the service files themselves are refused)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    const result = cli(dir, ['user', 'add', 'users.json'], 'users-password\n', { LEDGER_DATA_DIR: join(dir, 'data') });
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(dir, 'data', 'users.json.beancount'))).toBe(true);
  });
});

describe('a user store that cannot be used', () => {
  it('is named in plain words, without errno codes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-own-'));
    mkdirSync(join(dir, 'data', 'users.json'), { recursive: true }); // users.json is a directory: it cannot be read
    const result = cli(dir, ['user', 'add', 'eve'], 'eve-password\n', { LEDGER_DATA_DIR: join(dir, 'data') });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^beanledger: cannot use .*users\.json: illegal operation on a directory/);
    expect(result.stderr).not.toMatch(/EISDIR/);
  });
});
