// Transactions the pipeline makes itself (pad's padding, the unrealized plugin's gains): no file
// holds their text, so the service lists them with no written transaction; balances include them.
// A flag alone does not tell ('P' and 'U' may be written by a person too).
import type { Transaction } from './directives.ts';

const SYNTHESISED = new WeakSet<Transaction>();

/** Note that the pipeline made `t`; returns it. */
export function synthesised<T extends Transaction>(t: T): T {
  SYNTHESISED.add(t);
  return t;
}

/** Whether the pipeline made this transaction (it is not written in any file). */
export function isSynthesised(t: Transaction): boolean {
  return SYNTHESISED.has(t);
}
