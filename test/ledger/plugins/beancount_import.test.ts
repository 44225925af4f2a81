// A `plugin` line naming something in Beancount's own package that is not one of its plugins: a
// name Beancount 2.3 does not have fails to import (an error, and bean-check exits 1), a module
// without plugins imports and does nothing. Compared with bean-check and the installed package.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/cli/check.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { BEANCOUNT_MODULES } from '../../../src/ledger/plugins/beancount_modules.ts';
import { needsWholeCheck } from '../../../src/ledger/plugins/run_plugins.ts';
import { WARNING_KIND } from '../../../src/ledger/core/directives.ts';
import { BEANCOUNT_PYTHON, beanCheck, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';

const withPlugin = (name: string) => `plugin "${name}"\n2020-01-01 open Assets:Cash\n`;
const note = { type: 'note' as const, date: '2020-01-02', account: 'Assets:Cash', comment: 'x', meta: {}, source: { file: '<request>', line: 0 } };

describe('a plugin name under beancount. that Beancount 2.3 does not have', () => {
  it('is an error at <load>:0, with the ModuleNotFoundError Beancount reports', () => {
    const ledger = Ledger.fromText(withPlugin('beancount.plugins.auto_account'));
    expect(ledger.errors).toEqual([
      {
        source: { file: '<load>', line: 0 },
        message: `Error importing "beancount.plugins.auto_account": ModuleNotFoundError: No module named 'beancount.plugins.auto_account'`,
        kind: 'plugin',
      },
    ]);
    expect(ledger.directives).toHaveLength(1);
  });

  it('names the first missing part, or the module that is not a package, as importlib does', () => {
    const messages = (name: string) => Ledger.fromText(withPlugin(name)).errors.map((e) => e.message);
    expect(messages('beancount.plugin.auto_accounts')).toEqual([`Error importing "beancount.plugin.auto_accounts": ModuleNotFoundError: No module named 'beancount.plugin'`]);
    expect(messages('beancount.plugins.auto_accounts.x')).toEqual([
      `Error importing "beancount.plugins.auto_accounts.x": ModuleNotFoundError: No module named 'beancount.plugins.auto_accounts.x'; 'beancount.plugins.auto_accounts' is not a package`,
    ]);
  });

  it('is not a plugin the service does not run: the outcome is known, so writes are checked, not refused', () => {
    const ledger = Ledger.fromText(withPlugin('beancount.plugins.nosuch'));
    expect(ledger.unsupportedPlugins()).toEqual([]);
    expect(ledger.check([note]).errors).toEqual([]);
    // and what is checked is still checked: a note on an account never opened
    expect(ledger.check([{ ...note, account: 'Assets:Other' }]).errors).not.toEqual([]);
  });

  it('does not make a write check the whole ledger again, as a plugin that runs would', () => {
    expect(needsWholeCheck({ name: 'beancount.plugins.auto_account', config: null })).toBe(false);
    expect(needsWholeCheck({ name: 'beancount.core.data', config: 'x' })).toBe(false);
    expect(needsWholeCheck({ name: 'beancount.plugins.noduplicates', config: null })).toBe(true);
  });
});

describe('a module of Beancount without plugins', () => {
  it('is imported and runs nothing: no error, no warning, writes checked', () => {
    for (const name of ['beancount.core.data', 'beancount.plugins', 'beancount']) {
      const ledger = Ledger.fromText(withPlugin(name));
      expect(ledger.errors, name).toEqual([]);
      expect(ledger.unsupportedPlugins(), name).toEqual([]);
      expect(ledger.check([note]).errors, name).toEqual([]);
    }
  });
});

describe('a plugin outside Beancount, or whose import depends on the machine', () => {
  it('stays a warning, not run', () => {
    for (const name of ['some.plugin', 'fava.plugins.nosuch', 'beancount.tools.sheets_upload']) {
      const ledger = Ledger.fromText(withPlugin(name));
      expect(ledger.errors.map((e) => [e.kind, e.message]), name).toEqual([[WARNING_KIND, `Plugin "${name}" is not supported here; it was not run`]]);
      expect(ledger.unsupportedPlugins().map((p) => p.name)).toEqual([name]);
    }
  });
});

describe('against Beancount 2.3', () => {
  const workspace = beancountWorkspace('beancount-import-');

  it('knows the modules the installed Beancount has', () => {
    if (!requireBeancount()) return;
    const script = 'import beancount, pkgutil\nfor m in pkgutil.walk_packages(beancount.__path__, "beancount."): print(m.name)';
    const installed = execFileSync(BEANCOUNT_PYTHON, ['-c', script], { encoding: 'utf8' }).trim().split('\n');
    // web/third_party holds only a script, and has no __init__: walk_packages does not list it
    expect([...BEANCOUNT_MODULES].sort()).toEqual(['beancount', 'beancount.web.third_party', ...installed].sort());
  });

  it('check exits as bean-check does, and reports the same import error', () => {
    if (!requireBeancount()) return;
    const names = [
      'beancount.plugins.auto_account',
      'beancount.plugins.nosuch',
      'beancount.plugin.auto_accounts',
      'beancount.loader.x.y',
      'beancount.',
      'beancount.ops.documents process_documents',
      'beancount.core.data',
      'beancount.plugins.auto_accounts_test',
      'beancount.web.third_party',
      'beancount',
    ];
    for (const name of names) {
      const file = workspace.write(withPlugin(name));
      const theirs = beanCheck(file);
      let ours = '';
      const code = runCheck(file, (text) => (ours += text));
      expect(code, name).toBe(theirs.ok ? 0 : 1);
      const theirFailure = /^\s*(ModuleNotFoundError: .*)$/m.exec(theirs.output)?.[1];
      const ourFailure = /^(<load>:0: +Error importing "[^"]*": )(ModuleNotFoundError: .*)$/m.exec(ours);
      expect(ourFailure?.[2], name).toBe(theirFailure);
      if (ourFailure) expect(theirs.output, name).toContain(`${ourFailure[1]}Traceback`);
    }
  });
});
