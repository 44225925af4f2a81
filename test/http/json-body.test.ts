import { expect, test } from 'vitest';
import { parsePreciseJson } from '../../src/http/json-body.ts';

test('numbers keep their decimal text and their paths are reported', () => {
  const { value, numberPaths } = parsePreciseJson('{"a": 0.30, "b": [1e3, -0, "0.1"], "c/d": {"~x": 12345678901234567890.123456789}}');
  expect(value).toEqual({ a: '0.30', b: ['1e3', '-0', '0.1'], 'c/d': { '~x': '12345678901234567890.123456789' } });
  expect([...numberPaths].sort()).toEqual(['/a', '/b/0', '/b/1', '/c~1d/~0x']);
});

test('strings decode exactly like JSON.parse', () => {
  const s = '"\\u0000\\n\\"\\\\ 👍 \\ud83d\\udc4d"';
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
