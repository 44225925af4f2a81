// A small built-in table guessing a counter-account from words in the payee or description.
// A rule only applies when the user has an open account whose name contains one of its hints.

export interface KeywordRule {
  readonly words: readonly string[];
  /** 'expenses' for money out, 'income' for money in */
  readonly side: 'expenses' | 'income';
  /** account-name fragments to look for, best first (case-insensitive) */
  readonly hints: readonly string[];
}

export const KEYWORD_RULES: readonly KeywordRule[] = [
  { words: ['滴滴', '打车', '出租车', '出行', 'uber', 'lyft', 'taxi', 'didi'], side: 'expenses', hints: ['Taxi', 'Transport', 'Transit', 'Travel', '交通'] },
  { words: ['地铁', '公交', '铁路', '12306', 'metro', 'subway'], side: 'expenses', hints: ['Metro', 'Subway', 'Transit', 'Transport', 'Travel', '交通'] },
  { words: ['咖啡', '星巴克', '瑞幸', '拿铁', 'coffee', 'starbucks', 'luckin', 'latte', 'cafe'], side: 'expenses', hints: ['Coffee', 'Cafe', '咖啡'] },
  { words: ['餐', '外卖', '饿了么', '美团', '咖啡', '星巴克', '麦当劳', '肯德基', 'restaurant', 'coffee', 'starbucks', "mcdonald"], side: 'expenses', hints: ['Restaurant', 'Dining', 'Food', 'Meal', '餐饮'] },
  { words: ['超市', '盒马', '沃尔玛', '永辉', 'grocery', 'supermarket', 'aldi', 'walmart'], side: 'expenses', hints: ['Groceries', 'Grocery', 'Supermarket', 'Food'] },
  { words: ['话费', '中国移动', '中国联通', '中国电信', 'mobile'], side: 'expenses', hints: ['Phone', 'Mobile', 'Telecom', '通讯'] },
  { words: ['电费', '水费', '燃气', 'electric', 'water bill'], side: 'expenses', hints: ['Utilities', 'Electric', '水电'] },
  { words: ['淘宝', '天猫', '京东', '拼多多', 'amazon'], side: 'expenses', hints: ['Shopping', '购物'] },
  { words: ['手续费', '年费', '服务费', 'bank fee', 'service fee', 'annual fee', 'service charge'], side: 'expenses', hints: ['Fees', 'Fee', 'BankFees', 'Charges', '手续费'] },
  { words: ['工资', '薪资', 'salary', 'payroll'], side: 'income', hints: ['Salary', 'Wage', 'Payroll', '工资'] },
  { words: ['利息', '收益', 'interest', 'dividend'], side: 'income', hints: ['Interest', 'Dividend', '利息'] },
];

/**
 * The first open account under `root` (the ledger's own name for that side's root, e.g. "Ausgaben")
 * that a matching rule hints at, or null. `accounts` should be sorted for stable choices.
 */
export function keywordAccount(text: string, side: 'expenses' | 'income', root: string, accounts: readonly string[]): string | null {
  const t = text.toLowerCase();
  for (const rule of KEYWORD_RULES) {
    if (rule.side !== side || !rule.words.some((w) => t.includes(w))) continue;
    for (const hint of rule.hints) {
      const h = hint.toLowerCase();
      // the hint must name the account itself (its last part): Expenses:Food:Coffee is no place
      // for breakfast because it sits under Food, nor Expenses:Transport:Fuel for a taxi
      const found = accounts.filter((a) => a.startsWith(`${root}:`) && namesHint(lastPart(a), h));
      if (found.length > 0) return closest(found);
    }
  }
  return null;
}

function lastPart(account: string): string {
  return account.slice(account.lastIndexOf(':') + 1);
}

/**
 * Whether an account's last part names the (lower-case) hint: a Latin hint must start one of its
 * words (`BankFees`, `Bank-Fees` and `Fees` name "fee"; `Coffee` does not), other scripts
 * anywhere in it (`公共交通` names "交通").
 */
function namesHint(part: string, hint: string): boolean {
  const lower = part.toLowerCase();
  if (!/^[a-z]/.test(hint)) return lower.includes(hint);
  for (const word of part.matchAll(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g)) if (lower.startsWith(hint, word.index)) return true;
  return false;
}

/** Of the accounts a hint names, the shortest, then by name. */
function closest(accounts: readonly string[]): string {
  return [...accounts].sort((a, b) => a.split(':').length - b.split(':').length || (a < b ? -1 : a > b ? 1 : 0))[0]!;
}
