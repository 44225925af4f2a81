// A ledger that enables a plugin the service does not run (the user's own): with
// LEDGER_BEAN_CHECK, each write is checked by bean-check itself, which runs that plugin; what it
// rejects is a 422 and nothing is written. The plugin here is a real Python module on PYTHONPATH.
import { appendFile, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { beanCheck, hasBeanCheck, makeTestApp } from './test-app.ts';
import { startServe } from './child-server.ts';

const PLUGIN = `
import collections
import os
from beancount.core import data

__plugins__ = ['reject_forbidden']

ForbiddenError = collections.namedtuple('ForbiddenError', 'source message entry')

def reject_forbidden(entries, options_map):
    errors = [ForbiddenError(e.meta, 'Forbidden narration: ' + e.narration, e)
              for e in entries if isinstance(e, data.Transaction) and 'forbidden' in e.narration]
    errors += [ForbiddenError(e.meta, 'The service passed its secrets to bean-check', e)
               for e in entries if isinstance(e, data.Transaction) and e.narration == 'secrets?'
               and ('LEDGER_JWT_SECRET' in os.environ or 'LEDGER_ADMIN_PASSWORD' in os.environ)]
    return entries, errors
`;

const LEDGER = `plugin "beanledger_test_forbidden"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Expenses:Food CNY
`;

const meal = (narration: string) => ({
  date: '2020-01-02',
  narration,
  postings: [{ account: 'Expenses:Food', units: { number: '12.50', currency: 'CNY' } }, { account: 'Assets:Bank' }],
});

const run = hasBeanCheck();
let pluginDir: string;
let pythonPath: string | undefined;

beforeAll(async () => {
  pluginDir = await mkdtemp(join(tmpdir(), 'beanledger-plugin-'));
  await writeFile(join(pluginDir, 'beanledger_test_forbidden.py'), PLUGIN);
  pythonPath = process.env.PYTHONPATH;
  process.env.PYTHONPATH = pythonPath ? `${pluginDir}:${pythonPath}` : pluginDir;
});
afterAll(async () => {
  if (pythonPath === undefined) delete process.env.PYTHONPATH;
  else process.env.PYTHONPATH = pythonPath;
  await rm(pluginDir, { recursive: true, force: true });
});

describe.runIf(run)('writes to a ledger with a plugin the service does not run, checked by bean-check', () => {
  test('what the plugin rejects is a 422 naming its error, the rest is written; bean-check passes after', async () => {
    const t = await makeTestApp(LEDGER, { stores: new StoreRegistry({ beanCheck: 'bean-check' }) });
    try {
      expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
      // A copy left by a process stopped during a check an hour ago, and one of a check in progress.
      const stale = join(t.dir, '.main.beancount.beanledger-check-0123456789ab.tmp');
      const fresh = join(t.dir, '.main.beancount.beanledger-check-ba9876543210.tmp');
      await writeFile(stale, 'x');
      await writeFile(fresh, 'x');
      const hourAgo = new Date(Date.now() - 3600_000);
      await utimes(stale, hourAgo, hourAgo);
      const ok = await t.post('/bean/transactions', meal('Dinner'));
      expect(ok.statusCode).toBe(201);
      expect(ok.json().postings[1]).toMatchObject({ units: { number: '-12.50', currency: 'CNY' }, interpolated: true });
      const written = await t.ledgerText();

      const refused = await t.post('/bean/transactions', meal('A forbidden dinner'));
      expect(refused.statusCode).toBe(422);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json().errors).toEqual([expect.objectContaining({ message: 'Forbidden narration: A forbidden dinner', file: 'main.beancount' })]);
      // The line is the one the transaction would have had, and no server path is shown.
      expect(refused.json().errors[0].line).toBeGreaterThan(written.split('\n').length - 1);
      expect(JSON.stringify(refused.json())).not.toContain(t.dir);
      expect(await t.ledgerText()).toBe(written);

      const again = await t.post('/bean/transactions', meal('Lunch'));
      expect(again.statusCode).toBe(201);
      // bean-check runs the user's plugins: the service's secrets stay out of its environment.
      const saved = { secret: process.env.LEDGER_JWT_SECRET, password: process.env.LEDGER_ADMIN_PASSWORD };
      process.env.LEDGER_JWT_SECRET = 'x'.repeat(40);
      process.env.LEDGER_ADMIN_PASSWORD = 'hunter2';
      try {
        expect((await t.post('/bean/transactions', meal('secrets?'))).statusCode).toBe(201);
      } finally {
        if (saved.secret === undefined) delete process.env.LEDGER_JWT_SECRET;
        else process.env.LEDGER_JWT_SECRET = saved.secret;
        if (saved.password === undefined) delete process.env.LEDGER_ADMIN_PASSWORD;
        else process.env.LEDGER_ADMIN_PASSWORD = saved.password;
      }
      expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
      // The copies bean-check read are gone, and so is the stale one; the other is left alone.
      expect((await readdir(t.dir)).filter((f) => f.includes('beanledger-check'))).toEqual([basename(fresh)]);
    } finally {
      await t.close();
    }
  });

  test('errors the ledger already has do not block a write; without LEDGER_BEAN_CHECK every write is refused', async () => {
    const broken = `${LEDGER}2020-01-03 * "already forbidden"\n  Expenses:Food  1 CNY\n  Assets:Bank\n`;
    const t = await makeTestApp(broken, { stores: new StoreRegistry({ beanCheck: 'bean-check' }) });
    try {
      expect((await t.get('/health')).json().ledger).toMatchObject({ writes: 'checked by bean-check', plugins_not_run: ['beanledger_test_forbidden'] });
      expect(beanCheck(t.ledgerFile).ok).toBe(false);
      expect((await t.post('/bean/transactions', meal('Dinner'))).statusCode).toBe(201);
      expect((await t.post('/bean/transactions', meal('forbidden again'))).statusCode).toBe(422);
    } finally {
      await t.close();
    }
    const plain = await makeTestApp(LEDGER);
    try {
      // The plugin not run is a warning, not one of the ledger's errors (bean-check passes it).
      expect((await plain.get('/health')).json().ledger).toMatchObject({
        writes: 'refused',
        plugins_not_run: ['beanledger_test_forbidden'],
        errors: [],
        error_count: 0,
        warnings: [{ file: 'main.beancount', message: 'Plugin "beanledger_test_forbidden" is not supported here; it was not run' }],
      });
      const r = await plain.post('/bean/transactions', meal('Dinner'));
      expect(r.statusCode).toBe(422);
      expect(r.json().errors[0].message).toContain('plugin "beanledger_test_forbidden", which this service does not run');
      expect(r.json().detail).toContain('LEDGER_BEAN_CHECK can name a bean-check');
    } finally {
      await plain.close();
    }
  });
});

// Fava-user QA of session 48: a plugin bean-check cannot import where the service runs (its
// PYTHONPATH not the user's) checked nothing. Its error was one the ledger already had, so what it
// forbids was written, while /health said "checked by bean-check". Now every write is refused,
// saying so, and /health says writes are refused and why.
describe.runIf(run)('a plugin that bean-check cannot import', () => {
  test('refuses every write with a 503 naming it, writes nothing, and /health says so', async () => {
    const missing = LEDGER.replace('beanledger_test_forbidden', 'beanledger_test_not_on_path');
    const t = await makeTestApp(missing, { stores: new StoreRegistry({ beanCheck: 'bean-check' }) });
    try {
      const before = await t.ledgerText();
      const r = await t.post('/bean/transactions', meal('A forbidden dinner'));
      expect(r.statusCode).toBe(503);
      expect(r.json().detail).toContain('could not import the plugin "beanledger_test_not_on_path"');
      expect(r.json().detail).toContain('nothing was written');
      expect(await t.ledgerText()).toBe(before);
      const health = (await t.get('/health')).json().ledger;
      expect(health.writes).toBe('refused');
      expect(health.warnings).toContainEqual(expect.objectContaining({ message: expect.stringContaining('could not import the plugin "beanledger_test_not_on_path"') }));
    } finally {
      await t.close();
    }
  });
});

// Session 51: /health learned it only when a write was refused for it; bean-check now checks the
// ledger once as loaded, so /health says writes are refused (and why) before anyone writes.
describe.runIf(run)('a plugin that bean-check cannot import, before any write', () => {
  test('/health says writes are refused and names the plugin, with no write made', async () => {
    const missing = LEDGER.replace('beanledger_test_forbidden', 'beanledger_test_not_on_path');
    const t = await makeTestApp(missing, { stores: new StoreRegistry({ beanCheck: 'bean-check' }) });
    try {
      const before = await t.ledgerText();
      let health = (await t.get('/health')).json().ledger;
      // (bean-check runs in the background: a few seconds at most)
      for (let waited = 0; health.writes !== 'refused' && waited < 30_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        health = (await t.get('/health')).json().ledger;
      }
      expect(health.writes).toBe('refused');
      expect(health.warnings).toContainEqual(expect.objectContaining({ message: expect.stringContaining('could not import the plugin "beanledger_test_not_on_path" when it last checked the ledger') }));
      expect(await t.ledgerText()).toBe(before);
      // A write is refused as before, and its answer names the plugin.
      const r = await t.post('/bean/transactions', meal('Dinner'));
      expect(r.statusCode).toBe(503);
      expect(r.json().detail).toContain('could not import the plugin "beanledger_test_not_on_path"');
    } finally {
      await t.close();
    }
  });

  test('a ledger whose plugin bean-check imports keeps "checked by bean-check"', async () => {
    const t = await makeTestApp(LEDGER, { stores: new StoreRegistry({ beanCheck: 'bean-check' }) });
    try {
      (await t.get('/health')).json();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await t.get('/health')).json().ledger.writes).toBe('checked by bean-check');
      expect((await t.post('/bean/transactions', meal('Dinner'))).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

// Recheck QA of session 51: the server refuses to read, for a user's ledger, files that are not
// theirs (ledger-read-guard.ts), but bean-check read them: its 422 quoted another user's entries.
describe.runIf(run)('an include the service does not read', () => {
  test('is not handed to bean-check: the write is a 422 naming the include, quoting none of its text', async () => {
    const t = await makeTestApp(`${LEDGER}include "secret.beancount"\n`, {
      stores: new StoreRegistry({ beanCheck: 'bean-check', readGuard: async () => (file) => (file.endsWith('secret.beancount') ? "it is another user's ledger" : null) }),
    });
    try {
      await writeFile(join(t.dir, 'secret.beancount'), 'TOPSECRET-LINE\n2020-01-03 * "their private dinner"\n  Expenses:Food  99 CNY\n  Assets:Bank\n');
      const before = await t.ledgerText();
      const r = await t.post('/bean/transactions', meal('Dinner'));
      expect(r.statusCode).toBe(422);
      expect(r.json().detail).toContain('this ledger includes "secret.beancount", which the service does not read for it');
      expect(r.json().detail).toContain('every write is refused until that include is removed: nothing was written');
      expect(r.body).not.toContain('TOPSECRET');
      // (and /health says writes are refused, and why: it said "checked by bean-check")
      const health = (await t.get('/health')).json().ledger;
      expect(health.writes).toBe('refused');
      expect(health.warnings).toContainEqual(expect.objectContaining({ message: expect.stringContaining('this ledger includes "secret.beancount"') }));
      expect(JSON.stringify(health)).not.toContain('TOPSECRET');
      expect(r.body).not.toContain('private dinner');
      expect(await t.ledgerText()).toBe(before);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(run)('bean-check runs once per write', () => {
  test('the last checked change is the next baseline; an edit to an included file makes it stale', async () => {
    const log = join(pluginDir, 'invocations.log');
    const tool = join(pluginDir, 'counting-bean-check');
    await writeFile(tool, `#!/bin/sh\necho run >> '${log}'\nexec bean-check "$@"\n`, { mode: 0o755 });
    await writeFile(log, '');
    const runs = async () => (await readFile(log, 'utf8')).split('\n').filter((l) => l === 'run').length;
    const t = await makeTestApp(`${LEDGER}include "other.beancount"\n`, { stores: new StoreRegistry({ beanCheck: tool }) });
    try {
      const other = join(t.dir, 'other.beancount');
      await writeFile(other, '2020-01-01 open Income:Gifts CNY\n');
      for (const narration of ['Dinner', 'Lunch', 'Tea']) expect((await t.post('/bean/transactions', meal(narration))).statusCode).toBe(201);
      expect(await runs()).toBe(4);
      // Someone records a forbidden gift in the included file: an error the ledger now has.
      await appendFile(other, '2020-01-05 * "forbidden gift"\n  Assets:Bank  5 CNY\n  Income:Gifts\n');
      expect(beanCheck(t.ledgerFile).ok).toBe(false);
      expect((await t.post('/bean/transactions', meal('Supper'))).statusCode).toBe(201);
      expect(await runs()).toBe(6);
    } finally {
      await t.close();
    }
  });
});

describe('copies left by a process stopped during a check', () => {
  test('are removed when the ledger is first loaded, once older than a check may take', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'beanledger-stale-'));
    try {
      const file = join(dir, 'main.beancount');
      await writeFile(file, LEDGER);
      const stale = join(dir, '.main.beancount.beanledger-check-0123456789ab.tmp');
      const recent = join(dir, '.main.beancount.beanledger-check-ba9876543210.tmp');
      await writeFile(stale, LEDGER, { mode: 0o600 });
      await writeFile(recent, LEDGER, { mode: 0o600 });
      const hourAgo = new Date(Date.now() - 3600_000);
      await utimes(stale, hourAgo, hourAgo);
      const store = await new StoreRegistry({ beanCheck: 'bean-check' }).forFile(file);
      await store.snapshot();
      // (beside the check of the ledger as loaded, which makes a copy of its own while it runs)
      const left = (await readdir(dir)).filter((name) => name !== basename(recent) && name !== 'main.beancount');
      expect(left.filter((name) => !/^\.main\.beancount\.beanledger-check-[0-9a-f]{12}\.tmp$/.test(name) || name === basename(stale))).toEqual([]);
      expect(await readdir(dir)).toContain(basename(recent));
      await store.close();
      // Without LEDGER_BEAN_CHECK the service makes no such copies and leaves the directory alone.
      await utimes(recent, hourAgo, hourAgo);
      await (await new StoreRegistry().forFile(file)).snapshot();
      expect((await readdir(dir)).sort()).toEqual([basename(recent), 'main.beancount']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(run)('reads while bean-check checks a write', () => {
  test('are answered from the ledger as it is, without waiting for the check; the write shows once it is answered', async () => {
    const started = join(pluginDir, 'slow-started');
    const tool = join(pluginDir, 'slow-bean-check');
    // Each run marks that it started, then takes a while.
    await writeFile(tool, `#!/bin/sh\ntouch '${started}'\nsleep 2\nexec bean-check "$@"\n`, { mode: 0o755 });
    const t = await makeTestApp(LEDGER, { stores: new StoreRegistry({ beanCheck: tool }) });
    try {
      expect((await t.post('/bean/transactions', meal('Breakfast'))).statusCode).toBe(201);
      // The next write takes one run (its baseline is the change just checked).
      await rm(started);
      let answered = false;
      const write = t.post('/bean/transactions', meal('Dinner')).then((r) => {
        answered = true;
        return r;
      });
      while (!existsSync(started)) await new Promise((resolve) => setTimeout(resolve, 20));
      const during = await t.get('/bean/transactions');
      expect(answered).toBe(false);
      expect(during.statusCode).toBe(200);
      expect(during.json().data.map((x: { narration: string }) => x.narration)).toEqual(['Breakfast']);
      expect((await write).statusCode).toBe(201);
      const after = await t.get('/bean/transactions');
      expect(after.json().data.map((x: { narration: string }) => x.narration)).toEqual(['Dinner', 'Breakfast']);
    } finally {
      await t.close();
    }
  }, 30_000);
});

describe('a bean-check that fails without naming an error', () => {
  test('is no verdict: the write is a 422 saying so, and nothing is written', async () => {
    const tool = join(pluginDir, 'crashing-bean-check');
    await writeFile(tool, '#!/bin/sh\necho "Traceback (most recent call last):" >&2\necho "RuntimeError: boom" >&2\nexit 1\n', { mode: 0o755 });
    const t = await makeTestApp(LEDGER, { stores: new StoreRegistry({ beanCheck: tool }) });
    try {
      const before = await t.ledgerText();
      const r = await t.post('/bean/transactions', meal('Dinner'));
      expect(r.statusCode).toBe(422);
      expect(r.json().detail).toBe('bean-check could not check the change: RuntimeError: boom; nothing was written.');
      expect(await t.ledgerText()).toBe(before);
      expect((await readdir(t.dir)).filter((f) => f.includes('beanledger-check'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('serve with such a ledger', () => {
  test('warns at start that writes are refused, unless LEDGER_BEAN_CHECK is set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'beanledger-plugin-serve-'));
    try {
      await writeFile(join(dir, 'main.beancount'), LEDGER);
      const plain = await startServe(dir);
      expect(await plain.stop()).toBe(0);
      expect(plain.stderr()).toMatch(/warning: the ledger enables plugin "beanledger_test_forbidden", which this service does not run: every write is refused \(422\) unless LEDGER_BEAN_CHECK/);
      const tool = join(dir, 'fake-bean-check');
      await writeFile(tool, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
      const checked = await startServe(dir, { LEDGER_BEAN_CHECK: tool });
      expect(await checked.stop()).toBe(0);
      expect(checked.stderr()).not.toMatch(/warning/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
