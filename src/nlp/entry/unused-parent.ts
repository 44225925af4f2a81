// `salary 4000 bofa` with Assets:US:BofA open beside Assets:US:BofA:Checking: the word names the
// parent, which no entry has ever used (it was booked there with no warning).
import { accepts, mostFrequent, mostUsed, type AccountFilter } from '../account-choice.ts';
import type { NlpIndex } from '../ledger-index.ts';

/**
 * For a named account opened for no currency that no entry of the history has posted to (a bank's
 * name over its accounts), with accounts under it that take
 * the money (`filter`): the one of them history used most the same way (`usual`: what paid for
 * spending, or what received), else the most used; null when the named account has been used or
 * none under it has.
 */
export function usedAccountUnder(index: NlpIndex, account: string, filter: AccountFilter, usual: ReadonlyMap<string, number>): string | null {
  // (a wallet opened for its money, Assets:Alipay beside Assets:Alipay:Yuebao, is one to pay with though new)
  if ((index.usage.get(account) ?? 0) > 0 || (index.accounts.get(account)?.currencies.length ?? 0) > 0) return null;
  const under = [...index.accounts.keys()].filter((a) => a.startsWith(`${account}:`) && accepts(index, filter, a) && (index.usage.get(a) ?? 0) > 0);
  if (under.length === 0) return null;
  const only: AccountFilter = { ...filter, exclude: new Set([...(filter.exclude ?? []), ...[...index.accounts.keys()].filter((a) => !under.includes(a))]) };
  return mostFrequent(index, usual, only) ?? mostUsed(index, only);
}
