// The health endpoint lists the ledger's errors; their messages name files. A path inside the
// ledger's directory was shown relative to it, but one above it (a documents root of
// "../docs") was shown whole: a server path, which CONTRACT.md rules out.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dirname } from 'node:path';
import { makeTestApp, type TestApp } from './test-app.ts';
import { relativeMessage } from '../../src/store/relative-paths.ts';

const LEDGER = `option "operating_currency" "CNY"
option "documents" "../hidden-docs"
2024-01-01 open Assets:Cash CNY
2024-01-02 document Assets:Cash "../elsewhere/statement.pdf"
2024-01-03 document Assets:Cash "inside/receipt.pdf"
`;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

describe('paths in the errors the health endpoint lists', () => {
  test('are relative to the ledger directory, above it too', async () => {
    const r = await t.get('/health');
    expect(r.statusCode).toBe(200);
    const messages = (r.json().ledger.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Document root '../hidden-docs' does not exist",
        'File does not exist: "../elsewhere/statement.pdf"',
        'File does not exist: "inside/receipt.pdf"',
      ]),
    );
    expect(r.body).not.toContain(dirname(t.dir));
  });
});

describe('relativeMessage', () => {
  test.each([
    ['File does not exist: "/srv/books/2024/a.pdf"', 'File does not exist: "2024/a.pdf"'],
    ["Document root '/srv/docs' does not exist", "Document root '../docs' does not exist"],
    ["Document root '/srv/books' does not exist", "Document root '.' does not exist"],
    // only the root in common: a path the ledger wrote itself, left as written
    ['File does not exist: "/etc/x.pdf"', 'File does not exist: "/etc/x.pdf"'],
    // URLs and relative paths are not paths of this machine
    ['see http://furius.ca/beancount/doc/bug-negative-prices for workaround', 'see http://furius.ca/beancount/doc/bug-negative-prices for workaround'],
    ['a/b and ../c stay', 'a/b and ../c stay'],
  ])('%s', (message, expected) => {
    expect(relativeMessage('/srv/books', message)).toBe(expected);
  });

  // A path was cut at its first space (the directory's parent named in the answer), and a
  // backslash in a file name became a slash.
  test.each([
    ['File does not exist: "/srv/my books/docs/a b.pdf"', 'File does not exist: "docs/a b.pdf"'],
    ["Document root '/srv/shared docs' does not exist", "Document root '../shared docs' does not exist"],
    ["Document root '/srv/my books' does not exist", "Document root '.' does not exist"],
    ['File does not exist: "/srv/my books/q\\x.pdf"', 'File does not exist: "q\\x.pdf"'],
    ['"/srv/my books2/x" is another directory', '"../my books2/x" is another directory'],
    // a sibling whose name starts with the directory's: not the directory itself
    ['File does not exist: "/srv/my books old/a.pdf"', 'File does not exist: "../my books old/a.pdf"'],
    ['File does not exist: "/srv/my booksé/a.pdf"', 'File does not exist: "../my booksé/a.pdf"'],
    ['File does not exist: "/srv/my books+old/a"', 'File does not exist: "../my books+old/a"'],
    ['see http://[::1]/srv/my books/a', 'see http://[::1]/srv/my books/a'],
    ['"/srv/my books/" is a directory', '"./" is a directory'],
    ['cannot read /srv/my books: permission denied', 'cannot read .: permission denied'],
    ['line\r\n/srv/my books\r\n', 'line\r\n.\r\n'],
  ])('in a directory with a space: %s', (message, expected) => {
    expect(relativeMessage('/srv/my books', message)).toBe(expected);
  });

  // Right under the root nothing above replaces the directory: it must end where a sentence goes on.
  test.each([
    ['cannot read /data: permission denied', 'cannot read .: permission denied'],
    ['Directory /data, not found', 'Directory ., not found'],
    ['"/data/x.pdf" and /data.beancount', '"x.pdf" and /data.beancount'],
  ])('in /data: %s', (message, expected) => {
    expect(relativeMessage('/data', message)).toBe(expected);
  });
});
