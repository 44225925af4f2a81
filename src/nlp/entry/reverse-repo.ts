// A reverse repo (国债逆回购) kept on an account of its own beside a broker's cash: buying one lends
// the broker cash out, and when it matures the money comes back into that cash; its interest is
// income. (国债逆回购 100000 证券账户 was 100000 of spending paid by the repo, 逆回购到期 100028 spending
// from it, and 国债逆回购 10万 收益 28 income of 100028, the principal as salary.)
import type { AmountMention } from '../amounts.ts';
import { accepts } from '../account-choice.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { ASSETS, INCOME, EXPENSES, filterFor } from './account-filter.ts';
import { brokerCashAccounts } from './broker-cash.ts';
import type { Context } from './context.ts';
import type { Guesses } from './guesses.ts';
import { heldOn } from './held-on.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';

const REPO_WORD = /逆回购|reverse-?repos?/i;
// The interest it earned (收益 28, 利息 28, 赚了 28)
const YIELD_BEFORE = /(?:收益|利息|赚了?|\binterest)\s*[:：]?\s*$/i;
const YIELD_SAID = /收益|利息|赚|\binterest\b/i;
// Matured: the money comes back (到期, 回款, 收回, 到账)
const MATURED = /到期|回款|收回|返还|到账|\bmatured?\b/i;

function isRepoAccount(index: NlpIndex, name: string): boolean {
  return name.startsWith(ASSETS + ':') && [...name.split(':').slice(1), ...(index.accounts.get(name)?.aliases ?? [])].some((w) => REPO_WORD.test(w));
}

/** The mention naming a reverse repo account open for `currency`, with that account. */
function repoMention(index: NlpIndex, mentions: readonly TermMention[], date: string, currency: string): { mention: TermMention; account: string } | null {
  const filter = filterFor([ASSETS], date, currency, index.claims);
  for (const mention of mentions) {
    const hits = mention.entry.hits.filter((h) => isRepoAccount(index, h.account) && accepts(index, filter, h.account));
    if (hits.length === 1) return { mention, account: hits[0]!.account };
  }
  return null;
}

/**
 * 国债逆回购 10万 收益 28: the principal said before the interest it earned is no money that moved
 * now; the interest alone is booked (warned, the principal named). Amounts unchanged otherwise.
 */
export function withoutRepoPrincipal(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses): AmountMention[] {
  if (amounts.length !== 2) return [...amounts];
  const earned = amounts.filter((a) => YIELD_BEFORE.test(text.slice(0, a.start)));
  const interest = earned[0];
  const principal = amounts.find((a) => a !== interest);
  if (earned.length !== 1 || principal === undefined || principal.end > interest!.start || currencyOf(principal) !== currencyOf(interest!)) return [...amounts];
  if (repoMention(index, mentions.filter((m) => m.end <= principal.start), date, currencyOf(principal)) === null) return [...amounts];
  guesses.add(`read ${text.slice(principal.start, principal.end).trim()} as the reverse repo's principal, not booked: booked the ${interest!.number.toString()} it earned (a purchase is said alone, 国债逆回购 100000)`, 0.1);
  return [interest!];
}

/**
 * 国债逆回购 100000 证券账户, 逆回购到期 100028: one amount, no income or spending named: a purchase
 * moves it from the broker's cash into the repo, a repo matured moves it back. The cash is the
 * other Assets account named, else the broker's cash beside the repo (warned). Null when the
 * sentence is not such a move.
 */
export function repoPostings(ctx: Context): ParsedPosting[] | null {
  const { index, text, date, items, termMentions, guesses } = ctx;
  if (items.length !== 1 || YIELD_SAID.test(text)) return null;
  const { currency, amount } = items[0]!;
  const repo = repoMention(index, termMentions, date, currency);
  if (repo === null) return null;
  const category = filterFor([INCOME, EXPENSES], date, currency);
  const others = termMentions.filter((m) => m !== repo.mention);
  if (others.some((m) => m.entry.hits.some((h) => accepts(index, category, h.account)))) return null;
  const assets = filterFor([ASSETS], date, currency, new Set([...index.claims, repo.account]));
  const named = others.filter((m) => m.entry.hits.some((h) => accepts(index, assets, h.account)));
  if (named.length > 1) return null;
  const said = named[0]?.entry.hits.find((h) => accepts(index, assets, h.account))?.account;
  const parent = repo.account.split(':').slice(0, -1).join(':');
  const beside = brokerCashAccounts(index).filter((a) => a.startsWith(parent + ':') && accepts(index, assets, a));
  const cash = said ?? (beside.length === 1 ? beside[0]! : null);
  if (cash === null) return null;
  if (said === undefined) guesses.add(`no account named for the cash; used ${cash}, the broker's cash beside ${repo.account}`, 0.1);
  (ctx.keptSpans ??= []).push(repo.mention);
  if (named[0] !== undefined) (ctx.fundingSpans ??= []).push(named[0]);
  if (!MATURED.test(text)) return [posting(repo.account, amount.number, currency), posting(cash, amount.number.neg(), currency)];
  const held = heldOn(index, repo.account, currency, date);
  if (held.lt(amount.number)) guesses.add(`${repo.account} holds ${held.toString()} ${currency} on ${date}, less than ${amount.number.toString()}: book what was lent (国债逆回购 100000) and its interest (逆回购利息 28) first`, 0.1);
  return [posting(repo.account, amount.number.neg(), currency), posting(cash, amount.number, currency)];
}
