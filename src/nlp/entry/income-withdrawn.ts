// 滴滴 周结 流水 8000 平台 抽成 1600 到手 6400 提现 到建行 手续费 6: income said, then what arrived
// withdrawn (提现) to another wallet of mine, less the withdrawal's fee. It was one move of 16000 from
// WeChat to the bank (the income and the commission lost), then a 422 once the settlement was read.
import { Decimal } from '../../ledger/core/decimal.ts';
import { ASSETS, EXPENSES, LIABILITIES, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import type { Item } from './item.ts';
import { CHARGED_FEE_SAID } from './fee-words.ts';
import { fundingFilterExcluding, kindOfMissingWallet, markFundingSpan, namedWithoutAccount } from './funding-account.ts';
import { mostUsedOfKind } from '../account-choice.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';

// 提现 到建行, 提现到 建行: the wallet after it is where the money went
const WITHDRAWN_TO = /提现\s*(?:到|至|进)/;

/** 流水 8000 到手 6400 提现 到建行: 提现 到 said after an amount, of the money said before it. */
export function withdrawnAfterIncome(text: string, items: readonly Item[]): boolean {
  const said = WITHDRAWN_TO.exec(text);
  return said !== null && items.some((item) => item.amount.end <= said.index);
}

/**
 * The postings of the income said before 提现 (by `incomeOf`), the money that arrived moved on to
 * the one wallet said after it, each amount after it a fee of the withdrawal (手续费 6: 6394 reaches
 * the bank, as the entries of such withdrawals book it). Null when the sentence is no such one: no
 * 提现 到 after an amount, another amount after it than a fee, or not one wallet after it.
 */
export function incomeThenWithdrawn(ctx: Context, payee: PayeeChoice | null, incomeOf: (ctx: Context, payee: PayeeChoice | null) => ParsedPosting[]): ParsedPosting[] | null {
  const said = WITHDRAWN_TO.exec(ctx.text);
  if (said === null) return null;
  const at = said.index;
  const before = ctx.items.filter((item) => item.amount.end <= at);
  const after = ctx.items.filter((item) => item.amount.start >= at);
  if (before.length === 0 || before.length + after.length !== ctx.items.length) return null;
  if (after.some((item) => !CHARGED_FEE_SAID.test(ctx.text.slice(item.start, item.amount.start)))) return null;
  const { currency } = before[0]!;
  if (ctx.items.some((item) => item.currency !== currency)) return null;
  const targets = fundingPhrases(ctx.index, ctx.termMentions.filter((m) => m.start >= at), fundingFilterExcluding(ctx, currency), ctx.text);
  // (提现 到建行 with no account for 建行: a bank account of mine, as a move to it is, warned)
  const kind = targets.length === 0 ? kindOfMissingWallet(ctx) : undefined;
  const ofKind = kind === undefined ? null : mostUsedOfKind(ctx.index, filterFor([ASSETS], ctx.date, currency), kind);
  const target = ofKind !== null ? { start: at, end: at, account: ofKind } : new Set(targets.map((t) => t.account)).size === 1 ? targets[0]! : null;
  if (target === null) return null;
  if (ofKind !== null) ctx.guesses.add(`${namedWithoutAccount(ctx)}used ${ofKind} instead`, 0.2);
  // (the spans the narration is told of are shared with `ctx`)
  ctx.fundingSpans ??= [];
  ctx.keptSpans ??= [];
  const incomeCtx: Context = {
    ...ctx,
    text: ctx.text.slice(0, at),
    items: before.map((item) => ({ ...item, end: Math.min(item.end, at) })),
    termMentions: ctx.termMentions.filter((m) => m.end <= at),
  };
  const postings = incomeOf(incomeCtx, payee);
  const landed = postings.filter((p) => (p.account.startsWith(`${ASSETS}:`) || p.account.startsWith(`${LIABILITIES}:`)) && Decimal.parse(p.units.number).isPositive());
  if (landed.length !== 1 || landed[0]!.account === target.account) return null;
  const wallet = landed[0]!.account;
  const arrived = Decimal.parse(landed[0]!.units.number);
  const fee = after.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  if (!arrived.gt(fee)) return null;
  markFundingSpan(ctx, target);
  const moved: ParsedPosting[] = [posting(wallet, arrived.neg(), currency), posting(target.account, arrived.sub(fee), currency)];
  for (const item of after) moved.push(posting(categoryAccount(ctx, item, EXPENSES, null), item.amount.number, currency));
  ctx.guesses.add(`read the ${arrived.toString()} that arrived in ${wallet} as withdrawn to ${target.account}${fee.isZero() ? '' : `, less the fee of ${fee.toString()}`}`, 0.1);
  return [...postings, ...moved];
}
