// QA of session 28: `sudo beanledger user add sam` on the data directory of a service running as
// its own user left users.json root's (0600): every login was a 503 and the next start stopped.
import { describe, expect, it } from 'vitest';
import { chownSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserStore } from '../../src/auth/users.ts';
import { prepareLedger } from '../../src/auth/starter-ledger.ts';

const NOBODY = 65534;

describe.skipIf(process.getuid?.() !== 0)('files written as root in a data directory of another user', () => {
  it('users.json and a starter ledger made there belong to the directory owner', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'bl-owner-')), 'data');
    const store = new UserStore(dataDir);
    await store.add('first', 'a long enough password', join(dataDir, 'first.beancount'));
    chownSync(dataDir, NOBODY, NOBODY);
    const ledger = join(dataDir, 'sam.beancount');
    await store.add('sam', 'a long enough password', ledger, { prepareLedger: () => prepareLedger(ledger, dataDir) });
    expect(statSync(join(dataDir, 'users.json')).uid).toBe(NOBODY);
    expect(statSync(ledger).uid).toBe(NOBODY);
    expect(statSync(join(dataDir, 'users.json')).mode & 0o777).toBe(0o600);
  });

  it('a starter ledger made outside the data directory, and the directories made for it, belong to the directory owner', async () => {
    // (QA of session 30: `sudo beanledger user add rooty --ledger /srv/ledgers/r.beancount` made a
    // root-owned ledger in a root-owned directory: the service, running as its own user, answered 503)
    const base = mkdtempSync(join(tmpdir(), 'bl-owner-'));
    const dataDir = join(base, 'data');
    const store = new UserStore(dataDir);
    await store.add('first', 'a long enough password', join(dataDir, 'first.beancount'));
    chownSync(dataDir, NOBODY, NOBODY);
    const ledger = join(base, 'ledgers', 'rooty', 'r.beancount');
    await store.add('rooty', 'a long enough password', ledger, { prepareLedger: () => prepareLedger(ledger, dataDir) });
    expect([statSync(ledger).uid, statSync(join(base, 'ledgers', 'rooty')).uid, statSync(join(base, 'ledgers')).uid]).toEqual([NOBODY, NOBODY, NOBODY]);
    expect(statSync(base).uid).toBe(0);
    expect(statSync(ledger).mode & 0o777).toBe(0o600);
  });

  it('a data directory of root keeps root files', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'bl-owner-')), 'data');
    await new UserStore(dataDir).add('first', 'a long enough password', join(dataDir, 'first.beancount'));
    expect(statSync(join(dataDir, 'users.json')).uid).toBe(0);
  });
});
