// The translation of Python regular expressions (re.IGNORECASE, str patterns) that fix_payees uses,
// against Python's own `re` (/usr/bin/python3): its case tables and \w \d \s on every code point,
// the characters some classes match, and re.search on a matrix of patterns and texts. Python
// 3.11's Unicode is version 14, Node's 16: they may only differ on code points Python leaves
// unassigned.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caseTables, compilePythonIgnoreCase, pyStrip, PythonRegexError, UntranslatableRegexError } from '../../../src/ledger/plugins/python_re.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';

const run = requireBeancount();
const dir = mkdtempSync(join(tmpdir(), 'python-re-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a Python script with a JSON argument file; returns its JSON answer. */
function python<T>(script: string, input: unknown): T {
  const inFile = join(dir, `in-${Math.random().toString(36).slice(2)}.json`);
  const outFile = `${inFile}.out`;
  writeFileSync(inFile, JSON.stringify(input));
  execFileSync(BEANCOUNT_PYTHON, ['-c', script, inFile, outFile], { maxBuffer: 1 << 28 });
  return JSON.parse(readFileSync(outFile, 'utf8')) as T;
}

const ALL = 0x110000;
const isSurrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;

/** The code points of `[0, limit)` whose one-character string `test` accepts. */
function codePoints(test: (s: string) => boolean, limit = ALL): number[] {
  const out: number[] = [];
  for (let c = 0; c < limit; c++) if (!isSurrogate(c) && test(String.fromCodePoint(c))) out.push(c);
  return out;
}

/** Members of one list and not the other, leaving out those Python has unassigned. */
function differences(ours: readonly number[], theirs: readonly number[], unassigned: ReadonlySet<number>): { oursOnly: string[]; theirsOnly: string[] } {
  const a = new Set(ours);
  const b = new Set(theirs);
  const hex = (c: number) => c.toString(16);
  return {
    oursOnly: [...a].filter((c) => !b.has(c) && !unassigned.has(c)).map(hex),
    theirsOnly: [...b].filter((c) => !a.has(c) && !unassigned.has(c)).map(hex),
  };
}

describe.runIf(run)('Python regular expressions, against Python 3 re', () => {
  const TABLES = `
import sys, json, re, _sre, unicodedata
from re._casefix import _EXTRA_CASES
R = range(0x110000)
word = re.compile(r'\\w'); digit = re.compile(r'\\d'); space = re.compile(r'\\s')
json.dump({
  'lower': {c: _sre.unicode_tolower(c) for c in R if _sre.unicode_tolower(c) != c},
  'cased': [c for c in R if _sre.unicode_iscased(c)],
  'extra': {k: list(v) for k, v in _EXTRA_CASES.items()},
  'word': [c for c in R if word.match(chr(c))],
  'digit': [c for c in R if digit.match(chr(c))],
  'space': [c for c in R if space.match(chr(c))],
  'strip': [c for c in R if chr(c).strip() == ''],
  'unassigned': [c for c in R if unicodedata.category(chr(c)) == 'Cn'],
}, open(sys.argv[2], 'w'))
`;
  type Tables = { lower: Record<string, number>; cased: number[]; extra: Record<string, number[]>; word: number[]; digit: number[]; space: number[]; strip: number[]; unassigned: ReadonlySet<number> };
  let cached: Tables | null = null;
  /** Python's tables, computed once (a few seconds). */
  const pyTables = (): Tables => {
    if (cached === null) {
      const raw = python<Omit<Tables, 'unassigned'> & { unassigned: number[] }>(TABLES, null);
      cached = { ...raw, unassigned: new Set(raw.unassigned) };
    }
    return cached;
  };

  it('has Python’s lowercase, cased characters and extra cases on every code point', () => {
    const py = pyTables();
    const unassigned = py.unassigned;
    const t = caseTables();
    const ourLower = codePoints((s) => (t.lower.get(s.codePointAt(0)!) ?? s.codePointAt(0)) !== s.codePointAt(0));
    expect(differences(ourLower, Object.keys(py.lower).map(Number), unassigned)).toEqual({ oursOnly: [], theirsOnly: [] });
    for (const [c, lo] of Object.entries(py.lower)) expect(t.lower.get(Number(c))).toBe(lo);
    // The tables only scan the BMP and plane 1: nothing beyond has case.
    const cased = codePoints((s) => s.toLowerCase() !== s || s.toUpperCase().codePointAt(0) !== s.codePointAt(0));
    expect(cased.filter((c) => c >= 0x20000)).toEqual([]);
    const ourCased = cased.filter((c) => t.lower.has(c) || t.upper.has(c));
    expect(ourCased).toEqual(cased);
    // Unicode 16 gave some older letters (ƛ, ɤ) an uppercase Python's Unicode 14 does not have:
    // cased here, with a partner Python leaves unassigned.
    const { oursOnly, theirsOnly } = differences(ourCased, py.cased, unassigned);
    expect(theirsOnly).toEqual([]);
    expect(oursOnly.map((h) => parseInt(h, 16)).filter((c) => !unassigned.has(t.upper.get(c) ?? t.lower.get(c) ?? c))).toEqual([]);
    expect(Object.fromEntries([...t.extraCases].map(([k, v]) => [String(k), [...v]]))).toEqual(py.extra);
  });

  it('has Python’s \\w, \\d, \\s and str.strip() on every code point', () => {
    const py = pyTables();
    const unassigned = py.unassigned;
    const test = (pattern: string) => {
      const re = compilePythonIgnoreCase(`\\A${pattern}\\Z`);
      return (s: string) => re.test(s);
    };
    expect(differences(codePoints(test('\\w')), py.word, unassigned)).toEqual({ oursOnly: [], theirsOnly: [] });
    expect(differences(codePoints(test('\\d')), py.digit, unassigned)).toEqual({ oursOnly: [], theirsOnly: [] });
    expect(codePoints(test('\\s'))).toEqual(py.space);
    expect(codePoints((s) => pyStrip(`a${s}`) === 'a' && pyStrip(`${s}a`) === 'a')).toEqual(py.strip);
    // The only differences are characters Python's Unicode 14 does not have.
    expect(codePoints(test('\\w')).filter((c) => !py.word.includes(c)).every((c) => unassigned.has(c))).toBe(true);
  });

  it('matches with a class or a letter exactly the characters Python matches', () => {
    const unassigned = pyTables().unassigned;
    const patterns = ['a', 'k', 'i', 'I', 's', 'ß', 'µ', 'ι', 'Σ', 'ǅ', 'İ', '[a-z]', '[^a-z]', '[^k]', '[\\W]', '[^\\W\\d]', '[\\wé]', '[^\\d\\sA]', '[ǈ-ǌ]', '[a-\\u212a]', '[ſ-ſ]', 'x|\\W', '[\\U00010400a]', '[\\U00010400-\\U00010428]', '\\U00010400', '[\\u0100-\\u017f]', '[\\x00-\\U0010ffff]', '.', '\\S'];
    const LIMIT = 0x20000;
    const theirs = python<Record<string, number[]>>(
      `
import sys, json, re
out = {}
for p in json.load(open(sys.argv[1])):
    r = re.compile(r'\\A(?:' + p + r')\\Z', re.I)
    out[p] = [c for c in range(${LIMIT}) if not 0xd800 <= c <= 0xdfff and r.match(chr(c))]
json.dump(out, open(sys.argv[2], 'w'))
`,
      patterns,
    );
    for (const p of patterns) {
      const re = compilePythonIgnoreCase(`\\A(?:${p})\\Z`);
      expect({ p, ...differences(codePoints((s) => re.test(s), LIMIT), theirs[p]!, unassigned) }).toEqual({ p, oursOnly: [], theirsOnly: [] });
    }
    // Python 3.11's quirk kept: a letter beyond the BMP in a class matches nothing, not even itself.
    expect(compilePythonIgnoreCase('[\\U00010400a]').test('\u{10400}')).toBe(false);
  });

  it('finds a match where re.search does, and fails where re.compile fails', () => {
    const patterns = [
      't-mobile', 'con ?ed', 'EATALY BIRRERIA', '^amazon', 'amazon$', 'uber|lyft', 'Expenses:Food:.*', '^Expenses:(Food|Home)', 'a{2,3}', 'a{,2}b', 'a{,}b', 'a{', 'a{1', 'a{1,2', '{1}', 'x{}', 'a{3,2}',
      '\\bcat\\b', '\\Bat\\B', '\\B', '\\b', '^$', '$', '\\Z', '\\A', 'a$', 'a\\Z', '[]a]', '[]-a]', '[^]a]', '[a-]', '[-a]', '[\\d-]', '[\\d-z]', '[z-a]', '\\d+', '\\D', '\\s', '\\w+', '(?i)abc', 'a(?i)b', '(?u)x',
      '(?i:ab)c', '(?P<n>ab)c', '(?P<1n>a)', '(?P=n)', '\\1', '(?:a|b)*c', '(?=a)', '(?!a)b', '(?<=a)b', '(?<!a)b', '(?<=a+)b', '(?<=ab|cd)x', '(?<=a|bc)x', 'a**', 'a*?', '*a', '(?#comment)x', '\\x41', '\\x4',
      '\\u00e9', '\\U0001F600', '\\0', '\\012', '\\101', '\\8', '\\q', '\\é', '\\.', '[\\b]', '\\a', '[\\A]', 'é', 'É', 'straße', 'STRASSE', 'ǆ', 'ﬀ', 'Ω', 'ω', '[\\s\\S]', '.*', '(', ')', '(?', '[', '[a', 'a|', '|', '(|a)',
      'ab|ac', 'ab|a', '(?:)', '(?:)*x', '\\', 'a\\', '(?L)x', 'ı', 'ſ', 'K', '[k-m]', '[^\\s]', '[\\S]', '(?P<a>x)(?P<a>y)', '\\d{2}-\\d{2}', '[.]', 'a.c', 'a\\nb', '(?=x)*', '^*', '\\b*', 'a|*', '[^\\W\\d]+ machine',
    ];
    const texts = ['', 'T-Mobile USA', 'CON ED', 'Con Edison', 'coned', 'Eataly Birreria NYC', 'AMAZON.COM', 'buy at amazon', 'amazon\n', 'Uber trip', 'LYFT', 'Expenses:Food:Restaurant', 'Expenses:Home', 'aa', 'aaab', 'b', 'ab', 'a{', 'a{1', 'a{1,2', 'x{}',
      'the cat sat', 'concat', 'hat', 'at', 'a', 'a\n', '\n', ']', '-', 'z', '5', '٣', 'x y', 'ABC', 'aB', 'Ab', 'c', 'ba', 'xb', 'cdx', 'bcx', 'é', 'É', 'STRASSE', 'straße', 'Straße', 'ǅ', 'Ǆ', 'ǆ', 'İ', 'i', 'I', 'ı', 'ſ', 's', 'K', 'k', '\u212a',
      'ω', 'Ω', '\u2126', 'A', '\u0000', '\x08', '\x07', '😀', '12-34', 'a.c', 'abc', 'a\nb', 'x', '\u001c', '\ufeff', 'ATM machine', 'ATM2 machine'];
    const theirs = python<({ error: string } | { found: boolean[] })[]>(
      `
import sys, json, re
d = json.load(open(sys.argv[1]))
out = []
for p in d['patterns']:
    try:
        r = re.compile(p, re.I)
    except Exception as e:
        out.append({'error': str(e)}); continue
    out.append({'found': [bool(r.search(t)) for t in d['texts']]})
json.dump(out, open(sys.argv[2], 'w'))
`,
      { patterns, texts },
    );
    let translated = 0;
    patterns.forEach((p, i) => {
      const want = theirs[i]!;
      let re: RegExp | null = null;
      let failure: unknown = null;
      try {
        re = compilePythonIgnoreCase(p);
      } catch (err) {
        failure = err;
      }
      if ('error' in want) {
        expect({ p, failure: failure instanceof PythonRegexError || failure instanceof UntranslatableRegexError }).toEqual({ p, failure: true });
        return;
      }
      if (failure !== null) {
        // Refused rather than translated inexactly; never a Python error where Python compiles it.
        expect({ p, untranslatable: failure instanceof UntranslatableRegexError }).toEqual({ p, untranslatable: true });
        return;
      }
      translated++;
      expect({ p, found: texts.map((t) => re!.test(t)) }).toEqual({ p, found: want.found });
    });
    expect(translated).toBeGreaterThan(80);
  });
});

describe('Python regular expressions, each rule alone', () => {
  const search = (p: string, t: string) => compilePythonIgnoreCase(p).test(t);

  it('folds case as Python does, not as JavaScript does', () => {
    expect(['İ', 'ı', 'I', 'i'].map((t) => search('i', t))).toEqual([true, true, true, true]);
    expect(new RegExp('i', 'iu').test('İ')).toBe(false);
    expect(search('strasse', 'Straße')).toBe(false);
    expect(search('µ', 'Μ')).toBe(true);
    expect(search('k', '\u212a')).toBe(true);
  });

  it('gives \\w, \\d, \\s, \\b, . and $ their Python meaning', () => {
    expect(search('\\w', 'é')).toBe(true);
    expect(search('\\d', '٣')).toBe(true);
    expect(search('\\s', '\u001c')).toBe(true);
    expect(search('\\s', '\ufeff')).toBe(false);
    expect(search('\\bcafé\\b', 'un café noir')).toBe(true);
    expect(search('\\B', '')).toBe(false);
    expect(search('a.b', 'a\rb')).toBe(true);
    expect(search('a.b', 'a\nb')).toBe(false);
    expect(search('shop$', 'shop\n')).toBe(true);
    expect(search('shop\\Z', 'shop\n')).toBe(false);
    expect(search('^x{,2}y', 'xxy')).toBe(true);
    expect(search('a{', 'a{')).toBe(true);
  });

  it('refuses what it does not translate, and what Python rejects', () => {
    for (const p of ['(a)\\1', '(?P<n>a)(?P=n)', '(?>a)', 'a*+', '(?s).', '(?x) a', '(?-i:a)', '\\N{EM DASH}', 'a{100001}']) expect(() => compilePythonIgnoreCase(p)).toThrow(UntranslatableRegexError);
    for (const p of ['(', 'a**', '[z-a]', '\\q', '(?<=a+)b', 'a(?i)b', '\\']) expect(() => compilePythonIgnoreCase(p)).toThrow(PythonRegexError);
  });
});
