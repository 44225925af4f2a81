// A `custom` directive without values: Beancount 2.3 reads its values as None, and the steps that
// realize the ledger (ops.pad in every ledger, plugins.leafonly) fail on it with a TypeError, so no
// padding is applied and bean-check exits 1. We reported nothing and applied the padding: a
// ledger bean-check rejects looked clean, with balances Fava does not show.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { compareWithBeancount } from '../../support/ledger_comparison.ts';

const PADDED = `2020-01-01 open Assets:Cash
2020-01-01 open Equity:Open
2024-01-01 pad Assets:Cash Equity:Open
2024-01-02 balance Assets:Cash 100 USD
`;

function fileWith(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'custom-')), name);
  writeFileSync(file, text);
  return file;
}

describe('a custom directive without values', () => {
  it('makes the pad step fail: no padding, the assertion fails, the failure on the custom line', () => {
    const ledger = Ledger.fromText(PADDED + '2024-02-01 custom "budget"\n', 'l.beancount');
    expect(ledger.errors.map((e) => [e.source.line, e.message])).toEqual([
      [5, `Plugin "beancount.ops.pad" failed: 'NoneType' object is not iterable (the values of 2024-02-01 custom "budget", which has none)`],
      [4, "Balance failed for 'Assets:Cash': expected 100 USD != accumulated 0 USD (100 too little)"],
    ]);
    expect(ledger.directives.some((d) => d.type === 'transaction')).toBe(false);
    // with a value it is read, and the pad applies
    expect(Ledger.fromText(PADDED + '2024-02-01 custom "budget" "monthly"\n', 'l.beancount').errors).toEqual([]);
  });

  it('refuses a write that adds one (bean-check would fail after it)', () => {
    const ledger = Ledger.fromText(PADDED, 'l.beancount');
    const check = ledger.check([{ type: 'custom', date: '2024-03-01', meta: {}, source: { file: '<request>', line: 0 }, customType: 'budget', values: [] }]);
    expect(check.errors.map((e) => e.message)).toContain("Balance failed for 'Assets:Cash': expected 100 USD != accumulated 0 USD (100 too little)");
  });

  it.runIf(requireBeancount())('agrees with Beancount 2.3: errors block by block and every inventory, default and raw mode, leafonly', () => {
    const ledgers = [
      fileWith('default.beancount', PADDED + '2024-02-01 custom "budget"\n2024-03-01 custom "ok" "x"\n'),
      fileWith('raw.beancount', 'option "plugin_processing_mode" "raw"\nplugin "beancount.ops.pad"\nplugin "beancount.ops.balance"\n' + PADDED + '2024-02-01 custom "budget"\n'),
      fileWith('leafonly.beancount', 'plugin "beancount.plugins.leafonly"\n' + PADDED + '2024-02-01 custom "budget"\n'),
    ];
    for (const file of ledgers) {
      const result = compareWithBeancount(file);
      expect(result.kind, file).toBe('compared');
      if (result.kind !== 'compared') continue;
      expect(result.errors.onlyOurs, file).toEqual([]);
      expect(result.errors.onlyTheirs, file).toEqual([]);
      expect(result.errors.atTheirCause, file).toBeGreaterThan(0);
      expect(result.accounts, file).toEqual([]);
    }
  });
});
