// Random ledgers where people pad (a cash account padded now and then, transactions written
// late), for the properties that compare an incremental check and append with a fresh load or
// with Beancount itself.
import type { Ledger } from '../../../src/ledger/ledger.ts';

/** The same linear congruential generator as the other seeded generators of these tests. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Ledgers where people pad: a cash account (and a wallet under it) padded now and then, each pad
 * followed by the assertion it fills, later assertions that hold whatever is added before them
 * (a wide tolerance) or not, on the account, its wallet or their parent, and transactions in two
 * currencies, some across the account and its wallet (one key on two timelines), some emptying
 * the account (a sum that reaches zero drops its digits). The additions land before, between and
 * after pads and assertions: the padding changes amount, appears or goes, and balances move.
 */
export function paddedLedger(seed: number): { base: string; additions: string[] } {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const two = (n: number) => String(n).padStart(2, '0');
  const day = () => `2020-${two(1 + Math.floor(r() * 9))}-${two(1 + Math.floor(r() * 28))}`;
  const later = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const money = () => {
    const scale = Math.floor(r() * 4);
    const coef = String(1 + Math.floor(r() * 99_999)).padStart(scale + 1, '0');
    return scale === 0 ? coef : `${coef.slice(0, -scale)}.${coef.slice(-scale)}`;
  };
  const currency = () => (r() < 0.8 ? 'USD' : 'EUR');
  const cash = () => (r() < 0.7 ? 'Assets:Cash' : 'Assets:Cash:Wallet');
  const txn = (date: string) => {
    const c = currency();
    const n = money();
    const x = r();
    // Across the account and its wallet: one transaction, one key, on two timelines.
    if (x < 0.15) return `${date} * "move"\n  Assets:Cash  -${n} ${c}\n  Assets:Cash:Wallet  ${n} ${c}\n`;
    // The account's units go and come back: the digits of the sum start again from the new ones.
    if (x < 0.25) return `${date} * "in and out"\n  ${cash()}  ${n} ${c}\n  ${cash()}  -${n} ${c}\n  Expenses:Food  ${money()} ${c}\n  Income:Job\n`;
    // A lot at cost in the padded subtree: pad.py's error would quote it.
    if (x < 0.28) return `${date} * "buy"\n  Assets:Cash:Wallet  1 STK {${money()} USD}\n  Assets:Bank\n`;
    const other = pick(['Expenses:Food', 'Income:Job', 'Assets:Bank', 'Equity:Open']);
    return `${date} * "t"\n  ${r() < 0.85 ? cash() : pick(['Assets:Bank', 'Equity:Open'])}  ${r() < 0.5 ? '-' : ''}${n} ${c}\n  ${other}\n`;
  };
  const balance = (date: string, account: string) => {
    const tolerance = r() < 0.5 ? ' ~ 10000000' : '';
    return `${date} balance ${account}  ${r() < 0.2 ? '0' : `${r() < 0.5 ? '-' : ''}${money()}`}${tolerance} ${currency()}\n`;
  };

  let base = '';
  if (r() < 0.2) base += 'plugin "beancount.plugins.implicit_prices"\n';
  if (r() < 0.2) base += 'plugin "beancount.plugins.auto_accounts"\n';
  base += '2019-12-01 open Assets:Cash\n2019-12-01 open Assets:Cash:Wallet\n2019-12-01 open Assets:Bank\n2019-12-01 open Expenses:Food\n';
  base += '2019-12-01 open Income:Job\n2019-12-01 open Equity:Open\n';
  for (let i = 1 + Math.floor(r() * 3); i > 0; i--) {
    const date = day();
    // Mostly from an account nobody pads; now and then from one that is padded too.
    const padded = r() < 0.85 ? 'Assets:Cash' : 'Assets:Cash:Wallet';
    const source = r() < 0.85 ? 'Equity:Open' : pick(['Assets:Bank', 'Assets:Cash:Wallet', 'Income:Job']);
    base += `${date} pad ${padded} ${source === padded ? 'Equity:Open' : source}\n`;
    base += `${later(date, 1 + Math.floor(r() * 20))} balance ${padded}  ${r() < 0.5 ? '-' : ''}${money()} ${currency()}\n`;
  }
  const n = 5 + Math.floor(r() * 25);
  for (let i = 0; i < n; i++) {
    const x = r();
    base += x < 0.8 ? txn(day()) : balance(day(), pick(['Assets:Cash', 'Assets:Cash', 'Assets:Cash:Wallet', 'Assets']));
  }
  const additions: string[] = [];
  for (let i = 1 + Math.floor(r() * 3); i > 0; i--) additions.push(r() < 0.9 ? txn(day()) : balance(day(), pick(['Assets:Cash', 'Equity:Open'])));
  return { base, additions };
}

/** An addition that makes a padding of the ledger unneeded: its amount, on the padded account, right after the pad. */
export function paddingCancelled(ledger: Ledger): string | null {
  const padding = ledger.directives.find((d) => d.type === 'transaction' && d.flag === 'P');
  if (padding === undefined || padding.type !== 'transaction') return null;
  const own = padding.postings[0]!;
  return `${padding.date} * "the missing amount"\n  ${own.account}  ${own.units.number} ${own.units.currency}\n  Expenses:Food\n`;
}
