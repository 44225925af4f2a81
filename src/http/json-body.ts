// A JSON reader that keeps numbers as their decimal text: money sent as a JSON number
// (0.30) must never pass through a binary float. Numbers come out as strings, and the
// JSON-pointer paths where numbers stood are reported, so that metadata can tell the
// number 5 from the string "5".
import { Problem } from '../problem.ts';
import { unwritableControl } from '../text/control-characters.ts';
import { PASSWORD_PATTERN, TEXT_PATTERN } from './schemas.ts';

export interface PreciseJson {
  readonly value: unknown;
  /** JSON pointers (`/postings/0/units/number`) of every number in the document. */
  readonly numberPaths: ReadonlySet<string>;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** Half of a UTF-16 pair without its other half (`"\ud800"` is valid JSON but no Unicode text). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** What decides, with the OpenAPI document's own patterns (schemas.ts); the checks below only say why. */
const LEDGER_TEXT = new RegExp(TEXT_PATTERN, 'u');
const PASSWORD_TEXT = new RegExp(PASSWORD_PATTERN, 'u');
const MAX_DEPTH = 64;

export function parsePreciseJson(text: string): PreciseJson {
  const numberPaths = new Set<string>();
  let pos = 0;

  const fail = (message: string): never => {
    throw Problem.badRequest(`The body is not valid JSON: ${message} at offset ${pos}.`, [{ path: '', message }]);
  };
  const skipSpace = () => {
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else break;
    }
  };
  const readString = (): string => {
    const start = pos;
    pos++; // opening quote
    for (;;) {
      if (pos >= text.length) fail('unterminated string');
      const c = text.charCodeAt(pos);
      if (c === 0x22) break;
      if (c === 0x5c) pos += 2;
      else if (c < 0x20) fail('control character in string');
      else pos++;
    }
    pos++;
    try {
      return JSON.parse(text.slice(start, pos)) as string; // exact escape handling
    } catch {
      return fail('invalid string escape');
    }
  };
  // Text that names where it stands: a lone surrogate could not be written to the ledger (nor
  // read by Beancount), so it is a 400 for that field, before any handler sees it. So is a NUL
  // (\u0000): Beancount reads it, but it makes the ledger a binary file to git, grep and editors.
  const unicodeText = (s: string, path: string, what: string): string => {
    // The login's password only (a metadata key named password is text like any other: its
    // control characters stood raw in the ledger file).
    const password = path === '/password';
    if ((password ? PASSWORD_TEXT : LEDGER_TEXT).test(s)) return s;
    if (s.includes('\u0000')) {
      const message = `${what} holds a NUL character (\\u0000), which a text file cannot keep`;
      throw Problem.badRequest(`The body is not valid: body${path} ${message}.`, [{ path: `body${path}`, message }]);
    }
    // (and the controls Beancount cannot escape, ESC among them, except in a password, which is
    // never written: security QA, a payee of ESC sequences stood raw in the ledger file)
    const control = password ? null : unwritableControl(s);
    if (control !== null) {
      const message = `${what} holds a control character (${control}), which the ledger file could only keep raw`;
      throw Problem.badRequest(`The body is not valid: body${path} ${message}.`, [{ path: `body${path}`, message }]);
    }
    const m = LONE_SURROGATE.exec(s);
    if (m === null) throw Problem.badRequest(`The body is not valid: body${path} ${what} holds a character a JSON body may not.`, [{ path: `body${path}`, message: `${what} holds a character a JSON body may not` }]);
    const code = `\\u${m[0].charCodeAt(0).toString(16)}`;
    const message = `${what} holds an unpaired UTF-16 surrogate (${code}), which is not Unicode text`;
    throw Problem.badRequest(`The body is not valid: body${path} ${message}.`, [{ path: `body${path}`, message }]);
  };
  const readValue = (path: string, depth: number): unknown => {
    if (depth > MAX_DEPTH) fail('nesting too deep');
    skipSpace();
    const c = text[pos];
    if (c === '{') {
      pos++;
      const obj: Record<string, unknown> = {};
      skipSpace();
      if (text[pos] === '}') {
        pos++;
        return obj;
      }
      for (;;) {
        skipSpace();
        if (text[pos] !== '"') fail('expected a property name');
        const key = unicodeText(readString(), path, 'a property name');
        if (key === '__proto__') fail(`forbidden property name ${JSON.stringify(key)}`);
        if (Object.prototype.hasOwnProperty.call(obj, key)) fail(`duplicate property ${JSON.stringify(key)}`);
        skipSpace();
        if (text[pos] !== ':') fail("expected ':'");
        pos++;
        obj[key] = readValue(`${path}/${escapePointer(key)}`, depth + 1);
        skipSpace();
        if (text[pos] === ',') {
          pos++;
          continue;
        }
        if (text[pos] === '}') {
          pos++;
          return obj;
        }
        fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      pos++;
      const arr: unknown[] = [];
      skipSpace();
      if (text[pos] === ']') {
        pos++;
        return arr;
      }
      for (;;) {
        arr.push(readValue(`${path}/${arr.length}`, depth + 1));
        skipSpace();
        if (text[pos] === ',') {
          pos++;
          continue;
        }
        if (text[pos] === ']') {
          pos++;
          return arr;
        }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return unicodeText(readString(), path, 'the text');
    if (text.startsWith('true', pos)) {
      pos += 4;
      return true;
    }
    if (text.startsWith('false', pos)) {
      pos += 5;
      return false;
    }
    if (text.startsWith('null', pos)) {
      pos += 4;
      return null;
    }
    NUMBER.lastIndex = pos;
    const m = NUMBER.exec(text);
    if (m !== null && m[0] !== '') {
      pos += m[0].length;
      numberPaths.add(path);
      return m[0];
    }
    return fail('unexpected character');
  };

  const value = readValue('', 0);
  skipSpace();
  if (pos !== text.length) fail('unexpected text after the value');
  return { value, numberPaths };
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** A JSON body's text: UTF-8 (a BOM is dropped), else a 400. */
export function decodeUtf8Body(bytes: Uint8Array): string {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    throw Problem.badRequest('The body is not valid UTF-8.', [{ path: 'body', message: 'must be UTF-8 text' }]);
  }
}
