// Money a shop pays out that is no spending: a refund to a customer takes back a sale (顾客退货 退款
// 200 微信, 退给顾客 88 微信), and what staff borrow against their pay is owed back (员工借支 500 现金).
import { bestMention, genericAccount, mostFrequent } from '../account-choice.ts';
import { isFunding, namesItself, rootOf, type NlpIndex } from '../ledger-index.ts';
import type { detectIntent } from '../direction.ts';
import type { TermMention } from '../mentions.ts';
import { INTO_BEFORE } from './transfer-words.ts';
import { movesNarrated, narrationSaid } from './moves-narrated.ts';
import { ASSETS, EXPENSES, INCOME, filterFor } from './account-filter.ts';
import { type Context, itemText, mentionsIn } from './context.ts';
import type { Item } from './item.ts';
import { RECEIVABLE_NAMES, SALES_NAMES } from './shop-account-names.ts';

const CUSTOMER = '(?:客户|顾客|买家|客人|乘客)';
// 退给顾客, 给客户退款, 顾客退货, 退款 88 给买家, 退 乘客 10 (typed apart)
const REFUND_TO_CUSTOMER = new RegExp(`退(?:款|钱)?\\s*给?\\s*${CUSTOMER}|给${CUSTOMER}退|${CUSTOMER}\\s*[^\\d\\s，,。；;]{0,3}?\\s*退(?:货|款|钱)|退(?:款|钱)[^，,。；;]*给${CUSTOMER}|\\brefund(?:ed|s)?\\b[^,;.]*?\\b(?:customer|buyer|client)s?\\b`, 'i');
// Income:Sales:Returns, Income:Refunds: what a ledger names the income account sales taken back go against
const RETURNS_NAMES: readonly string[] = ['Returns', 'Refunds', 'SalesReturns', '退货', '退款', '销售退回'];
// 员工借支, 店员小刘借支: an advance to staff
const STAFF_ADVANCE = /(?:员工|店员|伙计|工人|小工|服务员)[^\d\s，,。；;]{0,3}?借支/;

/** Whether `words` say a refund given to a customer (给买家退款 35, 退款 35 给买家, refund 35 to buyer). */
export function refundToCustomer(words: string): boolean {
  return REFUND_TO_CUSTOMER.test(words);
}

/**
 * The account a shop's payment out goes to when it is no spending: for a refund to a customer, the
 * income account its words name (Income:Sales:Returns aliased 退款), else the sales account (a sale
 * taken back, warned); the receivable named for no one for an advance to staff (warned). Null when
 * the words say neither, or no such account is open.
 */
export function shopPaidOutAccount(ctx: Context, item: Item): string | null {
  const { index, text } = ctx;
  // 给买家退款 35, 买家退款 35, 拼多多退款 59 给买家 with Income:Sales:Returns aliased 退款,买家退款: the
  // income account the words name itself, the one named by a word of refund first (not 拼多多's
  // sales); it was spending at a stand-in, or the fees most used with the shop
  // (淘宝退款 59 read as paid out, see refundGivenAsBefore: the account the history paid them against)
  const named = REFUND_TO_CUSTOMER.test(text) ? incomeNamed(ctx, item) : ctx.items.length === 1 ? refundedBefore(index, text, ctx.termMentions, ctx.items, ctx.date) : null;
  if (named !== null) return named;
  if (REFUND_TO_CUSTOMER.test(text)) {
    // (refund 35 to buyer alipay: no word of the ledger names it, the income account kept for
    // returns, Income:Sales:Returns, does; it was spending at a stand-in, Expenses:Food. Not for an
    // item of its own words of no refund: 快递费 12 after 退货退款 120 给买家 is shipping)
    const refundItem = ctx.items.length === 1 || /退|refund/i.test(itemText(ctx, item));
    const returns = refundItem ? genericAccount(index, RETURNS_NAMES, filterFor([INCOME], ctx.date, item.currency)) : null;
    if (returns !== null) {
      ctx.guesses.add(`read as a refund to a customer: booked against ${returns}, the income account kept for returns`, 0.05);
      return returns;
    }
    const sales = genericAccount(index, SALES_NAMES, filterFor([INCOME], ctx.date, item.currency)) ?? paidByCustomerBefore(ctx, item);
    if (sales !== null) ctx.guesses.add(`read as a refund to a customer: a sale taken back, booked against ${sales}`, 0.05);
    return sales;
  }
  if (STAFF_ADVANCE.test(text)) {
    const receivable = genericAccount(index, RECEIVABLE_NAMES, filterFor([ASSETS], ctx.date, item.currency));
    if (receivable !== null) ctx.guesses.add(`read as an advance to staff (借支), owed back: booked on ${receivable}`, 0.05);
    return receivable;
  }
  return null;
}

/**
 * 退 乘客 10 微信 in a driver's ledger with no sales account, whose entries paid by the payee 乘客 went
 * to Income:Driving:Cash: the income account the customer the words name paid into before (its payee
 * record's, else its last entry's), else null.
 */
function paidByCustomerBefore(ctx: Context, item: Item): string | null {
  const filter = filterFor([INCOME], ctx.date, item.currency);
  for (const word of ctx.text.match(new RegExp(CUSTOMER, 'g')) ?? []) {
    const account = ctx.index.payeeAccount.get(word) ?? ctx.index.payeeLast.get(word)?.income;
    if (account !== undefined && rootOf(account) === INCOME && mostFrequent(ctx.index, new Map([[account, 1]]), filter) !== null) return account;
  }
  return null;
}

/**
 * The income account the item's words name by its own name or alias, for a refund to a customer:
 * one named by a word of refund (退款, 退货) first. Null when the words name a spending category
 * too (退运费 给买家 12: shipping) or no such account.
 */
function incomeNamed(ctx: Context, item: Item): string | null {
  const { index, text } = ctx;
  const words = ctx.items.length === 1 ? ctx.termMentions : mentionsIn(ctx.termMentions, item);
  const income = filterFor([INCOME], ctx.date, item.currency);
  const own = (m: TermMention) => ({ ...m, entry: { ...m.entry, hits: m.entry.hits.filter((h) => namesItself(h) && h.account.startsWith(`${INCOME}:`)) } });
  const named = words.map(own).filter((m) => m.entry.hits.length > 0);
  // (the lexicon's reading of a word the user aliased an income account with is not what was
  // bought: 拼多多 of Income:Sales:Pinduoduo is no Expenses:Shopping)
  const spent = bestMention(index, words.filter((m) => !named.some((n) => n.start === m.start && n.end === m.end)), filterFor([EXPENSES], ctx.date, item.currency));
  if (spent !== null && !spent.loose) return null;
  const refundWords = named.filter((m) => REFUND_WORD.test(text.slice(m.start, m.end)));
  return bestMention(index, refundWords, income)?.account ?? bestMention(index, named, income)?.account ?? null;
}

// 退款, 退货, 买家退款, 退钱: words of money given back
const REFUND_WORD = /退(?:款|货|钱|费)/;

/** The income account the history's entries narrated as the sentence is paid refunds out against (淘宝退款: Income:Sales:Returns), else null. */
function refundedBefore(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string): string | null {
  const narrated = movesNarrated(index, text, mentions, items);
  const to = narrated === undefined ? null : mostFrequent(index, narrated.to, filterFor([ASSETS, INCOME], date, items[0]!.currency));
  return to !== null && rootOf(to) === INCOME ? to : null;
}

/**
 * 淘宝退款 59 in a shop whose entries narrated 淘宝退款 paid refunds out to buyers (Income:Sales:Returns
 * 86 / Assets:Alipay): a refund given, as those were (it was money back to me, off the fees most
 * used with 淘宝), warned: the words alone say either. Said otherwise (收到淘宝退款, 淘宝退款 128 到支付宝) it is as read.
 */
export function refundGivenAsBefore(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex, items: readonly Item[], date: string): ReturnType<typeof detectIntent> {
  if (intent.direction !== 'refund' || items.length !== 1) return intent;
  // (淘宝退款 128 到支付宝: said coming into a wallet, it came back to me)
  if (mentions.some((m) => m.entry.hits.every((h) => isFunding(h.account)) && INTO_BEFORE.test(text.slice(0, m.start)))) return intent;
  const account = refundedBefore(index, text, mentions, items, date);
  if (account === null) return intent;
  const said = narrationSaid(text, mentions, items);
  return { direction: 'expense', person: null, transferCue: null, reading: `read ${said} as a refund paid out (against ${account}), as the past entries narrated ${said} were; if the money came back to you, say 收到${said}` };
}
