// Which row a wrapped cell's line belongs to. Most statements print a long cell from its row's
// baseline down (the wrap hangs below its row), but some (招商银行's 交易流水) centre a cell on
// its row, so half of its lines stand above the row's date and amount, right under the row
// before. A run of text-only lines between two rows is therefore cut where the rows are apart:
// the lines of one cell are a line step apart, and a row's cells are further (or as far) from
// the next row's.
import type { TextLine } from './text-lines.ts';

/** A wrapped cell's next line sits at most this many font sizes from the line it continues. */
export const CONTINUATION_GAP = 2.2;

/** Gaps that differ by less than this fraction of the font size are taken as equal. */
const SAME_GAP = 0.25;

/** Whether `line` sits right under `above`, near enough to continue a cell of it. */
export function hangsBelow(line: TextLine, above: TextLine): boolean {
  const gap = above.y - line.y;
  return gap > 0 && gap <= CONTINUATION_GAP * Math.max(line.size, above.size);
}

/**
 * How many of `run` (text-only lines, top to bottom, each right under the one before) belong to
 * the line above them, `top` (a row, or the header or a title, which takes none of its own); the
 * rest belong to the row below, `bottom`, which the last of them must be right above. The cut is
 * at the widest gap in top, ...run, bottom; among gaps as wide, the lowest, since a wrap below its
 * row is the common layout (evenly spaced lines give every line to the row above). With no line
 * known above (the top of a page without a header) or no row right below, all go above.
 */
export function linesOfRowAbove(top: TextLine | null, run: readonly TextLine[], bottom: TextLine | null): number {
  const last = run[run.length - 1];
  if (top === null || bottom === null || last === undefined || !hangsBelow(bottom, last)) return run.length;
  const lines = [top, ...run, bottom];
  const size = Math.max(...lines.map((l) => l.size));
  let cut = run.length;
  let widest = last.y - bottom.y;
  for (let k = run.length - 1; k >= 0; k--) {
    const gap = lines[k]!.y - lines[k + 1]!.y;
    if (gap > widest + SAME_GAP * size) {
      cut = k;
      widest = gap;
    }
  }
  return cut;
}
