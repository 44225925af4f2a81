// Income said with what was taken off it: deductions (扣税 1500), or gross and net (工资 13500 税后
// 12000).
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import type { Item } from './item.ts';
import { INCOME, EXPENSES } from './account-filter.ts';
import { type Context, itemText } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';

// 扣税 1500, 社保扣了 800: taken off the income before it arrived (spending, not more income).
// So is a fee (收到货款 500 手续费 3: 497 arrives; the 3 was booked as more income).
export const DEDUCTION = /扣税|扣除|扣了|扣款|代扣|个税|社保|五险一金|(?<!退)税(?![前后])|手续费|服务费|\bfees?\b/i;
// 工资到账 12000, 实发 12000: the amount is what arrived, after the deductions.
export const NET_WORD = /到账|实发|到手|入账|税后/;

/**
 * 工资 13500 扣税 1500: the tax is spending taken off the income, so 12000 arrives; 工资到账 12000
 * 扣税 1500 says what arrived, so 13500 was earned. The deductions' currency must be the income's.
 */
export function incomeWithDeductions(ctx: Context, payee: PayeeChoice | null, deductions: readonly Item[]): ParsedPosting[] {
  const incomes = ctx.items.filter((item) => !deductions.includes(item));
  const currency = incomes[0]!.currency;
  if (ctx.items.some((item) => item.currency !== currency)) throw Problem.unprocessable('a deduction in another currency than the income', [{ path: '/text', message: 'say the income and what was taken off it in one currency' }]);
  const taken = deductions.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  const stated = incomes.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  const net = incomes.some((item) => NET_WORD.test(itemText(ctx, item)));
  const earned = net ? stated.add(taken) : stated;
  const received = net ? stated : stated.sub(taken);
  if (!received.isPositive()) throw Problem.unprocessable('the deductions are as large as the income', [{ path: '/text', message: 'check the amounts' }]);
  const categories = incomes.map((item) => categoryAccount(ctx, item, INCOME, payee));
  const postings: ParsedPosting[] = [posting(fundingAccount(ctx, currency, categories[0]!, payee, 'in', true), received, currency)];
  // the first income item carries what the deductions add to it when the amount said was net
  incomes.forEach((item, i) => postings.push(posting(categories[i]!, (i === 0 && net ? item.amount.number.add(taken) : item.amount.number).neg(), currency)));
  for (const item of deductions) postings.push(posting(categoryAccount(ctx, item, EXPENSES, null), item.amount.number, currency));
  ctx.guesses.add(`read ${deductions.map((d) => `${DEDUCTION.exec(itemText(ctx, d))![0]} ${d.amount.number.toString()}`).join(', ')} as taken off the income: ${earned.toString()} earned, ${received.toString()} received`, 0.1);
  return postings;
}

/** 工资 13500 税后 12000: two amounts of one income, before and after what was taken off. */
export function grossNetPair(ctx: Context): { gross: Item; net: Item } | null {
  if (ctx.items.length !== 2) return null;
  const [a, b] = ctx.items as [Item, Item];
  if (a.currency !== b.currency) return null;
  const aNet = NET_WORD.test(itemText(ctx, a));
  const bNet = NET_WORD.test(itemText(ctx, b));
  if (aNet === bNet) return null;
  const [gross, net] = aNet ? [b, a] : [a, b];
  return net.amount.number.lt(gross.amount.number) ? { gross, net } : null;
}

export function grossNetPostings(ctx: Context, payee: PayeeChoice | null, gross: Item, net: Item): ParsedPosting[] {
  const { currency } = gross;
  const income = categoryAccount(ctx, gross, INCOME, payee);
  const taken = gross.amount.number.sub(net.amount.number);
  ctx.guesses.add(`read ${gross.amount.number.toString()} as earned and ${net.amount.number.toString()} as received: ${taken.toString()} taken off`, 0.1);
  return [
    posting(fundingAccount(ctx, currency, income, payee, 'in', true), net.amount.number, currency),
    posting(income, gross.amount.number.neg(), currency),
    posting(categoryAccount(ctx, net, EXPENSES, null), taken, currency),
  ];
}
