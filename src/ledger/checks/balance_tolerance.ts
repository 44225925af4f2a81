// get_balance_tolerance (ops/balance.py): how far a balance assertion may be off.
import { Decimal } from '../core/decimal.ts';
import type { Balance } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { pythonDecimalText } from '../core/python_repr.ts';

/**
 * The explicit `~ tolerance` if given; otherwise, for a number written with decimals, twice the
 * inferred-tolerance multiplier times its last digit (users round balances more loosely than
 * postings); an integer must match exactly.
 */
export function balanceTolerance(balance: Pick<Balance, 'amount' | 'tolerance'>, options: Pick<LedgerOptions, 'inferredToleranceMultiplier'>): Decimal {
  if (balance.tolerance !== null) return balance.tolerance;
  const exp = balance.amount.number.exp;
  if (exp >= 0) return Decimal.ZERO;
  return new Decimal(1n, exp).mul(options.inferredToleranceMultiplier.mul(Decimal.fromInt(2)));
}

/**
 * The "Balance failed" message, with the difference signed as accumulated minus expected. The two
 * amounts print plain (str of an Amount) but the difference is a bare Decimal, which Python's
 * str writes in scientific notation when small: (1.0E-7 too little).
 */
export function balanceFailedMessage(balance: Balance, accumulated: Decimal): string {
  const diff = accumulated.sub(balance.amount.number);
  const currency = balance.amount.currency;
  return (
    `Balance failed for '${balance.account}': expected ${balance.amount.number} ${currency} != ` +
    `accumulated ${accumulated} ${currency} (${pythonDecimalText(diff.abs())} ${diff.isPositive() ? 'too much' : 'too little'})`
  );
}
