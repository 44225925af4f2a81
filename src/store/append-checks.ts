// The checks a change passes before it is appended to the main file: nothing at the file's end
// would change it, its text reads back as planned, Beancount's checks pass on the whole ledger
// with it, and bean-check reports nothing new when the ledger enables a plugin this service
// does not run.
import type { FileHandle } from 'node:fs/promises';
import type { Ledger } from '../ledger/ledger.ts';
import type { Directive } from '../ledger/core/directives.ts';
import { Problem } from '../problem.ts';
import { NOT_UTF8_WARNING_START } from '../ledger/not_utf8.ts';
import type { LedgerSnapshot } from './ledger-snapshot.ts';
import type { WritePlan } from './write-plan.ts';
import type { WriteStyle } from './write-style.ts';
import { readsAsWritten, renderAdditions } from './appended-text.ts';
import { ledgerErrors } from './ledger-error-details.ts';
import { refusalDetail } from './refusal-words.ts';
import { writtenPathOf } from './written-paths.ts';

/** Where a change would be appended: the main file as opened, and the text its batch appends before it. */
export interface AppendPoint {
  readonly handle: FileHandle;
  readonly size: number;
  readonly endsWithNewline: boolean;
  readonly lines: readonly string[];
  readonly newline: '\n' | '\r\n';
  readonly style: WriteStyle;
  /** What in the file would change anything appended (see openEndOf). */
  readonly openEnd: Problem | null;
  /** The line of the file's last directive: its text is read again with the change's. */
  readonly tailFrom: number;
  readonly text: string;
  readonly directory: string;
}

/** The last byte of an open file of `size` bytes. */
export async function lastByte(handle: FileHandle, size: number): Promise<number> {
  const buf = Buffer.alloc(1);
  await handle.read(buf, 0, 1, size - 1);
  return buf[0]!;
}

/** The loader's error for an include that matches no file. */
const MISSING_INCLUDE = /^File glob ".*" does not match any files$/s;

/** The parser's error at a line of git's conflict markers. */
const CONFLICT_MARKER = /^Invalid token: '(?:<{7,}|={7,}|>{7,})'$/;

/**
 * What refuses any append: git's conflict markers in a file of the ledger; an include that matches no file; a main file that is not UTF-8. What in the main file would change anything appended to it: a pushtag or pushmeta left open
 * (everything after carries it), or a quote that no later quote closes (Beancount's lexer reads
 * it as an invalid token only while no quote follows: the first quote appended would close it
 * and swallow everything between, appended directives included).
 */
export function openEndOf(ledger: Ledger, file: string, directory: string): Problem | null {
  // Git's conflict markers in any file of the ledger (a merge, a rebase or a stash pop left half
  // done): what is written meanwhile is taken back by `git merge --abort`, and checked against
  // entries neither side holds (git QA: an append broke a balance assertion the conflict already
  // failed, and bean-check failed once it was resolved).
  const markers = ledger.errors.filter((e) => CONFLICT_MARKER.test(e.message));
  if (markers.length > 0) {
    return Problem.unprocessable(
      'The ledger holds merge conflict markers (<<<<<<<, =======, >>>>>>>) left by git: resolve them (or abort the merge) first; nothing was written.',
      ledgerErrors(directory, markers),
    );
  }
  // An include that matches no file (a file moved away for a moment, a git checkout under way):
  // the ledger is missing its entries, and a write checked without them may break it once the
  // file is back (durability QA: a back-dated payment passed with 2024.beancount away, and its
  // balance assertion failed when it returned), as with conflict markers.
  const missing = ledger.errors.filter((e) => e.kind === 'include' && MISSING_INCLUDE.test(e.message));
  if (missing.length > 0) {
    return Problem.unprocessable(
      'An include of the ledger matches no file: the ledger is read without its entries, and a write checked without them may break it once they are back. Put the file back (or remove the include line) first; nothing was written.',
      ledgerErrors(directory, missing),
    );
  }
  // A main file saved in GBK (or Latin-1) by mistake: UTF-8 appended to it makes a file in two
  // encodings that no editor shows whole (text QA; Fava refuses to write to it too).
  const notUtf8 = ledger.errors.filter((e) => e.source.file === file && e.message.startsWith(NOT_UTF8_WARNING_START));
  if (notUtf8.length > 0) {
    return Problem.unprocessable(
      'The ledger file is not UTF-8 (saved in another encoding, such as GBK): text written now would be UTF-8, and the file would hold two encodings. Save it as UTF-8 first; nothing was written.',
      ledgerErrors(directory, notUtf8),
    );
  }
  const open = ledger.errors.filter((e) => e.source.file === file && /^Unbalanced (pushed tag|metadata key)/.test(e.message));
  if (open.length > 0) {
    return Problem.unprocessable(
      'The ledger file leaves a pushtag or pushmeta open: what is appended would carry it. Close it (poptag, popmeta) first; nothing was written.',
      ledgerErrors(directory, open),
    );
  }
  const unclosed = ledger.errors.filter((e) => e.source.file === file && e.message.startsWith(`Invalid token: '"`));
  if (unclosed.length > 0) {
    return Problem.unprocessable('The ledger file has a string that is never closed: what is appended would become part of it. Close it first; nothing was written.', ledgerErrors(directory, unclosed));
  }
  return null;
}

/** Beancount 2.3's error for any reduction in an account booked AVERAGE. */
const AVERAGE_REFUSED = 'AVERAGE method is not supported';

/**
 * The checks a change passes before it is appended at `at`: its text reads back as planned
 * after the file's end, Beancount's checks pass on the whole ledger with it, and bean-check
 * reports nothing new when the ledger enables a plugin this service does not run. Throws the
 * refusal (422); else the text to append and the directives as booked. `beanCheck` refuses what
 * bean-check would (LEDGER_BEAN_CHECK; undefined: none is named).
 */
export async function checkedAppend(
  mainFile: string,
  snapshot: LedgerSnapshot,
  plan: WritePlan<unknown>,
  at: AppendPoint,
  beanCheck: ((appended: string) => Promise<void>) | undefined,
): Promise<{ text: string; booked: Directive[] }> {
  const { size, endsWithNewline, lines, newline, style, tailFrom, text, directory } = at;
  if (at.openEnd !== null) throw at.openEnd;
  const context = { rootNames: snapshot.ledger.options.rootNames };
  const rendered = renderAdditions(plan.directives, mainFile, lines.length, endsWithNewline || text !== '', size === 0 && text === '', context, newline, style, directory);
  // Read after the end of the file as it is (a string left open there would swallow it);
  // after text of this batch, the end is our own printed text, which closes what it opens.
  // The first directive is enough: read exactly as written, it starts and ends where the
  // parser is as it is at the start of our text read alone (no string open; a pushed tag or
  // metadata would have changed it too), so the rest reads as it did alone. (Reading all of
  // a 50,000-row import's text again held the server ~1 s.)
  const tail = text !== '' ? null : lines.slice(Math.max(0, tailFrom - 1)).join('\n') + (endsWithNewline ? '\n' : '') + rendered.first;
  if (tail !== null && !readsAsWritten(tail, rendered.raw[0]!, context)) {
    throw Problem.unprocessable('The end of the ledger file would change what is appended (an unclosed string, say); nothing was written. Fix the end of the file first.');
  }
  const pluginsNotRun = snapshot.ledger.unsupportedPlugins().length > 0;
  const byBeanCheck = pluginsNotRun && beanCheck !== undefined;
  const check = snapshot.ledger.check(rendered.raw, { pluginsCheckedElsewhere: byBeanCheck });
  if (check.errors.length > 0) {
    const detail = pluginsNotRun && !byBeanCheck
      ? 'The ledger enables a plugin this service does not run, so no change can be checked; nothing was written (LEDGER_BEAN_CHECK can name a bean-check to check changes with it).'
      : check.errors.some((e) => e.message === AVERAGE_REFUSED)
        ? 'The ledger would not pass its checks with this change; nothing was written. Beancount 2.3 books no sale from an account opened with "AVERAGE": holdings that will be sold need an account booked FIFO, LIFO, STRICT or NONE.'
        : refusalDetail(check.errors, snapshot.ledger, rendered.raw, (account, date) => snapshot.balances.inventories(date, account).get(account)?.positions() ?? [], directory) ?? 'The ledger would not pass its checks with this change; nothing was written.';
    const details = ledgerErrors(directory, check.errors, plan.postingsPath === undefined ? undefined : { postingsPath: plan.postingsPath, written: rendered.raw });
    const paths = plan.directivePaths;
    throw Problem.unprocessable(detail, paths === undefined ? details : details.map((d, i) => (d.path !== '' ? d : { ...d, path: writtenPathOf(check.errors[i]!, rendered.raw, paths) ?? '' })));
  }
  if (byBeanCheck) await beanCheck(text + rendered.text);
  return { text: rendered.text, booked: check.directives };
}
