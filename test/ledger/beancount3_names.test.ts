import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';

// Ledger.beancount3Names lists the accounts opened with a name only Beancount 3 reads. `check`
// asks only this of a loaded ledger: the answer comes from the directives without building the
// ledger's index, and is the same as the index gives once it is built.
const LEDGERS: Record<string, string> = {
  'renamed root and mixed names':
    'option "name_assets" "资产"\n2020-01-01 open 资产:现金\n2020-01-01 open 资产:Bank\n2020-01-01 open Expenses:Food-餐饮\n2020-01-01 open Expenses:餐饮\n' +
    '2020-01-02 * "x"\n  Expenses:餐饮  1 CNY\n  资产:现金\n',
  'an account opened twice':
    '2020-01-01 open Expenses:餐饮\n2020-02-01 open Expenses:餐饮\n2020-01-01 open Assets:Cash\n2020-01-05 * "x"\n  Expenses:餐饮  1 CNY\n  Assets:Cash\n',
  'auto_accounts':
    'plugin "beancount.plugins.auto_accounts"\n\n2020-01-02 * "x"\n  Expenses:食費  1 JPY\n  Assets:現金\n\n2020-01-03 * "y"\n  Expenses:食費  2 JPY\n  Assets:Bank\n',
  'a name Beancount 2.3 refuses outright': '2020-01-01 open Assets:bank\n2020-01-01 open Expenses:餐饮\n',
};

describe('Ledger.beancount3Names', () => {
  for (const [name, text] of Object.entries(LEDGERS)) {
    it(`answers without building the index, as the index answers (${name})`, () => {
      const fresh = Ledger.fromText(text, 'main.beancount');
      const listed = fresh.beancount3Names();
      expect((fresh as unknown as { indexCache: unknown }).indexCache).toBeNull();
      const indexed = Ledger.fromText(text, 'main.beancount');
      indexed.prepareIndexes();
      expect(listed).toEqual(indexed.beancount3Names());
      expect(listed.length).toBeGreaterThan(0);
    });
  }

  it('names the first open of an account opened twice', () => {
    const names = Ledger.fromText(LEDGERS['an account opened twice']!, 'main.beancount').beancount3Names();
    expect(names.map((e) => `${e.source.line} ${e.message.split(' ')[2]}`)).toEqual(['1 Expenses:餐饮']);
  });
});
