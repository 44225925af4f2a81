// The postings of money coming in, with what of it was spent or paid off in the same sentence.
import { detectIntent } from '../direction.ts';
import { namesItself } from '../ledger-index.ts';
import { accepts } from '../account-choice.ts';
import { mask, type Span } from '../mentions.ts';
import { bestMention, bestMentionedAccount, mostFrequent, mostUsedOfKind } from '../account-choice.ts';
import { Decimal } from '../../ledger/core/decimal.ts';
import { isLoanAccount } from './transfer-words.ts';
import { type Item, ITEM_SEPARATORS, byCurrency } from './item.ts';
import { ASSETS, LIABILITIES, INCOME, EXPENSES, filterFor } from './account-filter.ts';
import { type Context, mentionsIn, itemText } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { type FundingPhrase, fundingPhrases, walletRightAfter } from './funding-phrases.ts';
import { fundingFilterExcluding, fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';
import { saleWithPartOwed } from './sale-on-credit.ts';
import { incomeThenWithdrawn } from './income-withdrawn.ts';
import { reimbursementReceived, reimbursedInto } from './reimbursable.ts';
import { taxRefunded, refundedInto } from './tax-refund.ts';
import { walletsOwnYield } from './money-market.ts';
import { receivedInParts } from './split-payment.ts';
import { senderPaidSpending } from './sender-paid-spending.ts';
import { refundToCustomer, shopPaidOutAccount } from './shop-refunds-advances.ts';
import { DEDUCTION, NET_WORD, GROSS_WORD, deductionsInIncomeCurrency, incomeWithDeductions, grossNetPair, grossNetPostings, grossDeductionsNet, incomeGrossDeductionsNet, payslipDeductions } from './gross-and-net.ts';

// 其中 运费 20, 包括运费 20: a part of the amount said before it (see withoutParts)
const PART_SAID = /^[\s\uE000]*(?:其中|包括|包含|(?<![不未没])含)/;
// 交房租 4500 after 工资到账 12000: a verb of paying, or a spending category, in the item's own words
// (交 of 交通 and 花 of 花红 or 花呗 are no verbs)
const PAYING_VERB = /交(?!通)|缴|付|花(?!红|呗)|买|充/;
// 交通补贴 300, 餐补 500, 交通费 300 after 工资 8000: more money in, although the words name a spending category
const ALLOWANCE = /补贴|补助|津贴|[餐饭房车话]补|福利|过节费|高温费|提成|加班费|奖|费$/;
// 保险公司赔了 1200, 理赔 1200, 报销了 1200: money paid back for what was spent
const PAID_BACK_FOR = /赔了|赔付|理赔|报销|赔\s*(?=\d)/;
// 公司报销 打车 30 午饭 50, 闲鱼卖出 衣服 100 鞋 80, 收到小王 AA 午饭 50 打车 20: a verb of
// receiving before the items covers them all; a category alone then says what came in for
const COVERING_INCOME = /报销|卖出|卖了|卖掉|出售|收到|收款|还我|转我|给我/;

/**
 * The items after the first that were spent, not received: their words say no money in, and
 * have a verb of paying, or name a spending category (午饭 25 after 工资到账 12000) unless a verb
 * of receiving covers every item; after an item spent, any such item is (交了房租 4500 话费 100).
 */
function spentItems(ctx: Context): Item[] {
  const spent: Item[] = spentFirst(ctx) ? [ctx.items[0]!] : [];
  const covered = COVERING_INCOME.test(ctx.text.slice(0, ctx.items[1]?.start ?? 0));
  // (公司报销 打车 30 午饭 50: spending named from the first item on is what came in for, reimbursed)
  const firstSpends = ctx.items.length > 0 && bestMentionedAccount(ctx.index, mentionsIn(ctx.termMentions, ctx.items[0]!), filterFor([EXPENSES], ctx.date, ctx.items[0]!.currency)) !== null;
  // (保险公司 赔了 3000 修车 一共 3800 with no account for repairs: what the insurer paid back for was
  // spent, as when said first; it was 6800 of income)
  const paidBackFirst = ctx.items.length > 0 && PAID_BACK_FOR.test(itemText(ctx, ctx.items[0]!));
  ctx.items.forEach((item, i) => {
    if (i === 0) return;
    const words = itemText(ctx, item);
    // 税后 12000 says what arrived (with Expenses:Tax open its 税 also names a spending category)
    // (卖茶 340 包括运费 20: a part of what came in, split off the whole, came in with it; it was
    // paid out of it too, 20 less twice)
    // (苹果 分红 到账 21.15 美元 税前 23.5: the income before tax, not paid out of it)
    if (ALLOWANCE.test(words) || NET_WORD.test(words) || GROSS_WORD.test(words) || PART_SAID.test(words)) return;
    // (卖了 2 件 每件 89 给买家 微信收款 快递费 12: spending named right before the amount, whatever the
    // words of receiving before it; it was 12 more of the sale)
    if (!firstSpends && !DEDUCTION.test(words) && spendingNamedBefore(ctx, item)) return void spent.push(item);
    if (detectIntent(words).direction !== 'expense') return;
    const own = mentionsIn(ctx.termMentions, item);
    if (bestMentionedAccount(ctx.index, own, filterFor([INCOME], ctx.date, item.currency)) !== null) return;
    const paying = PAYING_VERB.test(words) || spent.includes(ctx.items[i - 1]!);
    const category = bestMentionedAccount(ctx.index, own, filterFor([EXPENSES], ctx.date, item.currency)) !== null;
    if (paying ? category || !covered : (category || paidBackFirst) && !covered) spent.push(item);
  });
  return spent;
}

/** The words nearest before the item's amount name a spending account by its own name or alias (快递费), and no income. */
function spendingNamedBefore(ctx: Context, item: Item): boolean {
  const before = ctx.termMentions.filter((m) => m.start >= item.start && m.end <= item.amount.start).sort((a, b) => b.start - a.start)[0];
  const own = before?.entry.hits.filter((h) => namesItself(h)) ?? [];
  return own.some((h) => accepts(ctx.index, filterFor([EXPENSES], ctx.date, item.currency), h.account)) && !own.some((h) => h.account.startsWith(`${INCOME}:`));
}

/**
 * 买菜三十五块，退休金到账四千八, 午饭25 工资到账12000: spending said before the money that came in.
 * The first item is spent when its own words say no money in and pay (a verb of paying, or a
 * spending category named, but no income category) and a later item's own words say money in (the
 * first was booked as income too: Income:Pension -35).
 */
function spentFirst(ctx: Context): boolean {
  const [first, ...rest] = ctx.items;
  if (first === undefined || rest.length === 0) return false;
  const words = itemText(ctx, first);
  if (detectIntent(words).direction !== 'expense' || ALLOWANCE.test(words) || NET_WORD.test(words) || COVERING_INCOME.test(words)) return false;
  const own = mentionsIn(ctx.termMentions, first);
  if (bestMentionedAccount(ctx.index, own, filterFor([INCOME], ctx.date, first.currency)) !== null) return false;
  // (修车 1500 保险公司赔了 1200: what an insurer or employer paid back was spent first; it was 2700 of income)
  const pays = PAYING_VERB.test(words) || bestMentionedAccount(ctx.index, own, filterFor([EXPENSES], ctx.date, first.currency)) !== null || rest.some((item) => PAID_BACK_FOR.test(itemText(ctx, item)));
  return pays && rest.some((item) => detectIntent(itemText(ctx, item)).direction === 'income');
}

/** An item paid out of what came in that pays off a liability (还信用卡 3000 after 工资到账 12000), with that account. */
interface RepaidItem {
  readonly item: Item;
  readonly account: string;
  readonly span: Span;
}

// 还信用卡, 还花呗, 还房贷: what a 还 pays back is a card or a loan, not a person
const REPAID_DEBT = /信用卡|花呗|借呗|白条|贷|账单/;

/**
 * The items after the first (or the first, before money in) whose own words pay back a liability (还信用卡 3000, 还花呗 500): the
 * account they name, else the most used liability when the words name a card or a loan (warned).
 */
function repaidItems(ctx: Context): RepaidItem[] {
  const repaid: RepaidItem[] = [];
  // 还信用卡两千，工资到账一万: the first item pays back too when a later item's words say money in,
  // as spending said first is spent (it was booked as income: the card +12000, Income -2000)
  const first = ctx.items[0];
  const firstToo =
    first !== undefined && !COVERING_INCOME.test(itemText(ctx, first)) && ctx.items.slice(1).some((item) => detectIntent(itemText(ctx, item)).direction === 'income');
  ctx.items.forEach((item, i) => {
    if (i === 0 && !firstToo) return;
    const words = itemText(ctx, item);
    const intent = detectIntent(words);
    // 还了信用卡 3000 花呗 500: an item after one paid back that names a liability is paid back too
    const continued = repaid.some((r) => r.item === ctx.items[i - 1]) && intent.direction === 'expense';
    if (!continued && (intent.direction !== 'transfer' || !/还/.test(intent.transferCue ?? ''))) return;
    const filter = filterFor([LIABILITIES], ctx.date, item.currency, ctx.index.claims);
    const named = bestMention(ctx.index, mentionsIn(ctx.termMentions, item), filter);
    if (named !== null) {
      const said = mentionsIn(ctx.termMentions, item).filter((m) => m.entry.hits.some((h) => h.account === named.account));
      repaid.push({ item, account: named.account, span: { start: said[0]!.start, end: said[said.length - 1]!.end } });
      return;
    }
    // (a loan only when the words say one: 还花呗 500 was paid to the car loan, the most used liability)
    const loanSaid = /贷|按揭/.test(words);
    const guessed = !continued && REPAID_DEBT.test(words) ? mostUsedOfKind(ctx.index, filter, (a) => loanSaid || !isLoanAccount(ctx.index, a)) : null;
    if (guessed === null) return;
    ctx.guesses.add(`${words.replace(/[\d.,\s]+/g, '')} names no open account; paid to ${guessed}, the most used liability`, 0.15);
    repaid.push({ item, account: guessed, span: { start: item.start, end: item.start } });
  });
  return repaid;
}

// 工资 18500 到账 转 8200 到建行: 转 right before an amount, then 到 and the account it went to
const MOVED_ON_BEFORE = /转(?:账|了|出)?[\s\uE000]*$/;
const MOVED_ON_AFTER = /^[\s\uE000元块]*(?:到|进|至|存入|转入)/;

/**
 * The items after the first that move money on from where the income came in to another account
 * of mine (转 8200 到建行: it was read as 8200 received of 18500 earned, 10300 spent), with that
 * account, or null when its words name none open.
 */
type MovedOn = Omit<RepaidItem, 'account'> & { readonly account: string | null };
function movedOnItems(ctx: Context): MovedOn[] {
  return ctx.items.slice(1).flatMap((item): MovedOn[] => {
    if (!MOVED_ON_BEFORE.test(ctx.text.slice(item.start, item.amount.start)) || !MOVED_ON_AFTER.test(ctx.text.slice(item.amount.end, item.end))) return [];
    const own = mentionsIn(ctx.termMentions, { start: item.amount.end, end: item.end });
    const named = bestMention(ctx.index, own, filterFor([ASSETS], ctx.date, item.currency, ctx.index.claims));
    if (named === null || named.loose) return [{ item, account: null, span: { start: item.amount.end, end: item.amount.end } }];
    const said = own.filter((m) => m.entry.hits.some((h) => h.account === named.account));
    return [{ item, account: named.account, span: { start: said[0]!.start, end: said[said.length - 1]!.end } }];
  });
}

// 2000生活费 花了300: the word written onto an amount, then a space
const GLUED_WORD = /^([^\s\d，,、；;。！!？?\uE000]+)\s+/;

/**
 * 爸妈给了2000生活费 花了300吃饭: with no comma, the word written onto the money that came in
 * (生活费) began the next item, and the spending after it was read as more of that income (+2300).
 * The word goes with the amount it is written onto when the amount names no income of its own
 * and the rest of the next item pays (a verb of paying or a spending category), as with a comma.
 */
function incomeWordsAttached(ctx: Context): Context {
  const items = [...ctx.items];
  let changed = false;
  for (let i = 1; i < items.length; i++) {
    const [before, item] = [items[i - 1]!, items[i]!];
    if (before.end !== before.amount.end || item.start !== before.amount.end) continue;
    const glued = GLUED_WORD.exec(ctx.text.slice(item.start, item.amount.start));
    if (glued === null) continue;
    const income = (span: Span) => bestMentionedAccount(ctx.index, mentionsIn(ctx.termMentions, span), filterFor([INCOME], ctx.date, item.currency)) !== null;
    const word = { start: item.start, end: item.start + glued[1]!.length };
    const rest = { ...item, start: item.start + glued[0].length };
    if (income(before) || !income(word) || income(rest)) continue;
    const words = itemText(ctx, rest);
    if (!PAYING_VERB.test(words) && bestMentionedAccount(ctx.index, mentionsIn(ctx.termMentions, rest), filterFor([EXPENSES], ctx.date, item.currency)) === null) continue;
    items[i - 1] = { ...before, end: word.end };
    items[i] = rest;
    changed = true;
  }
  return changed ? { ...ctx, items } : ctx;
}

export function incomePostings(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] {
  const attached = incomeWordsAttached(ctx);
  if (attached !== ctx) return incomePostings(attached, payee);
  // (AAPL dividend 23.5 USD withholding tax 2.35: the tax is in USD, taken off the dividend)
  const inOneCurrency = deductionsInIncomeCurrency(ctx);
  if (inOneCurrency !== ctx) return incomePostings(inOneCurrency, payee);
  // (滴滴 周结 流水 8000 抽成 1600 到手 6400 提现 到建行 手续费 6: what arrived, then withdrawn)
  const withdrawn = incomeThenWithdrawn(ctx, payee, incomePostings);
  if (withdrawn !== null) return withdrawn;
  // (卖龙井 340 微信 还欠 100: the part still owed is on the customers' receivable)
  const partOwed = saleWithPartOwed(ctx, payee);
  if (partOwed !== null) return partOwed;
  // (卖茶 1000 微信 600 支付宝 400: the parts received into each wallet)
  const inParts = receivedInParts(ctx, payee);
  if (inParts !== null) return inParts;
  const deductions = ctx.items.length > 1 ? payslipDeductions(ctx, ctx.items.filter((item) => DEDUCTION.test(itemText(ctx, item)))) : [];
  const parts = grossDeductionsNet(ctx, deductions);
  if (parts !== null) return incomeGrossDeductionsNet(ctx, payee, parts);
  if (deductions.length > 0 && deductions.length < ctx.items.length) return incomeWithDeductions(ctx, payee, deductions);
  const movedOn = ctx.items.length > 1 ? movedOnItems(ctx) : [];
  const movedNowhere = movedOn.filter((m) => m.account === null).map((m) => m.item);
  if (movedNowhere.length > 0) {
    // (转 8200 到建行 with no account open for 建行: the income alone, the move not booked)
    ctx.guesses.add(`${movedNowhere.map((item) => itemText(ctx, item).replace(/^.*(?=转)/, '')).join(', ')}: moved to no open account of mine, not booked (book the move on its own)`, 0.2);
    return incomePostings({ ...ctx, items: ctx.items.filter((item) => !movedNowhere.includes(item)) }, payee);
  }
  const repaid = ctx.items.length > 1 ? [...repaidItems(ctx), ...movedOn.filter((m): m is RepaidItem => m.account !== null)] : [];
  const spent = ctx.items.length > 1 ? spentItems(ctx).filter((item) => !repaid.some((r) => r.item === item)) : [];
  if (spent.length > 0 || repaid.length > 0) return incomeThenSpent(ctx, payee, spent, repaid);
  // (爸妈转了 5000 交学费: what the money paid, named after its sending, is where it went)
  const paidWith = senderPaidSpending(ctx, payee);
  if (paidWith !== null) return paidWith;
  const grossAndNet = grossNetPair(ctx);
  if (grossAndNet !== null) return grossNetPostings(ctx, payee, grossAndNet.gross, grossAndNet.net);
  const reimbursed = new Set<string>();
  const refunded = new Set<string>();
  const categories = ctx.items.map((item) => taxRefunded(ctx, item, refunded) ?? reimbursementReceived(ctx, item, reimbursed) ?? categoryAccount(ctx, item, INCOME, payee, 'in'));
  // (今天 跑了 28单 流水 700 滴滴 高德 流水 200: each income lands where it landed before)
  const apart = reimbursed.size === 0 && refunded.size === 0 ? incomesLandingApart(ctx, categories) : null;
  if (apart !== null) return apart;
  const postings: ParsedPosting[] = [];
  for (const [currency, total] of byCurrency(ctx.items)) {
    const counter = categories[ctx.items.findIndex((i) => i.currency === currency)] ?? null;
    const back = counter === null ? null : reimbursed.has(counter) ? reimbursedInto(ctx, counter, currency) : refunded.has(counter) ? refundedInto(ctx, counter, currency) : null;
    const wallet = back ?? fundingAccount(ctx, currency, counter, payee, 'in', true);
    postings.push(posting(wallet, total, currency));
    // (余额宝 收益 3.21: the yield of 余额宝 is its own income account's, not the lexicon's interest)
    ctx.items.forEach((item, i) => item.currency === currency && (categories[i] = walletsOwnYield(ctx, wallet, categories[i]!, currency)));
  }
  ctx.items.forEach((item, i) => postings.push(posting(categories[i]!, item.amount.number.neg(), item.currency)));
  return postings;
}

/**
 * 今天 跑了 28单 流水 700 滴滴 高德 流水 200: incomes of several accounts, in one currency, with no
 * receiving account named, each landing in its own wallet by history (滴滴's in the 滴滴 wallet,
 * 高德's in the 高德 wallet): each lands there (all 900 went to the first's). Null otherwise.
 */
function incomesLandingApart(ctx: Context, categories: readonly string[]): ParsedPosting[] | null {
  const { currency } = ctx.items[0]!;
  if (ctx.items.length < 2 || new Set(categories).size < 2 || ctx.items.some((item) => item.currency !== currency)) return null;
  const filter = fundingFilterExcluding(ctx, currency);
  if (fundingPhrases(ctx.index, ctx.termMentions, filter, ctx.text).length > 0) return null;
  const assets = filterFor([ASSETS], ctx.date, currency);
  const wallets = categories.map((category) => (ctx.standIns.has(category) ? null : mostFrequent(ctx.index, ctx.index.fundingByCounter.get(category), assets)));
  if (wallets.some((w) => w === null) || new Set(wallets).size < 2) return null;
  const totals = new Map<string, Decimal>();
  ctx.items.forEach((item, i) => totals.set(wallets[i]!, (totals.get(wallets[i]!) ?? Decimal.ZERO).add(item.amount.number)));
  const postings: ParsedPosting[] = [];
  for (const [wallet, total] of totals) postings.push(posting(wallet, total, currency));
  ctx.items.forEach((item, i) => postings.push(posting(categories[i]!, item.amount.number.neg(), currency)));
  ctx.guesses.add(`no receiving account named; used ${categories.map((c, i) => `${wallets[i]} for ${c}`).filter((w, i, all) => all.indexOf(w) === i).join(', ')} (where each landed before)`, 0.15);
  return postings;
}

/**
 * 工资到账 12000 交房租 4500: money in, then some of it paid out in the same sentence (it was
 * 16500 of income). The income lands in the wallet, the spending is paid from it, and a card
 * paid off (还信用卡 3000) is paid from it too: the card is not where the income landed.
 */
export function incomeThenSpent(ctx: Context, payee: PayeeChoice | null, spent: readonly Item[], repaid: readonly RepaidItem[] = []): ParsedPosting[] {
  const received = ctx.items.filter((item) => !spent.includes(item) && !repaid.some((r) => r.item === item));
  const categories = received.map((item) => categoryAccount(ctx, item, INCOME, payee));
  const postings: ParsedPosting[] = [];
  const wallets = new Map<string, string>();
  ctx.fundingSpans ??= [];
  // a wallet named in a spent item's own clause is what paid it (午饭 25 微信，工资到账12000 招行;
  // 工资到账一万二，午饭25 微信): not where the income landed. In the income's clause it is said
  // for both (工资到账 12000 交房租 4500 工行).
  const clauseAt = (at: number) => [...ctx.text.slice(0, at)].filter((c) => ITEM_SEPARATORS.test(c)).length;
  const incomeClauses = new Set(received.map((item) => clauseAt(item.amount.start)));
  // (修车 2300 招行信用卡 保险公司赔了 2000 到工行: a wallet right after a spent item's amount, with
  // another item after it, is that item's whatever the clause; it was the income's too, ICBC -2300)
  // (one wallet said once is for both: 晚饭 200 微信 小王转我 500 is WeChat both ways)
  const rightAfter = spent.map((item) => {
    const next = ctx.items[ctx.items.indexOf(item) + 1];
    const filter = fundingFilterExcluding(ctx, item.currency, ctx.index.claims);
    const after = next === undefined ? undefined : walletRightAfter(ctx.index, ctx.termMentions, filter, ctx.text, item.amount.end, next.amount.start);
    return after !== undefined && fundingPhrases(ctx.index, ctx.termMentions, filter, ctx.text).some((p) => p.start !== after.start) ? after : undefined;
  });
  const walletsSaid = spent.map((item, i) => {
    const inItem = fundingPhrases(ctx.index, mentionsIn(ctx.termMentions, item), fundingFilterExcluding(ctx, item.currency, ctx.index.claims), ctx.text);
    const after = rightAfter[i];
    return after === undefined ? inItem : [...inItem.filter((p) => p.start !== after.start), after];
  });
  // (今天 流水 612 滴滴 加油 300 微信: a wallet said after a spent item's amount, where what came in
  // never landed before and it has a wallet of its own, is the spending's: the 滴滴 takings land in
  // the 滴滴 wallet, the fuel is paid from WeChat; it was 612 received into WeChat)
  const receivedWallets = received.map((item) => fundingPhrases(ctx.index, mentionsIn(ctx.termMentions, item), fundingFilterExcluding(ctx, item.currency, ctx.index.claims), ctx.text));
  const landsElsewhere = (p: FundingPhrase, item: Item) =>
    p.start >= item.amount.end && receivedWallets.every((said) => said.length === 0) &&
    received.every((r, i) => {
      const history = ctx.index.fundingByCounter.get(categories[i]!);
      const usual = ctx.standIns.has(categories[i]!) ? null : mostFrequent(ctx.index, history, filterFor([ASSETS], ctx.date, r.currency));
      return usual !== null && usual !== p.account && (history?.get(p.account) ?? 0) === 0;
    });
  const ownWallets = walletsSaid.map((said, i) => said.filter((p) => p === rightAfter[i] || !incomeClauses.has(clauseAt(p.start)) || landsElsewhere(p, spent[i]!)));
  // the liability paid off, and the wallets of spent items, name no wallet of the income: it
  // lands where the other words say
  const others: Span[] = [...repaid.map((r) => r.span), ...ownWallets.flat()];
  const receiving: Context =
    others.length === 0 ? ctx : { ...ctx, termMentions: ctx.termMentions.filter((m) => !others.some((o) => m.start < o.end && o.start < m.end)), otherPostingSpans: others };
  for (const [currency, total] of byCurrency(received)) {
    const wallet = fundingAccount(receiving, currency, categories[received.findIndex((i) => i.currency === currency)] ?? null, payee, 'in', true);
    wallets.set(currency, wallet);
    postings.push(posting(wallet, total, currency));
  }
  received.forEach((item, i) => postings.push(posting(categories[i]!, item.amount.number.neg(), item.currency)));
  spent.forEach((item, i) => {
    // (给买家退款 35 支付宝 又收到 淘宝 货款 200: the refund given takes back a sale, as said alone)
    const category = (refundToCustomer(itemText(ctx, item)) ? shopPaidOutAccount(ctx, item) : null) ?? categoryAccount(ctx, item, EXPENSES, null);
    const own = ownWallets[i]!;
    const wallet =
      own.length > 0 ? fundingAccount({ ...ctx, termMentions: ctx.termMentions.filter((m) => own.some((p) => p.start <= m.start && m.end <= p.end)) }, item.currency, category, null, 'out')
      : wallets.get(item.currency) ?? fundingAccount(ctx, item.currency, category, null, 'out');
    // (the words without the amount and the wallet as said: 买菜, not 买菜三十五块 nor 买菜块; 午饭, not 午饭微信)
    const words = mask(ctx.text.slice(0, item.end), [item.amount, ...walletsSaid[i]!]).slice(item.start).replace(/[\d.,\s\uE000]+/g, '');
    // (支付宝 400 alone has no words of its own: no empty brackets, read 400 () as it was)
    const said = words === '' ? item.amount.number.toString() : `${item.amount.number.toString()} (${words})`;
    // (said before the money came in, it was not paid out of it: paid from the same account)
    if (own.length > 0) ctx.guesses.add(`read ${said} as spent from ${wallet}`, 0.1);
    else if (item.start < (received[0]?.start ?? 0)) ctx.guesses.add(`read ${said} as spent from ${wallet}, where the money came in`, 0.1);
    else ctx.guesses.add(`read ${said} as paid out of what came in`, 0.1);
    postings.push(posting(category, item.amount.number, item.currency), posting(wallet, item.amount.number.neg(), item.currency));
  });
  for (const { item, account, span } of repaid) {
    const wallet = wallets.get(item.currency) ?? fundingAccount(receiving, item.currency, account, null, 'out');
    (ctx.keptSpans ??= []).push(span);
    // (said before the money came in, as spending said first is)
    if (item.start < (received[0]?.start ?? 0)) ctx.guesses.add(`read ${item.amount.number.toString()} as paid to ${account} from ${wallet}, where the money came in`, 0.1);
    else ctx.guesses.add(`read ${item.amount.number.toString()} as paid to ${account} out of what came in`, 0.1);
    postings.push(posting(account, item.amount.number, item.currency), posting(wallet, item.amount.number.neg(), item.currency));
  }
  return postings;
}

