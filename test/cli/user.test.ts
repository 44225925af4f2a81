import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UserStore } from '../../src/auth/users.ts';

const MAIN = resolve(import.meta.dirname, '../../src/cli/main.ts');

function cli(cwd: string, args: string[], input = '', env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [MAIN, ...args], { cwd, input, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function usersFile(dir: string) {
  return JSON.parse(readFileSync(join(dir, 'data', 'users.json'), 'utf8')) as { users: { name: string; ledger: string; passwordHash: string }[] };
}

describe('beanledger user', () => {
  it('adds a user with the password read from stdin, newline stripped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-'));
    const result = cli(dir, ['user', 'add', 'alice', '--ledger', 'books/alice.beancount'], 'alice-password\n');
    expect(result.stderr).not.toContain('Password'); // no prompt when stdin is not a terminal
    expect(result.code).toBe(0);
    const [user] = usersFile(dir).users;
    expect(user!.name).toBe('alice');
    expect(user!.ledger).toBe(join(dir, 'books', 'alice.beancount'));
    expect(statSync(join(dir, 'data', 'users.json')).mode & 0o777).toBe(0o600);
    expect(existsSync(user!.ledger)).toBe(true); // a starter ledger for the new user
    const store = new UserStore(join(dir, 'data'));
    expect(await store.verifyCredentials('alice', 'alice-password')).not.toBeNull();
    expect(await store.verifyCredentials('alice', 'alice-password\n')).toBeNull();
  });

  it('strips a CRLF line ending and ignores anything after the first line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-'));
    expect(cli(dir, ['user', 'add', 'bob'], 'bob-password\r\nsecond line\n').code).toBe(0);
    const store = new UserStore(join(dir, 'data'));
    expect((await store.verifyCredentials('bob', 'bob-password'))?.user.ledger).toBe(join(dir, 'data', 'bob.beancount'));
  });

  it('honours LEDGER_DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-'));
    expect(cli(dir, ['user', 'add', 'carol', '--ledger', '/tmp/x.beancount'], 'carol-password', { LEDGER_DATA_DIR: 'state' }).code).toBe(0);
    expect(existsSync(join(dir, 'state', 'users.json'))).toBe(true);
  });

  it('refuses a duplicate user, a short or missing password, and a bad name with exit 1 and one line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-'));
    expect(cli(dir, ['user', 'add', 'alice', '--ledger', 'a.beancount'], 'alice-password\n').code).toBe(0);
    for (const [args, input, message] of [
      [['user', 'add', 'alice', '--ledger', 'b.beancount'], 'other-password\n', /already exists/],
      [['user', 'add', 'dave'], 'short\n', /at least 8 characters/],
      [['user', 'add', 'dave'], '', /no password on stdin/],
      [['user', 'add', '../x'], 'long-enough\n', /invalid user name/],
    ] as const) {
      const result = cli(dir, [...args], input);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(usersFile(dir).users.map((u) => u.name)).toEqual(['alice']);
  });

  it('changes a password (old tokens end) and removes a user', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-'));
    cli(dir, ['user', 'add', 'alice'], 'first-password\n');
    const store = new UserStore(join(dir, 'data'));
    const before = (await store.session('alice'))!.sessionStamp;
    expect(cli(dir, ['user', 'passwd', 'alice'], 'second-password\n').code).toBe(0);
    expect(await store.verifyCredentials('alice', 'first-password')).toBeNull();
    expect((await store.verifyCredentials('alice', 'second-password'))!.sessionStamp).not.toBe(before);
    expect(cli(dir, ['user', 'passwd', 'nobody'], 'whatever-pw\n')).toMatchObject({ code: 1, stderr: expect.stringMatching(/no such user "nobody"/) });

    expect(cli(dir, ['user', 'list']).stdout).toBe(`alice\t${join(dir, 'data', 'alice.beancount')}\n`);
    expect(cli(dir, ['user', 'remove', 'alice']).code).toBe(0);
    expect(usersFile(dir).users).toEqual([]);
    expect(existsSync(join(dir, 'data', 'alice.beancount'))).toBe(true); // the ledger stays
    expect(cli(dir, ['user', 'remove', 'alice'])).toMatchObject({ code: 1, stderr: expect.stringMatching(/no such user/) });
  });

  it('exits 2 on usage errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-cli-'));
    for (const args of [['user'], ['user', 'frobnicate'], ['user', 'add'], ['user', 'add', 'a', 'b'], ['user', 'add', 'a', '--ledger'], ['user', 'add', 'a', '--color', 'x'], ['nonsense'], []]) {
      const result = cli(dir, args, 'some-password\n');
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^(beanledger: |Usage: beanledger)/);
    }
    expect(existsSync(join(dir, 'data', 'users.json'))).toBe(false);
  });
});

describe('beanledger --help', () => {
  it('prints the commands and exits 0', () => {
    const result = cli(tmpdir(), ['--help']);
    expect(result.code).toBe(0);
    for (const word of ['serve', 'user add', 'user passwd', 'user remove', 'check']) expect(result.stdout).toContain(word);
  });
});
