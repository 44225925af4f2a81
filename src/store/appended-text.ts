// The text an append writes: directives printed in the file's style and line ends, then read
// back, positioned where they will be in the file, so that nothing reaches the file that reads
// otherwise than planned.
import { dirname } from 'node:path';
import type { LedgerError, RawDirective } from '../ledger/core/directives.ts';
import { printDirective } from '../ledger/syntax/printer.ts';
import { DEFAULT_ROOT_NAMES } from '../ledger/core/options.ts';
import { parseText, type ParseContext } from '../ledger/syntax/parser.ts';
import { Problem } from '../problem.ts';
import { PRINTER_STYLE, restyle, type WriteStyle } from './write-style.ts';
import { ledgerErrors } from './ledger-error-details.ts';

/** `tail` (the end of the file, then the text of the first directive to append) ends with exactly that directive. */
export function readsAsWritten(tail: string, planned: RawDirective, context: ParseContext): boolean {
  const last = parseText(tail, '<tail>', context).directives.at(-1);
  return last !== undefined && printDirective(last) === printDirective(planned);
}

/**
 * The text to append (a newline first if the file lacks one, a blank line before each
 * directive) and the directives as the parser reads that text back, positioned where they
 * will be in the file. Reading back is the guard against anything the printer would let
 * through that changes the meaning (an injected directive, say). Lines end with `newline`:
 * the file's own (a file kept with CRLF gets CRLF; the printer never writes a raw CR or LF
 * inside a string, so only line ends change).
 */
export function renderAdditions(
  additions: readonly RawDirective[],
  file: string,
  lineCount: number,
  endsWithNewline: boolean,
  empty: boolean,
  context?: ParseContext,
  newline: '\n' | '\r\n' = '\n',
  style: WriteStyle = PRINTER_STYLE,
  directory = dirname(file),
): { text: string; first: string; raw: RawDirective[] } {
  let body = '';
  let firstEnd = 0;
  for (const d of additions) {
    let printed: string;
    try {
      printed = printDirective(d);
    } catch (err) {
      throw Problem.badRequest(`This cannot be written as Beancount: ${(err as Error).message}`);
    }
    if (!printed.endsWith('\n')) printed += '\n';
    printed = restyle(printed, style);
    body += (body === '' && empty ? '' : '\n') + printed;
    if (firstEnd === 0) firstEnd = body.length;
  }
  const text = (endsWithNewline ? '' : '\n') + body;
  const first = text.slice(0, text.length - body.length + firstEnd);
  const parsed = parseText(body, file, context);
  // Lines of the body start after the file's existing lines (plus the newline we add).
  const offset = lineCount;
  const badNames = parsed.errors.filter((e) => e.kind === 'account');
  if (badNames.length > 0) {
    const roots = Object.values(context?.rootNames ?? DEFAULT_ROOT_NAMES);
    const underRoot = (e: LedgerError) => roots.some((root) => e.message.startsWith(`Invalid account name: ${root}:`));
    // A name under a root that Beancount still refuses (Expenses:☕, which a ledger may hold with
    // that error): writing to it would add one.
    throw Problem.unprocessable(
      badNames.every(underRoot)
        ? 'Beancount does not take this account name (Invalid account name).'
        : `An account name must start with one of this ledger's root names (${roots.join(', ')}).`,
      // Where the name would be in the file, as other ledger errors of a write say it.
      ledgerErrors(directory, badNames.map((e) => ({ ...e, source: { file: e.source.file, line: e.source.line + offset } }))),
    );
  }
  if (parsed.errors.length > 0 || parsed.directives.length !== additions.length) {
    throw Problem.badRequest('The values given do not survive being written as Beancount text.', parsed.errors.map((e) => ({ path: '', message: e.message })));
  }
  const raw = parsed.directives.map((d) => shiftDirective(d, offset));
  const withLineEnds = (t: string) => (newline === '\n' ? t : t.replace(/\n/g, newline));
  return { text: withLineEnds(text), first: withLineEnds(first), raw };
}

/** The line end of the last line that `tail` (the end of a file) ends: CRLF or LF; null when none is there (a last line over 4 KiB). */
export function lineEndOf(tail: Buffer): '\n' | '\r\n' | null {
  const at = tail.lastIndexOf(0x0a);
  if (at < 0) return null;
  return at > 0 && tail[at - 1] === 0x0d ? '\r\n' : '\n';
}

export function shiftDirective(d: RawDirective, offset: number): RawDirective {
  const source = { file: d.source.file, line: d.source.line + offset };
  if (d.type === 'transaction') {
    return { ...d, source, postings: d.postings.map((p) => ({ ...p, source: { file: p.source.file, line: p.source.line + offset } })) };
  }
  return { ...d, source };
}
