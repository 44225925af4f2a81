// A ledger file saved in another encoding by mistake (GBK from an old Windows editor, Latin-1):
// Beancount's lexer drops the bytes that are not UTF-8 without a word, so payees, narrations and
// names read differently from what an editor shows, and bean-check passes. The load says so, as
// a warning on the first line that holds such a byte.
import { isUtf8 } from 'node:buffer';
import { WARNING_KIND, type LedgerError } from './core/directives.ts';

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence, or -1. */
export function firstNotUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    if (i + need >= n) return i;
    let code = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/** How the warning starts (the store refuses to append to a main file that has it). */
export const NOT_UTF8_WARNING_START = 'This file is not UTF-8';

/** The warning for a file whose bytes are not all UTF-8, or null. */
export function notUtf8Warning(bytes: Uint8Array, file: string): LedgerError | null {
  const at = firstNotUtf8(bytes);
  if (at < 0) return null;
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
  const hex = bytes[at]!.toString(16).toUpperCase().padStart(2, '0');
  return {
    source: { file, line },
    message:
      `${NOT_UTF8_WARNING_START} (byte 0x${hex} on this line; saved in another encoding, such as GBK, Big5, Shift_JIS or Latin-1, as older editors save): ` +
      'Beancount, like this service, drops the bytes that are not UTF-8, so its names and text read differently from what an editor shows, and nothing is written to it. Convert it to UTF-8 from the encoding it was saved in.',
    kind: WARNING_KIND,
  };
}
