// beancount.plugins.fill_account: a transaction of one posting gets a second, on the configured
// account, for the opposite of its weight at cost (its units when it has no cost).
import type { Directive, LedgerError, Posting, Source } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import { MADE_POSTING_META } from '../core/synthesised.ts';
import { isValidAccount } from '../syntax/account_is_valid.ts';

const FILL_ACCOUNT_SOURCE: Source = { file: '<fill_account>', line: 0 };

export function fillAccount(entries: readonly Directive[], account: string | null): { directives: Directive[]; errors: LedgerError[] } {
  // Beancount calls the plugin with the configuration as an argument it requires.
  if (account === null) throw new Error('fill_account() missing 1 required positional argument: \'insert_account\'');
  const name = account;
  // (Beancount's account.is_valid: `Assets:G²` is refused, a trailing newline taken; QA)
  if (!isValidAccount(name))
    return { directives: [...entries], errors: [{ source: FILL_ACCOUNT_SOURCE, message: `Invalid account name: '${name}'`, kind: 'plugin' }] };
  const directives = entries.map((e) => {
    if (e.type !== 'transaction' || e.postings.length !== 1) return e;
    const p = e.postings[0]!;
    const weight = new Inventory();
    weight.addAmount(p.cost === null ? p.units : { number: p.units.number.mul(p.cost.number), currency: p.cost.currency });
    const filled: Posting[] = [...weight].map((pos) => ({ account: name, flag: null, units: { number: pos.units.number.neg(), currency: pos.units.currency }, cost: null, price: null, meta: MADE_POSTING_META, source: e.source }));
    return { ...e, postings: [...e.postings, ...filled] };
  });
  return { directives, errors: [] };
}
