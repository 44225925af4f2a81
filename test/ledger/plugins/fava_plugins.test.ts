// Fava's two plugins, fava.plugins.link_documents and fava.plugins.tag_discovered_documents, as
// Fava 1.30.12 (the last Fava for Beancount 2) runs them. Fava is not installed where the tests
// run; the expected lines below are what Beancount 2.3.5 with Fava 1.30.12's plugins gave for
// the same tree (printed by the same view: type, date, line, document path, tags, links).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentPath } from '../../../src/ledger/checks/documents.ts';
import type { Directive } from '../../../src/ledger/core/directives.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';

function write(root: string, files: Readonly<Record<string, string>>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
}

function view(d: Directive, root: string): string {
  const tags = 'tags' in d ? [...d.tags].sort().map((t) => `#${t}`) : [];
  const links = 'links' in d ? [...d.links].sort().map((l) => `^${l}`) : [];
  const path = d.type === 'document' ? documentPath(d).replace(`${root}/`, '') : '';
  return [d.type, d.date, String(d.source.line), path, ...tags, ...links].filter((part) => part !== '').join(' ');
}

const MAIN = (root: string) => `option "documents" "docs"
plugin "fava.plugins.link_documents"
plugin "fava.plugins.tag_discovered_documents"

2020-01-01 open Assets:Bank
2020-01-01 open Assets:Cash
2020-01-01 open Expenses:Food

2020-02-01 document Assets:Bank "docs/Assets/Bank/2020-02-01.statement.pdf" #bank

2020-02-03 * "dinner" ^meal
  document: "2020-02-05.receipt.pdf"
  Expenses:Food  10 USD
  Assets:Bank

2020-02-06 * "two names, one missing"
  documentation: "nope.pdf"
  document-2: "docs/Assets/Bank/2020-02-01.statement.pdf"
  Expenses:Food  5 USD
  Assets:Cash

2020-02-07 note Assets:Cash "filed elsewhere"
  document: "2020-02-05.receipt.pdf"

2020-02-08 custom "budget" Expenses:Food "monthly"
  document: "2020-02-05.receipt.pdf"

2020-02-09 * "not text"
  document: 2020-02-05
  Expenses:Food  1 USD
  Assets:Cash

2020-02-10 document Assets:Bank "docs/Assets/Bank/2020-03-01.other.pdf"
  document: "2020-02-01.statement.pdf"

include "sub/more.beancount"

2020-02-11 * "absolute"
  document: "${root}/docs/Assets/Bank/2020-03-01.other.pdf"
  Expenses:Food  1 USD
  Assets:Cash

pushmeta document: "2020-02-05.receipt.pdf"
2020-02-12 * "pushed"
  Expenses:Food  1 USD
  Assets:Cash
popmeta document:
`;

const MORE = `2020-02-13 * "from a sub directory"
  document: "../docs/Expenses/Food/./2020-02-05.receipt.pdf"
  document_b: "../docs/Assets/Bank/2020-02-01.statement.pdf"
  Expenses:Food  1 USD
  Assets:Cash

2020-02-14 document Assets:Cash "../docs/Assets/Bank/2020-03-01.other.pdf"
`;

describe('fava.plugins.link_documents and tag_discovered_documents', () => {
  it('link and tag what Fava 1.30.12 links and tags, with its errors', () => {
    const root = mkdtempSync(join(tmpdir(), 'fava-plugins-'));
    write(root, {
      'main.beancount': MAIN(root),
      'sub/more.beancount': MORE,
      'docs/Expenses/Food/2020-02-05.receipt.pdf': '',
      'docs/Assets/Bank/2020-02-01.statement.pdf': '',
      'docs/Assets/Bank/2020-03-01.other.pdf': '',
    });
    const ledger = Ledger.load(join(root, 'main.beancount'));
    expect(ledger.directives.map((d) => view(d, root))).toEqual([
      'open 2020-01-01 5',
      'open 2020-01-01 6',
      'open 2020-01-01 7',
      'document 2020-02-01 0 docs/Assets/Bank/2020-02-01.statement.pdf #discovered #linked ^dok-2020-02-10',
      // the last document at a path is the one found by its path (2020-02-06, 2020-02-13)
      'document 2020-02-01 9 docs/Assets/Bank/2020-02-01.statement.pdf #bank #linked ^dok-2020-02-06 ^dok-2020-02-10 ^dok-2020-02-13',
      'transaction 2020-02-03 11 ^dok-2020-02-03 ^meal',
      'document 2020-02-05 0 docs/Expenses/Food/2020-02-05.receipt.pdf #discovered #linked ^dok-2020-02-03 ^dok-2020-02-08 ^dok-2020-02-12 ^dok-2020-02-13',
      'transaction 2020-02-06 16 ^dok-2020-02-06',
      'note 2020-02-07 22',
      'custom 2020-02-08 25',
      'transaction 2020-02-09 28',
      // names its own base name under its account: linked, then rebuilt from the entry as it came in
      'document 2020-02-10 33 docs/Assets/Bank/2020-03-01.other.pdf ^dok-2020-02-10',
      'transaction 2020-02-11 38 ^dok-2020-02-11',
      'transaction 2020-02-12 44 ^dok-2020-02-12',
      'transaction 2020-02-13 1 ^dok-2020-02-13',
      'document 2020-02-14 7 docs/Assets/Bank/2020-03-01.other.pdf',
      'document 2020-03-01 0 docs/Assets/Bank/2020-03-01.other.pdf #discovered #linked ^dok-2020-02-11',
    ]);
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual([
      "16: Document not found: 'nope.pdf'",
      "22: Document not found: '2020-02-05.receipt.pdf'",
    ]);
    // Fava's DocumentError carries the entry as it came to the plugin: bean-check shows it.
    expect(ledger.errors.map((e) => e.entry)).toEqual([
      expect.objectContaining({ type: 'transaction', source: expect.objectContaining({ line: 16 }), links: [] }),
      expect.objectContaining({ type: 'note', source: expect.objectContaining({ line: 22 }) }),
    ]);
  });

  it('are plugins the service runs, so writes are not refused', () => {
    const text = `plugin "fava.plugins.link_documents"
2020-01-01 open Assets:Bank
2020-01-01 open Expenses:Food
`;
    const ledger = Ledger.fromText(text);
    expect(ledger.errors).toEqual([]);
    const addition = parseText(`2020-01-03 * "x"\n  document: "missing.pdf"\n  Expenses:Food  1 USD\n  Assets:Bank\n`, "<request>").directives;
    expect(ledger.check(addition).errors.map((e) => e.message)).toEqual(["Document not found: 'missing.pdf'"]);
  });
});
