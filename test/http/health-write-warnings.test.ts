// QA (a couple posting from phones): an answered entry written again after a save removed it
// within 3 s, or taken for discarded with git and not written again, was said only in the
// server's log, which an API user never sees; /health said nothing. Now /health lists what the
// store did on its own in the last minutes, with the file and when.
import { afterEach, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTestApp, SAMPLE_LEDGER, type TestApp } from './test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lunch = { date: '2024-01-10', narration: 'Lunch with Li', postings: [{ account: 'Expenses:Food', units: { number: '35.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] };

function git(cwd: string, ...args: string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, env: { ...env, GIT_CONFIG_NOSYSTEM: '1', HOME: cwd }, encoding: 'utf8' });
}

/** /health's warnings, polled until one comes (up to 2 s). */
async function warningsSoon(): Promise<{ file: string; line: number; message: string; at?: string }[]> {
  for (let waited = 0; ; waited += 50) {
    const health = await t.get('/health');
    expect(health.statusCode).toBe(200);
    const { warnings } = health.json().ledger;
    if (warnings.length > 0 || waited >= 2000) return warnings;
    await sleep(50);
  }
}

describe("/health lists what the store did to the ledger's file on its own", () => {
  test('an answered entry a save removed within 3 s, written again', async () => {
    t = await makeTestApp();
    expect((await t.get('/health')).json().ledger.warnings).toEqual([]);
    const before = Date.now();
    expect((await t.post('/bean/transactions', lunch)).statusCode).toBe(201);
    // (an editor's copy read before the post, saved by rename)
    await writeFile(join(t.dir, '.main.beancount.swp'), SAMPLE_LEDGER);
    await rename(join(t.dir, '.main.beancount.swp'), t.ledgerFile);
    const warnings = await warningsSoon();
    expect(warnings).toEqual([{ file: 'main.beancount', line: 0, message: expect.stringMatching(/^a save held the file without a text appended 3 s ago or less \(2024-01-10 \* "Lunch with Li"\): it was written again; delete it again if you removed it on purpose$/), at: expect.any(String) }]);
    const at = Date.parse(warnings[0]!.at!);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(await t.ledgerText()).toContain('"Lunch with Li"');
  });

  test('an answered entry discarded with git reset --hard, not written again', async () => {
    t = await makeTestApp();
    git(t.dir, 'init', '-q');
    git(t.dir, 'add', 'main.beancount');
    git(t.dir, 'commit', '-qm', 'ledger');
    expect((await t.post('/bean/transactions', lunch)).statusCode).toBe(201);
    await sleep(100);
    git(t.dir, 'reset', '-q', '--hard');
    const warnings = await warningsSoon();
    expect(warnings).toEqual([expect.objectContaining({ file: 'main.beancount', line: 0, message: expect.stringMatching(/^an append answered moments ago \(2024-01-10 \* "Lunch with Li"\) is no longer in the file, and git has put the file back as its index holds it since: taken for discarded with git/) })]);
    expect(await t.ledgerText()).toBe(SAMPLE_LEDGER);
  });
});
