// 公积金 缴存 6000, 医保个账划入 312.5: money put into an account of mine (the housing fund, the
// medical card's personal account), not spending paid from it.
import type { NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { bestMention } from '../account-choice.ts';
import type { Item } from './item.ts';
import { ASSETS, EXPENSES, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import { type FundingPhrase, fundingPhrases } from './funding-phrases.ts';
import type { Context } from './context.ts';
import { markFundingSpan } from './funding-account.ts';
import { FUND_CUE } from './fund-words.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';

// 缴存 (paid into the housing fund), 划入 (put into the medical card's account), 汇缴, 补缴 (paid in late)
const INTO_CUE = /缴存|划入|汇缴|补缴/;

/**
 * The sentence, said with no word of which way (it was read as spending), puts money into an
 * account of mine: its words are those of an entry of the history that was money in only (医保个账划入,
 * reviewed), or a word of putting in (缴存, 划入) follows the one account of mine named (公积金
 * 缴存 6000 with Assets:HousingFund aliased 公积金: it was the fund paying 6000 of spending).
 */
export function moneyIntoOwnAccount(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string): boolean {
  if (items.length !== 1) return false;
  const item = items[0]!;
  const words = (text.slice(0, item.amount.start) + text.slice(item.amount.end)).replace(/[\s\uE000]+|块钱?|元/g, '');
  const last = index.narrationLast.get(words);
  if (last !== undefined && last.income !== undefined && last.expense === undefined && last.unreviewed !== true) return true;
  const cue = INTO_CUE.exec(text);
  if (cue === null) return false;
  // (招行 补缴 社保 600, 支付宝 补缴 电费 100: 补缴 is also said of bills paid late; money into an account of
  // mine only with the fund said. 招行 缴存 社保 600: what was paid for is named after the word, it is
  // spending; both were money into the card)
  if (cue[0] === '补缴' && !/公积金/.test(text)) return false;
  if (mentions.some((m) => m.start >= cue.index + cue[0].length && m.entry.hits.some((h) => h.account.startsWith(`${EXPENSES}:`)))) return false;
  const named = bestMention(index, mentions.filter((m) => m.end <= cue.index), filterFor([ASSETS], date, item.currency, index.claims));
  if (named === null || named.loose) return false;
  // (招行 缴存公积金: paid from the card, another account of mine named)
  return fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, item.currency), text).every((p) => p.account === named.account);
}

/** Money put into the housing fund from another account of mine: the fund and the account it came from. */
export interface FundDeposit {
  readonly fund: FundingPhrase;
  readonly from: FundingPhrase;
}

/**
 * 招行 缴存公积金 3000, 从招行 缴存 公积金 3000, 公积金 补缴 3000 招行: money put into the housing fund (the
 * account the word 公积金 names) from the other account of mine named, a move between the two (it
 * was 3000 spent from the card, or from the fund). Null for any other sentence.
 */
export function fundDepositFrom(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string): FundDeposit | null {
  if (items.length !== 1 || !FUND_CUE.test(text)) return null;
  const phrases = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, items[0]!.currency), text);
  if (new Set(phrases.map((p) => p.account)).size !== 2) return null;
  const funds = phrases.filter((p) => p.account.startsWith(`${ASSETS}:`) && text.slice(p.start, p.end).includes('公积金'));
  if (funds.length === 0 || funds.some((f) => f.account !== funds[0]!.account)) return null;
  const from = phrases.find((p) => p.account !== funds[0]!.account)!;
  return { fund: funds[0]!, from };
}

/** The postings of money put into the fund from an account of mine: the fund's words stay in the narration (缴存公积金). */
export function fundDepositPostings(ctx: Context, deposit: FundDeposit): ParsedPosting[] {
  const { amount, currency } = ctx.items[0]!;
  markFundingSpan(ctx, deposit.from);
  return [posting(deposit.fund.account, amount.number, currency), posting(deposit.from.account, amount.number.neg(), currency)];
}
