// A price paid from several wallets, as said (午饭 35 微信20 支付宝15, 微信支付宝各一半).
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { bestMentionedAccount } from '../account-choice.ts';
import type { Item } from './item.ts';
import { EXPENSES, INCOME } from './account-filter.ts';
import { type Context, mentionsIn } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { type FundingPhrase, fundingPhrases } from './funding-phrases.ts';
import { fundingFilterExcluding, markFundingSpan } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import { saysSold } from '../direction.ts';
import type { PayeeChoice } from './payee.ts';

// Between a wallet and the amount paid from it (微信20, 微信付了20, 支付宝支付 15, 用招行卡刷了 300).
// Each space is read one way only, as the space after the word before it: a run of spaces could
// be split between the runs around words left out every way, and 微信, 480 spaces and tabs, then
// 还 20 took over a second (security QA).
const PART_VERB = /^\s*(?:(?:里|账户|卡|余额)\s*)?(?:(?:付了?|支付了?|出了?|扣了?|刷了?|花了?|付款)\s*)?(?:[:：]\s*)?$/;
// Between a wallet and the amount received into it (微信 600, 微信收了 600, 支付宝到账 400).
const RECEIVED_VERB = /^\s*(?:(?:里|账户|卡|余额)\s*)?(?:(?:收了?|收款|到账|进了?|入账|付了?|支付了?|转了?)\s*)?(?:[:：]\s*)?$/;
// Before the wallet in a part's own clause: only words that say it is one more part of the payment
// (其中 微信 20 支付宝 15: the first said after 其中).
const PART_LEAD = /^[\s，,、；;]*(?:其中\s*[:：]?\s*)?(?:(?:再|另外|还有|剩下的?|其余的?|其他的?)\s*)?(?:(?:用|从|拿|通过|刷)\s*)?$/;
// A part paid by me, its wallet said after its amount (买药 120 医保卡付了 80 自己付 40 微信): the words
// before the amount say who paid it, nothing but a unit (and 用) between the amount and the wallet,
// nothing after the wallet but a verb of paying.
const PAID_BY_ME_BEFORE = /^[\s，,、；;]*(?:其中\s*)?(?:(?:再|另外|还有|剩下的?|其余的?)\s*)?(?:自己|自|个人|本人|我)?(?:付了?|支付了?|出了?|掏了?|付款)\s*[:：]?\s*$/;
const AMOUNT_TO_WALLET = /^[\s元块钱整]*(?:用的?|走的?)?\s*$/;
const WALLET_TO_END = /^\s*(?:付的?|支付的?)?\s*$/;
// A part said paid by a wallet's word that names no open account (网购 100 花呗付 60 余额付 40 with
// no account for 余额): the word, then a verb of paying, then the amount.
const UNNAMED_PAYER_BEFORE = /^[\s，,、；;]*(?:其中\s*)?(?:(?:再|另外|还有|剩下的?|其余的?)\s*)?(?:用|从|通过)?\s*([^\d\s，,、；;]{0,4}(?:余额|零钱|[卡呗]|账户|现金|白条))\s*(?:付了?|支付了?|出了?|扣了?|刷了?|付款)\s*[:：]?\s*$/;
// 微信支付宝各一半, 各付一半, 一半一半, 对半, 一半微信一半支付宝: the price paid half from each of two wallets.
const HALF_EACH = /各(?:付了?|出了?|支付了?|花了?)?一半|一半一半|各半|对半|一半[^\d\uE000一]{1,10}?一半/;

interface PaymentPart {
  readonly item: Item;
  readonly wallet: FundingPhrase;
  /** A half (各一半): its amount was not said with the wallet. */
  readonly half?: boolean;
  /** The wallet said after the amount (自己付 40 微信): the part's words run from its start to the wallet's end. */
  readonly after?: boolean;
}

/**
 * A price paid from several wallets, as said: 午饭 35 微信20 支付宝15 (the amounts said with a
 * wallet after the price are how it was paid, not more spending), 午饭 微信20 支付宝15 (the
 * price is their sum), 午饭35 微信支付宝各一半. Null when the sentence says no such thing. Parts
 * that do not add up to the price are a 422: which one is wrong cannot be guessed.
 */
export function splitPayment(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const { items, text, index } = ctx;
  const currency = items[0]!.currency;
  if (items.some((i) => i.currency !== currency)) return null;
  const phrases = fundingPhrases(index, ctx.termMentions, fundingFilterExcluding(ctx, currency, index.claims), text);
  const wholeSentence: Item = { ...items[0]!, start: 0, end: text.length };
  const parts: PaymentPart[] = [];
  items.forEach((item, i) => {
    const wallet = phrases.find((p) => p.start >= item.start && p.end <= item.amount.start && PART_VERB.test(text.slice(p.end, item.amount.start)));
    const lead = wallet && text.slice(item.start, wallet.start);
    const tail = text.slice(item.amount.end, item.end);
    // words before the first part or after the last may be the purchase's when every item is a part
    const clean = wallet !== undefined && (PART_LEAD.test(lead!) || i === 0) && (/^[\s元块钱整]*$/.test(tail) || i === items.length - 1);
    if (clean) parts.push({ item, wallet });
    // 自己付 40 微信: a part paid by me, the wallet after its amount
    const after = wallet === undefined && PAID_BY_ME_BEFORE.test(text.slice(item.start, item.amount.start)) ? walletAfterAmount(ctx, phrases, item) : undefined;
    if (after !== undefined) parts.push({ item, wallet: after, after: true });
  });
  const strictParts = strictOf(ctx, parts);
  if (parts.length === items.length && new Set(parts.map((p) => p.wallet.account)).size > 1) {
    // 午饭 微信20 支付宝15: every amount is a part, and the price is their sum
    return splitPostings(ctx, payee, wholeSentence, sum(items), parts);
  }
  refuseUnnamedPayers(ctx, strictParts);
  // 买药 120 医保卡 付了 100 剩下 微信: the rest of the price from the wallet after 剩下 (it was the 100 spent again)
  const rest = restPaidFrom(ctx, phrases, parts);
  if (rest !== null) return splitPostings(ctx, payee, null, rest.price, rest.parts, rest.bought);
  // 午饭 35 微信20 支付宝15: the parts come after what was bought, each a wallet and its amount only
  const after = partsAfterPrice(ctx, strictParts, 'paid from');
  if (after !== null) return splitPostings(ctx, payee, null, after.price, after.parts, after.bought);
  if (HALF_EACH.test(text)) {
    const wallets = walletsNamed(ctx, currency, phrases);
    if (wallets.length !== 2) return null;
    const total = sum(items);
    const first = total.div(Decimal.fromInt(2)).quantize(Math.min(total.exp, -2));
    if (first.isZero()) return null; // 0.01 cannot be halved
    const halves: PaymentPart[] = [
      { item: { ...wholeSentence, amount: { ...items[0]!.amount, number: first } }, wallet: wallets[0]!, half: true },
      { item: { ...wholeSentence, amount: { ...items[0]!.amount, number: total.sub(first) } }, wallet: wallets[1]!, half: true },
    ];
    // 微信和支付宝各付一半: the words of the split leave the narration with the wallets
    const cue = HALF_EACH.exec(text)!;
    const from = Math.min(wallets[0]!.start, wallets[1]!.start);
    let between = text.slice(from, cue.index);
    for (const w of [...wallets].sort((a, b) => b.start - a.start)) between = between.slice(0, w.start - from) + between.slice(w.end - from);
    markFundingSpan(ctx, from < cue.index && /^[\s和与跟及、，,]*$/.test(between) ? { start: from, end: cue.index + cue[0].length } : { start: cue.index, end: cue.index + cue[0].length });
    return splitPostings(ctx, payee, null, total, halves, items);
  }
  return null;
}

// Between the last part's amount and a wallet, then after the wallet: the rest of the price paid from it
// (医保卡 付了 100 剩下 微信, 医保卡 付 100 其余 微信付, 剩下的用微信; in a clause of its own as
// dictation writes it: 医保卡刷了两百，剩下的现金付的。)
const REST_BEFORE = /^(?:\s*(?:元|块钱?))?[\s，,、；;]*(?:剩下|其余|其他|余下|剩余|余款)的?\s*(?:(?:用|走|拿|从|刷)\s*)?$/;
const REST_AFTER = /^\s*(?:(?:付|支付|补|出|刷)(?:了|的)?)?[\s。.！!]*$/;

/**
 * 买药 120 医保卡 付了 100 剩下 微信, 看病 230 医保卡 付 100 其余 微信: a price, then a part paid from a
 * wallet, then 剩下 (其余) and the wallet that paid the rest. Null when the sentence is no such one.
 */
function restPaidFrom(ctx: Context, phrases: readonly FundingPhrase[], parts: readonly PaymentPart[]): { bought: Item[]; parts: PaymentPart[]; price: Decimal } | null {
  const { items, text } = ctx;
  if (items.length < 2) return null;
  const last = items[items.length - 1]!;
  const lastPart = parts.find((p) => p.item === last && p.after !== true);
  if (lastPart === undefined) return null;
  // (the rest's clause may follow the last item's: 医保卡付了100，剩下微信 ends that item at its comma)
  const end = Math.max(last.end, text.length);
  const restWallet = phrases.find((p) => p.start >= last.amount.end && REST_BEFORE.test(text.slice(last.amount.end, p.start)) && REST_AFTER.test(text.slice(p.end, end)));
  if (restWallet === undefined || restWallet.account === lastPart.wallet.account) return null;
  const firstPart = items.findIndex((item) => parts.some((p) => p.item === item));
  if (firstPart <= 0) return null;
  const paidParts = parts.filter((p) => items.indexOf(p.item) >= firstPart);
  if (paidParts.length !== items.length - firstPart) return null;
  const bought = items.slice(0, firstPart);
  const price = sum(bought);
  const left = price.sub(sum(paidParts.map((p) => p.item)));
  if (!left.gt(Decimal.ZERO)) return null;
  // the words of the rest (剩下 微信) leave the narration with its wallet
  markFundingSpan(ctx, { start: last.amount.end, end });
  const restItem: Item = { ...last, start: restWallet.start, end: restWallet.end, amount: { ...last.amount, number: left } };
  return { bought, parts: [...paidParts.map((p) => (p.item === last ? { ...p, item: { ...p.item, end: p.item.amount.end } } : p)), { item: restItem, wallet: restWallet }], price };
}

const sum = (list: readonly Item[]) => list.reduce((total, item) => total.add(item.amount.number), Decimal.ZERO);

/** The wallet said right after an item's amount, the last words of the item (自己付 40 微信), else undefined. */
function walletAfterAmount(ctx: Context, phrases: readonly FundingPhrase[], item: Item): FundingPhrase | undefined {
  return phrases.find((p) => p.start >= item.amount.end && p.end <= item.end && AMOUNT_TO_WALLET.test(ctx.text.slice(item.amount.end, p.start)) && WALLET_TO_END.test(ctx.text.slice(p.end, item.end)));
}

/** The items that are a wallet and its amount only (微信20, 剩下用支付宝付 15, 自己付 40 微信). */
function strictOf(ctx: Context, parts: readonly PaymentPart[]): PaymentPart[] {
  return parts.filter(({ item, wallet, after }) => after === true || PART_LEAD.test(ctx.text.slice(item.start, wallet.start)) && /^[\s元块钱整]*$/.test(ctx.text.slice(item.amount.end, item.end)));
}

/**
 * The parts said after the price (午饭 35 微信20 支付宝15, 卖茶 1000 微信 600 支付宝 400): every item
 * after the first part is one, and what comes before them is what was bought or sold. Null when the
 * sentence is no such one; a 422 when the parts do not add up to the price (which one is wrong
 * cannot be guessed).
 */
function partsAfterPrice(ctx: Context, strictParts: readonly PaymentPart[], how: string): { bought: Item[]; parts: readonly PaymentPart[]; price: Decimal } | null {
  const { items, text } = ctx;
  const firstPart = items.findIndex((item) => strictParts.some((p) => p.item === item));
  if (firstPart <= 0 || strictParts.length !== items.length - firstPart) return null;
  const bought = items.slice(0, firstPart);
  const price = sum(bought);
  const paid = sum(strictParts.map((p) => p.item));
  if (!paid.eq(price)) {
    const said = strictParts.map((p) => `${text.slice(p.wallet.start, p.wallet.end)} ${p.item.amount.number.toString()}`).join(', ');
    throw Problem.unprocessable(`the amounts ${how} each account (${said}) add up to ${paid.toString()}, not to the price ${price.toString()}`, [
      { path: '/text', message: `say how much was ${how} each account so that it adds up to the price` },
    ]);
  }
  return { bought, parts: strictParts, price };
}

/**
 * 网购 100 花呗付 60 余额付 40, 买药 120 医保卡付了 80 自己付 40 微信 with no account for 余额 or 医保卡: a
 * price, then parts each said with its payer, one of them a wallet's word that names no open account.
 * A 422 naming the part (it was every amount spent, from the one wallet named: 200 for a 100 bill).
 */
function refuseUnnamedPayers(ctx: Context, strictParts: readonly PaymentPart[]): void {
  const { items, text } = ctx;
  if (items.length < 3) return;
  const unnamed: { word: string; item: Item }[] = [];
  for (const item of items.slice(1)) {
    if (strictParts.some((p) => p.item === item)) continue;
    const payer = UNNAMED_PAYER_BEFORE.exec(text.slice(item.start, item.amount.start));
    if (payer === null || !/^[\s元块钱整]*$/.test(text.slice(item.amount.end, item.end))) return;
    unnamed.push({ word: payer[1]!, item });
  }
  if (unnamed.length === 0) return;
  const price = items[0]!.amount.number;
  const paid = sum(items.slice(1));
  const adds = paid.eq(price) ? '' : `; the parts add up to ${paid.toString()}, not to the price ${price.toString()}`;
  throw Problem.unprocessable(`${unnamed.map((u) => `${u.word} (${u.item.amount.number.toString()})`).join(', ')} of the ${price.toString()} paid ${unnamed.length > 1 ? 'name' : 'names'} no open account of mine${adds}`, [
    { path: '/text', message: 'name the account each part was paid from as the ledger names it (支付宝 40), or open an account for it' },
  ]);
}

/**
 * 卖茶 1000 微信 600 支付宝 400: money in, said with the amounts received into each of several
 * wallets after it (it was 1600 of sales into WeChat, and 400 spent from it). Each wallet takes its
 * part, the income is what was said before them. Null when the sentence is no such one.
 */
export function receivedInParts(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const { items, text, index } = ctx;
  const currency = items[0]!.currency;
  if (items.length < 2 || items.some((i) => i.currency !== currency)) return null;
  const phrases = fundingPhrases(index, ctx.termMentions, fundingFilterExcluding(ctx, currency, index.claims), text);
  const walletBefore = (item: Item) => phrases.find((p) => p.start >= item.start && p.end <= item.amount.start && RECEIVED_VERB.test(text.slice(p.end, item.amount.start)));
  // 卖旧衣服 60 微信 支付宝 20: in a sale, the first part's wallet may follow its amount, the next part's said before its own
  // (not 卖茶 1500 微信 1000 现金 500: the wallet after the total is the next part's)
  const saidAfter = walletBefore(items[0]!) === undefined && saysSold(text) ? phrases.find((p) => p.start >= items[0]!.amount.end && /^\s+$/.test(text.slice(items[0]!.amount.end, p.start))) : undefined;
  const firstAfter = saidAfter !== undefined && walletBefore(items[1]!) !== saidAfter ? saidAfter : undefined;
  // 卖茶 600 微信 400 支付宝, 工资 9000 银行卡 400 支付宝: every part's wallet may follow its amount, the
  // last one's too (it was 600 of sales into WeChat and 400 spent from it; the salary's 400 too)
  const walletAfter = (item: Item) => phrases.find((p) => p.start >= item.amount.end && /^\s*$/.test(text.slice(item.amount.end, p.start)));
  const eachAfter = firstAfter === undefined && walletBefore(items[0]!) === undefined ? items.map((item) => ({ item, wallet: walletAfter(item) })) : [];
  // nothing but a separator between a wallet and the next amount (not 工资 9000 银行卡 还了 400 花呗)
  const adjacent = (p: { item: Item; wallet?: FundingPhrase }, i: number) => i === 0 || /^[\s,，、;；]*$/.test(text.slice(eachAfter[i - 1]!.wallet?.end ?? 0, p.item.amount.start));
  const afterParts = eachAfter.every((p, i): p is PaymentPart => p.wallet !== undefined && adjacent(p, i)) && new Set(eachAfter.map((p) => p.wallet.start)).size === items.length ? eachAfter : [];
  const parts: PaymentPart[] = [];
  for (const [i, item] of items.entries()) {
    const wallet = i === 0 && firstAfter !== undefined ? firstAfter : walletBefore(item);
    if (wallet !== undefined && (i === 0 || wallet !== firstAfter)) parts.push({ item, wallet });
  }
  const strictParts = strictOf(ctx, parts);
  // 卖茶 微信 600 支付宝 400: every amount is a part, and what came in is their sum (it was 600 of
  // sales into WeChat and 400 spent from it); words of the sale may stand before the first part or after the last
  // (the words before a part's wallet, without the first part's wallet said after its amount)
  const leadStart = (item: Item) => Math.max(item.start, firstAfter?.end ?? 0);
  const leadOf = (item: Item, wallet: FundingPhrase) => text.slice(leadStart(item), wallet.start);
  const allParts = parts.filter(({ item, wallet }, i) => (i === 0 || PART_LEAD.test(leadOf(item, wallet))) && (i === items.length - 1 || /^[\s元块钱整]*$/.test(text.slice(item.amount.end, item.end))));
  const inParts = afterParts.length > 0 ? afterParts : allParts;
  const whole = inParts.length === items.length && new Set(inParts.map((p) => p.wallet.account)).size > 1 ? { bought: [{ ...items[0]!, start: 0, end: text.length, amount: { ...items[0]!.amount, number: sum(items) } }], parts: inParts, price: sum(items) } : null;
  if (whole === null && (items.length < 3 || new Set(strictParts.map((p) => p.wallet.account)).size < 2)) return null;
  const after = whole ?? partsAfterPrice(ctx, strictParts, 'received into');
  if (after === null) return null;
  const postings: ParsedPosting[] = [];
  const byWallet = new Map<string, Decimal>();
  for (const { item, wallet } of after.parts) {
    const lead = leadOf(item, wallet);
    markFundingSpan(ctx, wallet === firstAfter || afterParts.length > 0 ? wallet : { start: PART_LEAD.test(lead) ? leadStart(item) : wallet.start, end: item.amount.start });
    byWallet.set(wallet.account, (byWallet.get(wallet.account) ?? Decimal.ZERO).add(item.amount.number));
  }
  for (const [account, amount] of byWallet) postings.push(posting(account, amount, currency));
  for (const item of after.bought) postings.push(posting(categoryAccount(ctx, item, INCOME, payee, 'in'), item.amount.number.neg(), currency));
  ctx.guesses.add(`received ${after.price.toString()} into ${[...byWallet].map(([a, n]) => `${a} ${n.toString()}`).join(' and ')}`, 0.05);
  return postings;
}

/** The distinct wallets a sentence names, words written together (微信支付宝) taken one by one. */
function walletsNamed(ctx: Context, currency: string, phrases: readonly FundingPhrase[]): FundingPhrase[] {
  const filter = fundingFilterExcluding(ctx, currency, ctx.index.claims);
  const out: FundingPhrase[] = [];
  for (const phrase of phrases) {
    const pieces: FundingPhrase[] = phrase.readByLastWord
      ? mentionsIn(ctx.termMentions, phrase).flatMap((m) => {
          const account = bestMentionedAccount(ctx.index, [m], filter);
          return account ? [{ start: m.start, end: m.end, account }] : [];
        })
      : [phrase];
    for (const p of pieces) if (!out.some((w) => w.account === p.account)) out.push(p);
  }
  return out;
}

/**
 * Postings of a price paid in parts: the category of each item bought (or of the whole sentence
 * when only the parts were said), then one posting per wallet, in the order said.
 */
function splitPostings(ctx: Context, payee: PayeeChoice | null, wholeSentence: Item | null, price: Decimal, parts: readonly PaymentPart[], bought: readonly Item[] = []): ParsedPosting[] {
  const currency = parts[0]!.item.currency;
  const postings = wholeSentence !== null ? [posting(categoryAccount(ctx, wholeSentence, EXPENSES, payee), price, currency)] : bought.map((item) => posting(categoryAccount(ctx, item, EXPENSES, payee), item.amount.number, currency));
  const byWallet = new Map<string, Decimal>();
  for (const { item, wallet, half, after } of parts) {
    // the words of a part (剩下用支付宝付 20, 自己付 40 微信) leave the narration; a purchase's words before it stay
    const lead = ctx.text.slice(item.start, wallet.start);
    markFundingSpan(ctx, half ? wallet : after ? { start: item.start, end: wallet.end } : { start: PART_LEAD.test(lead) ? item.start : wallet.start, end: item.amount.start });
    byWallet.set(wallet.account, (byWallet.get(wallet.account) ?? Decimal.ZERO).add(item.amount.number));
  }
  for (const [account, amount] of byWallet) postings.push(posting(account, amount.neg(), currency));
  if (byWallet.size > 1) ctx.guesses.add(`paid ${price.toString()} from ${[...byWallet].map(([a, n]) => `${a} ${n.toString()}`).join(' and ')}`, 0.05);
  return postings;
}
