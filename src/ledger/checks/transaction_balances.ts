// validate_check_transaction_balances: after the plugins, every transaction's weights must sum
// to zero within the tolerances inferred from its own numbers.
import type { Decimal } from '../core/decimal.ts';
import type { Directive, LedgerError, Transaction } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { renderInventory } from '../booking/render.ts';
import { computeResidual, inferTolerances, isSmall, stoppedOn } from '../booking/tolerance.ts';

const EXACT_IN_A_DOUBLE = 2 ** 48;

/** True for the common case that needs no tolerance: one currency, no cost or price, summing to zero. */
function sumsToZeroInOneCurrency(txn: Transaction): boolean {
  const postings = txn.postings;
  if (postings.length === 0) return true;
  const first = postings[0]!.units;
  // Same exponent and small coefficients (the usual "12.34 USD"): the sum is exact in doubles,
  // which spares a decimal object per posting.
  let sameExponent = true;
  for (let i = 0; i < postings.length; i++) {
    const p = postings[i]!;
    if (p.cost !== null || p.price !== null || p.units.currency !== first.currency) return false;
    const n = p.units.number;
    if (n.exp !== first.number.exp || n.big !== null || n.small >= EXACT_IN_A_DOUBLE || n.small <= -EXACT_IN_A_DOUBLE) sameExponent = false;
  }
  if (sameExponent && postings.length <= 32) {
    let sum = 0;
    for (let i = 0; i < postings.length; i++) sum += postings[i]!.units.number.small;
    return sum === 0;
  }
  let total = first.number;
  for (let i = 1; i < postings.length; i++) total = total.add(postings[i]!.units.number);
  return total.isZero();
}

/**
 * True when every weight (cost × units, price × units, or units) is in one currency and they sum
 * to exactly zero: the residual inventory is then empty, whatever the tolerances.
 */
function weightsSumToZeroInOneCurrency(txn: Transaction): boolean {
  let currency: string | null = null;
  let total: Decimal | null = null;
  const postings = txn.postings;
  for (let i = 0; i < postings.length; i++) {
    const p = postings[i]!;
    let weight: Decimal;
    let weightCurrency: string;
    if (p.cost !== null) {
      weight = p.cost.number.mul(p.units.number);
      weightCurrency = p.cost.currency;
    } else if (p.price !== null) {
      weight = p.price.number.mul(p.units.number);
      weightCurrency = p.price.currency;
    } else {
      weight = p.units.number;
      weightCurrency = p.units.currency;
    }
    if (currency === null) currency = weightCurrency;
    else if (weightCurrency !== currency) return false;
    total = total === null ? weight : total.add(weight);
  }
  return total === null || total.isZero();
}

export function transactionBalanceError(txn: Transaction, options: LedgerOptions): LedgerError | null {
  if (sumsToZeroInOneCurrency(txn) || weightsSumToZeroInOneCurrency(txn)) return null;
  const residual = computeResidual(txn.postings);
  try {
    if (residual.isEmpty() || isSmall(residual, inferTolerances(txn.postings, options))) return null;
  } catch (err) {
    return { ...stoppedOn(err, txn.source), kind: 'validation', entry: txn };
  }
  // Inventory.__str__: the positions sorted (USD, EUR, JPY... first), not in the order they came.
  return { source: txn.source, message: `Transaction does not balance: ${renderInventory(residual)}`, kind: 'validation', entry: txn };
}

export function validateTransactionBalances(entries: readonly Directive[], options: LedgerOptions): LedgerError[] {
  const errors: LedgerError[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type !== 'transaction') continue;
    const error = transactionBalanceError(e, options);
    if (error) errors.push(error);
  }
  return errors;
}
