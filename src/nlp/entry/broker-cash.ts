// The cash word alone (cash, 现金) in a ledger whose only accounts with a cash segment are a
// broker's (Assets:US:Vanguard:Cash beside its funds): no pocket's cash is open, so it names none.
import { pocketCashAccount } from '../account-choice.ts';
import { CASH_SEGMENTS } from '../lexicon.ts';
import { isMoneyCode } from '../currencies.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { ASSETS } from './account-filter.ts';

const CASH_WORD = /^(?:cash|现金)$/i;

/**
 * The mentions, the broker's cash accounts left out of what a lone cash word names when no
 * pocket's cash account is open on the date (`coffee 3.50 cash`, `withdrew 200 cash from checking
 * at the atm` took or put the money in the 401k's cash). Said with the broker's name (`vanguard
 * cash`, `IB现金`), it still names the broker's.
 */
export function withoutBrokerCash(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string): TermMention[] {
  const lone = (m: TermMention) => CASH_WORD.test(m.entry.term) && !mentions.some((o) => o !== m && o.end <= m.start && /^\s*的?$/.test(text.slice(o.end, m.start)));
  if (!mentions.some(lone)) return [...mentions];
  const hasPocket = (currency: string) => pocketCashAccount(index, CASH_SEGMENTS, { roots: [ASSETS], date, currency, exclude: index.claims }) !== null;
  const pocketOpen = [index.defaultCurrency, ...index.view.operatingCurrencies].some(hasPocket);
  if (pocketOpen) return [...mentions];
  return mentions.flatMap((m) => {
    if (!lone(m)) return [m];
    const hits = m.entry.hits.filter((h) => !h.account.startsWith(ASSETS + ':') || !CASH_SEGMENTS.some((s) => h.account.split(':').slice(1).some((p) => p.toLowerCase() === s.toLowerCase())));
    return hits.length > 0 ? [{ ...m, entry: { ...m.entry, hits } }] : [];
  });
}

/**
 * A broker's cash accounts: a cash segment under a parent that also holds funds or shares
 * (Assets:US:Vanguard:Cash beside Assets:US:Vanguard:VBMPX). Money from people does not land
 * there for want of a word (`bob paid me back 50` went to the 401k's cash, "most used in history").
 */
export function brokerCashAccounts(index: NlpIndex): readonly string[] {
  let found = BROKER_CASH.get(index);
  if (found === undefined) BROKER_CASH.set(index, (found = findBrokerCash(index)));
  return found;
}

// Found once per index: a walk of every pair of accounts (a ledger of 1,000 accounts: a million
// comparisons) for each sentence of money in.
const BROKER_CASH = new WeakMap<NlpIndex, readonly string[]>();

function findBrokerCash(index: NlpIndex): string[] {
  const money = (c: string) => isMoneyCode(c) || index.view.operatingCurrencies.includes(c);
  const cashAt = (a: string) => a.split(':').findIndex((p, i) => i > 1 && CASH_SEGMENTS.some((s) => s.toLowerCase() === p.toLowerCase()));
  return [...index.accounts.keys()].filter((a) => {
    const at = cashAt(a);
    if (!a.startsWith(ASSETS + ':') || at < 0) return false;
    const parent = a.split(':').slice(0, at).join(':');
    return [...index.accounts.entries()].some(([other, info]) => other !== a && other.startsWith(parent + ':') && info.currencies.length > 0 && info.currencies.every((c) => !money(c)));
  });
}
