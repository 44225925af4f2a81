// One ledger file as the service sees it: loaded at first use, reloaded whenever one of its
// files changed outside the service, and written to by appending canonical text under an
// in-process queue and a cross-process lock file. Existing text is never rewritten.
import { open, readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { Ledger } from '../ledger/ledger.ts';
import type { Directive, LedgerError, RawDirective, Source, Transaction } from '../ledger/core/directives.ts';
import { printDirective } from '../ledger/syntax/printer.ts';
import { parseText } from '../ledger/syntax/parser.ts';
import { buildPriceMap, type PriceMap } from '../ledger/core/prices.ts';
import { writtenTransactions } from '../ledger/query/transactions.ts';
import { Problem, type ProblemDetail } from '../http/problem.ts';
import { FileLock } from './file-lock.ts';
import { fingerprint, fingerprints, sameFingerprints } from './file-fingerprint.ts';
import { buildTransactionIndex, directiveText, type TransactionIndex } from './transaction-index.ts';

/** A consistent view of the ledger at one moment; derived data is computed on first use. */
export class LedgerSnapshot {
  readonly ledger: Ledger;
  readonly loadedAt: string;
  readonly version: number;
  private readonly lines: ReadonlyMap<string, readonly string[]>;
  private indexCache: TransactionIndex | undefined;
  private pricesCache: PriceMap | undefined;

  constructor(ledger: Ledger, loadedAt: string, version: number, lines: ReadonlyMap<string, readonly string[]>) {
    this.ledger = ledger;
    this.loadedAt = loadedAt;
    this.version = version;
    this.lines = lines;
  }

  get directory(): string {
    return dirname(this.ledger.mainFile);
  }

  get transactions(): TransactionIndex {
    this.indexCache ??= buildTransactionIndex(
      writtenTransactions(this.ledger.directives),
      (s) => {
        const lines = this.lines.get(s.file);
        return lines ? directiveText(lines, s.line) : null;
      },
      (t) => printDirective(t),
    );
    return this.indexCache;
  }

  get prices(): PriceMap {
    this.pricesCache ??= buildPriceMap(this.ledger.directives);
    return this.pricesCache;
  }

  /** A source position as clients see it: the file relative to the ledger's directory. */
  relativeSource(source: Source): { file: string; line: number } {
    return { file: relativeFile(this.directory, source.file), line: source.line };
  }
}

export function relativeFile(directory: string, file: string): string {
  if (!file.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(file)) return file; // '<string>' and the like
  return relative(directory, file).split('\\').join('/');
}

export interface WritePlan<T> {
  /** What to append, in order (opens first). Empty: nothing is written. */
  readonly directives: readonly RawDirective[];
  readonly result: T;
}

export interface WriteOutcome<T> {
  /** The directives as booked and stored, with their positions in the main file. */
  readonly written: readonly Directive[];
  readonly result: T;
  readonly snapshot: LedgerSnapshot;
}

export interface LedgerStoreOptions {
  readonly lockTimeoutMs?: number;
}

export class LedgerStore {
  readonly mainFile: string;
  private readonly lock: FileLock;
  private current: LedgerSnapshot | null = null;
  private prints = new Map<string, string>();
  private lines = new Map<string, string[]>();
  private version = 0;
  /** Serialises writes (and reloads) in this process. */
  private queue: Promise<unknown> = Promise.resolve();
  private pendingWrites = 0;

  constructor(mainFile: string, options: LedgerStoreOptions = {}) {
    this.mainFile = mainFile;
    this.lock = new FileLock(`${mainFile}.lock`, { timeoutMs: options.lockTimeoutMs });
  }

  /** The ledger as it is on disk now (reloaded first if any of its files changed). */
  snapshot(): Promise<LedgerSnapshot> {
    return this.serialised(() => this.refresh());
  }

  /**
   * Append what `plan` decides, given the freshest ledger, once Beancount's checks pass on the
   * whole ledger with it: 422 otherwise. The file is fsynced before this resolves.
   */
  write<T>(plan: (snapshot: LedgerSnapshot) => WritePlan<T> | Promise<WritePlan<T>>): Promise<WriteOutcome<T>> {
    this.pendingWrites++;
    return this.serialised(async () => {
      await this.lock.acquire();
      try {
        const before = await this.refresh();
        const { directives, result } = await plan(before);
        if (directives.length === 0) return { written: [], result, snapshot: before };
        const written = await this.append(before, directives);
        return { written, result, snapshot: this.current! };
      } finally {
        await this.lock.release();
      }
    }).finally(() => {
      this.pendingWrites--;
    });
  }

  /** Resolves once every queued write has finished (for graceful shutdown). */
  async idle(): Promise<void> {
    while (this.pendingWrites > 0) await this.queue.catch(() => undefined);
  }

  private serialised<R>(task: () => Promise<R>): Promise<R> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Load, or reload when a file changed (size, mtime or inode) since we last read it. */
  private async refresh(): Promise<LedgerSnapshot> {
    if (this.current !== null) {
      const now = await fingerprints(this.prints.keys());
      if (sameFingerprints(now, this.prints)) return this.current;
    }
    let known = new Set([this.mainFile, ...this.prints.keys()]);
    for (let attempt = 0; ; attempt++) {
      const before = await fingerprints(known);
      const ledger = await Ledger.load(this.mainFile);
      const files = new Set([this.mainFile, ...ledger.files]);
      const lines = new Map<string, string[]>();
      await Promise.all(
        [...files].map(async (f) => {
          const text = await readFile(f, 'utf8').catch(() => null);
          if (text !== null) lines.set(f, splitLines(text));
        }),
      );
      const after = await fingerprints(files);
      // An editor saving while we read: read again, so the text and the ledger agree.
      const stable = [...files].every((f) => !before.has(f) || before.get(f) === after.get(f));
      known = files;
      if (!stable && attempt < 4) continue;
      this.prints = after;
      this.lines = lines;
      this.version++;
      this.current = new LedgerSnapshot(ledger, new Date().toISOString(), this.version, this.lines);
      return this.current;
    }
  }

  private async append(before: LedgerSnapshot, additions: readonly RawDirective[]): Promise<Directive[]> {
    const file = this.mainFile;
    const lines = this.lines.get(file) ?? [];
    const handle = await open(file, 'r+');
    let size: number;
    try {
      size = (await handle.stat()).size;
    } catch (err) {
      await handle.close();
      throw err;
    }
    const endsWithNewline = size === 0 || (await lastByte(handle, size)) === 0x0a;
    const lineCount = lines.length; // lines[] of a text ending in '\n' has no empty last entry
    const { text, raw } = renderAdditions(additions, file, lineCount, endsWithNewline, size === 0);
    const check = before.ledger.check(raw);
    if (check.errors.length > 0) {
      await handle.close();
      throw Problem.unprocessable('The ledger would not pass its checks with this change; nothing was written.', ledgerErrors(before.directory, check.errors));
    }
    try {
      await handle.write(text, size, 'utf8');
      await handle.sync();
      before.ledger.append(check.directives);
    } catch (err) {
      await handle.truncate(size).catch(() => undefined);
      await handle.sync().catch(() => undefined);
      await handle.close();
      this.current = null; // reload from disk on the next request
      throw err;
    }
    await handle.close();
    this.lines.set(file, [...lines, ...splitLines(text)]);
    const print = await fingerprint(file);
    // Note the new fingerprint only if nobody else wrote meanwhile; otherwise reload next time.
    if (print.startsWith(`${size + Buffer.byteLength(text, 'utf8')}:`)) this.prints.set(file, print);
    else this.prints.set(file, 'changed');
    this.version++;
    this.current = new LedgerSnapshot(before.ledger, new Date().toISOString(), this.version, this.lines);
    return check.directives;
  }
}

async function lastByte(handle: import('node:fs/promises').FileHandle, size: number): Promise<number> {
  const buf = Buffer.alloc(1);
  await handle.read(buf, 0, 1, size - 1);
  return buf[0]!;
}

/** Lines of a text; a final newline does not start another line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The text to append (a newline first if the file lacks one, a blank line before each
 * directive) and the directives as the parser reads that text back, positioned where they
 * will be in the file. Reading back is the guard against anything the printer would let
 * through that changes the meaning (an injected directive, say).
 */
export function renderAdditions(additions: readonly RawDirective[], file: string, lineCount: number, endsWithNewline: boolean, empty: boolean): { text: string; raw: RawDirective[] } {
  let body = '';
  for (const d of additions) {
    let printed: string;
    try {
      printed = printDirective(d);
    } catch (err) {
      throw Problem.badRequest(`This cannot be written as Beancount: ${(err as Error).message}`);
    }
    if (!printed.endsWith('\n')) printed += '\n';
    body += (body === '' && empty ? '' : '\n') + printed;
  }
  const text = (endsWithNewline ? '' : '\n') + body;
  const parsed = parseText(body, file);
  // Lines of the body start after the file's existing lines (plus the newline we add).
  const offset = lineCount;
  if (parsed.errors.length > 0 || parsed.directives.length !== additions.length) {
    throw Problem.badRequest('The values given do not survive being written as Beancount text.', parsed.errors.map((e) => ({ path: '', message: e.message })));
  }
  const raw = parsed.directives.map((d) => shiftDirective(d, offset));
  return { text, raw };
}

function shiftDirective(d: RawDirective, offset: number): RawDirective {
  const source = { file: d.source.file, line: d.source.line + offset };
  if (d.type === 'transaction') {
    return { ...d, source, postings: d.postings.map((p) => ({ ...p, source: { file: p.source.file, line: p.source.line + offset } })) };
  }
  return { ...d, source };
}

/** Ledger errors as problem details, positions relative to the ledger's directory. */
export function ledgerErrors(directory: string, errors: readonly LedgerError[]): ProblemDetail[] {
  return errors.map((e) => {
    const file = relativeFile(directory, e.source.file);
    return { path: '', message: e.message.split(directory + '/').join(''), file, line: e.source.line } as ProblemDetail;
  });
}

export type { Transaction };
