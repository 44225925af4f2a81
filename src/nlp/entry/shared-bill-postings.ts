// The postings of a bill shared with others: my share, and what they owe me when I paid it all.
import type { Decimal } from '../../ledger/core/decimal.ts';
import type { SharedBill } from '../shares.ts';
import { genericAccount } from '../account-choice.ts';
import { holdsSecurityDeposit, isPersonalClaim } from '../ledger-index.ts';
import { RECEIVABLE_SEGMENTS } from '../lexicon.ts';
import { ASSETS, EXPENSES, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { mentionedClaim } from './funding-phrases.ts';
import { fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import { depositPaid } from './deposit-paid.ts';
import type { PayeeChoice } from './payee.ts';
import { someTenantsReceivable } from './landlord-rent.ts';
import { openPersonalReceivables, sharersReceivableByHistory } from './shared-bill-receivable.ts';

const TENANT_SAID = /租客|房客|\btenants?\b/i;

/**
 * 每人100 with 总共300: a per-person share is never added to the total; AA四个人 400: my share is
 * the total split by the head count (see shares.ts for the rounding). When I paid the whole
 * bill (我付了), my share is spending and the rest is owed to me (the person's account, else a
 * receivable named for no one, else the one receivable of people the history's shared bills use;
 * with none, all of it is spending); otherwise only my share
 * is booked. Either way with a warning.
 */
export function sharedBillPostings(ctx: Context, bill: SharedBill, payee: PayeeChoice | null): ParsedPosting[] {
  const { index, guesses } = ctx;
  const item = ctx.items.find((i) => i.amount === bill.total)!;
  const { currency } = item;
  const total = bill.total.number;
  const share = bill.share;
  const mine = `my share ${share.toString()}${bill.rounded ? ' (rounded)' : ''} of ${total.toString()}${bill.people === null ? '' : ` split ${bill.people} ways`}`;
  // (妈妈 住院 押金 4000 建行 哥哥出一半: my share of a deposit is on the deposit account, to be had back)
  const category = depositPaid(ctx, item, share) ?? categoryAccount(ctx, { ...item, start: 0, end: ctx.text.length }, EXPENSES, payee);
  const wallet = (amount: Decimal) => posting(fundingAccount(ctx, currency, category, payee, 'out'), amount.neg(), currency);
  const rest = total.sub(share);
  // (a deposit account is no one's claim: the brother's half of a deposit was booked on it)
  const deposits = new Set([...index.accounts.values()].filter(holdsSecurityDeposit).map((a) => a.name));
  const filter = filterFor([ASSETS], ctx.date, currency, deposits);
  if (!bill.paidByMe) {
    // (妈妈 医药费 1000 我和哥哥 一人一半 微信 with Assets:Receivables:Brother aliased 哥哥: the one other
    // person sharing has a receivable of their own, kept for what they owe me: the wallet paid the
    // whole and their half is on it, as 哥哥出一半 is; it was my 500 alone, the brother's half lost)
    const theirs = bill.people === 2 ? mentionedClaim(index, ctx.termMentions, filter) : null;
    if (theirs !== null && isPersonalClaim(theirs)) {
      guesses.add(`shared bill: ${mine}, the other ${rest.toString()} on ${theirs}, read as paid by me (who paid was not said: if they paid their half themselves, book ${share.toString()} alone)`, 0.15);
      return [posting(category, share, currency), posting(theirs, rest, currency), wallet(total)];
    }
    guesses.add(`shared bill: booked ${mine} (who paid the rest was not said)`, 0.1);
    return [posting(category, share, currency), wallet(share)];
  }
  // (热水器 坏了 修 380 租客出一半 with a receivable per tenant: the tenants', the most used, warned
  // that the tenant was not named; it was all spending, "no receivable account is open")
  const owedToMe = mentionedClaim(index, ctx.termMentions, filter) ?? genericAccount(index, RECEIVABLE_SEGMENTS, filter)
    ?? (TENANT_SAID.test(ctx.text) ? someTenantsReceivable(index, ctx.date, currency, guesses) : null);
  // (房租 AA 三个人 1350 我先付的 with Assets:Receivables:Flatmates that the ledger's AA bills use, 室友 not said)
  const byHistory = owedToMe === null ? sharersReceivableByHistory(index, filter, category) : null;
  if (!owedToMe && !byHistory) {
    // (with receivables of people open, none of them said nor used so by the history: "no receivable
    // account is open" was false)
    const people = openPersonalReceivables(index);
    guesses.add(people.length === 0
      ? `shared bill: no receivable account is open for the other ${rest.toString()}; booked all ${total.toString()}`
      : `shared bill: who owes the other ${rest.toString()} was not said, and no receivable named for no one (Assets:Receivables) is open; booked all ${total.toString()} (receivables open: ${people.join(', ')})`, 0.15);
    return [posting(category, total, currency), wallet(total)];
  }
  if (byHistory) {
    guesses.add(`shared bill: ${mine}, the other ${rest.toString()} on ${byHistory}, which no word names: the receivable the ledger's shared bills use`, 0.15);
    return [posting(category, share, currency), posting(byHistory, rest, currency), wallet(total)];
  }
  guesses.add(`shared bill: ${mine}, the other ${rest.toString()} on ${owedToMe!}`, 0.1);
  return [posting(category, share, currency), posting(owedToMe!, rest, currency), wallet(total)];
}
