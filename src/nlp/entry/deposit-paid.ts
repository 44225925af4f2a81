// A deposit paid, to be had back (押金): booked on the deposit account when one is open, not spent.
import type { Decimal } from '../../ledger/core/decimal.ts';
import { SECURITY_DEPOSIT } from '../direction.ts';
import { accepts, genericAccount } from '../account-choice.ts';
import { DEPOSIT_SEGMENTS } from '../lexicon.ts';
import { holdsFixedDeposit, type NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import type { Item } from './item.ts';
import { ASSETS, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';

/**
 * The Assets account a deposit I paid goes on: the one the words name by an alias with 押金
 * (Assets:Deposits:Hospital aliased 押金,住院押金,门诊押金, whatever its last segment), else one whose
 * last segment says deposit; never one the user's alias calls a fixed deposit (定期). Null when none is open.
 */
export function paidDepositAccount(index: NlpIndex, mentions: readonly TermMention[], date: string, currency: string): string | null {
  // (not an account the user's alias calls a fixed deposit, Assets:Bank:ICBC:Deposit aliased 定期:
  // 住院押金 五千 工行 was booked on it)
  const fixedDeposits = new Set([...index.accounts.values()].filter(holdsFixedDeposit).map((a) => a.name));
  const filter = filterFor([ASSETS], date, currency, fixedDeposits);
  // (住院押金 5000 建行 with Assets:Deposits:Hospital aliased 住院押金: the account named, as a refund
  // of it finds it; it was spending)
  const named = mentions.filter((m) => m.entry.term.includes('押金')).flatMap((m) => m.entry.hits).find((h) => accepts(index, filter, h.account));
  return named?.account ?? genericAccount(index, DEPOSIT_SEGMENTS, filter);
}

/**
 * 交押金 3000, 房租押金 3000, `rent deposit 3000`: a deposit is money to be had back, booked on the
 * deposit account when one is open (退押金 takes it off there); else spending as before. `booked`:
 * the part of it on the deposit account (my share of one shared), for the warning.
 */
export function depositPaid(ctx: Context, item: Item, booked: Decimal = item.amount.number): string | null {
  if (!SECURITY_DEPOSIT.test(ctx.text.slice(item.start, item.end))) return null;
  const account = paidDepositAccount(ctx.index, ctx.termMentions, ctx.date, item.currency);
  if (account !== null) ctx.guesses.add(`a deposit (押金) is to be had back: booked ${booked.toString()} on ${account}`, 0.05);
  return account;
}
