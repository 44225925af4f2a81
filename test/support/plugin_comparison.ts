// What the booked view (booked_views.ts) leaves out of a plugin's work, for tests of plugins that
// change postings: each posting's flag, metadata and interpolated mark (Beancount's
// `__automatic__`), ours against Beancount's loader; and the whole load compared with the
// plugin's own opens (made in an order Beancount does not fix) apart, and a failed plugin named
// the same on both sides (Beancount reports it at <load>:0 with a traceback, the engine on the
// plugin's line).
import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import type { Directive, MetaValue } from '../../src/ledger/core/directives.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { BEANCOUNT_PYTHON, beanCheck } from './beancount.ts';
import type { BeancountWorker, BookedEntry } from './beancount_worker.ts';
import type { BeancountWorkspace } from './beancount_workspace.ts';
import { errorLines, ourBookedLines, theirBookedLines } from './booked_views.ts';

const DETAILS_SCRIPT = `
import json, sys
from decimal import Decimal
from beancount import loader
from beancount.core import data
entries, _, _ = loader.load_file(sys.argv[1])
def value(v):
    if v is None or isinstance(v, (bool, str)): return v
    return str(v)
for e in entries:
    if not isinstance(e, data.Transaction): continue
    for p in e.postings:
        meta = p.meta or {}
        user = sorted((k, value(v)) for k, v in meta.items() if k not in ('filename', 'lineno', '__automatic__'))
        print(json.dumps([e.meta['lineno'], p.account, p.flag, meta.get('__automatic__') is True, user], separators=(',', ':')))
`;

/** Beancount's postings, one JSON line each: [transaction line, account, flag, automatic, metadata]. */
export function theirPostingDetails(file: string): string[] {
  return execFileSync(BEANCOUNT_PYTHON, ['-c', DETAILS_SCRIPT, file], { encoding: 'utf8', env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' } })
    .split('\n')
    .filter(Boolean);
}

function metaValue(v: MetaValue): unknown {
  switch (v.type) {
    case 'null':
      return null;
    case 'bool':
      return v.value;
    case 'number':
      return v.value.toString();
    case 'amount':
      return `${v.value.number.toString()} ${v.value.currency}`;
    default:
      return v.value;
  }
}

/** Ours, in the same form. */
export function ourPostingDetails(directives: readonly Directive[]): string[] {
  return directives.flatMap((d) =>
    d.type !== 'transaction'
      ? []
      : d.postings.map((p) =>
          JSON.stringify([d.source.line, p.account, p.flag, p.interpolated === true, Object.entries(p.meta).map(([k, v]) => [k, metaValue(v)]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))]),
        ),
  );
}

/** `line: first line of the message`, a failed plugin as `plugin failed: <name>` on both sides. */
function comparableErrors(errors: readonly { line: number | null; message: string }[], pluginLines: ReadonlySet<number>): string[] {
  return errors
    .map((e) => {
      const theirs = /^Error applying plugin "([^"]+)"/.exec(e.message);
      if (theirs && e.line === 0) return `plugin failed: ${theirs[1]}`;
      const ours = /^Plugin "([^"]+)" failed: /.exec(e.message);
      if (ours && e.line !== null && pluginLines.has(e.line)) return `plugin failed: ${ours[1]}`;
      return `${e.line}: ${e.message.split('\n')[0]!.trim()}`;
    })
    .sort();
}

/** The booked lines, each open the plugin made (file `madeFile`) as a placeholder where it stands, and those opens' accounts apart, sorted. */
function apart(lines: { file: string | null; lines: string[]; account?: string }[], madeFile: string): { lines: string[]; made: string[] } {
  const made: string[] = [];
  const out: string[] = [];
  for (const l of lines) {
    if (l.file === madeFile) {
      made.push(l.lines[0]!);
      out.push(`(an open by ${madeFile})`);
    } else out.push(...l.lines);
  }
  return { lines: out, made: made.sort() };
}

/**
 * Loads `file` with Beancount and with the engine and compares directives (booked view), each
 * posting's flag, metadata and interpolated mark (unless `postingDetails` is false), and errors
 * (the loader's, or with `errorsFromBeanCheck` bean-check's, which adds its data-type checks).
 * Opens made by the plugin (`madeFile`) are compared in place as placeholders and, apart, as a
 * sorted list.
 */
export async function expectPluginLikeBeancount(
  file: string,
  worker: BeancountWorker,
  { madeFile = '', postingDetails = true, errorsFromBeanCheck = false }: { madeFile?: string; postingDetails?: boolean; errorsFromBeanCheck?: boolean } = {},
): Promise<{ ours: Ledger; theirErrors: string[] }> {
  const theirs = await worker.booked(file);
  const ours = Ledger.load(file);
  const theirLines = apart(
    theirs.entries.map((e: BookedEntry) => ({ file: e.file, lines: theirBookedLines(e) })),
    madeFile,
  );
  const ourLines = apart(
    ours.directives.map((d) => ({ file: d.source.file, lines: ourBookedLines(d) })),
    madeFile,
  );
  expect(ourLines.lines).toEqual(theirLines.lines);
  expect(ourLines.made).toEqual(theirLines.made);
  if (postingDetails) expect(ourPostingDetails(ours.directives)).toEqual(theirPostingDetails(file));
  const pluginLines = new Set(ours.errors.filter((e) => /^Plugin "[^"]+" failed: /.test(e.message)).map((e) => e.source.line));
  const theirErrorList = errorsFromBeanCheck ? [...beanCheck(file).output.matchAll(/^(\S[^\n]*?):(\d+):\s+([^\n]*)$/gm)].map((m) => ({ line: Number(m[2]), message: m[3]! })) : theirs.errors;
  const theirErrors = comparableErrors(theirErrorList, pluginLines);
  expect(comparableErrors(ours.errors.map((e) => ({ line: e.source.line, message: e.message })), pluginLines)).toEqual(theirErrors);
  return { ours, theirErrors };
}

/**
 * The plugin fails in Beancount and here alike, on `text`: the entries left are Beancount's, one
 * error says why (ours on the plugin's line 1, with the end of Python's exception), and with
 * `otherErrors` the errors the failure leads to are Beancount's too. Returns Python's exception.
 */
export async function expectPluginFailureLikeBeancount(workspace: BeancountWorkspace, plugin: string, text: string, otherErrors = false): Promise<string> {
  const file = workspace.write(text, 'failure');
  const theirs = await workspace.worker().booked(file);
  const ours = Ledger.load(file);
  expect(ours.directives.flatMap(ourBookedLines)).toEqual(theirs.entries.flatMap(theirBookedLines));
  const theirFailure = theirs.errors.filter((e) => e.message.startsWith(`Error applying plugin "${plugin}"`));
  expect(theirFailure).toHaveLength(1);
  const exception = theirFailure[0]!.message.trim().split('\n').at(-1)!.trim();
  const ourFailure = ours.errors.filter((e) => e.kind === 'plugin');
  expect(ourFailure).toHaveLength(1);
  expect(ourFailure[0]!.source.line).toBe(1);
  const prefix = `Plugin "${plugin}" failed: `;
  expect(ourFailure[0]!.message.startsWith(prefix)).toBe(true);
  expect(exception.endsWith(ourFailure[0]!.message.slice(prefix.length))).toBe(true);
  if (otherErrors) {
    const others = (errors: { line: number | null; message: string }[]) => errorLines(errors.filter((e) => !e.message.includes(plugin)));
    expect(others(ours.errors.map((e) => ({ line: e.source.line, message: e.message })))).toEqual(others(theirs.errors));
  }
  return exception;
}
