// A deposit I hold (a landlord's 押金, on a Liabilities account): money owed back to the tenant.
// Received it is money in owed (收押金 6500: the wallet up, the deposit owed); refunded it is money
// out (退押金 6500: the deposit paid back from the wallet); kept (扣押金 500 赔偿) it is no longer
// owed and earned, no money moved. A deposit I paid (Assets) is read as before, in spending-postings.
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { accepts, mostFrequent } from '../account-choice.ts';
import type { NlpIndex } from '../ledger-index.ts';
import { walletWordsWithoutAccount } from '../mentions.ts';
import { DEPOSIT_SEGMENTS } from '../lexicon.ts';
import { ASSETS, INCOME, LIABILITIES, filterFor } from './account-filter.ts';
import { categoryAccount } from './category-account.ts';
import { type Context, mentionsIn } from './context.ts';
import { fundingAccount, fundingFilterExcluding } from './funding-account.ts';
import { fundingPhrases } from './funding-phrases.ts';
import type { Guesses } from './guesses.ts';
import { incomePostings } from './income-postings.ts';
import { heldOn } from './held-on.ts';
import type { Item } from './item.ts';
import { posting, type ParsedPosting } from './parsed-entry.ts';
import type { PayeeChoice } from './payee.ts';

const DEPOSIT_WORD = /押金|\bdeposits?\b/i;
// 押一付三: a month's deposit and three months' rent, paid together (the tenant's terms; landlord-rent.ts reads them too)
export const MONTHS_HELD_PAID = /押\s*([一二两三1-3])\s*付\s*([一二三四五六十1-9]|1[0-2])/;
const DEPOSIT_SAID = new RegExp(`${DEPOSIT_WORD.source}|${MONTHS_HELD_PAID.source}`, 'i');
const MONTHS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 十: 10 };
// 退押金, 押金退给租客, 退海淀押金, 押金 6500 退 6200; not 退我押金 (a deposit of mine back to me)
const REFUND_ZH = /退/;
// (房东退了押金, 押金退到微信, 押金退款到账: the landlord is another, the money came in: read as before)
const BACK_TO_ME = /退(?:还|回)?给?我(?!们)|房东|(?<!收)到|\bto\s+me\b|\blandlord\b|\b(?:got|get|gets|received|receive)\b[^.。]*\bback\b|\bmy\s+deposits?\b/i;
const REFUND_EN = /\b(?:refund(?:ed|s|ing)?|return(?:ed|s|ing)?|paid\s+back|gave\s+back)\b/i;
// 扣押金 500, 押金扣了 500, 扣了300修墙, 扣除 300 维修费: what is kept of the deposit (just before its amount)
// (in English: minus 200, less 200, deducted 200, kept 200)
const KEPT_BEFORE = /扣(?:了|除了?|掉了?|下了?|款)?\s*(?:押金)?\s*$|\b(?:minus|less|deduct(?:ed|ing)?|kept|withheld)\s*$/i;
const KEPT_SAID = /扣|\b(?:minus|less|deduct(?:ed|ing)?|withheld)\b/i;
// 扣了 空调维修 600: what is kept with what for said between 扣 and its amount (read only when the figures then add up)
// (refund 小王 deposit 3500 minus cleaning 200: in English, what for in words of Latin letters)
const KEPT_WITH_WHY_BEFORE = /扣(?:了|除了?|掉了?|下了?)?\s*[^\d，,。；;退扣]{1,8}?$|\b(?:minus|less|deduct(?:ed|ing)?|withheld)\s+(?:(?:the|a|for)\s+)?[a-z][a-z ]{0,20}?\s*(?:fees?\s*)?$/i;
// 押金抵房租 6500, 用押金抵了 3000 房租: the deposit kept for what the tenant owes
const OFFSET = /押金[^，,。；;\d]{0,4}?抵(?!押)/;
// 收押金, 收到押金, 押金 收到, 租客交了押金, tenant paid the deposit, received deposit
// (tenant deposit 13000: the tenant's, said with no verb, is one I take)
const RECEIVED = /收(?!据|条|拾)|(?:租客|房客|租户)[^，,。；;]*?(?:交|付|转|给)|\b(?:received|receive|collected|collect)\b|\btenants?\b[^.]*?\b(?:paid|pays|pay|sent)\b|\btenants?(?:'s)?\s+deposits?\b/i;
// the words that name a deposit account and are no flat (Liabilities:Deposits:Chaoyang, alias 朝阳押金: 朝阳)
const DEPOSIT_WORDS = /押金|deposits?/gi;
// an account for what is kept of deposits, by its alias
const KEPT_ALIASES = ['扣押金', '押金扣款', '扣除押金'];

export interface HeldDeposit {
  readonly kind: 'received' | 'refunded' | 'kept';
  readonly account: string;
  readonly currency: string;
  /** What the deposit account moves by. */
  readonly held: Decimal;
  /** The money paid (refunded) or received (the deposit alone); zero when kept. */
  readonly moved: Decimal;
  readonly kept: Item | null;
  /** Received beside the deposit (收朝阳房租 6500 押金 6500: the rent), booked as income. */
  readonly besides: readonly Item[];
}

function isDepositAccount(index: NlpIndex, name: string): boolean {
  const wanted = DEPOSIT_SEGMENTS.map((s) => s.toLowerCase());
  return name.split(':').slice(1).some((s) => wanted.includes(s.toLowerCase())) || (index.accounts.get(name)?.aliases ?? []).some((a) => a.includes('押金'));
}

/** The words that name a deposit account: its aliases, those without 押金 (the flat), its last segment. */
function namesOf(index: NlpIndex, name: string): string[] {
  const aliases = index.accounts.get(name)?.aliases ?? [];
  const flats = aliases.map((a) => a.replace(DEPOSIT_WORDS, '').trim()).filter((a) => a.length >= 2);
  const leaf = name.slice(name.lastIndexOf(':') + 1);
  // (夫妻俩 with Assets:Receivables:Couple aliased 夫妻俩: the tenant of Liabilities:Deposits:Couple)
  const tenant = DEPOSIT_SEGMENTS.includes(leaf) ? [] : tenantsNames(index, leaf);
  return [...aliases, ...flats, ...tenant, ...(DEPOSIT_SEGMENTS.includes(leaf) ? [] : [leaf])];
}

/** The aliases of the receivables (a tenant's, Assets:Receivables:Couple) whose last segment is `leaf`. */
function tenantsNames(index: NlpIndex, leaf: string): string[] {
  return [...index.claims].filter((a) => a.startsWith(`${ASSETS}:`) && a.slice(a.lastIndexOf(':') + 1) === leaf).flatMap((a) => index.accounts.get(a)?.aliases ?? []);
}

// (夫妻俩 交了 押金 4200, 李先生 交 押金 3500: the tenant said by name gives it)
const GIVES_AFTER = /^[^，,。；;\d]*?(?:交|付|转|给)/;

/** Whether a person with a receivable of theirs (a tenant) is said, then that they paid or gave. */
function tenantGives(index: NlpIndex, said: string): boolean {
  // (the 付 of 押一付三 is the terms', no paying said)
  const text = said.replace(new RegExp(MONTHS_HELD_PAID.source, 'g'), (t) => ' '.repeat(t.length));
  const names = [...index.claims].filter((a) => a.startsWith(`${ASSETS}:`)).flatMap((a) => index.accounts.get(a)?.aliases ?? []);
  return names.some((n) => n.length > 0 && text.includes(n) && GIVES_AFTER.test(text.slice(text.indexOf(n) + n.length)));
}

function said(text: string, word: string): boolean {
  return /^[A-Za-z]+$/.test(word) ? new RegExp(`\\b${word}\\b`, 'i').test(text) : text.includes(word);
}

/**
 * The deposit account the words name (朝阳押金, 海淀, Haidian), else the most used in history (the
 * first opened when none is), warned when there are several.
 */
function depositAccount(index: NlpIndex, text: string, held: readonly string[], guesses: Guesses): string {
  const named = held.filter((a) => namesOf(index, a).some((w) => said(text, w)));
  if (named.length === 1) return named[0]!;
  if (held.length === 1) return held[0]!;
  const among = named.length > 0 ? named : held;
  const uses = (a: string) => index.usage.get(a) ?? 0;
  const used = among.reduce((best, a) => (uses(a) > uses(best) ? a : best));
  const why = uses(used) > 0 ? ' (most used in history)' : '';
  guesses.add(`押金 ${named.length === 0 ? 'names no flat' : 'names several'} of ${held.join(', ')}: used ${used}${why}`, 0.15);
  return used;
}

// 医院 退 押金, 住院押金, 门诊押金, 酒店押金: a deposit paid by me to a hospital or a hotel, no tenant's
const PAID_TO_OTHERS = /医院|住院|门诊|急诊|出院|酒店|宾馆|hospital|hotel/i;
const TENANT_SAID = /租客|房客|租户|\btenants?\b/i;

/** The deposit accounts I hold (Liabilities), open on `date` in `currency`. */
function depositsHeld(index: NlpIndex, date: string, currency: string): string[] {
  return [...index.accounts.keys()].filter((a) => isDepositAccount(index, a) && accepts(index, filterFor([LIABILITIES], date, currency), a));
}

/**
 * The deposits I hold (a tenant's, on Liabilities) that the words cannot mean: all of them when
 * they say the deposit is one I paid to a hospital or a hotel, or (`back`) one coming back to me,
 * and name no flat or tenant of one I hold. 医院 退 押金 2000 到 建行 in a landlord's ledger is the
 * hospital's money back: it was booked as 2000 of a tenant's deposit taken in, silently.
 */
export function depositsHeldNotMeant(index: NlpIndex, text: string, date: string, currency: string, back: boolean): ReadonlySet<string> {
  const held = depositsHeld(index, date, currency);
  if (held.length === 0 || !(back || PAID_TO_OTHERS.test(text)) || TENANT_SAID.test(text)) return new Set();
  return new Set(held.some((a) => namesOf(index, a).some((w) => said(text, w))) ? [] : held);
}

/**
 * A deposit I hold received, refunded or kept, when the ledger has one open (a Liabilities
 * account of deposits) and the words say which; null otherwise (read as before). Refunded with a
 * part kept, the figures must add up (held = refunded + kept), else a 422 naming them.
 */
export function heldDeposit(index: NlpIndex, text: string, items: readonly Item[], date: string, guesses: Guesses): HeldDeposit | null {
  if (!DEPOSIT_SAID.test(text) || items.length === 0) return null;
  const currency = items[0]!.currency;
  if (items.some((i) => i.currency !== currency)) return null;
  const all = [...index.accounts.keys()].filter((a) => isDepositAccount(index, a));
  const held = depositsHeld(index, date, currency);
  if (held.length === 0) return null;
  // (住院押金 退回 2000 微信: the hospital's deposit back to me, no tenant's paid back; it was 2000
  // paid out of WeChat to the most used tenant's deposit)
  if (depositsHeldNotMeant(index, text, date, currency, false).size > 0) return null;
  // (a deposit I paid, on an Assets account, is read as before unless the words name one I hold)
  const paidToo = all.some((a) => accepts(index, filterFor([ASSETS], date, currency), a));
  if (paidToo && !held.some((a) => namesOf(index, a).some((w) => said(text, w))) && !TENANT_SAID.test(text)) return null;
  const refunded = (REFUND_ZH.test(text) || REFUND_EN.test(text)) && !BACK_TO_ME.test(text);
  const offset = !refunded && items.length === 1 && OFFSET.test(text);
  const keptSaid = offset ? items : items.filter((i) => KEPT_BEFORE.test(text.slice(0, i.amount.start)));
  const keptItems = refunded && keptSaid.length === 0 && items.length === 3 ? keptWithReason(text, items) : refunded && keptSaid.length === 0 && items.length === 2 ? keptAfterDeposit(text, items) : keptSaid;
  const others = items.filter((i) => !keptItems.includes(i));
  if (keptItems.length > 1) return null;
  const kept = keptItems[0] ?? null;
  if (refunded) {
    if (others.length === 0 || others.length > 2) return null;
    const account = depositAccount(index, text, held, guesses);
    const keptAmount = kept?.amount.number ?? Decimal.ZERO;
    if (others.length === 1) {
      // 退 小王 押金 3500 扣 清洁费 200 with 3500 held on 小王's deposit: the whole deposit, 3300 paid back
      // (it was a 422, or 3700 off a deposit of 3500); another amount is what was paid back, as before
      const said = others[0]!.amount.number;
      const whole = kept !== null && said.gt(keptAmount) && heldOn(index, account, currency, date).neg().eq(said);
      return whole ? { kind: 'refunded', account, currency, held: said, moved: said.sub(keptAmount), kept, besides: [] } : { kind: 'refunded', account, currency, held: said.add(keptAmount), moved: said, kept, besides: [] };
    }
    const [a, b] = others.map((i) => i.amount.number) as [Decimal, Decimal];
    const [whole, paid] = a.cmp(b) >= 0 ? [a, b] : [b, a];
    if (!whole.eq(paid.add(keptAmount))) {
      throw Problem.unprocessable(`the deposit's figures do not add up: ${whole.toString()} held, ${paid.toString()} refunded, ${keptAmount.toString()} kept`, [
        { path: '/text', message: `say what was held, what was kept and what was paid back so that they add up (押金 ${whole.toString()} 扣 ${whole.sub(paid).toString()} 修墙 退 ${paid.toString()})` },
      ]);
    }
    return { kind: 'refunded', account, currency, held: whole, moved: paid, kept, besides: [] };
  }
  if (kept !== null) {
    return others.length === 0 ? { kind: 'kept', account: depositAccount(index, text, held, guesses), currency, held: kept.amount.number, moved: Decimal.ZERO, kept, besides: [] } : null;
  }
  const months = MONTHS_HELD_PAID.exec(text);
  // (李先生 押一付三 一共 14000 到建行: the terms are the tenant's, the money theirs coming in, warned; not
  // with the rent said apart, 押一付三 续租 房租 10500: rent alone)
  const termsAlone = months !== null && !DEPOSIT_WORD.test(text) && !/房租|租金|房东|\blandlord\b/i.test(text);
  if (KEPT_SAID.test(text) || !(RECEIVED.test(text) || tenantGives(index, text) || termsAlone || depositAndRentSaid(text, items))) return null;
  // (收朝阳房租 6500 押金 6500: the deposit is the amount its words go with, the rest income)
  if (others.length === 1 && months !== null && !DEPOSIT_WORD.test(text)) return monthsHeldPaid(index, text, others[0]!, months, held, guesses);
  const deposits = others.length === 1 ? others : others.filter((i) => DEPOSIT_WORD.test(text.slice(i.start, i.end)));
  if (deposits.length !== 1) return null;
  const deposit = deposits[0]!;
  const account = depositAccount(index, text, held, guesses);
  return { kind: 'received', account, currency, held: deposit.amount.number, moved: deposit.amount.number, kept: null, besides: others.filter((i) => i !== deposit) };
}

/**
 * 夫妻押金 4200 扣了 空调维修 600 退 3600: of three amounts, the one said after 扣 with what for between,
 * when the other two are the deposit and the refund it leaves ([] otherwise: a 422 or read as before).
 */
function keptWithReason(text: string, items: readonly Item[]): Item[] {
  const kept = items.filter((i) => KEPT_WITH_WHY_BEFORE.test(text.slice(0, i.amount.start)));
  if (kept.length !== 1) return [];
  const [a, b] = items.filter((i) => i !== kept[0]).map((i) => i.amount.number) as [Decimal, Decimal];
  const [whole, paid] = a.cmp(b) >= 0 ? [a, b] : [b, a];
  return whole.eq(paid.add(kept[0]!.amount.number)) ? kept : [];
}

// 押金 3500 房租 10500: a deposit and rent, each said just before its amount
const DEPOSIT_BEFORE = /押金\s*$/;
const RENT_BEFORE = /(?:房租|租金)\s*$/;

/**
 * 李先生 押金 3500 房租 10500 建行 in a ledger holding tenants' deposits: the deposit and the rent
 * each with its amount, no verb: taken in together (it was 14000 of spending at the catch-all).
 */
function depositAndRentSaid(text: string, items: readonly Item[]): boolean {
  return items.length === 2 && items.some((i) => DEPOSIT_BEFORE.test(text.slice(0, i.amount.start))) && items.some((i) => RENT_BEFORE.test(text.slice(0, i.amount.start)));
}

/**
 * 退 小王 押金 3500 扣 清洁费 200: of two amounts, the later said after 扣 with what for between (the
 * earlier the deposit or what was paid back, see heldDeposit) ([] otherwise: read as before).
 */
function keptAfterDeposit(text: string, items: readonly Item[]): Item[] {
  const [first, later] = [...items].sort((a, b) => a.amount.start - b.amount.start) as [Item, Item];
  return KEPT_WITH_WHY_BEFORE.test(text.slice(first.end, later.amount.start)) && !REFUND_ZH.test(text.slice(first.end, later.amount.start)) && first.amount.number.gt(later.amount.number) ? [later] : [];
}

/**
 * 押一付三 收了 26000: one amount for a month's deposit and three months' rent, split as the months
 * say (6500 owed back, 19500 rent), warned; null when it does not split into whole cents.
 */
function monthsHeldPaid(index: NlpIndex, text: string, item: Item, months: RegExpExecArray, held: readonly string[], guesses: Guesses): HeldDeposit | null {
  const count = (m: string) => Decimal.fromInt(MONTHS[m] ?? Number(m));
  const [deposit, rent] = [count(months[1]!), count(months[2]!)];
  const whole = item.amount.number;
  const part = whole.mul(deposit).div(deposit.add(rent));
  if (!part.mul(deposit.add(rent)).eq(whole.mul(deposit)) || part.scale() > whole.scale()) return null;
  const account = depositAccount(index, text, held, guesses);
  const rentPart = whole.sub(part);
  const of = (n: Decimal) => `${n.toString()} month${n.eq(Decimal.ONE) ? '' : 's'}`;
  guesses.add(`${months[0]}: read ${whole.toString()} as a deposit of ${of(deposit)}, ${part.toString()} (on ${account}), and rent of ${of(rent)}, ${rentPart.toString()}`, 0.1);
  const rentItem: Item = { ...item, amount: { ...item.amount, number: rentPart } };
  return { kind: 'received', account, currency: item.currency, held: part, moved: part, kept: null, besides: [rentItem] };
}

/**
 * The account what is kept of a deposit is earned on: the income its words name (抵朝阳房租: the
 * rent), else the one aliased 扣押金 (修墙 names a repair, which it pays for: no income of its own).
 */
function keptAccount(ctx: Context, kept: Item, payee: PayeeChoice | null): string {
  const filter = filterFor([INCOME], ctx.date, kept.currency);
  const named = mentionsIn(ctx.termMentions, kept).some((m) => m.entry.hits.some((h) => accepts(ctx.index, filter, h.account)));
  const aliased = named ? undefined : [...ctx.index.accounts.values()].find((a) => accepts(ctx.index, filter, a.name) && a.aliases.some((w) => KEPT_ALIASES.includes(w)));
  const account = aliased?.name ?? categoryAccount(ctx, kept, INCOME, payee, 'in');
  const repair = aliased === undefined ? '' : " (change it to the repair's account if it paid for one)";
  ctx.guesses.add(`read ${kept.amount.number.toString()} as kept of the deposit: booked as income on ${account}${repair}`, 0.05);
  return account;
}

/**
 * With no wallet named, the one deposits were received into or refunded from before (a deposit
 * refunded went out of the most used spending wallet); null when one is named or none moved.
 */
function depositWallet(ctx: Context, currency: string, way: 'out' | 'in'): string | null {
  const { index } = ctx;
  const deposits = new Set([...index.accounts.keys()].filter((a) => isDepositAccount(index, a) && a.startsWith(LIABILITIES + ':')));
  if (fundingPhrases(index, ctx.termMentions, fundingFilterExcluding(ctx, currency, new Set([...deposits, ...index.claims])), ctx.text).length > 0) return null;
  if (walletWordsWithoutAccount(ctx.text, index, ctx.termMentions).length > 0) return null;
  const moves = new Map<string, number>();
  for (const [to, sources] of index.sourceByTarget) {
    for (const [from, count] of sources) {
      const wallet = deposits.has(from) ? to : deposits.has(to) ? from : null;
      if (wallet !== null && !deposits.has(wallet)) moves.set(wallet, (moves.get(wallet) ?? 0) + count);
    }
  }
  const wallet = mostFrequent(index, moves, filterFor([ASSETS], ctx.date, currency, index.claims));
  if (wallet !== null) ctx.guesses.add(`no ${way === 'out' ? 'payment' : 'receiving'} account named; used ${wallet} (where deposits moved before)`, 0.15);
  return wallet;
}

export function heldDepositPostings(ctx: Context, payee: PayeeChoice | null, deposit: HeldDeposit): ParsedPosting[] {
  const { account, currency } = deposit;
  const walletOf = (way: 'out' | 'in') => depositWallet(ctx, currency, way) ?? fundingAccount(ctx, currency, account, payee, way, way === 'in');
  const kept = deposit.kept === null ? [] : [posting(keptAccount(ctx, deposit.kept, payee), deposit.kept.amount.number.neg(), currency)];
  if (deposit.kind === 'kept') return [posting(account, deposit.held, currency), ...kept];
  if (deposit.kind === 'refunded') return [posting(account, deposit.held, currency), posting(walletOf('out'), deposit.moved.neg(), currency), ...kept];
  if (deposit.besides.length === 0) return [posting(walletOf('in'), deposit.moved, currency), posting(account, deposit.held.neg(), currency)];
  // the rest as income, into the wallet the deposit goes to as well
  ctx.fundingSpans ??= [];
  const income = incomePostings({ ...ctx, items: deposit.besides }, payee);
  const wallets = income.filter((p) => !p.account.startsWith(INCOME + ':') && p.units.currency === currency && !p.units.number.startsWith('-'));
  if (wallets.length !== 1) return [...income, posting(fundingAccount(ctx, currency, account, payee, 'in', true), deposit.moved, currency), posting(account, deposit.held.neg(), currency)];
  const wallet = wallets[0]!;
  return [...income.map((p) => (p === wallet ? posting(p.account, Decimal.parse(p.units.number).add(deposit.moved), currency) : p)), posting(account, deposit.held.neg(), currency)];
}
