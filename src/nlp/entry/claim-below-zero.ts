// 表弟还我 3000 when the ledger says 表弟 owes 1000: a repayment that takes what someone owes me
// below zero is booked as said (the money came in), but warned, since the claim then says I owe
// them (after a loan booked as a gift, repayments drove Receivables:Cousin to -3200 silently: QA).
import { Decimal } from '../../ledger/core/decimal.ts';
import type { NlpIndex } from '../ledger-index.ts';
import { ASSETS } from './account-filter.ts';
import type { Guesses } from './guesses.ts';
import type { ParsedPosting } from './parsed-entry.ts';

// Assets:Receivables:Cousin, Assets:应收:表弟: what people owe me (a reimbursement a company owes,
// Assets:Reimbursable, is claimed item by item, not lent: left alone)
const RECEIVABLE = /:(?:Receivables?|Loans?(?:Out|Given)?|应收|借出)(?::|$)/i;

/** Warns when a posting paying down a claim on someone (a receivable) leaves it below zero on `date`. */
export function warnOfClaimBelowZero(index: NlpIndex, postings: readonly ParsedPosting[], date: string, guesses: Guesses): void {
  for (const p of postings) {
    const paid = Decimal.parse(p.units.number);
    if (!paid.isNegative() || !p.account.startsWith(`${ASSETS}:`) || !index.claims.has(p.account) || !RECEIVABLE.test(p.account)) continue;
    // (a claim no entry has used yet says nothing of what is owed: the loan may predate the ledger)
    const held = heldOn(index, p.account, p.units.currency, date);
    if (held === null) continue;
    const left = held.add(paid);
    if (!left.isNegative()) continue;
    guesses.add(`${p.account} held ${held.toString()} ${p.units.currency} on ${date}: ${paid.neg().toString()} paid back leaves ${left.toString()}: more than was owed (check what was lent)`, 0.1);
  }
}

/** What the ledger's transactions put on `account` in `currency` up to `date` (that day included); null when none did. */
function heldOn(index: NlpIndex, account: string, currency: string, date: string): Decimal | null {
  let sum: Decimal | null = null;
  for (const t of index.view.transactions) {
    if (t.date > date) break;
    for (const p of t.postings) if (p.account === account && p.units.currency === currency) sum = (sum ?? Decimal.ZERO).add(p.units.number);
  }
  return sum;
}
