// LEDGER_ADMIN_USER with LEDGER_FILE is the operator saying which user owns which file: when that
// file is already another user's, both own it (README "How writes work": one in-memory ledger per
// main file, shared by every user who owns that file), but the start says so.
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../src/config.ts';
import { bootstrap } from '../../src/auth/bootstrap.ts';
import { UserStore } from '../../src/auth/users.ts';

async function run(env: Record<string, string>, cwd: string): Promise<string[]> {
  const lines: string[] = [];
  await bootstrap(readConfig(env, cwd), (line) => lines.push(line));
  return lines;
}

describe('bootstrap: LEDGER_FILE already owned by another user', () => {
  it('gives the file to LEDGER_ADMIN_USER as configured, with a warning naming the other owner, once', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'bl-boot-share-'));
    await run({}, cwd); // admin owns data/main.beancount
    const env = { LEDGER_ADMIN_USER: 'owner', LEDGER_ADMIN_PASSWORD: 'owner-password' };
    const lines = await run(env, cwd);
    const ledger = join(cwd, 'data', 'main.beancount');
    expect(lines.filter((l) => l.includes('warning'))).toEqual([
      `beanledger: warning: ${ledger} is also the ledger of user "admin": both users read and write the same books`,
    ]);
    const users = await new UserStore(join(cwd, 'data')).list();
    expect(users.map((u) => [u.name, u.ledger])).toEqual([['admin', ledger], ['owner', ledger]]);
    expect((await run(env, cwd)).filter((l) => l.includes('warning'))).toEqual([]); // nothing assigned again
  });
});
