// 公积金 月缴存 6000 其中单位 3000: a month's payment into the housing fund with the employer's part
// said: that part from the employer's income account, the rest (mine, taken off my pay) from the
// account the ledger's payslips book it from.
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { Span, TermMention } from '../mentions.ts';
import type { Item } from './item.ts';
import { ASSETS, FUNDING_ROOTS, INCOME, filterFor } from './account-filter.ts';
import { type FundingPhrase, fundingPhrases } from './funding-phrases.ts';
import { markFundingSpan } from './funding-account.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { categoryAccount } from './category-account.ts';
import { EMPLOYER_PART, FUND_CUE, MY_PART } from './fund-words.ts';

export interface FundParts {
  readonly fund: string;
  /** The words that named the fund (公积金). */
  readonly fundSaid: Span;
  readonly total: Item;
  /** The employer's part and mine as said: one of them may be left unsaid (the total less the other). */
  readonly employer: Item | null;
  readonly mine: Item | null;
  /** Another account of mine named (公积金 月缴存 6000 其中单位 3000 招行): where my part was paid from. */
  readonly paidFrom: FundingPhrase | null;
}

// the words before a part: 其中 and who paid it (其中单位 3000, 个人部分 3000)
const PART_WORDS = /^[\s，,、；;]*(?:其中\s*[:：]?\s*)?([^\d\s，,、；;：:]{1,6}?)\s*(?:是|为)?\s*[:：]?\s*$/;

/**
 * The fund named (by a word with 公积金) before a word of paying in and the total, then the employer's
 * part or mine or both, each by its own word; nothing else named. Null for any other sentence; a
 * 422 when the parts said do not add up to the total.
 */
export function fundDepositParts(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string): FundParts | null {
  if (items.length < 2 || items.length > 3) return null;
  const [total, ...parts] = items as [Item, ...Item[]];
  const cue = FUND_CUE.exec(text.slice(total.start, total.amount.start));
  if (cue === null || items.some((i) => i.currency !== total.currency)) return null;
  const phrases = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, total.currency), text);
  // (公积金 月缴存 6000 其中单位 3000 招行: the card named too pays my part; it was 9000 spent, 3000 of it from the card)
  const fund = phrases.find((p) => text.slice(p.start, p.end).includes('公积金'));
  const others = phrases.filter((p) => p.account !== fund?.account);
  if (fund === undefined || new Set(others.map((p) => p.account)).size > 1 || !fund.account.startsWith(`${ASSETS}:`) || fund.end > total.amount.start) return null;
  const whose = (item: Item) => {
    const said = PART_WORDS.exec(text.slice(item.start, item.amount.start))?.[1];
    // (the card that paid my part may be said after the last part: 其中单位 3000 招行)
    const after = others.reduce((t, p) => (p.start >= item.amount.end && p.end <= item.end ? t.slice(0, p.start - item.amount.end) + ' '.repeat(p.end - p.start) + t.slice(p.end - item.amount.end) : t), text.slice(item.amount.end, item.end));
    const clean = /^[\s元块钱整]*$/.test(after);
    return said === undefined || !clean ? null : EMPLOYER_PART.test(said) ? 'employer' : MY_PART.test(said) ? 'mine' : null;
  };
  const employer = parts.filter((p) => whose(p) === 'employer');
  const mine = parts.filter((p) => whose(p) === 'mine');
  if (employer.length > 1 || mine.length > 1 || employer.length + mine.length !== parts.length) return null;
  const said = parts.reduce((sum, p) => sum.add(p.amount.number), Decimal.ZERO);
  if (parts.length === 2 ? !said.eq(total.amount.number) : said.gt(total.amount.number)) {
    const each = parts.map((p) => `${employer.includes(p) ? "the employer's" : 'mine'} ${p.amount.number.toString()}`).join(' and ');
    throw Problem.unprocessable(`${each} ${parts.length === 2 ? `add up to ${said.toString()}, not to` : 'is more than'} the ${total.amount.number.toString()} paid into the fund`, [{ path: '/text', message: 'say the total paid in and its parts so that they add up (公积金 缴存 6000 其中单位 3000，个人 3000)' }]);
  }
  return { fund: fund.account, fundSaid: fund, total, employer: employer[0] ?? null, mine: mine[0] ?? null, paidFrom: others[0] ?? null };
}

/**
 * The fund's posting, the employer's part from the income account the ledger has paid the fund
 * alone from (单位缴存公积金), mine from the income account its payslips take the fund's part off.
 * An account the history does not show is guessed from the words, as any income is.
 */
export function fundDepositPartsPostings(ctx: Context, parts: FundParts): ParsedPosting[] {
  // the parts' words (其中单位) leave the narration with the fund's
  markFundingSpan(ctx, parts.fundSaid);
  for (const part of [parts.employer, parts.mine]) if (part !== null) markFundingSpan(ctx, { start: part.start, end: part.amount.start });
  const { total } = parts;
  const currency = total.currency;
  const employer = parts.employer?.amount.number ?? total.amount.number.sub(parts.mine!.amount.number);
  const mine = parts.mine?.amount.number ?? total.amount.number.sub(employer);
  const { alone, payslip } = fundSources(ctx.index, parts.fund);
  const postings = [posting(parts.fund, total.amount.number, currency)];
  if (!employer.isZero()) postings.push(posting(alone ?? categoryAccount(ctx, parts.employer ?? total, INCOME, null, 'in'), employer.neg(), currency));
  const unknown = [...(alone === null && !employer.isZero() ? [`the employer's part ${employer.toString()}`] : []), ...(payslip === null && !mine.isZero() ? [`my part ${mine.toString()}`] : [])];
  if (unknown.length > 0) ctx.guesses.add(`${unknown.join(' and ')} of the ${total.amount.number.toString()} paid into ${parts.fund}: the history shows no income account ${unknown.length > 1 ? 'they come' : 'it comes'} from; guessed from the words`, 0.1);
  if (mine.isZero()) return postings;
  if (parts.paidFrom !== null) {
    markFundingSpan(ctx, parts.paidFrom);
    ctx.guesses.add(`read ${mine.toString()} as my part, paid from ${parts.paidFrom.account} (named)`, 0.1);
    postings.push(posting(parts.paidFrom.account, mine.neg(), currency));
    return postings;
  }
  const mineFrom = payslip ?? categoryAccount(ctx, parts.mine ?? total, INCOME, null, 'in');
  if (payslip !== null) ctx.guesses.add(`read ${mine.toString()} as my part, taken off my pay: booked from ${payslip} as the ledger's payslips book it (if a payslip booked it already, leave it out)`, 0.1);
  postings.push(posting(mineFrom, mine.neg(), currency));
  return postings;
}

/** The income accounts the history paid the fund from: alone (two postings), and in a payslip (more), the most used of each. */
function fundSources(index: NlpIndex, fund: string): { alone: string | null; payslip: string | null } {
  const alone = new Map<string, number>();
  const payslip = new Map<string, number>();
  for (const t of index.view.transactions) {
    if (!t.postings.some((p) => p.account === fund && p.units.number.isPositive())) continue;
    const incomes = t.postings.filter((p) => p.account.startsWith(`${INCOME}:`) && p.units.number.isNegative());
    if (incomes.length !== 1) continue;
    const counts = t.postings.length === 2 ? alone : payslip;
    counts.set(incomes[0]!.account, (counts.get(incomes[0]!.account) ?? 0) + 1);
  }
  const most = (counts: Map<string, number>) => [...counts].reduce<[string, number] | null>((best, c) => (best === null || c[1] > best[1] ? c : best), null)?.[0] ?? null;
  const a = most(alone);
  const p = most(payslip);
  return { alone: a, payslip: p === a ? null : p };
}
