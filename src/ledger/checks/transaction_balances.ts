// validate_check_transaction_balances: after the plugins, every transaction's weights must sum
// to zero within the tolerances inferred from its own numbers.
import type { Directive, LedgerError, Transaction } from '../core/directives.ts';
import type { Inventory } from '../core/inventory.ts';
import type { LedgerOptions } from '../core/options.ts';
import { computeResidual, inferTolerances, isSmall } from '../booking/tolerance.ts';

const EXACT_IN_A_DOUBLE = 2n ** 48n;

/** True for the common case that needs no tolerance: one currency, no cost or price, summing to zero. */
function sumsToZeroInOneCurrency(txn: Transaction): boolean {
  const postings = txn.postings;
  if (postings.length === 0) return true;
  const first = postings[0]!.units;
  // Same exponent and small coefficients (the usual "12.34 USD"): the sum is exact in doubles,
  // which spares a decimal object per posting.
  let sameExponent = true;
  for (const p of postings) {
    if (p.cost !== null || p.price !== null || p.units.currency !== first.currency) return false;
    const n = p.units.number;
    if (n.exp !== first.number.exp || n.coef >= EXACT_IN_A_DOUBLE || n.coef <= -EXACT_IN_A_DOUBLE) sameExponent = false;
  }
  if (sameExponent && postings.length <= 32) {
    let sum = 0;
    for (const p of postings) sum += Number(p.units.number.coef);
    return sum === 0;
  }
  let total = first.number;
  for (let i = 1; i < postings.length; i++) total = total.add(postings[i]!.units.number);
  return total.isZero();
}

export function transactionBalanceError(txn: Transaction, options: LedgerOptions): LedgerError | null {
  if (sumsToZeroInOneCurrency(txn)) return null;
  const residual = computeResidual(txn.postings);
  if (residual.isEmpty() || isSmall(residual, inferTolerances(txn.postings, options))) return null;
  return { source: txn.source, message: `Transaction does not balance: ${residualText(residual)}`, kind: 'validation' };
}

function residualText(residual: Inventory): string {
  return `(${residual.positions().map((p) => `${p.units.number} ${p.units.currency}`).join(', ')})`;
}

export function validateTransactionBalances(entries: readonly Directive[], options: LedgerOptions): LedgerError[] {
  const errors: LedgerError[] = [];
  for (const e of entries) {
    if (e.type !== 'transaction') continue;
    const error = transactionBalanceError(e, options);
    if (error) errors.push(error);
  }
  return errors;
}
