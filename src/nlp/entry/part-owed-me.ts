// Part of what I spent owed back to me: dinner 80, alice owes me 40; 晚饭 80 小王欠我 40.
import { Decimal } from '../../ledger/core/decimal.ts';
import { trimComputed } from '../amounts.ts';
import type { Span } from '../mentions.ts';
import type { Item } from './item.ts';
import { EXPENSES } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import { claimOnPerson } from './debts-and-loans.ts';
import type { PayeeChoice } from './payee.ts';

// alice owes me 40, she owes me half, alice will pay me back 40, bob'll pay me back 40, 小王欠我 40:
// said after what I spent, with the part owed after the words (老婆 欠我 150 with a space too: it was a
// 422, a claim with no money moved) (not paid back yet: 小王还我 40 and
// tom paid me back 40 are money back, see money-back.ts)
const OWES_ME_PART = /(?<![A-Za-z])([A-Za-z][A-Za-z-]*)(?:\s+|'ll\s+)(?:owes\s+me|(?:will\s+|is\s+going\s+to\s+|has\s+to\s+|needs\s+to\s+)?pay\s+me\s+back)(?:\s+(half)\b)?(?![A-Za-z])|([^\s\d，,。；;、\uE000A-Za-z]{1,4}?)\s?欠我(?:的)?(?=\s*(?:\d|一半))(?:\s*(一半))?/i;
const PRONOUNS = /^(?:he|she|they|他|她|他们)$/i;
const WITH_PERSON = /\b(?:with|and)\s+([A-Za-z][A-Za-z-]*)|[和跟同]([\u4e00-\u9fff]{1,3}?)(?=\s|AA|aa|吃|一起|$)/i;

export interface PartOwed {
  readonly spent: Item;
  readonly owed: Decimal;
  readonly person: string | null;
  readonly said: Span;
}

/**
 * One amount spent, then someone owing me a part of it (an amount after the words, or half): that
 * part is a claim on them, not my spending (it was all booked as mine, the part added on top, or a
 * 422 as a claim with no money moved). Null otherwise, or when more is owed than was spent.
 */
export function partOwedMe(text: string, items: readonly Item[]): PartOwed | null {
  const m = OWES_ME_PART.exec(text);
  if (m === null) return null;
  const end = m.index + m[0].length;
  const spent = items.filter((i) => i.amount.end <= m.index);
  const after = items.filter((i) => i.amount.start >= end);
  if (spent.length !== 1 || items.length !== spent.length + after.length) return null;
  const half = m[2] !== undefined || m[4] !== undefined;
  if (half ? after.length !== 0 : after.length !== 1 || after[0]!.currency !== spent[0]!.currency) return null;
  const total = spent[0]!.amount.number;
  const owed = half ? trimComputed(total.div(Decimal.fromInt(2)).quantize(-2)) : after[0]!.amount.number;
  if (!owed.isPositive() || owed.gt(total)) return null;
  const said = (m[1] ?? m[3])!;
  const other = PRONOUNS.test(said) ? WITH_PERSON.exec(text.slice(0, m.index)) : null;
  const person = PRONOUNS.test(said) ? (other?.[1] ?? other?.[2] ?? null) : said;
  return { spent: spent[0]!, owed, person, said: { start: m.index, end } };
}

/**
 * The whole out of the wallet, the part owed on the person's receivable (their own account, or one
 * kept for what people owe), the rest my spending. Null when no receivable is open: the caller
 * books all of it as spent, warned.
 */
export function partOwedPostings(ctx: Context, payee: PayeeChoice | null, part: PartOwed): ParsedPosting[] | null {
  const { spent, owed } = part;
  const currency = spent.currency;
  const who = part.person ?? 'someone';
  const claim = claimOnPerson({ ...ctx, person: part.person }, currency);
  if (claim === null) {
    ctx.guesses.add(`${who} owes ${owed.toString()} of the ${spent.amount.number.toString()}, but no receivable account is open: booked all of it as spent (open one, e.g. Assets:Receivables)`, 0.3);
    return null;
  }
  const category = categoryAccount(ctx, { ...spent, start: 0 }, EXPENSES, null);
  const wallet = fundingAccount({ ...ctx, termMentions: ctx.termMentions.filter((m) => !m.entry.hits.every((h) => h.account === claim)) }, currency, category, payee, 'out');
  const mine = spent.amount.number.sub(owed);
  ctx.guesses.add(`read ${owed.toString()} as owed by ${who} on ${claim}: ${mine.toString()} of the ${spent.amount.number.toString()} was mine`, 0.1);
  return [
    ...(mine.isZero() ? [] : [posting(category, mine, currency)]),
    posting(claim, owed, currency),
    posting(wallet, spent.amount.number.neg(), currency),
  ];
}
