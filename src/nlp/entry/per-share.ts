// Amounts said per share or per unit: a dividend 每10股派 259.11 or 每股 3.4港元 is paid on each of the
// shares held, and a net value (净值 1.234) is the price of one unit (份) of a fund. They were booked
// as the whole money, without a word (茅台分红 每10股派 259.11元 was 259.11, not 200 × 25.911).
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { accepts } from '../account-choice.ts';
import { parseChineseDecimal } from '../chinese-number.ts';
import { isMoneyCode, minorUnitDigits } from '../currencies.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { ASSETS, filterFor } from './account-filter.ts';
import type { Guesses } from './guesses.ts';
import { commoditiesPosted, heldOn } from './held-on.ts';
import type { Item } from './item.ts';
import { INTO_BEFORE } from './transfer-words.ts';

const DIVIDEND = /分红|股息|派息|红利|\bdividends?\b/i;
// 每10股派 259.11, 每股派息 3.4, 每股 3.4: the rate and how many shares it is paid on
const PER_SHARES_BEFORE = /每\s*(\d+|[一二两三四五六七八九十百千万]+)?\s*股\s*(派发?|分红|派息|分)?\s*(?:现金)?\s*(?:红利|股息)?\s*[:：]?\s*$/;
// 200股: the shares said (not the 股 of 股息, 股票, 股份)
const SHARES_SAID = /(?<![每\d.])(\d+)\s*股(?!息|票|份|派)/g;
// 净值 1.234, 单位净值: 1.234: the price of one unit of a fund
const NET_VALUE_BEFORE = /净值\s*[:：]?\s*$/;
// 2000 份, 2000份
const UNITS_SAID = /(?<![\d.])(\d+(?:\.\d+)?)\s*份(?!额)/g;
// An account of a fund kept in money (Assets:Fund:MoneyFund, alias 货币基金; 余额宝)
const FUND_WORD = /基金|货基|理财|余额宝|零钱通|funds?/i;

/** The holdings the words name: each commodity other than money, with what the accounts named hold of it on `date`. */
export function holdingsNamed(index: NlpIndex, mentions: readonly TermMention[], date: string): { commodity: string; held: Decimal; accounts: string[] }[] {
  const money = (c: string) => isMoneyCode(c) || index.view.operatingCurrencies.includes(c);
  const byCommodity = new Map<string, Set<string>>();
  for (const m of mentions) {
    for (const h of m.entry.hits) {
      if (!h.leaf || !h.account.startsWith(ASSETS + ':') || index.claims.has(h.account)) continue;
      const allowed = index.accounts.get(h.account)?.currencies ?? [];
      const commodities = new Set([...allowed.filter((c) => !money(c)), ...commoditiesPosted(index, h.account, date, money)]);
      for (const c of commodities) byCommodity.set(c, (byCommodity.get(c) ?? new Set()).add(h.account));
    }
  }
  return [...byCommodity].map(([commodity, accounts]) => ({
    commodity,
    accounts: [...accounts],
    held: [...accounts].reduce((sum, a) => sum.add(heldOn(index, a, commodity, date)), Decimal.ZERO),
  }));
}

function rounded(total: Decimal, currency: string): Decimal {
  const digits = minorUnitDigits(currency);
  // (340, not 340.0: the product's digits are no precision said)
  return (total.scale() > digits ? total.quantize(-digits) : total).normalize();
}

function withNumber(item: Item, number: Decimal): Item {
  return { ...item, amount: { ...item.amount, number } };
}

/**
 * The items with a dividend said per share (每10股派 259.11) or a fund's net value with its units
 * (2000 份 净值 1.234) turned into what was paid: the rate times the shares said (200股), else held
 * on the date by the accounts the words name (茅台: Assets:Broker:Huatai:SH600519), divided by the
 * shares it is said per; the net value times the units. Warned with the computation. A 422 when
 * the shares or units are not known. A net value of units held at cost (a fund bought {1.2345 CNY})
 * is a trade: left as it is.
 */
export function perShareTotals(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, items: readonly Item[], guesses: Guesses): Item[] {
  return items.map((item) => {
    const said = text.slice(item.amount.start, item.amount.end).trim();
    const per = PER_SHARES_BEFORE.exec(text.slice(0, item.amount.start));
    if (per !== null && (per[2] !== undefined || DIVIDEND.test(text))) return dividendTotal(index, text, mentions, date, item, per, said, guesses);
    if (NET_VALUE_BEFORE.test(text.slice(0, item.amount.start))) return netValueTotal(index, text, mentions, date, item, said, guesses);
    return item;
  });
}

function dividendTotal(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, item: Item, per: RegExpExecArray, said: string, guesses: Guesses): Item {
  const count = per[1] === undefined ? Decimal.fromInt(1) : /\d/.test(per[1]) ? Decimal.parse(per[1]) : parseChineseDecimal(per[1]);
  const rate = `${per[0].trim()} ${said}`;
  if (count === null || !count.isPositive()) return item;
  const sharesSaid = [...text.matchAll(SHARES_SAID)].filter((m) => m.index < per.index || m.index >= item.amount.end);
  let shares: Decimal;
  let whose: string;
  if (sharesSaid.length === 1) {
    shares = Decimal.parse(sharesSaid[0]![1]!);
    whose = `${sharesSaid[0]![0]} said`;
  } else {
    const holdings = holdingsNamed(index, mentions, date);
    if (holdings.length !== 1) {
      const why = holdings.length === 0 ? 'no holding is named' : `the words name several holdings (${holdings.map((h) => h.commodity).join(', ')})`;
      throw Problem.unprocessable(`a dividend said per share (${rate}), but ${why}: how many shares it was paid on is not known`, [{ path: '/text', message: 'say the total paid (茅台分红 5182.2), or name the one holding it was paid on' }]);
    }
    const { commodity, held, accounts } = holdings[0]!;
    if (!held.isPositive()) {
      throw Problem.unprocessable(`a dividend said per share (${rate}), but ${accounts.join(', ')} held no ${commodity} on ${date}`, [{ path: '/text', message: 'say the total paid, or how many shares it was paid on (200股)' }]);
    }
    shares = held;
    whose = `${held.toString()} ${commodity} held on ${accounts.join(', ')} on ${date}`;
  }
  const total = rounded(shares.mul(item.amount.number).div(count), item.currency);
  const rateNumber = item.amount.number.toString();
  const computed = count.eq(Decimal.fromInt(1)) ? `${shares.toString()} × ${rateNumber}` : `${shares.toString()} × ${rateNumber} / ${count.toString()}`;
  guesses.add(`read ${rate} as paid per ${count.eq(Decimal.fromInt(1)) ? 'share' : `${count.toString()} shares`}: ${whose}, ${computed} = ${total.toString()} ${item.currency}`, 0.1);
  return withNumber(item, total);
}

function netValueTotal(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, item: Item, said: string, guesses: Guesses): Item {
  // (赎回 易方达蓝筹 2000份 净值1.234 with the fund held at cost: units sold, a trade, not read here)
  if (holdingsNamed(index, mentions, date).length > 0) return item;
  const units = [...text.matchAll(UNITS_SAID)];
  if (units.length !== 1) {
    throw Problem.unprocessable(`净值 ${said} is the price of one unit, but how many units is not said`, [{ path: '/text', message: 'say the total (赎回 2468), or the units (2000 份)' }]);
  }
  // The fund's account named (by a word of funds), not the wallet the money went to or came from (到支付宝)
  const filter = filterFor([ASSETS], date, item.currency, index.claims);
  const isFund = (a: string) => accepts(index, filter, a) && [...a.split(':').slice(1), ...(index.accounts.get(a)?.aliases ?? [])].some((w) => FUND_WORD.test(w));
  const fund = mentions.find((m) => !INTO_BEFORE.test(text.slice(0, m.start)) && m.entry.hits.some((h) => h.leaf && isFund(h.account)));
  if (fund === undefined) {
    throw Problem.unprocessable(`${units[0]![0].trim()} at 净值 ${said}, but the fund is not named`, [{ path: '/text', message: 'name the fund\'s account (units held at cost are sold with a price: POST /bean/transactions), or say the total (赎回 2468 到招行)' }]);
  }
  const count = Decimal.parse(units[0]![1]!);
  const total = rounded(count.mul(item.amount.number), item.currency);
  guesses.add(`read 净值 ${said} as the price of one of ${units[0]![0].trim()}: ${count.toString()} × ${item.amount.number.toString()} = ${total.toString()} ${item.currency}`, 0.1);
  return withNumber(item, total);
}
