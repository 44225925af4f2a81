// Statement files arrive as bytes in whatever encoding the bank chose: UTF-8 (with or without
// BOM), UTF-16 with BOM, GBK/GB18030 (Alipay), windows-1252 (OFX 1.x CHARSET:1252).

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Decode text of unknown encoding: BOM first, then strict UTF-8, then GB18030 (a superset of GBK). */
export function decodeStatementText(content: Uint8Array): string {
  if (content.length >= 2 && content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content);
  if (content.length >= 2 && content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content);
  try {
    return UTF8.decode(content); // strips a UTF-8 BOM
  } catch {
    return new TextDecoder('gb18030').decode(content);
  }
}

/** Decode with a declared charset label, falling back to detection when the label is unknown. */
export function decodeWithCharset(content: Uint8Array, charset: string | null): string {
  if (charset) {
    const label = charsetLabel(charset);
    if (label === 'utf-8') return decodeStatementText(content);
    if (label === 'ascii') {
      // declared ASCII is often really UTF-8; anything else is most likely windows-1252
      try {
        return UTF8.decode(content);
      } catch {
        return new TextDecoder('windows-1252').decode(content);
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
