// The expense or income account of an item: its words, the payee, history, else a catch-all
// (warned).
import { foldCase, isHolding, namesItself, namesOwnAccount, rootOf, type NlpIndex } from '../ledger-index.ts';
import { inside, mask, mentionInParts, recordedPayeeOf, type TermMention } from '../mentions.ts';
import { accepts, accountWithSegment, bestMention, bestMentionedAccount, mostGeneric, mostUsedOfKind, type AccountFilter } from '../account-choice.ts';
import { CATEGORY_TERMS, GIFT_SEGMENTS, UNCATEGORIZED_SEGMENTS } from '../lexicon.ts';
import { mealAccount } from '../meal-time.ts';
import { saysSold } from '../direction.ts';
import { namesRelation } from '../person-words.ts';
import { splitWord } from '../shares.ts';
import { allowanceToElders } from '../allowance.ts';
import { parentsAccount } from './parents-account.ts';
import { accountKeptFor, saysMoneyGiven } from './person-account.ts';
import { withListHeading } from './list-heading.ts';
import { tripAccount } from './trip-route.ts';
import type { Item } from './item.ts';
import { ASSETS, LIABILITIES, EXPENSES, INCOME, filterFor } from './account-filter.ts';
import { type Context, mentionsIn } from './context.ts';
import { noAccountProblem } from './no-account-problem.ts';
import type { PayeeChoice } from './payee.ts';
import { recordWords } from './payee-record-words.ts';
import { CHARGED_FEE_SAID, isFeesAccount, onlyFeesAccount } from './fee-words.ts';
import { namesFeeProviderOnly, namesWalletNotCategory, walletsFeeAccount } from './wallet-fee-account.ts';
import { isSalesSegment } from './shop-account-names.ts';
import { rentOfFlatSaid, rentOfTenantSaid } from './landlord-rent.ts';
import { withoutKidsIncomeUnsaid } from './kids-income.ts';
import { withoutCarAccountsUnsaid } from './car-kept.ts';
import { yieldOfHoldingNamed } from './dividend-cash.ts';

/**
 * The expense (or income) account of one item: its words, then the payee, then history, then a
 * catch-all (money sent to someone with nothing said of what for too: 给妈妈转了 2000). Words that name only a parent of the
 * accounts open (加油 names Transport, and Expenses:Transport:Taxi is open, Expenses:Transport is
 * not) name none of them: a sibling of what was meant is no category for it (fuel as a taxi ride).
 * With `way`, the money paid to the payee or received from it, a payee record's account that is
 * no category but fits that way is the payee's too (see recordedCounterAccount).
 */
export function categoryAccount(ctx: Context, item: Item, root: string, payee: PayeeChoice | null, way?: PayeeWay): string {
  const account = categoryOfItem(ctx, item, root, payee, way);
  // (Nordic Apps paid $1,234.56 via PayPal, fee $54.62: the fee of a PayPal payment is PayPal's, see wallet-fee-account.ts)
  return root === EXPENSES ? walletsFeeAccount(ctx.index, ctx.termMentions, account, root, filterFor([root], ctx.date, item.currency), isFeesAccount) : account;
}

function categoryOfItem(ctx: Context, item: Item, root: string, payee: PayeeChoice | null, way?: PayeeWay): string {
  const { index, guesses } = ctx;
  const filter = filterFor([root], ctx.date, item.currency);
  // (欠供应商老陈 3000: the payable the payee is recorded with is named, as what the purchase is owed on)
  const recorded = payee && way ? recordedCounterAccount(index, payee.name, way, ctx.date, item.currency) : null;
  // (a payable or receivable only for what is owed: 从老陈进货 2000 工行 is a purchase, 进货 欠老陈2000 one
  // on credit, see creditedRecord; they paid the payable off)
  const recordSaid = recorded !== null && isClaimOrDebt(index, recorded) ? recordWords(ctx, payee!, way!) : null;
  const counter = recorded !== null && (recordSaid === null || recordSaid === 'settle' || recordSaid === 'unclear') && !ctx.termMentions.some((m) => m.entry.hits.some((h) => h.account === recorded)) ? recorded : null;
  const known = payee ? (counter ?? knownPayeeAccount(index, payee, root, filter)) : null;
  // The payee's own name (星巴克 is also a lexicon word) does not override what the user recorded for it.
  // (收到红包 200: a lexicon word names the kids' income only when the kids are said, see kids-income.ts)
  // (车险 交强险 950 商业险 3650: the list's heading names the category of a part that names none, see list-heading.ts)
  // (paid $8.99 for iCloud with PayPal, with Expenses:Fees:PayPal open: PayPal is the wallet, not the category;
  // via Wise with no fee said is the service, not a Wise fee)
  // (住院 押金 5000 建行 出院 退了 1830: the deposit's alias 住院押金 said in parts names no spending;
  // its words apart do, 住院 the stay: it was the catch-all)
  const itemMentions = mentionsIn(ctx.termMentions, item).flatMap((m) => (m.entry.hits.some((h) => accepts(index, filter, h.account)) ? [m] : mentionInParts(ctx.text, index, ctx.date, m)));
  const mentioned = withListHeading(ctx, item, itemMentions.filter((m) => !(known && payee?.span && m.start >= payee.span.start && m.end <= payee.span.end) && !namesWalletNotCategory(index, m, root) && !namesFeeProviderOnly(ctx.text, m, root) && !NEGATED_BEFORE.test(ctx.text.slice(Math.max(0, m.start - 3), m.start))));
  // (给孩子 交 保险 2400: a lexicon word not of the car names the car's accounts only when the car is said, see car-kept.ts)
  const named = root === INCOME ? withoutKidsIncomeUnsaid(ctx.text, mentioned) : root === EXPENSES ? withoutCarAccountsUnsaid(ctx.text, mentioned) : mentioned;
  // (打车去医院 32: where the ride went is no purchase; the other words name what was bought; 出去 吃饭
  // is what one went to do, and paid for)
  const bought = named.filter((m) => !DESTINATION_BEFORE.test(ctx.text.slice(Math.max(0, m.start - 4), m.start)) || GONE_TO_DO.test(ctx.text.slice(m.start, m.end)));
  // (去超市 花了 234 信用卡刷的: with no other word naming a category, nor a payee known, the place gone
  // to is what was bought there; the wallet's word left was taken for the purchase, and it was the
  // catch-all. 打滴滴去医院 32 is still the ride, 滴滴's.)
  // (打车 带孩子去医院 32 with no account for taxis open: the ride, which the lexicon knows, is still
  // what was bought, not the hospital)
  const boughtNamed = bought.some((m) => m.entry.hits.some((h) => accepts(index, filter, h.account))) || lexiconWordBesides(ctx, item, named.filter((m) => !bought.includes(m)));
  const words = known !== null || boughtNamed ? bought : named;
  const own = bestMention(index, words, filter);
  // 进货 碧螺春5斤 1500 工行 with 进货 an alias of Assets:Inventory:Tea: goods bought into the stock
  // (it was the stock paying for a stand-in category), unless the words name a category by its
  // own name or alias too
  const stock = root === EXPENSES ? stockNamed(ctx, words, item.currency) : null;
  // (老年大学学费 600 with 老年大学 the alias of Expenses:Education:SeniorUniversity and the payee's entries
  // there: the longer name the payee's history agrees with, not 学费 of Expenses:Family:Grandchildren)
  const payeeWords = known && own && own.account !== known ? payeeNamingKnown(ctx, item, payee!, known) : null;
  if (payeeWords !== null && words.every((m) => !m.entry.hits.some((h) => h.account === own!.account) || m.end - m.start < payeeWords.end - payeeWords.start)) return known!;
  if (own && !own.loose && (stock === null || words.some((m) => m.entry.hits.some((h) => h.account === own.account && namesItself(h))))) {
    // dividend etrade with a Dividend account for each fund: the one most used was taken, as sure
    // as one named alone
    if (root === INCOME && own.alsoNamed.length > 0) guesses.add(`${wordsNaming(ctx, words, own.account)} names ${[own.account, ...own.alsoNamed].join(', ')}; used ${own.account}`, 0.15);
    return own.account;
  }
  if (stock !== null) {
    // (its words say what was bought: they stay in the narration, as a category's do)
    (ctx.keptSpans ??= []).push(...words.filter((m) => m.entry.hits.some((h) => h.account === stock)));
    return stock;
  }
  if (own?.parent && accepts(index, filter, own.parent)) {
    guesses.add(`matched ${own.parent} only by a parent account name`, 0.1);
    return own.parent;
  }
  // (words that named only a parent, 高铁票 in 星巴克 4500 高铁票 1万2, are not the payee's another item was bought at)
  const fromHistory = known !== null && known !== counter && known !== index.payeeAccount.get(payee!.name);
  // (同学 AA 300: a bill shared with them says what it is, and it is not what they were last paid for)
  const sharedWithThem = fromHistory && root === EXPENSES && splitWord(ctx.text) !== null && namesRelation(payee!.name);
  // (给我妈转了一千 after 妈妈买药: money given to them, with no word of what for, goes to the account kept
  // for them, not to the category of the last purchase made for them, see person-account.ts)
  const givenTo = root === EXPENSES && own === null && !boughtNamed && payee && (known === null || fromHistory) && namesRelation(payee.name) && saysMoneyGiven(ctx.items.length === 1 ? ctx.text : ctx.text.slice(item.start, item.end));
  const keptFor = givenTo ? accountKeptFor(index, payee!.name, filter) : null;
  if (keptFor !== null) return keptFor;
  if (known && !sharedWithThem && !(own?.loose && payee?.span && !inside(payee.span, item))) {
    // (the payee's history only of entries flagged ! is a guess not yet reviewed: it was used silently)
    if (fromHistory && index.payeeLast.get(payee!.name)?.unreviewed) guesses.add(`used ${known} as the last entry with ${payee!.name} did, which is flagged ! (not reviewed)`, 0.15);
    // (同学聚会 1200 6个人AA after 同学婚礼 份子钱 800: one's 同学 or 表弟 is paid for many things, so
    // what the last entry with them was for is a guess, said; a shop's is what it sells)
    else if (fromHistory && namesRelation(payee!.name) && !namedAnyway(ctx, item, known, filter)) guesses.add(`used ${known} as the last entry with ${payee!.name} did: nothing said names what this was for`, 0.1);
    if (known === counter && recordSaid === 'unclear') guesses.add(unclearUse(payee!.name, counter, way!), 0.2);
    return known;
  }
  const said = ctx.text.slice(item.start, item.end).replace(/[\d.,\s\uE000]+|块钱?|元/g, '').trim();
  const byNarration = index.narrationLast.get(said);
  const narrated = root === EXPENSES ? byNarration?.expense : byNarration?.income;
  if (narrated && accepts(index, filter, narrated) && !isCatchAll(narrated)) {
    if (byNarration!.unreviewed) guesses.add(`used ${narrated} as the last entry narrated ${said} did, which is flagged ! (not reviewed)`, 0.15);
    return narrated;
  }
  const within = narrationWithin(ctx, item, root, filter);
  if (within !== null) return within;
  if (own?.parent) {
    // (中午 ... 吃面 with Expenses:Food:Lunch open and Expenses:Food not: the time says the meal;
    // of several items, each item's own words: lunch 12, coffee 4)
    const meal = mealAccount(index, ctx.items.length === 1 ? ctx.text : ctx.text.slice(item.start, item.end), own.parent, filter);
    if (meal) return meal;
    // (海淀那套 房租 8800 到了 with Income:Rent:Haidian aliased 海淀房租: the flat said apart from the rent)
    const flat = rentOfFlatSaid(index, ctx.text, own.parent, filter, guesses);
    if (flat) return flat;
  }
  // (那对夫妻 交了 房租 4200 with Income:Rent not open: the rent of the tenant said, by their history)
  const tenantRent = root === INCOME && (own === null || own.parent) ? rentOfTenantSaid(index, ctx.text, own?.parent || null, filter, guesses) : null;
  if (tenantRent !== null) return tenantRent;
  // (微软 分红 18.6 美元 with Income:Dividends not open: the dividends of the holding named, see dividend-cash.ts)
  const ofHolding = root === INCOME && own?.parent ? yieldOfHoldingNamed(ctx, own.parent, filter) : null;
  if (ofHolding !== null) return ofHolding;
  const onlyParent = own?.parent ? ` (${wordsNaming(ctx, words, own.account)} names only ${own.parent}, which is not open; ${own.account} under it is another category)` : '';
  const underParent = own?.parent ? mostUsedOfKind(index, filter, (a) => a.startsWith(`${own.parent}:`)) : null;
  const sibling = own?.parent && underParent ? { account: underParent, parent: own.parent, words: wordsNaming(ctx, words, own.account) } : null;
  // (给我妈 1000, 给爸爸转 1500: one parent said reaches the account kept for both, see parents-account.ts)
  const parents = own === null ? parentsAccount(index, ctx.items.length === 1 ? ctx.text : ctx.text.slice(item.start, item.end), filter) : null;
  if (parents !== null) return parents;
  // (杭州到宁波 110 回来 110: a route is a trip, and 回来 after it the way back, see trip-route.ts)
  const trip = root === EXPENSES && own === null ? tripAccount(index, mask(ctx.items.length === 1 ? ctx.text : ctx.text.slice(0, item.end), ctx.termMentions).slice(ctx.items.length === 1 ? 0 : item.start), ctx.text.slice(0, item.start), filter) : null;
  if (trip !== null) return trip;
  // (给妈妈补贴 500: an allowance given to one's parents is a gift, when an account for gifts is open)
  const gifts = root === EXPENSES && own === null && allowanceToElders(ctx.text) ? accountWithSegment(index, GIFT_SEGMENTS, filter) : null;
  if (gifts !== null) return gifts;
  // (the words said before its amount: 晚饭 200 包含服务费 20 is a dinner, the fee only part of it)
  return catchAllCategory(ctx, root, item.currency, onlyParent, sibling, ctx.text.slice(item.start, item.amount.start));
}

/**
 * 在巴黎买包 350欧 招行信用卡 with 买包 the narration of an entry on Expenses:Shopping:Bags: the
 * category of the longest narration of the history said among the item's words where a word ends
 * (not inside a wallet's word), warned; it was the stand-in, an unrelated category. Null when none is said, or
 * two as long name different accounts.
 */
function narrationWithin(ctx: Context, item: Item, root: string, filter: AccountFilter): string | null {
  const { index } = ctx;
  const wallets = ctx.termMentions.filter((m) => m.entry.hits.length > 0 && m.entry.hits.every((h) => rootOf(h.account) === ASSETS || rootOf(h.account) === LIABILITIES));
  const words = foldCase(mask(ctx.text, wallets).slice(ctx.items.length === 1 ? 0 : item.start, item.end));
  let best: { narration: string; account: string } | null = null;
  let tied = false;
  for (const [narration, use] of index.narrationLast) {
    const account = root === EXPENSES ? use.expense : use.income;
    if (account === undefined || use.unreviewed || !NARRATION_WORDS.test(narration) || [...narration].length < 2 || !saidAsWord(words, foldCase(narration))) continue;
    if (!accepts(index, filter, account) || isCatchAll(account)) continue;
    const longer = best === null || narration.length > best.narration.length;
    if (!longer && narration.length === best!.narration.length && account !== best!.account) tied = true;
    if (longer) [best, tied] = [{ narration, account }, false];
  }
  if (best === null || tied) return null;
  ctx.guesses.add(`used ${best.account}, where the entries narrated ${best.narration} went`, 0.05);
  return best.account;
}

/**
 * Whether `narration` is said in `words` where a word ends (before a space, a number, the end): not
 * the start of a longer word (社保 inside 社保卡 买药 names no social insurance).
 */
function saidAsWord(words: string, narration: string): boolean {
  for (let at = words.indexOf(narration); at >= 0; at = words.indexOf(narration, at + 1)) {
    if (!/^[\u3400-\u9fff]/.test(words.slice(at + narration.length))) return true;
  }
  return false;
}

/** A narration that says something (a Chinese word, or a word of three letters), not a number or a code. */
const NARRATION_WORDS = /[\u3400-\u9fff]|[A-Za-z]{3}/;

/** Whether the words, the payee's name among them, name `known` (给爸妈转 2000 with 爸妈 an alias of the parents' account, 给我妈 1000). */
function namedAnyway(ctx: Context, item: Item, known: string, filter: AccountFilter): boolean {
  return mentionsIn(ctx.termMentions, item).some((m) => m.entry.hits.some((h) => h.account === known)) || parentsAccount(ctx.index, ctx.items.length === 1 ? ctx.text : ctx.text.slice(item.start, item.end), filter) === known;
}

/**
 * The words of the payee's name that are the user's own alias (or the last part of the name) of
 * `known`, the account the payee's record or history has, else null: the name and the history
 * say the same category.
 */
function payeeNamingKnown(ctx: Context, item: Item, payee: PayeeChoice, known: string): TermMention | null {
  if (payee.span === null) return null;
  return mentionsIn(ctx.termMentions, item).find((m) => inside(m, payee.span!) && m.entry.hits.some((h) => h.account === known && namesItself(h))) ?? null;
}

/**
 * Goods held (Assets:Inventory:Tea, see isHolding), not a claim, that the words name by its own
 * name or alias: what a purchase buys into.
 */
function stockNamed(ctx: Context, words: readonly TermMention[], currency: string): string | null {
  const { index } = ctx;
  const stock = words
    .map((m) => ({ ...m, entry: { ...m.entry, hits: m.entry.hits.filter((h) => namesOwnAccount(h) && !index.claims.has(h.account) && isHolding(index, h.account)) } }))
    .filter((m) => m.entry.hits.length > 0);
  return bestMentionedAccount(index, stock, filterFor([ASSETS], ctx.date, currency));
}

const SPENDING_WORDS = Object.keys(CATEGORY_TERMS).filter((w) => [...w].length >= 2 && /^[\u3400-\u9fff]+$/.test(w));

/** Whether the item's words, but for `places` (where one went), hold a spending word of the lexicon (打车), whether or not an account answers to it. */
function lexiconWordBesides(ctx: Context, item: Item, places: readonly TermMention[]): boolean {
  const rest = mask(ctx.text, places).slice(item.start, item.end);
  return SPENDING_WORDS.some((w) => rest.includes(w));
}

/** 不是 right before a word (公交两块，不是打车): what it was not names no category of it (it was the taxi). */
const NEGATED_BEFORE = /(?:不是|并非)\s*$/;

/** A verb of going right before a word: the word is where one went (去医院, 到机场, 回家), not what was bought (not 收到, 退回, 过去). */
const DESTINATION_BEFORE = /(?:(?<![过失除])去|(?<![收拿领买得找看吃遇等想用办做碰听送寄])到|(?<![退寄送返拿收取])回|前往)\s*$/;

/**
 * A word that says what one went to do after 去 (出去 吃饭, 去看电影, 去 唱歌), not where: it is what was
 * paid for (出去 吃饭 500 信用卡 was spending on no category, the card's word taken for the purchase).
 */
const GONE_TO_DO = /^(?:吃|喝|看|玩|唱|逛|洗|剪|做|泡|打(?!车)|买|学|健身|按摩|旅)/;

/** The words of the mentions that point at `account`. */
function wordsNaming(ctx: Context, mentions: readonly TermMention[], account: string): string {
  return mentions.filter((m) => m.entry.hits.some((h) => h.account === account)).map((m) => ctx.text.slice(m.start, m.end)).join(', ');
}

/**
 * No category matched the words: an account named as a catch-all (Expenses:Uncategorized, Misc,
 * Other, 其他...) when one is open. Else a draft may still only name open accounts (it is sent to
 * POST /bean/transactions as it is), so an account stands in, and the warning says it was not
 * chosen for the words: the words' own kind of spending when they named a parent that is not
 * open (`sibling`, the most used account under it: 面 names Expenses:Food, and Food:Lunch is
 * nearer than the ledger's first category), else the most generic account. Both cost much
 * confidence.
 */
/**
 * salary 6000 USD with salary naming Income:AU:Job, open for AUD only: what to open, said of the
 * account the words name (it was `open an Income account first`, naming none); null when the words
 * name no account of the root.
 */
function otherMoneyNamed(ctx: Context, root: string, currency: string): string | null {
  for (const m of ctx.termMentions) {
    const hit = m.entry.hits.find((h) => rootOf(h.account) === root && (ctx.index.accounts.get(h.account)?.currencies.length ?? 0) > 0);
    if (hit === undefined) continue;
    const held = ctx.index.accounts.get(hit.account)!.currencies.join(', ');
    return `${ctx.text.slice(m.start, m.end)} names ${hit.account}, which holds only ${held}: open an ${root} account for ${currency} (or add ${currency} to the currencies of ${hit.account})`;
  }
  return null;
}

function catchAllCategory(ctx: Context, root: string, currency: string, why: string, sibling: { account: string; parent: string; words: string } | null = null, words = ''): string {
  const { index, guesses } = ctx;
  const filter = filterFor([root], ctx.date, currency);
  const kind = root === EXPENSES ? 'spending category' : 'income category';
  // (卖茶 300 微信 with Income:Sales the one account of sales open: the words name a sale)
  const sales = root === INCOME && saysSold(ctx.text) ? onlySalesAccount(index, filter) : null;
  if (sales !== null) return sales;
  // (手续费 2 in a shop whose one account for fees is Expenses:PlatformFees, not named 手续费: it went to
  // a stand-in such as Expenses:Packaging)
  const feeSaid = root === EXPENSES ? CHARGED_FEE_SAID.exec(words) : null;
  const fees = feeSaid !== null ? onlyFeesAccount(index, filter) : null;
  if (fees !== null) {
    guesses.add(`read ${feeSaid![0]} as a fee: used ${fees}, the one account for fees`, 0.1);
    return fees;
  }
  const catchAll = accountWithSegment(index, UNCATEGORIZED_SEGMENTS, filter);
  if (catchAll !== null) {
    guesses.add(`no ${kind} matched${why}; used ${catchAll}`, 0.3);
    return catchAll;
  }
  if (sibling !== null) {
    guesses.add(`${sibling.words} names only ${sibling.parent}, which is not open, and no catch-all account such as ${root}:Uncategorized is; used ${sibling.account}, the most used account under it: change it if it is another, or open ${root}:Uncategorized`, 0.4);
    ctx.standIns.add(sibling.account);
    return sibling.account;
  }
  const standIn = mostGeneric(index, filter);
  if (!standIn) throw noAccountProblem(ctx, [root], currency, otherMoneyNamed(ctx, root, currency) ?? `open an ${root} account first`);
  guesses.add(`no ${kind} matched${why}, and no catch-all account such as ${root}:Uncategorized is open; used ${standIn}, which the words do not name: change it, or open ${root}:Uncategorized`, 0.5);
  ctx.standIns.add(standIn);
  return standIn;
}

/** The one open account of `filter` that a segment of its name says is for sales; null with none or several. */
function onlySalesAccount(index: NlpIndex, filter: AccountFilter): string | null {
  const sales = [...index.accounts.keys()].filter((a) => accepts(index, filter, a) && a.split(':').slice(1).some(isSalesSegment));
  return sales.length === 1 ? sales[0]! : null;
}

/** Money paid to a payee, or received from one. */
export type PayeeWay = 'out' | 'in';

/** The account a payee record names, else the one last used with this payee. */
export function knownPayeeAccount(index: NlpIndex, payee: PayeeChoice, root: string, filter: AccountFilter): string | null {
  const recorded = index.payeeAccount.get(payee.name);
  if (recorded && accepts(index, filter, recorded) && !isCatchAll(recorded)) return recorded;
  const last = index.payeeLast.get(payee.name);
  const used = root === EXPENSES ? last?.expense : last?.income;
  return used && accepts(index, filter, used) && !isCatchAll(used) ? used : null;
}

/**
 * A catch-all (Expenses:Uncategorized, Misc, 其他...): what an entry was booked on when nothing
 * said its category, so no category learned from history (转账给房东 3000 posted on
 * Expenses:Uncategorized made 微信转给房东 3200 a sure Uncategorized, with no warning).
 */
function isCatchAll(account: string): boolean {
  const wanted = UNCATEGORIZED_SEGMENTS.map((s) => s.toLowerCase());
  return account.split(':').slice(1).some((part) => wanted.includes(part.toLowerCase()));
}

/**
 * The account of the payee record of `name` (or of an alias: 陈老板 for 老陈) when it is no
 * category but fits the way the money went: paying a payee recorded with a liability (老陈,
 * Liabilities:Supplier) pays it off, and one recorded with goods (Assets:Inventory:Tea) buys into
 * them; money from a payee recorded with a claim of mine (Assets:Receivable:Customers) is that
 * claim paid. Null otherwise (a wallet is never one: it pays or receives the money).
 */
export function recordedCounterAccount(index: NlpIndex, name: string, way: PayeeWay, date: string, currency: string): string | null {
  const record = recordedPayeeOf(index, name);
  const account = record === null ? undefined : index.payeeAccount.get(record);
  if (account === undefined) return null;
  const claim = index.claims.has(account);
  const fits = way === 'out' ? rootOf(account) === LIABILITIES || (isHolding(index, account) && !claim) : rootOf(account) === ASSETS && claim;
  return fits && accepts(index, filterFor([rootOf(account)], date, currency), account) ? account : null;
}

/** A payable, or a claim of mine (not goods held): what people owe or are owed. */
function isClaimOrDebt(index: NlpIndex, account: string): boolean {
  return rootOf(account) === LIABILITIES || index.claims.has(account);
}

function unclearUse(name: string, account: string, way: PayeeWay): string {
  return way === 'out'
    ? `${name} is recorded with ${account}: booked as paying off what is owed to them; if it was a purchase, say 进货 or 买 (paid now) or 欠 (on credit)`
    : `${name} is recorded with ${account}: booked as money they owed paid back; if it was a sale, say 卖 (paid now) or 赊账 (on credit)`;
}

/**
 * Goods bought from, or sold to, a payee recorded with a payable or a receivable, on credit
 * (进货 龙井10斤 欠老陈2000, 卖给张三 680 赊账): what is owed, the record's account, takes the money's
 * place (it was that debt paid off, or that claim paid, with a wallet guessed). Null otherwise.
 */
export function creditedRecord(ctx: Context, payee: PayeeChoice | null, way: PayeeWay, currency: string): string | null {
  if (payee === null) return null;
  const recorded = recordedCounterAccount(ctx.index, payee.name, way, ctx.date, currency);
  return recorded !== null && isClaimOrDebt(ctx.index, recorded) && recordWords(ctx, payee, way) === 'credit' ? recorded : null;
}
