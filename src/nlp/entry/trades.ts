// Currency exchanges and trades of what an account holds alone: said in a sentence, they are
// refused (they need a price or a cost).
import type { AmountMention } from '../amounts.ts';
import { BUILTIN_CURRENCY_CODES, CURRENCY_SUFFIXES, isMoneyCode } from '../currencies.ts';
import { rootOf, type NlpIndex } from '../ledger-index.ts';
import { ASSETS } from './account-filter.ts';

export const TRADE = /买入|购入|买了|(?<![外小])买|卖出|卖了|卖掉|(?<![外小买])卖|申购|赎回|\b(?:bought|buy|sold|sell)\b/i;

// swapped 0.5 ETH for 0.025 BTC, 用 0.5 ETH 换了 0.025 BTC, swap 100 USDT to 0.5 SOL: one coin traded for another
export const SWAP = /\bswap(?:s|ped|ping)?\b|兑换|换/i;

/** Not money: some open Assets account holds `currency` and nothing else (Assets:Crypto BTC). */
export function heldAlone(index: NlpIndex, currency: string): boolean {
  if (currency === index.defaultCurrency || BUILTIN_CURRENCY_CODES.includes(currency)) return false;
  for (const [name, account] of index.accounts) if (rootOf(name) === ASSETS && account.currencies.length === 1 && account.currencies[0] === currency) return true;
  return false;
}

// (also 1000 USD 换成 7800 HKD, 找换店, exchanged 500 USD to HKD at 7.8, convert 200 USD to HKD:
// they were spending of one of the amounts)
const EXCHANGE_CODES = '(?:USD|HKD|CNY|RMB|EUR|GBP|JPY|TWD|MOP|SGD|AUD|CAD|KRW|THB)';
export const EXCHANGE = new RegExp(
  `换汇|购汇|结汇|换外币|找换店|换钱(?=.*(?:美[元圆]|美金|港币|港[元圆]|港纸|日[元圆]|欧[元圆]|英镑|${EXCHANGE_CODES}))|换(?:了|成)?\\s*[\\d.,]*\\s*(?:美[元圆]|美金|港币|港[元圆]|港纸|日[元圆]|欧[元圆]|英镑|外币|${EXCHANGE_CODES}\\b)` +
    `|\\b(?:exchang(?:e|ed|es|ing)|convert(?:ed|s|ing)?)\\b[^.。]*?\\b(?:to|into|for)\\s+(?:[\\d.,]+\\s*)?(?:${EXCHANGE_CODES}|[a-z]+\\s+dollars?|dollars?|euros?|yuan|hk\\$)`,
  'i',
);

/**
 * 换了 2000 澳币, 换成 1000 加元, 换了 500 AUD: 换 right before an amount of money named by any
 * currency word or by a money code of the ledger (it was 美元, 港币, 日元, 欧元, 英镑 and a few codes
 * only, so 换了 2000 澳币 花了 9420 人民币 was 9420 of spending). The match ends at the amount.
 */
export function exchangedInto(text: string, index: NlpIndex): RegExpExecArray | null {
  const words = CURRENCY_SUFFIXES.filter(([, currency]) => currency !== null).map(([word]) => word);
  const codes = [...index.currencyCodes, ...BUILTIN_CURRENCY_CODES].filter((c) => !heldAlone(index, c) && (isMoneyCode(c) || index.view.operatingCurrencies.includes(c)));
  const names = [...new Set([...words, ...codes])].sort((a, b) => b.length - a.length).map(escaped);
  return new RegExp(`换(?:了|成|到)?\\s*(?=[\\d.,]*\\d\\s*(?:${names.join('|')})(?![A-Za-z]))`, 'i').exec(text);
}

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// 买了1000美元, 买入 USD 1000, bought 500 euros: the money itself bought (not 买了 50 美元的东西, bought 20 dollars of gas)
const BUYING_BEFORE = /(?:买入|购入|购买|买了|(?<![外小])买|\b(?:bought|buy))\s*$/i;
export const BOUGHT_WITH_AFTER = /^\s*(?:的|worth\b|of\b)/i;

/** An amount of money in a currency named said as what was bought, with another amount in another currency: an exchange (shares bought are a trade, see TRADE). */
export function currencyBought(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string): boolean {
  return amounts.some(
    (a) => a.currency !== null && isMoneyCode(a.currency) && BUYING_BEFORE.test(text.slice(0, a.start)) && !BOUGHT_WITH_AFTER.test(text.slice(a.end)) && amounts.some((other) => other !== a && currencyOf(other) !== a.currency),
  );
}
