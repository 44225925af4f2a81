// Money a supplier gives back (供应商退款 200 工行, 老陈还款 500 工行) and goods sent back to them
// (退老陈货 500): what the supplier's payable records, the other way round from paying them.
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import type { Intent } from '../direction.ts';
import { isFunding, isHolding, namesItself, rootOf, type NlpIndex } from '../ledger-index.ts';
import { findPayeeMentions, type Span, type TermMention } from '../mentions.ts';
import { accepts, bestMentionedAccount, mostUsed } from '../account-choice.ts';
import { byCurrency } from './item.ts';
import { ASSETS, LIABILITIES, EXPENSES, INCOME, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingAccount, markFundingSpan } from './funding-account.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { isPayable } from './payable-paid-off.ts';
import { feesBeside, feeTakenOffAccount } from './payment-fees.ts';

/** A supplier said in the sentence: their payable, whom it names, and where the words stand. */
export interface SupplierSaid extends Span {
  readonly payable: string;
  /** The payee record said (老陈), null for the payable's own word (供应商). */
  readonly person: string | null;
}

/**
 * The suppliers the sentence names: a payee recorded on a payable of mine that is no card nor
 * credit line (老陈 on Liabilities:Supplier), or such a payable by its own name or alias (供应商).
 */
export function suppliersSaid(text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): SupplierSaid[] {
  const filter = filterFor([LIABILITIES], date, currency);
  const fits = (account: string | undefined): account is string => account !== undefined && rootOf(account) === LIABILITIES && accepts(index, filter, account) && isPayable(index, account);
  const said: SupplierSaid[] = [];
  for (const m of findPayeeMentions(text, index)) {
    const account = m.entry.known ? index.payeeAccount.get(m.entry.payee) : undefined;
    if (fits(account)) said.push({ start: m.start, end: m.end, payable: account, person: m.entry.payee });
  }
  for (const m of mentions) {
    const hit = m.entry.hits.find((h) => namesItself(h) && fits(h.account));
    if (hit && !said.some((s) => s.start < m.end && m.start < s.end)) said.push({ start: m.start, end: m.end, payable: hit.account, person: null });
  }
  return said.sort((a, b) => a.start - b.start);
}

// 供应商退款, 老陈退钱, 老陈还我, 老陈退我, 供应商返还: the supplier right before gives money back
// (not 退货, goods: see goodsReturned). Not 老陈还款 / 老陈还了: said of whom I owe, it is my repaying them,
// as 花呗还款 and 信用卡还款 are (a customer's 张三还款 is money in: see repaymentsSaid).
const GIVES_BACK_AFTER = /^\s*(?:已经?|也|又)?(?:退(?:了|回|还)?(?:款|钱|货款)|退了|退回(?!货)|返(?:还|款)|还我|退(?:还|回)?给?我们?(?!\s*的?货))/;
// 给供应商退款, 还老陈, 付老陈: money to them, not from them
const TO_THEM_BEFORE = /(?:给|替|帮|为|代|向|还|付|转)\s*$/;
// 退老陈货款, 退供应商的钱: the payment for goods made to whom the shop owes, given back (a supplier is
// paid, never pays the shop for goods: not 退给老陈, 退还老陈, which say to whom)
const GIVEN_BACK_BEFORE = /退\s*$/;
const PAYMENT_AFTER = /^\s*的?\s*(?:货款|款|钱)/;

/**
 * 供应商退款 200 工行, 老陈还款 500 工行, 退老陈货款 500: the supplier (see suppliersSaid) right before
 * words of giving money back, or between 退 and what was paid (货款), gives it to me: the wallet
 * takes it, and it is booked on their payable (it was a refund of a stand-in category paid into
 * the payable, or my paying 老陈 off). Not with a spending category named (供应商退款 200 包装:
 * money back on that spending).
 */
export function moneyBackFromSupplier(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): SupplierSaid | null {
  if (intent.direction !== 'refund' && intent.direction !== 'transfer' && intent.direction !== 'repaid' && intent.direction !== 'expense') return null;
  if (bestMentionedAccount(index, mentions, filterFor([EXPENSES], date, currency)) !== null) return null;
  return (
    suppliersSaid(text, mentions, index, date, currency).find((s) => {
      const before = text.slice(0, s.start);
      const after = text.slice(s.end);
      return (GIVES_BACK_AFTER.test(after) && !TO_THEM_BEFORE.test(before)) || (GIVEN_BACK_BEFORE.test(before) && PAYMENT_AFTER.test(after));
    }) ?? null
  );
}

/**
 * 供应商退款 200 包装 工行: money back on spending named, from the supplier: the supplier's payable,
 * said as who gave it back (see moneyBackFromSupplier), is no account it went into (it was the
 * payable credited with the refund, 工行 warned as a second receiving account). The context for
 * the refund with the supplier's words taken out of the accounts named (they stay in the
 * narration), or `ctx` when no supplier is said so.
 */
export function withoutRefundingSupplier(ctx: Context): Context {
  const currency = ctx.items[0]!.currency;
  const supplier = suppliersSaid(ctx.text, ctx.termMentions, ctx.index, ctx.date, currency).find((s) => GIVES_BACK_AFTER.test(ctx.text.slice(s.end)) && !TO_THEM_BEFORE.test(ctx.text.slice(0, s.start)));
  if (supplier === undefined) return ctx;
  // (the spans marked for the narration are shared with `ctx`)
  ctx.fundingSpans ??= [];
  (ctx.keptSpans ??= []).push(supplier);
  return { ...ctx, termMentions: ctx.termMentions.filter((m) => !(m.start < supplier.end && supplier.start < m.end)) };
}

/** The postings of money back from a supplier: into the wallet, from their payable, warned. */
export function moneyBackPostings(ctx: Context, supplier: SupplierSaid): ParsedPosting[] {
  const who = supplier.person ?? ctx.text.slice(supplier.start, supplier.end);
  ctx.guesses.add(`read as money back from ${who}, booked on ${supplier.payable}: if it was paid to them, say 付 or 还 before the name`, 0.15);
  (ctx.keptSpans ??= []).push(supplier);
  const postings: ParsedPosting[] = [];
  // (the payable, named, is not where the money landed)
  const receiving: Context = { ...ctx, termMentions: ctx.termMentions.filter((m) => !(m.start < supplier.end && supplier.start < m.end)) };
  // (老陈退款 200 工行 手续费 1: the fee is taken off what came back, see payment-fees.ts; it was 201 back)
  const fees = feesBeside(ctx);
  for (const [currency, total] of byCurrency(ctx.items.filter((i) => !fees.includes(i)))) {
    const wallet = fundingAccount(receiving, currency, supplier.payable, null, 'in', true);
    if (wallet === supplier.payable) throw Problem.unprocessable('could not tell the supplier\'s account from the account the money went into');
    const feesPaid = fees.filter((f) => f.currency === currency);
    const fee = feesPaid.reduce((sum, f) => sum.add(f.amount.number), Decimal.ZERO);
    postings.push(posting(wallet, total.sub(fee), currency), posting(supplier.payable, total.neg(), currency));
    for (const f of feesPaid) postings.push(posting(feeTakenOffAccount(ctx, f, total), f.amount.number, currency));
  }
  return postings;
}

// 老陈欠款 300, 老陈的欠款 300, 老陈欠货款 300: the supplier said first, then what is owed (not 欠我:
// 老陈欠我 says he owes me)
const OWED_AFTER = /^\s*的?\s*欠的?(?:款|货款|账|钱)(?=[\s\d\uE000]|$)/;
// Words of money moving or of a return: a payment (付老陈欠款, 老陈欠款 还了), not a new debt
const MOVED = /收|还|回款|结清|结账|结款|付|转|打款|打钱|汇|到账|进账|入账|退|借/;

/**
 * 老陈欠款 300 with 老陈 recorded on Liabilities:Supplier, no wallet named: 老陈 is whom the shop
 * owes, so what is owed to him is what is noted, 300 more for goods had on credit (it was 300 paid
 * off from a wallet guessed, Alipay). The supplier said (a payee record, see suppliersSaid), or
 * null. A wallet named (老陈欠款 300 工行) says it was paid: read as before.
 */
export function owedToSupplierSaid(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): SupplierSaid | null {
  if (intent.direction !== 'expense' || MOVED.test(text)) return null;
  const supplier = suppliersSaid(text, mentions, index, date, currency).find((s) => s.person !== null && /^[\s\uE000]*$/.test(text.slice(0, s.start)) && OWED_AFTER.test(text.slice(s.end)));
  if (supplier === undefined) return null;
  const wallets = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, new Set([...index.claims, supplier.payable])), text);
  return wallets.length === 0 ? supplier : null;
}

/** What the words say when a supplier's debt is read as owed more (see owedToSupplierSaid). */
export function owedToSupplierWarning(text: string, supplier: SupplierSaid, total: string): string {
  const said = `${text.slice(supplier.start, supplier.end)}${OWED_AFTER.exec(text.slice(supplier.end))![0].trim()}`;
  return `read ${said} as ${total} more owed to ${supplier.person} (recorded on ${supplier.payable}, whom the shop owes) for goods had on credit, no money moved: if it was paid to them, say 付 or 还 and the account; if ${supplier.person} owes you, say ${supplier.person}欠我 and what for`;
}

// 退老陈货, 退给老陈的货, 退老陈茶叶, 退货给老陈, 给老陈退货, 向供应商退货: goods sent back to the supplier
const RETURN_BEFORE = /退(?:给|还给|回给)?\s*$/;
const GOODS_AFTER = /^\s*的?\s*货(?!款)/;
// 退老陈茶叶 500: the goods named after the supplier (not money: 退老陈货款, 退老陈钱, 押金)
const NAMED_AFTER = /^(\s*的?\s*)(?!货款|款|钱|账|债|押金|定金|订金|利息|欠)[\u3400-\u9fff]/;

/** Whether words right after the supplier (at `at`) name the goods: a word, not money nor a wallet. */
function goodsNamedAt(text: string, at: number, mentions: readonly TermMention[], index: NlpIndex): boolean {
  const m = NAMED_AFTER.exec(text.slice(at));
  if (m === null) return false;
  const start = at + m[1]!.length;
  return !mentions.some((t) => t.start === start && t.entry.hits.every((h) => isFunding(h.account) && !isHolding(index, h.account)));
}
const RETURN_TO_BEFORE = /退(?:货|回|还)?给\s*$/;
const TO_BEFORE = /(?:给|向|跟)\s*$/;
const RETURN_AFTER = /^\s*退(?:了|回)?货(?!款)/;

/**
 * 退老陈货 500, 退老陈茶叶 500, 退货给老陈 500, 给供应商退货 500: goods sent back to the supplier (see suppliersSaid).
 * What is owed to them goes down by the goods, which leave the stock (it was the payable paid off
 * from a wallet guessed). Null otherwise.
 */
export function goodsReturnedToSupplier(text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): SupplierSaid | null {
  return (
    suppliersSaid(text, mentions, index, date, currency).find((s) => {
      const before = text.slice(0, s.start);
      const after = text.slice(s.end);
      return (RETURN_BEFORE.test(before) && (GOODS_AFTER.test(after) || goodsNamedAt(text, s.end, mentions, index))) || (RETURN_TO_BEFORE.test(before) && /货/.test(before)) || (TO_BEFORE.test(before) && RETURN_AFTER.test(after));
    }) ?? null
  );
}

/**
 * The goods held that a return to the supplier takes out: the stock the words name, else the one
 * open (Assets:Inventory:Tea, what the purchases buy into), else the one most used of several.
 */
function stockReturned(ctx: Context, currency: string): string {
  const { index } = ctx;
  const filter = filterFor([ASSETS], ctx.date, currency);
  const stocks = [...index.accounts.keys()].filter((a) => isHolding(index, a) && !index.claims.has(a) && accepts(index, filter, a));
  const named = ctx.termMentions.find((m) => m.entry.hits.some((h) => stocks.includes(h.account)));
  if (named !== undefined) {
    (ctx.keptSpans ??= []).push(named);
    return bestMentionedAccount(index, [named], { ...filter, exclude: new Set([...index.accounts.keys()].filter((a) => !stocks.includes(a))) })!;
  }
  if (stocks.length === 1) return stocks[0]!;
  const used = stocks.length > 1 ? mostUsed(index, { ...filter, exclude: new Set([...index.accounts.keys()].filter((a) => !stocks.includes(a))) }) : null;
  if (used === null) throw Problem.unprocessable('goods returned, but no account for goods in stock is open', [{ path: '/text', message: 'open one (e.g. Assets:Inventory) or name the stock the goods came from' }]);
  ctx.guesses.add(`several accounts hold goods; took the goods returned out of ${used}, the most used`, 0.15);
  return used;
}

/**
 * The postings of goods returned to a supplier: the stock goes down (or the spending category the
 * goods' words name), and what is owed to them with it; a wallet named took money back for them
 * instead. Warned either way.
 */
export function goodsReturnedPostings(ctx: Context, supplier: SupplierSaid): ParsedPosting[] {
  const who = supplier.person ?? ctx.text.slice(supplier.start, supplier.end);
  (ctx.keptSpans ??= []).push(supplier);
  const postings: ParsedPosting[] = [];
  for (const [currency, total] of byCurrency(ctx.items)) {
    // (退老陈包装盒 200: goods of a spending category named come off it, not off the stock of tea)
    const spent = bestMentionedAccount(ctx.index, ctx.termMentions, filterFor([EXPENSES], ctx.date, currency));
    const stock = spent ?? stockReturned(ctx, currency);
    const wallets = fundingPhrases(ctx.index, ctx.termMentions, filterFor(FUNDING_ROOTS, ctx.date, currency, new Set([...ctx.index.claims, stock, supplier.payable])), ctx.text);
    const wallet = wallets[0];
    if (wallet !== undefined) {
      markFundingSpan(ctx, wallet);
      ctx.guesses.add(`read as goods returned to ${who} for money back into ${wallet.account}, taken out of ${stock}`, 0.15);
      postings.push(posting(wallet.account, total, currency), posting(stock, total.neg(), currency));
    } else {
      ctx.guesses.add(`read as goods returned to ${who}: what is owed on ${supplier.payable} goes down by ${total.toString()}, taken out of ${stock}; if money came back, name the account it went into`, 0.15);
      postings.push(posting(supplier.payable, total, currency), posting(stock, total.neg(), currency));
    }
  }
  return postings;
}

// 老陈返利, 供应商给我们返点, 老陈返佣: the supplier right before gives a rebate on what was bought
const REBATE_AFTER = /^\s*(?:已经?|也|又)?(?:给我们?)?(?:返了?(?:利|点|佣)|回扣)/;

/**
 * 老陈返利 50 微信: a rebate from the supplier (see suppliersSaid), money in (it was the payable
 * paid off from the wallet). Null otherwise, or after words of paying them (给老陈返利).
 */
export function rebateFromSupplier(text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): SupplierSaid | null {
  return suppliersSaid(text, mentions, index, date, currency).find((s) => REBATE_AFTER.test(text.slice(s.end)) && !TO_THEM_BEFORE.test(text.slice(0, s.start))) ?? null;
}

/**
 * The postings of a rebate from a supplier: into the wallet, from an income account the words
 * name, else off what the goods held cost (the stock the purchases bought), warned.
 */
export function rebatePostings(ctx: Context, supplier: SupplierSaid): ParsedPosting[] {
  const who = supplier.person ?? ctx.text.slice(supplier.start, supplier.end);
  (ctx.keptSpans ??= []).push(supplier);
  const receiving: Context = { ...ctx, termMentions: ctx.termMentions.filter((m) => !(m.start < supplier.end && supplier.start < m.end)) };
  const postings: ParsedPosting[] = [];
  for (const [currency, total] of byCurrency(ctx.items)) {
    const income = bestMentionedAccount(ctx.index, receiving.termMentions, filterFor([INCOME], ctx.date, currency));
    const against = income ?? stockRebated(ctx, currency, who);
    const wallet = fundingAccount(receiving, currency, against, null, 'in', true);
    if (wallet === supplier.payable || wallet === against) throw Problem.unprocessable('could not tell the account the rebate went into');
    if (income === null) ctx.guesses.add(`read as a rebate from ${who} into ${wallet}, booked off what the goods cost on ${against}: if it is income, open or name an income account for it`, 0.2);
    postings.push(posting(wallet, total, currency), posting(against, total.neg(), currency));
  }
  return postings;
}

/** The stock a rebate comes off (see stockReturned), or a 422 naming what is missing. */
function stockRebated(ctx: Context, currency: string, who: string): string {
  try {
    return stockReturned(ctx, currency);
  } catch (e) {
    if (!(e instanceof Problem)) throw e;
    throw Problem.unprocessable(`a rebate from ${who}, but no account for goods in stock nor an income account for it is named or open`, [{ path: '/text', message: 'name the income account it is (e.g. Income:Rebates), or open one' }]);
  }
}
