// Shares and fund units bought or sold, said with the holding's name or alias, the units and the
// price (买入 茅台 100股 1520.5 佣金 5, 卖出 茅台 10股 1750, 清仓 宁德时代 210, 申购 易方达蓝筹
// 4051.86份 净值 1.234): a draft as a careful Beancount user writes it. A buy is the units at their
// cost ({1520.5 CNY}, or {{152050 CNY}} when the total is said), paid from the broker's cash; a sale
// is the units taken off the lots with `{}` at the price said (@ 1750 CNY), the cash received and
// the gain left to Beancount on the ledger's capital-gains account. Only when Beancount's booking of
// `{}` is certain with the lots held on that date (FIFO/LIFO, one lot, or all of them sold); a
// STRICT account with several lots and a part sold is a 422 naming the lots, as is a sale of more
// than is held. Anything else said (手, 打新, money without units: 申购 易方达蓝筹 5000) is left to
// holding-trades.ts, which refuses it saying what to send to POST /bean/transactions.
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { CURRENCY_SUFFIXES, isMoneyCode, minorUnitDigits } from '../currencies.ts';
import { rootOf, type NlpIndex } from '../ledger-index.ts';
import type { NlpAccount } from '../ledger-view.ts';
import { MASK, type TermMention } from '../mentions.ts';
import { ASSETS, EXPENSES, INCOME } from './account-filter.ts';
import type { Guesses } from './guesses.ts';
import type { DateMention } from '../dates.ts';
import type { DraftPosting } from './parsed-entry.ts';

export interface TradeDraft {
  readonly payee: string | null;
  readonly narration: string;
  readonly postings: DraftPosting[];
}

// (in English too: bought 10 AAPL at 230, sold 15 shares of AAPL at 245.5; 止盈/止损 are sales said alone)
const BUY = /买入|买了|购入|加仓|建仓|补仓|申购|认购|买|\b(?:bought|buys?|buying|purchased?)\b/i;
const SELL = /卖出|卖了|卖掉|抛售|抛出|抛了|减仓|清仓|赎回|止盈|止损|卖|\b(?:sold|sells?|selling)\b/i;
// (sold all AAPL at 250, sell all my AAPL @ 250: in English too; it was 250 CNY of income)
const ALL_SOLD = /清仓|全部卖出|全部赎回|卖出全部|全部|\b(?:sold|sells?|selling)\s+(?:all|everything)\b/i;
// left to holding-trades.ts and the dividends: a new issue, a dividend reinvested, 手 (its size is the market's)
const NOT_READ = /打新|中签|红利再投资|定投|分红|派息|股息|拆股|送股|转增/;
// 1手: 100 shares of an A share (SH/SZ code); elsewhere the market's size, left to holding-trades.ts
const HAND = new RegExp('(\\d+(?:\\.\\d+)?)\\s*手(?!续)', 'g');
const A_SHARE = /^(?:SH|SZ)\d{6}$|^\d{6}\.(?:SH|SZ)$/i;
const NUMBER = '(\\d+(?:\\.\\d+)?)\\s*(万)?';
const UNITS = new RegExp(`${NUMBER}\\s*(?:(?:股|份)(?![东票权息市价])|shares?\\b(?:\\s+of\\b)?)`, 'gi');
const FEE = new RegExp(`(?:佣金|手续费|交易费|过户费|规费|\\bcommissions?\\b|\\bfees?\\b)\\s*[:：]?\\s*${NUMBER}`, 'gi');
// 花了/花费/用了 N said of the units bought is what they cost, as 共 N is (花了 15201 买入 茅台 10股: not 15201 each)
const TOTAL = new RegExp(`(?:(?:(?:总共|一共|共计|合计|共)\\s*)?(?:花了|花费了?|用了|付了)|总共|共计|合计|总价|总额|成交额|成交金额|共|\\bfor\\b|\\bin\\s+total\\b)\\s*[:：]?\\s*${NUMBER}`, 'gi');
const PRICE = new RegExp(`(?:成交价|价格|单价|均价|净值|每股|每份|价|[@＠]|\\bat\\b|\\bper\\s+share\\b)\\s*[:：]?\\s*${NUMBER}`, 'gi');
const BARE = new RegExp(`(?<![\\d.])${NUMBER}`, 'g');
const NAV = /净值/;
const CASH_SEGMENT = /cash|现金|资金/i;
// 印花税 on an account of its own when the ledger keeps one (Expenses:Investing:StampTax), else with the fees
const STAMP_TAX = new RegExp(`印花税\\s*[:：]?\\s*${NUMBER}`, 'g');
const STAMP_TAX_ACCOUNT = /^(?:stamp-?tax|stamp-?duty|印花税)$/i;
const FEE_ACCOUNT = /^(?:fees?|commissions?|brokerage|佣金|手续费|交易费)$/i;
const GAINS_ACCOUNT = /^(?:capital-?gains?|gains?|realized-?gains?|pnl|pl|投资收益|资本利得)$/i;

interface Lot {
  units: Decimal;
  readonly number: Decimal;
  readonly currency: string;
  readonly date: string | null;
  readonly label: string | null;
}

interface Said {
  readonly units: Decimal | null;
  readonly price: Decimal | null;
  readonly total: Decimal | null;
  readonly fee: Decimal;
  readonly stampTax: Decimal;
  readonly currency: string | null;
  /** The price was a bare number, no word said it was one (买入 茅台 100股 1520.5). */
  readonly bare: boolean;
}

function numberOf(m: RegExpMatchArray): Decimal {
  const n = Decimal.parse(m[1]!);
  return m[2] === '万' ? n.mul(Decimal.fromInt(10000)) : n;
}

/** The currency written right after a number (1750元, 380港币, 120 USD), or null. */
function currencyAfter(index: NlpIndex, rest: string): string | null {
  const after = rest.trimStart();
  for (const [word, currency] of CURRENCY_SUFFIXES) if (after.startsWith(word)) return currency ?? index.defaultCurrency;
  const code = /^[A-Z]{3,5}\b/.exec(after)?.[0];
  return code !== undefined && index.currencyCodes.has(code) ? code : null;
}

/** The units, price, total and fees said, or null when a number is left that none of them is. */
function saidOf(index: NlpIndex, text: string): Said | null {
  let rest = text;
  const currencies = new Set<string>();
  const take = (re: RegExp): Decimal[] => {
    const found: Decimal[] = [];
    rest = rest.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpMatchArray;
      const end = (args.at(-2) as number) + m[0]!.length;
      found.push(numberOf(m));
      const currency = currencyAfter(index, text.slice(end));
      if (currency !== null) currencies.add(currency);
      return ' '.repeat(m[0]!.length);
    });
    return found;
  };
  const units = take(UNITS);
  const stampTaxes = take(STAMP_TAX);
  const fees = take(FEE);
  const totals = take(TOTAL);
  const prices = take(PRICE);
  const bare = take(BARE);
  if (units.length > 1 || totals.length > 1 || prices.length + bare.length > 1) return null;
  if (currencies.size > 1) return null;
  return { units: units[0] ?? null, price: prices[0] ?? bare[0] ?? null, total: totals[0] ?? null, fee: fees.reduce((a, b) => a.add(b), Decimal.ZERO), stampTax: stampTaxes.reduce((a, b) => a.add(b), Decimal.ZERO), currency: [...currencies][0] ?? null, bare: prices.length === 0 && bare.length === 1 };
}

function isMoney(index: NlpIndex, currency: string): boolean {
  return currency === index.defaultCurrency || isMoneyCode(currency) || index.view.operatingCurrencies.includes(currency);
}

/** An open Assets account holding one commodity that is no money (Assets:Broker:Huatai:SH600519). */
function holdingOf(index: NlpIndex, account: string, date: string): NlpAccount | null {
  const a = index.accounts.get(account);
  return a !== undefined && rootOf(account) === ASSETS && a.openDate <= date && a.currencies.length === 1 && !isMoney(index, a.currencies[0]!) ? a : null;
}

/** The lots the account holds at the end of `date`, as Beancount booked them. */
function lotsHeld(index: NlpIndex, account: string, date: string): Lot[] {
  const lots: Lot[] = [];
  for (const t of index.view.transactions) {
    if (t.date > date) break;
    for (const p of t.postings) {
      if (p.account !== account || !p.cost) continue;
      const c = p.cost;
      const lot = lots.find((l) => l.number.eq(c.number) && l.currency === c.currency && l.date === c.date && l.label === c.label);
      if (lot) lot.units = lot.units.add(p.units.number);
      else lots.push({ units: p.units.number, number: c.number, currency: c.currency, date: c.date, label: c.label });
    }
  }
  return lots.filter((l) => !l.units.isZero());
}

/** The currency the holding is costed in: its lots', else its prices', else the money it was bought with. */
function costCurrencyOf(index: NlpIndex, account: string, commodity: string): string | null {
  for (const t of [...index.view.transactions].reverse()) for (const p of t.postings) if (p.account === account && p.cost) return p.cost.currency;
  const priced = index.view.prices?.().forwardPairs.find(([base]) => base === commodity);
  return priced?.[1] ?? null;
}

/** Whether any posting of the ledger holds units of the account at a cost (lots, as shares are kept). */
function heldAtCost(index: NlpIndex, account: string): boolean {
  return index.view.transactions.some((t) => t.postings.some((p) => p.account === account && p.cost));
}

function tradesOf(index: NlpIndex, account: string, date: string) {
  return index.view.transactions.filter((t) => t.date <= date && t.postings.some((p) => p.account === account)).reverse();
}

function allows(a: NlpAccount, currency: string): boolean {
  return a.currencies.length === 0 || a.currencies.includes(currency);
}

function openOn(index: NlpIndex, account: string, date: string): NlpAccount | null {
  const a = index.accounts.get(account);
  return a !== undefined && a.openDate <= date ? a : null;
}

/** The broker's cash in `currency`: named, else the one the holding's trades used, else one beside it (warned). */
function cashAccountOf(index: NlpIndex, holding: NlpAccount, currency: string, named: readonly { word: string; account: string }[], date: string, guesses: Guesses): string {
  const isCash = (name: string) => {
    const a = openOn(index, name, date);
    return a !== null && rootOf(name) === ASSETS && holdingOf(index, name, date) === null && a.currencies.includes(currency);
  };
  const said = named.filter((n) => isCash(n.account));
  if (said.length === 1) return said[0]!.account;
  // 买入 苹果 10股 230 从 工行: a wallet named that holds no USD pays no USD (it was left aside in silence); the
  // broker named by its cash in CNY (用 华泰 for 腾讯 in HKD): its account in that money, warned
  const wallets = named.filter((n) => rootOf(n.account) === ASSETS && openOn(index, n.account, date) !== null && holdingOf(index, n.account, date) === null);
  const sameBroker = (n: { account: string }) => holding.name.startsWith(n.account.split(':').slice(0, -1).join(':') + ':') && n.account.split(':').length > 2;
  const other = said.length === 0 ? wallets.find((n) => !sameBroker(n)) : undefined;
  if (other !== undefined) {
    const held = openOn(index, other.account, date)!.currencies;
    throw Problem.unprocessable(`${other.word} is ${other.account}, which holds ${held.length > 0 ? held.join(', ') : 'no money said'}, not ${currency}`, [{ path: '/text', message: `${holding.currencies[0]} is costed in ${currency}: name the account that pays or receives ${currency}, or write the trade with POST /bean/transactions` }]);
  }
  const broker = said.length === 0 ? wallets.find(sameBroker) : undefined;
  if (broker !== undefined) {
    const cash = cashAccountOf(index, holding, currency, [], date, guesses);
    guesses.add(`${broker.word} is ${broker.account}, which holds no ${currency}: used ${cash}, the broker's ${currency}`, 0.1);
    return cash;
  }
  for (const t of tradesOf(index, holding.name, date)) {
    const cash = t.postings.find((p) => p.account !== holding.name && p.units.currency === currency && isCash(p.account));
    if (cash) return cash.account;
  }
  const segments = holding.name.split(':');
  for (let depth = segments.length - 1; depth >= 2; depth--) {
    const parent = segments.slice(0, depth).join(':') + ':';
    const cashNamed = (a: string) => Number(CASH_SEGMENT.test(a.split(':').at(-1)!));
    const beside = [...index.accounts.keys()].filter((a) => a.startsWith(parent) && isCash(a)).sort((a, b) => cashNamed(b) - cashNamed(a) || a.localeCompare(b));
    if (beside.length > 1 && cashNamed(beside[0]!) > cashNamed(beside[1]!)) beside.splice(1);
    if (beside.length === 0) continue;
    guesses.add(`no trade of ${holding.currencies[0]} in the ledger says which cash pays it: ${beside.length > 1 ? `took ${beside[0]} of ${beside.join(', ')}` : `took ${beside[0]}, the account in ${currency} beside it`}`, beside.length > 1 ? 0.2 : 0.1);
    return beside[0]!;
  }
  throw Problem.unprocessable(`no cash account in ${currency} found for ${holding.name}`, [{ path: '/text', message: `name the account that pays or receives ${currency} (its name or an alias), or open one beside ${holding.name}` }]);
}

/** An account of `root` the holding's trades used (its fees, its gains), else one named as such (warned when several). */
function tradeAccountOf(index: NlpIndex, holding: NlpAccount, root: string, names: RegExp, currency: string, date: string, guesses: Guesses, sales: boolean, what: string): string {
  for (const t of tradesOf(index, holding.name, date)) {
    if (sales && !t.postings.some((p) => p.account === holding.name && p.units.number.isNegative())) continue;
    const used = t.postings.find((p) => rootOf(p.account) === root && openOn(index, p.account, date) !== null && allows(openOn(index, p.account, date)!, currency));
    if (used) return used.account;
  }
  const broker = new Set(holding.name.split(':').slice(1, -1));
  const found = [...index.accounts.values()]
    .filter((a) => rootOf(a.name) === root && a.openDate <= date && allows(a, currency) && (a.name.split(':').slice(1).some((s) => names.test(s)) || a.aliases.some((s) => names.test(s))))
    .sort((a, b) => Number(b.name.split(':').some((s) => broker.has(s))) - Number(a.name.split(':').some((s) => broker.has(s))) || a.name.localeCompare(b.name));
  if (found.length === 0) throw Problem.unprocessable(`no ${what} account found for ${holding.name}`, [{ path: '/text', message: `open one (e.g. ${root === INCOME ? 'Income:CapitalGains' : 'Expenses:Fees'}) or write the trade with POST /bean/transactions` }]);
  if (found.length > 1) guesses.add(`took ${found[0]!.name} for the ${what} of ${found.map((a) => a.name).join(', ')}`, 0.15);
  return found[0]!.name;
}

function lotText(l: Lot): string {
  return `${l.units.toString()} at ${l.number.toString()} ${l.currency}${l.date ? ` of ${l.date}` : ''}${l.label ? ` "${l.label}"` : ''}`;
}

function amount(n: Decimal, currency: string) {
  return { number: n.toString(), currency };
}

/** Money written with at least `digits` decimals (9598.50, not 9598.5: Beancount rounds the gain it interpolates to the fewest written). */
function money(n: Decimal, currency: string, digits: number) {
  return amount(n.scale() < digits ? n.quantize(-digits) : n, currency);
}

/** The units each lot gives to a sale of `units` booked `booking` (one lot named: that lot; FIFO: the oldest first). */
function taken(lots: readonly Lot[], units: Decimal, booking: string, one: Lot | undefined): Map<Lot, Decimal> {
  const order = one !== undefined ? [one] : [...lots].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') * (booking === 'LIFO' ? -1 : 1));
  const takes = new Map<Lot, Decimal>();
  let left = units;
  for (const lot of order) {
    if (!left.isPositive()) break;
    const take = lot.units.lt(left) ? lot.units : left;
    takes.set(lot, take);
    left = left.sub(take);
  }
  return takes;
}

/**
 * 11月5号 卖出 英伟达 10股 150 with all NVDA sold on 11-29: a sale dated before later sales must leave each
 * of them the units of the lot it booked (it was drafted, then refused at POST; a FIFO or LIFO sale in
 * the past would change which lots the later ones take): a 422 naming the later sale.
 */
function refuseLaterSalesChanged(index: NlpIndex, account: string, lots: readonly Lot[], takes: Map<Lot, Decimal>, date: string): void {
  const left = lots.map((l) => ({ ...l, units: l.units.sub(takes.get(l) ?? Decimal.ZERO) }));
  for (const t of index.view.transactions) {
    if (t.date <= date) continue;
    for (const p of t.postings) {
      if (p.account !== account || !p.cost) continue;
      const c = p.cost;
      const lot = left.find((l) => l.number.eq(c.number) && l.currency === c.currency && l.date === c.date && l.label === c.label);
      if (p.units.number.isPositive()) {
        if (lot) lot.units = lot.units.add(p.units.number);
        else left.push({ units: p.units.number, number: c.number, currency: c.currency, date: c.date, label: c.label });
        continue;
      }
      const after = (lot?.units ?? Decimal.ZERO).add(p.units.number);
      if (after.isNegative()) {
        throw Problem.unprocessable(`this sale would change the sale of ${t.date} (${p.units.number.neg().toString()} ${p.units.currency} at ${c.number.toString()} ${c.currency}${c.date ? ` of ${c.date}` : ''}): the lot it took would not hold enough`, [{ path: '/text', message: `the sale of ${t.date} is booked on lots this one would take first: date this sale after it, or write both with POST /bean/transactions naming each one's lot` }]);
      }
      if (lot) lot.units = after;
    }
  }
}

// 2024-05-06 那批, 5月6号 买的 那批, 2024-05-06 的 50股: a lot named by the day it was bought
const LOT_BY_DATE = /^\s*(?:(?:买的|买入的|建仓的|购入的|买进的)\s*(?:那批|那笔|那一批)?|的\s*(?:那批|那笔|那一批)?(?=\s*\d)|那批|那笔|那一批)/;

/** A date said as the day a lot was bought, with its words as said (the text given to shareTrade has them masked). */
export interface LotDate extends DateMention {
  readonly said: string;
}

/** A date said in a sale as the day a lot was bought (not the day of the sale): see LOT_BY_DATE. */
export function lotDateOf(text: string): (m: DateMention) => boolean {
  const sale = SELL.test(text) && !BUY.test(text.replace(new RegExp(SELL.source, 'gi'), ' ').replace(/买的|买入的|建仓的|购入的|买进的/g, ' '));
  return (m) => sale && LOT_BY_DATE.test(text.slice(m.end));
}

/** The lot named by its label, or by the day it was bought (the year left out: the lot of that month and day); a 422 when that day names no lot, or several. */
function lotNamed(lots: readonly Lot[], rest: string, lotDates: readonly LotDate[]): Lot | undefined {
  const labelled = lots.find((l) => l.label !== null && rest.includes(l.label));
  if (labelled !== undefined || lotDates.length === 0) return labelled;
  const d = lotDates[0]!;
  const said = d.said;
  const withYear = /\d{4}/.test(said);
  const of = d.date === null ? [] : lots.filter((l) => l.date !== null && (withYear ? l.date === d.date : l.date.slice(5) === d.date!.slice(5)));
  if (of.length === 1) return of[0];
  throw Problem.unprocessable(`${of.length === 0 ? 'no lot' : `${of.length} lots`} bought on ${withYear || d.date === null ? (d.date ?? said) : `${said} (${d.date.slice(5)})`} held`, [{ path: '/text', message: `the lots held: ${lots.map(lotText).join('; ')}` }]);
}

interface Named {
  readonly start: number;
  readonly end: number;
  readonly term: string;
  readonly accounts: readonly string[];
}

const CODE = /(?<![A-Za-z0-9.])[A-Z][A-Z0-9]{0,5}(?:\.[A-Z]{1,2})?(?![A-Za-z0-9])/g;

/** The codes of holdings written in the text (AAPL in bought 10 AAPL at 230, read as the units' currency by the amounts). */
function tickersSaid(index: NlpIndex, text: string, date: string): Named[] {
  const named: Named[] = [];
  for (const m of text.matchAll(CODE)) {
    const held = [...index.accounts.values()].filter((a) => a.currencies.length === 1 && a.currencies[0] === m[0] && holdingOf(index, a.name, date) !== null);
    if (held.length > 0) named.push({ start: m.index, end: m.index + m[0].length, term: m[0], accounts: held.map((a) => a.name) });
  }
  return named;
}

// sold 5 TSLA @ 250, bought 10 shares of NVDA: counted units of a code, traded in English
const TICKER_TRADED = /\b(?:bought|buys?|buying|purchased?|sold|sells?|selling)\b.*?\b\d+(?:\.\d+)?\s+(?:shares?\s+of\s+)?([A-Z][A-Z0-9]{0,5}(?:\.[A-Z]{1,2})?)(?![A-Za-z0-9])/i;

/** A 422 for units of a code no account holds, traded (it was income or spending in CNY of the price). */
function refuseTickerNotHeld(index: NlpIndex, text: string): void {
  const code = TICKER_TRADED.exec(text)?.[1];
  if (code === undefined || code !== code.toUpperCase() || isMoney(index, code) || isMoneyCode(code)) return;
  throw Problem.unprocessable(`no account holds ${code}`, [{ path: '/text', message: `open an account for ${code} (e.g. Assets:Broker:${code} ${code}) and write the trade again, or name the holding by its account's alias` }]);
}

/**
 * The draft of a trade of shares or fund units (see the top of this file), or null when the words
 * are no trade this reads (then holding-trades.ts refuses them). Throws a 422 for a sale Beancount
 * would not book for sure, or no account to book it on.
 */
export function shareTrade(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, guesses: Guesses, lotDates: readonly LotDate[] = []): TradeDraft | null {
  if (NOT_READ.test(text)) return null;
  const byWord: Named[] = mentions.filter((m) => m.entry.hits.length > 0 && m.entry.hits.every((h) => holdingOf(index, h.account, date) !== null)).map((m) => ({ start: m.start, end: m.end, term: m.entry.term, accounts: m.entry.hits.map((h) => h.account) }));
  const named = [...byWord, ...tickersSaid(index, text, date).filter((t) => !byWord.some((m) => m.start < t.end && t.start < m.end))];
  const accounts = new Set(named.flatMap((m) => m.accounts));
  if (accounts.size === 0) refuseTickerNotHeld(index, text);
  if (accounts.size !== 1) return null;
  const holding = holdingOf(index, [...accounts][0]!, date)!;
  const commodity = holding.currencies[0]!;
  let rest = text;
  // (2024-05-06 那批: the lot's day and the words naming it are no price, nor a buy)
  for (const d of lotDates) {
    const end = d.end + (LOT_BY_DATE.exec(text.slice(d.end))?.[0].length ?? 0);
    rest = rest.slice(0, d.start) + ' '.repeat(end - d.start) + rest.slice(end);
  }
  // (bought 10 AAPL at 230: a whole number before the code is the units, as 10 股 AAPL; 0.01 BTC is no count of shares,
  // but 0.5 AAPL is when AAPL is held at cost, as 买入 苹果 0.5股 is: a fraction of a share; it was Expenses:Fees 0.5 AAPL)
  const units = heldAtCost(index, holding.name) ? /(?<![\d.])\d+(?:\.\d+)?\s*$/ : /(?<![\d.])\d+\s*$/;
  for (const m of named) rest = rest.slice(0, m.start) + (text.slice(m.start, m.end) === commodity && units.test(text.slice(0, m.start)) ? '股' : ' ').padEnd(m.end - m.start) + rest.slice(m.end);
  if (HAND.test(rest)) {
    if (!A_SHARE.test(commodity)) return null;
    rest = rest.replace(HAND, (_, n: string) => `${Decimal.parse(n).mul(Decimal.fromInt(100)).toString()}股`);
  }
  const sale = SELL.test(rest) || named.some((m) => SELL.test(m.term));
  const buy = BUY.test(rest.replace(new RegExp(SELL.source, 'gi'), ' ')) || named.some((m) => BUY.test(m.term));
  if (sale === buy) return null;
  const said = saidOf(index, rest.replaceAll(MASK, ' '));
  if (said === null) return null;
  const word = text.slice(named[0]!.start, named[0]!.end);
  const verb = (sale ? SELL : BUY).exec(text)?.[0] ?? '';
  if (said.currency === commodity) return null;
  const costCurrency = costCurrencyOf(index, holding.name, commodity);
  const currency = said.currency ?? costCurrency ?? index.defaultCurrency;
  if (said.currency !== null && costCurrency !== null && said.currency !== costCurrency) {
    throw Problem.unprocessable(`${commodity} is held at a cost in ${costCurrency}, not ${said.currency}`, [{ path: '/text', message: `say the price in ${costCurrency}, or write the trade with POST /bean/transactions` }]);
  }
  // 申购 易方达蓝筹 5000 is money: the units are known only once confirmed; a fund's price is its 净值
  const fund = /份/.test(rest) || /申购|认购|赎回/.test(rest);
  if (fund && said.price !== null && !NAV.test(rest) && said.total === null) return null;
  if (said.units === null && !(sale && ALL_SOLD.test(rest))) return null;
  if (said.price === null && said.total === null) return null;
  if (costCurrency === null && said.currency === null) guesses.add(`no lot or price of ${commodity} says its currency: read the price in ${currency}`, 0.15);
  // 买入 茅台 100股 152050: a bare number far from the last price known is the total, or a slip
  const last = said.bare ? index.view.prices?.().rate(commodity, currency, date) : null;
  // (买了 10股AAPL 1853 美元 with no lot nor price of AAPL: nothing tells 1853 each from 1853 for all, warned)
  if (said.bare && said.price !== null && costCurrency === null) guesses.add(`read ${said.price.toString()} as the price of one ${commodity} (no lot nor price of it to check): say 共 ${said.price.toString()} if it is what all cost`, 0.15);
  if (last && last.isPositive() && said.price !== null) {
    const ratio = said.price.div(last);
    if (ratio.gt(Decimal.fromInt(20)) || ratio.mul(Decimal.fromInt(20)).lt(Decimal.ONE)) {
      throw Problem.unprocessable(`${said.price.toString()} is far from the last price of ${commodity} (${last.toString()} ${currency})`, [{ path: '/text', message: `say the price per unit with 价 (价 ${last.toString()}), or the total with 共 (共 ${said.price.toString()})` }]);
    }
  }
  const payee = tradesOf(index, holding.name, date).find((t) => t.payee !== null)?.payee ?? null;
  const mentionedAccounts = mentions.filter((m) => !named.some((n) => n.start < m.end && m.start < n.end)).flatMap((m) => (m.entry.hits.length === 1 ? [{ word: text.slice(m.start, m.end), account: m.entry.hits[0]!.account }] : []));
  const fee = said.fee.add(said.stampTax);
  // (the money with the currency's decimals, and never fewer than the price's or the fee's)
  const digits = Math.max(minorUnitDigits(currency), ...[said.price, said.total, said.fee, said.stampTax].map((n) => n?.scale() ?? 0));
  const postings: DraftPosting[] = [];
  const feePostings = (): DraftPosting[] => {
    if (fee.isZero()) return [];
    const feeAccount = () => tradeAccountOf(index, holding, EXPENSES, FEE_ACCOUNT, currency, date, guesses, false, 'fee');
    const stampAccount = said.stampTax.isZero() ? null : [...index.accounts.values()].find((a) => rootOf(a.name) === EXPENSES && a.openDate <= date && allows(a, currency) && (STAMP_TAX_ACCOUNT.test(a.name.split(':').at(-1)!) || a.aliases.some((x) => STAMP_TAX_ACCOUNT.test(x))));
    if (stampAccount === undefined || stampAccount === null) return [{ account: feeAccount(), units: money(fee, currency, digits) }];
    return [...(said.fee.isZero() ? [] : [{ account: feeAccount(), units: money(said.fee, currency, digits) }]), { account: stampAccount.name, units: money(said.stampTax, currency, digits) }];
  };
  if (sale) {
    const lots = lotsHeld(index, holding.name, date).filter((l) => l.currency === currency);
    const held = lots.reduce((a, l) => a.add(l.units), Decimal.ZERO);
    if (!held.isPositive()) throw Problem.unprocessable(`no ${commodity} held on ${holding.name} on ${date}`, [{ path: '/text', message: 'there is nothing to sell on that date' }]);
    const all = ALL_SOLD.test(rest);
    const units = said.units ?? (all ? held : null);
    if (units === null) return null;
    // (sold all 50 AAPL, 清仓 苹果 50股 with 100 held: the words disagree; the English was a sale of 50, said
    // as all, and is a 422 as the Chinese was)
    if (all && said.units !== null && !said.units.eq(held)) throw Problem.unprocessable(`selling all ${commodity}, said as ${said.units.toString()}, but ${holding.name} holds ${held.toString()} on ${date}`, [{ path: '/text', message: `say the units sold without all (清仓), or all without the units; the lots held: ${lots.map(lotText).join('; ')}` }]);
    if (units.gt(held)) throw Problem.unprocessable(`selling ${units.toString()} ${commodity}, but ${holding.name} holds ${held.toString()} on ${date}`, [{ path: '/text', message: `the lots held: ${lots.map(lotText).join('; ')}` }]);
    const label = lotNamed(lots, rest, lotDates);
    const booking = holding.booking ?? 'STRICT';
    if (label !== undefined && label.units.lt(units)) throw Problem.unprocessable(`selling ${units.toString()} ${commodity} of the lot ${label.label !== null && rest.includes(label.label) ? `"${label.label}"` : `of ${label.date}`}, which holds ${label.units.toString()}`, [{ path: '/text', message: `the lots held: ${lots.map(lotText).join('; ')}` }]);
    // (NONE matches no lot: `{}` is left without a cost, so the lot's cost is written, one lot only)
    const none = booking === 'NONE' ? (label ?? (lots.length === 1 ? lots[0] : undefined)) : undefined;
    const certain = booking === 'NONE' ? none !== undefined : booking === 'AVERAGE' ? false : label !== undefined || lots.length === 1 || units.eq(held) || booking === 'FIFO' || booking === 'LIFO';
    if (!certain) {
      throw Problem.unprocessable(`${holding.name} books ${booking} and holds ${lots.length} lots of ${commodity}: which one is sold is not said`, [{ path: '/text', message: `the lots held: ${lots.map(lotText).join('; ')}. Name one by its label in the text, or sell all ${held.toString()}, or send the sale to POST /bean/transactions with "cost" naming the lot ({"date": "${lots[0]!.date ?? date}"} or {"label": ...})` }]);
    }
    refuseLaterSalesChanged(index, holding.name, lots, taken(lots, units, booking, none ?? label), date);
    const proceeds = said.total ?? units.mul(said.price!);
    postings.push({ account: holding.name, units: amount(units.neg(), commodity), cost: none !== undefined ? { number: none.number.toString(), currency: none.currency } : label !== undefined ? (label.label !== null && rest.includes(label.label) ? { label: label.label } : { date: label.date! }) : {}, ...(said.total !== null ? { total_price: amount(said.total, currency) } : { price: amount(said.price!, currency) }) });
    const cash = cashAccountOf(index, holding, currency, mentionedAccounts, date, guesses);
    postings.push(...feePostings());
    postings.push({ account: cash, units: money(proceeds.sub(fee), currency, digits) });
    postings.push({ account: tradeAccountOf(index, holding, INCOME, GAINS_ACCOUNT, currency, date, guesses, true, 'capital gains') });
  } else {
    if (said.units === null || (said.price !== null && said.total !== null)) return null;
    const cost = said.total ?? said.units.mul(said.price!);
    postings.push({ account: holding.name, units: amount(said.units, commodity), cost: said.total !== null ? { number_total: said.total.toString(), currency } : { number: said.price!.toString(), currency } });
    postings.push(...feePostings());
    postings.push({ account: cashAccountOf(index, holding, currency, mentionedAccounts, date, guesses), units: money(cost.add(fee).neg(), currency, digits) });
  }
  return { payee, narration: `${verb} ${word}`, postings };
}
