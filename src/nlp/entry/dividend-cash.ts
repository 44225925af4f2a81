// A dividend of shares held at a broker lands in the broker's cash beside them (茅台分红 5182.2 with
// 茅台 an alias of Assets:Broker:Huatai:SH600519 went to the bank guessed from history).
import { Problem } from '../../problem.ts';
import { accepts, type AccountFilter } from '../account-choice.ts';
import { isMoneyCode } from '../currencies.ts';
import { isYieldIncome } from '../ledger-index.ts';
import { ASSETS, INCOME } from './account-filter.ts';
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

/**
 * 微软 分红 18.6 美元 with 微软 an alias of Assets:Broker:IB:MSFT and Income:Dividends not open: the
 * account under `parent` (what the words named) whose name has the commodity of the one holding
 * named (Income:Dividends:MSFT), warned; null with none or several. It was the most used account
 * under the parent, another holding's (Income:Dividends:AAPL), as a stand-in.
 */
export function yieldOfHoldingNamed(ctx: Context, parent: string, filter: AccountFilter): string | null {
  const holdings = holdingsNamed(ctx.index, ctx.termMentions, ctx.date);
  if (holdings.length !== 1) return null;
  const { commodity, accounts } = holdings[0]!;
  const of = [...ctx.index.accounts.keys()].filter((a) => a.startsWith(parent + ':') && a.split(':').includes(commodity) && isYieldIncome(a) && accepts(ctx.index, filter, a));
  if (of.length === 0) refuseOtherHoldingsYield(ctx, parent, commodity, accounts);
  if (of.length !== 1) return null;
  ctx.guesses.add(`used ${of[0]}, the income of ${commodity} held on ${accounts.join(', ')}`, 0.05);
  return of[0]!;
}

/**
 * 英伟达 分红 4 美元 with Income:Dividends:AAPL and :MSFT open, none of NVDA and Income:Dividends not
 * open: the accounts under the parent are each another holding's, so none is the income of the
 * holding named: a 422 naming the account to open (it was the most used of them, AAPL's, warned).
 * Nothing when no account under the parent is a holding's (per broker, say: a stand-in is warned).
 */
function refuseOtherHoldingsYield(ctx: Context, parent: string, commodity: string, accounts: readonly string[]): void {
  const money = (c: string) => isMoneyCode(c) || ctx.index.view.operatingCurrencies.includes(c);
  const held = new Set([...ctx.index.accounts].filter(([a]) => a.startsWith(ASSETS + ':')).flatMap(([, a]) => a.currencies.filter((c) => !money(c))));
  const others = [...ctx.index.accounts.keys()].filter((a) => a.startsWith(parent + ':') && isYieldIncome(a) && a.split(':').some((part) => held.has(part)));
  if (others.length === 0) return;
  throw Problem.unprocessable(`no income account of ${commodity} is open`, [
    { path: '/text', message: `${commodity} is held on ${accounts.join(', ')}; ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} another holding's: open ${parent}:${commodity} (or ${parent}) for its income` },
  ]);
}
