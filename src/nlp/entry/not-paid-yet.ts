// An amount said not paid yet, by a word other than a bill's (快递费 300 还没付 顺丰, 零花钱 50 还没给,
// 房租 3000 还没给房东): nothing was paid, it is owed (it was paid from a wallet guessed).
import type { Intent } from '../direction.ts';
import { namesItself, type NlpIndex } from '../ledger-index.ts';
import { accepts } from '../account-choice.ts';
import { refuseNotArrived } from './not-arrived.ts';
import type { TermMention } from '../mentions.ts';
import type { Item } from './item.ts';
import { ASSETS, INCOME, LIABILITIES, filterFor } from './account-filter.ts';
import { mentionedClaim } from './funding-phrases.ts';
import { BOUGHT_SAID } from './bought-on-credit.ts';
import { PAID } from './credit-words.ts';

// 还没付, 还没给房东, 未付, 尚未支付, said first or after the amount (not 已经没给, nor 没给我: someone
// has not paid me; nor 租客还没给: said of someone, who has not paid me; nor 没付清: part paid)
export const NOT_PAID_YET = /(?<=^|[\s\uE000，,。；;\d元块钱])(?:还|都|也|仍然?|尚)*(?:没有?|未)(?:付(?!清)|给(?!我)|支付|交|缴)/;

/**
 * 快递费 300 还没付 顺丰, 零花钱 50 还没给: one amount of spending said not paid yet is owed, as
 * 房租 3000 还没付 is (see unpaidBillOwed): on a payable, else a 422 that says none is open. Not a
 * purchase on credit nor a payable named (买茶叶 300 还没付, 李老板的货款 3200 还没付: see
 * boughtOnCredit). Other intents are left as they are.
 */
export function notPaidYetOwed(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex, items: readonly Item[], date: string): Intent {
  if (intent.direction !== 'expense' || items.length !== 1 || PAID.test(text) || BOUGHT_SAID.test(text)) return intent;
  const said = NOT_PAID_YET.exec(text);
  // (a claim named, 李老板 on a payable, 刘姐 on a receivable: see boughtOnCredit and saleOnCredit)
  if (said === null || mentionedClaim(index, mentions, filterFor([LIABILITIES, ASSETS], date, items[0]!.currency)) !== null) return intent;
  const item = items[0]!;
  // (设计费 4500 还没给 with 设计费 aliasing Income:Design and no one's receivable named: money earned
  // not come, nothing to book; it was money into the bank)
  const income = filterFor([INCOME], date, item.currency);
  if (mentions.some((m) => m.entry.hits.some((h) => namesItself(h) && accepts(index, income, h.account)))) refuseNotArrived(said[0]);
  // (what is owed: the words before the amount, 还没给孩子零花钱 50: 孩子零花钱)
  const words = text.slice(item.start, item.amount.start).replace(NOT_PAID_YET, ' ').split(/[\s\uE000]+/).filter((w) => w !== '');
  return { direction: 'owed', person: words[0] ?? null, transferCue: null };
}
