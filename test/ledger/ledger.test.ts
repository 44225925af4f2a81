import { describe, expect, it } from 'vitest';
import type { LedgerError, RawDirective, Transaction } from '../../src/ledger/core/directives.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { beancount } from './checks/snippets.ts';

const FILE = 'main.beancount';

/** The directives of `addition` as the parser reads them when appended to `base`. */
function appended(base: string, addition: string): RawDirective[] {
  const baseLines = base.split('\n').length - 1;
  return parseText(base + addition, FILE).directives.filter((d) => d.source.line > baseLines);
}

const show = (e: LedgerError) => `${e.source.line}: ${e.message}`;

/** Errors of the reloaded ledger that the base does not have (a failing assertion stays "the same" error). */
function expectedNewErrors(base: readonly LedgerError[], after: readonly LedgerError[]): string[] {
  const id = (e: LedgerError) => (e.message.startsWith('Balance failed') ? `${e.source.line}: Balance failed` : show(e));
  const left = new Map<string, number>();
  for (const e of base) left.set(id(e), (left.get(id(e)) ?? 0) + 1);
  const out: string[] = [];
  for (const e of after) {
    const n = left.get(id(e)) ?? 0;
    if (n > 0) left.set(id(e), n - 1);
    else out.push(show(e));
  }
  return out.sort();
}

function checkAgainstReload(base: string, addition: string): { got: string[]; want: string[]; ledger: Ledger; additions: RawDirective[] } {
  const ledger = Ledger.fromText(base, FILE);
  const additions = appended(base, addition);
  const got = ledger.check(additions).errors.map(show).sort();
  const want = expectedNewErrors(ledger.errors, Ledger.fromText(base + addition, FILE).errors);
  return { got, want, ledger, additions };
}

const BASE = beancount(`
  option "operating_currency" "USD"
  2020-01-01 open Assets:Bank USD
  2020-01-01 open Assets:Bank:Savings
  2020-01-01 open Assets:Broker "STRICT"
  2020-01-01 open Equity:Opening
  2020-01-01 open Expenses:Food
  2020-01-01 open Expenses:Old
  2020-03-01 open Expenses:Late
  2020-06-01 close Expenses:Old

  2020-01-02 * "opening"
    Assets:Bank            1000.00 USD
    Assets:Bank:Savings     500.00 USD
    Equity:Opening

  2020-02-01 * "buy"
    Assets:Broker   10 STOCK {10.00 USD}
    Assets:Bank
  2020-04-01 * "buy"
    Assets:Broker   10 STOCK {12.00 USD}
    Assets:Bank

  2020-05-01 balance Assets:Bank         1280.00 USD
  2020-05-01 balance Assets:Bank:Savings  500.00 USD
  2020-07-01 balance Assets:Bank         1280.00 USD
`);

describe('Ledger', () => {
  it('loads text: sorted booked directives, open accounts, account infos', () => {
    const ledger = Ledger.fromText(BASE, FILE);
    expect(ledger.errors).toEqual([]);
    const dates = ledger.directives.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    const buy = ledger.directives.find((d): d is Transaction => d.type === 'transaction' && d.narration === 'buy')!;
    expect(buy.postings[1]!.units.number.toString()).toBe('-100.00');
    expect([...ledger.openAccounts().keys()]).not.toContain('Expenses:Old');
    expect(ledger.accountInfos().find((a) => a.name === 'Expenses:Old')!.close!.date).toBe('2020-06-01');
    expect(ledger.options.operatingCurrencies).toEqual(['USD']);
  });

  it('check() books the additions and reports what bean-check would, without changing the ledger', () => {
    const ledger = Ledger.fromText(BASE, FILE);
    const before = ledger.directives.length;
    const additions = appended(BASE, '\n2020-08-01 * "lunch"\n  Expenses:Food  12.50 USD\n  Assets:Bank\n');
    const result = ledger.check(additions);
    expect(result.errors).toEqual([]);
    const txn = result.directives[0] as Transaction;
    expect(txn.postings[1]!.units.number.toString()).toBe('-12.50');
    expect(ledger.directives.length).toBe(before);
  });

  const cases: [string, string, RegExp][] = [
    ['unbalanced', '2020-08-01 * "x"\n  Expenses:Food  12.50 USD\n  Assets:Bank  -12.00 USD\n', /Transaction does not balance: \(0\.50 USD\)/],
    ['account not yet open', '2020-02-01 * "x"\n  Expenses:Late  1 USD\n  Assets:Bank\n', /inactive account 'Expenses:Late'/],
    ['account closed', '2020-06-02 * "x"\n  Expenses:Old  1 USD\n  Assets:Bank\n', /inactive account 'Expenses:Old'/],
    ['unknown account', '2020-06-02 * "x"\n  Expenses:Nope  1 USD\n  Assets:Bank\n', /unknown account 'Expenses:Nope'/],
    ['currency not allowed', '2020-08-01 * "x"\n  Expenses:Food  1 EUR\n  Assets:Bank\n', /Invalid currency EUR for account 'Assets:Bank'/],
    ['ambiguous reduction at that date', '2020-05-01 * "x"\n  Assets:Broker  -1 STOCK {}\n  Assets:Bank\n', /Ambiguous matches/],
    ['duplicate open', '2020-08-01 open Assets:Bank\n', /Duplicate open directive for Assets:Bank/],
    ['later parent balance', '2020-03-01 * "x"\n  Expenses:Food  5.00 USD\n  Assets:Bank:Savings\n', /Balance failed for 'Assets:Bank:Savings'/],
  ];
  for (const [name, addition, pattern] of cases) {
    it(`check() reports: ${name}`, () => {
      const { got, want } = checkAgainstReload(BASE, '\n' + addition);
      expect(got.some((e) => pattern.test(e))).toBe(true);
      expect(got).toEqual(want);
    });
  }

  it('with auto_accounts, a balance on an account nothing opened opens it, as the plugin does, and is checked (not dropped)', () => {
    const base = beancount(`
      plugin "beancount.plugins.auto_accounts"
      2020-01-01 open Assets:Bank
      2020-01-02 * "x"
        Assets:Bank  0 USD
        Assets:Cash  0 USD
    `);
    const right = checkAgainstReload(base, '\n2020-01-02 balance Expenses:Unopened  0 HOOL\n');
    expect(right.got).toEqual([]);
    expect(right.got).toEqual(right.want);
    const wrong = checkAgainstReload(base, '\n2020-01-02 balance Expenses:Unopened  1 HOOL\n');
    expect(wrong.got).toEqual(wrong.want);
    expect(wrong.got).toEqual([expect.stringMatching(/Balance failed for 'Expenses:Unopened'/)]);
    // append() keeps the balance and the open the plugin makes, as a reload does.
    const ledger = right.ledger;
    ledger.append(ledger.check(right.additions).directives);
    const reload = Ledger.fromText(base + '\n2020-01-02 balance Expenses:Unopened  0 HOOL\n', FILE);
    const view = (l: Ledger) => l.directives.map((d) => `${d.date} ${d.type} ${'account' in d ? d.account : ''}`).sort();
    expect(view(ledger)).toEqual(view(reload));
  });

  it('with auto_accounts, a note dated before an account\'s first use moves its automatic open (no inactive-account error)', () => {
    const base = beancount(`
      plugin "beancount.plugins.auto_accounts"
      2020-01-01 open Assets:Bank
      2020-02-22 * "x"
        Expenses:Unknown  10.00 USD
        Assets:Bank
    `);
    const { got, want, ledger, additions } = checkAgainstReload(base, '\n2020-02-08 note Expenses:Unknown "n"\n');
    expect(want).toEqual([]);
    expect(got).toEqual(want);
    ledger.append(ledger.check(additions).directives);
    const autoOpen = ledger.directives.find((d) => d.type === 'open' && d.account === 'Expenses:Unknown');
    expect(autoOpen?.date).toBe('2020-02-08');
  });

  it('opening an account that a dropped balance assertion named brings the assertion back (append keeps the errors of a reload)', () => {
    const base = beancount(`
      2020-01-01 open Assets:Bank
      2020-05-07 balance Expenses:Unknown  0 USD
    `);
    const { got, want, ledger, additions } = checkAgainstReload(base, '\n2020-02-15 open Expenses:Unknown\n');
    expect(got).toEqual(want);
    expect(ledger.errors.map(show)).toEqual([expect.stringMatching(/Account 'Expenses:Unknown' does not exist/)]);
    ledger.append(ledger.check(additions).directives);
    expect(ledger.errors).toEqual([]);
    expect(ledger.directives.some((d) => d.type === 'balance' && d.account === 'Expenses:Unknown')).toBe(true);
  });

  it('a later parent assertion that starts failing shows the accumulated digits of a reload (a sub-account that empties drops its own)', () => {
    const base = beancount(`
      2020-01-01 open Assets:Bank
      2020-01-01 open Assets:Bank:Sub
      2020-01-01 open Equity:Opening
      2020-01-02 * "x"
        Assets:Bank  10.00 USD
        Equity:Opening
      2020-01-03 * "x"
        Assets:Bank:Sub  1.000 USD
        Equity:Opening
      2020-02-01 balance Assets:Bank  11.000 USD
    `);
    const { got, want } = checkAgainstReload(base, '\n2020-01-04 * "y"\n  Assets:Bank:Sub  -1.000 USD\n  Equity:Opening\n');
    expect(got).toEqual(want);
    expect(got).toEqual([expect.stringContaining('accumulated 10.00 USD (1.000 too little)')]);
  });

  it('a backdated addition that a later assertion sees: its digits are those of the running sum in ledger order (the account emptied after it)', () => {
    const base = beancount(`
      2020-01-01 open Assets:Cash
      2020-01-01 open Equity:Opening
      2020-01-02 * "in"
        Assets:Cash  10 USD
        Equity:Opening
      2020-01-03 * "out"
        Assets:Cash  -10.00 USD
        Equity:Opening
      2020-02-01 balance Assets:Cash  0 USD
    `);
    // Beancount: 10 + 3 = 13, then 13 - 10.00 = 3.00; after the append the sum is not zero on the way.
    const later = checkAgainstReload(base, '\n2020-01-02 * "more"\n  Assets:Cash  3 USD\n  Equity:Opening\n');
    expect(later.got).toEqual(later.want);
    expect(later.got).toEqual([expect.stringContaining('accumulated 3.00 USD (3.00 too much)')]);
    // The same for an assertion added together with it.
    const added = checkAgainstReload(base, '\n2020-01-02 * "more"\n  Assets:Cash  3 USD\n  Equity:Opening\n2020-01-05 balance Assets:Cash  0 USD\n');
    expect(added.got).toEqual(added.want);
    expect(added.got).toHaveLength(2);
    expect(added.got.every((e) => e.includes('accumulated 3.00 USD (3.00 too much)'))).toBe(true);
  });

  it('a transaction added with the open of its account a day later: the account is inactive, not unknown', () => {
    const { got, want } = checkAgainstReload(BASE, '\n2020-08-01 * "x"\n  Expenses:New  1.00 USD\n  Assets:Bank\n2020-08-02 open Expenses:New\n');
    expect(got).toEqual(want);
    expect(got).toEqual([expect.stringContaining("Invalid reference to inactive account 'Expenses:New'")]);
  });

  it('an open added with currencies constrains a transaction added before it, as the full check does', () => {
    const { got, want } = checkAgainstReload(BASE, '\n2020-08-01 * "x"\n  Expenses:New  1.00 USD\n  Assets:Bank\n2020-08-02 open Expenses:New EUR\n');
    expect(got).toEqual(want);
    expect(got).toEqual(expect.arrayContaining([expect.stringContaining("Invalid currency USD for account 'Expenses:New'")]));
  });

  it('with implicit_prices enabled twice (auto and itself), an appended buy gets its price twice, as in Beancount', () => {
    const base = beancount(`
      plugin "beancount.plugins.auto"
      plugin "beancount.plugins.implicit_prices"
      2024-01-01 open Assets:Cash
      2024-01-01 open Assets:Broker
    `);
    const { got, ledger, additions } = checkAgainstReload(base, '\n2024-01-02 * "buy"\n  Assets:Broker  1 HOOL {10 USD}\n  Assets:Cash  -10 USD\n');
    expect(got).toEqual([]);
    ledger.append(ledger.check(additions).directives);
    expect(ledger.directives.filter((d) => d.type === 'price').length).toBe(2);
  });

  it('a reduction that is fine at its date is fine even if a later one would be ambiguous', () => {
    const { got, want } = checkAgainstReload(BASE, '\n2020-03-01 * "x"\n  Assets:Broker  -1 STOCK {}\n  Assets:Bank  10.00 USD\n');
    expect(got).toEqual(want);
    expect(got.filter((e) => /Ambiguous/.test(e))).toEqual([]);
  });

  it('later balances on the account and its parents that start failing are all reported', () => {
    const { got } = checkAgainstReload(BASE, '\n2020-04-15 * "x"\n  Expenses:Food  5.00 USD\n  Assets:Bank:Savings\n');
    const lineOf = (text: string) => BASE.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(got).toEqual(
      [
        `${lineOf('2020-05-01 balance Assets:Bank  ')}: Balance failed for 'Assets:Bank': expected 1280.00 USD != accumulated 1275.00 USD (5.00 too little)`,
        `${lineOf('2020-05-01 balance Assets:Bank:Savings')}: Balance failed for 'Assets:Bank:Savings': expected 500.00 USD != accumulated 495.00 USD (5.00 too little)`,
        `${lineOf('2020-07-01 balance Assets:Bank')}: Balance failed for 'Assets:Bank': expected 1280.00 USD != accumulated 1275.00 USD (5.00 too little)`,
      ].sort(),
    );
  });

  it('append() keeps the ledger equal to a reload of the longer text', () => {
    const ledger = Ledger.fromText(BASE, FILE);
    let text = BASE;
    for (const addition of [
      '\n2020-08-01 * "lunch"\n  Expenses:Food  12.50 USD\n  Assets:Bank\n',
      '\n2020-03-01 * "back-dated"\n  Expenses:Food  5.00 USD\n  Assets:Bank:Savings\n',
      '\n2020-09-01 balance Assets:Bank  1262.50 USD\n',
      '\n2020-09-02 open Assets:New\n',
    ]) {
      const result = ledger.check(appended(text, addition));
      ledger.append(result.directives);
      text += addition;
      const reloaded = Ledger.fromText(text, FILE);
      expect(ledger.errors.map(show).sort()).toEqual(reloaded.errors.map(show).sort());
      expect(ledger.directives.map((d) => `${d.date} ${d.type} ${d.source.line}`)).toEqual(reloaded.directives.map((d) => `${d.date} ${d.type} ${d.source.line}`));
    }
  });

  it('falls back to a full recomputation between a pad and its balance', () => {
    const base = beancount(`
      2020-01-01 open Assets:Cash
      2020-01-01 open Equity:Opening
      2020-01-01 open Expenses:Food
      2020-01-01 pad Assets:Cash Equity:Opening
      2020-02-01 balance Assets:Cash 100 USD
      2020-03-01 balance Equity:Opening -100 USD
    `);
    // The pad absorbs the new posting, so the Cash balance still passes, but the Equity one fails.
    const { got, want, ledger, additions } = checkAgainstReload(base, '\n2020-01-15 * "x"\n  Expenses:Food 10 USD\n  Assets:Cash\n');
    expect(got).toEqual(want);
    expect(got).toEqual(["6: Balance failed for 'Equity:Opening': expected -100 USD != accumulated -110 USD (10 too little)"]);
    ledger.append(ledger.check(additions).directives);
    expect(ledger.errors.map(show)).toEqual(got);
  });
});
