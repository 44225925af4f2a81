// paid back Tom 150, repaid Tom 200: a debt of mine paid back to the one named (see englishRepaidTo).
import { accepts, type AccountFilter } from '../account-choice.ts';
import { ASSETS, LIABILITIES } from './account-filter.ts';
import type { Context } from './context.ts';
import type { FundingPhrase } from './funding-phrases.ts';

const lastSegment = (account: string) => account.slice(account.lastIndexOf(':') + 1).toLowerCase();

/**
 * The account that `name`'s repayment goes to, when the words named a claim on them (Tom aliasing
 * Assets:Receivables:Tom): what I owe them (Liabilities:Payables:Tom) when one is open, else the
 * claim, warned (it reads as money lent to them).
 */
export function repaidPersonAccount(ctx: Context, target: FundingPhrase, name: string, filter: AccountFilter): FundingPhrase {
  const { index } = ctx;
  if (!target.account.startsWith(ASSETS + ':') || !index.claims.has(target.account)) return target;
  const payable = [...index.claims].find((a) => a.startsWith(LIABILITIES + ':') && lastSegment(a) === name.toLowerCase() && accepts(index, filter, a));
  if (payable !== undefined) return { ...target, account: payable, alsoNamed: [] };
  ctx.guesses.add(`paid back ${name}: the only account of ${name}'s is a claim on them (${target.account}), so it is booked as money paid to it, as a loan; if you owed ${name}, open a payable for them (e.g. Liabilities:Payables:${name})`, 0.2);
  return target;
}
