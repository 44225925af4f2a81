// A write waiting in the store's queue for its batch (one lock, one append and one fsync for all
// the writes queued together), and what the batch learns of it on the way.
import type { RawDirective } from '../ledger/core/directives.ts';
import type { BeforeCommit } from './commit-intent.ts';
import type { MatchRecord } from './import-matches.ts';
import type { LedgerSnapshot } from './ledger-snapshot.ts';
import type { WriteOutcome, WritePlan } from './write-plan.ts';

export type Plan = (snapshot: LedgerSnapshot) => WritePlan<unknown> | Promise<WritePlan<unknown>>;

/** A write waiting for its batch, and how it ended (settled only once the batch is durable). */
export interface QueuedWrite {
  readonly plan: Plan;
  readonly resolve: (outcome: WriteOutcome<unknown>) => void;
  readonly reject: (err: unknown) => void;
  outcome?: { ok: true; value: WriteOutcome<unknown> } | { ok: false; error: unknown };
  /** Its answer depends on changes of this batch that are not yet on disk. */
  dependsOnBatch?: boolean;
  /** What it wrote is on disk (fsynced). */
  durable?: boolean;
  /** Told where its text goes before it is written (see commit-intent.ts). */
  readonly beforeCommit?: BeforeCommit;
  /** The text it appends in the batch being written, and where in the batch's text it starts. */
  committed?: { readonly text: string; readonly at: number; readonly directives: readonly RawDirective[] };
  /** Why its beforeCommit failed: it is not written (the batch is planned again without it). */
  refused?: unknown;
  /** Its plan's `matches`, by transaction id, to keep once the batch is durable. */
  matches?: readonly MatchRecord[];
}
