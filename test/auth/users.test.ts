import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserStore } from '../../src/auth/users.ts';
import { Problem } from '../../src/problem.ts';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'bl-users-'));
}

async function problemOf(promise: Promise<unknown>): Promise<Problem> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Problem);
    return error as Problem;
  }
  throw new Error('expected a Problem');
}

describe('UserStore', () => {
  it('adds users to users.json (mode 0600) without storing the password in clear', async () => {
    const dir = tempDir();
    const store = new UserStore(dir);
    const info = await store.add('alice', 'alice-password', '/books/alice.beancount');
    expect(info).toMatchObject({ name: 'alice', ledger: '/books/alice.beancount' });
    expect(await store.get('alice')).toEqual(info);
    expect(await store.get('bob')).toBeNull();
    const file = join(dir, 'users.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('alice-password');
    expect(JSON.parse(text).users[0].passwordHash).toMatch(/^\$argon2id\$/);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('refuses a second user of the same name (any case) with 409, and bad names and relative ledgers with 400', async () => {
    const store = new UserStore(tempDir());
    await store.add('alice', 'pw-alice-1', '/a.beancount');
    expect((await problemOf(store.add('alice', 'pw', '/b.beancount'))).status).toBe(409);
    expect((await problemOf(store.add('Alice', 'pw', '/b.beancount'))).status).toBe(409);
    expect((await problemOf(store.add('../etc', 'pw', '/b.beancount'))).status).toBe(400);
    expect((await problemOf(store.add('bob', 'pw', 'relative.beancount'))).status).toBe(400);
    expect((await store.list()).map((u) => u.name)).toEqual(['alice']);
  });

  it('verifies credentials, and a password change replaces the session stamp', async () => {
    const store = new UserStore(tempDir());
    await store.add('alice', 'first-password', '/a.beancount');
    const before = await store.verifyCredentials('alice', 'first-password');
    expect(before?.user.name).toBe('alice');
    expect(await store.verifyCredentials('alice', 'wrong')).toBeNull();
    expect(await store.verifyCredentials('nobody', 'first-password')).toBeNull();
    await store.setPassword('alice', 'second-password');
    expect(await store.verifyCredentials('alice', 'first-password')).toBeNull();
    const after = await store.verifyCredentials('alice', 'second-password');
    expect(after).not.toBeNull();
    expect(after!.sessionStamp).not.toBe(before!.sessionStamp);
  });

  it('removes users and changes ledgers; unknown names are 404', async () => {
    const store = new UserStore(tempDir());
    await store.add('alice', 'pw-alice-1', '/a.beancount');
    await store.setLedger('alice', '/b.beancount');
    expect((await store.get('alice'))?.ledger).toBe('/b.beancount');
    await store.remove('alice');
    expect(await store.get('alice')).toBeNull();
    expect((await problemOf(store.remove('alice'))).status).toBe(404);
    expect((await problemOf(store.setPassword('alice', 'x'))).status).toBe(404);
  });

  it('sees changes written by another process (another store instance) without restart', async () => {
    const dir = tempDir();
    const server = new UserStore(dir);
    const cli = new UserStore(dir);
    expect(await server.list()).toEqual([]);
    await cli.add('alice', 'pw-alice-1', '/a.beancount');
    expect((await server.get('alice'))?.ledger).toBe('/a.beancount');
    const stampBefore = (await server.session('alice'))!.sessionStamp;
    await cli.setPassword('alice', 'pw-alice-2');
    expect((await server.session('alice'))!.sessionStamp).not.toBe(stampBefore);
    await cli.remove('alice');
    expect(await server.get('alice')).toBeNull();
  });

  it('sees a hand edit of users.json', async () => {
    const dir = tempDir();
    const store = new UserStore(dir);
    await store.add('alice', 'pw-alice-1', '/a.beancount');
    expect(await store.get('alice')).not.toBeNull();
    const file = join(dir, 'users.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.users[0].ledger = '/edited.beancount';
    writeFileSync(file, JSON.stringify(data));
    expect((await store.get('alice'))?.ledger).toBe('/edited.beancount');
  });

  it('sees an in-place edit of the same size made right after a read', async () => {
    const dir = tempDir();
    const store = new UserStore(dir);
    await store.add('alice', 'pw-alice-1', '/a.beancount');
    const file = join(dir, 'users.json');
    const text = readFileSync(file, 'utf8');
    expect((await store.get('alice'))?.ledger).toBe('/a.beancount');
    writeFileSync(file, text.replace('/a.beancount', '/b.beancount')); // same inode, same size
    expect((await store.get('alice'))?.ledger).toBe('/b.beancount');
  });

  it('keeps every user when two writers add at the same time', async () => {
    const dir = tempDir();
    const a = new UserStore(dir);
    const b = new UserStore(dir);
    await Promise.all([a.add('u1', 'pw-u1-123', '/1.beancount'), b.add('u2', 'pw-u2-123', '/2.beancount'), a.add('u3', 'pw-u3-123', '/3.beancount')]);
    expect((await new UserStore(dir).list()).map((u) => u.name).sort()).toEqual(['u1', 'u2', 'u3']);
  });

  it('reports a corrupt users.json instead of treating it as empty', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'users.json'), '{not json');
    await expect(new UserStore(dir).list()).rejects.toThrow(/not valid JSON/);
  });
});
