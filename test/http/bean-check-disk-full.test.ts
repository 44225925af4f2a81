// With LEDGER_BEAN_CHECK, a full disk met while the checked copy of the ledger is written is the
// 503 of any write on a full disk, and the copy (the ledger's text) is not left behind (QA: a 422
// "ENOSPC: ...; nothing was written.", and a .main.beancount.beanledger-check-*.tmp file kept).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

const diskFull = vi.hoisted(() => ({ on: false }));
// The copy is written with writeFile(copy, text, { flag: 'wx' }): a full disk takes a part of it.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (...args: Parameters<typeof fs.writeFile>) => {
    if (diskFull.on && String(args[0]).includes('.beanledger-check-')) {
      await fs.writeFile(args[0], String(args[1]).slice(0, 10), args[2]);
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', syscall: 'write', errno: -28 });
    }
    return fs.writeFile(...args);
  };
  return { ...fs, writeFile, default: { ...fs, writeFile } };
});

const LEDGER = `plugin "some_plugin_of_the_user"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Expenses:Food CNY
`;

describe('the checked copy on a full disk', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    diskFull.on = false;
    await t?.close();
    t = null;
  });

  test('is a 503 naming the ledger and the full disk, nothing written, and no copy left', async () => {
    // bean-check is never reached: the copy it would check cannot be written
    t = await makeTestApp(LEDGER, { stores: new StoreRegistry({ beanCheck: '/nonexistent/bean-check' }) });
    const before = await t.ledgerText();
    diskFull.on = true;
    const failed = await t.post('/bean/transactions', {
      date: '2020-01-02',
      narration: 'Dinner',
      postings: [{ account: 'Expenses:Food', units: { number: '12.50', currency: 'CNY' } }, { account: 'Assets:Bank' }],
    });
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json().detail).toBe('The file main.beancount cannot be written: the disk is full; nothing was written. The service answers again once that is put right.');
    expect(await t.ledgerText()).toBe(before);
    expect(readdirSync(t.dir).filter((name) => name.includes('beanledger-check'))).toEqual([]);
  });
});
