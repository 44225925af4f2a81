// What the service appends looks like what the person wrote: postings indented as the file
// indents them, and amounts aligned on the column the file aligns its currencies on (what
// bean-format, Fava's `currency-column` and most editors' Beancount modes do). Learned from the
// last postings of the file; a file with no clear habit gets the printer's own layout (two
// spaces of indent, two between account and amount). Only spaces change: the text is parsed
// back and compared with what was meant before anything is written.

export interface WriteStyle {
  /** What a posting line starts with ('  ', '    ', '\t'); metadata under a posting gets it twice. */
  readonly indent: string;
  /** The column (0-based, in characters) where a posting's currency starts, or null: no alignment. */
  readonly currencyColumn: number | null;
}

export const PRINTER_STYLE: WriteStyle = { indent: '  ', currencyColumn: null };

/** How many of the last posting lines are looked at. */
const SAMPLE_LINES = 400;
/** At least this many postings with amounts, and this share of them on one column, make a habit. */
const MIN_SAMPLES = 3;
const MIN_SHARE = 0.6;

// An indented posting with a plain amount: indent, optional flag, account, spaces, number, currency.
const POSTING_WITH_AMOUNT = /^([ \t]+)((?:[!*&#?%PSTCURM][ \t]+)?[\p{Lu}\p{Lo}][^\s:]*(?::[^\s]+)+)([ \t]+)([-+]?\d[\d,]*(?:\.\d*)?) [A-Z][A-Z0-9'._-]*(?=[\s{@;]|$)/u;

/** The style of the file whose lines are `lines` (as read, line ends removed). */
export function styleOf(lines: readonly string[]): WriteStyle {
  const indents = new Map<string, number>();
  const columns = new Map<number, number>();
  let samples = 0;
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - SAMPLE_LINES; i--) {
    const m = POSTING_WITH_AMOUNT.exec(lines[i]!);
    if (m === null) continue;
    samples++;
    indents.set(m[1]!, (indents.get(m[1]!) ?? 0) + 1);
    // (a tab's column is the editor's to say: no alignment is learned across one)
    if (/\t/.test(m[0])) continue;
    const column = length(m[1]!) + length(m[2]!) + m[3]!.length + m[4]!.length + 1;
    columns.set(column, (columns.get(column) ?? 0) + 1);
  }
  if (samples < MIN_SAMPLES) return PRINTER_STYLE;
  const indent = habit(indents, samples);
  const column = habit(columns, samples);
  return { indent: indent ?? PRINTER_STYLE.indent, currencyColumn: column };
}

/** The value most of the samples share, when enough of them do. */
function habit<T>(counts: ReadonlyMap<T, number>, samples: number): T | null {
  let best: T | null = null;
  let most = 0;
  for (const [value, count] of counts) if (count > most) [best, most] = [value, count];
  return most >= samples * MIN_SHARE ? best : null;
}

/** Characters as an editor's column counts them (code points, as bean-format and Fava count). */
function length(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

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
      const before = length(style.indent) + length(m[2]!) + m[4]!.length + 1;
      const gap = Math.max(2, style.currencyColumn - before);
      return style.indent + m[2]! + ' '.repeat(gap) + line.slice(m[0].length - m[4]!.length - 1);
    })
    .join('\n');
}
