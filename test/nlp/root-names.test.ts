// A ledger may rename its roots (option "name_assets" "Aktiva"): the NLP view reads its accounts
// in the standard names the parser is written for, and the parser's answer is translated back.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { DEFAULT_ROOT_NAMES } from '../../src/ledger/core/options.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { Problem } from '../../src/problem.ts';
import { inLedgerNames, ledgerViewOf, problemInLedgerNames, RootTranslation, type RootNames } from '../../src/nlp/ledger-view.ts';
import { isFunding, noteAppendedToLedger, rootOf } from '../../src/nlp/ledger-index.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const roots = (names: Partial<RootNames>): RootNames => ({ ...DEFAULT_ROOT_NAMES, ...names });
const GERMAN = roots({ assets: 'Aktiva', liabilities: 'Passiva', equity: 'Eigenkapital', income: 'Erträge', expenses: 'Ausgaben' });

describe('RootTranslation', () => {
  it('is null when the ledger keeps the standard names', () => {
    expect(RootTranslation.of(undefined)).toBeNull();
    expect(RootTranslation.of(DEFAULT_ROOT_NAMES)).toBeNull();
    expect(RootTranslation.of(roots({ expenses: 'Ausgaben' }))).not.toBeNull();
  });

  it('translates the root only, both ways', () => {
    const t = RootTranslation.of(GERMAN)!;
    expect(t.toStandard('Aktiva:Bank')).toBe('Assets:Bank');
    expect(t.toStandard('Passiva:CreditCard:CMB')).toBe('Liabilities:CreditCard:CMB');
    expect(t.toStandard('Eigenkapital:Eroeffnung')).toBe('Equity:Eroeffnung');
    expect(t.toStandard('Erträge:Salary')).toBe('Income:Salary');
    // segments below the root stay, so the lexicon's Food:Dining still matches
    expect(t.toStandard('Ausgaben:Food:Dining')).toBe('Expenses:Food:Dining');
    expect(t.toStandard('Ausgaben')).toBe('Expenses');
    expect(t.toLedger('Assets:Bank')).toBe('Aktiva:Bank');
    expect(t.toLedger('Expenses:Food:Dining')).toBe('Ausgaben:Food:Dining');
    expect(t.toLedger('Income:Salary')).toBe('Erträge:Salary');
    // a root that is neither the ledger's nor a standard one is left alone
    expect(t.toStandard('Foo:Bar')).toBe('Foo:Bar');
    expect(t.toLedger('Foo:Bar')).toBe('Foo:Bar');
  });

  it('keeps an account under a standard root the ledger does not use out of that root', () => {
    // Assets:Old in a ledger whose assets are Aktiva is Beancount's "Invalid account name":
    // never a wallet for the parser, and not the same account as Aktiva:Old
    const t = RootTranslation.of(GERMAN)!;
    const old = t.toStandard('Assets:Old');
    expect(rootOf(old)).not.toBe('Assets');
    expect(isFunding(old)).toBe(false);
    expect(old).not.toBe(t.toStandard('Aktiva:Old'));
    expect(t.toLedger(old)).toBe('Assets:Old');
    expect(t.inText(`names ${old}, which is closed`)).toBe('names Assets:Old, which is closed');
  });

  it('undoes a swap of standard names (Beancount accepts name_assets "Expenses" with name_expenses "Assets")', () => {
    const t = RootTranslation.of(roots({ assets: 'Expenses', expenses: 'Assets', liabilities: 'Income', income: 'Liabilities' }))!;
    expect(t.toStandard('Expenses:Bank')).toBe('Assets:Bank');
    expect(t.toStandard('Assets:Food')).toBe('Expenses:Food');
    expect(t.toStandard('Income:Card')).toBe('Liabilities:Card');
    expect(t.toStandard('Liabilities:Salary')).toBe('Income:Salary');
    expect(t.toLedger('Assets:Bank')).toBe('Expenses:Bank');
    expect(t.toLedger('Expenses:Food')).toBe('Assets:Food');
    expect(t.inText('paid Expenses:Food 3 from Assets:Bank; no open Expenses account')).toBe('paid Assets:Food 3 from Expenses:Bank; no open Assets account');
  });

  it('reads a name given to two kinds as the kind whose standard name it is, else the first kind', () => {
    // name_assets "Expenses" beside the default Expenses: Beancount counts Expenses:* as both
    const both = RootTranslation.of(roots({ assets: 'Expenses' }))!;
    expect(both.toStandard('Expenses:Food')).toBe('Expenses:Food');
    expect(rootOf(both.toStandard('Assets:Bank'))).not.toBe('Assets'); // no longer a root of this ledger
    expect(both.toLedger(both.toStandard('Assets:Bank'))).toBe('Assets:Bank');
    const shared = RootTranslation.of(roots({ assets: 'Konto', liabilities: 'Konto' }))!;
    expect(shared.toStandard('Konto:Bank')).toBe('Assets:Bank');
    expect(shared.toLedger('Assets:Bank')).toBe('Konto:Bank');
  });

  it('round-trips every account, and never gives two accounts one name, whatever the five names are (swaps and shared names included)', () => {
    const name = fc.constantFrom('Assets', 'Liabilities', 'Equity', 'Income', 'Expenses', 'Aktiva', '资产', 'Konto');
    const account = fc.tuple(fc.constantFrom('Assets', 'Liabilities', 'Equity', 'Income', 'Expenses', 'Aktiva', '资产', 'Konto', 'Foo'), fc.constantFrom('Bank', 'Food', 'Food:Dining', 'X'));
    fc.assert(
      fc.property(fc.record({ assets: name, liabilities: name, equity: name, income: name, expenses: name }), fc.uniqueArray(account, { selector: ([r, s]) => `${r}:${s}` }), (names, accounts) => {
        const t = RootTranslation.of(names);
        if (t === null) return;
        const ledgerNames = accounts.map(([r, s]) => `${r}:${s}`);
        const standard = ledgerNames.map((a) => t.toStandard(a));
        expect(standard.map((a) => t.toLedger(a))).toEqual(ledgerNames);
        expect(new Set(standard).size).toBe(standard.length);
        // an account under one of the ledger's roots lands under the standard root of its kind
        for (const [i, [r]] of accounts.entries()) {
          const kinds = (Object.keys(names) as (keyof RootNames)[]).filter((k) => names[k] === r);
          if (kinds.length > 0) expect(kinds.map((k) => DEFAULT_ROOT_NAMES[k])).toContain(rootOf(standard[i]!));
        }
      }),
    );
  });

  it('translates the accounts and roots that messages name, not other words', () => {
    const t = RootTranslation.of(roots({ assets: 'Aktiva', expenses: 'Ausgaben' }))!;
    expect(t.inText('no open Assets or Liabilities account can hold EUR')).toBe('no open Aktiva or Liabilities account can hold EUR');
    expect(t.inText('no open Expenses account can hold EUR')).toBe('no open Ausgaben account can hold EUR');
    expect(t.inText('open an Expenses account first')).toBe('open an Ausgaben account first');
    expect(t.inText('工行 names Assets:Bank:ICBC, which is closed (2024-06-01); used Assets:Bank (most used in history)')).toBe(
      '工行 names Aktiva:Bank:ICBC, which is closed (2024-06-01); used Aktiva:Bank (most used in history)',
    );
    expect(t.inText('paid 35 from Assets:WeChat 20 and Assets:Alipay 15')).toBe('paid 35 from Aktiva:WeChat 20 and Aktiva:Alipay 15');
    expect(t.inText('Expenses were high; MyAssets:X, Expenses')).toBe('Expenses were high; MyAssets:X, Expenses');
  });
});

const FIXTURE = readFileSync(new URL('../fixtures/nlp/renamed-roots.beancount', import.meta.url), 'utf8');

describe('ledgerViewOf on a ledger with renamed roots', () => {
  const ledger = Ledger.fromText(FIXTURE, 'renamed-roots.beancount');
  const view = ledgerViewOf(ledger);
  it('reads accounts, closed accounts, payee records and history in the standard names', () => {
    expect(ledger.errors).toEqual([]);
    expect(view.accounts.map((a) => a.name).sort()).toEqual([
      'Assets:Bank', 'Assets:Kasse', 'Assets:Receivables:XiaoWang', 'Assets:WeChat', 'Equity:Eroeffnung',
      'Expenses:Essen', 'Expenses:Food:Dining', 'Expenses:Transport:Taxi', 'Expenses:Uncategorized', 'Income:Salary', 'Liabilities:CreditCard:CMB',
    ]);
    // aliases stay with their accounts
    expect(view.accounts.find((a) => a.name === 'Assets:Kasse')?.aliases).toEqual(['Bargeld']);
    expect(view.closedAccounts).toEqual([{ name: 'Assets:Bank:ICBC', closeDate: '2024-06-01', aliases: ['工行'], openDate: '2020-01-01', currencies: [] }]);
    expect(view.payees).toEqual([{ name: 'Metzgerei Huber', account: 'Expenses:Essen', aliases: ['Huber'] }]);
    expect(view.transactions.map((t) => t.postings.map((p) => p.account))).toEqual([
      ['Expenses:Essen', 'Assets:Bank'],
      ['Expenses:Essen', 'Assets:Kasse'],
      ['Assets:Kasse', 'Assets:Bank'],
    ]);
    expect(view.roots?.ledgerRoots).toEqual(GERMAN);
    // none for a ledger with the standard names
    expect(ledgerViewOf(Ledger.fromText('2020-01-01 open Assets:Bank\n')).roots).toBeUndefined();
  });

  it('reads transactions appended after it was built (extended in place) in the standard names', () => {
    const own = Ledger.fromText(FIXTURE, 'renamed-roots.beancount');
    const before = ledgerViewOf(own);
    const raw = parseText('2024-02-01 * "Neuer Laden" "Taxi"\n  Ausgaben:Transport:Taxi  4 EUR\n  Aktiva:WeChat\n', 'more.beancount', { rootNames: own.options.rootNames }).directives;
    const checked = own.check(raw);
    expect(checked.errors).toEqual([]);
    const appended = own.append(checked.directives);
    if (appended.recomputed) throw new Error('expected the transaction to be inserted, not everything recomputed');
    noteAppendedToLedger(own, appended.inserted);
    const after = ledgerViewOf(own);
    expect(after.transactions.length).toBe(before.transactions.length + 1);
    expect(after.transactions.at(-1)!.postings.map((p) => p.account)).toEqual(['Expenses:Transport:Taxi', 'Assets:WeChat']);
    expect(after.roots).toBe(before.roots);
    // the parser knows the new payee, and what paid for the category (else Aktiva:Bank, the most used)
    const entry = parseEntry(own, 'Neuer Laden 打车 6', '2024-02-02');
    expect(entry.payee).toBe('Neuer Laden');
    expect(entry.postings.map((p) => p.account)).toEqual(['Ausgaben:Transport:Taxi', 'Aktiva:WeChat']);
  });
});

describe('inLedgerNames and problemInLedgerNames', () => {
  const view = ledgerViewOf(Ledger.fromText(FIXTURE, 'renamed-roots.beancount'));
  it('give the postings and warnings in the ledger names', () => {
    const entry = { date: '2024-01-01', payee: null, narration: 'x', confidence: 0.5, postings: [{ account: 'Expenses:Essen', units: { number: '1', currency: 'EUR' } }, { account: 'Assets:Bank', units: { number: '-1', currency: 'EUR' } }], warnings: ['no payment account named; used Assets:Bank (most used in history)'] };
    expect(inLedgerNames(view, entry)).toEqual({ ...entry, postings: [{ account: 'Ausgaben:Essen', units: entry.postings[0]!.units }, { account: 'Aktiva:Bank', units: entry.postings[1]!.units }], warnings: ['no payment account named; used Aktiva:Bank (most used in history)'] });
    const plain = ledgerViewOf(Ledger.fromText('2020-01-01 open Assets:Bank\n'));
    expect(inLedgerNames(plain, entry)).toBe(entry);
  });
  it('keep a Problem\'s status and title', () => {
    const p = problemInLedgerNames(view, Problem.unprocessable('no open Expenses account can hold EUR', [{ path: '/text', message: 'open an Expenses account first' }]));
    expect(p).toBeInstanceOf(Problem);
    expect({ status: p.status, title: p.title, detail: p.detail, errors: p.errors }).toEqual({ status: 422, title: 'Unprocessable Entity', detail: 'no open Ausgaben account can hold EUR', errors: [{ path: '/text', message: 'open an Ausgaben account first' }] });
  });
});
