// What was redeemed or matured when no word names its account: 赎回 20350 赚了350 (no product said)
// is out of the holding the ledger's entries redeem from or buy into most; 存款到期 五万 with one
// account aliased as a fixed deposit (定期) is out of that one. (赎回 20350 赚了350 was 20700 of
// income into the bank; 存款到期 五万 a 422 though the ledger holds one deposit.)
import { Problem } from '../../problem.ts';
import { AMOUNT_SAID } from '../chinese-number.ts';
import { holdsFixedDeposit, type NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { type AccountFilter, accepts } from '../account-choice.ts';
import { ASSETS, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { SOURCE_AFTER, SOURCE_BEFORE, SOLD_IN_NAME } from './transfer-words.ts';

// 赎回 20350, 赎回了 2万: 赎回 with no word before it and its amount right after (理财赎回, 赎回 货币基金 name it)
const BARE_REDEMPTION = new RegExp(`(?:^|[\\s，,。；;\\uE000])赎回了?\\s*(?=${AMOUNT_SAID})`);
// 存款到期, 定期到期, 存单已到期: a deposit matured
const DEPOSIT_MATURED = /(?:存款|定期|定存|存单)\s*(?:已经?|已)?到期/;
// the entries that redeem from a holding (its posting taken off) or buy into one (put on)
const REDEEMED_NARRATED = /赎回/;
const BOUGHT_NARRATED = /买|申购|定投/;

export interface ImpliedHolding {
  readonly account: string;
  /** The warning that says it was guessed. */
  readonly why: string;
}

/** The Assets account the ledger's entries redeem from or buy into most (ties by name), or null. */
function mostRedeemedOrBought(index: NlpIndex, filter: AccountFilter): string | null {
  const counts = new Map<string, number>();
  for (const t of index.view.transactions) {
    const redeemed = REDEEMED_NARRATED.test(t.narration);
    const bought = !redeemed && BOUGHT_NARRATED.test(t.narration);
    if (!redeemed && !bought) continue;
    for (const p of t.postings) {
      if (p.units.number.sign() !== (redeemed ? -1 : 1) || !accepts(index, filter, p.account)) continue;
      counts.set(p.account, (counts.get(p.account) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

/** An account of mine said as what the money left (定期到期, 理财赎回, 从工行, 余额宝转出). */
export function holdingSaid(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): boolean {
  const named = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
  return named.some((p) => p.account.startsWith(ASSETS + ':') && (SOURCE_AFTER.test(text.slice(p.end)) || SOURCE_BEFORE.test(text.slice(0, p.start)) || SOLD_IN_NAME.test(text.slice(p.start, p.end))));
}

/**
 * The holding a redemption or a maturity with no account of it said came out of, or null when one
 * is said (定期到期, 理财赎回) or none is implied. A bare 赎回 with no holding in the ledger's
 * history is a 422: it is no income.
 */
export function impliedHolding(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): ImpliedHolding | null {
  if (holdingSaid(index, text, mentions, date, currency)) return null;
  const assets = filterFor([ASSETS], date, currency, index.claims);
  if (BARE_REDEMPTION.test(text)) {
    const account = mostRedeemedOrBought(index, assets);
    if (account === null) {
      throw Problem.unprocessable('赎回: no holding named, and the ledger has none redeemed or bought before', [{ path: '/text', message: 'name what was redeemed (e.g. an account with the alias 理财 or 基金)' }]);
    }
    return { account, why: `no holding named as redeemed; used ${account}, the one past entries redeem from or buy into most` };
  }
  if (DEPOSIT_MATURED.test(text)) {
    const deposits = [...index.accounts.values()].filter((a) => holdsFixedDeposit(a) && accepts(index, assets, a.name));
    if (deposits.length === 1) return { account: deposits[0]!.name, why: `no account named holds what matured; used ${deposits[0]!.name}, the one account aliased as a fixed deposit` };
  }
  return null;
}
