// Shares and fund units bought or sold, said by the holding's name or alias (买入 茅台 100股 1520.5,
// 清仓 宁德时代, 基金定投 1000 支付宝 with 基金定投 an alias of Assets:Fund:F110011, which holds only
// F110011), with share or unit words (打新中签 1000股 10.5, 赎回 2000 份 净值 1.234), or a fund or
// stock said without its name where the ledger keeps them at cost (买基金 2000 招行): a trade is a
// posting of units at a cost or a price, which an entry of amounts cannot carry. They were spending,
// salary or income in the ledger's money (the share count and the price two amounts; 清仓 and 减仓
// money paid out of the broker's cash). A gain or a loss on what is held (茅台 涨停 赚了 3000,
// 股票亏了 2000) moved no money at all. Only a commodity code after an amount was refused before.
// (A trade said with the holding, its units and its price is a draft: share-trades.ts reads it
// first; what it does not read is refused here.)
import { Problem } from '../../problem.ts';
import { isMoneyCode } from '../currencies.ts';
import { rootOf, type NlpIndex } from '../ledger-index.ts';
import type { Span, TermMention } from '../mentions.ts';
import { ASSETS } from './account-filter.ts';

const TRADE_WORDS = '买入|买了|购入|买|卖出|卖了|卖掉|卖|抛售|抛出|抛了|加仓|减仓|清仓|建仓|补仓|申购|认购|赎回|定投|红利再投资|打新';
// said right before what was traded (买入 茅台, 清仓 宁德时代, 卖出 全部 茅台, 卖出五粮液)
const TRADED_AFTER_WORD = new RegExp(`(?:${TRADE_WORDS}|\\b(?:bought|buy|sold|sell))\\s*(?:了|掉)?\\s*(?:全部|所有|一半|部分|一些)?\\s*(?:的)?\\s*$`, 'i');
// said right after it (五粮液 加仓, 腾讯 卖出, 易方达蓝筹 红利再投资); a bare 买 after a name is no trade of it
const TRADE_WORD_AFTER = /^\s*(?:买入|买了|卖出|卖了|卖掉|抛售|抛了|加仓|减仓|清仓|建仓|补仓|申购|认购|赎回|定投|红利再投资)/;
const TRADE_WORD = new RegExp(TRADE_WORDS + '|\\b(?:bought|buy|sold|sell)\\b', 'i');
const SALE_WORD = /卖|抛|减仓|清仓|赎回|\b(?:sold|sell)\b/i;
// an IPO subscription: no holding of it yet (车牌摇号中签 is no stock)
const NEW_STOCK = /打新|新股\s*(?:中签|缴款)|中签缴款/;
// 100股, 2000 份, 1手, 10万股, 200 shares (每10股派 is a dividend's rate; 股东, 股票, 5 手续费 are no shares counted)
const UNITS = /(?<![\d.])(\d+(?:\.\d+)?\s*[万千]?)\s*(?:(股)(?![东票份权息市价])|(份)|(手)(?![续机房车货表套工术指册动法段头里上下中写艺提环柄游绘卡串链镯霜膜部])|\b(shares?)\b)/gi;
// 份 and 手 are counted of much else (两份外卖): units only where the words are of investing
const INVESTING = /买入|卖出|抛售|加仓|减仓|清仓|建仓|补仓|申购|认购|赎回|定投|红利再投资|打新|基金|净值|股票|ETF/i;
// a dividend is paid on the shares said (分红 100 股 茅台 800): no trade unless one is said (红利再投资)
const DIVIDEND = /分红|派息|股息|红利(?!再投资)|\bdividends?\b/i;
const GAIN_OR_LOSS = /涨停|跌停|浮盈|浮亏|赚了?|亏了?|盈利|亏损|涨了|跌了/;
const STOCK_WORD = /股票|炒股|股市|持仓|A股|港股|美股|基金/;
// 买基金 2000 招行, 卖股票 3000 到招行, 基金赎回 2468 到支付宝: the kind said, not the holding
const KIND_TRADED = /(?:买入?|买了|卖出?|卖了|卖掉|申购|认购|赎回|定投)\s*(?:了)?\s*(基金|股票)|(基金|股票)\s*(?:定投|申购|认购|赎回|买入|卖出)/g;
const FUND_SEGMENT = /^(?:funds?|mutualfunds?|基金)$/i;

interface Held {
  readonly account: string;
  readonly commodity: string | null;
}

function isMoney(index: NlpIndex, currency: string): boolean {
  return currency === index.defaultCurrency || isMoneyCode(currency) || index.view.operatingCurrencies.includes(currency);
}

/** Open Assets accounts that hold units only, never money (Assets:Broker:Huatai:SH600519 SH600519). */
function holdingsOf(index: NlpIndex, date: string): Held[] {
  const money = (c: string) => isMoney(index, c);
  const held: Held[] = [];
  for (const [name, account] of index.accounts) {
    if (rootOf(name) !== ASSETS || account.openDate > date || account.currencies.length === 0 || account.currencies.some(money)) continue;
    held.push({ account: name, commodity: account.currencies.length === 1 ? account.currencies[0]! : null });
  }
  return held;
}

function isFund(index: NlpIndex, account: string): boolean {
  return account.split(':').slice(1).some((s) => FUND_SEGMENT.test(s)) || (index.accounts.get(account)?.aliases ?? []).some((a) => a.includes('基金'));
}

/** The money the holding was paid with in the ledger's history (HKD for Assets:Broker:HK00700), else null. */
function cashCurrencyOf(index: NlpIndex, account: string): string | null {
  for (const t of index.view.transactions) {
    if (!t.postings.some((p) => p.account === account)) continue;
    const cash = t.postings.find((p) => p.account !== account && rootOf(p.account) === ASSETS && isMoney(index, p.units.currency));
    if (cash !== undefined) return cash.units.currency;
  }
  return null;
}

/** What to send instead: POST /bean/transactions with units at a cost (a buy) or a price and `cost: {}` (a sale). */
function howToWrite(text: string, account: string, commodity: string, cash: string, count: string | null): string {
  const units = count ?? '<units>';
  const buy = `for a buy, a posting on ${account} with "units" {"number": "${units}", "currency": "${commodity}"} and "cost" {"number": "<price per unit>", "currency": "${cash}"} (or "cost": {} with the total paid on the cash posting)`;
  const sale = `for a sale, a posting on ${account} with "units" {"number": "-${units}", "currency": "${commodity}"}, "cost": {} and "price" {"number": "<price per unit>", "currency": "${cash}"}, the cash received on the cash account and the gain left to an Income account without units`;
  const sides = NEW_STOCK.test(text) ? buy : !TRADE_WORD.test(text) ? `${buy}; ${sale}` : SALE_WORD.test(text) ? sale : buy;
  return `write the trade with POST /bean/transactions: ${sides}`;
}

function refuse(index: NlpIndex, text: string, held: readonly { word: string; held: Held }[], saidCurrency: string | null, count: string | null): never {
  const one = held.length > 0 && held.every((h) => h.held.account === held[0]!.held.account) ? held[0]! : null;
  if (one === null || one.held.commodity === null) {
    const where = held.length > 0 ? `${[...new Set(held.map((h) => `${h.word} is ${h.held.commodity ?? 'held'} on ${h.held.account}`))].join(', ')}; ` : '';
    const how = howToWrite(text, '<the account that holds them>', '<its commodity>', saidCurrency ?? index.defaultCurrency, count);
    throw Problem.unprocessable('buying or selling shares or fund units is not read from text', [{ path: '/text', message: `${where}${how}` }]);
  }
  const { account, commodity } = one.held;
  const cash = saidCurrency ?? cashCurrencyOf(index, account) ?? index.defaultCurrency;
  throw Problem.unprocessable(`buying or selling ${commodity} is not read from text`, [{ path: '/text', message: `${one.word} is ${commodity} on ${account}: ${howToWrite(text, account, commodity!, cash, count)}` }]);
}

// 拆股, 送股 10送5, 转增股本, 合股 (a reverse split), stock split: the units of a holding change, no money moves
const SPLIT_WORD = /拆股|股票拆分|拆分股票|送股|转增股|合股|并股|缩股|\b(?:stock|share|reverse)\s+split\b/i;
// 1拆10, split 1:10, 10-for-1 split: a split's ratio, a split when a holding or shares are said
const SPLIT_RATIO = /\d+\s*拆\s*\d+|\bsplit\s*(?:of\s*)?\d+\s*(?::|-?\s*for\s*-?\s*|to\s)\s*\d+|\d+\s*(?::|-?\s*for\s*-?\s*)\d+\s+(?:stock\s+|share\s+)?split\b/i;
const SHARES_SAID = /股|\b(?:stocks?|shares?)\b/i;

/**
 * 英伟达 拆股 1拆10, NVDA split 1:10, 送股: a split (or bonus shares, a reverse split) changes the units
 * of the lots held and their cost, which an entry of amounts cannot carry: a 422 that says how to
 * write one (it was read as 10 of money, then refused for a price of CNY in NVDA; said without a
 * number, as no amount). Not a shared bill split (split 3 ways, split 60:40 with no holding said).
 * `said`: the sentence before dates and times were masked in `text`, of the same length.
 */
export function refuseSplits(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, said: string = text): void {
  // (the words as said: 1:10 in split 1:10 was read as a time, and masked in `text`)
  if (!SPLIT_WORD.test(said) && !SPLIT_RATIO.test(said)) return;
  const holdings = holdingsOf(index, date);
  // (a word naming one holding: NVDA, 英伟达; not stock, which names them all)
  const named = mentions.flatMap((m) => {
    const held = holdings.filter((x) => m.entry.hits.some((h) => h.account === x.account));
    return held.length === 1 ? [{ word: text.slice(m.start, m.end), held: held[0]! }] : [];
  });
  // (NVDA 10-for-1 split: a code before a number is read as its unit, no account's word)
  for (const held of holdings) if (held.commodity !== null && new RegExp(`(?<![A-Za-z0-9])${held.commodity.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`).test(said)) named.push({ word: held.commodity, held });
  if (!SPLIT_WORD.test(said) && named.length === 0 && !SHARES_SAID.test(said)) return;
  const one = named.length > 0 && named.every((n) => n.held.account === named[0]!.held.account) ? named[0]! : null;
  const account = one?.held.account ?? '<the account that holds them>';
  const commodity = one?.held.commodity ?? '<its commodity>';
  const where = one === null ? '' : `${one.word} is ${commodity} on ${account}: `;
  throw Problem.unprocessable('a stock split is not read from text', [{
    path: '/text',
    message: `${where}write the split with POST /bean/transactions, as a sale of each lot held on ${account} at its cost and a re-buy of it at the new cost, with the lot's date: for 1:10, "units" {"number": "-10", "currency": "${commodity}"} with "cost" {"number": "<its cost>", "currency": "<its money>", "date": "<the lot's date>"}, then "units" {"number": "100", ...} with "cost" {"number": "<its cost / 10>", ...} and the same date (no money moves, no gain)`,
  }]);
}

/**
 * A 422 when the words trade shares or fund units (see the top of this file), or speak of a gain
 * or a loss on them that moved no money. `saidCurrency`: the money said with an amount, if any
 * (380港元: the price is in HKD).
 */
export function refuseHoldingTrades(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, saidCurrency: string | null): void {
  const holdings = holdingsOf(index, date);
  const heldNamed = mentions.flatMap((m) => {
    const found = m.entry.hits.map((h) => holdings.find((x) => x.account === h.account));
    return found.length > 0 && found.every((f) => f !== undefined) ? [{ span: m as Span, word: text.slice(m.start, m.end), held: found[0]! }] : [];
  });
  const tradeSaid = TRADE_WORD.test(text) || NEW_STOCK.test(text);
  const dividend = DIVIDEND.test(text) && !/红利再投资/.test(text);
  const traded = heldNamed.filter(({ span, word }) => TRADE_WORD.test(word) || TRADED_AFTER_WORD.test(text.slice(0, span.start)) || TRADE_WORD_AFTER.test(text.slice(span.end)));
  const counts = [...text.matchAll(UNITS)].filter((u) => !/每\s*$/.test(text.slice(0, u.index)) && (u[2] !== undefined || u[5] !== undefined || heldNamed.length > 0 || INVESTING.test(text)));
  const count = counts.length === 1 ? counts[0]![1]!.replace(/\s+/g, '') : null;
  const countWithoutMultiplier = count !== null && /^\d+(?:\.\d+)?$/.test(count) ? count : null;
  if (traded.length > 0) refuse(index, text, traded, saidCurrency, countWithoutMultiplier);
  // (赎回 货币基金 2000 份 净值 1.02 到招行: units at a net value of a fund kept in money, no holding at
  // cost named: the money they come to, see per-share.ts)
  const atNetValue = /净值/.test(text) && heldNamed.length === 0;
  if (counts.length > 0 && !(dividend && !tradeSaid) && !atNetValue) refuse(index, text, heldNamed, saidCurrency, countWithoutMultiplier);
  if (NEW_STOCK.test(text)) refuse(index, text, heldNamed, saidCurrency, countWithoutMultiplier);
  for (const kind of text.matchAll(KIND_TRADED)) {
    const at = kind.index + kind[0].indexOf(kind[1] ?? kind[2]!);
    const end = at + (kind[1] ?? kind[2]!).length;
    if (mentions.some((m) => m.start < end && at < m.end)) continue;
    const word = kind[1] ?? kind[2]!;
    const of = holdings.filter((h) => word === '基金' ? isFund(index, h.account) : !isFund(index, h.account));
    if (of.length > 0) {
      throw Problem.unprocessable(`buying or selling ${word} is not read from text`, [{ path: '/text', message: `${word} names no account of its own; ${of.map((h) => `${h.account} holds ${h.commodity ?? 'units'}`).join(', ')}: name the one traded, or ${howToWrite(text, '<the account>', '<its commodity>', saidCurrency ?? index.defaultCurrency, countWithoutMultiplier)}` }]);
    }
    // (卖股票 收入 3200 with no shares kept in the ledger stays money in, as said)
    if (word !== '基金') continue;
    // no fund kept at cost: the money moves between the fund's account and the wallet (README,
    // Investments), once the words name that account
    const funds = [...index.accounts.values()].filter((a) => rootOf(a.name) === ASSETS && a.openDate <= date && isFund(index, a.name)).map((a) => a.name);
    throw Problem.unprocessable(`基金 names no account open on ${date}`, [{ path: '/text', message: funds.length > 0 ? `name the fund's account (${funds.join(', ')}) by its name or an alias: the money moves between it and the wallet` : 'open an account for the fund (e.g. Assets:Fund CNY, with the alias 基金): the money moves between it and the wallet' }]);
  }
  if (!tradeSaid && !dividend && GAIN_OR_LOSS.test(text) && (heldNamed.length > 0 || STOCK_WORD.test(text))) {
    throw Problem.unprocessable('a gain or a loss on shares or funds held moves no money: there is nothing to book', [{ path: '/text', message: 'the day\'s price of a holding is POST /bean/prices; a sale is written with POST /bean/transactions ("units" negative, "cost": {} and "price"); money taken out of the broker is a transfer, said as one' }]);
  }
}
