// ops/validation.validate: the checks bean-check runs after the plugins, in Beancount 2.3's order:
// open/close, active accounts, currency constraints, duplicate balances, duplicate commodities,
// document paths, transaction balances. (validate_data_types is not needed: TypeScript enforces
// the directive types.) They run fused in one pass over the entries, since on a large ledger the
// walk itself costs as much as the checks; each also exists alone in its own file.
import { isAbsolute } from 'node:path';
import type { Balance, Close, Directive, LedgerError, Open, Transaction } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { allowedAfterClose, inactiveAccountMessage } from './active_accounts.ts';
import { currencyConstraintErrors, validateCurrencyConstraints } from './currency_constraints.ts';
import { balanceKey, duplicateCommodityMessage } from './duplicates.ts';
import { entryAccounts } from './entry_accounts.ts';
import { transactionBalanceError } from './transaction_balances.ts';

export function validate(entries: readonly Directive[], options: LedgerOptions): LedgerError[] {
  const openCloseErrors: LedgerError[] = [];
  const currencyErrors: LedgerError[] = [];
  const duplicateBalanceErrors: LedgerError[] = [];
  const duplicateCommodityErrors: LedgerError[] = [];
  const documentErrors: LedgerError[] = [];
  const balanceErrors: LedgerError[] = [];
  const error = (list: LedgerError[], entry: Directive, message: string) => list.push({ source: entry.source, message, kind: 'validation', entry });

  const opens = new Map<string, Open>();
  const closes = new Map<string, Close>();
  const active = new Set<string>();
  const inactiveRefs: { account: string; entry: Directive }[] = [];
  // Currency constraints come from the last open with currencies, wherever it is: a posting on
  // an account not opened yet is checked once the pass has seen every open.
  const constrained = new Map<string, Open>();
  let constraintReplaced = false;
  const deferred: { at: number; txn: Transaction }[] = [];
  // (each transaction's errors with its place in the entries, to put the deferred ones back in order)
  const currencyErrorsAt: number[] = [];
  const balancesByDay = new Map<string, Balance>();
  const commodities = new Set<string>();

  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    switch (entry.type) {
      case 'open': {
        const duplicate = opens.has(entry.account);
        if (duplicate) error(openCloseErrors, entry, `Duplicate open directive for ${entry.account}`);
        else opens.set(entry.account, entry);
        active.add(entry.account);
        if (entry.currencies.length > 0) {
          // A second open that sets currencies applies to earlier postings too.
          if (duplicate) constraintReplaced = true;
          constrained.set(entry.account, entry);
        }
        break;
      }
      case 'close': {
        if (closes.has(entry.account)) {
          error(openCloseErrors, entry, `Duplicate close directive for ${entry.account}`);
        } else {
          const open = opens.get(entry.account);
          if (open === undefined) error(openCloseErrors, entry, `Unopened account ${entry.account} is being closed`);
          else if (entry.date <= open.date) error(openCloseErrors, entry, `Internal error: closing date for ${entry.account} appears before opening date`);
          closes.set(entry.account, entry);
        }
        active.delete(entry.account);
        break;
      }
      case 'transaction': {
        let inactive = false;
        let unopened = false;
        let constrainedPosting = false;
        const postings = entry.postings;
        for (let k = 0; k < postings.length; k++) {
          const p = postings[k]!;
          if (!active.has(p.account)) {
            inactive = true;
            if (!opens.has(p.account)) unopened = true;
          }
          if (constrained.has(p.account)) constrainedPosting = true;
        }
        if (inactive) for (const account of entryAccounts(entry)) if (!active.has(account)) inactiveRefs.push({ account, entry });
        if (unopened) deferred.push({ at: i, txn: entry });
        else if (constrainedPosting) {
          for (const e of currencyConstraintErrors(entry, (a) => constrained.get(a))) {
            currencyErrors.push(e);
            currencyErrorsAt.push(i);
          }
        }
        const unbalanced = transactionBalanceError(entry, options);
        if (unbalanced) balanceErrors.push(unbalanced);
        break;
      }
      case 'balance': {
        const key = balanceKey(entry);
        const previous = balancesByDay.get(key);
        if (previous === undefined) balancesByDay.set(key, entry);
        else if (!previous.amount.number.eq(entry.amount.number)) error(duplicateBalanceErrors, entry, 'Duplicate balance assertion with different amounts');
        noteReference(entry);
        break;
      }
      case 'commodity':
        if (commodities.has(entry.currency)) error(duplicateCommodityErrors, entry, duplicateCommodityMessage(entry.currency));
        else commodities.add(entry.currency);
        break;
      case 'document':
        if (!isAbsolute(entry.filename) && !isAbsolute(entry.source.file)) error(documentErrors, entry, 'Invalid relative path for entry');
        noteReference(entry);
        break;
      default:
        noteReference(entry);
    }
  }

  function noteReference(entry: Directive): void {
    for (const account of entryAccounts(entry)) {
      if (active.has(account)) continue;
      if (allowedAfterClose(entry.type) && opens.has(account)) continue;
      inactiveRefs.push({ account, entry });
    }
  }

  const activeErrors = inactiveRefs.map(({ account, entry }) => ({
    source: entry.source,
    message: inactiveAccountMessage(account, opens.has(account)),
    kind: 'validation',
    entry,
  }));
  let constraintErrors: LedgerError[];
  if (constraintReplaced) {
    constraintErrors = validateCurrencyConstraints(entries);
  } else {
    constraintErrors = currencyErrors;
    if (constrained.size > 0 && deferred.length > 0) constraintErrors = withDeferred(currencyErrors, currencyErrorsAt, deferred, (txn) => currencyConstraintErrors(txn, (a) => constrained.get(a)));
  }
  return [
    ...openCloseErrors,
    ...activeErrors,
    ...constraintErrors,
    ...duplicateBalanceErrors,
    ...duplicateCommodityErrors,
    ...documentErrors,
    ...balanceErrors,
  ];
}

/**
 * The currency errors in the order of their transactions, as Beancount's own pass over the entries
 * gives them: those of transactions checked once every open was seen (they post to an account not
 * yet opened at their place) go back where those transactions are (they came after every other: QA).
 */
function withDeferred(errors: readonly LedgerError[], errorsAt: readonly number[], deferred: readonly { at: number; txn: Transaction }[], check: (txn: Transaction) => LedgerError[]): LedgerError[] {
  const out: LedgerError[] = [];
  let k = 0;
  for (const { at, txn } of deferred) {
    while (k < errors.length && errorsAt[k]! < at) out.push(errors[k++]!);
    for (const e of check(txn)) out.push(e);
  }
  while (k < errors.length) out.push(errors[k++]!);
  return out;
}
