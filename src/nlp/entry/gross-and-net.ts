// Income said with what was taken off it: deductions (扣税 1500), or gross and net (工资 13500 税后
// 12000).
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import type { Item } from './item.ts';
import { WAGE_WORD } from '../direction.ts';
import { bestMention, mostFrequent } from '../account-choice.ts';
import { ASSETS, INCOME, EXPENSES, LIABILITIES, filterFor } from './account-filter.ts';
import { type Context, itemText, mentionsIn } from './context.ts';
import type { Span } from '../mentions.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';
import { feeAccount, feesBeside } from './payment-fees.ts';
import { dividendTaxAccount } from './dividend-tax.ts';

// 扣税 1500, 社保扣了 800: taken off the income before it arrived (spending, not more income).
// So is a fee (收到货款 500 手续费 3: 497 arrives; the 3 was booked as more income).
// (扣100: 扣 right before its amount; 折扣 is a discount)
// (收到房租6500 扣掉维修费200, 房租 6500 减去 中介费 3250: a cost taken off what came in)
// (滴滴 流水 8000 抽成 1600 到手 6400, 抽了 450: the platform's commission taken off the takings)
// (AAPL dividend 23.5 USD withholding tax 2.35, 1.86 withheld: in English too; not a tax refunded nor
// said before or after tax, as 退税 and 税后 are not)
export const DEDUCTION = /抽成|抽了?(?=\s*\d)|扣税|扣除|扣了|扣掉|扣去|减去|减掉|扣款|代扣|个税|社保|五险一金|(?<!折)扣(?=\s*\d)|(?<!退)税(?![前后])|手续费|服务费|\bfees?\b|\bwithh(?:olding|eld)\b|(?<!\b(?:after|pre|before)[\s-]?)\btax(?:es)?\b(?![\s-]*(?:refunds?|returns?|rebates?|credits?|back|free)\b)/i;
// 工资到账 12000, 实发 12000: the amount is what arrived, after the deductions.
export const NET_WORD = /到账|实发|到手|入账|税后/;
// 苹果 分红 到账 21.15 美元 税前 23.5: the amount is the income before what was taken off it.
export const GROSS_WORD = /税前|\bgross\b|\bpre-?tax\b|\bbefore\s+tax(?:es)?\b/i;
// MSFT dividend 20.70 USD net of 2.30 tax, 23 USD after 2.30 withholding: said right before what was
// taken off, the income said before it is what is left after it, what arrived.
// (not less/minus: 23 USD less 2.30 tax is the gross less the tax)
const NET_OF = /(?:\bnet\s+of|\bafter)\s*$/i;
// 押金 退了, 退回押金: a deposit paid back, the amount with it what came back after what was kept
const DEPOSIT_RETURNED = /押金[^，,。；;\d]{0,4}?退|退[^，,。；;\d]{0,3}?押金/;

// 公积金 3000 on a payslip: the housing fund's share of the wages, paid into the fund (an account
// of mine: Assets:HousingFund, by its name or an alias), not spent. (交公积金 3000 is paid by me.)
const FUND_WORD = /(?<![交付转存])公积金/;

/** The fund account an item's own words name (公积金 3000, 公积金缴存 3000), else null. */
function fundAccount(ctx: Context, item: Item): string | null {
  if (!FUND_WORD.test(itemText(ctx, item))) return null;
  const named = bestMention(ctx.index, mentionsIn(ctx.termMentions, item), filterFor([ASSETS], ctx.date, item.currency));
  return named === null || named.loose ? null : named.account;
}

/** Where a deduction goes: the fund it names (公积金), else its spending category (社保, 个税). */
function deductionAccount(ctx: Context, item: Item, income: string): string {
  return fundAccount(ctx, item) ?? takenOffAccount(ctx, item, income);
}

/**
 * What was taken off an income: the spending account the item's words name, else the one history
 * takes off that income (高德 周结 流水 2500 抽了 450 到手 2050, 滴滴 流水 8000 到手 6400 with the
 * platform's commission on Expenses:Platform:Commission in every settlement; it went to the
 * catch-all), else the category a stand-in gives.
 */
function takenOffAccount(ctx: Context, item: Item, income: string): string {
  const filter = filterFor([EXPENSES], ctx.date, item.currency);
  const named = bestMention(ctx.index, mentionsIn(ctx.termMentions, item), filter);
  const usual = named === null || named.loose ? mostFrequent(ctx.index, ctx.index.takenOffIncome.get(income), filter) : null;
  const tax = usual === null && (named === null || named.loose) ? dividendTaxAccount(ctx, filter) : null;
  if (tax !== null) return tax;
  if (usual === null) return categoryAccount(ctx, item, EXPENSES, null);
  ctx.guesses.add(`no word names what was taken off: used ${usual}, what entries of ${income} had taken off`, 0.1);
  return usual;
}

/**
 * 工资 税前 25000 扣 社保 2100 公积金 3000 个税 1400 实发 18500: with a net amount said, the
 * items naming the housing fund are deductions too (公积金 3000 was more income, and the fund
 * where the net pay arrived), and so are the items naming no income category (养老 1600, 医疗 400:
 * they were more income) when with them the gross less the deductions is the net.
 */
export function payslipDeductions(ctx: Context, deductions: readonly Item[]): Item[] {
  const isNet = (item: Item) => NET_WORD.test(itemText(ctx, item));
  if (ctx.items.length < 2 || !ctx.items.some(isNet)) return [...deductions];
  const withFunds = ctx.items.filter((item) => deductions.includes(item) || (!isNet(item) && fundAccount(ctx, item) !== null));
  const named = ctx.items.filter((item) => !withFunds.includes(item) && !isNet(item) && namesNoIncome(ctx, item));
  if (named.length === 0) return withFunds;
  const all = ctx.items.filter((item) => withFunds.includes(item) || named.includes(item));
  const parts = grossDeductionsNet(ctx, all);
  return parts !== null && parts.unexplained.isZero() ? all : withFunds;
}

/**
 * 养老 1600, 医疗 400: the item's own words name no income category (工资 25000 does). On a
 * payslip 养老金 is the pension contribution taken off, though it names the pension received.
 */
function namesNoIncome(ctx: Context, item: Item): boolean {
  const own = mentionsIn(ctx.termMentions, item).filter((m) => !PENSION_PAID_IN.test(m.entry.term));
  return bestMention(ctx.index, own, filterFor([INCOME], ctx.date, item.currency)) === null;
}
const PENSION_PAID_IN = /^(?:养老金|退休金)$/;

/**
 * The context the receiving account is chosen in: without the words naming the fund a deduction
 * went to (公积金 3000 实发 18500 招行: the net pay arrives at 招行, not in the fund).
 */
function receivingContext(ctx: Context, deductions: readonly Item[]): Context {
  const spans: Span[] = [];
  for (const item of deductions) {
    const fund = fundAccount(ctx, item);
    if (fund !== null) spans.push(...mentionsIn(ctx.termMentions, item).filter((m) => m.entry.hits.some((hit) => hit.account === fund)));
  }
  if (spans.length === 0) return ctx;
  (ctx.keptSpans ??= []).push(...spans);
  return { ...ctx, termMentions: ctx.termMentions.filter((m) => !spans.includes(m as Span)), otherPostingSpans: spans };
}

/**
 * 工资 13500 扣税 1500: the tax is spending taken off the income, so 12000 arrives; 工资到账 12000
 * 扣税 1500 says what arrived, so 13500 was earned. The deductions' currency must be the income's.
 */
export function incomeWithDeductions(ctx: Context, payee: PayeeChoice | null, deductions: readonly Item[]): ParsedPosting[] {
  const incomes = ctx.items.filter((item) => !deductions.includes(item));
  const currency = incomes[0]!.currency;
  const other = ctx.items.find((item) => item.currency !== currency);
  if (other !== undefined) {
    // (a deduction said without its money is in the income's, see deductionsInIncomeCurrency: this one's was said, or a wallet named decided it)
    const said = (items: readonly Item[]) => items.map((item) => `${item.amount.number.toString()} ${item.currency}`).join(', ');
    const what = deductions.includes(other) ? `${deductionsSaid(ctx, deductions.filter((d) => d.currency !== currency))} was read in ${other.currency}, the income ${said(incomes)}` : `the incomes are ${said(incomes)}`;
    throw Problem.unprocessable('a deduction in another currency than the income', [{ path: '/text', message: `${what}: say the income and what was taken off it in one currency` }]);
  }
  const taken = deductions.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  const stated = incomes.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  // (押金 退了 6200 扣 300: what came back of a deposit, said alone, is what is left after what was
  // kept, as 到账 says; not with the deposit said too, 退押金 6500 扣 300 实退 6200)
  const net = incomes.some((item) => NET_WORD.test(itemText(ctx, item)) || (incomes.length === 1 && DEPOSIT_RETURNED.test(itemText(ctx, item)))) || deductions.some((item) => saidNetOf(ctx, item));
  const earned = net ? stated.add(taken) : stated;
  const received = net ? stated : stated.sub(taken);
  if (!received.isPositive()) throw Problem.unprocessable('the deductions are as large as the income', [{ path: '/text', message: 'check the amounts' }]);
  const categories = incomes.map((item) => categoryAccount(ctx, item, INCOME, payee, 'in'));
  const postings: ParsedPosting[] = [posting(fundingAccount(receivingContext(ctx, deductions), currency, categories[0]!, payee, 'in', true), received, currency)];
  // the first income item carries what the deductions add to it when the amount said was net
  incomes.forEach((item, i) => postings.push(posting(categories[i]!, (i === 0 && net ? item.amount.number.add(taken) : item.amount.number).neg(), currency)));
  for (const item of deductions) postings.push(posting(deductionAccount(ctx, item, categories[0]!), item.amount.number, currency));
  ctx.guesses.add(`read ${deductionsSaid(ctx, deductions)} as taken off the income: ${earned.toString()} earned, ${received.toString()} received`, 0.1);
  return postings;
}

/** 到账 576, 税前 23.5: the item says nothing but the word and its amount. */
function onlyWord(ctx: Context, item: Item, word: RegExp): boolean {
  const words = itemText(ctx, item);
  return word.test(words) && words.replace(word, '').replace(/[\d.,，、:：\s]/g, '') === '';
}

/** net of 2.30 tax, after 2.30 withholding: the words right before a deduction's amount say the income said is net of it. */
function saidNetOf(ctx: Context, item: Item): boolean {
  return NET_OF.test(ctx.text.slice(item.start, item.amount.start).replace(/\uE000/g, ''));
}

/**
 * AAPL dividend 23.5 USD withholding tax 2.35, 腾讯 派息 港币 480 扣税 96, MSFT dividend 18.60 USD,
 * 1.86 withheld: a deduction said as a bare number, taken off an income whose money was said, is
 * in that money, warned (it was in the ledger's default, CNY: the tax paid from another broker's
 * cash, or a 422 of two currencies when one was said). Only when every other item's money was said
 * and is one, and the bare number went to the default; a deduction whose money was said (扣税 2.35元)
 * keeps it.
 */
export function deductionsInIncomeCurrency(ctx: Context): Context {
  if (ctx.items.length < 2) return ctx;
  const deductions = ctx.items.filter((item) => DEDUCTION.test(itemText(ctx, item)));
  const saidBare = (item: Item) => item.amount.currency === null && !item.amount.hasUnit && item.currency === ctx.index.defaultCurrency;
  // (腾讯 分红 720 港币 扣税 144 到账 576, 到账 21.15 美元 税前 23.5: what arrived, or the income before
  // tax, said as a bare number with no other words, is an amount of the one income too; not 工资到账 5000)
  const parts = ctx.items.filter((item) => !deductions.includes(item) && saidBare(item) && (onlyWord(ctx, item, NET_WORD) || onlyWord(ctx, item, GROSS_WORD)));
  const incomes = ctx.items.filter((item) => !deductions.includes(item) && !parts.includes(item));
  const currency = incomes[0]?.currency;
  if (currency === undefined || incomes.some((item) => item.amount.currency === null || item.currency !== currency)) return ctx;
  const bare = [...deductions, ...parts].filter((item) => saidBare(item) && item.currency !== currency);
  if (bare.length === 0) return ctx;
  const how = bare.every((item) => deductions.includes(item)) ? 'taken off' : 'of the same income as';
  ctx.guesses.add(`read ${bare.map((item) => item.amount.number.toString()).join(', ')}, said without a currency, as ${currency}: ${how} the ${incomes.map((item) => item.amount.number.toString()).join(', ')} ${currency} said`, 0.05);
  return { ...ctx, items: ctx.items.map((item) => (bare.includes(item) ? { ...item, currency } : item)) };
}

/** 工资 4500 扣社保 500 实发 4000: the gross, what was taken off it and the net, each said. */
export interface GrossDeductionsNet {
  readonly gross: Item;
  readonly net: Item;
  readonly deductions: readonly Item[];
  /** what the deductions said add up to */
  readonly taken: Decimal;
  /** gross less the deductions less the net: zero when the amounts agree */
  readonly unexplained: Decimal;
}

/**
 * Null unless the items are one gross and one net (its words 实发, 到手, 税后...) below it, and the
 * deductions, all in one currency. The net may be said first (实发 4000 工资 4500 扣社保 500: it
 * was read as three amounts paid, 9000), and the deductions before or after it.
 */
export function grossDeductionsNet(ctx: Context, deductions: readonly Item[]): GrossDeductionsNet | null {
  const rest = ctx.items.filter((item) => !deductions.includes(item));
  if (deductions.length === 0 || rest.length !== 2 || ctx.items.some((item) => item.currency !== rest[0]!.currency)) return null;
  const [first, second] = rest as [Item, Item];
  const firstNet = NET_WORD.test(itemText(ctx, first));
  if (firstNet === NET_WORD.test(itemText(ctx, second))) return null;
  const [gross, net] = firstNet ? [second, first] : [first, second];
  if (!net.amount.number.lt(gross.amount.number)) return null;
  const taken = deductions.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  return { gross, net, deductions, taken, unexplained: gross.amount.number.sub(taken).sub(net.amount.number) };
}

/** 社保 500, 个税 300: the deductions as said (the words of each, or its deduction word, and its amount). */
function deductionsSaid(ctx: Context, deductions: readonly Item[]): string {
  return deductions.map((d) => `${deductionWord(ctx, d)} ${d.amount.number.toString()}`).join(', ');
}

/** 个税, 公积金, 养老: the deduction word of an item, else its own words without the amount. */
function deductionWord(ctx: Context, item: Item): string {
  const words = itemText(ctx, item);
  return DEDUCTION.exec(words)?.[0] ?? FUND_WORD.exec(words)?.[0] ?? ctx.text.slice(item.start, item.amount.start).replace(/[\uE000\s]/g, '');
}

/** The warning when the gross less the deductions is not the net. */
function mismatchWarning(parts: GrossDeductionsNet, booked: string): string {
  const less = parts.gross.amount.number.sub(parts.taken);
  return `${parts.gross.amount.number.toString()} less the ${parts.taken.toString()} taken off is ${less.toString()}, not the ${parts.net.amount.number.toString()} said ${parts.net.start > parts.gross.start ? 'after' : 'before'} it: ${booked}; check the amounts`;
}

/**
 * 我的工资 8000 扣社保 500 实发 7500: the net arrived, the gross was earned, each deduction is
 * spending at its category (公积金 goes into the fund). When the amounts disagree (the gross less
 * the deductions is not the net) nothing is booked: a 422 names the figures (it was the rest booked
 * as more taken off, at a stand-in).
 */
export function incomeGrossDeductionsNet(ctx: Context, payee: PayeeChoice | null, parts: GrossDeductionsNet): ParsedPosting[] {
  const { gross, net, deductions, unexplained } = parts;
  const { currency } = gross;
  if (!unexplained.isZero()) {
    const less = gross.amount.number.sub(parts.taken);
    throw Problem.unprocessable('the gross less the deductions is not the net', [
      { path: '/text', message: `${gross.amount.number.toString()} less ${deductionsSaid(ctx, deductions)} (${parts.taken.toString()} in all) is ${less.toString()}, not the ${net.amount.number.toString()} said: check the amounts` },
    ]);
  }
  const income = categoryAccount(ctx, gross, INCOME, payee);
  const postings: ParsedPosting[] = [posting(fundingAccount(receivingContext(ctx, deductions), currency, income, payee, 'in', true), net.amount.number, currency), posting(income, gross.amount.number.neg(), currency)];
  for (const item of deductions) postings.push(posting(deductionAccount(ctx, item, income), item.amount.number, currency));
  ctx.guesses.add(`read ${gross.amount.number.toString()} as earned and ${net.amount.number.toString()} as received: ${deductionsSaid(ctx, deductions)} taken off`, 0.1);
  return postings;
}

/** 工资 13500 税后 12000: two amounts of one income, before and after what was taken off. */
export function grossNetPair(ctx: Context): { gross: Item; net: Item } | null {
  if (ctx.items.length !== 2) return null;
  const [a, b] = ctx.items as [Item, Item];
  if (a.currency !== b.currency) return null;
  const aNet = NET_WORD.test(itemText(ctx, a));
  const bNet = NET_WORD.test(itemText(ctx, b));
  if (aNet === bNet) return null;
  const [gross, net] = aNet ? [b, a] : [a, b];
  return net.amount.number.lt(gross.amount.number) ? { gross, net } : null;
}

export function grossNetPostings(ctx: Context, payee: PayeeChoice | null, gross: Item, net: Item): ParsedPosting[] {
  const { currency } = gross;
  // (苹果 分红 到账 21.15 美元 税前 23.5: the gross said with no words but 税前 is of the income the net's words name)
  const income = categoryAccount(ctx, onlyWord(ctx, gross, GROSS_WORD) ? net : gross, INCOME, payee);
  const taken = gross.amount.number.sub(net.amount.number);
  ctx.guesses.add(`read ${gross.amount.number.toString()} as earned and ${net.amount.number.toString()} as received: ${taken.toString()} taken off`, 0.1);
  return [
    posting(fundingAccount(ctx, currency, income, payee, 'in', true), net.amount.number, currency),
    posting(income, gross.amount.number.neg(), currency),
    posting(takenOffAccount(ctx, net, income), taken, currency),
  ];
}

/**
 * 小李工资 4500 实发 4000 工行, 给小李发工资 4500 扣社保 500 工行: wages I pay, said with what was
 * withheld from them. The wallet pays what was paid (4000), booked on the wages; what was withheld
 * goes to the liability its words name (社保 aliasing Liabilities:...:SocialSecurity, then the wages
 * are booked gross), else it is not booked, warned (it was paid on top: 8500, 5000). Null when the
 * sentence is no such one: one wage item and one net amount or deductions, in one currency.
 */
export function wagesPaidPostings(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  if (ctx.items.length < 2 || !WAGE_WORD.test(ctx.text) || ctx.items.some((item) => item.currency !== ctx.items[0]!.currency)) return null;
  // (发小李工资 4000 工行 手续费 2: the bank's fee is paid on top, see wagesWithFees)
  const fees = feesBeside(ctx);
  if (fees.length > 0) return wagesWithFees(ctx, payee, fees);
  const deductions = ctx.items.filter((item) => DEDUCTION.test(itemText(ctx, item)));
  const pair = deductions.length === 0 ? grossNetPair(ctx) : null;
  // (工资 4500 扣社保 500 实发 4000: all three said; the net is what was paid)
  const parts = grossDeductionsNet(ctx, deductions);
  const wages = pair?.gross ?? parts?.gross ?? ctx.items.find((item) => !deductions.includes(item))!;
  if (pair === null && parts === null && (deductions.length === 0 || deductions.length + 1 !== ctx.items.length)) return null;
  const { currency } = wages;
  const taken = pair !== null ? pair.gross.amount.number.sub(pair.net.amount.number) : deductions.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  // (实发 4000 扣社保 500: the amount said is what was paid)
  const net = pair === null && parts === null && NET_WORD.test(itemText(ctx, wages));
  const gross = pair !== null ? pair.gross.amount.number : net ? wages.amount.number.add(taken) : wages.amount.number;
  const paid = parts !== null ? parts.net.amount.number : gross.sub(taken);
  if (!paid.isPositive()) throw Problem.unprocessable('what was withheld is as large as the wages', [{ path: '/text', message: 'check the amounts' }]);
  // what was withheld (the words before its amount: 扣社保, 代扣个税), with the liability they name
  const held = pair !== null ? [{ said: taken.toString(), amount: taken, account: null, words: [] }] : deductions.map((item) => {
    const words = mentionsIn(ctx.termMentions, { start: item.start, end: item.amount.start });
    const named = bestMention(ctx.index, words, filterFor([LIABILITIES], ctx.date, currency));
    const before = ctx.text.slice(item.start, item.amount.start).replace(/\uE000/g, '').trim();
    return { said: `${before || DEDUCTION.exec(itemText(ctx, item))![0]} ${item.amount.number.toString()}`, amount: item.amount.number, account: named === null || named.loose ? null : named.account, words };
  });
  const booked = held.filter((h) => h.account !== null);
  const category = categoryAccount(ctx, wages, EXPENSES, payee, 'out');
  // (the liability named is no wallet that paid)
  const heldSpans = booked.flatMap((h) => h.words.filter((m) => m.entry.hits.some((hit) => hit.account === h.account)));
  const paying: Context = heldSpans.length === 0 ? ctx : { ...ctx, termMentions: ctx.termMentions.filter((m) => !heldSpans.includes(m)), otherPostingSpans: heldSpans };
  const wallet = fundingAccount(paying, currency, category, payee, 'out');
  if (heldSpans.length > 0) (ctx.keptSpans ??= []).push(...heldSpans);
  const withheldBooked = booked.reduce((sum, h) => sum.add(h.amount), Decimal.ZERO);
  const postings: ParsedPosting[] = [posting(category, paid.add(withheldBooked), currency)];
  for (const h of booked) postings.push(posting(h.account!, h.amount.neg(), currency));
  postings.push(posting(wallet, paid.neg(), currency));
  const told = held.map((h) => (h.account === null ? `${h.said} withheld, not booked (name an account for it to book it)` : `${h.said} withheld, booked on ${h.account}`));
  ctx.guesses.add(`read ${gross.toString()} as the wages and ${paid.toString()} as paid: ${told.join('; ')}`, 0.1);
  if (parts !== null && !parts.unexplained.isZero()) ctx.guesses.add(mismatchWarning(parts, `booked ${paid.toString()} as paid`), 0.3);
  return postings;
}

/**
 * 发小李工资 4000 工行 手续费 2: the bank's fee for paying the wages is paid on top of them, spent
 * on the account its words name (see feeAccount), not withheld from the employee (it was 3998
 * paid, the 2 "withheld, not booked"). The wages are read without the fees (with what was withheld
 * from them, if said); the wallet pays both. Null when the rest is not one wage item or wages
 * with deductions.
 */
function wagesWithFees(ctx: Context, payee: PayeeChoice | null, fees: readonly Item[]): ParsedPosting[] | null {
  // (the spans the narration is told of are shared with `ctx`)
  ctx.fundingSpans ??= [];
  ctx.keptSpans ??= [];
  const wagesCtx: Context = { ...ctx, items: ctx.items.filter((item) => !fees.includes(item)) };
  const { currency } = wagesCtx.items[0]!;
  let postings = wagesPaidPostings(wagesCtx, payee);
  if (postings === null) {
    if (wagesCtx.items.length !== 1) return null;
    const wages = wagesCtx.items[0]!;
    const category = categoryAccount(ctx, wages, EXPENSES, payee, 'out');
    postings = [posting(category, wages.amount.number, currency), posting(fundingAccount(ctx, currency, category, payee, 'out'), wages.amount.number.neg(), currency)];
  }
  // (the wallet's posting is the last: it pays the fees too)
  const wallet = postings.pop()!;
  let paid = Decimal.parse(wallet.units.number).neg();
  for (const fee of fees) {
    postings.push(posting(feeAccount(ctx, fee), fee.amount.number, currency));
    paid = paid.add(fee.amount.number);
  }
  postings.push(posting(wallet.account, paid.neg(), currency));
  return postings;
}
