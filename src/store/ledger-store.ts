// One ledger file as the service sees it: loaded at first use, reloaded whenever one of its
// files changed outside the service, and written to by appending canonical text under an
// in-process queue and a cross-process lock file. Existing text is never rewritten.
import { writeSync } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileBack, isMissing, openToAppend } from './append-handle.ts';
import { Ledger } from '../ledger/ledger.ts';
import { notReadFile, ParseCache, type ReadGuard } from '../ledger/load.ts';
import type { Directive, RawDirective, Transaction } from '../ledger/core/directives.ts';
import { appendAll } from '../ledger/core/append_all.ts';
import { buildOptions } from '../ledger/core/options.ts';
import { localDate } from '../ledger/core/calendar.ts';
import { parseBytes } from '../ledger/syntax/parser.ts';
import type { RowMatch } from '../importers/remembered-matches.ts';
import { CONTEXT_BYTES, currentBeforeCommit, type Withdraw } from './commit-intent.ts';
import { FileLock } from './file-lock.ts';
import { lockFileOf } from './ledger-side-files.ts';
import { relativeFile } from './relative-paths.ts';
import { Problem } from '../problem.ts';
import { BeanCheckGate, removeStaleCopies } from './bean-check-gate.ts';
import { fingerprint, fingerprintNow, fingerprints } from './file-fingerprint.ts';
import { FilesAsRead } from './files-as-read.ts';
import { ledgerTroubleBehind, writeAccessTrouble } from './write-access.ts';
import { DirectoryWatch } from './directory-watch.ts';
import { fileEndLooksUnfinished, keptChanging, MAX_QUIET_WAIT_MS, OUTSIDE_QUIET_MS, OutsideChange, UNFINISHED_QUIET_MS } from './outside-change.ts';
import { whereItLanded } from './append-landing.ts';
import { DerivedIndexes } from './derived-indexes.ts';
import { LedgerSnapshot } from './ledger-snapshot.ts';
import type { WriteOutcome, WritePlan } from './write-plan.ts';
import type { QueuedWrite } from './queued-write.ts';
import { TextHashes } from './text-hashes.ts';
import { ledgerWriteStyle } from './write-style.ts';
import { lineEndOf, renderAdditions, shiftDirective } from './appended-text.ts';
import { checkedAppend, lastByte, openEndOf, type AppendPoint } from './append-checks.ts';
import { ledgerErrors } from './ledger-error-details.ts';
import { FileLines, splitLines } from './file-lines.ts';
import { ImportMatchFile, matchRecords } from './import-matches.ts';
import { LedgerImportMatches } from './ledger-import-matches.ts';
import { StaleSaveGuard } from './stale-save-guard.ts';
import { RecentWarnings, type RecentWarning } from './recent-warnings.ts';
import { STALE_COPY_CONTEXT } from './stale-copy.ts';
import { appendNoteOf, cutTornAppend, dropNote, noteAppend } from './torn-append.ts';

export interface LedgerStoreOptions {
  readonly lockTimeoutMs?: number;
  /** At most this many queued writes share one lock, one write and one fsync (default 128). */
  readonly maxBatch?: number;
  /**
   * bean-check's command (LEDGER_BEAN_CHECK): a write to a ledger that enables a plugin this
   * service does not run is checked by it (see bean-check-gate.ts). Unset: such writes are refused.
   */
  readonly beanCheck?: string;
  /** Where the matches of imports are kept, shared by the stores of all ledgers (unset: in this process only). */
  readonly importMatches?: ImportMatchFile;
  /** Told what the store did on its own that an operator should know (text written again after a save removed it). */
  readonly warn?: (message: string) => void;
  /** Told what the store chose not to do on its own, and why (an append git discarded, not written again). */
  readonly info?: (message: string) => void;
  /**
   * The background build of indexes after a load waits for this first (the server passes its
   * listening: a start does not wait for the warm-up of the ledger it loads before listening).
   */
  readonly warmUpAfter?: Promise<unknown>;
  /**
   * For each load, which files the ledger's text names it may read (see ReadGuard): the server's
   * keeps a user's ledger off the service's files and other users' ledgers. Unset: any file.
   */
  readonly readGuard?: (mainFile: string) => Promise<ReadGuard>;
}

/** The quiet (no reader, no write) the warm-up waits for before each of its steps. */
const WARM_UP_QUIET_MS = 20;

/** How often a batch is planned again when the file keeps changing under it. */
const MAX_ATTEMPTS = 5;

/** How long a write waits for a missing main file to come back before it is answered as missing. */
const MISSING_FILE_WAIT_MS = 500;

export class LedgerStore {
  readonly mainFile: string;
  /** The main file's real path (as the registry found it): whose matches of imports are whose. */
  private readonly realFile: string;
  /** The matches of imports made in this ledger: kept, and planned by the batch under way. */
  private readonly matches: LedgerImportMatches;
  /** The appends of the last seconds, written again if a stale save loses them. */
  private readonly staleSaves: StaleSaveGuard;
  private readonly warn: (message: string) => void;
  /** What warn said lately (see writeWarnings). */
  private readonly warned = new RecentWarnings();
  private readonly info: (message: string) => void;
  private readonly lock: FileLock;
  /** Where a write notes the append it makes, for the next one if it is killed meanwhile (torn-append.ts). */
  private readonly appendNote: string;
  /** Whether an append torn by a killed writer was looked for since this store was made (see cutTornAppendOnce). */
  private tornAppendChecked = false;
  private readonly maxBatch: number;
  private readonly beanCheck: string | undefined;
  private readonly beanCheckGate: BeanCheckGate | undefined;
  private readonly warmUpAfter: Promise<unknown>;
  private readonly readGuard: ((mainFile: string) => Promise<ReadGuard>) | undefined;
  private current: LedgerSnapshot | null = null;
  private derived: DerivedIndexes | null = null;
  /** The ledger's files as last read: whether a reload is due. */
  private readonly files = new FilesAsRead();
  private lines = new FileLines();
  /** The parse of each file of the last load, reused for files a reload finds unchanged. */
  private readonly parses = new ParseCache();
  /** Transaction text hashes, kept with those parses. */
  private readonly hashes = new TextHashes();
  private version = 0;
  /** Serialises batches of writes and reloads in this process. */
  private queue: Promise<unknown> = Promise.resolve();
  /** A freshness check queued and not yet started: later readers share it. */
  private queuedRefresh: Promise<LedgerSnapshot> | null = null;
  /** Writes waiting for a batch that is queued and not yet started. */
  private queuedWrites: QueuedWrite[] | null = null;
  private pendingWrites = 0;
  /** Whether the first load has removed the copies for bean-check that a stopped process left. */
  private staleCopiesRemoved = false;
  /** True while a batch waits for bean-check with nothing of it applied in memory yet. */
  private readersMayPass = false;
  /** Tasks (batches, reloads) queued or running; 0: the state in memory is the state on disk as last seen. */
  private tasks = 0;
  /**
   * The line of the last directive of the main file, kept up to date by appends (ours and
   * outside ones); null: the main file's parse tells (after a load).
   */
  private lastDirectiveLine: number | null = null;
  /** The files found changed when a batch last had to be planned again (a 503 that gives up names them). */
  private changedUnderUs: readonly string[] = [];
  /** What someone else last changed in the ledger's files: a write soon after waits (see settleOutsideChange). */
  private readonly outside = new OutsideChange();
  /** The background build of the indexes after the last load (see warmUp). */
  warming: Promise<void> = Promise.resolve();
  /** When a reader last asked for the ledger (performance.now()): the warm-up waits for a quiet moment. */
  private lastRead = -Infinity;

  /**
   * `mainFile` as the user gave it: includes are relative to its directory, as Beancount and Fava
   * read them, even when it is a symbolic link. The lock is taken beside `realFile`, so that
   * processes that name the file by different links still exclude each other.
   */
  constructor(mainFile: string, options: LedgerStoreOptions = {}, realFile: string = mainFile) {
    this.mainFile = mainFile;
    this.realFile = realFile;
    this.matches = new LedgerImportMatches(options.importMatches ?? new ImportMatchFile(null), realFile);
    const warn = options.warn ?? (() => undefined);
    // (said with the main file's path first: kept without it, the file apart)
    this.warn = (message) => {
      const about = message.startsWith(`${mainFile}: `) ? message.slice(mainFile.length + 2) : message;
      this.warned.add(mainFile, about);
      warn(message);
    };
    this.info = options.info ?? (() => undefined);
    this.lock = new FileLock(lockFileOf(realFile), { timeoutMs: options.lockTimeoutMs, shownAs: relativeFile(dirname(mainFile), lockFileOf(realFile)) });
    this.appendNote = appendNoteOf(lockFileOf(realFile));
    this.maxBatch = options.maxBatch ?? 128;
    this.beanCheck = options.beanCheck;
    this.warmUpAfter = options.warmUpAfter ?? Promise.resolve();
    this.readGuard = options.readGuard;
    this.beanCheckGate = options.beanCheck === undefined ? undefined : new BeanCheckGate(options.beanCheck, mainFile);
    this.staleSaves = new StaleSaveGuard(mainFile, realFile, { write: (plan) => this.write(plan), lines: () => this.lines, poll: () => this.pollMainFile(), warn: this.warn, info: this.info });
  }

  /**
   * What the store warned of in the last minutes about text it wrote, or chose not to write, on
   * its own (a text written again after a save or git removed it; one taken for discarded with
   * git), the latest first at the end (for /health: see recent-warnings.ts).
   */
  writeWarnings(): readonly RecentWarning[] {
    return this.warned.recent();
  }

  /** Why a write would fail for want of permission, or null (for /health: see write-access.ts). */
  writeAccessTrouble(): Promise<string | null> {
    return writeAccessTrouble(this.realFile);
  }

  /**
   * Why every write answers 503 now because another process keeps the lock longer than a write
   * waits for it, or null (for /health: QA, a lock left by a killed server whose pid a live
   * process had since refused every write while /health said "ok").
   */
  async lockTrouble(): Promise<string | null> {
    const holder = await this.lock.heldTooLong();
    if (holder === null) return null;
    const name = relativeFile(dirname(this.mainFile), this.lock.path);
    return `the lock file ${name} names pid ${holder.pid}, a live process, and has been there since ${holder.since.toISOString()}: every write waits ${this.lock.waitMs / 1000} s for it, then answers 503; if no process of this service with that pid writes to this ledger, the lock was left over: remove ${name}`;
  }

  /** A write to a ledger that enables a plugin this service does not run is checked by bean-check (else refused). */
  get checksWithBeanCheck(): boolean {
    return this.beanCheck !== undefined;
  }

  /**
   * Why writes checked by bean-check are refused now (a plugin it cannot import, an include the
   * service does not read for this ledger), or null (for /health).
   */
  beanCheckTrouble(): string | null {
    const ledger = this.current?.ledger;
    if (this.beanCheckGate !== undefined && ledger !== undefined && ledger.unsupportedPlugins().length > 0) {
      const refused = refusedFiles(ledger);
      if (refused.length > 0) return this.refusedIncludesWords(refused);
    }
    const names = this.beanCheckGate?.notImported ?? [];
    if (names.length === 0) return null;
    return `bean-check (LEDGER_BEAN_CHECK) could not import the plugin${names.length === 1 ? '' : 's'} ${names.map((n) => `"${n}"`).join(', ')} when it last checked the ledger: every write is refused until ${names.length === 1 ? 'it is' : 'they are'} importable where the service runs (its PYTHONPATH)`;
  }

  /**
   * The ledger as it is on disk now (reloaded first if any of its files changed). Readers
   * that arrive while a check is queued share it: it starts after they arrived, so it sees
   * every change made before.
   */
  snapshot(): Promise<LedgerSnapshot> {
    this.lastRead = performance.now();
    if (this.readersMayPass && this.current !== null && this.unchangedNow()) return Promise.resolve(this.current);
    if (this.queuedRefresh !== null) return this.queuedRefresh;
    // Nothing queued or running (no write half-applied in memory): the freshness check needs
    // no turn in the queue, where it would run next anyway and see the same.
    if (this.tasks === 0 && this.current !== null && this.unchangedNow()) return Promise.resolve(this.current);
    const refresh = this.serialised(() => {
      this.queuedRefresh = null;
      return this.refresh();
    });
    this.queuedRefresh = refresh;
    return refresh;
  }

  /**
   * Append what `plan` decides, given the freshest ledger, once Beancount's checks pass on the
   * whole ledger with it: 422 otherwise. The file is fsynced before this resolves.
   *
   * Writes queued together form a batch: one lock, one append and one fsync for all of them.
   * Each plan sees the ledger with the earlier writes of its batch, and each is checked
   * against it; one rejected leaves the others to land. None resolves before the fsync.
   */
  write<T>(plan: (snapshot: LedgerSnapshot) => WritePlan<T> | Promise<WritePlan<T>>): Promise<WriteOutcome<T>> {
    this.pendingWrites++;
    return new Promise<WriteOutcome<T>>((resolve, reject) => {
      const queued: QueuedWrite = { plan, resolve: resolve as QueuedWrite['resolve'], reject, beforeCommit: currentBeforeCommit() };
      if (this.queuedWrites !== null && this.queuedWrites.length < this.maxBatch) {
        this.queuedWrites.push(queued);
        return;
      }
      const batch = [queued];
      this.queuedWrites = batch;
      // runBatch settles every write of the batch itself and does not throw.
      void this.serialised(() => {
        if (this.queuedWrites === batch) this.queuedWrites = null;
        return this.runBatch(batch);
      }).catch(() => undefined);
    }).finally(() => {
      this.pendingWrites--;
    });
  }

  /**
   * Runs `task` on the freshest ledger in the write queue: no write changes the ledger, or what
   * imports keep of it, until the task is done, and readers are answered meanwhile (nothing is
   * half-applied). For a long read that gives the event loop back (an import's dry run), which
   * needs neither the lock nor a writable file (a read-only ledger can be previewed).
   */
  readInTurn<T>(task: (snapshot: LedgerSnapshot) => Promise<T>): Promise<T> {
    return this.serialised(async () => {
      // (a dry run writes no file: what a load forgets of the imports' matches is not written yet)
      const snapshot = await this.refresh(false);
      this.readersMayPass = true;
      try {
        return await task(snapshot);
      } finally {
        this.readersMayPass = false;
      }
    });
  }

  /**
   * What `write` would do with `plan`, nothing written (an import's dry run): planned in turn
   * as readInTurn plans, then put through the same checks as a write (checkedAppend), so that
   * it is refused when the write would be (QA: a dry run answered 200 for a row before a balance
   * assertion it broke, and the same import was then refused with 422). Resolves to the plan's
   * result.
   */
  checkInTurn<T>(plan: (snapshot: LedgerSnapshot) => WritePlan<T> | Promise<WritePlan<T>>): Promise<T> {
    return this.readInTurn(async (snapshot) => {
      const planned = await plan(snapshot);
      if (planned.directives.length === 0) return planned.result;
      const file = this.mainFile;
      // (read only: a ledger the service may not write to can still be previewed)
      const handle = await open(file, 'r');
      try {
        const size = (await handle.stat()).size;
        const lines = this.lines.get(file) ?? [];
        await this.checkedAppend(snapshot, planned, {
          handle,
          size,
          endsWithNewline: size === 0 || (await lastByte(handle, size)) === 0x0a,
          lines,
          newline: lineEndOf(this.lines.tail(file, 4096)) ?? lineEndOf(this.lines.tail(file, Infinity)) ?? '\n',
          style: ledgerWriteStyle(lines, snapshot.ledger, (f) => this.lines.get(f)),
          openEnd: openEndOf(snapshot.ledger, file, snapshot.directory),
          tailFrom: this.lastDirectiveLine ?? this.parses.lastLoad().get(file)?.result.directives.at(-1)?.source.line ?? 1,
          text: '',
          directory: snapshot.directory,
        });
      } finally {
        await handle.close().catch(() => undefined);
      }
      return planned.result;
    });
  }

  /**
   * The matches earlier imports made of this ledger's transactions typed by hand (see
   * LedgerImportMatches); `write` false for a dry run, which writes no file.
   */
  rememberedMatches(snapshot: LedgerSnapshot, write = true): Promise<RowMatch[]> {
    return this.matches.rememberedMatches(snapshot, write);
  }

  /** Resolves once every queued write has finished (for graceful shutdown). */
  async idle(): Promise<void> {
    while (this.pendingWrites > 0) await this.queue.catch(() => undefined);
  }

  /**
   * The service stops (graceful shutdown): wait for the queued writes, then stop watching the
   * last appends for a stale save. A store closed in a process that goes on (a test, a server
   * restarted in place) otherwise wrote an append again into a file put back on purpose.
   */
  async close(): Promise<void> {
    await this.idle();
    this.staleSaves.stop();
    // (bean-check's run on the ledger as loaded removes its copy when it ends)
    await this.beanCheckGate?.settled();
  }

  /** The files still as last read; false on any doubt (a stat error is then met in the queue, as a rejection). */
  private unchangedNow(): boolean {
    try {
      const today = this.current?.ledger.todayRead ?? null;
      if (today !== null && today !== localDate()) return false;
      return this.files.unchanged(this.lines);
    } catch {
      return false;
    }
  }

  private serialised<R>(task: () => Promise<R>): Promise<R> {
    this.tasks++;
    const run = this.queue.then(task, task);
    this.queue = run.then(
      () => void this.tasks--,
      () => void this.tasks--,
    );
    return run;
  }

  private async runBatch(batch: QueuedWrite[]): Promise<void> {
    // (a post during `git stash` or a checkout: the file removed, to be written anew in a moment;
    // it was answered 503 "missing", QA)
    await fileBack(this.mainFile, MISSING_FILE_WAIT_MS);
    try {
      await this.lock.acquire();
    } catch (err) {
      const failure = ledgerTroubleBehind(this.mainFile, err);
      for (const w of batch) w.reject(failure);
      return;
    }
    try {
      // A writer killed mid-append before us left its fragment: cut back before anything is planned.
      this.tornAppendChecked = true;
      await cutTornAppend(this.appendNote, this.warn).catch(() => undefined);
      // An outside edit between our reading the file and our appending to it (a `>>`, an
      // editor's save): forget what was planned on the old text and plan again on the new.
      for (let attempt = 1; ; ) {
        const applied = await this.applyBatch(batch);
        if (applied === 'done') break;
        // (each refusal takes one write out of the batch: no bound needed)
        if (applied === 'changed under us' && attempt++ === MAX_ATTEMPTS) {
          for (const w of batch) w.outcome = { ok: false, error: w.refused ?? keptChanging(this.changedUnderUs, this.mainFile) };
          break;
        }
        for (const w of batch) {
          w.outcome = undefined;
          w.dependsOnBatch = false;
          w.committed = undefined;
          w.matches = undefined;
        }
      }
      await this.matches.keepMatches(batch);
    } catch (err) {
      // Not expected (every step handles its own failures): trust neither memory nor answers.
      this.current = null;
      for (const w of batch) if (!w.durable) w.outcome = { ok: false, error: err };
    } finally {
      this.matches.forgetBatch();
      await this.lock.release().catch(() => undefined);
      for (const w of batch) {
        const outcome = w.outcome ?? { ok: false, error: new Error('write was not processed') };
        if (outcome.ok) w.resolve(outcome.value);
        else w.reject(outcome.error);
      }
    }
  }

  /**
   * Plan, check and apply each write in memory, then append all their text with one fsync.
   * 'changed under us': the file changed outside between our reading and our writing (nothing of
   * the batch is on disk then, and memory is to be reloaded): plan again.
   */
  private async applyBatch(batch: QueuedWrite[]): Promise<'done' | 'changed under us' | 'refused'> {
    this.matches.forgetBatch();
    let before: LedgerSnapshot;
    try {
      before = await this.settleOutsideChange(await this.refresh());
    } catch (err) {
      // (removed since: git writing it anew; plan again once it is back)
      if (isMissing(ledgerTroubleBehind(this.mainFile, err)) && (await fileBack(this.mainFile, MISSING_FILE_WAIT_MS))) return this.changedUnder([this.mainFile]);
      for (const w of batch) w.outcome = { ok: false, error: err };
      return 'done';
    }
    const file = this.mainFile;
    let handle: FileHandle;
    let size: number;
    let endsWithNewline: boolean;
    let ino: bigint;
    let dev: bigint;
    try {
      try {
        handle = await openToAppend(file);
      } catch (err) {
        // (removed since it was read: git writing it anew; plan again once it is back)
        if (isMissing(err) && (await fileBack(file, MISSING_FILE_WAIT_MS))) return this.changedUnder([file]);
        throw err;
      }
      try {
        const stats = await handle.stat({ bigint: true });
        size = Number(stats.size);
        ino = stats.ino;
        dev = stats.dev;
        endsWithNewline = size === 0 || (await lastByte(handle, size)) === 0x0a;
      } catch (err) {
        await handle.close();
        throw err;
      }
    } catch (err) {
      for (const w of batch) w.outcome = { ok: false, error: err };
      return 'done';
    }
    let text = '';
    let snapshot = before;
    let lines = this.lines.get(file);
    if (lines === undefined) this.lines.set(file, (lines = []));
    const linesBefore = lines.length;
    const openEnd = openEndOf(before.ledger, file, before.directory);
    let tailFrom = this.lastDirectiveLine ?? this.parses.lastLoad().get(file)?.result.directives.at(-1)?.source.line ?? 1;
    // (QA: a file kept with CRLF got LF lines appended, a file of mixed line ends)
    const newline = lineEndOf(this.lines.tail(file, 4096)) ?? lineEndOf(this.lines.tail(file, Infinity)) ?? '\n';
    // (postings indented and amounts aligned as the file's own: Fava and bean-format users align them)
    const style = ledgerWriteStyle(lines, before.ledger, (f) => this.lines.get(f));
    try {
      for (const w of batch) {
        w.dependsOnBatch = text !== '';
        if (w.refused !== undefined) {
          w.outcome = { ok: false, error: w.refused };
          continue;
        }
        let planned: { result: unknown; text: string; booked: Directive[]; directives: readonly RawDirective[] };
        try {
          // A plan may take a while and give the event loop back (an import of 50,000 rows): while
          // nothing of this batch is applied in memory, readers are answered from the ledger as it is.
          this.readersMayPass = text === '';
          let plan: WritePlan<unknown>;
          try {
            plan = await w.plan(snapshot);
          } finally {
            this.readersMayPass = false;
          }
          const { directives, result } = plan;
          w.matches = plan.matches !== undefined && plan.matches.length > 0 ? matchRecords(this.realFile, snapshot.transactions, plan.matches) : undefined;
          if (directives.length === 0) {
            w.outcome = { ok: true, value: { written: [], result, snapshot } };
            if (w.matches !== undefined) this.matches.planned(w.matches);
            continue;
          }
          const checked = await this.checkedAppend(snapshot, plan, { handle, size, endsWithNewline, lines, newline, style, openEnd, tailFrom, text, directory: before.directory });
          planned = { result, ...checked, directives };
        } catch (err) {
          w.outcome = { ok: false, error: err };
          continue;
        }
        try {
          // Applied in memory now, so the next write of the batch is checked with it; nobody
          // reads this state before the fsync (readers queue behind the batch).
          const appended = snapshot.ledger.append(planned.booked, { followsPaddingChanges: true });
          // A file without a final newline: the first newline only ends its last line.
          const startsLine = endsWithNewline || text !== '';
          appendAll(lines, splitLines(startsLine ? planned.text : planned.text.slice(newline.length)));
          w.committed = { text: planned.text, at: Buffer.byteLength(text, 'utf8'), directives: planned.directives };
          text += planned.text;
          this.derived!.noteAppended(appended);
          for (const d of planned.booked) if (d.source.line > tailFrom) tailFrom = d.source.line;
        } catch (err) {
          // Not expected: the ledger in memory can no longer be trusted. Nothing was written.
          this.current = null;
          for (const other of batch) if (other === w || other.dependsOnBatch || other.outcome?.ok) other.outcome = { ok: false, error: err };
          return 'done';
        }
        snapshot = this.newSnapshot(snapshot.ledger);
        w.outcome = { ok: true, value: { written: planned.booked, result: planned.result, snapshot } };
        if (w.matches !== undefined) this.matches.planned(w.matches);
      }
      if (text === '') return 'done';
      // Those who asked are told where their text goes before it is there, and what precedes it.
      const fileTail = this.lines.tail(file, Math.max(CONTEXT_BYTES, STALE_COPY_CONTEXT));
      const bytes = Buffer.from(text, 'utf8');
      /** The last `n` bytes before offset `at` of the batch's text, the file's end included. */
      const precedingBytes = (at: number, n: number) => Buffer.concat([fileTail, bytes.subarray(Math.max(0, at - n), at)]).subarray(-n);
      const preceding = (at: number) => precedingBytes(at, CONTEXT_BYTES);
      const told = await Promise.all(
        batch.map((w) =>
          w.outcome?.ok && w.committed !== undefined && w.beforeCommit !== undefined
            ? w.beforeCommit({ file, offset: size + w.committed.at, text: w.committed.text, before: preceding(w.committed.at) }).catch((err: unknown) => {
                w.refused = err;
              })
            : undefined,
        ),
      );
      // Where the text is known not to have reached the file, those told take it back before the
      // batch is planned again or answered: a kept intent would pass for a write that happened.
      const withdrawals = told.filter((t): t is Withdraw => typeof t === 'function');
      const withdraw = () => Promise.all(withdrawals.map((take) => take().catch(() => undefined)));
      // A write whose intent could not be kept (the Idempotency-Key journal on a full disk) is not
      // written: its answer would promise what a restart forgets (a retry then wrote it twice).
      // The others may have been planned on it: plan them again without it.
      if (batch.some((w) => w.refused !== undefined && w.outcome?.ok === true)) {
        this.forget(lines, linesBefore);
        await withdraw();
        return 'refused';
      }
      // The rest of the ledger as read: an included file (or a directory an include or the
      // documents read) changed meanwhile may hold what this write's checks would refuse. Then,
      // last, the main file as planned on: still that file, still those bytes? That check and
      // the write are one synchronous step, nothing of this process runs between them: another
      // process's append can slip in only within the microseconds between the two system calls
      // (it then lands before ours, which is found below). Written through the thread pool, our
      // bytes could wait for a free thread while a script's header landed: its postings then
      // followed ours.
      // Where the text goes, noted for the next writer should this process be killed while it
      // writes (a large import is seconds of it): it then cuts the fragment back (torn-append.ts).
      // (synchronous, as the check and the write after it)
      const noted = noteAppend(this.appendNote, { file, dev, ino, offset: size, bytes });
      if (!this.unchangedNow() || !this.files.unchangedSinceRead(file, handle, ino, size, this.lines)) {
        // (which, for the 503 should they keep changing: an included file, often, not this one)
        const changed = this.files.changedFiles();
        if (!changed.includes(file) && !this.files.unchangedSinceRead(file, handle, ino, size, this.lines)) changed.unshift(file);
        if (noted) await dropNote(this.appendNote);
        this.forget(lines, linesBefore);
        await withdraw();
        return this.changedUnder(changed);
      }
      let done = 0;
      try {
        // One write in practice; a short write continues where it stopped.
        while (done < bytes.length) {
          const written = writeSync(handle.fd, bytes, done, bytes.length - done);
          if (written === 0) throw new Error('the ledger file accepts no more bytes');
          done += written;
        }
        await handle.sync();
      } catch (caught) {
        // (a write or fsync on the open file names none: the answer names the ledger's)
        const err = Object.assign(caught as NodeJS.ErrnoException, { path: (caught as NodeJS.ErrnoException).path ?? file });
        // Cut back only our own bytes: never text someone else appended meanwhile.
        const cutBack = (await handle.stat().catch(() => null))?.size === size + done && (await handle.truncate(size).then(() => true, () => false));
        const synced = await handle.sync().then(() => true, () => false);
        // (a fragment left in the file stays noted: the next write cuts it back)
        if (noted && (done === 0 || cutBack)) await dropNote(this.appendNote);
        // What is in memory is not on disk: reload from disk on the next request, and fail
        // every write whose answer relied on this batch's changes.
        lines.length = linesBefore;
        this.current = null;
        for (const w of batch) if (w.dependsOnBatch || w.outcome?.ok) w.outcome = { ok: false, error: err };
        // None of our bytes in the file (not one written, or all cut back and that made durable).
        if (done === 0 || (cutBack && synced)) await withdraw();
        return 'done';
      }
      if (noted) await dropNote(this.appendNote);
      const landed = await whereItLanded(this.lines, file, handle, ino, size, bytes, endsWithNewline ? linesBefore : linesBefore - 1);
      if (landed === 'lost') {
        // The file was replaced (an editor's save, a checkout) while we wrote: our bytes went to
        // the old file, which is gone. Nothing of the batch is in the ledger: plan again.
        this.forget(lines, linesBefore);
        await withdraw();
        return this.changedUnder([file]);
      }
      for (const w of batch) w.durable = true;
      this.staleSaves.guardAppends(batch, (at) => precedingBytes(at, STALE_COPY_CONTEXT));
      if (landed !== 'planned') {
        // In the file, but not where we planned (text appended by someone else came first, or the
        // file was replaced by one that has our text): read it all again, and answer with the
        // lines the text really has.
        this.forget(lines, linesBefore);
        await this.answerFromDisk(batch, landed.shift);
        return 'done';
      }
      this.lines.appendBytes(file, bytes);
      this.lastDirectiveLine = tailFrom;
    } finally {
      await handle.close().catch(() => undefined);
    }
    const print = await fingerprint(file).catch(() => 'changed');
    // Note the new fingerprint only if nobody else wrote meanwhile; otherwise reload next time.
    this.files.notePrint(file, print.startsWith(`${size + Buffer.byteLength(text, 'utf8')}:`) ? print : 'changed', this.lines);
    return 'done';
  }

  /** 'changed under us', noting that `files` changed (see changedUnderUs). */
  private changedUnder(files: readonly string[]): 'changed under us' {
    this.changedUnderUs = files;
    return 'changed under us';
  }

  /** Why bean-check is not run on a ledger with `refused` includes (see refusedFiles). */
  private refusedIncludesWords(refused: readonly string[]): string {
    const shown = refused.map((f) => {
      const relative = relativeFile(dirname(this.mainFile), f);
      return `"${relative.startsWith('..') ? f : relative}"`;
    });
    const one = refused.length === 1;
    return `this ledger includes ${shown.join(', ')}, which the service does not read for it, and bean-check (LEDGER_BEAN_CHECK), which checks writes to a ledger enabling a plugin the service does not run, would read ${one ? 'it' : 'them'}: every write is refused until ${one ? 'that include is' : 'those includes are'} removed`;
  }

  /** checkedAppend (append-checks.ts) for this ledger, bean-check as LEDGER_BEAN_CHECK names it. */
  private checkedAppend(snapshot: LedgerSnapshot, plan: WritePlan<unknown>, at: AppendPoint): Promise<{ text: string; booked: Directive[] }> {
    const gate = this.beanCheckGate;
    return checkedAppend(this.mainFile, snapshot, plan, at, gate === undefined ? undefined : async (appended) => {
      // bean-check reads what the text names: not files the service refused to read for this
      // ledger (recheck QA: with `include "idempotency.jsonl"`, its 422 quoted another user's entries)
      const refused = refusedFiles(snapshot.ledger);
      if (refused.length > 0) throw Problem.unprocessable(`${this.refusedIncludesWords(refused)}: nothing was written`);
      // Seconds on a large ledger. While nothing of this batch is applied in memory, readers
      // need not wait: they are answered from the ledger as it is (the write is not done).
      const mayPass = this.readersMayPass;
      this.readersMayPass = at.text === '';
      try {
        await gate.check(at.handle, at.size, appended, at.directory);
      } finally {
        this.readersMayPass = mayPass;
      }
    });
  }

  /**
   * The ledger once the main file has been left alone long enough after an outside change (see
   * OUTSIDE_QUIET_MS): `snapshot` itself when the last one seen is older (no stat, no wait), else
   * read again after waiting. 503 when it keeps changing past MAX_QUIET_WAIT_MS.
   */
  private async settleOutsideChange(snapshot: LedgerSnapshot): Promise<LedgerSnapshot> {
    const deadline = Date.now() + MAX_QUIET_WAIT_MS;
    for (;;) {
      const since = Date.now() - this.outside.changedAt;
      const quiet = since >= UNFINISHED_QUIET_MS ? 0 : this.outside.endLooksUnfinished(this.lines, this.mainFile) ? UNFINISHED_QUIET_MS : OUTSIDE_QUIET_MS;
      if (since >= quiet) {
        // (left alone long enough: a rewrite seen cut short is over, whatever it left)
        this.outside.cutShort = false;
        return snapshot;
      }
      const wait = quiet - since;
      if (Date.now() + wait > deadline) throw keptChanging(this.outside.lastFiles, this.mainFile);
      await new Promise((resolve) => setTimeout(resolve, wait));
      // Changed again meanwhile: that change is taken (or the file reloaded), and waited for in turn.
      snapshot = await this.refresh();
    }
  }

  /**
   * While appends are guarded against a stale save (stale-save-guard.ts): a look at the main
   * file, since no request may come.
   */
  private pollMainFile(): 'as read' | 'changed' | 'busy' {
    if (this.tasks > 0) return 'busy';
    let changed: boolean;
    try {
      changed = fingerprintNow(this.mainFile) !== this.files.prints.get(this.mainFile);
    } catch {
      changed = true;
    }
    if (!changed) return 'as read';
    // The freshness check notices the change and runs rewriteLostAppends, in the queue.
    void this.snapshot().catch(() => undefined);
    return 'changed';
  }

  /**
   * The writes of a batch whose text landed `shift` lines later than planned: their answers
   * take the written directives at their real lines, in the ledger as read again now.
   */
  private async answerFromDisk(batch: readonly QueuedWrite[], shift: number): Promise<void> {
    const fresh = await this.refresh().catch(() => null);
    if (fresh === null) return;
    for (const w of batch) {
      if (w.outcome?.ok !== true) continue;
      const value = w.outcome.value;
      const written = value.written.map((d) => ({ ...d, source: { file: d.source.file, line: d.source.line + shift } }) as Directive);
      w.outcome = { ok: true, value: { ...value, written, snapshot: fresh } };
    }
  }

  /** Drop what this batch put in memory: the next request reads the files again. */
  private forget(lines: string[], linesBefore: number): void {
    lines.length = linesBefore;
    this.current = null;
    this.lastDirectiveLine = null;
    this.files.notePrint(this.mainFile, 'changed', this.lines);
  }

  /**
   * The common outside edit, a person adding directives at the end of one file (by hand, or a
   * script's `>>`), applied like our own writes: the new text is parsed and appended, not the
   * whole ledger reloaded. Anything else is left to a full reload (null): another file or an
   * include glob changed, the known text is not the file's beginning any more, the new text
   * does not stand alone (continues the last directive, has options, includes or syntax
   * errors), or it brings errors (a reload reports them exactly as Beancount would).
   */
  private async takeOutsideAppend(current: LedgerSnapshot): Promise<LedgerSnapshot | null> {
    // (a file unreadable at the load may be readable now: only a load reads it)
    if (this.files.unreadable.length > 0) return null;
    if (this.files.directories === null || !this.files.directories.unchanged()) return null;
    const changed = [...this.files.prints].filter(([f, print]) => fingerprintNow(f) !== print).map(([f]) => f);
    if (changed.length !== 1) return null;
    const file = changed[0]!;
    const known = this.lines.byteLength(file);
    const print = await fingerprint(file);
    const bytes = await readFile(file);
    if ((await fingerprint(file)) !== print) return null; // still being written
    if (known === undefined || bytes.length <= known || (known > 0 && bytes[known - 1] !== 0x0a) || !this.lines.isPrefixOf(file, bytes)) return null;
    const ledger = current.ledger;
    if (ledger.errors.some((e) => e.kind === 'syntax')) return null; // e.g. a pushtag still open at the end
    const tail = bytes.subarray(known);
    // Parsed as a load parses this file: with the root names its own options set (Beancount
    // parses each included file with its own options, not the main file's).
    const ownOptions = this.parses.lastLoad().get(file)?.result.options;
    if (ownOptions === undefined) return null;
    const parsed = parseBytes(tail, file, { rootNames: buildOptions(ownOptions).options.rootNames });
    if (parsed.errors.length > 0 || parsed.options.length > 0 || parsed.plugins.length > 0 || parsed.includes.length > 0) return null;
    const lines = this.lines.get(file);
    if (lines === undefined) return null;
    const raw = parsed.directives.map((d) => shiftDirective(d, lines.length));
    const check = ledger.check(raw);
    if (check.errors.length > 0) return null;
    const appended = ledger.append(check.directives, { followsPaddingChanges: true });
    // (raw is in file order, after everything read before: its last directive is the file's last)
    if (file === this.mainFile && raw.length > 0) this.lastDirectiveLine = raw[raw.length - 1]!.source.line;
    appendAll(lines, splitLines(tail.toString('utf8')));
    this.lines.appendBytes(file, tail);
    this.derived!.noteAppended(appended);
    this.files.notePrint(file, print, this.lines);
    this.outside.note([print], [file]);
    // (the file read before may have been a save in place half written, without the last appends)
    if (file === this.mainFile) this.staleSaves.rewriteLostAppends(bytes);
    return this.newSnapshot(ledger);
  }

  private newSnapshot(ledger: Ledger): LedgerSnapshot {
    const version = ++this.version;
    this.current = new LedgerSnapshot(ledger, new Date().toISOString(), version, this.derived!, () => this.version === version);
    return this.current;
  }

  /**
   * Before this store's first load: a writer killed mid-append (this service before a restart)
   * left its fragment at the end of the main file; it is cut back before the ledger is read, so
   * that the restarted service neither reports its error nor appends after it. Only when a note
   * is there (a read-only ledger takes no lock); a lock that cannot be had leaves it to the next
   * write.
   */
  private async cutTornAppendOnce(): Promise<void> {
    this.tornAppendChecked = true;
    if ((await stat(this.appendNote).catch(() => null)) === null) return;
    try {
      await this.lock.acquire();
    } catch {
      return;
    }
    try {
      await cutTornAppend(this.appendNote, this.warn);
    } catch {
      // (left to the next write)
    } finally {
      await this.lock.release().catch(() => undefined);
    }
  }

  /**
   * Load, or reload when a file changed (size, mtime or inode) since we last read it. With
   * `writeMatches` false (an import's dry run), what the load forgets of the matches imports kept
   * is not written to their file yet (LedgerImportMatches.loaded).
   */
  private async refresh(writeMatches = true): Promise<LedgerSnapshot> {
    if (!this.tornAppendChecked) await this.cutTornAppendOnce();
    if (this.current !== null && this.unchangedNow()) return this.current;
    if (this.current !== null) {
      const appended = await this.takeOutsideAppend(this.current).catch(() => null);
      if (appended !== null) return appended;
    }
    if (this.beanCheck !== undefined && !this.staleCopiesRemoved) {
      // Copies of checks that a stopped process left (a restart is when they are found).
      this.staleCopiesRemoved = true;
      await removeStaleCopies(this.mainFile);
    }
    let known = new Set([this.mainFile, ...this.files.prints.keys()]);
    for (let attempt = 0; ; attempt++) {
      const before = await fingerprints(known);
      // A file whose bytes did not change since the last load keeps its parse.
      const ledger = Ledger.load(this.mainFile, this.parses, undefined, await this.readGuard?.(this.mainFile));
      // An included file may have changed: bean-check's verdicts on the main file's text no longer hold.
      this.beanCheckGate?.forget();
      this.lastDirectiveLine = null;
      // (a plugin's files are watched with the ledger's; they have no text here)
      const files = new Set([this.mainFile, ...ledger.files, ...ledger.pluginFiles]);
      // The text is the bytes the ledger was read from, so the two always agree.
      const lines = new FileLines();
      for (const f of files) {
        const bytes = this.parses.bytesOf(f);
        if (bytes !== undefined) lines.setBytes(f, bytes);
      }
      const after = await fingerprints(files);
      const watch = await DirectoryWatch.after(ledger.directoryDependencies());
      // An editor saving while we read: read again, so the text and the ledger agree.
      const stable = watch.stable && [...files].every((f) => !before.has(f) || before.get(f) === after.get(f));
      known = files;
      if (!stable && attempt < 4) continue;
      // Still changing after five reads: this ledger is the bytes read, but the fingerprints
      // taken after them may be a later state's, which would then pass for this one's until the
      // next change (entries missing, a 201 for an account already opened). Nothing passes for
      // it: the next request reads again (or takes what was appended).
      if (!stable) for (const f of files) after.set(f, 'changed');
      // Not at the first load: what the files went through before is not known.
      const previous = this.files.prints.get(this.mainFile);
      const changed = previous === undefined ? [] : [...after].filter(([f, print]) => this.files.prints.get(f) !== print).map(([f]) => f);
      // (the newest change time among them: a file's print holds it)
      if (changed.length > 0) {
        // Named in a 503 should they keep changing: not a file only to be read again after a
        // batch was planned again (its print 'changed'), and that holds what was read before.
        const named = changed.filter((f) => this.files.prints.get(f) !== 'changed' || !this.lines.isWhole(f, this.parses.bytesOf(f) ?? Buffer.alloc(0)));
        this.outside.note(changed.map((f) => after.get(f) ?? 'missing'), changed, named);
      }
      // A file that is now the beginning of what it was is most likely being rewritten in place
      // (truncated, then written again in pieces): its end counts as unfinished.
      this.outside.cutShort = changed.some((f) => {
        const bytes = this.parses.bytesOf(f);
        return bytes !== undefined && this.lines.extends(f, bytes);
      });
      this.files.forgetPrints();
      this.lines = lines;
      // Unless its end looks like an entry still being written (the service started while a
      // script appended one in pieces): its change time then tells whether to wait for the rest.
      if (previous === undefined && fileEndLooksUnfinished(this.lines, this.mainFile)) this.outside.note([after.get(this.mainFile) ?? 'missing'], [this.mainFile]);
      // At the first load, bean-check runs once on the ledger as read, so that /health says
      // whether it can import the plugins it checks writes with before a write is refused for it.
      const loadedBytes = this.parses.bytesOf(this.mainFile);
      if (previous === undefined && stable && loadedBytes !== undefined && ledger.unsupportedPlugins().length > 0 && refusedFiles(ledger).length === 0) this.beanCheckGate?.probe(loadedBytes);
      for (const [f, print] of after) this.files.notePrint(f, print, this.lines);
      this.files.directories = watch.watch;
      this.files.unreadable = ledger.unreadableFiles;
      this.derived = new DerivedIndexes(ledger, lines, this.hashes.forLoad(this.parses.lastLoad()));
      const snapshot = this.newSnapshot(ledger);
      // (not from a file caught changing, nor one that could not be read: what it lacks may be
      // there in a moment; a file that is the beginning of what it was is taken as it is: a
      // restored copy is that too, and a match kept of a transaction gone may drop a row unseen)
      if (stable && ledger.unreadableFiles.length === 0) this.matches.loaded(snapshot, writeMatches);
      this.warming = this.warmUp();
      // (the bytes just read: a save caught half written is looked at again when it changes next)
      const mainBytes = this.parses.bytesOf(this.mainFile);
      if (mainBytes !== undefined) this.staleSaves.rewriteLostAppends(mainBytes);
      return snapshot;
    }
  }

  /**
   * Build, in the background after a load, the indexes the first requests would otherwise wait
   * for (transaction ids, balances, prices, the write checks': ~1 s on a 100,000-transaction
   * ledger). One at a time, each in its own turn of the event loop, and only while nothing is
   * queued: a request that arrives meanwhile waits for one step at most, and a write or reload
   * is never crossed. What is not built here is built on first use, as before. It holds no
   * process open while it waits (a server that closes does not wait for it).
   */
  private async warmUp(): Promise<void> {
    const derived = this.derived;
    const steps = [(s: LedgerSnapshot) => s.ledger.prepareIndexes(), (s: LedgerSnapshot) => s.transactions, (s: LedgerSnapshot) => s.balances, (s: LedgerSnapshot) => s.prices];
    await this.warmUpAfter.catch(() => undefined);
    const pause = () => new Promise((resolve) => setTimeout(resolve, WARM_UP_QUIET_MS).unref());
    for (const step of steps) {
      // A step holds the event loop (0.1-0.3 s each on a 100,000-transaction ledger): it waits
      // for a moment with no write and no reader, so that a request arriving (read, authenticated,
      // answered over several turns of I/O) goes first, and builds what it needs itself.
      do await pause();
      while ((this.tasks > 0 || performance.now() - this.lastRead < WARM_UP_QUIET_MS) && this.derived === derived);
      // Writes since the load keep these indexes current; a reload starts its own warm-up.
      if (this.derived !== derived || this.current === null) return;
      try {
        step(this.current);
      } catch {
        return; // met again, and answered, by the request that needs it
      }
    }
  }
}

export { LedgerSnapshot, ledgerErrors, renderAdditions };
export type { Transaction, WriteOutcome, WritePlan };
export { splitLines };

/** The files the ledger names that its read guard refused (see ReadGuard): bean-check must not read them either. */
function refusedFiles(ledger: Ledger): string[] {
  return [...new Set(ledger.errors.map(notReadFile).filter((f) => f !== null))];
}
