// The postings of spending and refunds: each item's category (or a reimbursable, a deposit), and
// the wallets that paid.
import { Decimal } from '../../ledger/core/decimal.ts';
import { accepts, bestMention } from '../account-choice.ts';
import { reimbursableAccount } from './reimbursable.ts';
import { depositPaid } from './deposit-paid.ts';
import { type Item, byCurrency } from './item.ts';
import { ASSETS, INCOME, EXPENSES, filterFor } from './account-filter.ts';
import { type Context, mentionsIn, itemText } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { type FundingPhrase, fundingPhrases } from './funding-phrases.ts';
import { fundingFilterExcluding, markFundingSpan, fundingAccount } from './funding-account.ts';
import { categoryAccount, knownPayeeAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';
import { splitPayment } from './split-payment.ts';
import { wagesPaidPostings } from './gross-and-net.ts';
import { feesBeside, feeAccount, feeTakenOffAccount } from './payment-fees.ts';
import { shopPaidOutAccount } from './shop-refunds-advances.ts';
import { payablesOfItems } from './bought-on-credit.ts';
import { categoriesTogether } from './two-categories.ts';
import { INSURER_REIMBURSED } from './insured-part.ts';
import { reimbursedPart, reimbursedPartPostings } from './reimbursed-part.ts';

// Between an item's amount and a wallet said in the next comma clause, as dictation writes it:
// 三十五块五，微信; 二十五块，用的是微信; 四十三块，用的现金
const OWN_CLAUSE_AFTER_AMOUNT = /^[\s\uE000元块钱整]*[，,、]\s*(?:用的是|用的|用了|用|是)?\s*$/;

/**
 * The wallet each item names for itself (午饭 35 微信 晚饭 40 支付宝; 午饭 35 微信，晚饭 40 支付宝; 午饭 35，微信，晚饭 40，支付宝):
 * when the sentence names more than one wallet, each right after an item's amount or inside the
 * item's own clause, and every item has one. Null otherwise (one wallet for the sentence).
 */
function itemWallets(ctx: Context): FundingPhrase[] | null {
  const { index, items, text } = ctx;
  if (items.length < 2) return null;
  const wallets: (FundingPhrase | null)[] = items.map(() => null);
  let named = 0;
  for (const currency of new Set(items.map((i) => i.currency))) {
    for (const phrase of fundingPhrases(index, ctx.termMentions, fundingFilterExcluding(ctx, currency, index.claims), text)) {
      named++;
      const owner = items.findIndex((item) =>
        item.currency === currency &&
        ((phrase.start >= item.start && phrase.end <= item.end && !/\d/.test(text.slice(item.amount.end, phrase.start))) ||
          // 午饭 35 昨天 微信: a date said between (masked) leaves the wallet the item's
          /^[\s\uE000元块钱整]*(?:用的?|走)?\s*$/.test(text.slice(item.amount.end, phrase.start)) ||
          // 午饭25，微信，打车20，支付宝: in a clause of its own right after the item's, in no item's words
          (OWN_CLAUSE_AFTER_AMOUNT.test(text.slice(item.amount.end, phrase.start)) && !items.some((i) => phrase.start < i.end && i.start < phrase.end))));
      if (owner < 0 || wallets[owner] !== null) return null;
      wallets[owner] = phrase;
    }
  }
  if (named < 2) return null;
  // (进货 2000 其中运费 100 包装 50 工行: a wallet in an item's words before its amount closes no run)
  if (wallets.some((w) => w === null) && wallets.some((w, i) => w !== null && w.start < items[i]!.amount.start)) return null;
  // 早饭8，现金，午饭25，晚饭40，微信: a wallet closes the run of items said since the wallet before it
  // (all 73 were paid from the first wallet named, warned)
  const run: number[] = [];
  const runsRead: string[] = [];
  for (let i = 0; i < items.length; i++) {
    if (wallets[i] === null) {
      run.push(i);
      continue;
    }
    if (run.length > 0) runsRead.push(`read ${text.slice(wallets[i]!.start, wallets[i]!.end).trim()} as paying ${run.map((r) => text.slice(items[r]!.amount.start, items[r]!.amount.end).trim()).join(', ')} said before it too`);
    for (const r of run.splice(0)) wallets[r] = wallets[i]!;
  }
  if (wallets.some((w) => w === null)) return null;
  const chosen = wallets as FundingPhrase[];
  if (new Set(chosen.map((w) => w.account)).size < 2) return null;
  for (const read of runsRead) ctx.guesses.add(read, 0.05);
  return chosen;
}

/**
 * The words of an item's wallet to leave out of the narration: the wallet, or its whole clause when
 * said in one of its own after the item's (午饭25，用的是微信，…; 午饭25，微信付的，…).
 */
function walletClause(ctx: Context, item: Item, wallet: FundingPhrase): { start: number; end: number } {
  const { text, items } = ctx;
  if (items.some((i) => wallet.start < i.end && i.start < wallet.end)) return wallet;
  // (早饭8，午饭25，晚饭40，微信: the wallet closing a run is the clause of the run's last item only)
  if (items.some((i) => i !== item && i.amount.start >= item.amount.end && i.amount.start < wallet.start)) return wallet;
  const before = /^[\s\uE000元块钱整]*[，,、]/.exec(text.slice(item.amount.end, wallet.start));
  const after = /^\s*(?:(?:付|刷|支付|交|转)的?)?\s*(?=[，,。；;]|$)/.exec(text.slice(wallet.end));
  if (before === null || after === null) return wallet;
  return { start: item.amount.end + before[0].length, end: wallet.end + after[0].length };
}

export function spendingPostings(ctx: Context, payee: PayeeChoice | null, refund: boolean): ParsedPosting[] {
  if (!refund) {
    const wages = wagesPaidPostings(ctx, payee);
    if (wages !== null) return wages;
    const split = splitPayment(ctx, payee);
    if (split !== null) return split;
  }
  const sign = (d: Decimal) => (refund ? d.neg() : d);
  const claim = refund ? null : reimbursableClaim(ctx);
  // (住院 花了 4800 工行 报销 3200: the bill paid once, the part to come back on the claim)
  // (看病 800 报销 500 with no reimbursable account open: the bill spent, not 1300)
  const part = refund ? null : reimbursedPart(ctx);
  if (part !== null) return reimbursedPartPostings(ctx, payee, claim, part);
  // (退款 50 退回手续费 1: a fee given back is refunded with the rest)
  const fees = claim !== null ? [] : feesBeside(ctx).filter((f) => !refund || !/退|返/.test(itemText(ctx, f)));
  const category = (item: Item) => claim ?? (refund ? refundIncome(ctx, item, payee) : (depositPaid(ctx, item) ?? shopPaidOutAccount(ctx, item) ?? categoriesTogether(ctx, item))) ?? categoryAccount(ctx, item, EXPENSES, payee, refund ? undefined : 'out');
  const paid = new Map(ctx.items.filter((i) => !fees.includes(i)).map((i) => [i, category(i)]));
  // (beside spending the fee is read as before: 顺丰运费 30 工行 手续费 1 is all shipping)
  const onPayable = [...paid.values()].some((a) => !a.startsWith(EXPENSES + ':'));
  // 退款 50 微信 手续费 1: a fee beside money back is spent, taken off what came back (it was
  // refunded too: 51 in)
  const refunded = (currency: string) => [...paid.keys()].filter((i) => i.currency === currency).reduce((sum, i) => sum.add(i.amount.number), Decimal.ZERO);
  const feeCategory = (item: Item) => (refund ? feeTakenOffAccount(ctx, item, refunded(item.currency)) : onPayable ? feeAccount(ctx, item) : category(item));
  const categories = ctx.items.map((item) => paid.get(item) ?? feeCategory(item));
  const signed = (item: Item) => (refund && fees.includes(item) ? item.amount.number : sign(item.amount.number));
  const postings = ctx.items.map((item, i) => posting(categories[i]!, signed(item), item.currency));
  // (李老板的货款 3200 还没付 赵老板的货款 4500 还没付: each owed to whom its words name)
  const owedEach = refund ? null : payablesOfItems(ctx);
  if (owedEach !== null) {
    ctx.items.forEach((item, i) => postings.push(posting(owedEach[i]!, item.amount.number.neg(), item.currency)));
    return postings;
  }
  const wallets = itemWallets(ctx);
  if (wallets !== null) {
    // One funding posting per wallet and currency, in the order said.
    const totals = new Map<string, { account: string; currency: string; total: Decimal }>();
    ctx.items.forEach((item, i) => {
      const wallet = wallets[i]!;
      markFundingSpan(ctx, walletClause(ctx, item, wallet));
      const key = `${wallet.account}\u0000${item.currency}`;
      const sum = totals.get(key);
      if (sum === undefined) totals.set(key, { account: wallet.account, currency: item.currency, total: item.amount.number });
      else sum.total = sum.total.add(item.amount.number);
    });
    for (const { account, currency, total } of totals.values()) postings.push(posting(account, sign(total).neg(), currency));
    return postings;
  }
  for (const currency of byCurrency(ctx.items).keys()) {
    const counter = categories[ctx.items.findIndex((i) => i.currency === currency)] ?? null;
    const net = ctx.items.filter((i) => i.currency === currency).reduce((sum, i) => sum.add(signed(i)), Decimal.ZERO);
    postings.push(posting(fundingAccount(ctx, currency, counter, payee, refund ? 'in' : 'out'), net.neg(), currency));
  }
  return postings;
}

/**
 * A refund whose words name nothing bought, and no payee with a record or history (`退款 到账 58.5 支付宝`, `淘宝 退款 59`): the Income account
 * the words name itself (Income:Refund, or one aliased 退款) when the user keeps one for refunds,
 * rather than a stand-in for the purchase's unknown category. Null otherwise.
 */
function refundIncome(ctx: Context, item: Item, payee: PayeeChoice | null): string | null {
  // (a shop with no record or history of what was bought there says nothing of it: 淘宝 退款 59)
  if (payee !== null && knownPayeeAccount(ctx.index, payee, EXPENSES, filterFor([EXPENSES], ctx.date, item.currency)) !== null) return null;
  const words = mentionsIn(ctx.termMentions, item);
  // (a shop's word that names only a parent category, 拼多多 -> Shopping, names nothing bought either)
  const bought = bestMention(ctx.index, words, filterFor([EXPENSES], ctx.date, item.currency));
  if (bought !== null && !bought.loose) return null;
  const income = bestMention(ctx.index, words, filterFor([INCOME], ctx.date, item.currency));
  return income !== null && !income.loose ? income.account : null;
}

/**
 * 打车 98 报销: spending the employer pays back goes to the reimbursable account when one is open
 * (it is money owed to me, not my spending); else to its category, warned.
 */
function reimbursableClaim(ctx: Context): string | null {
  // (医保报销了 230: the insurer paid, no claim of mine on the employer)
  // (住院 花了 4800 工行 能报 3200: the part that can be claimed)
  if (!/报销|reimbursed|reimbursable/i.test(ctx.text.replace(INSURER_REIMBURSED, '')) && reimbursedPart(ctx) === null) return null;
  const assets = filterFor([ASSETS], ctx.date, ctx.items[0]!.currency);
  // (出差 打车 86 信用卡 公司报销 with Assets:Receivables:Company aliased 公司报销: the claim named)
  const named = ctx.termMentions.find((m) => m.entry.term.includes('报销') && m.entry.hits.some((h) => ctx.index.claims.has(h.account) && accepts(ctx.index, assets, h.account)));
  const claim = reimbursableAccount(ctx.index, assets) ?? named?.entry.hits.find((h) => ctx.index.claims.has(h.account) && accepts(ctx.index, assets, h.account))?.account ?? null;
  ctx.guesses.add(claim ? `to be reimbursed: booked on ${claim}` : 'to be reimbursed, but no reimbursable account is open: booked as spending', claim ? 0.05 : 0.1);
  return claim;
}
