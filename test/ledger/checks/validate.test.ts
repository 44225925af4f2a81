// The fused validation pass must report exactly what the separate checks report.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directive, LedgerError } from '../../../src/ledger/core/directives.ts';
import { validateActiveAccounts } from '../../../src/ledger/checks/active_accounts.ts';
import { validateCurrencyConstraints } from '../../../src/ledger/checks/currency_constraints.ts';
import { validateDocumentPaths } from '../../../src/ledger/checks/document_paths.ts';
import { validateDuplicateBalances, validateDuplicateCommodities } from '../../../src/ledger/checks/duplicates.ts';
import { validateOpenClose } from '../../../src/ledger/checks/open_close.ts';
import { validateTransactionBalances } from '../../../src/ledger/checks/transaction_balances.ts';
import { validate } from '../../../src/ledger/checks/validate.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';

const show = (errors: LedgerError[]) => errors.map((e) => `${e.source.line}: ${e.message}`).sort();

function separately(entries: readonly Directive[], ledger: Ledger): LedgerError[] {
  return [
    ...validateOpenClose(entries),
    ...validateActiveAccounts(entries),
    ...validateCurrencyConstraints(entries),
    ...validateDuplicateBalances(entries),
    ...validateDuplicateCommodities(entries),
    ...validateDocumentPaths(entries),
    ...validateTransactionBalances(entries, ledger.options),
  ];
}

const texts: [string, string][] = readdirSync(join(import.meta.dirname, '../../fixtures/errors'))
  .filter((f) => f.endsWith('.beancount'))
  .map((f) => [f, readFileSync(join(import.meta.dirname, '../../fixtures/errors', f), 'utf8')]);
texts.push([
  'late constraints',
  [
    '2020-01-02 * "before any open"\n  Assets:A  1 EUR\n  Assets:B\n',
    '2020-01-03 open Assets:A USD\n2020-01-03 open Assets:B\n2020-01-04 open Assets:B EUR\n',
    '2020-01-05 * "after"\n  Assets:A  1 GBP\n  Assets:B\n',
    '2020-01-06 document Assets:A "rel.pdf"\n',
  ].join(''),
]);

describe('validate (fused) equals the separate validations', () => {
  for (const [name, text] of texts) {
    it(name, () => {
      const ledger = Ledger.fromText(text, name === 'late constraints' ? '<string>' : `/abs/${name}`);
      const fused = validate(ledger.directives, ledger.options);
      expect(show(fused)).toEqual(show(separately(ledger.directives, ledger)));
      if (name === 'late constraints') expect(fused.length).toBeGreaterThanOrEqual(5);
    });
  }
});
