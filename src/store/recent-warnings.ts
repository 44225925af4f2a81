// What a store warned of lately about the text it wrote on its own (written again after a save or
// git removed it, or taken for discarded and not written again): kept for GET /health, since
// someone posting from a phone never sees the server's log.
/** A warning is shown this long after it was given. */
export const RECENT_WARNING_MS = 10 * 60_000;
/** At most this many are shown (the latest). */
export const MAX_RECENT_WARNINGS = 20;

export interface RecentWarning {
  /** The ledger file it is about. */
  readonly file: string;
  /** What happened, the file's name left out. */
  readonly message: string;
  /** When it was given (ms since the epoch). */
  readonly at: number;
}

/** The latest warnings of one store, oldest first. */
export class RecentWarnings {
  private list: RecentWarning[] = [];

  add(file: string, message: string, at: number = Date.now()): void {
    this.list.push({ file, message, at });
    if (this.list.length > MAX_RECENT_WARNINGS) this.list = this.list.slice(-MAX_RECENT_WARNINGS);
  }

  /** Those given within RECENT_WARNING_MS of `now`, oldest first. */
  recent(now: number = Date.now()): readonly RecentWarning[] {
    this.list = this.list.filter((w) => now - w.at < RECENT_WARNING_MS);
    return [...this.list];
  }
}
