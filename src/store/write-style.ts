// What the service appends looks like what the person wrote: postings indented as the file
// indents them, and amounts aligned on the column the file aligns its currencies on (what
// bean-format, Fava's `currency-column` and most editors' Beancount modes do). Learned from the
// last postings of the file; a main file with too few postings to show a habit takes Fava's
// options or the habit of the file with the latest transaction (see ledgerWriteStyle), and
// without any of these the printer's own layout is used (two spaces of indent, two between
// account and amount). Only spaces change: the text is parsed
// back and compared with what was meant before anything is written.

import type { Directive } from '../ledger/core/directives.ts';
import { isSynthesised } from '../ledger/core/synthesised.ts';

export interface WriteStyle {
  /** What a posting line starts with ('  ', '    ', '\t'); metadata under a posting gets it twice. */
  readonly indent: string;
  /** The column (0-based) where a posting's currency starts, or null: no alignment. */
  readonly currencyColumn: number | null;
  /**
   * How columns are counted: in characters (bean-format, Fava), or in the cells a terminal or an
   * editor gives them, two for a Chinese character (a file aligned by eye). The one under which
   * the file's postings line up.
   */
  readonly widths?: 'characters' | 'cells';
}

export const PRINTER_STYLE: WriteStyle = { indent: '  ', currencyColumn: null };

/** How many postings with amounts are looked at, from the end, and how far back they are looked for. */
const SAMPLES = 400;
const LOOK_BACK_LINES = 20_000;
/** At least this many postings with amounts, and this share of them on one column, make a habit. */
const MIN_SAMPLES = 3;
const MIN_SHARE = 0.6;
/** ... of which this share on the column itself, not past it, and this share spaced out to reach it (see alignment). */
const MIN_ON_COLUMN = 0.4;
const MIN_SPACED = 0.2;

// An indented posting with a plain amount: indent, optional flag, account, spaces, number, currency.
const POSTING_WITH_AMOUNT = /^([ \t]+)((?:[!*&#?%PSTCURM][ \t]+)?[\p{Lu}\p{Lo}][^\s:]*(?::[^\s]+)+)([ \t]+)([-+]?\d[\d,]*(?:\.\d*)?) [A-Z][A-Z0-9'._-]*(?=[\s{@;]|$)/u;

interface Sample {
  /** Where the currency starts, counted both ways. */
  readonly characters: number;
  readonly cells: number;
  /** Two spaces before the amount: the least there is, as where a name is too long for the column. */
  readonly tight: boolean;
}

/** The style of the file whose lines are `lines` (as read, line ends removed). */
export function styleOf(lines: readonly string[]): WriteStyle {
  return learnedStyleOf(lines) ?? PRINTER_STYLE;
}

/**
 * The style of what is appended to a ledger's main file: the file's own habit; where it has too
 * few postings to show one (a main file of options and includes, the common layout of Chinese
 * ledgers: QA), Fava's `currency-column` and `indent` options when the ledger sets them (Fava
 * writes its own entries so), else the habit of the file of the ledger's latest transaction (or
 * of the next file back, when that one shows none).
 */
export function ledgerWriteStyle(mainLines: readonly string[], ledger: { readonly directives: readonly Directive[]; readonly mainFile: string }, linesOf: (file: string) => readonly string[] | undefined): WriteStyle {
  const own = learnedStyleOf(mainLines);
  if (own !== null) return own;
  const fava = favaStyle(ledger.directives);
  if (fava !== null) return fava;
  // The files by their latest transaction written in them, newest first (not padding or what a
  // plugin made: a pad's file then stood for the ledger's layout, QA), the first with a habit: a
  // month's file just begun has too few postings to show one.
  const tried = new Set<string>([ledger.mainFile]);
  for (let i = ledger.directives.length - 1; i >= 0 && tried.size <= MAX_FILES_TRIED; i--) {
    const d = ledger.directives[i]!;
    if (d.type !== 'transaction' || tried.has(d.source.file) || d.source.file.startsWith('<') || isSynthesised(d)) continue;
    tried.add(d.source.file);
    const lines = linesOf(d.source.file);
    const style = lines === undefined ? null : learnedStyleOf(lines);
    if (style !== null) return style;
  }
  return PRINTER_STYLE;
}

/** How many included files are looked at for a layout (each is split into lines once). */
const MAX_FILES_TRIED = 12;

/**
 * Fava's options `custom "fava-option" "currency-column" "61"` (the column, counted from 1, where
 * Fava puts a posting's currency) and `"indent" "2"`, the last of each; null when neither is set.
 */
function favaStyle(directives: readonly Directive[]): WriteStyle | null {
  let column: number | null = null;
  let indent: number | null = null;
  for (const d of directives) {
    if (d.type !== 'custom' || d.customType !== 'fava-option' || d.values.length < 2) continue;
    const [name, value] = d.values;
    const text = value!.type === 'string' ? value!.value : value!.type === 'number' ? value!.value.toString() : '';
    if (name!.type !== 'string' || !/^\d{1,3}$/.test(text)) continue;
    const n = Number(text);
    if (name!.value === 'currency-column' && n >= 2) column = n;
    else if (name!.value === 'indent' && n >= 1 && n <= 16) indent = n;
  }
  if (column === null && indent === null) return null;
  return { indent: ' '.repeat(indent ?? 2), currencyColumn: column === null ? null : column - 1, widths: 'characters' };
}

/** The file's habit, or null when it has too few postings with amounts to show one. */
function learnedStyleOf(lines: readonly string[]): WriteStyle | null {
  const indents = new Map<string, number>();
  const samples: Sample[] = [];
  let postings = 0;
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - LOOK_BACK_LINES && postings < SAMPLES; i--) {
    const m = POSTING_WITH_AMOUNT.exec(lines[i]!);
    if (m === null) continue;
    postings++;
    indents.set(m[1]!, (indents.get(m[1]!) ?? 0) + 1);
    // (a tab's column is the editor's to say: no alignment is learned across one)
    if (/\t/.test(m[0])) continue;
    const after = m[3]!.length + m[4]!.length + 1;
    samples.push({ characters: characters(m[1]! + m[2]!) + after, cells: cells(m[1]! + m[2]!) + after, tight: m[3] === '  ' });
  }
  if (postings < MIN_SAMPLES) return null;
  const indent = habit(indents, postings) ?? PRINTER_STYLE.indent;
  const byCharacters = alignment(samples, postings, (x) => x.characters);
  const byCells = alignment(samples, postings, (x) => x.cells);
  // (the two agree on a file without wide characters: characters, as bean-format counts)
  if (byCells !== null && (byCharacters === null || byCells.share > byCharacters.share)) return { indent, currencyColumn: byCells.column, widths: 'cells' };
  return { indent, currencyColumn: byCharacters?.column ?? null, widths: 'characters' };
}

/**
 * The column most postings put their currency on, when enough of them do: a posting whose name
 * is too long for the column (its amount two spaces after it, the currency further right) keeps
 * the habit, as the printer and bean-format write such a line (an import of long names after a
 * bean-formatted file broke the habit, and the next write was unaligned).
 */
function alignment(samples: readonly Sample[], postings: number, columnOf: (s: Sample) => number): { column: number; share: number } | null {
  const counts = new Map<number, number>();
  for (const x of samples) counts.set(columnOf(x), (counts.get(columnOf(x)) ?? 0) + 1);
  let best: { column: number; share: number } | null = null;
  for (const column of counts.keys()) {
    // (most on the column itself: a file of two spaces before every amount has no column, whatever
    // its shortest line)
    if (counts.get(column)! < postings * MIN_ON_COLUMN) continue;
    // (and some of them with more than two spaces before the amount: lines of one name and one
    // amount written again and again, two spaces apart, share a column without being aligned)
    if (samples.filter((x) => columnOf(x) === column && !x.tight).length < Math.max(2, postings * MIN_SPACED)) continue;
    const kept = samples.filter((x) => columnOf(x) === column || (x.tight && columnOf(x) > column)).length;
    if (best === null || kept > best.share || (kept === best.share && column < best.column)) best = { column, share: kept };
  }
  return best !== null && best.share >= postings * MIN_SHARE ? best : null;
}

/** The value most of the samples share, when enough of them do. */
function habit<T>(counts: ReadonlyMap<T, number>, samples: number): T | null {
  let best: T | null = null;
  let most = 0;
  for (const [value, count] of counts) if (count > most) [best, most] = [value, count];
  return most >= samples * MIN_SHARE ? best : null;
}

/** Characters (code points), as bean-format and Fava count a column. */
function characters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** Cells as a terminal or an editor shows them: two for the wide characters of East Asian scripts. */
function cells(text: string): number {
  let n = 0;
  for (const ch of text) n += WIDE.test(ch) ? 2 : 1;
  return n;
}
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

// The printer's lines: a directive's metadata and postings are indented by two spaces, a
// posting's metadata by four; a posting's amount follows its account after two spaces.
const PRINTED_POSTING = /^( {2})((?:[!*&#?%PSTCURM] )?[^\s"]+)( {2})([-+]?\d[\d,]*(?:\.\d*)?) (?=\S)/u;

/** Printed text (the printer's layout) in `style`. */
export function restyle(printed: string, style: WriteStyle): string {
  if (style.indent === PRINTER_STYLE.indent && style.currencyColumn === null) return printed;
  return printed
    .split('\n')
    .map((line) => {
      if (line.startsWith('    ')) return style.indent + style.indent + line.slice(4);
      if (!line.startsWith('  ')) return line;
      const m = PRINTED_POSTING.exec(line);
      if (m === null || style.currencyColumn === null) return style.indent + line.slice(2);
      const width = style.widths === 'cells' ? cells : characters;
      const before = width(style.indent) + width(m[2]!) + m[4]!.length + 1;
      const gap = Math.max(2, style.currencyColumn - before);
      return style.indent + m[2]! + ' '.repeat(gap) + line.slice(m[0].length - m[4]!.length - 1);
    })
    .join('\n');
}
