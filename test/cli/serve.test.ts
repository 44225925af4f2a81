import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';

const MAIN = resolve(import.meta.dirname, '../../src/cli/main.ts');
const SERVER = resolve(import.meta.dirname, '../../src/http/server.ts');

describe('beanledger serve', () => {
  it('exits 1 with a one-line reason when the ledger cannot be read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-serve-'));
    mkdirSync(join(dir, 'ledger-is-a-dir'));
    const result = spawnSync(process.execPath, [MAIN, 'serve'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', LEDGER_FILE: 'ledger-is-a-dir', PORT: '0' } });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(/^beanledger: cannot read ledger .*ledger-is-a-dir: not a regular file$/);
  });

  // Node's own recursive mkdir spins forever on such a path (ENOENT from /proc, which exists).
  it.skipIf(!existsSync('/proc/self'))('exits 1 with a one-line reason when the data directory cannot be made under /proc', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-serve-'));
    const env = { PATH: process.env['PATH'] ?? '', PORT: '0', LEDGER_DATA_DIR: '/proc/beanledger-data' };
    const result = spawnSync(process.execPath, [MAIN, 'serve'], { cwd: dir, encoding: 'utf8', env, timeout: 20_000, killSignal: 'SIGKILL' });
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(/^beanledger: cannot create the data directory \/proc\/beanledger-data \(LEDGER_DATA_DIR\): ENOENT/);
  });

  it('exits 1 with a one-line reason on an invalid setting', () => {
    const result = spawnSync(process.execPath, [MAIN, 'serve'], { cwd: tmpdir(), encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', PORT: 'eighty' } });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('beanledger: PORT must be an integer, got "eighty"\n');
  });

  it.skipIf(!existsSync(SERVER))('a first start that cannot listen keeps no user: the next start prints a password, which logs in', async () => {
    // (QA of session 30: the failed start printed the password and kept the user; the next printed none)
    const dir = mkdtempSync(join(tmpdir(), 'bl-serve-'));
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = String((taken.address() as AddressInfo).port);
    try {
      const failed = spawnSync(process.execPath, [MAIN, 'serve'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', PORT: port } });
      expect(failed.status).toBe(1);
      const lines = failed.stderr.trim().split('\n');
      expect(lines.at(-2)).toBe('beanledger: the user "admin" and the starter ledger made by this start removed: the next start makes them again, with a new password');
      expect(lines.at(-1)).toMatch(/^beanledger: .*in use/);
      expect(readFileSync(join(dir, 'data', 'users.json'), 'utf8')).not.toContain('admin');
      expect(existsSync(join(dir, 'data', 'main.beancount'))).toBe(false);
    } finally {
      taken.close();
    }
    const child = spawn(process.execPath, [MAIN, 'serve'], { cwd: dir, env: { PATH: process.env['PATH'] ?? '', PORT: '0' } });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    const url = await new Promise<string>((resolveUrl, reject) => {
      child.stderr.on('data', (chunk: string) => {
        stderr += chunk;
        const match = /listening on (\S+)/.exec(stderr);
        if (match) resolveUrl(match[1]!);
      });
      child.on('exit', () => reject(new Error(stderr)));
    });
    try {
      const password = /created user "admin" with password: (\S+)/.exec(stderr)?.[1];
      const login = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
      expect(login.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it.skipIf(!existsSync(SERVER))('starts with zero configuration, logs in as admin, and closes on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-serve-'));
    const child = spawn(process.execPath, [MAIN, 'serve'], { cwd: dir, env: { PATH: process.env['PATH'] ?? '', PORT: '0' } });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    const listening = new Promise<string>((resolveUrl, reject) => {
      child.stderr.on('data', (chunk: string) => {
        stderr += chunk;
        const match = /listening on (\S+)/.exec(stderr);
        if (match) resolveUrl(match[1]!);
      });
      child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    try {
      const url = await listening;
      const password = /created user "admin" with password: (\S+)/.exec(stderr)?.[1];
      expect(password).toBeDefined();
      expect(existsSync(join(dir, 'data', 'main.beancount'))).toBe(true);
      const response = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
      expect(response.status).toBe(200);
      const { access_token, ...rest } = (await response.json()) as { access_token: string };
      expect(rest).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
      const health = () => fetch(`${url}/api/v1/health`, { headers: { authorization: `Bearer ${access_token}` } });
      expect((await health()).status).toBe(200);

      // User changes made by the CLI reach the running server without a restart.
      const cliEnv = { PATH: process.env['PATH'] ?? '' };
      expect(spawnSync(process.execPath, [MAIN, 'user', 'add', 'bob'], { cwd: dir, input: 'bob-password\n', env: cliEnv }).status).toBe(0);
      const bob = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bob', password: 'bob-password' }) });
      expect(bob.status).toBe(200);
      expect(spawnSync(process.execPath, [MAIN, 'user', 'passwd', 'admin'], { cwd: dir, input: 'new-admin-password\n', env: cliEnv }).status).toBe(0);
      const refused = await health();
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stderr).toContain('SIGTERM received, closing');
  });
});

describe('beanledger serve and SIGHUP', () => {
  // (QA of session 28: SIGHUP ended the process at once, with no closing line and no draining)
  it.skipIf(!existsSync(SERVER))('closes gracefully on SIGHUP, as on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-serve-'));
    const child = spawn(process.execPath, [MAIN, 'serve'], { cwd: dir, env: { PATH: process.env['PATH'] ?? '', PORT: '0' } });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    const listening = new Promise<void>((resolveListening, reject) => {
      child.stderr.on('data', (chunk: string) => {
        stderr += chunk;
        if (/listening on /.test(stderr)) resolveListening();
      });
      child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    await listening;
    child.kill('SIGHUP');
    expect(await exited).toBe(0);
    expect(stderr).toContain('SIGHUP received, closing');
  });
});

describe('beanledger serve twice on one data directory', () => {
  // (QA of session 28: the second started silently, and a retry with the same Idempotency-Key sent
  // to it wrote the entry a second time)
  const start = (dir: string) => {
    const child = spawn(process.execPath, [MAIN, 'serve'], { cwd: dir, env: { PATH: process.env['PATH'] ?? '', PORT: '0' } });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    const listening = new Promise<void>((resolveListening) => {
      child.stderr.on('data', (chunk: string) => {
        stderr += chunk;
        if (/listening on /.test(stderr)) resolveListening();
      });
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    return { child, listening, exited, stderr: () => stderr };
  };

  it.skipIf(!existsSync(SERVER))('refuses the second with one line naming the first; once the first is gone, a start takes over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-serve-'));
    const first = start(dir);
    await first.listening;
    try {
      const second = start(dir);
      expect(await second.exited).toBe(1);
      expect(second.stderr().trim().split('\n').at(-1)).toBe(`beanledger: another beanledger (pid ${first.child.pid}) serves the data directory ${join(dir, 'data')}: stop it first (if none runs, remove ${join(dir, 'data', 'serve.pid')})`);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dir, 'data', 'serve.pid'))).toBe(false);
    // a pid file left by a server that died (a pid no process has) is taken over
    writeFileSync(join(dir, 'data', 'serve.pid'), '999999999\n');
    const third = start(dir);
    await third.listening;
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it.skipIf(!existsSync(SERVER))('starts on a copy of the data directory made while the first runs (its serve.pid names the first server)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-serve-'));
    const first = start(dir);
    await first.listening;
    const copy = mkdtempSync(join(tmpdir(), 'bl-serve-copy-'));
    try {
      // (QA: a backup copied with `cp -a` and started beside the live server was refused, naming it)
      cpSync(join(dir, 'data'), join(copy, 'data'), { recursive: true });
      expect(readFileSync(join(copy, 'data', 'serve.pid'), 'utf8').split('\n')[0]).toBe(String(first.child.pid));
      const second = start(copy);
      await Promise.race([second.listening, second.exited.then((code) => Promise.reject(new Error(`exited ${code}: ${second.stderr()}`)))]);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dir, 'data', 'serve.pid'))).toBe(false);
  });
});
