// 腾讯 派息 680 扣了 20%: what is taken off a dividend with no word of what it is is the tax withheld
// at source. It went to the spending stand-in (Expenses:Fees) when no entry of that income had taken
// anything off before.
import { accepts, type AccountFilter } from '../account-choice.ts';
import type { Context } from './context.ts';

const DIVIDEND = /分红|派息|股息|红利(?!再投资)|\bdividends?\b/i;
const TAX = /^(?:Tax|Taxes)$/i;
const WITHHOLDING = /withh/i;

/**
 * In a sentence of a dividend, the one tax account open under Expenses (a segment Tax or Taxes):
 * the one whose name says withholding when there are several, warned; null when the sentence says
 * no dividend or no one such account is open.
 */
export function dividendTaxAccount(ctx: Context, filter: AccountFilter): string | null {
  if (!DIVIDEND.test(ctx.text)) return null;
  const taxes = [...ctx.index.accounts.keys()].filter((a) => a.startsWith('Expenses:') && a.split(':').some((part) => TAX.test(part)) && accepts(ctx.index, filter, a));
  const withheld = taxes.filter((a) => WITHHOLDING.test(a));
  const one = taxes.length === 1 ? taxes[0]! : withheld.length === 1 ? withheld[0]! : null;
  if (one !== null) ctx.guesses.add(`no word names what was taken off the dividend: used ${one}, read as the tax withheld`, 0.1);
  return one;
}
