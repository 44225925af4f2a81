// The XML of a workbook's parts, read in one pass as tags and text: no tree is built (a sheet of
// 100,000 rows stays a string), nothing nests on a stack, and every step moves forward, so a
// malformed part ends in an error, never in a loop. Names lose their namespace prefix (`x:c` is
// `c`, as some writers spell SpreadsheetML); entities are the five XML names and character
// references only: a part with a DOCTYPE, which could declare more, is refused.

/** What a part's reader is told, tag by tag. */
export interface XmlHandler {
  open(name: string, attributes: Readonly<Record<string, string>>, selfClosing: boolean): void;
  close(name: string): void;
  /** Text between tags, its entities already undone (a CDATA section's text as it is). */
  text(text: string): void;
}

export class XmlError extends Error {}

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,10}|[a-zA-Z]+);/g;

/** Text or an attribute value with its entity and character references undone (an unknown name stays as written). */
export function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(ENTITY, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
}

/** A tag's attributes by their names as written (`r:id` keeps its prefix: `id` alone is another attribute). */
function attributesOf(inside: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>; // (a `__proto__` or `toString` attribute is one like any other)
  let i = 0;
  const n = inside.length;
  while (i < n) {
    const eq = inside.indexOf('=', i);
    if (eq === -1) break;
    const name = inside.slice(i, eq).trim();
    let q = eq + 1;
    while (q < n && isSpace(inside.charCodeAt(q))) q++;
    const quote = inside[q];
    if (quote !== '"' && quote !== "'") throw new XmlError(`the attribute ${name} has no quoted value`);
    const close = inside.indexOf(quote, q + 1);
    if (close === -1) throw new XmlError(`the value of the attribute ${name} is never closed`);
    if (name !== '') out[name] = decodeEntities(inside.slice(q + 1, close));
    i = close + 1;
  }
  return out;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** Where a tag that starts at `from` (just after its `<`) ends: its `>`, quotes in attribute values passed over. */
function tagEnd(xml: string, from: number): number {
  let quote = 0;
  for (let i = from; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) {
      quote = c;
    } else if (c === 0x3e) {
      return i;
    }
  }
  return -1;
}

function skipTo(xml: string, marker: string, from: number, what: string): number {
  const at = xml.indexOf(marker, from);
  if (at === -1) throw new XmlError(`${what} is never closed`);
  return at + marker.length;
}

const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});

/** Read `xml` from start to end, telling `handler` each tag and text. Throws an XmlError where it is not well-formed. */
export function scanXml(xml: string, handler: XmlHandler): void {
  let i = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt === -1 ? xml.length : lt;
    // (spaces too: a `<t xml:space="preserve">` keeps them)
    if (textEnd > i) handler.text(decodeEntities(xml.slice(i, textEnd)));
    if (lt === -1) return;
    const next = xml.charCodeAt(lt + 1);
    if (next === 0x3f /* ? */) {
      i = skipTo(xml, '?>', lt + 2, 'a processing instruction');
    } else if (next === 0x21 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        i = skipTo(xml, '-->', lt + 4, 'a comment');
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end === -1) throw new XmlError('a CDATA section is never closed');
        handler.text(xml.slice(lt + 9, end));
        i = end + 3;
      } else {
        throw new XmlError('it has a DOCTYPE, which no workbook part has');
      }
    } else {
      const gt = tagEnd(xml, lt + 1);
      if (gt === -1) throw new XmlError('a tag is never closed (the part is cut off?)');
      if (next === 0x2f /* / */) {
        handler.close(localName(xml.slice(lt + 2, gt).trim()));
      } else {
        const selfClosing = xml.charCodeAt(gt - 1) === 0x2f;
        const bodyEnd = selfClosing ? gt - 1 : gt;
        let nameEnd = lt + 1;
        while (nameEnd < bodyEnd && !isSpace(xml.charCodeAt(nameEnd))) nameEnd++;
        if (nameEnd === lt + 1) throw new XmlError('a tag has no name');
        const name = localName(xml.slice(lt + 1, nameEnd));
        handler.open(name, nameEnd === bodyEnd ? NO_ATTRIBUTES : attributesOf(xml.slice(nameEnd, bodyEnd)), selfClosing);
        if (selfClosing) handler.close(name);
      }
      i = gt + 1;
    }
  }
}

/** An attribute by its name without prefix (`r:id` for `id`), when the tag has it with a prefix or without. */
export function prefixedAttribute(attributes: Readonly<Record<string, string>>, name: string): string | undefined {
  if (attributes[name] !== undefined) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}
