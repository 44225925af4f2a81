// A workbook's shared strings (xl/sharedStrings.xml): the texts that cells of type `s` name by
// index. A text written in runs of different fonts (rich text, `<r><t>招商</t></r><r><t>银行</t></r>`)
// is its runs joined; the phonetic guide Japanese Excel adds above a text (`<rPh>`) is no part of it.
import { StatementError } from '../statement.ts';
import { parsePart } from './workbook-parts.ts';

/** More texts than this (a sheet of 100,000 lines of 20 distinct texts each) is no statement: its list would hold the server's memory. */
export const MAX_SHARED_STRINGS = 2_000_000;

/**
 * Excel writes a character XML cannot hold (a carriage return, a control character) as `_xHHHH_`,
 * and an underscore that would read so as `_x005F_`: undone in one pass, left to right.
 */
export function unescapeOoxml(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

/**
 * The texts of a string item (`<si>`, or a cell's inline `<is>`) as its `<t>` elements say them,
 * whether the item holds one or runs of them. Used for both: `start` when the item opens, then
 * every tag and text inside it; `end` gives the text.
 */
export class StringItem {
  #parts: string[] = [];
  #inText = false;
  #phonetic = 0;

  start(): void {
    this.#parts = [];
    this.#inText = false;
    this.#phonetic = 0;
  }
  open(name: string): void {
    if (name === 'rPh') this.#phonetic++;
    else if (name === 't' && this.#phonetic === 0) this.#inText = true;
  }
  close(name: string): void {
    if (name === 'rPh') this.#phonetic = Math.max(0, this.#phonetic - 1);
    else if (name === 't') this.#inText = false;
  }
  text(text: string): void {
    if (this.#inText) this.#parts.push(text);
  }
  end(): string {
    return unescapeOoxml(this.#parts.join(''));
  }
}

export function readSharedStrings(path: string, xml: string): string[] {
  const out: string[] = [];
  const item = new StringItem();
  let inItem = false;
  parsePart(path, xml, {
    open(name) {
      if (name === 'si') {
        if (out.length >= MAX_SHARED_STRINGS) throw new StatementError(`the workbook holds more than ${MAX_SHARED_STRINGS.toLocaleString('en')} texts: this is no statement; import it in parts, or export CSV`);
        item.start();
        inItem = true;
      } else if (inItem) {
        item.open(name);
      }
    },
    close(name) {
      if (name === 'si' && inItem) {
        out.push(item.end());
        inItem = false;
      } else if (inItem) {
        item.close(name);
      }
    },
    text(text) {
      if (inItem) item.text(text);
    },
  });
  return out;
}
