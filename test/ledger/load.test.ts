import { mkdirSync, mkdtempSync, opendirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFile, ParseCache, processParsed } from '../../src/ledger/load.ts';
import { Ledger } from '../../src/ledger/ledger.ts';

/** `names` in the order the directory lists them (readdir's, unsorted). */
function listed(directory: string, names: readonly string[]): string[] {
  const order: string[] = [];
  const dir = opendirSync(directory);
  for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) order.push(entry.name);
  dir.closeSync();
  return [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-load-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('loadFile', () => {
  it('with a parse cache, parses again only the files whose bytes changed, and gives what a fresh load gives', () => {
    const dir = tree({
      'main.beancount': 'include "accounts.beancount"\ninclude "2021.beancount"\n2020-01-02 * "main"\n  Expenses:Food 1 USD\n  Assets:Cash\n',
      'accounts.beancount': '2020-01-01 open Assets:Cash\n2020-01-01 open Expenses:Food\n',
      '2021.beancount': '2021-01-01 * "x"\n  Expenses:Food 2 USD\n  Assets:Cash\n2021-01-02 balance Assets:Cash -3 USD\n',
    });
    const main = join(dir, 'main.beancount');
    const cache = new ParseCache();
    const first = loadFile(main, cache).parsed.directives;
    const byNarration = (ds: typeof first, n: string) => ds.find((d) => d.type === 'transaction' && d.narration === n);
    expect(cache.bytesOf(join(dir, '2021.beancount'))?.toString()).toContain('2 USD');

    // The same bytes written again (a new mtime) still count as unchanged; an edit inside a file does not.
    writeFileSync(join(dir, 'accounts.beancount'), '2020-01-01 open Assets:Cash\n2020-01-01 open Expenses:Food\n');
    writeFileSync(join(dir, '2021.beancount'), '2021-01-01 * "y"\n  Expenses:Food 4 USD\n  Assets:Cash\n2021-01-02 balance Assets:Cash -3 USD\n');
    const second = loadFile(main, cache).parsed;
    expect(byNarration(second.directives, 'main')).toBe(byNarration(first, 'main'));
    expect(second.directives.find((d) => d.type === 'open')).toBe(first.find((d) => d.type === 'open'));
    expect(byNarration(second.directives, 'x')).toBeUndefined();
    expect(byNarration(second.directives, 'y')).toBeDefined();

    const fresh = loadFile(main).parsed;
    expect(second).toEqual(fresh);
    const [cached, uncached] = [processParsed(second), processParsed(fresh)];
    expect(cached.directives).toEqual(uncached.directives);
    expect(cached.errors).toEqual(uncached.errors);
    expect(cached.errors.map((e) => e.message)).toEqual([expect.stringContaining('Balance failed')]);

    // A file no longer included leaves the cache.
    writeFileSync(main, 'include "accounts.beancount"\n');
    loadFile(main, cache);
    expect(cache.bytesOf(join(dir, '2021.beancount'))).toBeUndefined();
    expect(cache.bytesOf(join(dir, 'accounts.beancount'))).toBeDefined();
  });


  it('follows includes relative to the including file, globs included, breadth first', () => {
    const dir = tree({
      'main.beancount': 'include "accounts.beancount"\ninclude "years/*.beancount"\n',
      'accounts.beancount': '2020-01-01 open Assets:Cash\n2020-01-01 open Expenses:Food\n',
      'years/2021.beancount': 'include "../notes/n.beancount"\n2021-01-01 * "x"\n  Expenses:Food 1 USD\n  Assets:Cash\n',
      'years/2020.beancount': '2020-01-02 * "x"\n  Expenses:Food 1 USD\n  Assets:Cash\n',
      'years/readme.txt': 'not a ledger',
      'notes/n.beancount': '2021-02-01 note Assets:Cash "hi"\n',
    });
    const { parsed, files } = loadFile(join(dir, 'main.beancount'));
    // (the glob's matches in the directory's own order, as Python's glob.glob: ledger_included_glob_order.test.ts)
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual([
      'main.beancount', 'accounts.beancount', ...listed(join(dir, 'years'), ['2020.beancount', '2021.beancount']).map((f) => `years/${f}`), 'notes/n.beancount',
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.directives).toHaveLength(5);
    expect(processParsed(parsed).errors).toEqual([]);
  });

  it('reports each include glob with its matches and the directories where a new match, or a directory to hold one, would appear', () => {
    const dir = tree({
      'main.beancount': 'include "years/*.beancount"\ninclude "*/extra/*.beancount"\ninclude "accounts.beancount"\n',
      'accounts.beancount': '',
      'years/2021.beancount': '',
      'years/2020.beancount': '',
      'a/extra/x.beancount': '',
    });
    const { globs } = loadFile(join(dir, 'main.beancount'));
    const rel = (f: string) => f.slice(dir.length + 1);
    expect(globs.map((g) => ({ pattern: rel(g.pattern), matches: g.matches.map(rel), directories: g.directories.map((d) => (d === dir ? '.' : rel(d))) }))).toEqual([
      { pattern: 'years/*.beancount', matches: listed(join(dir, 'years'), ['2020.beancount', '2021.beancount']).map((f) => `years/${f}`), directories: ['years'] },
      // `a` and `years` too: an `extra` directory made in one of them could hold a new match.
      { pattern: '*/extra/*.beancount', matches: ['a/extra/x.beancount'], directories: ['.', 'a', 'a/extra', 'years'] },
    ]);
  });

  // Engine QA: Beancount decrypts a .gpg file (and a .asc one with a PGP message's armour) with gpg;
  // its ciphertext was parsed here: a dozen `Invalid token` errors and balances without its entries.
  it('reports an encrypted file once, at its include line, and parses none of its bytes', () => {
    const dir = tree({
      'main.beancount': 'include "secret.beancount.gpg"\ninclude "armoured.asc"\ninclude "plain.asc"\n2020-01-01 open Assets:A\n',
      'secret.beancount.gpg': '\x85\x01\x0c\x03\xff 2020-01-02 * not a ledger \x00\x99\n',
      'armoured.asc': '-----BEGIN PGP MESSAGE-----\n\nhQEMA+not+base64+really\n-----END PGP MESSAGE-----\n',
      'plain.asc': '2020-01-02 note Assets:A "an .asc file without the armour is a ledger file"\n',
    });
    const ledger = Ledger.load(join(dir, 'main.beancount'));
    const encrypted = (name: string) => `main.beancount:${name === 'secret.beancount.gpg' ? 1 : 2}: File "${join(dir, name)}" is encrypted (GPG): it is not read here, where Beancount decrypts it with gpg; keep it decrypted to use it with this service`;
    expect(ledger.errors.map((e) => `${e.source.file.slice(dir.length + 1)}:${e.source.line}: ${e.message}`)).toEqual([encrypted('secret.beancount.gpg'), encrypted('armoured.asc')]);
    expect(ledger.directives.map((d) => d.type)).toEqual(['open', 'note']);
  });

  it('reports a missing file and a cycle at the include line, reading each file once', () => {
    const dir = tree({
      'main.beancount': '\ninclude "missing.beancount"\ninclude "other.beancount"\n2020-01-01 open Assets:Cash\n',
      'other.beancount': 'include "main.beancount"\n',
    });
    const ledger = Ledger.load(join(dir, 'main.beancount'));
    expect(ledger.errors.map((e) => `${e.source.file.slice(dir.length + 1)}:${e.source.line}: ${e.message}`)).toEqual([
      'main.beancount:2: File glob "missing.beancount" does not match any files',
      `other.beancount:1: Duplicate filename parsed: "${join(dir, 'main.beancount')}"`,
    ]);
    expect(ledger.directives).toHaveLength(1);
    expect(ledger.files).toHaveLength(2);
  });

  it('loads the files option "include" names, relative to the file the option is in, as Beancount does', () => {
    const dir = tree({
      'main.beancount': 'option "include" "sub/a.beancount"\noption "include" "missing.beancount"\n2020-01-01 open Assets:Cash\n',
      'sub/a.beancount': 'option "include" "b.beancount"\n2020-01-01 open Assets:A\n',
      'sub/b.beancount': '2020-01-01 open Assets:B\n',
    });
    const ledger = Ledger.load(join(dir, 'main.beancount'));
    expect(ledger.errors.map((e) => `${e.source.file.slice(dir.length + 1)}:${e.source.line}: ${e.message}`)).toEqual([
      'main.beancount:2: File glob "missing.beancount" does not match any files',
    ]);
    expect(ledger.files.map((f) => f.slice(dir.length + 1))).toEqual(['main.beancount', 'sub/a.beancount', 'sub/b.beancount']);
    expect(ledger.directives).toHaveLength(3);
  });

  it('reports include "" as a glob that matches nothing, as Beancount does (it was read as the directory: EISDIR)', () => {
    const dir = tree({ 'main.beancount': 'include ""\n2020-01-01 open Assets:Cash\n' });
    const ledger = Ledger.load(join(dir, 'main.beancount'));
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual(['1: File glob "" does not match any files']);
    expect(ledger.directives).toHaveLength(1);
  });

  it('reports a byte-order mark as bean-check does, and throws when the main file cannot be read', () => {
    const dir = tree({ 'main.beancount': '\ufeff2020-01-01 open Assets:Cash\n2020-01-01 open Expenses:Food\n' });
    const ledger = Ledger.load(join(dir, 'main.beancount'));
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual(["1: Invalid token: '\ufeff2020-01-01'"]);
    expect(ledger.directives.map((d) => d.type === 'open' && d.account)).toEqual(['Expenses:Food']);
    expect(() => loadFile(join(dir, 'nope.beancount'))).toThrow();
  });

  it('takes options and plugins from the main file only (operating currencies from all), as Beancount does', () => {
    const dir = tree({
      'main.beancount': 'option "operating_currency" "USD"\ninclude "sub.beancount"\n',
      'sub.beancount':
        'option "title" "Sub"\noption "operating_currency" "EUR"\noption "bogus" "1"\nplugin "beancount.plugins.auto_accounts"\n' +
        '2020-01-01 * "x"\n  Expenses:Food 1 USD\n  Assets:Cash\n',
    });
    const ledger = Ledger.load(join(dir, 'main.beancount'));
    expect(ledger.options.title).toBe('Beancount');
    expect(ledger.options.operatingCurrencies).toEqual(['USD', 'EUR']);
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual([
      "3: Invalid option: 'bogus'",
      "5: Invalid reference to unknown account 'Expenses:Food'",
      "5: Invalid reference to unknown account 'Assets:Cash'",
    ]);
  });
});
