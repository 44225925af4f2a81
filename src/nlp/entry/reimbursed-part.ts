// 住院 花了 四千八 工行 报销三千二: a bill paid in full, of which a part is to be reimbursed. The wallet
// paid the bill once; the part to come back is the claim, the rest my spending (it was both
// figures on the claim: ICBC -8000 for a 4800 bill). So with the part said by who pays it back
// (看病 800 工行 公司报销 500), after 其中 (其中3200可以报销), as what can be claimed (能报 3200), with
// my own part said after it (自付 1600: the rest, no more money), for several bills (住宿 600 打车 80
// 报销 680: all of them) and with another purchase after it (买药 200 现金: spending of its own).
import { Decimal } from '../../ledger/core/decimal.ts';
import { AMOUNT_SCALED } from '../chinese-number.ts';
import type { Item } from './item.ts';
import { EXPENSES, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingAccount, markFundingSpan } from './funding-account.ts';
import { walletRightAfter } from './funding-phrases.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';

// the words right before the part: 报销 3200, 报销了 3200, 公司报销 500, 能报销 3200, 能报 3200, 可报 3200, reimbursed 3200
const REIMBURSED_WORDS = String.raw`(?:报销(?:了|的|部分)?|[能可]报|reimbursed|reimbursable|to be reimbursed)\s*[:：]?\s*`;
const REIMBURSED_BEFORE = new RegExp(`${REIMBURSED_WORDS}$`, 'i');
// the part said after 其中 with the words after it: 其中3200可以报销, 其中 3200 能报
const PART_OF_BEFORE = /(?:其中|包括|包含)\s*[:：]?\s*$/;
const REIMBURSED_AFTER = /^\s*(?:元|块钱?)?\s*(?:可以|能|可|要|待)?报(?:销)?/;
// my own part said after the claim's: 自付 1600, 自费 1600, 自己出 1600
const OWN_PART_BEFORE = /(?:自付|自费|自己(?:付|出|掏|承担)了?|个人(?:付|承担|支付)了?)\s*[:：]?\s*$/;
// a bill, then the part to be reimbursed said after it, with no 报销 before the bill (报销 打车 30 午饭 50
// is the claim of both, the employer paying back)
const PART_AFTER_BILL = new RegExp(
  String.raw`^(?:(?!报销|reimburs)[^])*?${AMOUNT_SCALED}(?:[^]*?${REIMBURSED_WORDS}${AMOUNT_SCALED}|[^]*?(?:其中|包括|包含)\s*[:：]?\s*${AMOUNT_SCALED}\s*(?:元|块钱?)?\s*(?:可以|能|可|要|待)?报)`,
  'i',
);

/** Whether the words say a bill, then the part of it to be reimbursed (看病 800 工行 公司报销 500): spending, not money in. */
export function reimbursedPartSaid(text: string): boolean {
  return PART_AFTER_BILL.test(text);
}

export interface ReimbursedPart {
  /** What was paid: the part is of them all when it is their sum, else of the one bill. */
  readonly bills: readonly Item[];
  readonly part: Item;
  /** Other purchases said after it (买药 200 现金): spending of their own. */
  readonly others: readonly Item[];
}

/** The bills and the part of them said as reimbursed after them, else null. */
export function reimbursedPart(ctx: Context): ReimbursedPart | null {
  const { items, text } = ctx;
  if (items.length < 2 || /报销|reimburs/i.test(text.slice(0, items[0]!.amount.start))) return null;
  const at = items.findIndex((item, i) => i > 0 && saidReimbursed(text, items[i - 1]!, item));
  if (at < 0) return restReimbursed(text, items);
  if (items.some((item, i) => i > at && saidReimbursed(text, items[i - 1]!, item))) return null;
  const part = items[at]!;
  const bills = items.slice(0, at);
  if (bills.some((b) => b.currency !== part.currency)) return null;
  const total = bills.reduce((sum, b) => sum.add(b.amount.number), Decimal.ZERO);
  // (of several bills, the part of which one is not said unless it is all of them)
  if (part.amount.number.gt(total) || (bills.length > 1 && !part.amount.number.eq(total))) return null;
  // 自付 1600: my part, the rest of the bill, is no more money
  const own = items[at + 1];
  const ownIsRest = own !== undefined && own.currency === part.currency && OWN_PART_BEFORE.test(text.slice(part.amount.end, own.amount.start)) && own.amount.number.eq(total.sub(part.amount.number));
  return { bills, part, others: items.slice(at + (ownIsRest ? 2 : 1)) };
}

// 公司 报销, 单位报销: who pays back, with no figure of its own (保养 1200 公司 报销 自付 200)
const REIMBURSED_UNSAID = /报销|[能可]报|reimburs/i;

/**
 * 保养 1200 公司 报销 自付 200 工行: a bill, said reimbursed with no figure, then my own part: the
 * rest of the bill is the part to be reimbursed (it was the bill and my part both on the claim:
 * ICBC -1400 for a 1200 bill). Null otherwise.
 */
function restReimbursed(text: string, items: readonly Item[]): ReimbursedPart | null {
  if (items.length !== 2) return null;
  const [bill, own] = items as [Item, Item];
  const between = text.slice(bill.amount.end, own.amount.start);
  if (own.currency !== bill.currency || !OWN_PART_BEFORE.test(between) || !REIMBURSED_UNSAID.test(between.replace(OWN_PART_BEFORE, '')) || !own.amount.number.lt(bill.amount.number)) return null;
  return { bills: [bill], part: { ...own, amount: { ...own.amount, number: bill.amount.number.sub(own.amount.number) } }, others: [] };
}

function saidReimbursed(text: string, before: Item, item: Item): boolean {
  return partSaidReimbursed(text.slice(before.amount.end, item.amount.start), text.slice(item.amount.end, item.end));
}

/** Whether an amount, with `between` the words since the one before and `after` those after it, is said as the part to be reimbursed (公司报销 500, 其中3200可以报销). */
export function partSaidReimbursed(between: string, after: string): boolean {
  if (REIMBURSED_BEFORE.test(between)) return true;
  return PART_OF_BEFORE.test(between) && REIMBURSED_AFTER.test(after);
}

/** The part on the claim, the rest of the bill on its category, the bills paid once from the wallet; other purchases on their own. */
export function reimbursedPartPostings(ctx: Context, payee: PayeeChoice | null, claimOpen: string | null, { bills, part, others }: ReimbursedPart): ParsedPosting[] {
  const total = bills.reduce((sum, b) => sum.add(b.amount.number), Decimal.ZERO);
  // (no reimbursable account open: the bill is spent, the part with it, warned by reimbursableClaim)
  const rest = claimOpen === null ? total : total.sub(part.amount.number);
  const bill = bills[0]!;
  const category = rest.isPositive() ? categoryAccount(ctx, bill, EXPENSES, payee, 'out') : null;
  const billsSaid = bills.map((b) => b.amount.number.toString()).join(' + ');
  const where = claimOpen !== null ? `${part.amount.number.toString()} on ${claimOpen}` : 'no account for it open';
  ctx.guesses.add(`read ${part.amount.number.toString()} as the part of the ${billsSaid} paid to be reimbursed: ${where}${category !== null ? `, ${rest.toString()} spent` : ''}, ${total.toString()} paid`, 0.05);
  const postings = category !== null ? [posting(category, rest, bill.currency)] : [];
  if (claimOpen !== null) postings.push(posting(claimOpen, part.amount.number, bill.currency));
  // (住院 … 工行 报销三千二 买药 200 现金: 现金 paid for the medicine, not the bill: one wallet each)
  const ownWallets = others.map((item) => walletRightAfter(ctx.index, ctx.termMentions, filterFor(FUNDING_ROOTS, ctx.date, item.currency, ctx.index.claims), ctx.text, item.amount.end, item.end));
  const billCtx: Context = { ...ctx, termMentions: ctx.termMentions.filter((m) => !ownWallets.some((w) => w !== undefined && m.start >= w.start && m.end <= w.end)) };
  const wallet = fundingAccount(billCtx, bill.currency, category ?? claimOpen, payee, 'out');
  ctx.fundingSpans = billCtx.fundingSpans;
  postings.push(posting(wallet, total.neg(), bill.currency));
  others.forEach((item, i) => {
    const own = ownWallets[i];
    markFundingSpan(ctx, own);
    postings.push(posting(categoryAccount(ctx, item, EXPENSES, payee, 'out'), item.amount.number, item.currency));
    postings.push(posting(own?.account ?? wallet, item.amount.number.neg(), item.currency));
  });
  return postings;
}
