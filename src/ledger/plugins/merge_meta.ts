// beancount.plugins.merge_meta: loads a second Beancount file (the configuration is its name) with
// the whole loader, its own includes, options and plugins included, and copies the metadata of its
// open, close and commodity directives over those of the ledger (same account, same currency; the
// external file's value wins on a shared key). The external load's errors become the plugin's.
//
// As Beancount 2.3 does (loader.load_file): `~` and `$VAR` are expanded in the name, and a
// relative name is taken from the working directory of the process, not from the ledger's
// directory; a file that does not exist is the error `File "..." does not exist` (at <load>, line
// 0) and nothing is merged; a file that cannot be read, or no configuration at all, is a crash.
// Which directive takes the metadata is Beancount's too: of several opens (closes) of an account,
// the earliest, the first written on a tie; of several commodity directives, the last.
//
// Deliberate differences:
//   - Beancount also copies the external directive's `filename` and `lineno` (a dict update), so
//     the ledger's directive then claims to be written in the external file: errors about it point
//     there, and the sort after the plugin orders it by the external line. Here the directive keeps
//     its own file and line (the service finds a directive's text by them), and its place.
//   - an encrypted external file (.gpg, or .asc holding a PGP message), which Beancount decrypts
//     with gpg, makes the plugin fail: this engine does not run gpg.
//   - a cycle (the external file merging, directly or not, a file being merged) fails at once
//     where Beancount would recurse until Python's recursion limit.
// The external file's plugins that this engine does not run are reported as for the ledger (a
// warning), and their absence may change the external metadata: those warnings come through.
// The files the external load read are reported (`files`): the service reloads when one changes.
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { homedir, userInfo } from 'node:os';
import type { Close, Commodity, Directive, LedgerError, Open } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { loadFile, notReadError, processParsed, type ReadGuard } from '../load.ts';
import type { PluginContext } from './run_plugins.ts';

/** Files being merged by the loads under way (the plugin runs synchronously). */
const LOADING = new Set<string>();

/** posixpath.expanduser */
function expandUser(path: string): string {
  if (!path.startsWith('~')) return path;
  let i = path.indexOf('/', 1);
  if (i < 0) i = path.length;
  let home: string | undefined;
  if (i === 1) {
    home = process.env.HOME ?? userInfo().homedir;
  } else {
    const name = path.slice(1, i);
    if (name === userInfo().username) home = homedir();
    else {
      let passwd = '';
      try {
        passwd = readFileSync('/etc/passwd', 'utf8');
      } catch {
        return path;
      }
      home = passwd.split('\n').map((line) => line.split(':')).find((fields) => fields[0] === name)?.[5];
      if (home === undefined) return path;
    }
  }
  home = home.replace(/\/+$/, '');
  return home + path.slice(i) || '/';
}

/** posixpath.expandvars: $name and ${name} of variables that are set (name: ASCII word characters). */
function expandVars(path: string): string {
  if (!path.includes('$')) return path;
  const re = /\$([A-Za-z0-9_]+|\{[^}]*\})/g;
  let out = path;
  let i = 0;
  for (;;) {
    re.lastIndex = i;
    const m = re.exec(out);
    if (m === null) return out;
    let name = m[1]!;
    if (name.startsWith('{') && name.endsWith('}')) name = name.slice(1, -1);
    const value = process.env[name];
    if (value === undefined) {
      i = m.index + m[0].length;
      continue;
    }
    const tail = out.slice(m.index + m[0].length);
    out = out.slice(0, m.index) + value;
    i = out.length;
    out += tail;
  }
}

/** posixpath.normpath */
function normPath(path: string): string {
  if (path === '') return '.';
  let initial = path.startsWith('/') ? 1 : 0;
  if (path.startsWith('//') && !path.startsWith('///')) initial = 2;
  const comps: string[] = [];
  for (const comp of path.split('/')) {
    if (comp === '' || comp === '.') continue;
    if (comp !== '..' || (initial === 0 && comps.length === 0) || (comps.length > 0 && comps[comps.length - 1] === '..')) comps.push(comp);
    else if (comps.length > 0) comps.pop();
  }
  const joined = '/'.repeat(initial) + comps.join('/');
  return joined || '.';
}

/** The file loader.load_file reads for `name`: user and variables expanded, relative to the working directory. */
export function externalPath(name: string): string {
  const expanded = expandVars(expandUser(name));
  // load_file joins a relative name to os.getcwd(); _parse_recursive then normalizes it.
  if (expanded.startsWith('/')) return normPath(expanded);
  const cwd = process.cwd();
  return normPath(cwd.endsWith('/') ? cwd + expanded : `${cwd}/${expanded}`);
}

/** encryption.is_encrypted_file */
function isEncrypted(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const stem = base.replace(/^\.+/, '');
  const dot = stem.lastIndexOf('.');
  const ext = dot < 0 ? '' : stem.slice(dot);
  if (ext === '.gpg') return true;
  if (ext !== '.asc') return false;
  // Python opens it (a crash when it cannot) and looks at its first 1024 characters.
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const size = readSync(fd, head, 0, head.length, 0);
    return [...head.subarray(0, size).toString('utf8')].slice(0, 1024).join('').includes('--BEGIN PGP MESSAGE--');
  } finally {
    closeSync(fd);
  }
}

/** getters.get_account_open_close: per account, the earliest open and close (the first on a tie). */
function openClose(entries: readonly Directive[]): Map<string, [Open | null, Close | null]> {
  const map = new Map<string, [Open | null, Close | null]>();
  for (const e of entries) {
    if (e.type !== 'open' && e.type !== 'close') continue;
    let pair = map.get(e.account);
    if (pair === undefined) map.set(e.account, (pair = [null, null]));
    const index = e.type === 'open' ? 0 : 1;
    const previous = pair[index];
    if (previous === null || previous.date > e.date) pair[index] = e as never;
  }
  return map;
}

/** getters.get_commodity_directives: per currency, the last commodity directive. */
function commodities(entries: readonly Directive[]): Map<string, Commodity> {
  const map = new Map<string, Commodity>();
  for (const e of entries) if (e.type === 'commodity') map.set(e.currency, e);
  return map;
}

/** loader.load_file on the external file: its directives and errors after the whole pipeline. */
function loadExternal(path: string, read: string[], guard: ReadGuard | undefined): { directives: readonly Directive[]; errors: LedgerError[] } {
  // (refused, it is neither read nor merged: its metadata would show in the accounts' answers)
  const refused = guard?.(path) ?? null;
  if (refused !== null) return { directives: [], errors: [notReadError(path, refused, { file: '<load>', line: 0 }, 'plugin')] };
  read.push(path);
  if (isEncrypted(path)) throw new Error(`"${path}" is encrypted; this engine does not decrypt files (Beancount runs gpg)`);
  if (!existsSync(path)) return { directives: [], errors: [{ source: { file: '<load>', line: 0 }, message: `File "${path}" does not exist`, kind: 'plugin' }] };
  if (LOADING.has(path)) throw new Error(`"${path}" is already being merged: the files merge each other without end (Beancount recurses until Python's recursion limit)`);
  LOADING.add(path);
  try {
    const { parsed, files } = loadFile(path, undefined, undefined, guard);
    read.push(...files);
    const loaded = processParsed(parsed, path, undefined, guard);
    read.push(...loaded.pluginFiles);
    return { directives: loaded.directives, errors: loaded.errors };
  } finally {
    LOADING.delete(path);
  }
}

export function mergeMeta(entries: readonly Directive[], _options: LedgerOptions, config: string | null, context?: Pick<PluginContext, 'files' | 'guard'>): { directives: Directive[]; errors: LedgerError[] } {
  // load_file(None) fails in os.path.expanduser.
  if (config === null) throw new Error('expected str, bytes or os.PathLike object, not NoneType');
  const external = loadExternal(externalPath(config), context?.files ?? [], context?.guard);

  const replaced = new Map<Directive, Directive>();
  const merge = <T extends Open | Close | Commodity>(mine: T | null, theirs: T | null): void => {
    if (mine === null || theirs === null) return;
    // dict.update: a key already there keeps its place and takes their value; new keys follow.
    replaced.set(mine, { ...mine, meta: { ...mine.meta, ...theirs.meta } });
  };
  const ours = openClose(entries);
  const theirs = openClose(external.directives);
  for (const [account, [open, close]] of ours) {
    const other = theirs.get(account);
    if (other === undefined) continue;
    merge(open, other[0]);
    merge(close, other[1]);
  }
  const theirCommodities = commodities(external.directives);
  for (const [currency, commodity] of commodities(entries)) merge(commodity, theirCommodities.get(currency) ?? null);

  return { directives: entries.map((e) => replaced.get(e) ?? e), errors: external.errors };
}
