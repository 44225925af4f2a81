import { describe, expect, it } from 'vitest';
import { isCurrency, isDate, isFlag, isMetaKey, isTagName } from '../../../src/ledger/syntax/names.ts';

describe('name rules', () => {
  it('currencies follow Beancount 2.3, plus single letters', () => {
    for (const ok of ['USD', 'HOOL', 'TEST_D', 'TEST-3', 'CAD.11', "X'Y", 'VV', 'ABCDEFGHIJKLMNOPQRSTUVWX']) expect(isCurrency(ok), ok).toBe(true);
    for (const bad of ['usd', 'US D', 'USD.', 'A-', '1USD', 'TRUE', 'NULL', 'ABCDEFGHIJKLMNOPQRSTUVWXY', 'V', '']) expect(isCurrency(bad), bad).toBe(false);
  });
  it('tags, keys, flags, dates', () => {
    expect(['trip-2024', 'a/b.c_d'].every(isTagName)).toBe(true);
    expect(['', 'has space', '中文', 'x#y', 'a\nb'].some(isTagName)).toBe(false);
    expect(['ab', 'name-on_Card', 'x1'].every(isMetaKey)).toBe(true);
    expect(['a', 'Ab', '1a', 'a b', 'a:', 'filename', 'lineno'].some(isMetaKey)).toBe(false);
    expect(['*', '!', '#', 'P', 'M'].every(isFlag)).toBe(true);
    expect(['', '**', 'p', '"'].some(isFlag)).toBe(false);
    expect(['2024-02-29', '2000-02-29', '1999-12-31'].every(isDate)).toBe(true);
    expect(['2023-02-29', '1900-02-29', '2024-04-31', '2024-1-1', '2024/01/01', '2024-13-01', '0000-01-01'].some(isDate)).toBe(false);
  });
});
