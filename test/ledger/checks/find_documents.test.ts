// The `documents` option: the dated files in account-named directories are document directives,
// as Beancount 2.3's ops/documents.process_documents makes them. Compared with Beancount's own
// loader on directory trees with every case the walk meets: dates Python rejects, names that are
// no account or an account the ledger does not name, links, digits of other scripts, the order
// of names beyond U+FFFF, a root that is missing or a file.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectLoadLikeBeancount } from '../../support/booked_views.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('find-documents-');

/** Files (empty) and links under `root`; a path ending in `/` is a directory. */
function tree(root: string, files: readonly string[], links: Readonly<Record<string, string>> = {}): void {
  for (const f of files) {
    const path = join(root, f);
    if (f.endsWith('/')) mkdirSync(path, { recursive: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, '');
    }
  }
  for (const [link, target] of Object.entries(links)) {
    mkdirSync(dirname(join(root, link)), { recursive: true });
    symlinkSync(target, join(root, link));
  }
}

/** Our directives and errors against Beancount's for the ledger `file`. */
async function sameAsBeancount(file: string): Promise<Ledger> {
  return (await expectLoadLikeBeancount(file, workspace.worker())).ours;
}

describe.runIf(run)('documents found in the `documents` directories, as Beancount 2.3 finds them', () => {
  it('makes a document of each dated file of a named account, with Beancount errors for the rest', async () => {
    const file = workspace.write(
      [
        'option "documents" "docs"',
        'option "documents" "missing/docs"',
        '2020-01-01 open Assets:Bank',
        '2020-01-01 open Assets:Bank:Linked',
        '2020-01-01 open Expenses:Food',
        '2020-01-01 open Liabilities:Card',
        '2020-01-01 open Equity:Opening',
        '2020-01-05 document Assets:Bank "docs/Assets/Bank/2020-01-05.statement.pdf"',
        '2020-01-10 * "lunch"',
        '  Expenses:Food  10 CNY',
        '  Liabilities:Card',
        '2020-01-10 pad Assets:Bank Equity:Opening',
        '2020-02-01 balance Assets:Bank  100 CNY',
        '2021-01-01 close Liabilities:Card',
        '',
      ].join('\n'),
      'documents',
    );
    const docs = join(dirname(file), 'docs');
    tree(
      docs,
      [
        'Assets/Bank/2020-01-05.statement.pdf',
        'Assets/Bank/2020-02-29.leap-day.pdf',
        'Assets/Bank/2019-02-29.not-leap.pdf',
        'Assets/Bank/2020-13-01.month.pdf',
        'Assets/Bank/0000-01-01.year-zero.pdf',
        'Assets/Bank/2020-01-05', // nothing after the date: no match
        'Assets/Bank/2020-01-06_scan.pdf', // any character after the date
        'Assets/Bank/readme.txt',
        'Assets/Bank/２０２０-０３-０１.fullwidth.pdf',
        'Assets/Bank/2020-03-01.B.pdf',
        'Assets/Bank/2020-03-01.a.pdf',
        'Assets/Bank/2020-03-01.\u{1D4B3}.pdf', // above U+FFFF: after U+FF58 by code point, before it by UTF-16 unit
        'Assets/Bank/2020-03-01.\uFF58.pdf',
        'Assets/Bank/Sub/2020-04-01.not-named.pdf',
        'Assets/bad name/2020-01-01.no-account.pdf',
        'Assets/2020-01-01.root-only.pdf',
        'Expenses/Food/2019-12-31-receipt.jpg', // before the open: an inactive account
        'Liabilities/Card/2021-06-01.after-close.pdf', // documents may follow a close
        'Income/Salary/2020-05-01.unused.pdf',
        'Empty/',
      ],
      {
        'Assets/Bank/Linked': '../../../elsewhere', // a link to a directory is not entered
        'Assets/Bank/2020-06-01.linked-file.pdf': '../../../elsewhere/2020-05-01.target.pdf',
        'Assets/Bank/2020-06-02.broken.pdf': '../../../nowhere.pdf',
      },
    );
    tree(join(dirname(file), 'elsewhere'), ['2020-05-01.target.pdf']);
    const ours = await sameAsBeancount(file);
    const found = ours.directives.filter((d) => d.type === 'document' && d.source.line === 0).map((d) => d.date);
    expect(found.length).toBeGreaterThan(8);
    expect(ours.errors.map((e) => e.message)).toContain(`Document root '${join(dirname(file), 'missing/docs')}' does not exist`);
  });

  // (power-user QA: with `name_assets "资产"`, documents under docs/资产/Bank/Checking were found,
  // and errors of a bad date and an inactive account reported, where Beancount finds none: its
  // walk passes over directories whose path is no valid account name by its 2.3 rule)
  it('passes over directories whose path is no valid account name by Beancount 2.3, as under renamed roots', async () => {
    const file = workspace.write(
      [
        'option "name_assets" "资产"',
        'option "documents" "docs-renamed"',
        '2015-01-01 open 资产:Bank:Checking CNY',
        '2015-01-01 open Liabilities:Bank（招商） CNY',
        '2015-01-01 open Liabilities:Card CNY',
        '',
      ].join('\n'),
      'renamed-roots',
    );
    tree(join(dirname(file), 'docs-renamed'), [
      '资产/Bank/Checking/2014-12-01.before-open.pdf',
      '资产/Bank/Checking/2019-02-30.bad-date.pdf',
      'Liabilities/Bank（招商）/2014-12-01.before-open.pdf',
      'Liabilities/Card/2016-01-01.statement.pdf',
    ]);
    const ours = await sameAsBeancount(file);
    expect(ours.directives.filter((d) => d.type === 'document').map((d) => d.type === 'document' && d.account)).toEqual(['Liabilities:Card']);
    expect(ours.errors).toEqual([]);
  });

  it('reads an absolute root, lets a root that is a file be, and ignores the option in raw mode', async () => {
    const root = join(dirname(workspace.write('', 'root')), 'absolute-root');
    tree(root, ['Assets/Cash/2021-02-03.cash.pdf', 'Assets/Cash/Sub/2021-02-04.sub.pdf']);
    const plain = join(dirname(root), 'plain-file');
    writeFileSync(plain, '');
    const ledger = ['2021-01-01 open Assets:Cash', '2021-01-01 open Assets:Cash:Sub', ''].join('\n');
    const file = workspace.write(`option "documents" "${root}"\noption "documents" "${plain}"\n${ledger}`, 'absolute');
    const ours = await sameAsBeancount(file);
    expect(ours.directives.filter((d) => d.type === 'document').map((d) => d.date)).toEqual(['2021-02-03', '2021-02-04']);
    const raw = workspace.write(`option "documents" "${root}"\noption "plugin_processing_mode" "raw"\n${ledger}`, 'raw');
    expect((await sameAsBeancount(raw)).directives.filter((d) => d.type === 'document')).toEqual([]);
  });
});

describe('documents and the incremental path', () => {
  const documents = (ledger: Ledger) => ledger.directives.filter((d) => d.type === 'document').map((d) => `${d.date} ${d.account}`);

  it('an appended directive that names an account with documents brings them in, as a reload does', () => {
    const file = workspace.write('option "documents" "docs"\n2020-01-01 open Assets:Cash\n', 'append');
    tree(join(dirname(file), 'docs'), ['Assets/Cash/2020-02-01.receipt.pdf', 'Assets/Card/2020-03-01.bill.pdf']);
    const ledger = Ledger.load(file);
    expect(documents(ledger)).toEqual(['2020-02-01 Assets:Cash']);
    const checked = ledger.check(parseText('2020-01-01 open Assets:Card\n', file).directives);
    expect(checked.errors).toEqual([]);
    ledger.append(checked.directives);
    expect(documents(ledger)).toEqual(['2020-02-01 Assets:Cash', '2020-03-01 Assets:Card']);
  });
});
