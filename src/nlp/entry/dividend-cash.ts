// A dividend of shares held at a broker lands in the broker's cash beside them (茅台分红 5182.2 with
// 茅台 an alias of Assets:Broker:Huatai:SH600519 went to the bank guessed from history).
import { accepts, type AccountFilter } from '../account-choice.ts';
import { isYieldIncome } from '../ledger-index.ts';
import { INCOME } from './account-filter.ts';
import { brokerCashAccounts } from './broker-cash.ts';
import type { Context } from './context.ts';
import { holdingsNamed } from './per-share.ts';

/**
 * The broker's cash account beside the one holding the words name (Assets:Broker:Huatai:Cash for
 * Assets:Broker:Huatai:SH600519), for a yield (`counter`, a dividend) with no receiving account
 * named; warned. Null when the words name no one such holding or its broker has no one cash
 * account for the money.
 */
export function cashBesideHolding(ctx: Context, counter: string, filter: AccountFilter): string | null {
  if (!counter.startsWith(INCOME + ':') || !isYieldIncome(counter)) return null;
  const holdings = holdingsNamed(ctx.index, ctx.termMentions, ctx.date);
  const accounts = holdings.flatMap((h) => h.accounts);
  if (accounts.length !== 1) return null;
  const parent = accounts[0]!.split(':').slice(0, -1).join(':');
  const cash = brokerCashAccounts(ctx.index).filter((a) => a.startsWith(parent + ':') && accepts(ctx.index, filter, a));
  if (cash.length !== 1) return null;
  ctx.guesses.add(`no receiving account named; used ${cash[0]}, the broker's cash beside ${accounts[0]}`, 0.1);
  return cash[0]!;
}
