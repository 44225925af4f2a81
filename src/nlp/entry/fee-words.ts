// A fee said (手续费 2) and the account a ledger keeps fees on when no word of the lexicon names
// it: 手续费 names accounts called Fees, and a shop's only one may be Expenses:PlatformFees.
import { accepts, type AccountFilter } from '../account-choice.ts';
import type { NlpIndex } from '../ledger-index.ts';

/** The words of a fee: 手续费, 转账费, 汇费, 服务费, fee, and a coin network's 矿工费, 提币费 (gas费: see COIN_FEE_SAID). */
export const FEE_SAID = /手续费|转账费|汇费|服务费|矿工费|提币费|\bfees?\b/i;

/** The words of a fee a bank or a payment charges (手续费 2, 汇费 5, 矿工费 0.0005), that an account for fees is for; not 服务费, a restaurant's or a platform's. */
export const CHARGED_FEE_SAID = /手续费|转账费|汇费|矿工费|提币费|\bfees?\b/i;

/**
 * gas (gas费) and 网络费, said of a move of coins (transferred 0.5 ETH to ledger wallet, gas 0.002 ETH;
 * 从币安转 0.1 BTC 到冷钱包 网络费 0.0005 BTC): what the network charged. Said of money, gas 40 is
 * petrol and 网络费 the internet bill.
 */
// (gas费 too: 加油 gas费 300, 燃气 gas费 100 are petrol and the gas bill; they were read as fees)
export const COIN_FEE_SAID = /\bgas\b(?!\s*(?:station|bill))|网络费/i;

// the last word of a segment (PlatformFees, Bank-Charges, 平台手续费): it says fees, not Coffee
const FEES_WORD = /^(?:fees?|charges?)$/i;

function namesFees(segment: string): boolean {
  if (/手续费/.test(segment)) return true;
  const words = segment.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g) ?? [];
  return words.length > 0 && FEES_WORD.test(words[words.length - 1]!);
}

/** The account's name says it is for fees (Expenses:Fees:Bank, Expenses:PlatformFees). */
export function isFeesAccount(account: string): boolean {
  return account.split(':').slice(1).some(namesFees);
}

/** The one open account of `filter` whose name says it is for fees (Expenses:PlatformFees); null with none or several. */
export function onlyFeesAccount(index: NlpIndex, filter: AccountFilter): string | null {
  const fees = [...index.accounts.keys()].filter((a) => accepts(index, filter, a) && a.split(':').slice(1).some(namesFees));
  return fees.length === 1 ? fees[0]! : null;
}

// 免手续费, 无手续费, 不收手续费, 手续费对方出, 手续费由收款方承担, 含手续费: a fee said to be none, the
// other side's or inside the amount, with no amount of its own (含手续费 5 says the fee's part of it)
const FEE_WORD = '(?:手续费|转账费|汇费)';
/** 对方承担, 收款方出, 收款人支付: the other side pays (a fee). */
export const OTHER_SIDE_PAYS = /(?:对方|收款方|收款人)\s*(?:承担|负担|出|付|支付|掏)/;
const FEE_NOT_MINE = new RegExp(`(?:免|无|不收|没有?|(?<![\\d.，,])[零0])\\s*${FEE_WORD}|${FEE_WORD}\\s*(?:由\\s*)?${OTHER_SIDE_PAYS.source}|${FEE_WORD}\\s*(?:为|是)?\\s*0(?:\\.0+)?(?![\\d.])|包?含\\s*${FEE_WORD}(?!\\s*[\\d零〇一二两三四五六七八九十])`, 'g');

/**
 * The mentions without the fee words of a fee said to be none or not mine (转账 500 给小李 手续费对方出,
 * 转账 500 给小李 免手续费): they say nothing of what the amount was for (the 500 went to Expenses:Fees).
 */
export function withoutFeesNotMine<M extends { start: number; end: number }>(text: string, mentions: readonly M[]): readonly M[] {
  const spans = [...text.matchAll(FEE_NOT_MINE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  if (spans.length === 0) return mentions;
  return mentions.filter((m) => !(CHARGED_FEE_SAID.test(text.slice(m.start, m.end)) && spans.some((s) => s.start <= m.start && m.end <= s.end)));
}

// 给小李转账 500 手续费, 汇款 2000 有手续费: a fee word after the amount of a transfer, with no figure
// of its own anywhere after it; the amount is what was sent, not the fee (it went to Expenses:Fees)
// (给小李转 1000, 给小李打了 500, 转小李 500, 给房东转 2000: sent too)
const SENT = /转账|汇款|转给|汇给|打款|转了|给[^\d\s，,。]{1,6}?(?:转|打了|汇)|(?:^|\s)转(?=[^\d\s]{1,6}\s*\d)/;
const FIGURE = /[\d零〇一二两三四五六七八九十百千万]/;
const FEE_WITHOUT_FIGURE = new RegExp(`${FEE_WORD}(?![^\\d零〇一二两三四五六七八九十百千万]*[\\d零〇一二两三四五六七八九十百千万])`);

/** Where a sentence says a fee after the amount it sent, with no figure for the fee (给小李转账 500 手续费); null when it does not. */
export function feeWithoutFigure(text: string): { start: number; end: number } | null {
  const fee = FEE_WITHOUT_FIGURE.exec(text);
  if (fee === null) return null;
  const before = text.slice(0, fee.index);
  const sent = SENT.exec(before);
  if (sent === null || !FIGURE.test(before.slice(sent.index + sent[0].length))) return null;
  const span = { start: fee.index, end: fee.index + fee[0].length };
  // 免手续费, 手续费对方出: no fee of mine, nothing to warn of
  const notMine = [...text.matchAll(FEE_NOT_MINE)].some((m) => m.index <= span.start && span.end <= m.index + m[0].length);
  return notMine ? null : span;
}
