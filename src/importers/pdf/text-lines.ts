// Text items grouped into visual lines (same baseline, within a tolerance) and, on each line,
// into phrases: runs of items close enough to read as one cell. PDF producers split text
// arbitrarily (one item per glyph, per word, or a whole line with spaces between cells), so
// both joining near items and splitting on wide spaces are needed to get back to cells.
import type { PdfTextItem } from './pdf-text.ts';

export interface Phrase {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
}

export interface TextLine {
  /** Baseline of the line's first item. */
  readonly y: number;
  /** Largest font size on the line. */
  readonly size: number;
  /** Left to right. */
  readonly phrases: readonly Phrase[];
}

/** Items whose baselines differ by less than this fraction of the larger font size share a line
 *  (a cell in a smaller font is still on its row: recheck QA, an amount column in 6 pt beside
 *  10 pt cells made a 422 of the statement when the smaller size was used); an outsized item is
 *  kept out of it (below). */
const SAME_LINE = 0.45;
/** Items this many times the page's usual font size (a watermark, a logo's text) are lines of their
 *  own: one drawn between two rows reached out to both and pulled them into one line, dropped (QA),
 *  and one drawn on a row's baseline would spill into the row's cells. */
const OUTSIZED = 3;
/** Items closer than this fraction of the font size belong to the same phrase. */
const SAME_PHRASE_GAP = 0.6;
/** A gap above this fraction of the font size inside a phrase is shown as a space. */
const WORD_GAP = 0.2;

export function groupIntoLines(items: readonly PdfTextItem[]): TextLine[] {
  const usual = medianSize(items);
  const outsized = (item: PdfTextItem) => item.size > OUTSIZED * usual;
  const lines = [...baselineLines(items.filter((i) => !outsized(i))), ...baselineLines(items.filter(outsized))];
  return lines.sort((a, b) => b.y - a.y);
}

function baselineLines(items: readonly PdfTextItem[]): TextLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextLine[] = [];
  let current: PdfTextItem[] = [];
  let lineY = 0;
  let lineSize = 0;
  for (const item of sorted) {
    if (current.length > 0 && Math.abs(item.y - lineY) <= SAME_LINE * Math.max(lineSize, item.size)) {
      current.push(item);
      lineSize = Math.max(lineSize, item.size);
      continue;
    }
    if (current.length > 0) lines.push(makeLine(current, lineY, lineSize));
    current = [item];
    lineY = item.y;
    lineSize = item.size;
  }
  if (current.length > 0) lines.push(makeLine(current, lineY, lineSize));
  return lines;
}

/** The font size of the page's text, counted by characters (a table's cells outnumber its titles). */
function medianSize(items: readonly PdfTextItem[]): number {
  const sizes = items.flatMap((i) => Array<number>([...i.text].length).fill(i.size)).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

function makeLine(items: PdfTextItem[], y: number, size: number): TextLine {
  const pieces = items.flatMap(splitOnWideSpaces).sort((a, b) => a.x - b.x);
  const phrases: Phrase[] = [];
  let text = '';
  let x0 = 0;
  let x1 = 0;
  for (const piece of pieces) {
    const gap = piece.x - x1;
    if (text !== '' && gap < SAME_PHRASE_GAP * piece.size) {
      text += gap > WORD_GAP * piece.size && !text.endsWith(' ') ? ' ' + piece.text : piece.text;
      x1 = Math.max(x1, piece.x + piece.width);
      continue;
    }
    if (text !== '') phrases.push({ text: text.trim(), x0, x1 });
    text = piece.text;
    x0 = piece.x;
    x1 = piece.x + piece.width;
  }
  if (text !== '') phrases.push({ text: text.trim(), x0, x1 });
  return { y, size, phrases };
}

/** An item holding several cells ("01/03  01/04  超市  12.00") is cut at runs of 2+ spaces; the
 *  pieces' positions are estimated from character widths (CJK full width, the rest half). */
function splitOnWideSpaces(item: PdfTextItem): PdfTextItem[] {
  if (!/\S\s{2,}\S/.test(item.text)) return [{ ...item, text: item.text.trim() }];
  const total = textWidthUnits(item.text);
  const unit = total > 0 ? item.width / total : 0;
  const pieces: PdfTextItem[] = [];
  for (const match of item.text.matchAll(/\S+(?: \S+)*/g)) {
    const before = textWidthUnits(item.text.slice(0, match.index));
    const width = textWidthUnits(match[0]) * unit;
    pieces.push({ text: match[0], x: item.x + before * unit, y: item.y, width, size: item.size });
  }
  return pieces;
}

const WIDE_CHAR = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function textWidthUnits(text: string): number {
  let units = 0;
  for (const ch of text) units += WIDE_CHAR.test(ch) ? 1 : 0.5;
  return units;
}
