// Security QA of session 51: a user who can edit their own ledger file (git, Syncthing, Fava) put
// `include "jwt-secret"` in it, and /health showed the signing key as the errors of that file
// (`Invalid token: '<the key>'`); a token forged with it read the admin's ledger. So did
// `include "/proc/self/environ"` (the admin's password), `include "users.json"`, and an include
// of another user's ledger (their transactions). The service's guard keeps a ledger to files
// under its main file's directory, never the service's own files nor another user's ledger.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { link, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ledger } from '../../src/ledger/ledger.ts';
import { ledgerReadGuard } from '../../src/auth/ledger-read-guard.ts';

const SECRET = 'f00dfeedcafebabe0123456789abcdef';
const OPENS = '2024-01-01 open Assets:Cash CNY\n2024-01-01 open Expenses:Food CNY\n';
const BOBS = `${OPENS}2024-02-01 * "bob's secret dinner"\n  Expenses:Food  88 CNY\n  Assets:Cash\n`;

let data: string;
let outside: string;
beforeEach(async () => {
  data = await mkdtemp(join(tmpdir(), 'read-guard-'));
  outside = await mkdtemp(join(tmpdir(), 'read-guard-outside-'));
  await writeFile(join(data, 'jwt-secret'), `${SECRET}\n`);
  await writeFile(join(data, 'users.json'), '{"version":1,"users":[]}\n');
  await writeFile(join(data, 'bob.beancount'), BOBS);
  await writeFile(join(outside, 'notes.txt'), 'the private key of someone else\n');
});
afterEach(async () => {
  await rm(data, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

/** Erin's ledger (in the data directory, as `user add` makes it) with `lines` after its opens, loaded as the server does. */
async function erinWith(lines: string): Promise<Ledger> {
  const erin = join(data, 'erin.beancount');
  await writeFile(erin, `${OPENS}${lines}`);
  return Ledger.load(erin, undefined, undefined, await ledgerReadGuard(erin, data, [erin, join(data, 'bob.beancount')]));
}

const messages = (ledger: Ledger) => ledger.errors.map((e) => e.message);

describe('a ledger served to a user reads only what is its own', () => {
  test('the signing key, users.json and /proc/self/environ are not read, and their text is in no error', async () => {
    const ledger = await erinWith('include "jwt-secret"\ninclude "users.json"\ninclude "/proc/self/environ"\n');
    expect(messages(ledger)).toEqual([
      `File "${join(data, 'jwt-secret')}" is not read: it is the service's own jwt-secret, never part of a ledger`,
      `File "${join(data, 'users.json')}" is not read: it is the service's own users.json, never part of a ledger`,
      expect.stringMatching(/^File "\/proc\/self\/environ" is not read: it is outside the directory of the ledger's main file \(.*\), and where the service has several users a ledger reads only files under it$/),
    ]);
    expect(JSON.stringify(ledger.errors)).not.toContain(SECRET);
    expect(ledger.files).toEqual([join(data, 'erin.beancount')]);
  });

  test("another user's ledger is not read: its transactions are not this ledger's", async () => {
    const ledger = await erinWith('include "bob.beancount"\n');
    expect(messages(ledger)).toEqual([`File "${join(data, 'bob.beancount')}" is not read: it is another user's ledger`]);
    expect(ledger.directives.some((d) => d.type === 'transaction')).toBe(false);
  });

  test('nor through a link to them, symbolic or hard, nor a file outside through a link inside', async () => {
    await symlink(join(data, 'jwt-secret'), join(data, 'key.beancount'));
    await link(join(data, 'bob.beancount'), join(data, 'twin.beancount'));
    await symlink(join(outside, 'notes.txt'), join(data, 'notes.beancount'));
    const ledger = await erinWith('include "key.beancount"\ninclude "twin.beancount"\ninclude "notes.beancount"\n');
    expect(messages(ledger)).toEqual([
      `File "${join(data, 'key.beancount')}" is not read: it is the service's own jwt-secret, never part of a ledger`,
      `File "${join(data, 'twin.beancount')}" is not read: it is another user's ledger`,
      expect.stringMatching(/^File ".*notes\.beancount" is not read: it is outside the directory/),
    ]);
    expect(JSON.stringify(ledger.errors)).not.toContain('private key');
  });

  test("merge_meta's file is refused the same way", async () => {
    const ledger = await erinWith(`plugin "beancount.plugins.merge_meta" "${join(data, 'bob.beancount')}"\n`);
    expect(messages(ledger)).toEqual([`File "${join(data, 'bob.beancount')}" is not read: it is another user's ledger`]);
  });

  test('its own files under its directory are read, as without the guard', async () => {
    await mkdir(join(data, 'erin'));
    await writeFile(join(data, 'erin', '2024.beancount'), '2024-03-01 * "lunch"\n  Expenses:Food  12 CNY\n  Assets:Cash\n');
    const ledger = await erinWith('include "erin/*.beancount"\n');
    expect(ledger.errors).toEqual([]);
    expect(ledger.directives.filter((d) => d.type === 'transaction')).toHaveLength(1);
  });

  test('without a guard (the check command, the engine alone) the engine reads what the text names, as bean-check does', async () => {
    const erin = join(data, 'erin.beancount');
    await writeFile(erin, `${OPENS}include "bob.beancount"\n`);
    const ledger = Ledger.load(erin);
    expect(ledger.directives.some((d) => d.type === 'transaction' && d.narration === "bob's secret dinner")).toBe(true);
  });
});

describe('a service with one user', () => {
  test("its ledger includes files outside its directory, as with bean-check; never the service's own files", async () => {
    await writeFile(join(outside, 'common.beancount'), '2024-03-02 * "shared"\n  Expenses:Food  5 CNY\n  Assets:Cash\n');
    const erin = join(data, 'erin.beancount');
    await writeFile(erin, `${OPENS}include "${join(outside, 'common.beancount')}"\ninclude "jwt-secret"\n`);
    const ledger = Ledger.load(erin, undefined, undefined, await ledgerReadGuard(erin, data, [erin]));
    expect(messages(ledger)).toEqual([`File "${join(data, 'jwt-secret')}" is not read: it is the service's own jwt-secret, never part of a ledger`]);
    expect(ledger.directives.filter((d) => d.type === 'transaction')).toHaveLength(1);
  });
});
