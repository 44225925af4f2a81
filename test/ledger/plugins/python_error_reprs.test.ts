// Python's own error messages that print a value with repr() (%r, str(KeyError)), as our
// plugins reproduce them: against /usr/bin/python3, for values with quotes, backslashes and
// control characters, which repr() escapes and a pasted '…' does not.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseUntil } from '../../../src/ledger/plugins/forecast.ts';
import { formatWithYear } from '../../../src/ledger/plugins/ira_contribs.ts';
import { compilePythonIgnoreCase } from '../../../src/ledger/plugins/python_re.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';

const run = requireBeancount();

/** str() of the exception Python raises for each input of `script` (a function of one string). */
function pythonErrors(script: string, inputs: readonly string[]): string[] {
  const program = `import sys, json, re, datetime\n${script}\nout = []\nfor x in json.load(sys.stdin):\n    try:\n        f(x)\n        out.append(None)\n    except Exception as e:\n        out.append(type(e).__name__ + ': ' + str(e))\njson.dump(out, sys.stdout)\n`;
  return JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', program], { input: JSON.stringify(inputs), encoding: 'utf8' })) as string[];
}

function ourError(f: () => unknown): string {
  try {
    f();
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
}

const TEXTS = ["it's", 'say "hi"', 'both \' and "', 'a\\b', 'tab\there', 'new\nline', 'del\x7f'];

describe.runIf(run)('Python error messages with a repr() in them', () => {
  it("forecast's UNTIL date: time data %r does not match format %r", () => {
    const theirs = pythonErrors("def f(x): datetime.datetime.strptime(x, '%Y-%m-%d')", TEXTS);
    expect(TEXTS.map((t) => `ValueError: ${ourError(() => parseUntil(t))}`)).toEqual(theirs);
  });

  it("ira_contribs' account template: KeyError of a field name that is not year", () => {
    const names = ["a'b", 'a"b', 'a\\b', 'a\tb'];
    const theirs = pythonErrors("def f(x): ('{' + x + '}').format(year=2013)", names);
    names.forEach((name, i) => expect(ourError(() => formatWithYear(`{${name}}`, 2013))).toContain(theirs[i]));
  });

  it('fix_payees regular expressions: bad, unknown and redefined group names', () => {
    const patterns = ["(?P<a'b>x)", '(?P<a"b>x)', '(?P=a\\b)', "(?P<a>x)(?P=b'c)", '(?P<x>a)(?P<x>b)', "(?P=it's)"];
    const theirs = pythonErrors('def f(x): re.compile(x, re.I)', patterns).map((m) => m.replace(/^error: /, '').replace(/ at position \d+$/, ''));
    expect(patterns.map((p) => ourError(() => compilePythonIgnoreCase(p)))).toEqual(theirs);
  });
});
