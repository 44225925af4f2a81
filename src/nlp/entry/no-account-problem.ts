// The 422 when no account of the roots can take the entry (none for the currency, none open yet).
import { Problem } from '../../problem.ts';
import { rootOf } from '../ledger-index.ts';
import type { Context } from './context.ts';

/**
 * No account of the roots can take the entry: none is open for the currency, or (12月5号 said
 * in November, before the ledger's accounts open) none is open yet on the entry's date, which the
 * message then names, since the date is what to check.
 */
export function noAccountProblem(ctx: Context, roots: readonly string[], currency: string, hint: string): Problem {
  const what = roots.length === 1 ? roots[0]! : `${roots.slice(0, -1).join(', ')} or ${roots.at(-1)!}`;
  const later = [...ctx.index.accounts.entries()]
    .filter(([name, a]) => roots.includes(rootOf(name)) && a.openDate > ctx.date && (a.currencies.length === 0 || a.currencies.includes(currency)))
    .map(([, a]) => a.openDate)
    .sort()[0];
  if (later !== undefined) {
    return Problem.unprocessable(`no ${what} account is open on ${ctx.date}, the date read from the text (the first for ${currency} opens on ${later})`, [{ path: '/text', message: 'check the date, or say the year' }]);
  }
  return Problem.unprocessable(`no open ${what} account can hold ${currency}`, [{ path: '/text', message: hint }]);
}
