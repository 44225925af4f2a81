// Statements in GBK and Big5 for import tests. Node decodes both but encodes neither: the bytes
// come from a table built by decoding every two-byte code the encoding has.

const TABLES = new Map<string, Map<string, number[]>>();

/** Each character's bytes, the first code (in `leads` order) that decodes to it. */
function tableOf(encoding: 'gb18030' | 'big5'): Map<string, number[]> {
  let table = TABLES.get(encoding);
  if (table !== undefined) return table;
  table = new Map();
  const decoder = new TextDecoder(encoding);
  // GBK: every lead 81-FE, trails 40-FE but 7F; Big5: its standard rows (A1-F9) before the
  // HKSCS ones (81-A0), trails 40-7E and A1-FE
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const leads = encoding === 'gb18030' ? range(0x81, 0xfe) : [...range(0xa1, 0xf9), ...range(0x81, 0xa0)];
  const trails = encoding === 'gb18030' ? range(0x40, 0xfe).filter((t) => t !== 0x7f) : [...range(0x40, 0x7e), ...range(0xa1, 0xfe)];
  for (const lead of leads) {
    for (const trail of trails) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  TABLES.set(encoding, table);
  return table;
}

function encode(text: string, encoding: 'gb18030' | 'big5', name: string): Buffer {
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
