// A deposit I paid settled at the end (出院结算): what it paid for is spent, the rest comes back
// into a wallet, and the deposit is used up. It is not paid a second time.
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import type { Item } from './item.ts';
import { EXPENSES } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';
import { paidDepositAccount } from './deposit-paid.ts';

// 结算, 押金 抵扣 3170, 押金 扣了 3170, 押金 退了 6200 扣 300: the deposit is set against a bill
const SETTLED = /结算|抵扣|抵了|扣了|扣除|扣掉|冲抵|扣(?=\s*\d)/;
// 退回 1830, 退了 1830, 退 1830, 返还 1830, 退押金 6200: the amount just after comes back
const BACK_BEFORE = /(?:退回来?|退还|退了|退款|返还|退)(?:\s*押金)?\s*[:：]?\s*$/;
// 押金 5000, 押金 一共 5000: the whole deposit, said just before its amount
const WHOLE_BEFORE = /押金\s*(?:一共|共|是)?\s*[:：]?\s*$/;

export interface DepositSettled {
  readonly account: string;
  readonly currency: string;
  /** What the deposit paid for. */
  readonly cost: Item;
  /** What came back. */
  readonly back: Item;
  /** The whole deposit, cost and refund together. */
  readonly whole: Decimal;
}

/**
 * 出院结算 自付 3170 押金 5000 退回 1830 建行, 出院结算 押金 抵扣 3170 退回 1830 建行: a deposit of
 * mine (an Assets account of deposits) set against a bill, with what it paid for and what came back
 * said, the whole deposit maybe too (it must be their sum, else a 422 naming them). Null otherwise
 * (read as before: the deposit was paid again, 8170 out of the bank).
 */
export function depositSettled(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string): DepositSettled | null {
  if (!text.includes('押金') || !SETTLED.test(text) || items.length < 2 || items.length > 3) return null;
  const currency = items[0]!.currency;
  if (items.some((i) => i.currency !== currency)) return null;
  const account = paidDepositAccount(index, mentions, date, currency);
  if (account === null) return null;
  const before = (item: Item) => text.slice(0, item.amount.start);
  const backs = items.filter((i) => BACK_BEFORE.test(before(i)));
  const wholes = items.filter((i) => !backs.includes(i) && WHOLE_BEFORE.test(before(i)));
  const costs = items.filter((i) => !backs.includes(i) && !wholes.includes(i));
  if (backs.length !== 1 || costs.length !== 1 || wholes.length > 1) return null;
  const [back, cost] = [backs[0]!, costs[0]!];
  const whole = cost.amount.number.add(back.amount.number);
  const said = wholes[0]?.amount.number;
  if (said !== undefined && !said.eq(whole)) {
    throw Problem.unprocessable(`the deposit's figures do not add up: ${said.toString()} paid, ${cost.amount.number.toString()} spent, ${back.amount.number.toString()} back`, [
      { path: '/text', message: `say what the deposit paid for and what came back so that they add up to it (押金 ${said.toString()} 自付 ${said.sub(back.amount.number).toString()} 退回 ${back.amount.number.toString()})` },
    ]);
  }
  return { account, currency, cost, back, whole };
}

/** The bill spent, the refund into the wallet named, the deposit taken off its account; warned. */
export function depositSettledPostings(ctx: Context, payee: PayeeChoice | null, settled: DepositSettled): ParsedPosting[] {
  const { account, currency, cost, back, whole } = settled;
  // (出院结算 押金 抵扣 3170: the bill's words may stand anywhere, 出院 first)
  const category = categoryAccount(ctx, { ...cost, start: 0, end: ctx.text.length }, EXPENSES, payee);
  const wallet = fundingAccount(ctx, currency, account, payee, 'in', true);
  ctx.guesses.add(`a deposit settled: ${cost.amount.number.toString()} spent and ${back.amount.number.toString()} back, ${whole.toString()} taken off ${account}`, 0.05);
  return [posting(category, cost.amount.number, currency), posting(wallet, back.amount.number, currency), posting(account, whole.neg(), currency)];
}
