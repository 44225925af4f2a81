// Property: for random ledgers and random (often back-dated) additions, Ledger.check() reports
// exactly the errors a full reload with the additions appended newly has, and append() leaves
// the ledger equal to that reload.
import { describe, expect, it } from 'vitest';
import type { Directive, LedgerError, RawDirective } from '../../src/ledger/core/directives.ts';
import { type AppendOutcome, Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { paddedLedger, paddingCancelled } from './property/padded_ledger.ts';

const FILE = 'main.beancount';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ACCOUNTS = ['Assets:Bank', 'Assets:Bank:Sub', 'Assets:Cash', 'Expenses:Food', 'Expenses:Rent', 'Income:Job', 'Equity:Open'];

function generator(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const day = () => `2020-0${1 + Math.floor(r() * 9)}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
  const money = () => `${Math.floor(r() * 200)}.${String(Math.floor(r() * 100)).padStart(2, '0')}`;
  const txn = (date: string) => {
    const a = r() < 0.05 ? 'Expenses:Unknown' : pick(ACCOUNTS);
    let b = pick(ACCOUNTS);
    if (b === a) b = 'Equity:Open';
    const n = money();
    const unbalanced = r() < 0.1;
    const currency = r() < 0.08 ? 'EUR' : 'USD';
    return `${date} * "t"\n  ${a}  ${n} ${currency}\n  ${b}${unbalanced ? `  -${n}1 ${currency}` : ''}\n`;
  };
  const stock = (date: string) => {
    const acct = pick(['Assets:Broker', 'Assets:Fifo']);
    if (r() < 0.5) return `${date} * "buy"\n  ${acct}  ${1 + Math.floor(r() * 5)} STK {${10 + Math.floor(r() * 3)}.00 USD}\n  Assets:Cash\n`;
    return `${date} * "sell"\n  ${acct}  -${1 + Math.floor(r() * 4)} STK {}\n  Assets:Cash\n`;
  };
  // Now and then on an account nothing opens (dropped by the balance check, or opened by auto_accounts).
  const balanceDates: string[] = [];
  const balance = (date: string) => {
    // Now and then on a day that already has one (a duplicate, with the same amount or not).
    if (balanceDates.length > 0 && r() < 0.1) date = pick(balanceDates);
    balanceDates.push(date);
    const x = r();
    const account = x < 0.05 ? 'Expenses:Unknown' : pick(ACCOUNTS.slice(0, 3));
    const tolerance = r() < 0.1 ? ` ~ ${pick(['0.01', '5', '100'])}` : '';
    return `${date} balance ${account}  ${r() < 0.3 ? '0' : money()}${tolerance} USD\n`;
  };
  const other = (date: string) =>
    pick([
      () => `${date} open ${pick(['Assets:New', 'Expenses:Late', 'Assets:Bank'])}\n`,
      () => `${date} note ${pick([...ACCOUNTS, 'Expenses:Unknown'])} "n"\n`,
      () => `${date} commodity ${pick(['USD', 'EUR', 'STK'])}\n`,
      () => `${date} close ${pick(['Expenses:Rent', 'Expenses:Food'])}\n`,
      () => `${date} pad ${pick(['Assets:Cash', 'Assets:Bank'])} Equity:Open\n`,
      () => `${date} price STK 11.00 USD\n`,
      () => `${date} document ${pick([...ACCOUNTS, 'Expenses:Unknown'])} "/nonexistent/statement.pdf"\n`,
      () => `${date} event "city" "Paris"\n`,
      () => `${date} ${pick(['open', 'close'])} Expenses:Unknown\n`,
      () => `${date} balance Assets:Bank  0 EUR\n`,
      () => `${date} * "eur"\n  Assets:Eur  ${money()} ${pick(['EUR', 'USD'])}\n  Equity:Open\n`,
      () => `${date} open Assets:Eur ${pick(['EUR', 'USD', 'EUR,USD'])}\n`,
      () => `${date} * "fx"\n  Assets:Cash  ${money()} EUR @ 1.${Math.floor(r() * 90) + 10} USD\n  Assets:Bank\n`,
    ])();

  let base = '';
  if (r() < 0.3) base += 'plugin "beancount.plugins.implicit_prices"\n';
  if (r() < 0.3) base += 'plugin "beancount.plugins.auto_accounts"\n';
  if (r() < 0.1) base += 'plugin "beancount.plugins.auto"\n';
  // A plugin that looks at the whole ledger: check() runs the pipeline and append() reuses it.
  if (r() < 0.2) base += 'plugin "beancount.plugins.noduplicates"\n';
  base += '2020-01-01 open Assets:Bank USD\n2020-01-01 open Assets:Bank:Sub\n2020-01-01 open Assets:Cash\n';
  base += '2020-01-01 open Expenses:Food\n2020-02-01 open Expenses:Rent\n2020-01-01 open Income:Job\n2020-01-01 open Equity:Open\n';
  base += '2020-01-01 open Assets:Broker\n2020-01-01 open Assets:Fifo "FIFO"\n2020-01-01 commodity USD\n';
  if (r() < 0.5) base += '2020-07-01 close Expenses:Rent\n';
  if (r() < 0.3) base += `2020-01-01 pad Assets:Cash Equity:Open\n${balance(day())}`;
  // Pads at random dates, with assertions near them, so additions land before, between and after.
  if (r() < 0.4)
    for (let i = Math.floor(r() * 3); i >= 0; i--) base += `${day()} pad ${pick(['Assets:Cash', 'Assets:Bank'])} Equity:Open\n${balance(day())}${balance(day())}`;
  const n = 10 + Math.floor(r() * 30);
  for (let i = 0; i < n; i++) {
    const x = r();
    base += x < 0.6 ? txn(day()) : x < 0.75 ? stock(day()) : balance(day());
  }
  const additions: string[] = [];
  const count = 1 + Math.floor(r() * 3);
  for (let i = 0; i < count; i++) {
    const x = r();
    additions.push(x < 0.6 ? txn(day()) : x < 0.75 ? stock(day()) : x < 0.85 ? balance(day()) : other(day()));
  }
  return { base, additions };
}

const show = (e: LedgerError) => `${e.source.line}: ${e.message}`;

/** Every directive as a fresh load has it, padding amounts and narrations included. */
function detailed(d: Directive): string {
  const head = `${d.date} ${d.type} ${d.source.file === '<auto_accounts>' ? 'auto ' : ''}${d.source.line}`;
  if (d.type === 'balance') return `${head} ${d.amount.number} ${d.amount.currency}`;
  if (d.type !== 'transaction') return head;
  const postings = d.postings.map((p) => `${p.account} ${p.units.number} ${p.units.currency}${p.cost ? ` {${p.cost.number} ${p.cost.currency}}` : ''}`);
  return `${head} ${d.flag} ${d.narration} | ${postings.join(' | ')}`;
}

function newErrors(before: readonly LedgerError[], after: readonly LedgerError[]): string[] {
  const id = (e: LedgerError) => (e.message.startsWith('Balance failed') ? `${e.source.line}: Balance failed` : show(e));
  const left = new Map<string, number>();
  for (const e of before) left.set(id(e), (left.get(id(e)) ?? 0) + 1);
  const out: string[] = [];
  for (const e of after) {
    const k = id(e);
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    else out.push(show(e));
  }
  return out.sort();
}

function appendedDirectives(base: string, addition: string): RawDirective[] {
  const baseLines = base.split('\n').length - 1;
  return parseText(base + addition, FILE).directives.filter((d) => d.source.line > baseLines);
}

/**
 * Check `addition` against `ledger` (whose text is `text`) and compare with a reload of the
 * longer text; when every directive was booked, append it and compare again. Returns whether
 * the addition was appended.
 */
function checkAndAppend(ledger: Ledger, text: string, addition: string, seed: number): AppendOutcome | null {
  const raw = appendedDirectives(text, addition);
  const reloaded = Ledger.fromText(text + addition, FILE);
  const result = ledger.check(raw);
  expect(result.errors.map(show).sort(), `seed ${seed}\n${text}>>>\n${addition}`).toEqual(newErrors(ledger.errors, reloaded.errors));
  // A transaction that booking drops is not returned, so it cannot be appended: the HTTP
  // layer never writes such an addition anyway.
  if (result.directives.length < raw.length) return null;
  const outcome = ledger.append(result.directives, { followsPaddingChanges: true });
  expect(ledger.errors.map(show).sort(), `after append, seed ${seed}\n${text}>>>\n${addition}`).toEqual(reloaded.errors.map(show).sort());
  // auto_accounts' opens included, numbered by the rank of their account among all names used;
  // padding with its amounts and narration.
  expect(ledger.directives.map(detailed).sort(), `directives after append, seed ${seed}\n${text}>>>\n${addition}`).toEqual(reloaded.directives.map(detailed).sort());
  return outcome;
}

/** 1 when the append replaced padding without running the pipeline. */
const replacedPadding = (outcome: AppendOutcome | null) => (outcome !== null && !outcome.recomputed && (outcome.replaced?.length ?? 0) > 0 ? 1 : 0);

describe('incremental check and append under pads against a full reload', () => {
  const seeds = Number(process.env.LEDGER_SEEDS ?? 300);
  it('agree on random padded ledgers with back-dated additions', () => {
    let replaced = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const { base, additions } = paddedLedger(seed);
      const ledger = Ledger.fromText(base, FILE);
      let text = base;
      const cancelling = seed % 5 === 0 ? paddingCancelled(ledger) : null;
      for (const addition of cancelling === null ? additions : [cancelling, ...additions]) {
        const outcome = checkAndAppend(ledger, text, addition, seed);
        if (outcome === null) continue;
        text += addition;
        replaced += replacedPadding(outcome);
      }
    }
    // The generator must reach the case the incremental path handles, not only its fallbacks.
    expect(replaced).toBeGreaterThan(seeds / 10);
  });

  it('agree on random padded ledgers with back-dated additions checked as one batch', () => {
    let replaced = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const { base, additions } = paddedLedger(seed);
      replaced += replacedPadding(checkAndAppend(Ledger.fromText(base, FILE), base, additions.join(''), seed));
    }
    expect(replaced).toBeGreaterThan(seeds / 20);
  });
});

describe('incremental check and append against a full reload', () => {
  it('agree on 300 random ledgers with back-dated additions', () => {
    for (let seed = 1; seed <= Number(process.env.LEDGER_SEEDS ?? 300); seed++) {
      const { base, additions } = generator(seed);
      const ledger = Ledger.fromText(base, FILE);
      let text = base;
      for (const addition of additions) if (checkAndAppend(ledger, text, addition, seed) !== null) text += addition;
    }
  });

  // The same, with all the additions checked and appended in one batch (as an import writes them).
  it('agree on 300 random ledgers with back-dated additions checked as one batch', () => {
    for (let seed = 1; seed <= Number(process.env.LEDGER_SEEDS ?? 300); seed++) {
      const { base, additions } = generator(seed);
      checkAndAppend(Ledger.fromText(base, FILE), base, additions.join(''), seed);
    }
  });
});

// Beancount's pad step, meeting a lot at cost where it would pad, reports the padded subtree's
// whole inventory (once per lot at cost): a back-dated addition in any currency changes that message.
describe('a pad over lots at cost, after a back-dated addition', () => {
  const base = `2000-01-01 open Assets:N
2000-01-01 open Assets:N:Sub
2000-01-01 open Equity:E

2020-01-01 * "t"
  Assets:N  -2 AAPL {10 USD}
  Equity:E

2020-01-08 pad Assets:N Equity:E

2020-01-09 balance Assets:N 2 AAPL
`;
  // The title, the addition, and how many errors check() finds new: an error already there is
  // not new when only the inventory it quotes changes; a new lot of the currency adds one.
  const additions: [string, string, number][] = [
    ['another currency, between the pad and its assertion', '\n2020-01-07 * "x"\n  Assets:N  5 HOOL {50 USD}\n  Equity:E\n', 0],
    ['another currency, before the pad', '\n2019-06-01 * "x"\n  Assets:N  3 USD\n  Equity:E\n', 0],
    ['on a sub-account of the padded one', '\n2020-01-08 * "x"\n  Assets:N:Sub  1 HOOL {50 USD}\n  Equity:E\n', 0],
    ['a second lot of the asserted currency', '\n2020-01-02 * "x"\n  Assets:N  -1 AAPL {11 USD}\n  Equity:E\n', 1],
  ];
  for (const [title, addition, newCount] of additions)
    it(`${title}: the errors are those of a fresh load, messages included`, () => {
      const ledger = Ledger.fromText(base, FILE);
      const checked = ledger.check(appendedDirectives(base, addition));
      expect(checked.errors.map(show)).toHaveLength(newCount);
      ledger.append(checked.directives);
      const fresh = Ledger.fromText(base + addition, FILE);
      expect(fresh.errors.map(show).join('\n')).toContain('Attempt to pad an entry with cost');
      expect(ledger.errors.map(show)).toEqual(fresh.errors.map(show));
    });
});

// People pad their wallet monthly and write a forgotten expense weeks later: the pad absorbs it
// (its padding grows), so the assertion it fills still holds, and so do the ones after it.
describe('a back-dated transaction under a pad', () => {
  const base = `2020-01-01 open Assets:Cash
2020-01-01 open Assets:Cash:Wallet
2020-01-01 open Expenses:Food
2020-01-01 open Equity:Opening-Balances

2020-01-05 * "lunch"
  Expenses:Food  12.50 CNY
  Assets:Cash:Wallet

2020-02-01 pad Assets:Cash Equity:Opening-Balances

2020-02-02 balance Assets:Cash  300.00 CNY

2020-02-10 * "dinner"
  Expenses:Food  20.00 CNY
  Assets:Cash:Wallet

2020-03-01 balance Assets:Cash  280.00 CNY
2020-03-01 balance Equity:Opening-Balances  -300 ~ 100 CNY
`;
  const forgotten = '\n2020-01-20 * "forgotten"\n  Expenses:Food  7.255 CNY\n  Assets:Cash:Wallet\n';
  const padding = (l: Ledger) => l.directives.filter((d) => d.type === 'transaction' && d.flag === 'P').map(detailed);

  it('is appended without running the pipeline again, and the ledger is the one a fresh load gives', () => {
    const ledger = Ledger.fromText(base, FILE);
    const checked = ledger.check(appendedDirectives(base, forgotten));
    expect(checked.errors).toEqual([]);
    const outcome = ledger.append(checked.directives, { followsPaddingChanges: true });
    const fresh = Ledger.fromText(base + forgotten, FILE);
    expect(fresh.errors).toEqual([]);
    expect(outcome.recomputed).toBe(false);
    if (outcome.recomputed) return;
    expect(outcome.inserted).toEqual(checked.directives);
    // The padding is another one: 312.50 + 7.255, with the digits the sum has.
    expect(padding(fresh)).toEqual([expect.stringContaining('for difference 319.755 CNY')]);
    expect(outcome.replaced?.map((change) => detailed(change.after))).toEqual(padding(fresh));
    expect(ledger.directives.map(detailed)).toEqual(fresh.directives.map(detailed));
    expect(ledger.errors.map(show)).toEqual(fresh.errors.map(show));
  });

  it('leaves the ledger checking later additions as a fresh load does', () => {
    const ledger = Ledger.fromText(base, FILE);
    ledger.append(ledger.check(appendedDirectives(base, forgotten)).directives, { followsPaddingChanges: true });
    const fresh = Ledger.fromText(base + forgotten, FILE);
    // After the assertion the pad fills: the next one fails, on the account and on the pad's source.
    const text = base + forgotten;
    for (const next of ['\n2020-02-20 * "more"\n  Expenses:Food  3 CNY\n  Assets:Cash\n', '\n2020-02-20 * "more"\n  Expenses:Food  300 CNY\n  Equity:Opening-Balances\n']) {
      const raw = appendedDirectives(text, next);
      const ours = ledger.check(raw).errors.map(show);
      expect(ours).toHaveLength(1);
      expect(ours).toEqual(fresh.check(raw).errors.map(show));
    }
  });

  it('tells a caller that does not follow replaced padding to rebuild what it derives', () => {
    const ledger = Ledger.fromText(base, FILE);
    const outcome = ledger.append(ledger.check(appendedDirectives(base, forgotten)).directives);
    expect(outcome.recomputed).toBe(true);
    expect(ledger.directives.map(detailed)).toEqual(Ledger.fromText(base + forgotten, FILE).directives.map(detailed));
  });
});
