// The coin of a bare number in a sentence about coins: ETH staking reward 0.0021, BTC 手续费 0.0001
// 币安 (the code said apart from the number; it was read as USD into the bank), 从币安转 0.1 BTC 到冷钱包
// 矿工费 0.0005 (the fee of coins moved is in that coin; it was 0.0005 USD from the bank). Money
// codes said apart (CNY 工资 500) are left as they were.
import type { AmountMention } from '../amounts.ts';
import { isMoneyCode } from '../currencies.ts';
import { rootOf, type NlpIndex } from '../ledger-index.ts';
import { ASSETS } from './account-filter.ts';
import { heldAlone } from './trades.ts';
import { FEE_SAID, COIN_FEE_SAID } from './fee-words.ts';

/**
 * A code of the ledger that is no money (BTC, ETH): not an ISO currency nor an operating one, held
 * alone by an Assets account, and naming no account of another root (ITOT of
 * Income:US:ETrade:ITOT:Dividend is the holding its dividend in dollars is paid on).
 */
function isCoin(index: NlpIndex, code: string): boolean {
  if (isMoneyCode(code) || index.view.operatingCurrencies.includes(code) || !heldAlone(index, code)) return false;
  return ![...index.accounts.keys()].some((a) => rootOf(a) !== ASSETS && a.split(':').includes(code));
}

// what coins earn or cost, said with their code apart from a number (SOL staking reward 0.05)
const COIN_WORDS = /stak(?:e|ed|ing)|\brewards?\b|airdrop|质押|奖励|空投|挖矿|手续费|矿工费|提币费|网络费|gas|\bfees?\b/i;

// ITOT dividend 12.34, 分红: money paid on a holding, in money
const DIVIDEND = /分红|股息|派息|\bdividends?\b/i;

// the words of a fee right before a number (矿工费 0.0005, gas fee: 0.002, 网络费 0.0005)
const FEE_BEFORE = new RegExp(`(?:${FEE_SAID.source}|${COIN_FEE_SAID.source})\\s*[:：]?\\s*$`, 'i');

/**
 * The coin a bare number (no unit) of `amounts` is in, or null: the one coin code said in `text`
 * as a word of its own, once, when no amount has a unit; or, for a number right after fee words,
 * the one coin every amount said with a currency is in.
 */
export function coinOfBareNumber(index: NlpIndex, text: string, amounts: readonly AmountMention[], a: AmountMention): string | null {
  if (a.hasUnit || a.currency !== null) return null;
  const withCurrency = amounts.filter((o) => o.currency !== null);
  if (withCurrency.length > 0) {
    const coins = new Set(withCurrency.map((o) => o.currency!));
    const [coin] = coins;
    return coins.size === 1 && isCoin(index, coin!) && FEE_BEFORE.test(text.slice(0, a.start)) ? coin! : null;
  }
  if (amounts.some((o) => o.hasUnit) || DIVIDEND.test(text)) return null;
  // (only a number no money has, 0.0021, or words of what coins earn or cost: ETH 学费 500, BTC 会员费
  // 100, SOL 午饭 50 were 500 ETH, 100 BTC, 50 SOL; they are money, as before)
  if (a.number.scale() <= 2 && !COIN_WORDS.test(text)) return null;
  const said = [...text.matchAll(/(?<![A-Za-z0-9])[A-Z][A-Z0-9]{1,9}(?![A-Za-z0-9])/g)].map((m) => m[0]).filter((w) => index.currencyCodes.has(w));
  if (said.length !== 1 || !isCoin(index, said[0]!)) return null;
  return said[0]!;
}
