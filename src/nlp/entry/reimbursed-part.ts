// 住院 花了 四千八 工行 报销三千二: a bill paid in full, of which a part is to be reimbursed. The wallet
// paid the bill once; the part to come back is the claim, the rest my spending (it was both
// figures on the claim: ICBC -8000 for a 4800 bill).
import { Decimal } from '../../ledger/core/decimal.ts';
import type { Item } from './item.ts';
import { EXPENSES } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';

// right before the second amount: 报销 3200, 报销了 3200, 能报销 3200, 报销部分 3200
const REIMBURSED_BEFORE = /报销(?:了|的|部分)?\s*[:：]?\s*$/;

export interface ReimbursedPart {
  readonly bill: Item;
  readonly part: Item;
}

/** The bill and the part of it said as reimbursed after it (two amounts, one currency, the part no more than the bill), else null. */
export function reimbursedPart(ctx: Context): ReimbursedPart | null {
  if (ctx.items.length !== 2) return null;
  const [bill, part] = ctx.items as [Item, Item];
  if (bill.currency !== part.currency || part.amount.number.gt(bill.amount.number)) return null;
  if (/报销/.test(ctx.text.slice(0, bill.amount.start))) return null;
  return REIMBURSED_BEFORE.test(ctx.text.slice(bill.amount.end, part.amount.start)) ? { bill, part } : null;
}

/** The part on the claim, the rest of the bill on its category, the bill paid once from the wallet. */
export function reimbursedPartPostings(ctx: Context, payee: PayeeChoice | null, claim: string, { bill, part }: ReimbursedPart): ParsedPosting[] {
  const rest = bill.amount.number.sub(part.amount.number);
  const category = rest.isPositive() ? categoryAccount(ctx, bill, EXPENSES, payee, 'out') : null;
  const said = (d: Decimal) => d.toString();
  ctx.guesses.add(`read ${said(part.amount.number)} as the part of the ${said(bill.amount.number)} paid to be reimbursed: ${said(part.amount.number)} on ${claim}${category !== null ? `, ${said(rest)} spent` : ''}, ${said(bill.amount.number)} paid`, 0.05);
  const postings = category !== null ? [posting(category, rest, bill.currency)] : [];
  postings.push(posting(claim, part.amount.number, bill.currency));
  postings.push(posting(fundingAccount(ctx, bill.currency, category ?? claim, payee, 'out'), bill.amount.number.neg(), bill.currency));
  return postings;
}
