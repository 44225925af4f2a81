// An append answered and then lost to a save made from a copy of the file read before it (an
// editor, a sync tool): the appends of the last seconds are watched for, and written again when a
// reload finds the file without them, unless git discarded them.
import type { RawDirective } from '../ledger/core/directives.ts';
import { gitIndexChangedSince, gitIndexState } from './git-index.ts';
import { gitStashMark, stashHoldsText, stashMadeSince, type StashMark } from './git-stash.ts';
import { sameAsGitIndex } from './git-work-tree.ts';
import type { LedgerSnapshot } from './ledger-snapshot.ts';
import type { QueuedWrite } from './queued-write.ts';
import type { FileLines } from './file-lines.ts';
import { editsOf } from './edited-append.ts';
import { judgeLostAppends, type LostVerdict } from './lost-appends.ts';
import { linesIn, occurrencesIn, readsAsStaleCopy, STALE_COPY_CONTEXT } from './stale-copy.ts';
import type { WriteOutcome, WritePlan } from './write-plan.ts';

/**
 * How long after an append the store watches for a save that had read the file before it (an
 * editor, a sync tool) and puts the file back without it: the text is then written again. A
 * person who deletes what the service wrote does it later than this.
 */
const REWRITE_GUARD_MS = 3000;
/** How often the main file is looked at while an append is guarded (no request may come meanwhile). */
const REWRITE_GUARD_POLL_MS = 100;
/**
 * At most this many appends are guarded at once (the latest): 3 s of the fastest writes measured
 * (about 2,500 a second). Beyond, the oldest went unguarded: with 500, four clients posting at
 * once and a stale save every 1.3 s lost most answered writes, unsaid (QA).
 */
const MAX_GUARDED = 10_000;

/** An appended text still guarded against a stale save, with what makes it again. */
interface GuardedAppend {
  readonly text: Buffer;
  /**
   * How many times the file held the text just after the append, counted when first needed
   * (see holds): the same transaction may be there before it (typed twice, the bus there and
   * back), and one copy left stood for the one a save lost (QA).
   */
  copies: number | (() => number);
  /** Its first line, its line end left out (a transaction's date, flag, payee and narration). */
  readonly head: Buffer;
  /**
   * How many lines of the file were that first line just after the append, counted when first
   * needed: a file that lost the text but has as many is a save that edited it (its first line
   * kept), not one that lost it. Counted as whole lines: `... ^run-1` is the start of `... ^run-10`,
   * and the same transaction typed twice has the same first line; where they were looked for as
   * a piece of text, or after what preceded the append (repeated in a run of like entries), the
   * lost text passed for edited, unsaid (QA: the first answered write of every run; half of the
   * writes of identical entries).
   */
  headCopies: number | (() => number);
  /** The end of what preceded it in the file (up to STALE_COPY_CONTEXT bytes): a copy read before it has that (see readsAsStaleCopy). */
  readonly preceding: Buffer;
  /** How many times the file held `bytes` just before the append (see judgeLostAppends). */
  readonly heldBefore: (bytes: Buffer) => number;
  /** The entries of the file just before the append that read as `entry` edited (see judgeLostAppends). */
  readonly editsHeldBefore: (entry: Buffer) => Buffer[];
  readonly directives: readonly RawDirective[];
  /** Its window ends (see REWRITE_GUARD_MS): once the store has seen the file still holding it after this, it is let go. */
  readonly until: number;
  /** The last reload found the file without it, and not as a stale copy: said if it is let go so. */
  missing: boolean;
  /** The index of the git work tree holding the ledger file as it was just after the append (null: none holds it). */
  readonly gitIndex: string | null;
  /** The stash of that work tree just after the append (see rewriteLostAppends). */
  readonly gitStash: StashMark | null;
}

/** What the guard needs of its store. */
export interface StaleSaveHooks {
  /** A write of the store (LedgerStore.write), queued as any other. */
  readonly write: <T>(plan: (snapshot: LedgerSnapshot) => WritePlan<T> | Promise<WritePlan<T>>) => Promise<WriteOutcome<T>>;
  /** The text of the ledger's files as the store knows it now. */
  readonly lines: () => FileLines;
  /**
   * Called every REWRITE_GUARD_POLL_MS while appends are guarded: the store looks at the main
   * file. 'as read': nothing queued or running, and the file is as the store last read or wrote
   * it (its text then held the guarded appends, or rewriteLostAppends was told otherwise);
   * 'changed': it is not (a reload is started, which calls rewriteLostAppends); 'busy': a write or
   * reload is under way.
   */
  readonly poll: () => 'as read' | 'changed' | 'busy';
  readonly warn: (message: string) => void;
  readonly info: (message: string) => void;
}

/** The appends of one ledger's main file still guarded against a stale save. */
export class StaleSaveGuard {
  private readonly mainFile: string;
  private readonly realFile: string;
  private readonly hooks: StaleSaveHooks;
  /** Appends of the last REWRITE_GUARD_MS, oldest first (see guardAppends). */
  private guarded: GuardedAppend[] = [];
  private guardTimer: NodeJS.Timeout | null = null;
  /**
   * The texts and first lines of lost appends waiting to be written again (keys: see watchKey):
   * how many times the service appended each since it was first watched, and how many writes
   * wait on it. A lost text is let be only when the file holds more copies of it than the save
   * left plus those appended since (a writer posting the same bus ride meanwhile made a lost one
   * pass for put back, unsaid).
   */
  private readonly watched = new Map<string, { appended: number; waiting: number }>();

  constructor(mainFile: string, realFile: string, hooks: StaleSaveHooks) {
    this.mainFile = mainFile;
    this.realFile = realFile;
    this.hooks = hooks;
  }

  /**
   * Watch the batch's appended texts for REWRITE_GUARD_MS after their answer: an editor or a sync
   * tool that read the file before the append and saves its copy just after (renamed over it, or
   * written in place) puts the file back without them, and a 201 was answered for a transaction
   * no longer there (household QA: 3 of 120 writes with a save every 0.3-1.3 s; an
   * Idempotency-Key retry then only replayed the answer). The main file is looked at every
   * REWRITE_GUARD_POLL_MS meanwhile, since no request may come (see rewriteLostAppends).
   */
  guardAppends(batch: readonly QueuedWrite[], precedingAt: (at: number) => Buffer): void {
    const until = Date.now() + REWRITE_GUARD_MS;
    // (git writes its index after the work tree: see rewriteLostAppends)
    let gitIndex: string | null = null;
    let gitStash: StashMark | null = null;
    try {
      gitIndex = gitIndexState(this.realFile);
      gitStash = gitStashMark(this.realFile);
    } catch {
      // (.git not readable: taken for no work tree)
    }
    // (the file as known before the batch: appends only extend it, a reload makes another)
    const known = this.hooks.lines();
    const knownBytes = known.byteLength(this.mainFile) ?? 0;
    const texts: Buffer[] = [];
    const heads: Buffer[] = [];
    for (const w of batch) {
      const committed = w.committed;
      if (w.outcome?.ok !== true || committed === undefined || committed.directives.length === 0) continue;
      const text = Buffer.from(committed.text.replace(/^(?:\r?\n)+/, ''), 'utf8');
      let end = text.indexOf(0x0a);
      if (end > 0 && text[end - 1] === 0x0d) end--;
      const head = text.subarray(0, end < 0 ? text.length : end);
      // (the file's copies before the batch, counted in the bytes known then, and the batch's before this one)
      const inBatch = texts.filter((t) => t.equals(text)).length;
      const headsInBatch = heads.filter((h) => h.equals(head)).length;
      const copies = () => known.occurrences(this.mainFile, (bytes) => occurrencesIn(bytes, text), knownBytes) + 1 + inBatch;
      const headCopies = () => known.occurrences(this.mainFile, (bytes) => linesIn(bytes, head), knownBytes) + 1 + headsInBatch;
      const heldBefore = (needle: Buffer) => known.occurrences(this.mainFile, (bytes) => occurrencesIn(bytes, needle), knownBytes);
      const editsHeldBefore = (entry: Buffer) => [...known.pieces(this.mainFile, knownBytes)].flatMap((bytes) => editsOf(bytes, entry).map((e) => bytes.subarray(e.start, e.end)));
      texts.push(text);
      heads.push(head);
      if (this.watched.size > 0) {
        this.noteAppended(watchKey('text', text));
        this.noteAppended(watchKey('head', head));
      }
      // what preceded it, from a line's start (a cut line is left out), blank lines aside
      let preceding = precedingAt(committed.at);
      if (preceding.length === STALE_COPY_CONTEXT) preceding = preceding.subarray(preceding.indexOf(0x0a) + 1);
      let stop = preceding.length;
      while (stop > 0 && (preceding[stop - 1] === 0x0a || preceding[stop - 1] === 0x0d)) stop--;
      this.guarded.push({ text, copies, head, headCopies, preceding: preceding.subarray(0, stop), heldBefore, editsHeldBefore, directives: committed.directives, until, missing: false, gitIndex, gitStash });
    }
    // (thousands of writes a second: the latest are guarded; a reload halves its way to those lost)
    if (this.guarded.length > MAX_GUARDED) this.guarded = this.guarded.slice(-MAX_GUARDED);
    if (this.guarded.length === 0 || this.guardTimer !== null) return;
    this.guardTimer = setInterval(() => {
      // An append is let go once its window has passed AND the store has seen the file since
      // then, idle, as it last read it. Not on the clock alone: a write can hold the queue for
      // seconds (one waiting for a save in place to settle, see append-landing.ts) while a save
      // of a copy read before the last appends puts the file back without them; their windows
      // passed meanwhile, and the reload after that write let them go unseen (QA: 13 answered
      // writes lost to one in-place save, silently).
      if (this.hooks.poll() === 'as read') this.letGo(Date.now());
      if (this.guarded.length === 0) {
        clearInterval(this.guardTimer!);
        this.guardTimer = null;
      }
    }, REWRITE_GUARD_POLL_MS);
    this.guardTimer.unref();
  }

  /**
   * The appends whose window ended by `now` are let go: the file as the store last read it holds
   * them, or (missing) did not look like a copy read before them. These are said: their text is
   * not in the file and is not written again (a file written anew, a save that also changed what
   * preceded them), so that no answered write goes without a word.
   */
  private letGo(now: number): void {
    const ending = this.guarded.filter((g) => g.until <= now);
    if (ending.length === 0) return;
    this.guarded = this.guarded.filter((g) => g.until > now);
    const missing = ending.filter((g) => g.missing);
    if (missing.length === 0) return;
    const lines = this.hooks.lines();
    const known = lines.tail(this.mainFile, lines.byteLength(this.mainFile) ?? 0);
    // (many, thousands a file written anew can leave: its lines once, rather than searches of the file each)
    const knownLines = missing.length > 32 ? new Set(known.toString('utf8').split(/\r?\n/)) : null;
    for (const g of missing) {
      // (its first line still there as often: a save that edited the text, or rewrote the file around it)
      if (knownLines === null ? holds(known, g) || keepsHead(known, g) : knownLines.has(g.head.toString('utf8'))) continue;
      this.hooks.warn(`${this.mainFile}: an append answered ${((now - g.until + REWRITE_GUARD_MS) / 1000).toFixed(1)} s ago (${g.head.toString('utf8').trim()}) is no longer in the file, and the file does not read as a copy saved from before it (written anew, or what preceded it changed too): it is not written again; add it back if it was not removed on purpose`);
    }
  }

  private noteAppended(key: string): void {
    const watch = this.watched.get(key);
    if (watch !== undefined) watch.appended++;
  }

  private watch(key: string): { appended: number; waiting: number } {
    let watch = this.watched.get(key);
    if (watch === undefined) this.watched.set(key, (watch = { appended: 0, waiting: 0 }));
    watch.waiting++;
    return watch;
  }

  private unwatch(key: string): void {
    const watch = this.watched.get(key);
    if (watch !== undefined && --watch.waiting === 0) this.watched.delete(key);
  }

  /** Stop watching: the appends guarded are let go (the service stops). */
  stop(): void {
    if (this.guardTimer !== null) clearInterval(this.guardTimer);
    this.guardTimer = null;
    this.guarded = [];
    this.watched.clear();
  }

  /**
   * After a reload, of the main file's bytes read: the guarded appends that the file lost (their text is not
   * there, nor their first line: a save that edited them keeps that line, and is left alone),
   * where it still holds what preceded them (a save of a copy read before them; a file written
   * anew is not one), are written again, each as a write of its own queued
   * behind this reload. These writes plan once the file has settled (a save in pieces is waited
   * for), the first of them judging them all on the file as read then (judgeLostAppends): what
   * it holds again, or holds edited by a save that had read it, is not written. Unless git wrote the index of
   * the work tree holding the file since the append and the file is as the index holds it: the
   * user discarded the text with git (`git reset --hard`, `git checkout -- file`, `git stash`
   * right after a write; QA: 5 of 5 came back, and after a stash the entry was both in the stash
   * and in the file, and `stash pop` conflicted); that is warned about, naming the transaction.
   * Editors and sync tools do not write git's index.
   */
  rewriteLostAppends(content: Buffer): void {
    // (those whose window passed are still looked for: they are let go only once seen, see guardAppends)
    if (this.guarded.length === 0) return;
    const file = this.mainFile;
    // A save of a copy drops what was appended after it was read: the newest of them, back to the
    // first still there. Most changes keep them all (an append by hand, an edit above them).
    if (holds(content, this.guarded.at(-1)!)) return;
    // (each look is a search of the file, and thousands may be guarded: halved, those lost are the newest)
    let kept = -1;
    let first = this.guarded.length - 1;
    while (first - kept > 1) {
      const mid = (kept + first) >> 1;
      if (holds(content, this.guarded[mid]!)) kept = mid;
      else first = mid;
    }
    // It still holds what preceded the first of them, perhaps with its last lines edited (a file
    // written anew, or half written by a save under way, does not: it is looked at again when it
    // changes next).
    if (!readsAsStaleCopy(content, this.guarded[first]!.preceding)) {
      // (whether a save that edited one kept its first line is looked at when it is let go)
      for (const g of this.guarded.slice(first)) g.missing = true;
      return;
    }
    // (one whose first line is still where it was written was edited by the save, not lost; after
    // one lost, none was edited: the copy was read before them)
    const missing = this.guarded.slice(first);
    this.guarded = this.guarded.slice(0, first);
    let edited = 0;
    while (edited < missing.length && keepsHead(content, missing[edited]!)) edited++;
    // Said, as an edit found anywhere is: a save made from a copy read before the append, holding
    // an entry of the user's own that begins alike (the same day, payee and narration), reads the
    // same, and the answered write was gone without a word (editor QA: a bot's coffee, the user's
    // own coffee of another amount saved over it).
    if (edited > 0) this.hooks.warn(`${file}: ${keptHeadWords(missing.slice(0, edited).map((g) => g.head))}`);
    // What the save left of each text and first line: as many copies as the file held before the
    // first of them lost was appended, at least. A save in place caught half written holds fewer
    // (in a run of like entries, what preceded them too), and taken as what the save left, the
    // rest of the save stood for lost ones put back (QA: 18 of 48 identical ones lost, unsaid).
    // Nor fewer than the file held just before the save (just after the newest of them), less them:
    // between the first of them and the save, an earlier save that had read one of the same entry
    // fixed it, its first line kept (an edit, let be), and the first lines counted when the first
    // was appended stood for a lost one put back (QA: 1 of 253 identical buses lost, unsaid). The
    // text of one this save edited, its first line kept, is not what it left of the text.
    // (keys: see watchKey; each count is a search of the file: the newest's only)
    const newest = new Map<string, { g: GuardedAppend; lost: number }>();
    for (const [i, g] of missing.entries()) {
      const textKey = watchKey('text', g.text);
      const headKey = watchKey('head', g.head);
      newest.set(textKey, { g, lost: (newest.get(textKey)?.lost ?? 0) + 1 });
      newest.set(headKey, { g, lost: (newest.get(headKey)?.lost ?? 0) + (i >= edited ? 1 : 0) });
    }
    const beforeSave = (key: string) => {
      const { g, lost } = newest.get(key)!;
      return (key.startsWith('text:') ? copiesOf(g) : headCopiesOf(g)) - lost;
    };
    const leftTexts = new Map<string, number>();
    const leftHeads = new Map<string, number>();
    const lost = missing.slice(edited).map((g) => {
      const textKey = watchKey('text', g.text);
      const headKey = watchKey('head', g.head);
      if (!leftTexts.has(textKey)) leftTexts.set(textKey, Math.max(occurrencesIn(content, g.text), copiesOf(g) - 1, beforeSave(textKey)));
      if (!leftHeads.has(headKey)) leftHeads.set(headKey, Math.max(linesIn(content, g.head), headCopiesOf(g) - 1, beforeSave(headKey)));
      // (and what the service appended of it so far, for the writes below)
      const texts = this.watch(textKey);
      const heads = this.watch(headKey);
      return { g, textKey, headKey, texts, heads, left: { texts: leftTexts.get(textKey)!, heads: leftHeads.get(headKey)!, textsAppended: texts.appended, headsAppended: heads.appended } };
    });
    // (judged together, by the first of their writes to plan: see judgeLostAppends)
    let judged: Promise<LostResult[]> | null = null;
    const judge = async (): Promise<LostResult[]> => {
      const lines = this.hooks.lines();
      const known = lines.tail(file, lines.byteLength(file) ?? 0);
      const serviceTexts = [...this.guarded.map((g) => g.text), ...lost.map((l) => l.g.text)];
      const verdicts = judgeLostAppends(
        known,
        lost.map(({ g, texts, heads, left }) => ({ text: g.text, head: g.head, preceding: g.preceding, leftTexts: left.texts, leftHeads: left.heads, textsAppended: texts.appended - left.textsAppended, headsAppended: heads.appended - left.headsAppended, copies: copiesOf(g), heldBefore: g.heldBefore, editsHeldBefore: g.editsHeldBefore })),
        serviceTexts,
      );
      let sameAsIndex: Promise<boolean | null> | null = null;
      const results: LostResult[] = [];
      for (const [i, verdict] of verdicts.entries()) {
        // (git holds the index's lock from before it changes the work tree until the index is written)
        if (verdict.kind !== 'lost' || !gitIndexChangedSince(this.realFile, lost[i]!.g.gitIndex)) {
          results.push(verdict.kind === 'lost' ? 'lost' : verdict);
          continue;
        }
        // A file git put back unlike its index was not discarded to it: a merge or pull that
        // refused (local changes would be overwritten) restores the changes it stashed a moment
        // before, without an append made since (QA: `git pull` from cron, 5 of 403 answered
        // writes gone). (Git could run only now: this is rare.)
        // A `git stash` snapshots the file, then resets it: an append landing between the two is
        // in neither, and was not set aside (QA: 4 of 107 answered writes lost in 2 of 6 stashes).
        // One the stash holds was set aside, though appends made since the reset make the file
        // differ from the index.
        if (stashMadeSince(this.realFile, lost[i]!.g.gitStash)) {
          const held = stashHoldsText(this.realFile, lost[i]!.g.text);
          results.push(held === true ? 'git' : held === false ? 'git stash without it' : 'git stash unread');
          continue;
        }
        sameAsIndex ??= sameAsGitIndex(this.realFile);
        results.push((await sameAsIndex) === false ? 'git restored' : 'git');
      }
      return results;
    };
    // (what became of them is said together once all are done, a line per outcome: a save that
    // lost a hundred said a hundred lines, again at each save; a stash during heavy posting
    // filled /health's list with one line per entry, QA)
    const outcomes = new Map<Said, Buffer[]>();
    let settled = 0;
    const sayOutcomes = () => {
      if (++settled < lost.length) return;
      for (const [said, heads] of outcomes) this.hooks.warn(`${file}: ${outcomeWords(said, heads)}`);
    };
    for (const [i, { g, textKey, headKey }] of lost.entries()) {
      void this.hooks.write(async () => {
        const result = (await (judged ??= judge()))[i]!;
        return { directives: result === 'lost' || result === 'git restored' || result === 'git stash without it' || result === 'git stash unread' ? [...g.directives] : [], result };
      }).then(
        ({ result }) => {
          const what = g.head.toString('utf8').trim();
          if (typeof result === 'string') outcomes.set(result, [...(outcomes.get(result) ?? []), g.head]);
          if (typeof result === 'object' && result.kind === 'edited') this.hooks.warn(`${file}: an append answered ${REWRITE_GUARD_MS / 1000} s ago or less (${what}) was changed by a save into (${result.into.trim()}): taken for edited, not written again; add it back if the save was made from a copy read before it`);
          sayOutcomes();
        },
        (err: unknown) => {
          this.hooks.warn(`${file}: a save held the file without a text appended moments ago (${g.head.toString('utf8').trim()}), and writing it again failed: ${(err as Error).message ?? String(err)}`);
          sayOutcomes();
        },
      ).finally(() => {
        this.unwatch(textKey);
        this.unwatch(headKey);
      });
    }
  }
}

/** The first lines of texts, each once with how many times, the first ten: `(2024-02-01 * "bus") ×12, (...)`. */
function headsSaid(heads: readonly Buffer[]): string {
  const counts = new Map<string, number>();
  for (const head of heads) {
    const what = head.toString('utf8').trim();
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  const said = [...counts].slice(0, 10).map(([what, n]) => `(${what})${n > 1 ? ` ×${n}` : ''}`);
  return counts.size > 10 ? `${said.join(', ')} and ${counts.size - 10} more` : said.join(', ');
}

/**
 * The line that says appends were let go as edited by a save that kept their first lines, and
 * how to get them back if the save was made from a copy read before them (`heads`: their first lines).
 */
function keptHeadWords(heads: readonly Buffer[]): string {
  const one = heads.length === 1;
  const what = one ? `an append answered ${REWRITE_GUARD_MS / 1000} s ago or less (${heads[0]!.toString('utf8').trim()}) was` : `${heads.length} appends answered ${REWRITE_GUARD_MS / 1000} s ago or less, ${headsSaid(heads)}, were`;
  return `${what} changed by a save that kept ${one ? 'its' : 'their'} first line: taken for edited and left as saved; add ${one ? 'it' : 'them'} back if the save was made from a copy read before ${one ? 'it' : 'them'} (an entry of your own beginning alike replaced ${one ? 'it' : 'them'})`;
}

/** What became of a lost append (see rewriteLostAppends): all but 'git' and the verdicts of lost-appends.ts are written again. */
type LostResult = Exclude<LostVerdict, { kind: 'lost' }> | Said;
/** The outcomes said together, a line each (see outcomeWords). */
type Said = 'git' | 'git restored' | 'git stash without it' | 'git stash unread' | 'lost';

/**
 * The line that says what became of the appends of one judgement with one outcome, naming them
 * (`heads`: their first lines): the one in full, several by headsSaid.
 */
function outcomeWords(said: Said, heads: readonly Buffer[]): string {
  const one = heads.length === 1;
  const them = one ? `(${heads[0]!.toString('utf8').trim()})` : `${heads.length} texts: ${headsSaid(heads)}`;
  const appended = one ? `an append answered moments ago ${them}` : `appends answered moments ago, ${them},`;
  const it = one ? 'it' : 'them';
  const wasWritten = one ? 'it was written again' : 'they were written again';
  switch (said) {
    case 'git':
      // (a warning: a merge that refused without changes to stash puts the file back to its index just so, and cannot be told from a discard)
      return `${appended} ${one ? 'is' : 'are'} no longer in the file, and git has put the file back as its index holds it since: taken for discarded with git (a reset, checkout or stash), ${one ? 'it is' : 'they are'} not written again; add ${it} back if ${one ? 'it was' : 'they were'} not discarded on purpose (a merge or pull that refused can do this too)`;
    case 'git restored':
      return one
        ? `git put the file back with changes of its own kept aside from before an append answered moments ago (a merge or pull that refused, restoring what it had stashed), without it: the appended text ${them} was written again`
        : `git put the file back with changes of its own kept aside from before appends answered moments ago (a merge or pull that refused, restoring what it had stashed), without them: ${heads.length} texts were written again: ${headsSaid(heads)}`;
    case 'git stash without it':
      return `git stash ran while ${appended} ${one ? 'was' : 'were'} written, and neither the file nor the stash holds ${it}: ${wasWritten} (if you find ${it} in the stash too, drop one copy when you pop it)`;
    case 'git stash unread':
      return `git stash ran while ${appended} ${one ? 'was' : 'were'} written, and the stash could not be read (its objects packed, e.g. by git gc): ${wasWritten} so that nothing is lost; if the stash holds ${it} too, drop one copy when you pop it`;
    case 'lost':
      // (not said to be a stale save: one that had read the text and deleted it, as soon, reads the same)
      return one
        ? `a save held the file without a text appended ${REWRITE_GUARD_MS / 1000} s ago or less ${them}: it was written again; delete it again if you removed it on purpose`
        : `a save held the file without ${heads.length} texts appended ${REWRITE_GUARD_MS / 1000} s ago or less: they were written again (delete them again if you removed them on purpose): ${headsSaid(heads)}`;
  }
}

/** A key of StaleSaveGuard.watched. */
function watchKey(kind: 'text' | 'head', bytes: Buffer): string {
  return `${kind}:${bytes.toString('latin1')}`;
}

/** How many times the file held the appended text just after the append. */
function copiesOf(g: GuardedAppend): number {
  if (typeof g.copies === 'function') g.copies = g.copies();
  return g.copies;
}

/** How many lines of the file were the appended text's first line just after the append. */
function headCopiesOf(g: GuardedAppend): number {
  if (typeof g.headCopies === 'function') g.headCopies = g.headCopies();
  return g.headCopies;
}

/** Whether `content` holds the appended text as many times as the file did just after the append. */
function holds(content: Buffer, g: GuardedAppend): boolean {
  if (!content.includes(g.text)) return false;
  const copies = copiesOf(g);
  return copies === 1 || occurrencesIn(content, g.text) >= copies;
}

/** Whether `content` has the appended text's first line as a line as often as the file had just after the append. */
function keepsHead(content: Buffer, g: GuardedAppend): boolean {
  return linesIn(content, g.head) >= headCopiesOf(g);
}
