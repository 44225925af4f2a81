// A sale on credit to a customer (赊给张三 龙井 340, 张三欠款 340, 张三欠我 340): what the customer
// owes goes up on the receivable kept for customers, against the sale; no money moved.
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import type { Intent } from '../direction.ts';
import { namesItself, rootOf, type NlpIndex } from '../ledger-index.ts';
import { recordedPayeeOf, type Span, type TermMention } from '../mentions.ts';
import { accepts, genericAccount } from '../account-choice.ts';
import { byCurrency } from './item.ts';
import { RECEIVABLE_NAMES, isSalesSegment } from './shop-account-names.ts';
import { ASSETS, INCOME, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { mentionedClaim, fundingPhrases } from './funding-phrases.ts';
import { categoryAccount } from './category-account.ts';
import { fundingAccount } from './funding-account.ts';
import type { PayeeChoice } from './payee.ts';

const CUSTOMERS_WORD = /customer|client|buyer|客户|顾客|买家|客人/i;

/** A receivable kept for customers: a segment of its name or an alias says so (Assets:Receivable:Customers). */
function ofCustomers(index: NlpIndex, account: string): boolean {
  return [...account.split(':').slice(1), ...(index.accounts.get(account)?.aliases ?? [])].some((w) => CUSTOMERS_WORD.test(w));
}

/**
 * The one receivable open, when it is kept for customers (Assets:Receivable:Customers): what any
 * customer owes is booked there. Null with none or several open, or one of someone in particular
 * (Assets:Receivables:XiaoWang alone is 小王's: no one else owes on it).
 */
export function onlyCustomersReceivable(index: NlpIndex, date: string, currency: string): string | null {
  const filter = filterFor([ASSETS], date, currency);
  const open = [...index.claims].filter((a) => accepts(index, filter, a));
  return open.length === 1 && ofCustomers(index, open[0]!) ? open[0]! : null;
}

/**
 * The one receivable open, when it is named for no one (Assets:Receivables) and the ledger has
 * an income account for sales open: a shop's, which what customers owe goes on.
 */
function onlyGenericReceivable(index: NlpIndex, date: string, currency: string): string | null {
  const filter = filterFor([ASSETS], date, currency);
  const open = [...index.claims].filter((a) => accepts(index, filter, a));
  if (open.length !== 1 || genericAccount(index, RECEIVABLE_NAMES, filter) !== open[0]) return null;
  const sells = [...index.accounts.keys()].some((a) => rootOf(a) === INCOME && isSalesSegment(a.slice(a.lastIndexOf(':') + 1)) && accepts(index, filterFor([INCOME], date, currency), a));
  return sells ? open[0]! : null;
}

// 赊给张三, 赊给客户: goods given on credit
const GIVEN_ON_CREDIT = /赊给\s*([^\s\d，,。；;、\uE000]{1,6}?)(?=[\s\d，,。；;、\uE000]|$)/;
// 卖给张三 340 赊账, 赊销 龙井 340: sold, and said on credit
const SOLD = /卖|售|出货|发货|赊销/;
const ON_CREDIT = /赊|挂账|未付|没付|未结|欠着/;
// 张三欠款 340, 客户张三欠货款 340: whoever is named first owes what is said (not 还欠: "still owes", said
// of a debt already booked; 张三的欠款 340 is 张三's, not 张三的's)
const OWES_FIRST = /^[\s\uE000]*([^\s\d，,。；;、\uE000我]{1,6}?)\s*的?(?:又|也)?欠(?:了|下)?(?:我的?)?(?:款|货款|钱|账)?(?=[\s\d\uE000]|$)/;
// 老李欠款, 老李欠货款, 老李欠我的货款: owed on account, said of goods (not 老李欠我, 老李欠钱: a friend's debt too)
const OWED_ON_ACCOUNT = /欠(?:了|下)?(?:款|货款|账|我的?货款)$/;
// Words of money moving or of buying: a debt paid (收到张三欠款, 张三欠款 还了), or goods bought on
// credit (进货 欠老陈 2000), not a sale on credit.
// (张三欠款 340 已付清, 张三付清欠款, 已结: the debt paid off; 没付清 is still owed)
// (张三打过来欠我的钱, 发来: sent here; 还没给, 还没还: not yet, nothing moved)
const MONEY_MOVED = /收|还(?!没有?|未)|回款|结清|结账|结款|已结|结了|付(?!清)|(?<!没|未|没有)付清|转|打款|打钱|(?:打|发)了?过?来|汇|到账|进账|入账|买|购|进货|借/;
// 张三赊了 340 龙井, 张三买龙井 340 赊账: who is said first took the goods on credit
const TAKES_FIRST = /^[\s\uE000]*([^\s\d，,。；;、\uE000我]{1,6}?)\s*(?:又|也)?(?:赊|买|拿|要|订)/;
// 卖龙井 340 微信 还欠 100, 赊 100, 未付 100: the part of a sale the customer still owes, said before its amount
const OWED_PART_WORDS = '(?:(?:还|仍|仍然|尚)?欠(?:着|了|下)?(?:我们?)?|赊(?:账|了)?|挂账|(?<!已)(?:未|没)付|(?:还|仍)(?:差|剩)下?)';
const OWED_PART_BEFORE = new RegExp(`${OWED_PART_WORDS}\\s*$`);
// (a sale with such a part after an amount)
const PART_OWED = new RegExp(`(?:卖|售|出货|发货)[^，,。；;]*?\\d[^\\d，,。；;]*?${OWED_PART_WORDS}\\s*\\d`);
const PAID_OFF = /(?<!没|未|没有)(?:付清|结清|还清)|已付|已结/;
// A card, a loan or a bill owed is mine (信用卡欠款, 欠房租), no customer's.
const NOT_A_CUSTOMER = /^(?:我们?|咱们?|你|他|她|它)$|贷|借呗|白条|花呗|账单|信用|卡|费|房租|租金|税/;
const ROLE_FIRST = /^(?:客户|顾客|买家|客人)/;
// 还没给, 还没付我, 尚未支付: not paid yet (not 没付清: part paid)
const NOT_PAID_ME = /(?<!已经?)(?:还|都|也|仍然?|尚)*(?:没有?|未)\s*(?:付(?!清)|给|支付|结)(?:\s*我们?)?/;
// 应收 王总 设计费 6000, 王总 应收款 6000: what is to be collected, owed by whom the words name
const RECEIVABLE_SAID = /应收(?:账款|款)?/;

export interface SaleOnCredit {
  /** The receivable the customer owes on. */
  readonly receivable: string;
  /** Who bought, when said (a role alone, 客户, names no one). */
  readonly person: string | null;
  /** The receivable is the only one open for customers, no record or word naming it for them. */
  readonly onlyOpen: boolean;
  /** Read from words of owing alone (张三欠款 340), no 赊 nor 卖 said. */
  readonly fromOwing: string | null;
}

/**
 * 赊给张三 龙井 340, 卖给张三 340 赊账, 张三欠款 340, 张三欠我 340 in a shop whose receivable is kept
 * for customers: a sale on credit (it was spending from a wallet guessed, a sale paid into one, or a
 * 422 for a claim with nothing moved). The customer's receivable is the one their payee record
 * gives them, else the one the words name (客户欠款), else the only one open for customers. Null
 * otherwise: a ledger with no receivable for customers reads these words as before (小王欠我 200 is
 * a claim on a friend), and so does a person recorded on another account (老陈, the supplier).
 */
export function saleOnCredit(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): SaleOnCredit | null {
  const said = creditSaleSaid(intent, text, mentions, index);
  if (said === null) return null;
  const filter = filterFor([ASSETS], date, currency);
  const who = said.person?.replace(ROLE_FIRST, '') || null;
  // 张总欠我 3000 设计费 with 张总 on Assets:Receivables:ZhangZong and 设计费 aliasing Income:Design, 应收
  // 王总 6000: earned and owed, on the one's own receivable though it is not kept for customers (it
  // was spending at a stand-in category paid from a wallet guessed, and money into Alipay)
  const earned = RECEIVABLE_SAID.test(text) || namesIncomeItself(index, mentions, date, currency);
  const fitting = (account: string) => ofCustomers(index, account) || earned;
  const record = who === null ? null : recordedPayeeOf(index, who);
  if (record !== null) {
    const account = index.payeeAccount.get(record)!;
    const fits = rootOf(account) === ASSETS && index.claims.has(account) && fitting(account) && accepts(index, filter, account);
    return fits ? { receivable: account, person: record, onlyOpen: false, fromOwing: said.fromOwing } : null;
  }
  const named = mentionedClaim(index, mentions, filter);
  if (named !== null) return fitting(named) ? { receivable: named, person: who, onlyOpen: false, fromOwing: said.fromOwing } : null;
  // (赊给老李茶叶 1200, 客户赊账 1200 in a shop whose one receivable is named for no one, Assets:Receivables,
  // and that sells: goods said given on credit are owed there; words of owing alone, 小王欠我, are not)
  // (老李欠款 1200, 老李欠货款 1200: owing money on account, 款 or 货款, is a customer's; it was spending from Alipay)
  const only = onlyCustomersReceivable(index, date, currency) ?? (said.fromOwing === null || OWED_ON_ACCOUNT.test(said.fromOwing) ? onlyGenericReceivable(index, date, currency) : null);
  return only === null ? null : { receivable: only, person: who, onlyOpen: true, fromOwing: said.fromOwing };
}

/**
 * 老李欠款 1200 where no sale on credit is read (a household, with no sales): who is said to owe,
 * and the words of owing, when they stand first, nothing moved (see creditSaleSaid) and no payee
 * record of theirs is kept; else null.
 */
export function owingSaidAlone(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex): { person: string; debtSaid: Span } | null {
  const said = intent.direction === 'expense' ? creditSaleSaid(intent, text, mentions, index) : null;
  const first = OWES_FIRST.exec(text);
  // (老陈欠款 300 工行 with 老陈 recorded on Liabilities:Supplier: his record says which way, see settleDirection)
  if (said?.person == null || said.fromOwing === null || first === null || first[1] !== said.person || recordedPayeeOf(index, said.person) !== null) return null;
  // (客户张三欠款 340: 张三 owes; 客户欠款 340, the customer)
  return { person: said.person.replace(ROLE_FIRST, '') || said.person, debtSaid: { start: first.index, end: first.index + first[0].length } };
}

/** Whether some word names an income account by its own name or alias (设计费 aliasing Income:Design). */
function namesIncomeItself(index: NlpIndex, mentions: readonly TermMention[], date: string, currency: string): boolean {
  const income = filterFor([INCOME], date, currency);
  return mentions.some((m) => m.entry.hits.some((h) => namesItself(h) && accepts(index, income, h.account)));
}

/** Whether `name` is a payee recorded on a receivable kept for customers (张三 on Assets:Receivable:Customers). */
function customerRecorded(index: NlpIndex, name: string): boolean {
  const record = recordedPayeeOf(index, name);
  const account = record === null ? undefined : index.payeeAccount.get(record);
  return account !== undefined && rootOf(account) === ASSETS && index.claims.has(account) && ofCustomers(index, account);
}

/** Whether the words say a sale on credit, with whom: 赊给 X, sold and said on credit, X 欠款, X 欠我. */
function creditSaleSaid(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex): { person: string | null; fromOwing: string | null } | null {
  // (a word of the ledger for a liability or a wallet is no customer: 供应商欠款, 招行欠款)
  const ledgerWord = (name: string, at: number) =>
    mentions.some((m) => m.start < at + name.length && at < m.end && !m.entry.hits.some((h) => index.claims.has(h.account) && rootOf(h.account) === ASSETS));
  const given = GIVEN_ON_CREDIT.exec(text);
  // (赊给老李茶叶 1200: 小, 老, 阿 and one character are the name, the goods follow)
  if (given !== null) return NOT_A_CUSTOMER.test(given[1]!) ? null : { person: /^[小老阿][\u4e00-\u9fff]/.exec(given[1]!)?.[0] ?? given[1]!, fromOwing: null };
  // (卖茶 500 支付宝 赊 200: a part said owed after what was sold, see saleWithPartOwed)
  if (PART_OWED.test(text)) return null;
  if (SOLD.test(text) && ON_CREDIT.test(text) && !/买|购|进货/.test(text)) {
    const to = /卖给\s*([^\s\d，,。；;、\uE000]{1,6}?)(?=[\s\d，,。；;、\uE000]|赊|$)/.exec(text);
    return { person: to?.[1] ?? null, fromOwing: null };
  }
  // (a customer recorded on the receivable kept for customers, said first: 张三赊了 340 龙井 was the
  // shop buying on credit from 张三)
  const taker = TAKES_FIRST.exec(text)?.[1];
  // (客户赊账 1200 茶叶: a customer, though no one in particular, took goods on credit)
  if (taker !== undefined && ON_CREDIT.test(text) && !PAID_OFF.test(text) && (customerRecorded(index, taker) || ROLE_FIRST.test(taker))) return { person: taker, fromOwing: null };
  // (应收 王总 6000: its 收 is no money moved; 收到应收款 6000 is)
  const due = RECEIVABLE_SAID.exec(text);
  if (due !== null && !MONEY_MOVED.test(text.slice(0, due.index) + ' '.repeat(due[0].length) + text.slice(due.index + due[0].length))) {
    const debtor = mentions.find((m) => m.entry.hits.some((h) => index.claims.has(h.account) && rootOf(h.account) === ASSETS));
    return { person: debtor === undefined ? null : text.slice(debtor.start, debtor.end), fromOwing: due[0] };
  }
  // (刘姐 设计费 4500 还没给 with 刘姐 on a receivable of mine, said first: not paid me yet, owed; it
  // was money into the bank. 王总欠我 2000 设计费 还没给 says the owing: read below)
  const unpaid = claimNotPaidYet(text, mentions, index);
  if (unpaid !== null) return { person: unpaid.person, fromOwing: null };
  if (MONEY_MOVED.test(text)) return null;
  // (张三欠我 340: read so by the intent, whatever is said after the claim)
  const owes = intent.direction === 'owedToMe' ? intent.person : null;
  const first = OWES_FIRST.exec(text);
  const name = owes ?? first?.[1] ?? null;
  if (name === null || NOT_A_CUSTOMER.test(name)) return null;
  const at = first !== null && first[1] === name ? first.index + first[0].indexOf(name) : text.indexOf(name);
  if (ledgerWord(name, at)) return null;
  const words = first?.[0].trim() ?? `${name}欠我`;
  return { person: name, fromOwing: words };
}

/**
 * 刘姐 设计费 4500 还没给, 刘姐 4500 还没给: one on a receivable of mine said first, then that they have
 * not paid me yet (还没给), no 欠 nor money moved said: who, and where the words of not paying are.
 * Null otherwise.
 */
export function claimNotPaidYet(text: string, mentions: readonly TermMention[], index: NlpIndex): { person: string; notPaid: Span } | null {
  const unpaid = NOT_PAID_ME.exec(text);
  if (unpaid === null || /欠/.test(text) || MONEY_MOVED.test(text.slice(0, unpaid.index) + ' '.repeat(unpaid[0].length) + text.slice(unpaid.index + unpaid[0].length))) return null;
  const first = [...mentions].sort((a, b) => a.start - b.start)[0];
  if (first === undefined || !first.entry.hits.some((h) => index.claims.has(h.account) && rootOf(h.account) === ASSETS)) return null;
  return { person: text.slice(first.start, first.end), notPaid: { start: unpaid.index, end: unpaid.index + unpaid[0].length } };
}

/**
 * The postings of a sale on credit: the receivable takes what the wallet would have, the sale
 * is the income its words name (else a stand-in, warned as any income is).
 */
export function saleOnCreditPostings(ctx: Context, payee: PayeeChoice | null, sale: SaleOnCredit): ParsedPosting[] {
  const { index, guesses } = ctx;
  const categories = ctx.items.map((item) => categoryAccount(ctx, item, INCOME, payee));
  const who = sale.person ?? 'the customer';
  if (sale.fromOwing !== null) guesses.add(`read ${sale.fromOwing} as a sale on credit: ${who} owes it, no money moved`, 0.15);
  if (sale.onlyOpen) guesses.add(`no record of ${who} exists; booked what ${who} owes on ${sale.receivable}, the one receivable open`, 0.2);
  const postings: ParsedPosting[] = [];
  for (const [currency, total] of byCurrency(ctx.items)) {
    if (!accepts(index, filterFor([ASSETS], ctx.date, currency), sale.receivable)) {
      throw Problem.unprocessable(`${sale.receivable} does not take ${currency}`, [{ path: '/text', message: 'say the sale in the currency of the receivable' }]);
    }
    postings.push(posting(sale.receivable, total, currency));
  }
  // (赊给张三 340 微信: nothing was paid, it is owed)
  const wallet = fundingPhrases(index, ctx.termMentions, filterFor(FUNDING_ROOTS, ctx.date, ctx.items[0]!.currency, index.claims), ctx.text)[0];
  if (wallet) guesses.add(`${ctx.text.slice(wallet.start, wallet.end)} was named, but the words say it is owed; booked on ${sale.receivable}`, 0.2);
  ctx.items.forEach((item, i) => postings.push(posting(categories[i]!, item.amount.number.neg(), item.currency)));
  return postings;
}


/**
 * 卖龙井 340 微信 还欠 100: a sale, part of it still owed by the customer (it was 440 into WeChat,
 * the 100 read as more sales). The wallet takes what was paid (240), the receivable kept for
 * customers what is owed (100; the customer's own by their record, else the one the words name,
 * else the only one open), the sale is the whole, warned. A 422 when no such receivable is open.
 * Null when the words say no sale, or no amount is said owed after one sold.
 */
export function saleWithPartOwed(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const { index, text, items } = ctx;
  if (items.length < 2 || !SOLD.test(text) || /买|购|进货/.test(text)) return null;
  const currency = items[0]!.currency;
  if (items.some((i) => i.currency !== currency)) return null;
  const owed = items.filter((i, n) => n > 0 && OWED_PART_BEFORE.test(text.slice(i.start, i.amount.start)));
  const sold = items.filter((i) => !owed.includes(i));
  if (owed.length === 0) return null;
  const total = sold.reduce((sum, i) => sum.add(i.amount.number), Decimal.ZERO);
  const owing = owed.reduce((sum, i) => sum.add(i.amount.number), Decimal.ZERO);
  if (owing.gt(total)) return null;
  const filter = filterFor([ASSETS], ctx.date, currency);
  const record = payee === null ? null : recordedPayeeOf(index, payee.name);
  const recorded = record === null ? undefined : index.payeeAccount.get(record);
  const named = mentionedClaim(index, ctx.termMentions, filter);
  const receivable =
    (recorded !== undefined && rootOf(recorded) === ASSETS && index.claims.has(recorded) && ofCustomers(index, recorded) && accepts(index, filter, recorded) ? recorded : null) ??
    (named !== null && ofCustomers(index, named) ? named : null) ??
    onlyCustomersReceivable(index, ctx.date, currency);
  const words = owed.map((i) => `${OWED_PART_BEFORE.exec(text.slice(i.start, i.amount.start))![0].trim()} ${i.amount.number.toString()}`).join(', ');
  if (receivable === null) throw Problem.unprocessable(`part of the sale is said owed (${words}), but no receivable for customers is open`, [{ path: '/text', message: 'open one (e.g. Assets:Receivable:Customers), or say only what was paid' }]);
  const categories = sold.map((item) => categoryAccount(ctx, item, INCOME, payee, 'in'));
  const paid = total.sub(owing);
  const postings: ParsedPosting[] = [];
  // (the customer's record is where what is owed goes, not where what was paid went)
  if (paid.isPositive()) postings.push(posting(fundingAccount(ctx, currency, categories[0]!, null, 'in', true), paid, currency));
  postings.push(posting(receivable, owing, currency));
  sold.forEach((item, i) => postings.push(posting(categories[i]!, item.amount.number.neg(), currency)));
  ctx.guesses.add(`read ${words} as the part of the ${total.toString()} sold still owed by ${payee?.name ?? 'the customer'}, booked on ${receivable}: ${paid.toString()} paid`, 0.1);
  return postings;
}
