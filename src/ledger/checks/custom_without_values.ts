// Beancount 2.3 reads a `custom` directive written without values (`custom "budget"`) with None
// for its values, and realization.postings_by_account, which ops/pad.py and plugins/leafonly.py
// call on the whole ledger, then fails: "TypeError: 'NoneType' object is not iterable". The step
// does nothing (no padding at all) and bean-check reports it at `<load>:0`; the steps that fail
// so report it here, on the line of the custom directive (pad) or of the plugin (leafonly).
import type { Custom, Directive } from '../core/directives.ts';

/** The first custom directive without values, which Beancount 2.3's realization cannot read. */
export function customWithoutValues(entries: readonly Directive[]): Custom | undefined {
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type === 'custom' && e.values.length === 0) return e;
  }
  return undefined;
}

/** Why a step that realizes the ledger fails on `custom`, as Python says it, and which directive. */
export function realizationFailure(custom: Custom): string {
  return `'NoneType' object is not iterable (the values of ${custom.date} custom ${JSON.stringify(custom.customType)}, which has none)`;
}
