// A tax refund (个税退税 860 到账, 退税 1230 到招行): tax paid taken back, not income.
import { bestMention, isBankAccount, mostUsedOfKind } from '../account-choice.ts';
import { walletWordsWithoutAccount } from '../mentions.ts';
import type { Item } from './item.ts';
import { ASSETS, INCOME, EXPENSES, filterFor } from './account-filter.ts';
import { type Context, mentionsIn, itemText } from './context.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { fundingFilterExcluding } from './funding-account.ts';

// 个税退税 860, 退税 1230 到招行: tax paid back (not 退税费, a fee)
const TAX_REFUND = /退税(?!费)/;

/**
 * 个税退税 860 到账: a tax refund takes back tax paid, off the tax account its words name (个税, or
 * 退税 itself: Expenses:Tax:IncomeTax), unless they name an income account for it (Income:TaxRefund);
 * it was income at the catch-all. Null when the item is no tax refund.
 */
export function taxRefunded(ctx: Context, item: Item, refunded: Set<string>): string | null {
  if (!TAX_REFUND.test(itemText(ctx, item))) return null;
  const own = mentionsIn(ctx.termMentions, item);
  const income = bestMention(ctx.index, own, filterFor([INCOME], ctx.date, item.currency));
  if (income !== null && !income.loose) return null;
  const tax = bestMention(ctx.index, own, filterFor([EXPENSES], ctx.date, item.currency));
  if (tax === null || tax.loose) return null;
  ctx.guesses.add(`read ${item.amount.number.toString()} as a tax refund: taken off ${tax.account}`, 0.05);
  refunded.add(tax.account);
  return tax.account;
}

/**
 * With no receiving account named and no history of the tax account's, a tax refund lands in a
 * bank account, as income from no one named does (it went to the first wallet by name: Alipay).
 * Null otherwise (the history of the tax account decides, see fundingAccount).
 */
export function refundedInto(ctx: Context, tax: string, currency: string): string | null {
  // (a wallet named, even one with no account of its own, 招行, is where it went: see fundingAccount)
  if (ctx.index.fundingByCounter.has(tax) || fundingPhrases(ctx.index, ctx.termMentions, fundingFilterExcluding(ctx, currency, new Set([tax])), ctx.text).length > 0) return null;
  if (walletWordsWithoutAccount(ctx.text, ctx.index, ctx.termMentions).length > 0) return null;
  const bank = mostUsedOfKind(ctx.index, filterFor([ASSETS], ctx.date, currency, ctx.index.claims), isBankAccount);
  if (bank !== null) ctx.guesses.add(`no receiving account named; used ${bank}`, 0.15);
  return bank;
}
