// A write can ask to be told, before its text reaches the ledger file, where the text will be:
// the Idempotency-Key journal writes that down first, so that after a crash it can tell a write
// that reached the file (its answer was lost) from one that did not. The hook travels with the
// caller of LedgerStore.write (AsyncLocalStorage), so that no layer in between passes it on.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface CommitIntent {
  /** The ledger file appended to. */
  readonly file: string;
  /** Its size before the batch: the text lands there or, if someone else appended first, later. */
  readonly offset: number;
  /** What this write appends. */
  readonly text: string;
  /**
   * The bytes just before the text (up to CONTEXT_BYTES): where the text is found after them, it
   * is this write's, even when an edit above has moved it before `offset`.
   */
  readonly before: Buffer;
}

/** How many bytes before its text a commit intent keeps. */
export const CONTEXT_BYTES = 64;

/** Takes back what a BeforeCommit kept; the write waits for it. */
export type Withdraw = () => Promise<void>;

/**
 * Called before the text is written; the write waits for it. If it fails, the write is not made
 * and fails with its error (the other writes of the batch are planned again without it). It may
 * return how to take back what it kept: the store calls that when it knows the text did not reach
 * the file after all (the file changed before the write and it is planned again, or the write
 * failed and was cut back), never when it cannot tell.
 */
export type BeforeCommit = (intent: CommitIntent) => Promise<void | Withdraw>;

const hooks = new AsyncLocalStorage<BeforeCommit>();

/** Run `fn` so that the store's writes it starts call `hook` before their text is written. */
export function withBeforeCommit<T>(hook: BeforeCommit, fn: () => T): T {
  return hooks.run(hook, fn);
}

/** The hook of the caller now running, if any. */
export function currentBeforeCommit(): BeforeCommit | undefined {
  return hooks.getStore();
}
