// beancount/loader.py: read the main file and its includes, then run the pipeline
//   sort -> book -> pad -> documents -> plugins (file order) -> balance -> validation
// as separate functions `entries -> entries`, each testable alone.
import type { Buffer } from 'node:buffer';
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { bookEntries } from './booking/book.ts';
import { compareDirectives, type Directive, type LedgerError, type RawDirective, type Source } from './core/directives.ts';
import { DecimalSignal } from './core/decimal.ts';
import { buildOptions, type LedgerOptions } from './core/options.ts';
import { timed, type TimingSink } from './core/timings.ts';
import { appendAll } from './core/append_all.ts';
import { checkBalances, showingBalanceDiffs, type BalanceOutcome } from './checks/balance.ts';
import { verifyDocumentFiles } from './checks/documents.ts';
import { addFoundDocuments, NO_DOCUMENTS, type FoundDocuments } from './checks/find_documents.ts';
import { insertPadding } from './checks/pad.ts';
import { customWithoutValues, realizationFailure } from './checks/custom_without_values.ts';
import { validate } from './checks/validate.ts';
import { runPlugins, type PluginDirective } from './plugins/run_plugins.ts';
import { parseBytes, type ParseResult } from './syntax/parser.ts';
import { notUtf8Warning } from './not_utf8.ts';
import { inDirectoryOrder } from './glob_order.ts';

/**
 * Why a file the ledger names (an `include`, merge_meta's file) is not to be read, or null to read
 * it. The engine reads what the text names, as bean-check does; a service that serves a user's
 * ledger refuses what is not the user's to read (its own secrets, another user's ledger: security
 * QA of session 51, an `include "jwt-secret"` showed the signing key in the ledger's errors).
 */
export type ReadGuard = (file: string) => string | null;

/** The error of a file the guard refused: its path and the reason, never its text. */
export function notReadError(file: string, reason: string, source: Source, kind: LedgerError['kind']): LedgerError {
  return { source, message: `File "${file}" is not read: ${reason}`, kind };
}

const NOT_READ = /^File "(.*)" is not read: /;

/** The file a guard refused that `error` names (see notReadError), or null. */
export function notReadFile(error: LedgerError): string | null {
  return error.kind === 'include' || error.kind === 'plugin' ? (NOT_READ.exec(error.message)?.[1] ?? null) : null;
}

/** Where the loader reports problems that concern no line of a file. */
export const LOAD_SOURCE: Source = { file: '<load>', line: 0 };

const GLOB_CHARS = /[*?[]/;

/**
 * An `include` with wildcards (or of a file that is not there), as the load expanded it: a file
 * added to (or removed from) one of `directories` can change what it matches while no file of
 * the ledger changes.
 */
export interface IncludeGlob {
  /** Absolute pattern. */
  readonly pattern: string;
  /** The files it matched, in the order they were read. */
  readonly matches: readonly string[];
  /** Where a new match would appear, or a directory it would appear in (see globDirectories). */
  readonly directories: readonly string[];
}

/** Directories a load read, and whether reading them again gives what it found: a change there is a change of the ledger. */
export interface DirectoryDependency {
  readonly directories: readonly string[];
  unchanged(): boolean;
  /**
   * The directories to watch now, found again after one of them changed while the dependency
   * held (a new directory that a later match could appear in). Without it, `directories` are
   * trees read whole (as the walk of the `documents` directories reads them): every directory
   * created below one of them is watched too.
   */
  directoriesNow?(): readonly string[];
}

/** An include glob as a dependency: it still matches exactly the files it matched. */
export function globDependency(glob: IncludeGlob): DirectoryDependency {
  return {
    directories: glob.directories,
    unchanged() {
      const now = globFiles(glob.pattern);
      return now.length === glob.matches.length && now.every((f, i) => f === glob.matches[i]);
    },
    directoriesNow: () => globDirectories(glob.pattern),
  };
}

/**
 * The regular files an absolute pattern matches, in the order Beancount's loader takes them: the
 * directory's own listing, unsorted, as Python's glob.glob gives them (engine QA: sorted here, a
 * FIFO sale of lots bought on the same date and line of several included files took another lot).
 */
export function globFiles(pattern: string): string[] {
  const matches = globSync(pattern)
    .filter((f) => statSync(f, { throwIfNoEntry: false })?.isFile() === true)
    .map((f) => normalize(isAbsolute(f) ? f : resolve(f)));
  return inDirectoryOrder(matches);
}

/** The files an `include` names, relative to the including file; a pattern may match several. */
function expandInclude(pattern: string, fromDir: string, globs: IncludeGlob[]): string[] {
  // `include ""` names no file (it was read as the including file's directory: EISDIR)
  if (pattern === '') return [];
  const full = isAbsolute(pattern) ? pattern : join(fromDir, pattern);
  if (!GLOB_CHARS.test(pattern)) {
    if (existsSync(full)) return [normalize(full)];
    // Not there (yet): kept like a pattern that matches nothing, so that its arrival can be noticed.
    const absolute = normalize(resolve(full));
    globs.push({ pattern: absolute, matches: [], directories: globDirectories(absolute) });
    return [];
  }
  const absolute = normalize(resolve(full));
  const matches = globFiles(absolute);
  globs.push({ pattern: absolute, matches, directories: globDirectories(absolute) });
  return matches;
}

/**
 * Every directory where a file matching an absolute pattern could appear, or a directory that
 * could come to hold one: the deepest directory before the first wildcard, and each directory
 * there now that matches the pattern cut after one of its later directory parts (for
 * `include "years/<wildcard>/<wildcard>.beancount"`: `years` and each `years/2024`; with `**`,
 * every directory below). A directory created later is created in one of these, whose change
 * makes the watch find them again. (A pattern without wildcards: the directory of its file.)
 */
export function globDirectories(pattern: string): string[] {
  const parts = pattern.split(sep);
  const wild = parts.findIndex((part) => GLOB_CHARS.test(part));
  if (wild < 0) return [dirname(pattern)];
  const directories = [parts.slice(0, wild).join(sep) || sep];
  // A last part `**` matches files at any depth: the directories it matches can hold them too.
  const deepest = parts.at(-1) === '**' ? parts.length : parts.length - 1;
  for (let depth = wild + 1; depth <= deepest; depth++)
    for (const d of globSync(parts.slice(0, depth).join(sep)))
      if (statSync(d, { throwIfNoEntry: false })?.isDirectory() === true) directories.push(normalize(isAbsolute(d) ? d : resolve(d)));
  return [...new Set(directories)].sort();
}

/** Beancount's encryption.is_encrypted_file: a `.gpg` file, or a `.asc` one whose first 1,024 characters hold a PGP message's armour line. */
function isEncryptedFile(file: string, bytes: Buffer): boolean {
  const ext = extname(file);
  return ext === '.gpg' || (ext === '.asc' && bytes.subarray(0, 4096).toString('utf8').slice(0, 1024).includes('--BEGIN PGP MESSAGE--'));
}

/** One file as a load read it: its bytes and their parse. */
export interface ParsedFile {
  readonly bytes: Buffer;
  readonly result: ParseResult;
}

/**
 * The parse of each file of the last load, with the bytes it was made from. A parse depends on
 * nothing but the bytes and the file's name, so a reload can take a file's parse from here when
 * its bytes are the same: after an edit to one file of a ledger split over several, only that
 * file is parsed again. The directives are shared with the earlier load; nothing changes them.
 */
export class ParseCache {
  private files = new Map<string, ParsedFile>();

  /** The earlier parse of `file`, if it was made from exactly these bytes. */
  lookup(file: string, bytes: Buffer): ParseResult | undefined {
    const known = this.files.get(file);
    return known !== undefined && known.bytes.equals(bytes) ? known.result : undefined;
  }

  /** What the last load read, by file: a map that later loads replace, never change. */
  lastLoad(): ReadonlyMap<string, ParsedFile> {
    return this.files;
  }

  /** The bytes the last load read from `file` (undefined when it did not read it). */
  bytesOf(file: string): Buffer | undefined {
    return this.files.get(file)?.bytes;
  }

  /** Keep what one load read, and nothing of the loads before it. */
  replace(files: Map<string, ParsedFile>): void {
    this.files = files;
  }
}

/**
 * Parse the main file and, breadth first as Beancount does, every file it includes. Each file is
 * read once; a file included again (a cycle) or a pattern matching nothing is an error at the
 * include line. As in Beancount, options come from the main file only (plus the operating
 * currencies of the others), and so do plugins. Throws when the main file cannot be read.
 * With `cache`, a file whose bytes are unchanged since the cache's last load is not parsed again.
 * `timings` receives the time of the whole (`parse`) and of each file read and parsed.
 */
export function loadFile(mainPath: string, cache?: ParseCache, timings?: TimingSink, guard?: ReadGuard): LoadedFiles {
  return timed(timings, 'parse', 0, () => readAndParse(mainPath, cache, timings, guard));
}

/** What loadFile read: the parse, the files read, the include globs as expanded. */
export interface LoadedFiles {
  readonly parsed: ParseResult;
  readonly files: string[];
  readonly globs: IncludeGlob[];
  /**
   * Included files that could not be read (EACCES, EIO, a directory): errors at their include
   * lines. Their stat may not change when they become readable again (an error of the disk that
   * passes), so one who keeps the load current reads them again to know.
   */
  readonly unreadable: string[];
}

function readAndParse(mainPath: string, cache: ParseCache | undefined, timings: TimingSink | undefined, guard: ReadGuard | undefined): LoadedFiles {
  const main = resolve(mainPath);
  const parsed: ParseResult = { directives: [], options: [], plugins: [], includes: [], errors: [] };
  const files: string[] = [];
  const seen = new Set<string>();
  const queue: { file: string; from: Source | null }[] = [{ file: main, from: null }];
  const globs: IncludeGlob[] = [];
  const read = new Map<string, ParsedFile>();
  const unreadable: string[] = [];
  while (queue.length > 0) {
    const { file, from } = queue.shift()!;
    if (seen.has(file)) {
      parsed.errors.push({ source: from ?? LOAD_SOURCE, message: `Duplicate filename parsed: "${file}"`, kind: 'include' });
      continue;
    }
    seen.add(file);
    const refused = from === null || guard === undefined ? null : guard(file);
    if (refused !== null) {
      parsed.errors.push(notReadError(file, refused, from!, 'include'));
      continue;
    }
    const started = timings === undefined ? 0 : performance.now();
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (err) {
      if (from === null) throw err;
      unreadable.push(file);
      parsed.errors.push({ source: from, message: `File "${file}" could not be read: ${(err as Error).message}`, kind: 'include' });
      continue;
    }
    files.push(file);
    if (isEncryptedFile(file, bytes)) {
      // (engine QA: its ciphertext was parsed: a dozen `Invalid token` errors, and balances without its entries)
      parsed.errors.push({ source: from ?? { file, line: 0 }, message: `File "${file}" is encrypted (GPG): it is not read here, where Beancount decrypts it with gpg; keep it decrypted to use it with this service`, kind: 'include' });
      continue;
    }
    const result = cache?.lookup(file, bytes) ?? parseBytes(bytes, file);
    timings?.(`parse ${file}`, 1, performance.now() - started);
    if (cache !== undefined) read.set(file, { bytes, result });
    appendAll(parsed.directives, result.directives);
    appendAll(parsed.errors, result.errors);
    const notUtf8 = notUtf8Warning(bytes, file);
    if (notUtf8 !== null) parsed.errors.push(notUtf8);
    appendAll(parsed.includes, result.includes);
    if (from === null) {
      appendAll(parsed.options, result.options);
      appendAll(parsed.plugins, result.plugins);
    } else {
      // The options of included files are ignored (their mistakes are among the file's errors).
      const currencies = new Set(parsed.options.filter((o) => o.name === 'operating_currency').map((o) => o.value));
      for (const o of result.options)
        if (o.name === 'operating_currency' && !currencies.has(o.value)) {
          currencies.add(o.value);
          parsed.options.push(o);
        }
    }
    for (const include of result.includes) {
      const matches = expandInclude(include.path, dirname(file), globs);
      if (matches.length === 0)
        parsed.errors.push({ source: include.source, message: `File glob "${include.path}" does not match any files`, kind: 'include' });
      for (const m of matches) queue.push({ file: m, from: include.source });
    }
  }
  cache?.replace(read);
  return { parsed, files, globs, unreadable };
}

/** Everything the pipeline computes from parsed text. */
export interface LoadedEntries {
  /** Raw directives in sorted order, kept for recomputation. */
  readonly sortedRaw: RawDirective[];
  /** Booked directives before padding and plugins (what booking of later entries saw). */
  readonly booked: readonly Directive[];
  readonly directives: Directive[];
  readonly errors: LedgerError[];
  readonly options: LedgerOptions;
  readonly balanceOutcomes: BalanceOutcome[];
  /** What the walk of the `documents` directories found. */
  readonly documents: FoundDocuments;
  /** Files outside the ledger that its plugins read (merge_meta's file and what it includes). */
  readonly pluginFiles: readonly string[];
  /** The date a plugin took for today (forecast's open-ended series), or null: then the load holds on other days. */
  readonly todayRead: string | null;
}

/** Stable sort by (date, type order, line), as data.entry_sortkey. */
export function sortDirectives<T extends RawDirective | Directive>(entries: readonly T[]): T[] {
  return [...entries].sort(compareDirectives);
}

/**
 * Run the pipeline after parsing. `plugins` are those of the main file; `mainFile` is where a
 * relative `documents` directory is found from (Beancount's `<string>` for text alone: the
 * working directory).
 */
export function processParsed(
  parsed: Pick<ParseResult, 'directives' | 'options' | 'plugins' | 'errors'>,
  mainFile = '<string>',
  timings?: TimingSink,
  guard?: ReadGuard,
): LoadedEntries {
  // The parser reports the options' errors, in file order: only their values are wanted here.
  const { options } = buildOptions(parsed.options);
  const sortedRaw = timed(timings, 'sort', 0, () => sortDirectives(parsed.directives));
  const errors: LedgerError[] = [...parsed.errors];
  const booked = timed(timings, 'booking', 0, () => bookEntries(sortedRaw, options));
  appendAll(errors, booked.errors);
  const transformed = timed(timings, 'run_transformations', 0, () => runTransformations(booked.directives, parsed.plugins, options, mainFile, timings, guard));
  appendAll(errors, transformed.errors);
  const { directives, balanceOutcomes, documents, pluginFiles, todayRead } = transformed;
  appendAll(errors, showingBalanceDiffs(timed(timings, 'validate', 0, () => validate(directives, options)), balanceOutcomes));
  return { sortedRaw, booked: booked.directives, directives, errors, options, balanceOutcomes, documents, pluginFiles, todayRead };
}

/**
 * Run one of Beancount's own plugins; where Python's decimal context signals in it (a tolerance
 * option beyond the context), Beancount's loader reports the plugin as failed and goes on with
 * the entries as they were: null, with its error (Beancount's words, without the traceback).
 */
function applyingPlugin<T>(name: string, errors: LedgerError[], run: () => T): T | null {
  try {
    return run();
  } catch (err) {
    if (!(err instanceof DecimalSignal)) throw err;
    errors.push({ source: LOAD_SOURCE, message: `Error applying plugin "${name}": ${err.message}`, kind: 'plugin' });
    return null;
  }
}

/** loader.run_transformations: pad, documents, the user's plugins, then the balance checks. */
export function runTransformations(
  booked: readonly Directive[],
  plugins: readonly PluginDirective[],
  options: LedgerOptions,
  mainFile = '<string>',
  timings?: TimingSink,
  guard?: ReadGuard,
): { directives: Directive[]; errors: LedgerError[]; balanceOutcomes: BalanceOutcome[]; documents: FoundDocuments; pluginFiles: string[]; todayRead: string | null } {
  const errors: LedgerError[] = [];
  let entries: Directive[] = [...booked];
  const defaults = options.pluginProcessingMode === 'default';
  let documents = NO_DOCUMENTS;
  if (defaults) {
    const unreadable = customWithoutValues(entries);
    if (unreadable !== undefined) {
      errors.push({ source: unreadable.source, message: `Plugin "beancount.ops.pad" failed: ${realizationFailure(unreadable)}`, kind: 'plugin' });
    } else {
      const padded = timed(timings, 'pad', 1, () => applyingPlugin('beancount.ops.pad', errors, () => insertPadding(entries, options)));
      if (padded !== null) {
        appendAll(errors, padded.errors);
        entries = padded.directives;
      }
    }
    timed(timings, 'documents', 1, () => {
      const added = addFoundDocuments(entries, options.documents, mainFile);
      documents = added.found;
      appendAll(errors, documents.errors);
      if (added.directives !== null) entries = added.directives;
      appendAll(errors, verifyDocumentFiles(entries));
    });
  }
  const plugged = runPlugins(entries, plugins, options, mainFile, timings, guard);
  appendAll(errors, plugged.errors);
  entries = plugged.directives;
  // In raw mode the ledger may list beancount.ops.documents itself.
  if (documents === NO_DOCUMENTS && plugged.documents !== null) documents = plugged.documents;
  let balanceOutcomes: BalanceOutcome[] = [];
  if (defaults) {
    const checked = timed(timings, 'balance', 1, () => applyingPlugin('beancount.ops.balance', errors, () => checkBalances(entries, options)));
    if (checked !== null) {
      appendAll(errors, checked.errors);
      entries = [...checked.directives];
      balanceOutcomes = checked.outcomes;
    }
  }
  return { directives: entries, errors, balanceOutcomes, documents, pluginFiles: plugged.files, todayRead: plugged.todayRead };
}
