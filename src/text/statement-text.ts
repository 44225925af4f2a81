// Text read from a statement (a CSV's or a workbook's cells, headers among them, OFX values, a
// PDF's text), which the user did not type: cleaned once, as it is read, before any rule matches
// it and before anything is written. Invisible characters made a header unread (`摘要` followed by
// a zero-width space: every narration empty, no word), a date or amount unreadable with a reason
// that looked valid (a left-to-right mark before `2026-10-02`, as Windows puts in dates), and
// payees that look alike differ, or read backwards (a right-to-left override) in the ledger.
import { withoutUnwritableControls } from './control-characters.ts';

/**
 * What statementText takes out or changes, in one pass:
 * - a zero-width joiner between two pictographs (with an emoji's variation selector or skin tone
 *   after the first), as in 👩‍💻: part of an emoji, kept;
 * - a flag's tag sequence (🏴 then tag letters, then the cancel tag: England's flag), kept;
 * - the marks that prefix a number in Arabic and Syriac text (U+0600-0605...): format characters
 *   that are printed, kept;
 * - any other format character (category Cf): zero-width space, non-joiner and joiner, left-to-right
 *   and right-to-left marks, bidi embeddings, overrides and isolates, soft hyphen, word joiner, a
 *   byte-order mark within the text...: taken out, so that a word they stood in stays one word;
 * - the line and paragraph separators U+2028 and U+2029: line breaks, so a line break (`\n`),
 *   which readers treat as a cell's other line breaks (in a payee, a space between the words).
 */
const SPECIAL = new RegExp(
  [
    '(\\p{Extended_Pictographic}[\\u{FE0F}\\u{1F3FB}-\\u{1F3FF}]?\\u200D(?=\\p{Extended_Pictographic}))',
    '(\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F})',
    '([\\u0600-\\u0605\\u06DD\\u070F\\u0890\\u0891\\u08E2\\u{110BD}\\u{110CD}])',
    '([\\u2028\\u2029])',
    '\\p{Cf}',
  ].join('|'),
  'gu',
);
const SPECIAL_ANY = /[\p{Cf}\u2028\u2029]/u;

/**
 * A statement's text as it is read: without format characters (but in emoji), without control
 * characters the ledger cannot hold, line and paragraph separators as line breaks.
 */
export function statementText(text: string): string {
  const t = withoutUnwritableControls(text);
  if (!SPECIAL_ANY.test(t)) return t;
  return t.replace(SPECIAL, (whole, emoji?: string, flag?: string, printed?: string, separator?: string) => emoji ?? flag ?? printed ?? (separator !== undefined ? '\n' : ''));
}

/** What a reason shows escaped: controls, format characters, separators, spaces other than U+0020, default-ignorable characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/gu;

/**
 * `text` with what does not show escaped (`\u200e`, `\u3164`), for a reason that quotes a cell:
 * `no valid date in "2026-10-02"` when an invisible character is what made it unreadable said
 * nothing. Use it on the quoted form (JSON.stringify), whose own escapes it leaves as they are.
 */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => {
    const code = c.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** A cell quoted for a reason, its invisible characters shown escaped. */
export function quotedCell(text: string): string {
  return showInvisible(JSON.stringify(text));
}
