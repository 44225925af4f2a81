// A loan's instalment said with its parts (月供 8200 其中本金 3100 利息 5100, 还车贷 3500 其中利息
// 235, 房贷 利息 5100 本金 3100 建行): the principal pays the loan down, the interest is spending,
// and the account named pays the whole. So is a repayment of a card or a credit line of mine named
// by its alias with its interest said (借呗 还款 893.5 其中 利息 60.2, 还花呗 1000 其中 利息 10 工行). The interest said with a loan paid is never money in (it
// was read as Income:Interest received, and the payment as money coming in).
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { findAmounts, type AmountMention } from '../amounts.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { accountWithSegment, bestMention, isBankAccount, mostFrequent, mostGeneric, mostUsedOfKind, type AccountFilter } from '../account-choice.ts';
import { UNCATEGORIZED_SEGMENTS } from '../lexicon.ts';
import { ASSETS, EXPENSES, LIABILITIES, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { markFundingSpan } from './funding-account.ts';
import { isLoanAccount, isOwnDebt } from './transfer-words.ts';

export interface Instalment {
  /** The whole payment: said, or the principal and the interest added up. */
  readonly paid: AmountMention;
  /** Every amount said of it (the total and its parts), for the narration. */
  readonly said: readonly AmountMention[];
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly currency: string;
  readonly loan: string;
  /** No loan was named: the one paid is a guess. */
  readonly guessedLoan: boolean;
  /** Another card of mine said paying it (用招行卡 还 借呗), else null: a wallet pays. */
  readonly payer: string | null;
}

// (a loan's payment said: 房贷, 车贷, 月供, 还贷, 按揭; a loan account named counts too)
const LOAN_PAYMENT = /房贷|车贷|月供|还贷|按揭|贷款/;
// 本金 3100, 其中利息 235, （本金3,100.00/利息5,100.00）: the part a figure is
// (including interest 45, principal 955: in English)
const PART_BEFORE = /(本金|利息|principal|interest)\s*(?:部分)?\s*(?:为|是|of|[:：])?\s*$/i;
// 其中 45 是 利息, 1000 里 45 为利息: the part said after its figure (it was all 1000 read as interest)
const PART_AFTER = /^\s*(?:元|块钱?)?\s*(?:是|为|作为|算)\s*(本金|利息)/;
const PART_NAME: Record<string, '本金' | '利息'> = { 本金: '本金', 利息: '利息', principal: '本金', interest: '利息' };
const CAR = /car|auto|vehicle|车/i;
const HOME = /mortgage|hous|home|房|按揭/i;
// 还款, 还了, 还借呗: paying back (not 还有, 还是, 还差, 还没, 还欠, 还款日); repaid, paid back in English
const REPAID = /(?<![没得要未])还(?!有|是|要|剩|没|好|行|挺|算|不|在|得|差|欠|款日|价)|\b(?:repaid|repay|repaying|repayment|paid\s+back|pay\s+back)\b/i;

/** The words of a loan account: its name's segments and its aliases. */
function loanWords(index: NlpIndex, account: string): string {
  return [...account.split(':').slice(1), ...(index.accounts.get(account)?.aliases ?? [])].join(' ');
}

/**
 * The amounts of the sentence, 本金 read as the word it is (8200 本金 3100: 本 was the measure word
 * of 8200 books, and 8200 no amount).
 */
export function partsOfInstalment(amountText: string, found: readonly AmountMention[], codes: ReadonlySet<string>, sentence: string): readonly AmountMention[] {
  return /本金/.test(amountText) ? findAmounts(amountText.replace(/本金/g, '\uE000\uE000'), codes, { sentence }) : found;
}

/**
 * The card or credit line of mine repaid (借呗, 招行信用卡: a liability that is no person's and no
 * loan by its name) in a sentence that says it is paid back and no loan word: the one named, or of
 * two named the one right after 还 or before 还款, the other paying (用招行卡 还 借呗 893.5 利息 60.2)
 * (借呗 还款 893.5 其中 利息 60.2 was a purchase of 833.3 paid by 借呗, the debt growing). Null otherwise.
 */
function creditLineRepaid(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): { repaid: string; payer: string | null } | null {
  if (LOAN_PAYMENT.test(text) || !REPAID.test(text)) return null;
  const liabilities = filterFor([LIABILITIES], date, currency, index.claims);
  const named = new Map<string, TermMention>();
  for (const m of mentions) {
    const best = bestMention(index, [m], liabilities);
    if (best !== null && !best.loose && !named.has(best.account)) named.set(best.account, m);
  }
  if (![...named.keys()].every((a) => isOwnDebt(index, a) && !isLoanAccount(index, a))) return null;
  if (named.size === 1) return { repaid: [...named.keys()][0]!, payer: null };
  if (named.size !== 2) return null;
  const repaid = [...named].filter(([, m]) => /还\s*$/.test(text.slice(0, m.start)) || /^\s*还款/.test(text.slice(m.end)));
  if (repaid.length !== 1) return null;
  return { repaid: repaid[0]![0], payer: [...named.keys()].find((a) => a !== repaid[0]![0])! };
}

/** The loan paid: the one named, else the open loan of the kind the words say (车贷, 房贷), else the mortgage-like or most used one. */
function loanPaid(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): { account: string; guessed: boolean } | null {
  const liabilities = filterFor([LIABILITIES], date, currency, index.claims);
  const named = bestMention(index, mentions, liabilities);
  if (named !== null && !named.loose && isLoanAccount(index, named.account)) return { account: named.account, guessed: false };
  const kind = /车/.test(text) ? CAR : /房贷|按揭/.test(text) ? HOME : null;
  const ofKind = kind === null ? null : mostUsedOfKind(index, liabilities, (a) => isLoanAccount(index, a) && kind.test(loanWords(index, a)));
  if (ofKind !== null) return { account: ofKind, guessed: false };
  const account = loanOfKindSaid(index, text, liabilities);
  return account === null ? null : { account, guessed: true };
}

/**
 * An open loan of mine of the kind the words say (车贷 a car's, else a home's: 月供 and 公积金还贷
 * alone are most often the mortgage's), else the most used loan; null when none is open.
 */
export function loanOfKindSaid(index: NlpIndex, text: string, filter: AccountFilter): string | null {
  const isLoan = (a: string) => isLoanAccount(index, a);
  // (还买车的贷款 with a mortgage alone open: no loan of that kind, the mortgage is not it)
  if (/车/.test(text)) return mostUsedOfKind(index, filter, (a) => isLoan(a) && CAR.test(loanWords(index, a)));
  return mostUsedOfKind(index, filter, (a) => isLoan(a) && HOME.test(loanWords(index, a))) ?? mostUsedOfKind(index, filter, (a) => isLoan(a) && !CAR.test(loanWords(index, a)));
}

/**
 * The instalment said, when the words say a loan's payment and two of its total, principal
 * (本金) and interest (利息) are said; a 422 when they do not add up. Null otherwise.
 */
export function loanInstalment(index: NlpIndex, text: string, mentions: readonly TermMention[], amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, date: string): Instalment | null {
  if (amounts.length < 2 || amounts.length > 3) return null;
  let principal: AmountMention | null = null;
  let interest: AmountMention | null = null;
  const unlabelled: AmountMention[] = [];
  let from = 0;
  for (const [k, a] of amounts.entries()) {
    const said = PART_BEFORE.exec(text.slice(from, a.start))?.[1] ?? PART_AFTER.exec(text.slice(a.end, amounts[k + 1]?.start ?? text.length))?.[1];
    const part = said === undefined ? undefined : PART_NAME[said.toLowerCase()];
    from = a.end;
    if (part === '本金' && principal === null) principal = a;
    else if (part === '利息' && interest === null) interest = a;
    else if (part === undefined) unlabelled.push(a);
    else return null;
  }
  if (unlabelled.length > 1 || (principal === null && interest === null)) return null;
  const currency = currencyOf(amounts[0]!);
  if (amounts.some((a) => currencyOf(a) !== currency)) return null;
  const total = unlabelled[0] ?? null;
  if ([total, principal, interest].filter((a) => a !== null).length < 2) return null;
  const creditLine = creditLineRepaid(index, text, mentions, date, currency);
  const loanSaid = creditLine !== null || LOAN_PAYMENT.test(text) || mentions.some((m) => m.entry.hits.some((h) => isLoanAccount(index, h.account)));
  if (!loanSaid) return null;
  const loan = creditLine !== null ? { account: creditLine.repaid, guessed: false } : loanPaid(index, text, mentions, date, currency);
  if (loan === null) return null;
  const figure = (a: AmountMention) => a.number.toString();
  const p = principal?.number ?? total!.number.sub(interest!.number);
  const i = interest?.number ?? total!.number.sub(principal!.number);
  const paid = total ?? { ...principal!, start: Math.min(principal!.start, interest!.start), end: Math.max(principal!.end, interest!.end), number: p.add(i) };
  if (total !== null && principal !== null && interest !== null && !p.add(i).eq(total.number)) {
    throw Problem.unprocessable(`the principal (${figure(principal)}) and the interest (${figure(interest)}) add up to ${p.add(i).toString()}, not the ${figure(total)} paid`, [{ path: '/text', message: 'say the payment and its parts as they add up (月供 8200 本金 3100 利息 5100)' }]);
  }
  if (!p.isPositive() || !i.isPositive()) {
    const part = principal ?? interest!;
    throw Problem.unprocessable(`the ${part === principal ? 'principal' : 'interest'} (${figure(part)}) is not less than the ${figure(total!)} paid`, [{ path: '/text', message: 'say the payment and its parts as they add up (还车贷 3500 其中利息 235)' }]);
  }
  return { paid, said: amounts, principal: p, interest: i, currency, loan: loan.account, guessedLoan: loan.guessed, payer: creditLine?.payer ?? null };
}

/** Open Expenses accounts for interest (a segment Interest, 利息): the one of the loan's kind first. */
function interestAccount(ctx: Context, loan: string, filter: AccountFilter): string | null {
  const { index } = ctx;
  const fromHistory = mostFrequent(index, index.spendingBesideDebt.get(loan), filter);
  if (fromHistory !== null) return fromHistory;
  const isInterest = (a: string) => a.split(':').slice(1).some((s) => /interest|利息/i.test(s)) || (index.accounts.get(a)?.aliases ?? []).some((w) => /利息/.test(w));
  const words = loanWords(index, loan);
  const kind = CAR.test(words) ? CAR : HOME.test(words) ? HOME : null;
  const other = kind === CAR ? HOME : kind === HOME ? CAR : null;
  const describe = (a: string) => `${a} ${(index.accounts.get(a)?.aliases ?? []).join(' ')}`;
  return (
    (kind === null ? null : mostUsedOfKind(index, filter, (a) => isInterest(a) && kind.test(describe(a)))) ??
    mostUsedOfKind(index, filter, (a) => isInterest(a) && (other === null || !other.test(describe(a))))
  );
}

export function instalmentPostings(ctx: Context, instalment: Instalment): ParsedPosting[] {
  const { index, guesses } = ctx;
  const { loan, currency, principal, interest } = instalment;
  const total = principal.add(interest);
  // (还房贷 keeps its 房贷 in the narration: the loan paid is what the entry is)
  for (const m of ctx.termMentions) if (m.entry.hits.some((h) => h.account === loan)) (ctx.keptSpans ??= []).push(m);
  if (instalment.guessedLoan) guesses.add(`no loan named; read as paying ${loan}`, 0.15);
  const expenses = filterFor([EXPENSES], ctx.date, currency);
  let interestOn = interestAccount(ctx, loan, expenses);
  if (interestOn === null) {
    interestOn = accountWithSegment(index, UNCATEGORIZED_SEGMENTS, expenses) ?? mostGeneric(index, expenses);
    if (interestOn === null) throw Problem.unprocessable('no spending account to book the interest on', [{ path: '/text', message: 'open an Expenses account for the interest' }]);
    guesses.add(`no interest account is open; booked the interest ${interest.toString()} on ${interestOn}`, 0.2);
  }
  const assets = filterFor([ASSETS], ctx.date, currency, new Set(index.claims));
  const said = fundingPhrases(index, ctx.termMentions, assets, ctx.text);
  let payer: string;
  if (instalment.payer !== null) {
    payer = instalment.payer;
    if (said[0] !== undefined) guesses.add(`several payment accounts named (${[instalment.payer, ...new Set(said.map((p) => p.account))].join(', ')}); used ${payer}`, 0.15);
  } else if (said[0] !== undefined) {
    payer = said[0].account;
    markFundingSpan(ctx, said[0]);
    const accounts = new Set(said.map((p) => p.account));
    if (accounts.size > 1) guesses.add(`several payment accounts named (${[...accounts].join(', ')}); used ${payer}`, 0.15);
  } else {
    const guessed =
      mostFrequent(index, index.fundingByCounter.get(interestOn), assets) ??
      mostFrequent(index, index.sourceByTarget.get(loan), assets) ??
      mostUsedOfKind(index, assets, isBankAccount) ??
      mostUsedOfKind(index, assets, () => true);
    if (guessed === null) throw Problem.unprocessable('no account to pay the loan from', [{ path: '/text', message: 'name the paying account' }]);
    payer = guessed;
    guesses.add(`no source account named; used ${payer}`, 0.2);
  }
  return [posting(loan, principal, currency), posting(interestOn, interest, currency), posting(payer, total.neg(), currency)];
}

/**
 * 房贷 月供 8200 建行 with no parts said, where earlier payments of that loan booked interest
 * beside it: all of it is booked on the loan, as said, warned that an instalment usually
 * includes interest (it was booked silently: the loan's balance understated by the interest).
 */
export function warnOfUnsplitInstalment(ctx: Context, postings: readonly ParsedPosting[]): void {
  const { index } = ctx;
  // (提前还房贷 100000: a prepayment is principal only)
  if (postings.length !== 2 || /提前|一次性/.test(ctx.text)) return;
  const loan = postings.find((p) => !p.units.number.startsWith('-') && isLoanAccount(index, p.account));
  if (loan === undefined) return;
  const interest = mostFrequent(index, index.spendingBesideDebt.get(loan.account), filterFor([EXPENSES], ctx.date, loan.units.currency));
  if (interest === null) return;
  ctx.guesses.add(`booked all ${loan.units.number} on ${loan.account}, but an instalment usually includes interest (earlier ones booked it on ${interest}): say its 本金 and 利息 to split it`, 0.1);
}
