// Statement files arrive as bytes in whatever encoding the bank chose: UTF-8 (with or without
// BOM), UTF-16 with BOM, GBK/GB18030 (Alipay), Big5 (Hong Kong's and Taiwan's banks), Shift_JIS
// (Japan's banks: MUFG, SMBC, Mizuho), windows-1252 (OFX 1.x CHARSET:1252, though many a file
// that says so is UTF-8).

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Decode text of unknown encoding: BOM first, then strict UTF-8, then GB18030 (a superset of GBK),
 * Big5 or Shift_JIS, whichever reads as common Chinese or Japanese (`eastAsianEncoding`), and
 * windows-1252 for bytes that are not GB18030 either (a European bank's export: `Café` in
 * windows-1252 is no GB18030 text).
 */
export function decodeStatementText(content: Uint8Array): string {
  if (content.length >= 2 && content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content);
  if (content.length >= 2 && content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content);
  try {
    return UTF8.decode(content); // strips a UTF-8 BOM
  } catch {
    if (looksLikeWindows1252(content) && mostlyLoneHighBytes(content)) return decodeWindows1252(content);
    const gb = new TextDecoder('gb18030').decode(content);
    if (gb.includes('\uFFFD') && looksLikeWindows1252(content)) return decodeWindows1252(content);
    const encoding = eastAsianEncoding(content);
    return encoding === 'gb18030' ? gb : new TextDecoder(encoding).decode(content);
  }
}

/**
 * Which of GBK/GB18030, Big5 and Shift_JIS bytes that are not UTF-8 are: the three share their
 * byte ranges, and most Big5 or Shift_JIS text decodes as GB18030 without an error, into other
 * characters (Big5's 全聯福利中心 as 羛褐いみ..., Shift_JIS's セブンイレブン as 僙僽儞僀儗僽儞). Each
 * reading of the file's start is scored by the share of its characters above ASCII that are
 * common characters of its own script (GB2312's first level for GB18030, Big5's first level for
 * Big5, kana and JIS's first level for Shift_JIS; full-width punctuation and half-width kana count
 * for none): Big5 read as GB18030 turns into kana, Greek, box drawing and rare characters, GBK
 * read as Big5 into second-level characters and replacement characters, Shift_JIS read as either
 * into rare characters, and Chinese read as Shift_JIS into half-width kana and JIS's second level.
 * Shift_JIS only when its reading has no error (QA: a MUFG export was read as GB18030, its payees
 * stored as mojibake), and when it scores higher than the others or GB18030 cannot read the
 * bytes before their end (half-width kana alone, ｾﾌﾞﾝｲﾚﾌﾞﾝ, score for no reading, and an odd run
 * of them is no GBK); Big5 only when it scores higher than GB18030.
 */
function eastAsianEncoding(content: Uint8Array): 'gb18030' | 'big5' | 'shift_jis' {
  const start = scoredStart(content);
  const common = commonCharacters();
  const gbText = new TextDecoder('gb18030').decode(start);
  const gb = commonShare(gbText, common.gb2312);
  const big5 = commonShare(new TextDecoder('big5').decode(start), common.big5);
  const sjis = strictShiftJis(start);
  if (sjis !== null) {
    const japanese = commonShare(sjis, common.japanese);
    // (a GBK file cut within its last character is still GBK)
    if ((japanese > gb && japanese > big5) || gbText.replace(/\uFFFD\s*$/, '').includes('\uFFFD')) return 'shift_jis';
  }
  return big5 > gb ? 'big5' : 'gb18030';
}
const SCORED_BYTES = 64 * 1024;

/** The file's first 64 KiB, cut after a line end so that no character is cut in two (no trail byte of the three is a line feed). */
function scoredStart(content: Uint8Array): Uint8Array {
  if (content.length <= SCORED_BYTES) return content;
  const end = content.subarray(0, SCORED_BYTES).lastIndexOf(0x0a);
  return content.subarray(0, end > 0 ? end + 1 : SCORED_BYTES);
}

/** The bytes read as Shift_JIS, or null when they are not Shift_JIS (a byte no Shift_JIS text has, a lead byte without its trail). */
function strictShiftJis(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The share of the text's characters above ASCII, punctuation aside, that are in `common`; 0 when it has none. */
function commonShare(text: string, common: ReadonlySet<string>): number {
  let counted = 0;
  let hits = 0;
  for (const c of text) {
    if (c < '\u0080' || /[\u3000-\u303f\uff00-\uffef]/.test(c)) continue;
    counted++;
    if (common.has(c)) hits++;
  }
  return counted === 0 ? 0 : hits / counted;
}

interface CommonCharacters {
  readonly gb2312: ReadonlySet<string>;
  readonly big5: ReadonlySet<string>;
  readonly japanese: ReadonlySet<string>;
}
let COMMON: CommonCharacters | null = null;

/**
 * The first-level characters of GB2312 (bytes B0A1-D7F9: the 3,755 most used Simplified
 * characters), of Big5 (A440-C67E: the 5,401 most used Traditional ones) and of JIS X 0208 (Shift_JIS
 * 889F-9872: the 2,965 most used kanji) with the kana (hiragana, katakana and ー), decoded once.
 */
function commonCharacters(): CommonCharacters {
  if (COMMON !== null) return COMMON;
  const pairs = (leads: [number, number], trails: readonly [number, number][]) => {
    const bytes: number[] = [];
    for (let lead = leads[0]; lead <= leads[1]; lead++) for (const [from, to] of trails) for (let trail = from; trail <= to; trail++) bytes.push(lead, trail);
    return Uint8Array.from(bytes);
  };
  const han = (text: string) => new Set(text.match(/\p{Script=Han}/gu));
  COMMON = {
    gb2312: han(new TextDecoder('gb18030').decode(pairs([0xb0, 0xd7], [[0xa1, 0xfe]]))),
    big5: han(new TextDecoder('big5').decode(pairs([0xa4, 0xc6], [[0x40, 0x7e], [0xa1, 0xfe]]))),
    japanese: new Set([
      ...han(new TextDecoder('shift_jis').decode(pairs([0x88, 0x98], [[0x40, 0x7e], [0x80, 0xfc]]))),
      ...(new TextDecoder('shift_jis').decode(pairs([0x82, 0x83], [[0x40, 0x7e], [0x80, 0xfc]])).match(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []),
      'ー',
    ]),
  };
  return COMMON;
}

/**
 * More bytes above ASCII stand alone (between ASCII bytes) than next to another: European text,
 * where `ü` sits between letters (`Begünstigter`). GB18030 takes such a byte and the letter after
 * it as one Chinese character (0xFC 0x73), so decoding without an error proves nothing; Chinese
 * text has its bytes above ASCII in pairs.
 */
function mostlyLoneHighBytes(content: Uint8Array): boolean {
  let lone = 0;
  let paired = 0;
  for (let i = 0; i < content.length; i++) {
    if (content[i]! < 0x80) continue;
    const before = i > 0 && content[i - 1]! >= 0x80;
    const after = i + 1 < content.length && content[i + 1]! >= 0x80;
    if (before || after) paired++;
    else lone++;
  }
  return lone > paired;
}

/**
 * Every byte above ASCII is one European text in windows-1252 is made of: a letter (À-ÿ), a
 * currency or typographic sign. Chinese in GBK always has bytes outside (0xA1-0xBF starts or
 * ends most characters), so a GBK file cut in the middle of a character stays GBK.
 */
function looksLikeWindows1252(content: Uint8Array): boolean {
  for (const b of content) if (b >= 0x80 && !(b >= 0xc0 || WINDOWS_1252_SIGNS.has(b))) return false;
  return true;
}
// € ‚ „ … † ‡ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ™ š › œ ž Ÿ, no-break space, £ § ° ² ³ µ ª º « »
const WINDOWS_1252_SIGNS = new Set([
  0x80, 0x82, 0x84, 0x85, 0x86, 0x87, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f,
  0xa0, 0xa3, 0xa7, 0xb0, 0xb2, 0xb3, 0xb5, 0xaa, 0xba, 0xab, 0xbb,
]);

/**
 * Windows-1252, by hand: Node 24's TextDecoder('windows-1252') decodes 0x80-0x9F as Latin-1
 * (nodejs/node#56542), which turns € and ’ into control characters.
 */
export function decodeWindows1252(content: Uint8Array): string {
  let out = '';
  for (let start = 0; start < content.length; start += 8192) {
    const chunk = content.subarray(start, start + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80]! : b)));
  }
  return out;
}

// 0x80-0x9F of windows-1252 as the WHATWG Encoding Standard maps them (the five unassigned
// bytes map to the C1 control of the same number).
const CP1252_80_9F = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f,
  0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
];

/** Decode with a declared charset label, falling back to detection when the label is unknown. */
export function decodeWithCharset(content: Uint8Array, charset: string | null): string {
  if (charset) {
    const label = charsetLabel(charset);
    if (label === 'utf-8') return decodeStatementText(content);
    if (label === 'ascii' || label === 'windows-1252') {
      // Declared ASCII is often really UTF-8; so is declared windows-1252 (or ISO-8859-1) in many
      // banks' files, which keep the header of old software over a UTF-8 body. Bytes that read as
      // UTF-8 with a character above ASCII are UTF-8: windows-1252 text almost never makes valid
      // UTF-8 sequences (`Ã©` for é), and the real thing fails the strict decoder.
      try {
        return UTF8.decode(content);
      } catch {
        return decodeWindows1252(content);
      }
    }
    try {
      return new TextDecoder(label).decode(content);
    } catch {
      // unknown label: fall through to detection
    }
  }
  return decodeStatementText(content);
}

function charsetLabel(charset: string): string {
  const c = charset.trim().toLowerCase();
  if (c === '1252' || c === 'cp1252') return 'windows-1252';
  if (c === 'iso-8859-1' || c === '8859-1' || c === 'latin1') return 'windows-1252';
  if (c === 'usascii' || c === 'us-ascii' || c === 'ascii' || c === 'none') return 'ascii';
  if (c === 'utf8' || c === 'utf-8' || c === 'unicode') return 'utf-8';
  return c;
}
