// Goods bought on credit with no supplier named (买茶叶 赊账 300, 进货 300 赊账, 买包装盒 200 先欠着,
// 欠供应商茶叶款 3000):
// nothing was paid, it is owed on the shop's payable.
import type { Intent } from '../direction.ts';
import { rootOf } from '../ledger-index.ts';
import { accepts, genericAccount } from '../account-choice.ts';
import { LIABILITIES, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { isPayable } from './payable-paid-off.ts';
import { mentionedClaim } from './funding-phrases.ts';
import { mentionsIn } from './context.ts';
import { ON_CREDIT, PAID, payableOwedSaid } from './credit-words.ts';
import { debtHasReason } from './debts-and-loans.ts';
import { Problem } from '../../problem.ts';

// 买, 进货, 采购, 拿货: words of buying (赊 says it alone: 赊账 and 赊购 are on credit whatever is bought)
export const BOUGHT_SAID = /进货|进了|买|购|订货|拿货|提货|赊/;
// Liabilities:Payables, Liabilities:应付: what is owed for things bought (not a loan: Liabilities:Loans)
const PAYABLE_NAMES = ['Payables', 'Payable', 'AccountsPayable', '应付', '应付账款'];
// 欠供应商茶叶款 3000, 欠厂家货款 2000: goods owed to whoever supplied them, said first (not 还欠: still owed)
const OWES_SUPPLIER = /(?:^|[\s\uE000，,。；;])(?:我们?)?(?:又|也)?欠(?:了|下)?\s*(?:供应商|供货商|厂家|厂商|批发商|上家)[^\d\s，,。；;]{0,4}?(?:货款|款|钱)/;

/**
 * The payable a purchase said on credit is owed on (it was paid from a wallet guessed): the
 * payable of someone the words name (赵老板, an alias of it), else, with no one named, the only
 * payable of mine open (see isPayable: no card nor credit line), else the one of several named
 * for no one (Liabilities:Payables), warned either way. Null when the words say no purchase on
 * credit, or no such payable is open (a loan is none).
 */
export function boughtOnCredit(ctx: Context, currency: string): string | null {
  const { index, text } = ctx;
  const owesSupplier = OWES_SUPPLIER.exec(text);
  const payableSaid = payableOwedSaid(text);
  const credit = ON_CREDIT.exec(text) ?? owesSupplier ?? payableSaid;
  if (credit === null || PAID.test(text)) return null;
  const filter = filterFor([LIABILITIES], ctx.date, currency);
  // 赵老板的货款 4500 还没付 with 赵老板 aliasing Liabilities:Payables:ZhaoLaoban: the payable the
  // words name is whom it is owed to, the goods said by what they cost (货款); it was paid from a
  // wallet guessed
  const named = mentionedClaim(index, ctx.termMentions, filter);
  if (named !== null) {
    // 应付 赵老板 4000, 赵老板 4000 还没付: owed to him, what for not said (it was Expenses:Food, the
    // stand-in category, owed on his payable): a 422, as 王总欠我 2000 还没给 is
    const creditor = ctx.termMentions.find((m) => m.entry.hits.some((h) => h.account === named));
    const who = creditor === undefined ? null : text.slice(creditor.start, creditor.end);
    if (!debtHasReason(index, text, { start: credit.index, end: credit.index + credit[0].length }, ctx.termMentions, ctx.items, ctx.date, who, true)) {
      throw Problem.unprocessable(`owed to ${who ?? named} (${credit[0].trim()}), but no money moved and what for is not said`, [{ path: '/text', message: `say what it was for (${who ?? ''}货款 4000 还没付), or pay it (付${who ?? ''} 4000 工行)` }]);
    }
    ctx.guesses.add(`read ${credit[0].trim()} as owed on ${named}, the payable named: no money moved`, 0.1);
    return named;
  }
  // (应付 names whom it is owed to only with a payable said: 应付 200 alone is what was to pay)
  if (credit === payableSaid || (owesSupplier === null && !BOUGHT_SAID.test(text))) return null;
  // (a payable named for no one, Liabilities:Payables, is one too: a kind of claim, not a person's)
  const generic = genericAccount(index, PAYABLE_NAMES, filter);
  const payables = [...index.accounts.keys()].filter((a) => a === generic || (rootOf(a) === LIABILITIES && accepts(index, filter, a) && isPayable(index, a)));
  const payable = payables.length === 1 ? payables[0]! : generic;
  if (payable === null) return null;
  const which = payables.length === 1 ? 'the one payable open' : 'the payable named for no one';
  ctx.guesses.add(`read as bought on credit (${credit[0].trim()}) with no supplier named; booked what is owed on ${payable}, ${which}: name the supplier if it is another`, 0.15);
  return payable;
}

/**
 * 欠厂家货款 2000: goods owed to a supplier said by its role were read as a debt to a person named
 * 厂家货款, with what it was for not said (a 422); they are bought on credit, as 欠供应商货款 3000 is
 * (see boughtOnCredit). Other intents are left as they are.
 */
export function owedToSupplierRole(intent: Intent, text: string): Intent {
  return intent.direction === 'owed' && OWES_SUPPLIER.test(text) ? { direction: 'expense', person: null, transferCue: null, unsaid: true } : intent;
}

/**
 * 李老板的货款 3200 还没付 赵老板的货款 4500 还没付: several items said on credit, each naming a payable
 * of its own (李老板, 赵老板 aliasing Liabilities:Payables:…): each owed on its own, one payable per
 * item (it was one payable paid off to the other). Null unless every item names one and they are
 * not all the same.
 */
export function payablesOfItems(ctx: Context): string[] | null {
  const { index, text, items } = ctx;
  if (items.length < 2 || !(ON_CREDIT.test(text) || payableOwedSaid(text) !== null) || PAID.test(text)) return null;
  const payables = items.map((item) => mentionedClaim(index, mentionsIn(ctx.termMentions, item), filterFor([LIABILITIES], ctx.date, item.currency)));
  if (payables.some((p) => p === null) || new Set(payables).size < 2) return null;
  ctx.guesses.add(`read as owed, each on the payable its words name (${[...new Set(payables)].join(', ')}): no money moved`, 0.1);
  return payables as string[];
}
