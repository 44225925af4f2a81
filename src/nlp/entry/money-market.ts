// The yield of a money-market wallet (余额宝, 零钱通): it lands in that wallet, on the ledger's income
// account for that yield. 余额宝收益 3.21 with 余额宝收益 an alias of Income:Investing:MoneyMarket
// landed in the bank guessed (the alias took the words 余额宝 of Assets:Alipay:Yuebao), and
// 余额宝 收益 3.21 was booked on Income:Investing:Interest, the lexicon's 收益.
import { accepts, type AccountFilter } from '../account-choice.ts';
import { foldCase, isYieldIncome } from '../ledger-index.ts';
import { ASSETS, INCOME, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';

// The products whose balance earns a money-market fund's yield day by day
const MONEY_MARKET_WALLET = /余额宝|零钱通|余利宝|理财通|yuebao|lingqiantong|money-?market/i;
// An income account kept for that yield (Income:Investing:MoneyMarket, Income:货币基金)
const MONEY_MARKET_INCOME = /^(?:money-?market|货币基金|货基)$/i;
// What follows the wallet's alias in an alias of its yield (余额宝收益, 零钱通利息)
const YIELD_AFTER = /^\s*的?\s*(?:收益|利息|yield|interest)/i;

/** Whether `words` are a wallet's alias `alias` followed by words of its yield (余额宝收益 of 余额宝). */
function yieldOf(words: string, alias: string): boolean {
  const folded = foldCase(alias);
  return words.length > folded.length && words.startsWith(folded) && YIELD_AFTER.test(words.slice(folded.length));
}

function aliasesOf(ctx: Context, account: string): readonly string[] {
  return ctx.index.accounts.get(account)?.aliases ?? [];
}

/**
 * The wallet whose alias begins the words that named the income account `counter` (余额宝 of
 * 余额宝收益, an alias of Income:Investing:MoneyMarket), when one such wallet alone is open for the
 * money: where that income lands. Null otherwise.
 */
export function walletInIncomeWords(ctx: Context, counter: string, filter: AccountFilter): string | null {
  if (!counter.startsWith(INCOME + ':')) return null;
  // (the longest alias said: 零钱通 of 零钱通收益, not 零钱 of WeChat)
  let longest = 0;
  const found = new Set<string>();
  for (const m of ctx.termMentions) {
    if (!m.entry.hits.some((h) => h.account === counter)) continue;
    const words = foldCase(ctx.text.slice(m.start, m.end));
    for (const [name, account] of ctx.index.accounts) {
      if (!name.startsWith(ASSETS + ':') || !accepts(ctx.index, filter, name)) continue;
      const said = Math.max(0, ...account.aliases.filter((a) => yieldOf(words, a)).map((a) => a.length));
      if (said === 0 || said < longest) continue;
      if (said > longest) found.clear();
      longest = said;
      found.add(name);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * The income account of `wallet`'s own yield, when `category` is a yield the words did not name by
 * an alias of it (余额宝 收益 3.21: 收益 read by the lexicon as Interest): an income account whose
 * alias is a wallet's alias followed by more words (余额宝收益), else, for a money-market product,
 * an income account kept for money-market yields. `category` otherwise.
 */
export function walletsOwnYield(ctx: Context, wallet: string, category: string, currency: string): string {
  if (!category.startsWith(INCOME + ':') || !isYieldIncome(category) || ctx.standIns.has(category)) return category;
  const saidAsAlias = ctx.termMentions.some((m) => m.entry.hits.some((h) => h.account === category) && aliasesOf(ctx, category).some((a) => foldCase(a) === foldCase(ctx.text.slice(m.start, m.end))));
  if (saidAsAlias) return category;
  const walletAliases = aliasesOf(ctx, wallet);
  const filter = filterFor([INCOME], ctx.date, currency);
  const incomes = [...ctx.index.accounts.keys()].filter((a) => a !== category && accepts(ctx.index, filter, a));
  const linked = incomes.filter((a) => aliasesOf(ctx, a).some((alias) => walletAliases.some((w) => yieldOf(foldCase(alias), w))));
  if (linked.length === 1) return linked[0]!;
  if (linked.length > 1 || ![wallet, ...aliasesOf(ctx, wallet)].some((w) => MONEY_MARKET_WALLET.test(w))) return category;
  const kept = incomes.filter((a) => a.split(':').slice(1).some((s) => MONEY_MARKET_INCOME.test(s)));
  return kept.length === 1 ? kept[0]! : category;
}
