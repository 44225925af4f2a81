// validate_currency_constraints: postings only in the currencies an account's open directive lists.
import type { Directive, LedgerError, Open, Transaction } from '../core/directives.ts';

export function currencyConstraintErrors(txn: Transaction, openOf: (account: string) => Open | undefined): LedgerError[] {
  const errors: LedgerError[] = [];
  for (const posting of txn.postings) {
    const open = openOf(posting.account);
    if (open === undefined || open.currencies.length === 0) continue;
    if (!open.currencies.includes(posting.units.currency))
      errors.push({
        source: txn.source,
        message: `Invalid currency ${posting.units.currency} for account '${posting.account}'`,
        kind: 'validation',
        entry: txn,
      });
  }
  return errors;
}

export function validateCurrencyConstraints(entries: readonly Directive[]): LedgerError[] {
  // As in Beancount, the last open directive of an account (duplicates included) holds the constraint.
  const constrained = new Map<string, Open>();
  for (const e of entries) if (e.type === 'open' && e.currencies.length > 0) constrained.set(e.account, e);
  const errors: LedgerError[] = [];
  if (constrained.size === 0) return errors;
  const openOf = (a: string) => constrained.get(a);
  for (const e of entries) {
    if (e.type !== 'transaction') continue;
    // Only build the error list for the (rare) transaction that touches a constrained account.
    let constrainedPosting = false;
    for (const p of e.postings) if (constrained.has(p.account)) constrainedPosting = true;
    if (constrainedPosting) for (const err of currencyConstraintErrors(e, openOf)) errors.push(err);
  }
  return errors;
}
