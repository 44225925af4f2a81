// The account a card or credit line named in a payment method pays with when no alias names it.
// A credit card (招商银行信用卡(5678)) is a debt: it is never booked to the bank's debit account just
// because the bank's name is that account's alias. The guesses, each flagged and reported: a
// Liabilities account named after that bank, else the ledger's only credit-card account (not named
// after another bank). A debit card (招商银行储蓄卡(1234)) likewise: an Assets account named after
// that bank, else the ledger's only bank account (Assets:Bank, not named after another bank), so
// that the payment is not booked to the statement's own account, whose balance it would put off.
// A payment app's credit line (花呗) is an account named after it.
import { PAYMENT_APPS, type LedgerIndex } from './ledger-index.ts';

export type CardKind = 'credit' | 'debit';

const CREDIT_CARD = /信用卡|贷记卡|credit\s*card/i;
const DEBIT_CARD = /借记卡|储蓄卡|debit\s*card/i;

/** The kind of card the text names; null when it names neither kind, or both. */
export function cardKind(text: string): CardKind | null {
  const credit = CREDIT_CARD.test(text);
  if (credit === DEBIT_CARD.test(text)) return null;
  return credit ? 'credit' : 'debit';
}

export interface CreditLine {
  /** the word payment methods use (花呗) */
  readonly word: string;
  /** whose credit line it is, for messages */
  readonly app: string;
  /** what accounts for it are called (a segment of the name) */
  readonly names: readonly string[];
}

/** Payment apps' credit lines, paid for later like a card: a liability of their own. */
const CREDIT_LINES: readonly CreditLine[] = [
  { word: '花呗', app: 'Alipay', names: ['Huabei', '花呗'] },
  { word: '分付', app: 'WeChat Pay', names: ['Fenfu', 'WeChatFenfu', '分付'] },
  { word: '白条', app: 'JD', names: ['Baitiao', 'JDBaitiao', '白条'] },
];

export function creditLineIn(text: string): CreditLine | null {
  return CREDIT_LINES.find((l) => text.includes(l.word)) ?? null;
}

/** Banks by the words statements name them with and the codes account names use. */
const BANKS: readonly (readonly string[])[] = [
  ['招商银行', '招行', '招商', 'CMB', 'ZhaoShang'],
  ['工商银行', '工行', 'ICBC'],
  ['建设银行', '建行', 'CCB'],
  ['农业银行', '农行', 'ABC'],
  ['中国银行', '中行', 'BOC'],
  ['交通银行', '交行', 'BOCOM', 'BCM', 'COMM'],
  ['邮储银行', '邮政储蓄', '邮储', 'PSBC'],
  ['浦发银行', '浦发', 'SPDB'],
  ['中信银行', '中信', 'CITIC'],
  ['民生银行', '民生', 'CMBC'],
  ['光大银行', '光大', 'CEB'],
  ['兴业银行', '兴业', 'CIB'],
  ['平安银行', '平安', 'PAB', 'PingAn'],
  ['广发银行', '广发', 'CGB', 'GDB'],
  ['华夏银行', '华夏', 'HXB'],
  ['北京银行', 'BOB'],
  ['上海银行', 'BOS'],
  ['宁波银行', 'NBCB'],
  ['花旗银行', '花旗', 'Citi', 'Citibank'],
  ['汇丰银行', '汇丰', 'HSBC'],
  ['Chase', 'JPMorgan'],
  ['American Express', 'Amex'],
  ['Discover'],
  ['Capital One', 'CapitalOne'],
  ['Bank of America', 'BofA'],
  ['Wells Fargo', 'WellsFargo'],
  ['Barclays', 'Barclaycard'],
];

/** Words of an account name that say what kind of account it is, not whose. */
const KIND_WORDS = new Set(['bank', 'banks', 'checking', 'savings', 'debit', 'debitcard', 'card', 'cards', 'credit', 'creditcard', 'creditcards', 'cash', 'current', '银行', '银行卡', '储蓄卡', '借记卡', '信用卡']);
/** Segments of an account name (below the root) that make an Assets account a bank account a debit card can be (the NLP's are the same, src/nlp/account-choice.ts). */
const BANK_ACCOUNT_WORDS = new Set(['bank', 'banks', 'checking', 'current', 'savings', 'debit', 'debitcard', '银行', '银行卡', '储蓄卡', '借记卡']);
/** Words of an account name that make it a credit card's, never a debit card's. */
const CREDIT_WORDS = ['credit', 'creditcard', 'creditcards', '信用卡', '贷记卡'];
/** Words of an account name that make it a loan's: no card, whatever bank it is from. */
const LOAN_WORDS = ['loan', 'loans', 'mortgage', 'mortgages', '贷款', '房贷', '车贷'];
/** Words of an account name that make it a card's. */
const CARD_WORDS = ['creditcard', 'creditcards', 'credit', 'card', 'cards', 'visa', 'mastercard', 'amex', '信用卡', '贷记卡'];

/**
 * Whether a piece of an account name (a segment or an alias) names `word`: a Latin word is the
 * whole piece or one of its words (`CreditCard:CMB`, `CMB-Visa`; `CMBC` is no `CMB`), a word in
 * another script anywhere in it (`招行信用卡` names 招行).
 */
function pieceNames(piece: string, word: string): boolean {
  const p = piece.toLowerCase();
  const w = word.toLowerCase();
  if (!/^[a-z0-9]/.test(w)) return p.includes(w);
  if (p === w) return true;
  for (const part of piece.matchAll(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g)) if (part[0].toLowerCase() === w) return true;
  return false;
}

/** The pieces an account is known by: the segments of its name below the root, and its aliases. */
function piecesOf(index: LedgerIndex, account: string): string[] {
  return [...account.split(':').slice(1), ...index.aliases.filter((a) => a.account === account).map((a) => a.alias)];
}

function accountNames(index: LedgerIndex, account: string, words: Iterable<string>): boolean {
  const pieces = piecesOf(index, account);
  for (const w of words) if (pieces.some((p) => pieceNames(p, w))) return true;
  return false;
}

/**
 * The kind of card a payment method is: the kind it names, else a debit card when it names a bank
 * and nothing else (WeChat's `招商银行(1234)`: its credit cards say 信用卡, its debit cards only the bank).
 */
export function methodCardKind(text: string): CardKind | null {
  return cardKind(text) ?? (banksInText(text).length > 0 && creditLineIn(text) === null ? 'debit' : null);
}

/** Each bank's words as tests of a text and its lower case: Latin words as whole words. */
const BANK_TESTS: readonly { bank: readonly string[]; says: (text: string, lower: string) => boolean }[] = BANKS.map((bank) => {
  const latin = bank.filter((w) => /^[A-Za-z]/.test(w)).map((w) => new RegExp(`(?<![a-z])${w.toLowerCase()}(?![a-z])`));
  const other = bank.filter((w) => !/^[A-Za-z]/.test(w));
  return { bank, says: (text, lower) => other.some((w) => text.includes(w)) || latin.some((re) => re.test(lower)) };
});

/** The banks (entries of BANKS) whose words or codes the text names. */
function banksInText(text: string): (readonly string[])[] {
  const lower = text.toLowerCase();
  // (the patterns are made once: made per row, they took most of a 49,000-row import's 7.9 s)
  return BANK_TESTS.filter((t) => t.says(text, lower)).map((t) => t.bank);
}

/**
 * The words that say which bank the text means: those of the banks it names, and the aliases it
 * names of the user's own accounts with the distinctive part of their names (`招商银行`, the alias of
 * Assets:Bank:CMB, gives `招商银行` and `CMB`). A payment app's account is no bank's: a bank row's
 * `支付宝-信用卡还款` names no bank (QA of session 41: 支付宝 ruled out Liabilities:CreditCard:CMB as
 * a card of another bank, and the repayment went to the starter's Liabilities:CreditCard).
 */
function bankWords(index: LedgerIndex, text: string): Set<string> {
  const lower = text.toLowerCase();
  const words = new Set<string>(banksInText(text).flat());
  const { assets, liabilities } = index.rootNames;
  const apps = new Set(Object.keys(PAYMENT_APPS).map((source) => index.appAccount(source)));
  for (const { alias, account } of index.aliases) {
    if (!lower.includes(alias) || cardKind(alias) !== null || apps.has(account) || !(account.startsWith(`${assets}:`) || account.startsWith(`${liabilities}:`))) continue;
    words.add(alias);
    const last = account.slice(account.lastIndexOf(':') + 1);
    if (account.split(':').length > 2 && !KIND_WORDS.has(last.toLowerCase())) words.add(last);
  }
  return words;
}

function isCardAccount(index: LedgerIndex, account: string): boolean {
  return accountNames(index, account, CARD_WORDS) || index.aliases.some((a) => a.account === account && cardKind(a.alias) === 'credit');
}

/**
 * Whether the account is a bank account a debit card can be: a segment of its name below the root
 * says so (Assets:Bank, Assets:CMB:Debit), and neither its name nor an alias makes it a credit card's.
 */
function isBankAccount(index: LedgerIndex, account: string): boolean {
  if (!account.split(':').slice(1).some((s) => BANK_ACCOUNT_WORDS.has(s.toLowerCase()))) return false;
  return !accountNames(index, account, CREDIT_WORDS) && !index.aliases.some((a) => a.account === account && cardKind(a.alias) === 'credit');
}

function namesCreditLine(index: LedgerIndex, account: string): boolean {
  return CREDIT_LINES.some((l) => accountNames(index, account, l.names));
}

/**
 * Whether the account is named after a bank of BANKS and none of them is one the text names (a
 * text that names no bank, such as a bank statement's `信用卡还款`, rules out no account).
 */
function ofAnotherBank(index: LedgerIndex, account: string, textBanks: readonly (readonly string[])[], words: ReadonlySet<string>): boolean {
  if (textBanks.length === 0 && words.size === 0) return false;
  const own = BANKS.filter((bank) => accountNames(index, account, bank));
  if (own.length === 0 || accountNames(index, account, words)) return false;
  return !own.some((bank) => textBanks.includes(bank));
}

/**
 * Whether the account is named after a bank (its name or an alias) other than every bank the text
 * names, by BANKS or by an alias of the user's own accounts; false when the text names no bank.
 */
export function namedAfterAnotherBank(index: LedgerIndex, account: string, text: string): boolean {
  return ofAnotherBank(index, account, banksInText(text), bankWords(index, text));
}

/** Whether an alias is only a card word (信用卡, 储蓄卡, credit card), naming no bank. */
export function isBareCardWord(alias: string): boolean {
  return cardKind(alias) !== null && banksInText(alias).length === 0;
}

export interface GuessedAccount {
  readonly account: string;
  /** what the guess went by, said to the user */
  readonly why: string;
}

/** A guess; or, when several accounts fit alike and none is told from the others, those (`tied`, empty when none fits). */
export type CardChoice = GuessedAccount | { readonly account: null; readonly tied: readonly string[] };

/**
 * Of several accounts that fit alike, the one to take when they are one account and its
 * sub-accounts (Liabilities:CreditCard:CMB and Liabilities:CreditCard:CMB:Visa, both named after
 * the bank): the one of them with postings, where the card's statements went. Null when they are
 * no such family, or none or several of them have postings: a guess could then put the money on
 * another account than the one the card's statement is imported into, which would not find it as
 * its duplicate (the parent's statement books the repayment a second time).
 */
function oneOfFamily(index: LedgerIndex, accounts: readonly string[]): { account: string; how: string } | null {
  const top = accounts.find((a) => accounts.every((b) => b === a || b.startsWith(`${a}:`)));
  if (top === undefined || accounts.length < 2) return null;
  const used = accounts.filter((a) => index.hasPostings(a));
  return used.length === 1 ? { account: used[0]!, how: `${used[0]} is the one of ${top} and its sub-accounts with postings` } : null;
}

/**
 * The accounts without those that only group others: an account named after no bank with an
 * account below it among them (the starter's Liabilities:CreditCard with Liabilities:CreditCard:CMB
 * open is where cards are kept, not a card of its own).
 */
function withoutGroupings(index: LedgerIndex, accounts: readonly string[]): string[] {
  return accounts.filter((a) => !accounts.some((b) => b.startsWith(`${a}:`)) || BANKS.some((bank) => accountNames(index, a, bank)));
}

/**
 * Why `account` is the one account of its kind that fits: the ledger's only one only when it is
 * (QA of session 41: `Assets:Bank is the ledger's only bank account` was said with Assets:Bank:CMB
 * and Assets:Bank:ICBC open), else what ruled the others out.
 */
function onlyOne(account: string, what: string, ofKind: readonly string[], notOther: readonly string[]): string {
  if (ofKind.length === 1) return `${account} is the ledger's only ${what}`;
  const others = ofKind.filter((a) => a !== account);
  const ofOtherBanks = others.filter((a) => !notOther.includes(a));
  const grouping = others.filter((a) => notOther.includes(a));
  const reasons = [
    ofOtherBanks.length > 0 ? `${ofOtherBanks.join(', ')} ${ofOtherBanks.length === 1 ? 'is' : 'are'} named after another bank` : null,
    grouping.length > 0 ? `${grouping.join(', ')} only ${grouping.length === 1 ? 'holds' : 'hold'} the accounts below ${grouping.length === 1 ? 'it' : 'them'}` : null,
  ].filter((r) => r !== null);
  return `${account} is the ${what} that fits (${reasons.join('; ')})`;
}

/**
 * The account a card of `kind` named in `text` is, when no alias names it: the one account of that
 * kind (Liabilities for a credit card, Assets for a debit card) named after the bank the text
 * names (several: the credit-card ones among them, if one; or the one an account and its
 * sub-accounts tell, oneOfFamily); else the ledger's only credit-card account, or for a debit card
 * its only bank account, not named after another bank (or the one such a family tells). Null when
 * there is no such one account.
 */
export function guessCardAccount(index: LedgerIndex, text: string, kind: CardKind, accept: (account: string) => boolean): GuessedAccount | null {
  const choice = chooseCardAccount(index, text, kind, accept);
  return choice.account === null ? null : choice;
}

/** guessCardAccount's guess; when it has none, the accounts that fitted alike. */
export function chooseCardAccount(index: LedgerIndex, text: string, kind: CardKind, accept: (account: string) => boolean): CardChoice {
  const root = kind === 'credit' ? index.rootNames.liabilities : index.rootNames.assets;
  const candidates = [...index.open.keys()].filter((a) => a.startsWith(`${root}:`) && accept(a) && !namesCreditLine(index, a) && !accountNames(index, a, LOAN_WORDS)).sort();
  const words = bankWords(index, text);
  const ofBank = words.size === 0 ? [] : candidates.filter((a) => accountNames(index, a, words));
  const ofBankCards = kind === 'credit' ? ofBank.filter((a) => isCardAccount(index, a)) : [];
  const bankOne = ofBank.length === 1 ? ofBank[0]! : ofBankCards.length === 1 ? ofBankCards[0]! : null;
  if (bankOne !== null) return { account: bankOne, why: `no alias names that ${kind} card; ${bankOne} is the ${root} account named after its bank` };
  // (the bank's card account and one below it: QA, a repayment of 招商银行信用卡 with
  // Liabilities:CreditCard:CMB and Liabilities:CreditCard:CMB:Visa open went to Uncategorized)
  const ofBankTied = ofBankCards.length > 0 ? ofBankCards : ofBank;
  const bankFamily = oneOfFamily(index, ofBankTied);
  if (bankFamily !== null) return { account: bankFamily.account, why: `no alias names that ${kind} card; ${bankFamily.how}` };
  const textBanks = banksInText(text);
  const ofKind = kind === 'credit' ? (a: string) => isCardAccount(index, a) : (a: string) => isBankAccount(index, a);
  const ofKindAll = candidates.filter(ofKind);
  const notOther = ofKindAll.filter((a) => !ofAnotherBank(index, a, textBanks, words));
  const only = withoutGroupings(index, notOther);
  const what = kind === 'credit' ? 'credit-card account' : 'bank account';
  if (only.length === 1) return { account: only[0]!, why: `no alias names that ${kind} card; ${onlyOne(only[0]!, what, ofKindAll, notOther)}` };
  const family = oneOfFamily(index, only);
  if (family !== null) return { account: family.account, why: `no alias names that ${kind} card; ${family.how}` };
  return { account: null, tied: ofBankTied.length > 1 ? ofBankTied : only };
}

/** The one open Liabilities account named after the credit line (`Liabilities:Alipay:Huabei`), or null. */
export function guessCreditLineAccount(index: LedgerIndex, line: CreditLine, accept: (account: string) => boolean): GuessedAccount | null {
  const root = index.rootNames.liabilities;
  const named = [...index.open.keys()].filter((a) => a.startsWith(`${root}:`) && accept(a) && accountNames(index, a, line.names));
  if (named.length !== 1) return null;
  return { account: named[0]!, why: `no alias names ${line.word}; ${named[0]} is the ${root} account named after it` };
}

/**
 * The bank account a credit card's repayment came from when no alias names it (the card
 * statement's `自动还款`), guessed: the one the bank its words name gives, as for a debit card
 * (guessCardAccount); when they name no bank, the one Assets account named after the card's own
 * bank (招商银行's automatic repayment is taken from the 招商银行 debit card it is set up with: with
 * two bank accounts the repayment was uncategorized, and the bank's own row of it, imported
 * after, was booked again as a transfer into the card), or the one such accounts tell when they
 * are an account and its sub-accounts (oneOfFamily); else the ledger's only bank account. When
 * there is none, the accounts that fitted alike.
 */
export function guessRepayingAccount(index: LedgerIndex, written: string, card: string, accept: (account: string) => boolean): CardChoice {
  let tied: readonly string[] = [];
  const banks = BANKS.filter((bank) => accountNames(index, card, bank));
  // (the card's own bank in its words, `CAPITAL ONE MOBILE PYMT`, names no paying bank: QA of session 50)
  const text = withoutNames(written, banks.flat());
  if (bankWords(index, text).size === 0) {
    const root = index.rootNames.assets;
    const ofCardsBank = banks.length === 0 ? [] : [...index.open.keys()].filter(
      (a) => a.startsWith(`${root}:`) && accept(a) && !namesCreditLine(index, a) && !accountNames(index, a, LOAN_WORDS) && banks.some((bank) => accountNames(index, a, bank)),
    );
    if (ofCardsBank.length === 1) {
      const account = ofCardsBank[0]!;
      return { account, why: `no alias names the paying account; ${account} is the ${root} account named after the card's bank` };
    }
    // (Assets:Bank:CMB and Assets:Bank:CMB:Savings: one of them may still be told)
    const family = oneOfFamily(index, ofCardsBank);
    if (family !== null) return { account: family.account, why: `no alias names the paying account; ${family.how}` };
    tied = ofCardsBank;
  }
  const choice = chooseCardAccount(index, text, 'debit', accept);
  return choice.account === null && tied.length > 1 ? { account: null, tied } : choice;
}

/** The text with the names taken out (whole words, any case). */
function withoutNames(text: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(new RegExp(`(?<![A-Za-z0-9])(?:${escaped.join('|')})(?![A-Za-z0-9])`, 'gi'), ' ');
}
