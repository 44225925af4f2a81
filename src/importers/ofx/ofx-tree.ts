// A forgiving reader for OFX bodies: 1.x SGML (leaf elements usually unclosed, everything
// possibly on one line) and 2.x XML alike. It builds a tree of named elements; a leaf is an
// element whose content is text. It notes which elements their own end tag closed, so that the
// reader can tell a file cut short (an aggregate never closed) from SGML's unclosed leaves.
import { StatementError } from '../statement.ts';
import { statementText } from '../../text/statement-text.ts';

export interface OfxElement {
  readonly name: string;
  /** Text content of a leaf element (trimmed, entities decoded); null for an aggregate. */
  text: string | null;
  readonly children: OfxElement[];
  /**
   * Whether its own end tag was met. An SGML leaf has none; an aggregate always has one in a whole
   * file (OFX requires it), so an aggregate without it was cut off.
   */
  closed: boolean;
}

type Token = { kind: 'open'; name: string } | { kind: 'close'; name: string } | { kind: 'text'; text: string };

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function* tokens(body: string): Generator<Token> {
  let i = 0;
  let text = '';
  // The first '>' at or after the last place looked from (-1: none after it). A run of stray '<'
  // with no '>' between them looked for it from each one to the end of the file: a 1 MB upload of
  // '<'s held the event loop 3.5 s, 3 MB 42 s (security QA). Each '>' is now found once.
  let gtFound = -2;
  const closingFrom = (from: number): number => {
    if (gtFound !== -1 && gtFound < from) gtFound = body.indexOf('>', from);
    return gtFound;
  };
  const flushText = function* (): Generator<Token> {
    if (text !== '') yield { kind: 'text', text };
    text = '';
  };
  while (i < body.length) {
    const lt = body.indexOf('<', i);
    if (lt < 0) {
      text += decodeEntities(body.slice(i));
      break;
    }
    text += decodeEntities(body.slice(i, lt));
    if (body.startsWith('<![CDATA[', lt)) {
      const end = body.indexOf(']]>', lt);
      text += body.slice(lt + 9, end < 0 ? body.length : end);
      i = end < 0 ? body.length : end + 3;
      continue;
    }
    if (body.startsWith('<!--', lt)) {
      const end = body.indexOf('-->', lt);
      i = end < 0 ? body.length : end + 3;
      continue;
    }
    if (body.startsWith('<?', lt) || body.startsWith('<!', lt)) {
      const end = body.indexOf('>', lt);
      i = end < 0 ? body.length : end + 1;
      continue;
    }
    const gt = closingFrom(lt);
    const next = body.indexOf('<', lt + 1);
    if (gt < 0 || (next >= 0 && next < gt)) {
      // a stray '<' in text: keep it as text
      text += '<';
      i = lt + 1;
      continue;
    }
    const inner = body.slice(lt + 1, gt).trim();
    i = gt + 1;
    const selfClosing = inner.endsWith('/');
    const tag = (selfClosing ? inner.slice(0, -1) : inner).trim();
    const name = tag.replace(/^\//, '').split(/\s/, 1)[0]!.toUpperCase();
    if (name === '') continue;
    yield* flushText();
    if (tag.startsWith('/')) yield { kind: 'close', name };
    else {
      yield { kind: 'open', name };
      if (selfClosing) yield { kind: 'close', name };
    }
  }
  yield* flushText();
}

/** Parse an OFX body (from `<OFX>` on) into a tree. Never throws: unknown structure just ends up nested. */
/**
 * How deep elements may nest: a statement's are ~10 deep. 200,000 unclosed tags in a row made the
 * tree that deep, and the searches over it overflowed the stack (a 500 instead of a refusal).
 */
export const MAX_OFX_DEPTH = 100;

/** `text`: what each leaf's text is read as (statementText; as it stands for what versions before 2026-11-28 read). */
export function parseOfxTree(body: string, text: (t: string) => string = statementText): OfxElement {
  const root: OfxElement = { name: '#root', text: null, children: [], closed: false };
  const stack: OfxElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  for (const tok of tokens(body)) {
    if (tok.kind === 'open') {
      const el: OfxElement = { name: tok.name, text: null, children: [], closed: false };
      // an element that already has text and receives another tag was an unclosed SGML leaf
      while (stack.length > 1 && top().text !== null) stack.pop();
      top().children.push(el);
      stack.push(el);
      if (stack.length > MAX_OFX_DEPTH + 1) throw new StatementError(`the OFX elements nest more than ${MAX_OFX_DEPTH} deep: this is no statement`, null);
    } else if (tok.kind === 'text') {
      // (entities decoded: `&#8238;` is the right-to-left override it stands for, and goes)
      const t = text(tok.text).trim();
      if (t === '') continue;
      const el = top();
      if (el === root || el.children.length > 0) continue; // stray text between aggregates
      el.text = (el.text ?? '') + t;
    } else {
      const at = stack.findLastIndex((e) => e.name === tok.name);
      if (at <= 0) continue; // a close tag for nothing open: ignore
      const el = stack[at]!;
      if (el.children.length === 0 && el.text === null) el.text = ''; // <TAG></TAG>: empty leaf
      // the elements above it on the stack end here too, but only it was closed by its own tag
      el.closed = true;
      stack.length = at;
    }
  }
  return root;
}

/** The first descendant (depth-first) with this name. */
export function findElement(el: OfxElement, name: string): OfxElement | null {
  for (const c of el.children) {
    if (c.name === name) return c;
    const d = findElement(c, name);
    if (d) return d;
  }
  return null;
}

/** Every descendant with this name, not looking inside matches. */
export function findAll(el: OfxElement, name: string, out: OfxElement[] = []): OfxElement[] {
  for (const c of el.children) {
    if (c.name === name) out.push(c);
    else findAll(c, name, out);
  }
  return out;
}

/** Text of a leaf found by a path of names below `el` (each step: first matching child, at any depth for the first step). */
export function leafText(el: OfxElement, ...path: string[]): string | null {
  let cur: OfxElement | null = el;
  for (const [i, name] of path.entries()) {
    if (!cur) return null;
    cur = i === 0 ? (cur.children.find((c) => c.name === name) ?? findElement(cur, name)) : (cur.children.find((c) => c.name === name) ?? null);
  }
  const t = cur?.text ?? null;
  return t === null || t === '' ? null : t;
}
