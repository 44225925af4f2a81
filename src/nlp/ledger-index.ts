// Indexes over a LedgerView, built once per view (WeakMap) so a parse only does lookups:
// a term table for account names, aliases and the lexicon; a payee table; usage statistics.
import type { Directive } from '../ledger/core/directives.ts';
import type { Decimal } from '../ledger/core/decimal.ts';
import { toSimplified } from './traditional.ts';
import { extendCachedView, type LedgerLike, type LedgerView, type NlpAccount, type NlpClosedAccount, type NlpTransaction } from './ledger-view.ts';
import { CATEGORY_TERMS, COST_OF_GOODS_SEGMENTS, DEPOSIT_SEGMENTS, FRIENDS_SEGMENTS, INSTITUTION_TERMS, INVENTORY_SEGMENTS, LOAN_TERMS, MERCHANTS, MISHEARD_SPELLINGS, MISHEARD_WALLETS_WITH_OTHER_MEANINGS, PAYABLE_SEGMENTS, RECEIVABLE_SEGMENTS, REIMBURSABLE_SEGMENTS } from './lexicon.ts';
import { FALLBACK_CURRENCY } from './currencies.ts';

/** How strongly a term points at an account. */
export interface TermHit {
  readonly account: string;
  readonly weight: number;
  /** Position of the matched name in the lexicon list (0 = most specific); 0 for names and aliases. */
  readonly rank: number;
  /** The term named the account itself (alias or last segment), not one of its parents. */
  readonly leaf: boolean;
  /**
   * The account whose last segment the term named: the account itself for a leaf, else the
   * parent the term named (加油 -> Expenses:Transport for Expenses:Transport:Taxi).
   */
  readonly named: string;
}

export interface TermEntry {
  /** Lowercased (ASCII) form, as matched. */
  readonly term: string;
  readonly hits: readonly TermHit[];
}

export interface PayeeEntry {
  readonly term: string;
  /** The name to write: a payee record's name, a history payee, or the merchant's usual name. */
  readonly payee: string;
  readonly known: boolean;
}

interface CounterUse {
  expense?: string;
  income?: string;
  funding?: string;
  /** Only entries flagged `!` (not reviewed) said so: a reviewed entry outranks any later one of them. */
  unreviewed?: boolean;
}

export interface MovesSaid {
  readonly from: ReadonlyMap<string, number>;
  readonly to: ReadonlyMap<string, number>;
}

export interface NlpIndex {
  readonly view: LedgerView;
  readonly accounts: ReadonlyMap<string, NlpAccount>;
  readonly defaultCurrency: string;
  readonly currencyCodes: ReadonlySet<string>;
  /** First character (lowercased) -> terms starting with it, longest first. */
  readonly termsByFirstChar: ReadonlyMap<string, readonly TermEntry[]>;
  readonly payeesByFirstChar: ReadonlyMap<string, readonly PayeeEntry[]>;
  readonly payeeAccount: ReadonlyMap<string, string>;
  /** payee -> the accounts of its most recent transaction (reviewed, when one is: see CounterUse). */
  readonly payeeLast: ReadonlyMap<string, CounterUse>;
  readonly narrationLast: ReadonlyMap<string, CounterUse>;
  /** Expense or income account -> funding account -> how often they went together. */
  readonly fundingByCounter: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /**
   * A move between two accounts of mine (no income or spending): the account money went to ->
   * the account it came from -> how often (a loan's instalments, a card's repayments, top-ups).
   */
  readonly sourceByTarget: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /**
   * Entries with no spending and no income received, reviewed (flagged *), by narration: the
   * accounts money left and those it reached, each -> how often. Moves between accounts of mine
   * (淘宝提现: Assets:Alipay -> Assets:Bank:Business) and refunds given against an income account
   * (淘宝退款: Assets:Alipay -> Income:Sales:Returns).
   */
  readonly narrationMoves: ReadonlyMap<string, MovesSaid>;
  /**
   * A debt of mine paid down beside spending (a loan's instalment with its interest): the debt ->
   * the spending account -> how often.
   */
  readonly spendingBesideDebt: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /**
   * Income account -> the spending account taken off it before it arrived (a platform's commission
   * off a driver's takings, tax off wages) -> how often.
   */
  readonly takenOffIncome: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** A move between two accounts of mine by its payee (滴滴 提现 到建行): payee -> the account money left -> how often. */
  readonly moveSourceByPayee: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Funding accounts of spending, and receiving accounts of income, by frequency. */
  readonly spendingFunding: ReadonlyMap<string, number>;
  /**
   * The accounts the cost of goods sold was taken from (Expenses:COGS against Assets:Inventory:Tea),
   * by frequency: goods used up, no spending they paid for (not in spendingFunding).
   */
  readonly costOfGoodsFunding: ReadonlyMap<string, number>;
  readonly incomeReceiving: ReadonlyMap<string, number>;
  /**
   * Where money from people came in: income other than what money earns by itself (interest,
   * dividends: see isYieldIncome), and claims paid back (Assets:Receivables -> Assets:WeChat).
   * 余额宝 receives its interest, never a colleague's 120.
   */
  readonly peopleReceiving: ReadonlyMap<string, number>;
  /** Receiving accounts of interest and other yield (isYieldIncome), by frequency. */
  readonly yieldReceiving: ReadonlyMap<string, number>;
  /** payee -> the account spending with it was paid from -> how often (瑞幸咖啡 paid from WeChat 179 times). */
  readonly fundingByPayee: ReadonlyMap<string, ReadonlyMap<string, number>>;
  readonly usage: ReadonlyMap<string, number>;
  /** Open account -> currency -> how many postings of the history it has in that currency. */
  readonly currencyUse: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Currency -> the largest amount (either sign) any posting of the history has in it. */
  readonly largestAmount: ReadonlyMap<string, Decimal>;
  /**
   * Terms of closed accounts: an entry dated before the close may use them (see usableOn);
   * a later one says so when the text names one (工行 after its account was closed).
   */
  readonly closedTermsByFirstChar: ReadonlyMap<string, readonly TermEntry[]>;
  readonly closedAccounts: ReadonlyMap<string, NlpClosedAccount>;
  /** Receivables and payables (Assets:Receivables:XiaoWang), closed ones included: claims on people, never a wallet that pays. */
  readonly claims: ReadonlySet<string>;
}

export const ACCOUNT_ROOTS = { assets: 'Assets', liabilities: 'Liabilities', equity: 'Equity', income: 'Income', expenses: 'Expenses' } as const;

export function rootOf(account: string): string {
  const i = account.indexOf(':');
  return i < 0 ? account : account.slice(0, i);
}
export function isFunding(account: string): boolean {
  const root = rootOf(account);
  return root === ACCOUNT_ROOTS.assets || root === ACCOUNT_ROOTS.liabilities;
}

/**
 * Whether Beancount accepts a posting to this closed account dated `date`: from its open date
 * to its close date, the close date included (a close sorts after the other entries of its day).
 */
export function usableOn(account: NlpClosedAccount | undefined, date: string): boolean {
  return account?.openDate !== undefined && account.openDate <= date && date <= account.closeDate;
}

const CLAIM_SEGMENTS = new Set([...RECEIVABLE_SEGMENTS, ...PAYABLE_SEGMENTS, ...FRIENDS_SEGMENTS, ...REIMBURSABLE_SEGMENTS, ...DEPOSIT_SEGMENTS].map((s) => s.toLowerCase()));

/**
 * An Assets or Liabilities account for what people owe or are owed (a segment such as
 * Receivables, Reimbursable, Deposits): never a wallet that pays or receives.
 */
export function isClaimAccount(account: string): boolean {
  return isFunding(account) && account.split(':').slice(1).some((s) => CLAIM_SEGMENTS.has(s.toLowerCase()));
}

// 定期, 定期存款, 定存, 存单, 大额存单: an alias of money on a fixed deposit at a bank
const FIXED_DEPOSIT_ALIAS = /定期|定存|存单/;
const DEPOSIT_SEGMENT = new Set(DEPOSIT_SEGMENTS.map((s) => s.toLowerCase()));

/**
 * An account the user's alias calls a fixed deposit (Assets:Bank:ICBC:Deposit aliased 定期,存单):
 * money of mine at the bank, not a security deposit (押金) to be had back, whatever the English
 * word Deposit in its name says.
 */
export function holdsFixedDeposit(account: NlpAccount | NlpClosedAccount): boolean {
  return account.aliases.some((a) => FIXED_DEPOSIT_ALIAS.test(a) && !a.includes('押金'));
}

/**
 * A deposit paid, to be had back (Assets:Deposits:Hospital, or an account aliased 押金): money of
 * mine held by whom I paid it, never the claim on a person who owes me a share.
 */
export function holdsSecurityDeposit(account: NlpAccount | NlpClosedAccount): boolean {
  if (holdsFixedDeposit(account)) return false;
  return account.aliases.some((a) => a.includes('押金')) || account.name.split(':').slice(1).some((s) => DEPOSIT_SEGMENT.has(s.toLowerCase()));
}

/** A claim by its name, unless only a Deposit segment makes it one and its alias calls it a fixed deposit. */
function isClaim(account: NlpAccount | NlpClosedAccount): boolean {
  if (!isClaimAccount(account.name)) return false;
  if (!holdsFixedDeposit(account)) return true;
  return account.name.split(':').slice(1).some((s) => CLAIM_SEGMENTS.has(s.toLowerCase()) && !DEPOSIT_SEGMENT.has(s.toLowerCase()));
}

const INVENTORY = new Set(INVENTORY_SEGMENTS.map((s) => s.toLowerCase()));
const COST_OF_GOODS = new Set(COST_OF_GOODS_SEGMENTS.map((s) => s.toLowerCase()));

/** An Expenses account for the cost of the goods sold (Expenses:COGS, Expenses:成本:茶叶). */
export function isCostOfGoods(account: string): boolean {
  return rootOf(account) === ACCOUNT_ROOTS.expenses && account.split(':').slice(1).some((s) => COST_OF_GOODS.has(s.toLowerCase()));
}

/**
 * An open Assets account that holds no money to pay with: a claim (Assets:Receivable:Customers),
 * goods by its name (Assets:Inventory:Tea, Assets:库存), or an account the ledger only ever took
 * the cost of goods sold from, never a payment (Assets:Tea against Expenses:COGS). Never the
 * wallet guessed; named in a purchase, it is what was bought into (进货 with the alias 进货).
 */
export function isHolding(index: NlpIndex, account: string): boolean {
  if (rootOf(account) !== ACCOUNT_ROOTS.assets) return false;
  if (index.claims.has(account) || account.split(':').slice(1).some((s) => INVENTORY.has(s.toLowerCase()))) return true;
  return index.costOfGoodsFunding.has(account) && !index.spendingFunding.has(account);
}

// 车贷, 房贷, 按揭, 贷款 (借款 may be a person's), a mortgage; Car, Home, CarLoan, Mortgage as the last segment
const BANK_LOAN_ALIAS = /房贷|车贷|贷款|按揭|\bmortgages?\b/i;
const BANK_LOAN_WORD = /^(?:Loans?|Mortgages?|[A-Z][A-Za-z]*(?:Loan|Mortgage)s?)$/;
const BANK_LOAN_SEGMENT = /^(?:[A-Z][A-Za-z]*Loans?|Mortgages?|Car|Auto|Vehicle|Home|House|Housing|Student)$/;

/**
 * A claim by its name that is a loan of mine from a bank by its alias or last segment
 * (Liabilities:Loan:Car aliased 车贷, Liabilities:Loans:Mortgage): no person's, and not among the
 * index's claims (车贷 月供 3580 工行 was spending paid by a debt to someone called 车贷).
 */
function isClaimOnPeople(account: NlpAccount | NlpClosedAccount): boolean {
  if (!isClaim(account)) return false;
  const last = account.name.slice(account.name.lastIndexOf(':') + 1);
  return !(account.name.startsWith(`${ACCOUNT_ROOTS.liabilities}:`) && (BANK_LOAN_SEGMENT.test(last) || account.aliases.some((a) => BANK_LOAN_ALIAS.test(a))));
}

/** A claim on or of someone (Assets:Receivables:XiaoWang), not a kind of claim (Assets:Reimbursable, Assets:Receivables:Deposit). */
export function isPersonalClaim(account: string): boolean {
  return isClaimAccount(account) && !CLAIM_SEGMENTS.has(account.slice(account.lastIndexOf(':') + 1).toLowerCase());
}

/** Lowercase ASCII letters and Simplified characters for Traditional ones (滙豐 is 汇丰), one for one, so positions in the text do not move. */
export function foldCase(text: string): string {
  return toSimplified(text.replace(/[A-Z]/g, (c) => c.toLowerCase()));
}

const ALIAS_WEIGHT = 8;
const NAME_LEAF_WEIGHT = 6;

/** The term is the account's own alias or the last part of its name, not a lexicon word for it. */
export function namesItself(hit: TermHit): boolean {
  return hit.leaf && hit.weight >= NAME_LEAF_WEIGHT;
}
/** The term is one of a wallet's or a holding's own names (an alias, a part of its name), not a word of the lexicon. */
export function namesOwnAccount(hit: TermHit): boolean {
  return isFunding(hit.account) && hit.weight >= NAME_LEAF_WEIGHT;
}
const NAME_INNER_WEIGHT = 3;
const LEXICON_LEAF_WEIGHT = 4;
const LEXICON_INNER_WEIGHT = 2;

function addHit(table: Map<string, Map<string, TermHit>>, term: string, hit: TermHit): void {
  const key = foldCase(term.trim());
  if (key === '') return;
  let hits = table.get(key);
  if (!hits) table.set(key, (hits = new Map()));
  const old = hits.get(hit.account);
  if (!old || old.weight < hit.weight || (old.weight === hit.weight && hit.rank < old.rank)) hits.set(hit.account, hit);
}

function byFirstChar<T extends { term: string }>(entries: Iterable<T>): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const e of entries) {
    const first = e.term[0]!;
    const list = map.get(first) ?? [];
    list.push(e);
    map.set(first, list);
  }
  for (const list of map.values()) list.sort((a, b) => b.term.length - a.term.length);
  return map;
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * The names a segment can be spoken by: itself, its dash-separated parts, and its Chinese
 * part (Beancount 2 wants components to start with a capital, so people write CCB-建行 or J建行).
 */
export function spokenNames(segment: string): string[] {
  const names = new Set([segment, ...segment.split('-')]);
  const chinese = segment.replace(/^[A-Za-z0-9-]+/, '');
  if (chinese !== segment && /^[\u3400-\u9fff]/.test(chinese)) names.add(chinese);
  return [...names].filter((n) => n !== '');
}

/**
 * A word for a category names a parent more loosely than the account itself (零食 -> Food is less
 * Expenses:Food:Dining than Expenses:Food). A word for a wallet names what it holds at any depth:
 * 招行 is as much Assets:Bank:CMB:Debit as Liabilities:CreditCard:CMB, a tie for account choice.
 */
function segmentWeight(account: string, leaf: boolean, leafWeight: number, innerWeight: number): number {
  return leaf || isFunding(account) ? leafWeight : innerWeight;
}

function buildTermTable(accounts: readonly NlpAccount[]): Map<string, TermEntry[]> {
  const table = new Map<string, Map<string, TermHit>>();
  const segmentsOf = new Map<string, string[][]>();
  const aliases = new Set(accounts.flatMap((a) => a.aliases));
  for (const account of accounts) {
    const segments = account.name.split(':');
    segmentsOf.set(account.name, segments.map((s) => spokenNames(foldCase(s))));
    for (const alias of account.aliases) addHit(table, alias, { account: account.name, weight: ALIAS_WEIGHT, rank: 0, leaf: true, named: account.name });
    // (买菜五十，余额包 with 余额宝 an alias of Assets:Alipay: the alias as dictation mishears it names the
    // account too; it was warned that no account is open for 余额包)
    for (const alias of account.aliases) {
      for (const misheard of MISHEARD_SPELLINGS.get(alias) ?? []) {
        if (!aliases.has(misheard)) addHit(table, misheard, { account: account.name, weight: ALIAS_WEIGHT, rank: 0, leaf: true, named: account.name });
      }
    }
    // (a bank's loan kept under a name for debts to people, Liabilities:Loan:Car aliased 车贷, is named
    // by its alias or the word loan, not by what it bought: car 30 alipay was paid from the loan)
    const bankLoan = isClaim(account) && !isClaimOnPeople(account);
    segments.slice(1).forEach((segment, i) => {
      if (bankLoan && !BANK_LOAN_WORD.test(segment)) return;
      const leaf = i === segments.length - 2;
      const weight = segmentWeight(account.name, leaf, NAME_LEAF_WEIGHT, NAME_INNER_WEIGHT);
      const named = segments.slice(0, i + 2).join(':');
      for (const name of spokenNames(segment)) {
        if ([...name].length >= 2) addHit(table, name, { account: account.name, weight, rank: 0, leaf, named });
      }
    });
  }
  const merchantSpellings = MERCHANTS.flatMap((spellings) => {
    const category = CATEGORY_TERMS[spellings[0]!];
    return category ? spellings.slice(1).map((spelling): [string, readonly string[]] => [spelling, category]) : [];
  });
  const categoryWords = [...Object.entries(CATEGORY_TERMS), ...merchantSpellings].map(([term, names]): [string, readonly string[], boolean] => [term, names, true]);
  const walletWords = [...Object.entries(INSTITUTION_TERMS), ...Object.entries(LOAN_TERMS)].map(([term, names]): [string, readonly string[], boolean] => [term, names, false]);
  for (const [term, names, category] of [...categoryWords, ...walletWords]) {
    // (a slip such as 花被 that the ledger's own names use, an alias for a quilt bought, is that word)
    if (MISHEARD_WALLETS_WITH_OTHER_MEANINGS.has(term) && table.has(foldCase(term))) continue;
    const folded = names.map(foldCase);
    for (const account of accounts) {
      // A word for spending or income names categories (and kinds of claim: 押金, 报销), never a
      // wallet or a holding: 花茶 is no Assets:Inventory:Tea, which its own name and aliases name
      // (卖出花茶 98 微信 was a move from the stock to WeChat, 奶茶 15 微信 paid from the stock).
      if (category && isFunding(account.name) && !isClaimOnPeople(account)) continue;
      // A word for the car's insurance bought names spending only, not the insurer's claim nor what it
      // pays (车险 一年 4680 招行信用卡 返现 200 was 4880 of Assets:Receivables:Insurance paid into the card)
      if (names.includes('CarInsurance') && rootOf(account.name) !== ACCOUNT_ROOTS.expenses) continue;
      const segments = segmentsOf.get(account.name)!;
      for (let i = segments.length - 1; i >= 1; i--) {
        const ranks = segments[i]!.map((n) => folded.indexOf(n)).filter((r) => r >= 0);
        if (ranks.length === 0) continue;
        const rank = Math.min(...ranks);
        const leaf = i === segments.length - 1;
        const named = account.name.split(':').slice(0, i + 1).join(':');
        addHit(table, term, { account: account.name, weight: segmentWeight(account.name, leaf, LEXICON_LEAF_WEIGHT, LEXICON_INNER_WEIGHT), rank, leaf, named });
        break;
      }
    }
  }
  const entries: TermEntry[] = [];
  for (const [term, hits] of table) if (hits.size > 0) entries.push({ term, hits: [...hits.values()] });
  return byFirstChar(entries);
}

function buildPayeeTable(view: LedgerView): Map<string, PayeeEntry[]> {
  const table = new Map<string, PayeeEntry>();
  const add = (term: string, payee: string, known: boolean) => {
    const key = foldCase(term.trim());
    if ([...key].length < 2) return;
    const old = table.get(key);
    if (!old || (known && !old.known)) table.set(key, { term: key, payee, known });
  };
  for (const names of MERCHANTS) for (const name of names) add(name, names[0]!, false);
  for (const payee of new Set(view.transactions.map((t) => t.payee))) if (payee) add(payee, payee, true);
  for (const p of view.payees) {
    add(p.name, p.name, true);
    for (const alias of p.aliases) add(alias, p.name, true);
  }
  // A merchant spelled like a known payee writes the ledger's spelling (星巴克 -> the record's name).
  for (const names of MERCHANTS) {
    const known = names.map((n) => table.get(foldCase(n))).find((e) => e?.known);
    if (known) for (const n of names) add(n, known.payee, true);
  }
  return byFirstChar(table.values());
}

type AccountKind = 'expense' | 'income' | 'funding' | 'other';

type Statistics = Pick<
  NlpIndex,
  'payeeLast' | 'narrationLast' | 'fundingByCounter' | 'fundingByPayee' | 'sourceByTarget' | 'narrationMoves' | 'spendingBesideDebt' | 'takenOffIncome' | 'moveSourceByPayee' | 'spendingFunding' | 'costOfGoodsFunding' | 'incomeReceiving' | 'peopleReceiving' | 'yieldReceiving' | 'usage' | 'currencyUse' | 'largestAmount'
>;

// What money earns by itself (Income:Interest, Income:Investments:Dividends, Income:余额宝收益):
// no person pays it.
const YIELD_SEGMENT = /^(?:interests?|dividends?|investments?|invest|yields?|returns?|capital-?gains?|gains?|利息|收益|.+收益|分红|股息|理财|投资)$/i;

/** Whether an income account is interest or another yield of money held, by one of its segments below the root. */
export function isYieldIncome(account: string): boolean {
  return account.split(':').slice(1).some((segment) => YIELD_SEGMENT.test(segment));
}

/** Usage statistics, and a function that adds one more (the newest) transaction to them. */
function statisticsOf(view: LedgerView, open: ReadonlyMap<string, NlpAccount>, claims: ReadonlySet<string>): { statistics: Statistics; add: (t: NlpTransaction) => void } {
  const payeeLast = new Map<string, CounterUse>();
  const narrationLast = new Map<string, CounterUse>();
  const fundingByCounter = new Map<string, Map<string, number>>();
  const fundingByPayee = new Map<string, Map<string, number>>();
  const sourceByTarget = new Map<string, Map<string, number>>();
  const narrationMoves = new Map<string, { from: Map<string, number>; to: Map<string, number> }>();
  const spendingBesideDebt = new Map<string, Map<string, number>>();
  const takenOffIncome = new Map<string, Map<string, number>>();
  const moveSourceByPayee = new Map<string, Map<string, number>>();
  const spendingFunding = new Map<string, number>();
  const costOfGoodsFunding = new Map<string, number>();
  const incomeReceiving = new Map<string, number>();
  const peopleReceiving = new Map<string, number>();
  const yieldReceiving = new Map<string, number>();
  const usage = new Map<string, number>();
  const currencyUse = new Map<string, Map<string, number>>();
  const largestAmount = new Map<string, Decimal>();
  // Closed accounts are no use for new entries, but for those closed after the last entry of the
  // history (2026-12-31 close Expenses:Home:Phone is open on the entries' dates: its history was
  // dropped, Verizon Wireless 69.28 became spending at the fallback category); the kind of each
  // account is computed once.
  const lastDate = view.transactions.reduce((last, t) => (t.date > last ? t.date : last), '');
  const closedAfterHistory = new Set((view.closedAccounts ?? []).filter((a) => a.closeDate > lastDate).map((a) => a.name));
  const kinds = new Map<string, AccountKind | null>();
  const kindOf = (account: string): AccountKind | null => {
    let kind = kinds.get(account);
    if (kind === undefined) {
      const root = rootOf(account);
      kind = !open.has(account) && !closedAfterHistory.has(account) ? null : root === ACCOUNT_ROOTS.expenses ? 'expense' : root === ACCOUNT_ROOTS.income ? 'income' : isFunding(account) ? 'funding' : 'other';
      kinds.set(account, kind);
    }
    return kind;
  };
  const remember = (table: Map<string, CounterUse>, key: string, use: CounterUse, unreviewed: boolean) => {
    const old = table.get(key);
    if (old && unreviewed && !old.unreviewed) return;
    if (!old || (old.unreviewed && !unreviewed)) table.set(key, { ...use, unreviewed });
    else {
      if (use.expense) old.expense = use.expense;
      if (use.income) old.income = use.income;
      if (use.funding) old.funding = use.funding;
    }
  };
  const add = (t: NlpTransaction): void => {
    let expense: string | undefined;
    let income: string | undefined;
    for (const p of t.postings) {
      const largest = largestAmount.get(p.units.currency);
      if (largest === undefined || p.units.number.abs().gt(largest)) largestAmount.set(p.units.currency, p.units.number.abs());
      const kind = kindOf(p.account);
      if (kind === null) continue;
      bump(usage, p.account);
      let byCurrency = currencyUse.get(p.account);
      if (!byCurrency) currencyUse.set(p.account, (byCurrency = new Map()));
      bump(byCurrency, p.units.currency);
      if (kind === 'expense' && expense === undefined && p.units.number.coef > 0n) expense = p.account;
      else if (kind === 'income' && income === undefined && p.units.number.coef < 0n) income = p.account;
    }
    if (expense === undefined && income === undefined) {
      addMove(t);
      return;
    }
    let funding: string | undefined;
    // (the largest amount received: a payslip's net pay, not the housing fund's share beside it)
    let received: { account: string; number: Decimal } | undefined;
    // (goods sold taken out of the stock: the stock paid for nothing, and is no wallet)
    const usedUp = expense !== undefined && isCostOfGoods(expense);
    for (const p of t.postings) {
      if (kindOf(p.account) !== 'funding') continue;
      if (expense !== undefined && p.units.number.coef < 0n) {
        funding ??= p.account;
        bump(usedUp ? costOfGoodsFunding : spendingFunding, p.account);
      } else if (income !== undefined && p.units.number.coef > 0n) {
        // (a payslip's spending, 社保 taken off the salary, was paid by no account that received
        // it: Assets:HousingFund, which only ever took money in, became what 社保补缴 600 was paid from)
        if (expense === undefined) funding ??= p.account;
        if (received === undefined || p.units.number.gt(received.number)) received = { account: p.account, number: p.units.number };
        bump(incomeReceiving, p.account);
        bump(isYieldIncome(income) ? yieldReceiving : peopleReceiving, p.account);
      }
      if (expense !== undefined && !usedUp && p.units.number.coef > 0n && p.account.startsWith(`${ACCOUNT_ROOTS.liabilities}:`) && !claims.has(p.account)) {
        let bySpending = spendingBesideDebt.get(p.account);
        if (!bySpending) spendingBesideDebt.set(p.account, (bySpending = new Map()));
        bump(bySpending, expense);
      }
    }
    // (滴滴 提现 到建行: Assets:Platform:Didi -6400, Assets:Bank:CCB 6394, Expenses:Fees 6 is a move
    // with its fee: the payee's moves leave that wallet)
    const movedTo = t.postings.some((p) => p.account !== funding && kindOf(p.account) === 'funding' && p.units.number.coef > 0n);
    if (expense !== undefined && funding !== undefined && movedTo && t.payee && t.flag !== '!') {
      let byPayee = moveSourceByPayee.get(t.payee);
      if (!byPayee) moveSourceByPayee.set(t.payee, (byPayee = new Map()));
      bump(byPayee, funding);
    }
    const counter = expense ?? income!;
    if (funding !== undefined) {
      let byFunding = fundingByCounter.get(counter);
      if (!byFunding) fundingByCounter.set(counter, (byFunding = new Map()));
      bump(byFunding, funding);
      if (t.payee && expense !== undefined && !usedUp) {
        let byPayee = fundingByPayee.get(t.payee);
        if (!byPayee) fundingByPayee.set(t.payee, (byPayee = new Map()));
        bump(byPayee, funding);
      }
    }
    // (高德 周结: Income:Driving:Gaode -2000, Expenses:Platform:Commission 360, Assets:Platform:Gaode
    // 1640: the income's wallet is where it arrived, the spending what was taken off it; it was
    // counted for the commission alone, and 高德 流水 180 went to the ledger's most used wallet)
    if (expense !== undefined && income !== undefined && received !== undefined && funding === undefined) {
      let byFunding = fundingByCounter.get(income);
      if (!byFunding) fundingByCounter.set(income, (byFunding = new Map()));
      bump(byFunding, received.account);
      let taken = takenOffIncome.get(income);
      if (!taken) takenOffIncome.set(income, (taken = new Map()));
      bump(taken, expense);
    }
    const use: CounterUse = { expense, income, funding };
    // (a draft posted flagged ! is a guess of ours until reviewed: it decides nothing over a reviewed entry)
    const unreviewed = t.flag === '!';
    if (t.payee) remember(payeeLast, t.payee, use, unreviewed);
    const narration = t.narration.trim();
    if (narration) remember(narrationLast, narration, use, unreviewed);
  };
  // The first account money left and the first it reached, both of mine (open); or, money out
  // against an income account (a refund given, Income:Sales:Returns 86 / Assets:Alipay), that account.
  const addMove = (t: NlpTransaction): void => {
    let from: string | undefined;
    let to: string | undefined;
    let returned: string | undefined;
    for (const p of t.postings) {
      const kind = kindOf(p.account);
      if (kind === 'income' && p.units.number.coef > 0n) returned ??= p.account;
      if (kind !== 'funding') continue;
      if (p.units.number.coef < 0n) from ??= p.account;
      else if (p.units.number.coef > 0n) to ??= p.account;
    }
    if (from === undefined) return;
    const reached = to ?? returned;
    const narration = t.narration.trim();
    if (reached !== undefined && narration && t.flag !== '!') {
      let moves = narrationMoves.get(narration);
      if (!moves) narrationMoves.set(narration, (moves = { from: new Map(), to: new Map() }));
      bump(moves.from, from);
      bump(moves.to, reached);
    }
    if (to === undefined && returned !== undefined) {
      let byFunding = fundingByCounter.get(returned);
      if (!byFunding) fundingByCounter.set(returned, (byFunding = new Map()));
      bump(byFunding, from);
    }
    if (to === undefined) return;
    if (t.payee && t.flag !== '!') {
      let byPayee = moveSourceByPayee.get(t.payee);
      if (!byPayee) moveSourceByPayee.set(t.payee, (byPayee = new Map()));
      bump(byPayee, from);
    }
    let bySource = sourceByTarget.get(to);
    if (!bySource) sourceByTarget.set(to, (bySource = new Map()));
    bump(bySource, from);
    if (claims.has(from) && !claims.has(to)) bump(peopleReceiving, to);
  };
  for (const t of view.transactions) add(t);
  return {
    statistics: { payeeLast, narrationLast, fundingByCounter, fundingByPayee, sourceByTarget, narrationMoves, spendingBesideDebt, takenOffIncome, moveSourceByPayee, spendingFunding, costOfGoodsFunding, incomeReceiving, peopleReceiving, yieldReceiving, usage, currencyUse, largestAmount },
    add,
  };
}

function buildIndex(view: LedgerView): NlpIndex {
  const accounts = new Map(view.accounts.map((a) => [a.name, a]));
  const payeeAccount = new Map<string, string>();
  for (const p of view.payees) if (p.account && accounts.has(p.account)) payeeAccount.set(p.name, p.account);
  const claims = new Set([...view.accounts, ...(view.closedAccounts ?? [])].filter(isClaimOnPeople).map((a) => a.name));
  const { statistics, add } = statisticsOf(view, accounts, claims);
  const index: NlpIndex = {
    view,
    accounts,
    defaultCurrency: view.operatingCurrencies[0] ?? FALLBACK_CURRENCY,
    currencyCodes: new Set([...view.commodities, ...view.operatingCurrencies]),
    termsByFirstChar: buildTermTable(view.accounts),
    payeesByFirstChar: buildPayeeTable(view),
    payeeAccount,
    ...statistics,
    claims,
    closedTermsByFirstChar: buildTermTable((view.closedAccounts ?? []).map((a) => ({ name: a.name, openDate: a.openDate ?? '', currencies: a.currencies ?? [], aliases: a.aliases }))),
    closedAccounts: new Map((view.closedAccounts ?? []).map((a) => [a.name, a])),
  };
  addersOf.set(index, add);
  return index;
}

const indexes = new WeakMap<LedgerView, NlpIndex>();
/** How to add a newer transaction to an index's statistics (they are updated in place). */
const addersOf = new WeakMap<NlpIndex, (t: NlpTransaction) => void>();

/** The index of a view, built on first use and kept as long as the view lives. */
export function nlpIndexOf(view: LedgerView): NlpIndex {
  let index = indexes.get(view);
  if (!index) indexes.set(view, (index = buildIndex(view)));
  return index;
}

/**
 * Follow directives just appended to a ledger (as Ledger.append inserted them): its cached
 * view, and the index of that view, are extended instead of built again on the next parse.
 */
export function noteAppendedToLedger(ledger: LedgerLike, inserted: readonly Directive[]): void {
  const extension = extendCachedView(ledger, inserted);
  if (extension === null) return;
  const before = indexes.get(extension.before);
  const add = before && addersOf.get(before);
  if (!before || !add) return;
  // Only payees not yet known as such change the payee table; the rest is added in place.
  const payeeKnown = (name: string) => {
    const key = foldCase(name.trim());
    return [...key].length < 2 || (before.payeesByFirstChar.get(key[0]!) ?? []).some((e) => e.term === key && e.known);
  };
  const newPayee = extension.added.some((t) => t.payee !== null && !payeeKnown(t.payee));
  for (const t of extension.added) add(t);
  const after: NlpIndex = {
    ...before,
    view: extension.after,
    currencyCodes: extension.after.commodities === extension.before.commodities ? before.currencyCodes : new Set([...extension.after.commodities, ...extension.after.operatingCurrencies]),
    payeesByFirstChar: newPayee ? buildPayeeTable(extension.after) : before.payeesByFirstChar,
  };
  addersOf.set(after, add);
  indexes.set(extension.after, after);
}
