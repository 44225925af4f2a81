import { expect, test } from 'vitest';
import { parsePreciseJson } from '../../src/http/json-body.ts';

test('numbers keep their decimal text and their paths are reported', () => {
  const { value, numberPaths } = parsePreciseJson('{"a": 0.30, "b": [1e3, -0, "0.1"], "c/d": {"~x": 12345678901234567890.123456789}}');
  expect(value).toEqual({ a: '0.30', b: ['1e3', '-0', '0.1'], 'c/d': { '~x': '12345678901234567890.123456789' } });
  expect([...numberPaths].sort()).toEqual(['/a', '/b/0', '/b/1', '/c~1d/~0x']);
});

test('strings decode exactly like JSON.parse', () => {
  const s = '"\\u00e9\\n\\"\\\\ 👍 \\ud83d\\udc4d"';
  expect(parsePreciseJson(s).value).toBe(JSON.parse(s));
});

test.each(['', '{', '{"a":1,}', '[1 2]', '01', '{"a":1} x', '{"__proto__": {}}', '{"a":1,"a":2}', '"\u0001"', 'NaN', '1.'])('rejects %j with a 400', (text) => {
  expect(() => parsePreciseJson(text)).toThrow(expect.objectContaining({ status: 400 }));
});

test('deep nesting is a 400, not a stack overflow', () => {
  expect(() => parsePreciseJson('['.repeat(10_000) + ']'.repeat(10_000))).toThrow(expect.objectContaining({ status: 400 }));
});

test('"constructor" and "prototype" are ordinary keys (valid Beancount metadata keys); only __proto__ is refused', () => {
  const { value } = parsePreciseJson('{"constructor": "c", "prototype": 1}') as { value: Record<string, unknown> };
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  expect(Object.entries(value)).toEqual([['constructor', 'c'], ['prototype', '1']]);
});

test('a lone UTF-16 surrogate is a 400 naming the field (it cannot be written to the ledger); a pair is text', () => {
  const at = (text: string) => {
    try {
      parsePreciseJson(text);
    } catch (e) {
      return { status: (e as { status: number }).status, errors: (e as { errors: unknown }).errors };
    }
    return null;
  };
  expect(at('{"payee": "Caf\\ud800e"}')).toEqual({ status: 400, errors: [{ path: 'body/payee', message: 'the text holds an unpaired UTF-16 surrogate (\\ud800), which is not Unicode text' }] });
  expect(at('{"postings": [{"meta": {"note": "x\\udc00"}}]}')).toMatchObject({ status: 400, errors: [{ path: 'body/postings/0/meta/note' }] });
  expect(at('{"meta": {"k\\ud83d": "v"}}')).toMatchObject({ status: 400, errors: [{ path: 'body/meta', message: expect.stringMatching(/^a property name holds/) }] });
  expect(at('{"payee": "\\ud83d\\udc4d"}')).toBeNull();
  // (QA of session 28: a NUL was written raw, and git then showed the ledger as a binary file)
  expect(at('{"payee": "Cafe\\u0000"}')).toEqual({ status: 400, errors: [{ path: 'body/payee', message: 'the text holds a NUL character (\\u0000), which a text file cannot keep' }] });
  expect(parsePreciseJson('{"payee": "\\ud83d\\udc4d"}').value).toEqual({ payee: '👍' });
  // (security QA: ESC sequences in a payee stood raw in the ledger, and reached the owner's terminal)
  expect(at('{"payee": "x\\u001b]0;pwned\\u0007"}')).toEqual({ status: 400, errors: [{ path: 'body/payee', message: 'the text holds a control character (U+001B), which the ledger file could only keep raw' }] });
  expect(at('{"narration": "a\\u0085b"}')).toMatchObject({ status: 400, errors: [{ path: 'body/narration' }] });
  expect(at('{"postings": [{"meta": {"note": "\\u007f"}}]}')).toMatchObject({ status: 400, errors: [{ path: 'body/postings/0/meta/note' }] });
  // escapes the printer writes are text; a password is never written
  expect(parsePreciseJson('{"narration": "a\\tb\\nc\\fd\\be\\r"}').value).toEqual({ narration: 'a\tb\nc\fd\be\r' });
  expect(parsePreciseJson('{"password": "p\\u001bw"}').value).toEqual({ password: 'p\u001bw' });
});
