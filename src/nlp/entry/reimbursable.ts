// The account of money the employer is to pay back (打车 98 报销; 报销 到账 2300 settles it).
import type { NlpIndex } from '../ledger-index.ts';
import { type AccountFilter, accepts, bestMention, genericAccount } from '../account-choice.ts';
import { walletWordsWithoutAccount } from '../mentions.ts';
import { REIMBURSABLE_SEGMENTS } from '../lexicon.ts';
import type { Item } from './item.ts';
import { ASSETS, INCOME, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { fundingFilterExcluding } from './funding-account.ts';

/**
 * The reimbursable account: one named for it (Assets:Reimbursable, Assets:待报销), else the one
 * the user gave an alias with 报销 (Assets:Receivables:Company aliased 公司报销: it was "no
 * reimbursable account is open"), the most used of several. Null when none is open.
 */
export function reimbursableAccount(index: NlpIndex, filter: AccountFilter): string | null {
  const named = genericAccount(index, REIMBURSABLE_SEGMENTS, filter);
  if (named !== null) return named;
  const aliased = [...index.accounts.values()].filter((a) => accepts(index, filter, a.name) && a.aliases.some((w) => w.includes('报销'))).map((a) => a.name);
  aliased.sort((a, b) => (index.usage.get(b) ?? 0) - (index.usage.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
  return aliased[0] ?? null;
}

/** The account a claim was most often paid back into (Assets:Receivables:Company -> Assets:Bank:CMB), else null. */
export function paidBackInto(index: NlpIndex, claim: string, filter: AccountFilter): string | null {
  let best: { account: string; count: number } | null = null;
  for (const [target, sources] of index.sourceByTarget) {
    const count = sources.get(claim) ?? 0;
    if (count === 0 || !accepts(index, filter, target)) continue;
    if (best === null || count > best.count || (count === best.count && target < best.account)) best = { account: target, count };
  }
  return best?.account ?? null;
}

/**
 * 报销 差旅费 2300 到账: the employer paying back what I spent settles the reimbursable account
 * (see reimbursableAccount), unless the words name an income account; it was income at the
 * catch-all, counted twice. Null when it is no reimbursement or no such account is open.
 */
export function reimbursementReceived(ctx: Context, item: Item, reimbursed: Set<string>): string | null {
  // (one amount: 工资 8000 报销 300 到账 is not read here)
  if (ctx.items.length !== 1 || !/报销/.test(ctx.text)) return null;
  const income = bestMention(ctx.index, ctx.termMentions, filterFor([INCOME], ctx.date, item.currency));
  if (income !== null && !income.loose) return null;
  const claim = reimbursableAccount(ctx.index, filterFor([ASSETS], ctx.date, item.currency));
  if (claim === null) return null;
  ctx.guesses.add(`read ${item.amount.number.toString()} as a reimbursement: taken off ${claim}`, 0.05);
  reimbursed.add(claim);
  return claim;
}

/**
 * With no receiving account named, a reimbursement lands where the claim was paid back before
 * (it went to the account most money from people landed in: the housing fund). Null otherwise.
 */
export function reimbursedInto(ctx: Context, claim: string, currency: string): string | null {
  if (fundingPhrases(ctx.index, ctx.termMentions, fundingFilterExcluding(ctx, currency, new Set([claim])), ctx.text).length > 0) return null;
  if (walletWordsWithoutAccount(ctx.text, ctx.index, ctx.termMentions).length > 0) return null;
  const into = paidBackInto(ctx.index, claim, filterFor([ASSETS], ctx.date, currency, ctx.index.claims));
  if (into !== null) ctx.guesses.add(`no receiving account named; used ${into}, where ${claim} was paid back before`, 0.15);
  return into;
}
