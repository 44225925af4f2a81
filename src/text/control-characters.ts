// Control characters a Beancount string cannot escape. The printer writes \b \t \n \f \r as
// escapes Beancount 2.3 reads back; the other C0 controls, DEL and the C1 controls (ESC among
// them) would stand raw in the ledger file, and `cat`, `grep` or bean-check's printed entries
// would send them to the owner's terminal (security QA: ESC ]0;… from a merchant's name).

/** Those characters as the inside of a regex character class (schemas.ts builds TEXT_PATTERN from it). */
export const UNWRITABLE_CONTROL_CLASS = '\\x00-\\x07\\x0b\\x0e-\\x1f\\x7f-\\x9f';
const UNWRITABLE = new RegExp(`[${UNWRITABLE_CONTROL_CLASS}]`);
const UNWRITABLE_ALL = new RegExp(`[${UNWRITABLE_CONTROL_CLASS}]`, 'g');

/** The first control character of `text` the ledger cannot hold escaped, as U+XXXX, or null. */
export function unwritableControl(text: string): string | null {
  const m = UNWRITABLE.exec(text);
  return m === null ? null : `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text without those characters (for text from a statement, which the user did not type). */
export function withoutUnwritableControls(text: string): string {
  return UNWRITABLE.test(text) ? text.replace(UNWRITABLE_ALL, '') : text;
}
