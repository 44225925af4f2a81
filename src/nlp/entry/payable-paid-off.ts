// A payable of mine named by its own name or alias (供应商 for Liabilities:Supplier) in words of
// paying what is owed on it: paying it off, as 还供应商 is.
import { repaidTo, type detectIntent } from '../direction.ts';
import { isHolding, namesItself, rootOf, type NlpIndex } from '../ledger-index.ts';
import { inside, type TermMention } from '../mentions.ts';
import { bestMentionedAccount } from '../account-choice.ts';
import { LIABILITIES, EXPENSES, filterFor } from './account-filter.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { GIVEN_TO_ROLE_BEFORE, isLoanAccount, isOwedToPerson } from './transfer-words.ts';
import { ON_CREDIT, PAID, PAYABLE_SAID, payableOwedSaid } from './credit-words.ts';

// 付清供应商, 结清供应商 (货款): settling it says it is paid off
const SETTLED_BEFORE = /(?:付清|结清|还清)\s*$/;
// 付供应商货款, 支付供应商欠款, 打供应商尾款: paying what is owed to it
const PAID_BEFORE = /(?:付|支付|打)(?:给)?\s*$/;
const OWED_AFTER = /^\s*的?(?:货款|欠款|尾款)/;
// 支付应付账款, 付应付款, 结清应付款: paying what is owed, said anywhere (the payable after it: 支付应付账款 3200 李老板)
const PAYABLE_PAID = /(?:付|还|结|清)\s*应付(?:账款|款)?/;
// 付供应商 3000 工行, 给供应商退款 200 工行: money given to it, the amount or a refund right after
const GIVEN_TO_BEFORE = /(?:(?<![已未没])付给?|支付给?|转给|打给|给)\s*$/;
const GIVEN_AFTER = /^\s*(?:退(?:款|钱)|[\d\uE000])/;
// 给老陈付了 3200 货款, 给供应商老陈转了 3200: given to it (see GIVEN_TO_ROLE_BEFORE), a word of
// paying right after it, then the amount or what is owed
const SETTLING_AFTER = /^\s*(?:结|付清|还清)/;
const PAYING_AFTER = /^\s*(?:付|支付|转|打|结|汇)(?:款|账)?(?:了|过去)?\s*(?:[\d\uE000]|货款|欠款|尾款)/;
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
 * So is a person's own payable (李老板 aliasing Liabilities:Payables:LiLaoban) in the same words and
 * in 给李老板付了 3200 货款, 给供应商李老板转了 3200 货款: it was a second purchase of the goods that
 * 货款 names too (Assets:Inventory aliased 货款), silently; that other account is warned as dropped.
 */
export function paysPayableOff(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): ReturnType<typeof detectIntent> {
  // (给供应商李老板转了 3200 货款: 转 alone says no move between accounts of mine; 给二姐转 500 还钱
  // says whom it pays back, read so in settleDirection)
  if (intent.direction !== 'expense' && !(intent.direction === 'transfer' && /^转/.test(intent.transferCue ?? '') && repaidTo(text) === null)) return intent;
  // (李老板的货款 3200 还没付, 应付 李老板 货款 3200: said not paid, it is owed on the payable, see
  // boughtOnCredit; it was paid off, from one supplier's payable to another's when two were named)
  if ((ON_CREDIT.test(text) || payableOwedSaid(text) !== null) && !PAID.test(text)) return intent;
  const payables = fundingPhrases(index, mentions, filterFor([LIABILITIES], date, currency), text).filter((p) => isPayable(index, p.account) || isOwedToPerson(index, p.account));
  const paidOff = payables.find((p) => {
    // (by its own name or alias, not a lexicon word for a kind of account)
    const own = mentions.some((m) => inside(m, p) && m.entry.hits.some((h) => h.account === p.account && namesItself(h)));
    const before = text.slice(0, p.start);
    const after = text.slice(p.end);
    // (付李老板 应付款 3200 工行, 应付账款 3200 付给李老板: what is owed to it, said anywhere)
    // (支付应付账款 3200 李老板 工行: its paying said with what is owed; it was food paid from the bank)
    return own && (PAYABLE_PAID.test(text) || SETTLED_BEFORE.test(before) || (PAID_BEFORE.test(before) && OWED_AFTER.test(after)) || (GIVEN_TO_BEFORE.test(before) && (GIVEN_AFTER.test(after) || PAYABLE_SAID.test(text))) || (GIVEN_TO_ROLE_BEFORE.test(before) && PAYING_AFTER.test(after)));
  });
  if (paidOff === undefined || bestMentionedAccount(index, mentions, filterFor([EXPENSES], date, currency)) !== null) return intent;
  // (货款 aliasing Assets:Inventory too: the goods are not bought twice, but the words name them,
  // warned; not when settling is said, 给赵老板结货款, 结清李老板货款: goods just bought are not settled)
  const settles = SETTLED_BEFORE.test(text.slice(0, paidOff.start)) || SETTLING_AFTER.test(text.slice(paidOff.end));
  const dropped = settles ? undefined : mentions.find((m) => !inside(m, paidOff) && m.entry.hits.some((h) => isHolding(index, h.account) && !index.claims.has(h.account)));
  const goods = dropped?.entry.hits.find((h) => isHolding(index, h.account))?.account;
  const said = text.slice(paidOff.start, paidOff.end);
  return {
    direction: 'transfer',
    person: null,
    transferCue: '还',
    ...(dropped !== undefined && { reading: `read as paying off what is owed to ${said} (${paidOff.account}); ${text.slice(dropped.start, dropped.end)} also names ${goods}: change it if the goods were bought and paid for now` }),
  };
}
