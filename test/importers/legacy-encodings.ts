// Statements in GBK, Big5 and Shift_JIS for import tests. Node decodes them but encodes none: the
// bytes come from a table built by decoding every code the encoding has.

const TABLES = new Map<string, Map<string, number[]>>();

type Encoding = 'gb18030' | 'big5' | 'shift_jis';

/** Each character's bytes, the first code (in `leads` order) that decodes to it. */
function tableOf(encoding: Encoding): Map<string, number[]> {
  let table = TABLES.get(encoding);
  if (table !== undefined) return table;
  table = new Map();
  const decoder = new TextDecoder(encoding);
  // GBK: every lead 81-FE, trails 40-FE but 7F; Big5: its standard rows (A1-F9) before the
  // HKSCS ones (81-A0), trails 40-7E and A1-FE; Shift_JIS: leads 81-9F and E0-EF (JIS X 0208),
  // trails 40-7E and 80-FC, and its one-byte half-width katakana A1-DF
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const LEADS: Record<Encoding, number[]> = { gb18030: range(0x81, 0xfe), big5: [...range(0xa1, 0xf9), ...range(0x81, 0xa0)], shift_jis: [...range(0x81, 0x9f), ...range(0xe0, 0xef)] };
  const TRAILS: Record<Encoding, number[]> = { gb18030: range(0x40, 0xfe).filter((t) => t !== 0x7f), big5: [...range(0x40, 0x7e), ...range(0xa1, 0xfe)], shift_jis: [...range(0x40, 0x7e), ...range(0x80, 0xfc)] };
  const [leads, trails] = [LEADS[encoding], TRAILS[encoding]];
  if (encoding === 'shift_jis') for (const b of range(0xa1, 0xdf)) table.set(decoder.decode(new Uint8Array([b])), [b]);
  for (const lead of leads) {
    for (const trail of trails) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  TABLES.set(encoding, table);
  return table;
}

function encode(text: string, encoding: Encoding, name: string): Buffer {
  const table = tableOf(encoding);
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else {
      const pair = table.get(ch);
      if (!pair) throw new Error(`no ${name} for ${ch}`);
      bytes.push(...pair);
    }
  }
  return Buffer.from(bytes);
}

/** GBK bytes of `text`. */
export function gbk(text: string): Buffer {
  return encode(text, 'gb18030', 'GBK');
}

/** Big5 bytes of `text` (standard Big5 before the HKSCS rows). */
export function big5(text: string): Buffer {
  return encode(text, 'big5', 'Big5');
}

/** Shift_JIS bytes of `text` (JIS X 0208 and half-width katakana), as Japan's banks export. */
export function shiftJis(text: string): Buffer {
  return encode(text, 'shift_jis', 'Shift_JIS');
}
