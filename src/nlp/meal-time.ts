// A ledger that keeps its food by meal (Expenses:Food:Breakfast, :Lunch, :Dinner) and a sentence
// that names the food but not the meal (`中午在公司楼下吃了碗面 22`, `今早 煎饼果子 7`): the words
// reach only Expenses:Food, which is not open, and the time of day the sentence says is what
// tells the meal.
import { accepts, type AccountFilter } from './account-choice.ts';
import type { NlpIndex } from './ledger-index.ts';

interface Meal {
  /** what the sentence says of the time of day or the meal */
  readonly said: RegExp;
  /** what an account for that meal is called (its last segment, any case) */
  readonly names: readonly string[];
}

const MEALS: readonly Meal[] = [
  { said: /早餐|早饭|早点|早上|早晨|今早|一早|\bbreakfast\b|\bmorning\b/i, names: ['breakfast', '早餐', '早饭', '早点'] },
  { said: /午餐|午饭|中饭|中午|午间|\blunch\b|\bnoon\b/i, names: ['lunch', '午餐', '午饭', '中饭'] },
  { said: /晚餐|晚饭|晚上|今晚|傍晚|\bdinner\b|\bsupper\b|\btonight\b/i, names: ['dinner', 'supper', '晚餐', '晚饭'] },
];

/**
 * The open child of `parent` (the account the words named, not open itself) for the one meal the
 * text says, or null when it says none, several, or no child is that meal's.
 */
export function mealAccount(index: NlpIndex, text: string, parent: string, filter: AccountFilter): string | null {
  const said = MEALS.filter((m) => m.said.test(text));
  if (said.length !== 1) return null;
  const names = said[0]!.names;
  const prefix = `${parent}:`;
  for (const account of index.accounts.keys()) {
    if (!account.startsWith(prefix) || account.indexOf(':', prefix.length) !== -1) continue;
    if (names.includes(account.slice(prefix.length).toLowerCase()) && accepts(index, filter, account)) return account;
  }
  return null;
}
