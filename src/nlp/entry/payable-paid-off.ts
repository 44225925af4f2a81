// A payable of mine named by its own name or alias (供应商 for Liabilities:Supplier) in words of
// paying what is owed on it: paying it off, as 还供应商 is.
import type { detectIntent } from '../direction.ts';
import { namesItself, rootOf, type NlpIndex } from '../ledger-index.ts';
import { inside, type TermMention } from '../mentions.ts';
import { bestMentionedAccount } from '../account-choice.ts';
import { LIABILITIES, EXPENSES, filterFor } from './account-filter.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { isLoanAccount } from './transfer-words.ts';

// 付清供应商, 结清供应商 (货款): settling it says it is paid off
const SETTLED_BEFORE = /(?:付清|结清|还清)\s*$/;
// 付供应商货款, 支付供应商欠款, 打供应商尾款: paying what is owed to it
const PAID_BEFORE = /(?:付|支付|打)(?:给)?\s*$/;
const OWED_AFTER = /^\s*的?(?:货款|欠款|尾款)/;
// 付供应商 3000 工行, 给供应商退款 200 工行: money given to it, the amount or a refund right after
const GIVEN_TO_BEFORE = /(?:(?<![已未没])付给?|支付给?|转给|打给|给)\s*$/;
const GIVEN_AFTER = /^\s*(?:退(?:款|钱)|[\d\uE000])/;
// A card or a credit line pays: 付 before it is paying with it (信用卡付货款), not paying it off.
const CREDIT_WORD = /credit|card|visa|master|amex|信用卡|花呗|借呗|白条|微粒贷|金条/i;

/** A liability of mine that is no card or credit line paying for things: what is owed to a supplier, a landlord. */
export function isPayable(index: NlpIndex, account: string): boolean {
  const open = index.accounts.get(account);
  // (a loan from a bank, Liabilities:Loan:Car aliased 车贷, is no payable: 赊账 was owed on it)
  if (open === undefined || index.claims.has(account) || index.spendingFunding.has(account) || isLoanAccount(index, account)) return false;
  return ![...account.split(':').slice(1), ...open.aliases].some((w) => CREDIT_WORD.test(w));
}

/** 付供应商 200 包装 工行: the payable right after words of giving money to it is whom it went to, not what paid. */
export function givenToPayable(index: NlpIndex, text: string, phrase: { start: number; account: string }): boolean {
  return rootOf(phrase.account) === LIABILITIES && isPayable(index, phrase.account) && GIVEN_TO_BEFORE.test(text.slice(0, phrase.start));
}

/**
 * 付供应商货款 3000 工行, 付清供应商 3000 工行, 结清供应商 3000, 付供应商 3000 工行, 给供应商退款 200
 * 工行 with 供应商 an alias of Liabilities:Supplier: the payable is paid off from the wallet (it was
 * spending at a stand-in category paid by the payable, the bank named warned as a second payer),
 * as 还供应商 3000 工行 and 给老陈退款 200 工行 are. Not with a spending category named, nor for a card or a credit line (刷信用卡付货款 pays with it).
 */
export function paysPayableOff(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): ReturnType<typeof detectIntent> {
  if (intent.direction !== 'expense') return intent;
  const payables = fundingPhrases(index, mentions, filterFor([LIABILITIES], date, currency, index.claims), text).filter((p) => isPayable(index, p.account));
  const paidOff = payables.some((p) => {
    // (by its own name or alias, not a lexicon word for a kind of account)
    const own = mentions.some((m) => inside(m, p) && m.entry.hits.some((h) => h.account === p.account && namesItself(h)));
    const before = text.slice(0, p.start);
    const after = text.slice(p.end);
    return own && (SETTLED_BEFORE.test(before) || (PAID_BEFORE.test(before) && OWED_AFTER.test(after)) || (GIVEN_TO_BEFORE.test(before) && GIVEN_AFTER.test(after)));
  });
  if (!paidOff || bestMentionedAccount(index, mentions, filterFor([EXPENSES], date, currency)) !== null) return intent;
  return { direction: 'transfer', person: null, transferCue: '还' };
}
