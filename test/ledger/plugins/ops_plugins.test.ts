// Beancount's own steps listed as plugins (plugin_processing_mode "raw"): beancount.ops.pad,
// beancount.ops.documents and beancount.ops.balance, against Beancount 2.3's loader and bean-check.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/cli/check.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { beanCheck, errorBlocks, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectPluginFailureLikeBeancount, expectPluginLikeBeancount } from '../../support/plugin_comparison.ts';
import { beancount } from '../checks/snippets.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('ops-plugins-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/raw_mode_ops.beancount');

function checkOutput(file: string): string {
  let out = '';
  runCheck(file, (t) => {
    out += t;
  });
  return out;
}

describe('Beancount\'s steps as plugins, without Beancount', () => {
  it('run where they are listed: with the balance checks before the padding, the assertion fails', () => {
    const text = (order: string[]) =>
      [
        'option "plugin_processing_mode" "raw"',
        ...order.map((p) => `plugin "${p}"`),
        '2020-01-01 open Assets:Bank',
        '2020-01-01 open Equity:Opening',
        '2020-01-02 pad Assets:Bank Equity:Opening',
        '2020-01-03 balance Assets:Bank  100 USD',
      ].join('\n');
    const padFirst = Ledger.fromText(text(['beancount.ops.pad', 'beancount.ops.balance']));
    expect(padFirst.errors).toEqual([]);
    expect(padFirst.directives.filter((d) => d.type === 'transaction' && d.flag === 'P')).toHaveLength(1);
    const balanceFirst = Ledger.fromText(text(['beancount.ops.balance', 'beancount.ops.pad']));
    expect(balanceFirst.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Balance failed for 'Assets:Bank'/)]);
    // None listed: neither runs.
    const neither = Ledger.fromText(text([]));
    expect(neither.errors).toEqual([]);
    expect(neither.directives.filter((d) => d.type === 'transaction')).toHaveLength(0);
  });

  it('are no longer warnings of plugins that are not run', () => {
    const ledger = Ledger.load(fixture);
    expect(ledger.errors.filter((e) => /not supported/.test(e.message))).toEqual([]);
  });
});

describe.runIf(run)('Beancount\'s steps as plugins, as Beancount 2.3 runs them', () => {
  it('loads the fixture as Beancount does: padding, prices, documents, balance checks and their errors', async () => {
    const { theirErrors } = await expectPluginLikeBeancount(fixture, workspace.worker());
    expect(theirErrors.length).toBeGreaterThanOrEqual(4);
    // A failed assertion is shown with its difference under the errors of the checks after it.
    const output = checkOutput(fixture);
    expect(output).toMatch(/Duplicate balance assertion with different amounts\n\n +2020-01-05 balance Assets:Bank +81\.00 USD +; Diff: 6\.50 USD/);
    expect(errorBlocks(output)).toEqual(errorBlocks(beanCheck(fixture).output));
  });

  it('in either order, and listed twice', async () => {
    const body = `
      2020-01-01 open Assets:Bank
      2020-01-01 open Equity:Opening
      2020-01-02 pad Assets:Bank Equity:Opening
      2020-01-03 balance Assets:Bank  100 USD
      2020-01-04 balance Assets:Bank  101 USD
    `;
    for (const order of [['beancount.ops.balance', 'beancount.ops.pad'], ['beancount.ops.pad', 'beancount.ops.pad', 'beancount.ops.balance']]) {
      const file = workspace.write(['option "plugin_processing_mode" "raw"', ...order.map((p) => `plugin "${p}"`), beancount(body)].join('\n'), 'order');
      await expectPluginLikeBeancount(file, workspace.worker());
      expect(errorBlocks(checkOutput(file))).toEqual(errorBlocks(beanCheck(file).output));
    }
  });

  it('finds the documents of the `documents` directories, whose listing the ledger then depends on', async () => {
    const file = workspace.write(
      beancount(`
        option "plugin_processing_mode" "raw"
        option "documents" "raw-documents"
        plugin "beancount.ops.documents"
        2020-01-01 open Assets:Bank
        2020-01-01 open Assets:Cash
      `),
      'documents',
    );
    const root = join(dirname(file), 'raw-documents');
    for (const name of ['Assets/Bank/2020-02-01.statement.pdf', 'Assets/Cash/2020-03-01.receipt.png', 'Assets/Other/2020-03-02.x.pdf']) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), 'x');
    }
    const { ours } = await expectPluginLikeBeancount(file, workspace.worker());
    expect(ours.directives.filter((d) => d.type === 'document')).toHaveLength(2);
    expect(ours.directoryDependencies().flatMap((d) => d.directories)).toContain(join(root, 'Assets', 'Bank'));
  });

  it('fail as in Beancount when given a configuration they do not take', async () => {
    for (const [plugin, fn] of [['beancount.ops.pad', 'pad'], ['beancount.ops.balance', 'check']] as const) {
      const exception = await expectPluginFailureLikeBeancount(
        workspace,
        plugin,
        `plugin "${plugin}" "x"\noption "plugin_processing_mode" "raw"\n2020-01-01 open Assets:Bank\n2020-01-02 balance Assets:Bank 1 USD\n`,
        true,
      );
      expect(exception).toContain(`${fn}() takes 2 positional arguments but 3 were given`);
    }
    // beancount.ops.documents is two functions: each fails on its own.
    const file = workspace.write(`plugin "beancount.ops.documents" "x"\noption "plugin_processing_mode" "raw"\n2020-01-01 open Assets:Bank\n`, 'documents-config');
    const theirs = (await workspace.worker().booked(file)).errors.filter((e) => e.message.startsWith('Error applying plugin'));
    const ours = Ledger.load(file).errors.filter((e) => e.kind === 'plugin');
    expect(theirs.map((e) => /(\w+)\(\) takes/.exec(e.message)![1])).toEqual(['process_documents', 'verify_document_files_exist']);
    expect(ours.map((e) => /(\w+)\(\) takes/.exec(e.message)![1])).toEqual(['process_documents', 'verify_document_files_exist']);
  });
});
