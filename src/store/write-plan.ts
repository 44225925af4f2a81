// What a write to the store asks for (the directives to append, decided on the freshest ledger)
// and what it is answered (the directives as booked and stored).
import type { Directive, RawDirective } from '../ledger/core/directives.ts';
import type { RowMatch } from '../importers/remembered-matches.ts';
import type { LedgerSnapshot } from './ledger-snapshot.ts';

export interface WritePlan<T> {
  /** What to append, in order (opens first). Empty: nothing is written. */
  readonly directives: readonly RawDirective[];
  readonly result: T;
  /**
   * Where the postings of the one transaction to append were in the request (`body/postings`):
   * an error the checks find in posting N is then given the path `<postingsPath>/N`.
   */
  readonly postingsPath?: string;
  /**
   * How the request names each directive to append (same order; null: not named), as an import
   * names its rows (`row 2`): an error of the checks at one of them, or of a balance assertion they
   * make fail (the ones before it on its account), is given that path (written-paths.ts).
   */
  readonly directivePaths?: readonly (string | null)[];
  /**
   * An import's matches of statement rows to transactions typed by hand (ImportPlan's `matches`):
   * kept (import-matches.ts) once what the write appends is durable, with nothing to append too,
   * before the next write plans. A dry run (checkInTurn) keeps none.
   */
  readonly matches?: readonly RowMatch[];
}

export interface WriteOutcome<T> {
  /** The directives as booked and stored, with their positions in the main file. */
  readonly written: readonly Directive[];
  readonly result: T;
  readonly snapshot: LedgerSnapshot;
  /**
   * Why the plan's `matches` could not be kept in the data directory (a full disk), when they
   * could not: the write itself is done, and the matches hold until the service stops.
   */
  readonly matchesUnsaved?: unknown;
}
