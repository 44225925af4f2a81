// The ledger file missing or not a file: a 503 that says so (with the file's name, not its
// directory), nothing written, and the service answers again once the file is back.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { makeTestApp, type TestApp } from './test-app.ts';
import { fileProblem } from '../../src/http/error-handler.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a ledger file in trouble', () => {
  test('missing, then a directory: 503 naming the file; back in place: 200 again', async () => {
    const text = await readFile(t.ledgerFile, 'utf8');
    const name = basename(t.ledgerFile);
    await rename(t.ledgerFile, `${t.ledgerFile}.away`);
    const missing = await t.get('/bean/balances');
    expect(missing.statusCode).toBe(503);
    // A read says what is wrong; only a write adds that nothing was written.
    expect(missing.json().detail).toBe(`The file ${name} is missing. The service answers again once that is put right.`);
    expect(missing.body).not.toContain(t.ledgerFile);
    expect((await t.get('/health')).statusCode).toBe(503);
    const write = await t.post('/bean/accounts', { name: 'Assets:Trouble', date: '2024-01-01' });
    expect(write.json().detail).toBe(`The file ${name} is missing; nothing was written. The service answers again once that is put right.`);
    // (QA of session 28: parsing a sentence writes nothing, so its 503 does not say so either)
    const parse = await t.post('/bean/nlp/parse', { text: '午饭 30' });
    expect(parse.statusCode).toBe(503);
    expect(parse.json().detail).toBe(`The file ${name} is missing. The service answers again once that is put right.`);
    await mkdir(t.ledgerFile);
    const directory = await t.post('/bean/accounts', { name: 'Assets:Trouble', date: '2024-01-01' });
    expect(directory.statusCode).toBe(503);
    expect(directory.json().detail).toMatch(/ is a directory, not a file; nothing was written/);
    // The OpenAPI document lists the 503 for the routes that read the ledger too.
    const spec = (await t.get('/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const [path, method] of [['/api/v1/health', 'get'], ['/api/v1/bean/balances', 'get'], ['/api/v1/bean/transactions', 'get'], ['/api/v1/bean/transactions/{id}', 'get'], ['/api/v1/bean/accounts', 'get'], ['/api/v1/bean/nlp/parse', 'post']] as const)
      expect(Object.keys(spec.paths[path]![method]!.responses), `${method} ${path}`).toContain('503');
    await rm(t.ledgerFile, { recursive: true });
    await writeFile(t.ledgerFile, text);
    expect((await t.get('/bean/balances')).statusCode).toBe(200);
  });
});

describe('the file a 503 names', () => {
  test('the lock, not the temporary file it is made from, and the directory it cannot be made in (a read-only directory named main.beancount.lock.27297.jlr4pxo9k2r)', () => {
    const denied = (path: string) => Object.assign(new Error('EACCES'), { code: 'EACCES', syscall: 'open', path });
    // (git QA: the lock cannot be made in a read-only directory: the directory is named as the trouble)
    expect(fileProblem(denied('/srv/books/main.beancount.lock.27297.jlr4pxo9k2r'), 'POST')?.detail).toBe(
      "The lock file main.beancount.lock cannot be made: the ledger's directory cannot be written by the service (permissions); nothing was written. The service answers again once that is put right.",
    );
    expect(fileProblem({ ...denied('/srv/books/main.beancount.lock'), code: 'EROFS' }, 'POST')?.detail).toMatch(/^The lock file main\.beancount\.lock cannot be made: the ledger's directory is on a read-only file system/);
    expect(fileProblem(denied('/srv/books/main.beancount'), 'POST')?.detail).toMatch(/^The file main\.beancount cannot be read or written/);
    expect(fileProblem(denied('/srv/books/main.beancount'), 'POST')?.detail).not.toContain('/srv/books');
  });
});

describe('file troubles that were a bare 500 (QA)', () => {
  test('a symbolic link loop at the ledger path: 503 naming the file, on a write, a read and /health', async () => {
    const text = await readFile(t.ledgerFile, 'utf8');
    const name = basename(t.ledgerFile);
    await rm(t.ledgerFile);
    await symlink(name, t.ledgerFile); // a link to itself
    try {
      const write = await t.post('/bean/accounts', { name: 'Assets:Loop', date: '2024-01-01' });
      expect(write.statusCode, write.body).toBe(503);
      expect(write.json().detail).toBe(`The file ${name} cannot be reached: its path is a loop of symbolic links; nothing was written. The service answers again once that is put right.`);
      const read = await t.get('/bean/balances');
      expect(read.statusCode).toBe(503);
      expect(read.json().detail).toBe(`The file ${name} cannot be reached: its path is a loop of symbolic links. The service answers again once that is put right.`);
      expect((await t.get('/health')).statusCode).toBe(503);
    } finally {
      await rm(t.ledgerFile);
      await writeFile(t.ledgerFile, text);
    }
    expect((await t.get('/bean/balances')).statusCode).toBe(200);
  });

  test.runIf(process.platform === 'linux')("a quota used up (errno -122, which Node 24 reports as code 'UNKNOWN'), and an input/output error on fsync", () => {
    const quota = Object.assign(new Error('UNKNOWN: unknown error, write'), { code: 'UNKNOWN', errno: -122, syscall: 'write', path: '/srv/books/main.beancount' });
    expect(fileProblem(quota, 'POST')?.detail).toBe('The file main.beancount cannot be written: the disk quota is used up; nothing was written. The service answers again once that is put right.');
    const io = Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO', errno: -5, syscall: 'fsync' });
    expect(fileProblem(io, 'POST')?.status).toBe(503);
    expect(fileProblem(io, 'POST')?.detail).toBe('The ledger file cannot be read or written: the disk reports an input/output error; nothing was written. The service answers again once that is put right.');
    // an unknown error of another number is still a 500
    expect(fileProblem({ code: 'UNKNOWN', errno: -999, syscall: 'write' }, 'POST')).toBeNull();
  });
});
