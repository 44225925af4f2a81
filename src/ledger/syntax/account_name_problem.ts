// What is wrong with an account name, in words, for a person who typed it. Beancount 2.3 reads a
// name in two steps: its lexer takes `([A-Z]|U)([A-Za-z0-9-]|U)*(:([A-Z0-9]|U)([A-Za-z0-9-]|U)*)+`
// as one account token, U being any non-ASCII character; then its grammar checks the name with
// `re.match`, which looks only at how it starts: a root name, a colon and a character its own,
// older Unicode table counts as uppercase or a digit. So `Assets:Bank:工商` and
// `Expenses:Coffee☕` are valid, `Expenses:餐饮` is not (Beancount 3 reads it). Whether the root
// is one of the ledger's root names is the ledger's question (its options rename them).
import { DIGIT, UPPER } from './beancount2_letters.ts';
import { inRanges } from './names.ts';

/** The character for a message: `"_"`, `"餐" (U+9910)`, or only its code point when it shows nothing. */
function shown(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp > 0x20 && cp < 0x7f) return `"${ch}"`;
  if (cp < 0x80 || /[\p{C}\p{Z}\p{M}]/u.test(ch)) return code;
  return `"${ch}" (${code})`;
}

const isAsciiUpper = (c: number) => c >= 0x41 && c <= 0x5a;
const isAsciiDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isAsciiNameChar = (c: number) => isAsciiUpper(c) || isAsciiDigit(c) || (c >= 0x61 && c <= 0x7a) || c === 0x2d;

/** What an ASCII character that no account name may hold is, in words. */
function forbidden(ch: string): string {
  const c = ch.charCodeAt(0);
  if (c === 0x20) return 'a space';
  if (c < 0x20 || c === 0x7f) return `the control character ${shown(ch)}`;
  return shown(ch);
}

const LEXER_RULE = 'Beancount reads only letters A-Z and a-z, digits 0-9, "-" and non-ASCII characters in an account name';

/**
 * Why Beancount 2.3 would not read `name` as one valid account, or null when it would (and this
 * engine's parser reads it back as the same name). The root is not checked against the ledger's
 * root names.
 */
export function beancount2AccountProblem(name: string): string | null {
  if (/\p{Cs}/u.test(name)) return 'contains a lone UTF-16 surrogate, which is no character (it cannot be written as UTF-8)';
  const components = name.split(':');
  if (components.length < 2) return 'must have a root and at least one more component after a colon (Expenses:Food)';
  for (let i = 0; i < components.length; i++) {
    const component = components[i]!;
    if (component === '') {
      if (i === 0) return 'must start with a root (Assets, Liabilities, Equity, Income, Expenses or the ledger\'s names for them), not a colon';
      return i === components.length - 1 ? 'must not end with a colon' : 'has an empty component (two colons in a row)';
    }
    for (const ch of component) {
      const c = ch.codePointAt(0)!;
      if (c >= 0x80 || isAsciiNameChar(c)) continue;
      return `contains ${forbidden(ch)}: ${LEXER_RULE}`;
    }
    const first = component.codePointAt(0)!;
    if (first >= 0x80 || isAsciiUpper(first) || (i > 0 && isAsciiDigit(first))) continue;
    if (i === 0) return `must start with an uppercase letter A-Z or a non-ASCII character: its root "${component}" starts with "${component[0]}"`;
    return `has the component "${component}", which starts with "${component[0]}": each component after a colon starts with an uppercase letter A-Z, a digit 0-9 or a non-ASCII character`;
  }
  const afterRoot = components[1]!;
  const start = afterRoot.codePointAt(0)!;
  if (inRanges(UPPER, start) || inRanges(DIGIT, start)) return null;
  return (
    `has "${afterRoot}" after its root, which starts with ${shown(String.fromCodePoint(start))}, not what Beancount 2.3's own, older Unicode table counts as an uppercase letter or a digit: ` +
    'bean-check and Fava 1.x report the name as invalid (Beancount 3 reads it). Only the component after the root is checked so: Expenses:Food:餐饮 and Expenses:Food-餐饮 are valid'
  );
}

/** Zero-width joiner and non-joiner: format characters that emoji sequences and some scripts (Persian) need. */
const JOINERS = new Set([0x200c, 0x200d]);

/**
 * Why the service does not open an account of this name, or null when it does: Beancount 2.3's
 * rule (beancount2AccountProblem), and two of its own, for names that would look like another:
 * the name is in Unicode's composed form (NFC: `Crème` with è, not e and a combining U+0300, as
 * macOS may send it), and holds no invisible character, control character or space (U+200B,
 * U+202E, U+00A0, U+3000), which Beancount would keep in the name without a trace on screen.
 */
export function newAccountNameProblem(name: string): string | null {
  const problem = beancount2AccountProblem(name);
  if (problem !== null) return problem;
  const composed = name.normalize('NFC');
  if (composed !== name) {
    const nfc = newAccountNameProblem(composed);
    const outcome = nfc === null ? `${composed}, the same name composed (NFC), is accepted` : `composed (NFC), as ${composed}, it ${nfc}`;
    return `${decomposition(name)}: ${outcome}`;
  }
  for (const ch of name) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80 || JOINERS.has(c)) continue;
    if (/\p{Z}/u.test(ch)) return `contains the space character ${shown(ch)}, which Beancount keeps in the name as a gap between two words: write "-" or leave it out`;
    if (/[\p{Cc}\p{Cf}]/u.test(ch)) return `contains ${shown(ch)}, an invisible control or format character, which would make the name look the same as one without it: leave it out`;
  }
  return null;
}

/** Where a name that NFC changes is not composed, in words. */
function decomposition(name: string): string {
  const chars = [...name];
  for (let i = 1; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('');
    if (head.normalize('NFC') === head) continue;
    const ch = chars[i - 1]!;
    if (ch.normalize('NFC') !== ch) return `contains ${shown(ch)}, which Unicode's composed form (NFC) writes as ${shown(ch.normalize('NFC'))}`;
    if (/\p{M}/u.test(ch) && !/\p{M}/u.test(chars[i - 2] ?? '')) return `contains the combining mark ${shown(ch)} apart from the letter "${chars[i - 2]}" before it (decomposed Unicode, NFD, as macOS may send text)`;
    return `is not in Unicode's composed form (NFC) from ${shown(ch)} on`;
  }
  return 'is not in Unicode\'s composed form (NFC)';
}
