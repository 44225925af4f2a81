// The words around an account that say which side of a move between accounts of mine it is on, and
// what kind of move.
import type { NlpIndex } from '../ledger-index.ts';
import { AMOUNT_SAID } from '../chinese-number.ts';
import type { Span, TermMention } from '../mentions.ts';
import { isBankAccount } from '../account-choice.ts';
import { ASSETS, LIABILITIES } from './account-filter.ts';
import type { FundingPhrase } from './funding-phrases.ts';

// 充值, and in English `top up`, `topped up`, `recharged` (read the same way)
// (增值: Hong Kong's word, 八达通增值 200; 加值 Taiwan's, 悠遊卡加值 500)
export const TOP_UP_CUE = /^(?:充值?|增值|加值|top(?:ped)?[- ]?up|recharg(?:e|ed|es|ing))$/i;

// 卖 as TRADE reads it: 外卖 微信 35 and 小卖 are not selling the wallet
export const SOURCE_BEFORE = /(?:从|由|用|拿|通过|刷|(?<![外小买])卖(?:了|出)?|赎回|\b(?:from|with|using|via)(?:\s+(?:the|my|our))?)\s*$/i;
// 取现 (withdrawing) puts money in cash; 存现金 (depositing cash) takes it from there.
// 存 5000 到招行: 存 with its amount before where it goes is a cash deposit too.
// (拿了 1000 块现金, Cantonese 攞咗 1000 蚊現金: taken out, as 取了 is)
// took out 200 cash, take out 50 at the atm: as 取现 (TRANSFER reads them only with cash or atm said);
// so are ATM 200 and ATM withdrawal 200 (TRANSFER leaves ATM存款 out)
const CASH_CUE = /^(?:取现金?|取款|提款|取钱|取了?|拿了?|存现金?|存了?|ATM.*|(?:took|take|takes|taking)\s+out)$/i;
// withdrew 200 cash, withdrew 200 from checking at the atm: a withdrawal said with cash or an ATM is 取现
const CASH_SAID = /现金|\b(?:cash|atm)\b/i;

// 存定期, 存了个大额存单: the word of a fixed deposit after 存; with the amount between, 存了三万定期,
// 存了三万的定期; or before 存 and its amount, 定期存了三万 (they were spending or cash put in)
const FIXED_DEPOSIT_WORD = '(?:定期|定存|大额存单)';
// (把5万 存成定期, 存了5万块定期: 存成, and 块 after 万)
const PUT_AMOUNT = `\\s*${AMOUNT_SAID}\\s*(?:万|千)?(?:元|块钱?)?\\s*的?`;
export const FIXED_DEPOSIT_AFTER_PUT = new RegExp(`存(?:成了?|了)?(?:一?[个笔]|${PUT_AMOUNT})?\\s*(${FIXED_DEPOSIT_WORD})|(${FIXED_DEPOSIT_WORD})\\s*存了?(?=\\s*${AMOUNT_SAID})`);

// 存了三万定期, 存了三万的定期: 存 and the amount before the word of the deposit
const PUT_WITH_AMOUNT_BEFORE = new RegExp(`存了?${PUT_AMOUNT}\\s*$`);

/**
 * 转定期 三万, 存定期, 存了三万定期: the account a fixed deposit's word names (定期, 定存, 大额存单), said right after
 * 转 or 存 starting the clause, is where the money goes (转定期 三万 was read as taken off the deposit).
 */
export function putOnFixedDeposit(before: string, word: string): boolean {
  return /^(?:定期|定存|大额存单)/.test(word) && (/(?:存|转)(?:入|到|进|成)?了?(?:一?[个笔])?\s*$/.test(before) || PUT_WITH_AMOUNT_BEFORE.test(before));
}

/**
 * Whether the cue moves money between a bank and the cash in one's pocket (取现, 存现金, ATM 200,
 * withdrew 200 cash); not a withdrawal between two accounts named (withdrew 500 from vanguard cash
 * to checking). `named`: the accounts the words name.
 */
export function movesCash(cue: string, text: string, named: readonly FundingPhrase[]): boolean {
  // 存5000到余额宝: cash is put in at a bank; 余额宝 and the like are funded from a balance or a card
  if (/^存了?$/.test(cue) && !CASH_SAID.test(text) && named.length > 0 && !named.some((p) => isBankAccount(p.account) || p.account.startsWith(LIABILITIES + ':'))) return false;
  // 存定期 三万 工行, 存了个大额存单: money put on a fixed deposit, from a wallet of mine, not cash put
  // in unless cash is said (it came from Assets:Cash, 工行 left out)
  if (/^存了?$/.test(cue) && !CASH_SAID.test(text) && FIXED_DEPOSIT_AFTER_PUT.test(text)) return false;
  // 广发卡 取现 500 到工行: a cash advance sent to an account of mine said after 到 lands there, not
  // in the pocket (it went to Assets:Cash, 工行 left out)
  if (!/^(?:存|deposit)/i.test(cue) && !CASH_SAID.test(text) && new Set(named.map((p) => p.account)).size >= 2 && named.some((p) => p.account.startsWith(ASSETS + ':') && /(?:到|进|入|至)\s*$/.test(text.slice(0, p.start)))) return false;
  // 压岁钱 2000 存到工行: put at the one bank named, with no account it came from, is cash put in, as
  // 存 2000 到工行 is (the ledger's first asset paid it: Assets:ETC -2000). Not 存入, which a bank says
  // of any money coming in (招行 存入 300 is left a guess, warned).
  if (cue === '存到') return new Set(named.map((p) => p.account)).size === 1 && isBankAccount(named[0]!.account);
  // 从招行 取出来 500: taken out at the one bank named is cash taken (公积金 取出来 8000 到招行 is not)
  if (/^取出来?了?$/.test(cue)) return new Set(named.map((p) => p.account)).size === 1 && isBankAccount(named[0]!.account);
  return CASH_CUE.test(cue) || (/^(?:withdr|deposit)/i.test(cue) && CASH_SAID.test(text) && new Set(named.map((p) => p.account)).size < 2);
}

// (paid 500 to the chase card, toward my chase card)
// (X转Y: the account after a 转 that follows another word, 活期转定期, 微信转工行; not 转工行 500 到微信,
// where 转 starts the clause and the account after it is the source)
export const TARGET_BEFORE = /(?:到|至|进|入|给|还|往|存|(?<=[^\s，,。；;我把])转|买|买了|买入|申购|定投|(?:\bto|\binto|\btowards?)(?:\s+(?:the|my|our))?)\s*$/;
export const OWED_TO_BEFORE = /欠了?\s*$/;
// 给老陈, 给供应商老陈: whom money is given to, the supplier's role said before the name or not
export const GIVEN_TO_ROLE_BEFORE = /给\s*(?:供应商|供货商|厂家|厂商|批发商|上家)?\s*$/;
// 借了 3000 还花旗, 借 2000 还了信用卡: borrowed, then a 还 that names what it paid
export const BORROWED_THEN_PAID = /^\s*(?:里|上)?\s*(?:借了?|借出|贷了?)(?![给的])[^还]*还了?(?![了款清完钱上])[^\s\d，,。；;\uE000]/;
export const SOURCE_AFTER = /^\s*(?:卡|账户|里|的钱)?\s*(?:提现|转出|转账|转|付|支付|扣|赎回|卖出|(?:已经?)?到期)/;
// 公积金 提取 20000, 公积金 大病提取, 公积金 提了 15000, 公积金 取出来 8000: taken out of the account said
// before (a word of why, 大病, between)
export const WITHDRAWN_AFTER = /^\s*(?:账户|里|的钱)?\s*[\u4e00-\u9fff]{0,2}?(?:提取|提出|提了|取出来?|取了)/;
export const WITHDRAWN_CUE = /^(?:提取|提了|取出来?了?)$/;
// 余额宝转入 5000, 零钱通转入: Alipay's and WeChat's words for money put into the account said
// before them (余额宝转出 takes it out), unless another account of mine follows (招行转入余额宝)
export const MOVED_IN_AFTER = /^\s*(?:卡|账户|里)?\s*(?:转入|转进)/;
// 给招行转100, 转100给招行: 给 before an account of mine (a person's is no wallet) says where it went too
export const INTO_BEFORE = /(?:到|进|入|往|给|\binto|\bto)\s*$/;
export const TARGET_AFTER = /^\s*(?:卡|账户)?\s*(?:充值|还款|定投|申购|买入)/;
export const REPAYMENT_AFTER = /^\s*(?:卡|账户)?\s*还款/;
export const MOVED_IN_BETWEEN = /^\s*(?:卡|账户|里)?\s*(?:转入|转进)\s*(?:到)?\s*$/;
export const TOPS_UP_BETWEEN = /^\s*(?:卡|账户)?\s*(?:充值|增值|加值)\s*(?:到|进|入)?\s*$/;
// 买基金, 基金定投, 卖基金, 基金赎回: buying or selling what one of my Assets accounts holds
const INVESTED_BEFORE = /(?:买|买了|买入|申购|定投|(?<![外小买])卖(?:了|出)?|赎回)\s*$/;
const INVESTED_AFTER = /^\s*(?:定投|申购|买入|赎回|卖出)/;

// 基金定投 1000 支付宝 with 基金定投 the alias of the fund's account: the trade's word is part of the
// name (it was spending paid from the fund)
export const BOUGHT_IN_NAME = /定投|申购|买入/;
export const SOLD_IN_NAME = /赎回|卖出/;

/** The account is what was bought or sold (买基金 2000, 基金定投), not part of a longer name (买微信读书会员). */
export function invested(text: string, p: Span): boolean {
  const name = text.slice(p.start, p.end);
  return (INVESTED_BEFORE.test(text.slice(0, p.start)) && /^(?:$|[\s\d\uE000，,。；;])/.test(text.slice(p.end))) || INVESTED_AFTER.test(text.slice(p.end)) || BOUGHT_IN_NAME.test(name) || SOLD_IN_NAME.test(name);
}

/** A person I owe by their own account (Liabilities:Payables:LiLaoban aliased 李老板): their claim on me. */
export function isOwedToPerson(index: NlpIndex, account: string): boolean {
  return account.startsWith(LIABILITIES + ':') && index.claims.has(account);
}

/** A card or a credit line of mine: a liability that is no person's. */
export function isOwnDebt(index: NlpIndex, account: string): boolean {
  return account.startsWith(LIABILITIES + ':') && !index.claims.has(account);
}

/** A loan's account by its name or alias (Liabilities:Mortgage, 房贷, 车贷): not a card nor a credit line that pays. */
const LOAN_WORD = /房贷|车贷|贷款|按揭|\b(?:loans?|mortgages?)\b|^(?:Loans?|Mortgages?)$/i;
// (Liabilities:CarLoan, Liabilities:StudentLoan: a loan by the last word of its name)
const LOAN_SEGMENT = /^[A-Z][A-Za-z]*(?:Loan|Mortgage)s?$/;

/**
 * The words that can name a loan of mine by themselves: not a bank's word that also names an
 * account of mine there (建行 with Assets:Bank:CCB aliased 建行 and Liabilities:Mortgage:CCB): money
 * into or out of the bank, the loan only with a loan word (房贷, 贷款) or 还 said (landlord QA F2:
 * 文三路 房租 3500 建行 was the mortgage repaid from the bank).
 */
export function withoutWalletWords(index: NlpIndex, mentions: readonly TermMention[]): TermMention[] {
  return mentions.filter((m) => !m.entry.hits.some((h) => h.account.startsWith(`${ASSETS}:`) && !index.claims.has(h.account)));
}

export function isLoanAccount(index: NlpIndex, name: string): boolean {
  const account = index.accounts.get(name);
  return account !== undefined && name.startsWith(LIABILITIES + ':') && [...name.split(':').slice(1), ...account.aliases].some((w) => LOAN_WORD.test(w) || LOAN_SEGMENT.test(w));
}
