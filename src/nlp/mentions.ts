// Finds the words of a sentence that name accounts (aliases, name segments, lexicon terms)
// or payees. Overlapping matches resolve to those that cover the most of the sentence, and
// among those the fewest (the longest match, as for aliases: "the longest wins"): 微信支付宝 is
// 微信 + 支付宝, not 微信支付 and a stray 宝.
import { foldCase, isFunding, usableOn, type NlpIndex, type PayeeEntry, type TermEntry } from './ledger-index.ts';
import { CATEGORY_TERMS, INSTITUTION_TERMS, MERCHANTS, MISHEARD_WALLETS_WITH_OTHER_MEANINGS } from './lexicon.ts';
import { nearTerm } from './near-terms.ts';
import { kinAsCalled } from './person-words.ts';

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface TermMention extends Span {
  readonly entry: TermEntry;
  /** Said misspelt (alipy for alipay): what to warn of. */
  readonly misspelt?: string;
  /** Written right after a word naming only a wallet closed on the date (信用卡 in 工商银行信用卡): that word. */
  readonly afterUnusable?: Span;
}

export interface PayeeMention extends Span {
  readonly entry: PayeeEntry;
}

const LATIN = /[a-z0-9]/;

/** Latin terms must stand as words (CMB in "CMB卡", not in "ACMBX"); Chinese ones match anywhere. */
function standsAlone(text: string, start: number, end: number): boolean {
  const first = text[start]!;
  const last = text[end - 1]!;
  if (LATIN.test(first) && start > 0 && LATIN.test(text[start - 1]!)) return false;
  if (LATIN.test(last) && end < text.length && LATIN.test(text[end]!)) return false;
  return true;
}

// Where a wallet is said: after a pause, 用, 从, 到...; before a pause, a number, 卡, 的, 付, 转...
const WALLET_PLACE_BEFORE = /(?:^|[^\u3400-\u9fff]|[用从到是拿过由和跟或把往进入走在])$/;
const WALLET_PLACE_AFTER = /^(?:$|[^\u3400-\u9fff]|[卡的付支转刷交扣还里上账帐借充提取分额两三四五六七八九十百千])/;

/**
 * A dictation slip for a wallet that is also a word of its own (花被, 公行: see lexicon.ts) said
 * where no wallet is: 买了条花被子 is a quilt, 办公行政 no bank.
 */
function misheardElsewhere(text: string, m: Span & { entry: { term: string } }): boolean {
  if (!MISHEARD_WALLETS_WITH_OTHER_MEANINGS.has(m.entry.term)) return false;
  return !WALLET_PLACE_BEFORE.test(text.slice(Math.max(0, m.start - 1), m.start)) || !WALLET_PLACE_AFTER.test(text.slice(m.end, m.end + 1));
}

/**
 * The non-overlapping matches that cover the most characters, then the fewest of them (so a
 * longer match beats shorter ones over the same characters), then the earliest.
 */
function coveringMost<T extends Span>(candidates: readonly T[]): T[] {
  const byEnd = [...candidates].sort((a, b) => a.end - b.end || b.start - a.start);
  // best[i]: the best choice among the first i candidates, as (covered, count, last taken, choice before it)
  interface Choice { covered: number; count: number; taken: number; before: Choice | null }
  const best: (Choice | null)[] = [null];
  const better = (a: Choice | null, b: Choice | null) =>
    (a?.covered ?? 0) > (b?.covered ?? 0) || ((a?.covered ?? 0) === (b?.covered ?? 0) && (a?.count ?? 0) < (b?.count ?? 0));
  for (let i = 0; i < byEnd.length; i++) {
    const c = byEnd[i]!;
    let j = i;
    while (j > 0 && byEnd[j - 1]!.end > c.start) j--;
    const base = best[j]!;
    const withIt: Choice = { covered: (base?.covered ?? 0) + c.end - c.start, count: (base?.count ?? 0) + 1, taken: i, before: base };
    best.push(better(withIt, best[i]!) ? withIt : best[i]!);
  }
  const chosen: T[] = [];
  for (let c: Choice | null = best[byEnd.length] ?? null; c !== null; c = c.before) chosen.push(byEnd[c.taken]!);
  return chosen.sort((a, b) => a.start - b.start);
}

const CJK = /[\u3400-\u9fff]/;

/**
 * Where `term` ends when it starts at `i`, or -1. A Chinese term also matches with spaces
 * between its characters (微 信), as typed word by word on some keyboards.
 */
function matchEnd(text: string, i: number, term: string, isTerm: (word: string) => boolean): number {
  if (text.startsWith(term, i)) return i + term.length;
  const across = scriptsSpaced(text, i, term, isTerm);
  if (across >= 0) return across;
  const inParts = partsEnd(text, i, term);
  if (inParts >= 0) return inParts;
  if (text[i + 1] !== ' ' || ![...term].every((c) => CJK.test(c))) return -1;
  let p = i;
  for (const c of term) {
    while (p > i && text[p] === ' ') p++;
    if (text[p] !== c) return -1;
    p++;
  }
  return p;
}

/**
 * Where `term` ends when it starts at `i` with spaces where it turns from Latin letters to Chinese
 * or back (Wise 港币 for the alias Wise港币, as typed with a space between the two), or -1. Not
 * when the part after the space is a word of its own (PayPal 手续费 for PayPal手续费: 手续费 is said
 * of the wallet's payment, and PayPal stays the wallet).
 */
function scriptsSpaced(text: string, i: number, term: string, isTerm: (word: string) => boolean): number {
  const chars = [...term];
  if (!chars.some((c) => CJK.test(c)) || !chars.some((c) => /[a-z]/i.test(c))) return -1;
  const parts = term.match(/[\u3400-\u9fff]+|[^\u3400-\u9fff]+/g)!;
  if (parts.slice(1).some(isTerm)) return -1;
  let p = i;
  let spaced = false;
  for (let n = 0; n < chars.length; n++) {
    if (n > 0 && CJK.test(chars[n]!) !== CJK.test(chars[n - 1]!) && /[a-z\u3400-\u9fff]/i.test(chars[n - 1]!) && text[p] === ' ') {
      while (text[p] === ' ') p++;
      spaced = true;
    }
    if (text[p] !== chars[n]) return -1;
    p++;
  }
  return spaced ? p : -1;
}

/**
 * Where a Chinese term of 4 characters or more ends when said in words of 2 characters or more
 * with spaces between them (分期手续费 as 分期 手续费, 分期服务费 as 分期 服务费), or -1. Not a term of
 * 2 or 3 characters: one across two words (早餐 饮料) is no 餐饮.
 */
function partsEnd(text: string, i: number, term: string): number {
  const chars = [...term];
  // (the words whole: 微信 支付宝 is no 微信支付 and a stray 宝)
  if (chars.length < 4 || !chars.every((c) => CJK.test(c)) || CJK.test(text[i - 1] ?? '')) return -1;
  let p = i;
  let sinceSpace = 0;
  for (let k = 0; k < chars.length; k++) {
    if (k > 0 && /\s/.test(text[p] ?? '')) {
      // a space only between parts of two characters or more
      if (sinceSpace < 2 || chars.length - k < 2) return -1;
      while (/\s/.test(text[p] ?? '')) p++;
      sinceSpace = 0;
    }
    if (text[p] !== chars[k]) return -1;
    p++;
    sinceSpace++;
  }
  return p === i + chars.length || CJK.test(text[p] ?? '') ? -1 : p;
}

/**
 * A term said in parts (海淀 房租) after a word that makes another term with its last part (朝阳,
 * 朝阳房租): a list of two (朝阳 海淀 房租 is the rent of both flats), not the one term.
 */
function listedWithAnother<E extends { term: string }>(text: string, start: number, end: number, table: ReadonlyMap<string, readonly E[]>): boolean {
  const said = text.slice(start, end);
  if (!/\s/.test(said)) return false;
  const before = /([\u3400-\u9fff]+)\s+$/.exec(text.slice(0, start))?.[1];
  if (before === undefined) return false;
  const other = before + said.slice(said.search(/\s/)).replace(/\s+/g, '');
  return (table.get(other[0]!) ?? []).some((e) => e.term === other);
}

/** Every match of the table's terms, overlapping ones included (at each start, the longest of each length). */
function matches<E extends { term: string }>(text: string, table: ReadonlyMap<string, readonly E[]>): { start: number; end: number; entry: E }[] {
  const folded = foldCase(text);
  const isTerm = (word: string) => (table.get(word[0]!) ?? []).some((e) => e.term === word);
  const found: { start: number; end: number; entry: E }[] = [];
  for (let i = 0; i < folded.length; i++) {
    const entries = table.get(folded[i]!);
    if (!entries) continue;
    let shortest = Infinity;
    for (const entry of entries) {
      const end = matchEnd(folded, i, entry.term, isTerm);
      // entries are longest first: of the terms that end at one place, the first is kept
      if (end >= 0 && end < shortest && standsAlone(folded, i, end) && !listedWithAnother(folded, i, end, table)) {
        found.push({ start: i, end, entry });
        shortest = end;
      }
    }
  }
  return found;
}

function scan<E extends { term: string }>(text: string, table: ReadonlyMap<string, readonly E[]>): { start: number; end: number; entry: E }[] {
  return coveringMost(matches(text, table));
}

/**
 * Words naming accounts that can take a posting dated `date`: the open ones, and closed ones
 * whose open..close span holds the date (工行 in an entry dated before its account was closed).
 * A word naming both kinds points at all of them.
 */
export function findTermMentions(text: string, index: NlpIndex, date: string): TermMention[] {
  const matched = matches(text, index.termsByFirstChar).filter((m) => !misheardElsewhere(text, m) || !m.entry.hits.every((h) => isFunding(h.account)));
  const found = withoutPartsOfOtherWords(text, [...matched, ...splitFuelMentions(text, index), ...countedObjectMentions(text, index)]);
  const closedMatches = matches(text, index.closedTermsByFirstChar);
  const closed = closedMatches
    .map((m) => ({ ...m, entry: { ...m.entry, hits: m.entry.hits.filter((h) => usableOn(index.closedAccounts.get(h.account), date)) } }))
    .filter((m) => m.entry.hits.length > 0);
  for (const m of closed) {
    const i = found.findIndex((o) => o.start === m.start && o.end === m.end);
    if (i < 0) found.push(m);
    else found[i] = { ...found[i]!, entry: { ...found[i]!.entry, hits: [...found[i]!.entry.hits, ...m.entry.hits] } };
  }
  // A word naming only a wallet closed on the date still takes its characters, and the wallet
  // words written right after it that name that wallet too are its own: 工商银行卡 and
  // 工商银行储蓄卡 with 工商银行 closed are that bank's card, as 工商银行 is, not 银行卡 or 储蓄卡 read
  // as another bank's account (the draft was paid by that bank, silently).
  const unusable = unusableWalletWords(closedMatches, found, index, date);
  const chosen = coveringMost([...found, ...unusable, ...nearTermMentions(text, index, [...found, ...closedMatches])]).filter((m) => !unusable.includes(m));
  const said: TermMention[] = [];
  for (const m of chosen) {
    const before = m.entry.hits.every((h) => isFunding(h.account)) ? unusable.find((u) => u.end <= m.start && /^的?$/.test(text.slice(u.end, m.start))) : undefined;
    if (before === undefined) said.push(m);
    else if (!namesAlso(m, before, closedMatches)) said.push({ ...m, afterUnusable: { start: before.start, end: before.end } });
  }
  return said;
}

/**
 * The words of a term said in parts read each alone (住院 押金, read as the alias 住院押金 of a
 * deposit account: 住院 and 押金), for what the term as one names not; a mention said whole is itself.
 */
export function mentionInParts(text: string, index: NlpIndex, date: string, m: TermMention): TermMention[] {
  const said = text.slice(m.start, m.end);
  if (!/\s/.test(said)) return [m];
  // (a comma in place of each space, so the offsets stay)
  const apart = text.slice(0, m.start) + said.replace(/\s/g, '，') + text.slice(m.end);
  return findTermMentions(apart, index, date).filter((p) => m.start <= p.start && p.end <= m.end);
}

type ClosedMatch = { start: number; end: number; entry: TermEntry };

/**
 * The matches of closed accounts' terms that name only wallets closed (or not yet open) on
 * `date`, where no term of an open account matches the same characters (银行卡 names the open
 * banks too: it is theirs).
 */
function unusableWalletWords(closedMatches: readonly ClosedMatch[], found: readonly Span[], index: NlpIndex, date: string): ClosedMatch[] {
  return closedMatches.filter(
    (m) =>
      m.entry.hits.length > 0 &&
      m.entry.hits.every((h) => isFunding(h.account) && !usableOn(index.closedAccounts.get(h.account), date)) &&
      !found.some((o) => o.start === m.start && o.end === m.end),
  );
}

/** Whether the mention's words name the closed word's account too (储蓄卡 after 工商银行: the bank's card, by its segment Bank). */
function namesAlso(m: Span, closedWord: ClosedMatch, closedMatches: readonly ClosedMatch[]): boolean {
  const accounts = new Set(closedWord.entry.hits.map((h) => h.account));
  return closedMatches.some((c) => c.start === m.start && c.end === m.end && c.entry.hits.some((h) => accounts.has(h.account)));
}

const LATIN_WORDS = /(?<![a-z0-9])[a-z]+(?![a-z0-9])/g;

/**
 * The Latin words that no term matched (`terms`) read as the term they are the plural or a slip
 * of (lattes, alipy: see near-terms.ts), but for the names of payees (a person's, a shop's). Not
 * in a Chinese sentence, whose Latin words are names and codes (iPhone, ATM), not English typed
 * on the go.
 */
function nearTermMentions(text: string, index: NlpIndex, terms: readonly Span[]): TermMention[] {
  if (CJK.test(text)) return [];
  const named = [...terms, ...findPayeeMentions(text, index)];
  const found: TermMention[] = [];
  for (const w of foldCase(text).matchAll(LATIN_WORDS)) {
    const start = w.index;
    const end = start + w[0].length;
    if (named.some((m) => m.start < end && start < m.end)) continue;
    const near = nearTerm(text.slice(start, end), index);
    if (near !== null) found.push({ start, end, entry: near.entry, ...(near.warning === null ? {} : { misspelt: near.warning }) });
  }
  return found;
}

/**
 * The words of the lexicon (categories, wallets, merchants), each with the names it is known by:
 * the names its accounts go by, its other spellings, and itself.
 */
const KNOWN_WORDS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const known = new Map<string, Set<string>>();
  const add = (word: string, names: readonly string[]) => {
    const key = foldCase(word);
    const set = known.get(key) ?? new Set<string>();
    for (const n of [word, ...names]) set.add(foldCase(n));
    known.set(key, set);
  };
  for (const [word, names] of [...Object.entries(CATEGORY_TERMS), ...Object.entries(INSTITUTION_TERMS)]) add(word, names);
  for (const spellings of MERCHANTS) for (const spelling of spellings) add(spelling, spellings);
  return known;
})();
const LONGEST_KNOWN = Math.max(...[...KNOWN_WORDS.keys()].map((w) => w.length));

/**
 * Without the matches that are only the start or the end of a longer word of the lexicon that means
 * something else and that no account of the ledger answers to: with the alias 余额 on
 * Assets:Alipay, 余额宝 (Alipay's money-market fund) is not 余额 and a stray 宝. Such a word
 * goes on with Chinese characters; one whose names include the match (微信支付 is 微信, 盒马鲜生
 * is 盒马) keeps it, and one matched itself is chosen as the longer match anyway.
 */
function withoutPartsOfOtherWords<T extends Span & { entry: { term: string } }>(text: string, found: readonly T[]): T[] {
  const folded = foldCase(text);
  const otherWord = (m: T, start: number, end: number): boolean => {
    const names = KNOWN_WORDS.get(folded.slice(start, end));
    return names !== undefined && !names.has(m.entry.term) && !found.some((o) => o.start === start && o.end === end);
  };
  return found.filter((m) => {
    if (CJK.test(folded[m.end] ?? '')) {
      for (let end = Math.min(folded.length, m.start + LONGEST_KNOWN); end > m.end; end--) if (otherWord(m, m.start, end)) return false;
    }
    // and the end of one (修 of 进修, a course taken, is no repair: it was Repairs, silently)
    if (CJK.test(folded[m.start - 1] ?? '')) {
      for (let start = Math.max(0, m.end - LONGEST_KNOWN); start < m.start; start++) if (otherWord(m, start, m.end)) return false;
    }
    return true;
  });
}

/** 加了300块油, 加两百的油: 加油 with the amount said inside it. */
const SPLIT_FUEL = /加(?:了|满了?)?\s*(?:\d[\d.,]*|[零〇一二两三四五六七八九十百千万]+)\s*(?:块钱?|元|rmb|RMB)?的?\s*油/g;
// 加满油, 加满了油, 加了一箱油, 加了 40升 油, 油卡充值: 加油 said otherwise (they were spending on no category, while
// 加油卡 充值 was fuel)
const FUEL_SAID_OTHERWISE = /加满了?油|加了?[一半满]?箱油|(?<!加)油卡(?=\s*充)|加了?\s*\d+(?:\.\d+)?\s*(?:升|公升|L)\s*(?:\d{2}号)?\s*的?\s*油/g;
// 油价 7.6 加了 300: 加 with no 油 after the price of fuel is fuel bought (it was the catch-all)
const FUEL_AFTER_PRICE = /油价[^加。；;]{0,16}?(加)了?(?=\s*(?:\d|[零〇一二两三四五六七八九十百千万]))/g;

/**
 * 加油 said around its amount: a mention of the word on its 油 alone, so that the amount in
 * between stays for the amount scanner (mentions are masked out before it runs).
 */
function splitFuelMentions(text: string, index: NlpIndex): TermMention[] {
  const entry = index.termsByFirstChar.get('加')?.find((e) => e.term === '加油');
  if (entry === undefined) return [];
  const split = [...text.matchAll(SPLIT_FUEL)].map((m) => ({ start: m.index + m[0].length - 1, end: m.index + m[0].length, entry }));
  const otherwise = [...text.matchAll(FUEL_SAID_OTHERWISE)].map((m) => {
    const at = m.index + m[0].lastIndexOf('油');
    return { start: at, end: at + 1, entry };
  });
  const afterPrice = [...text.matchAll(FUEL_AFTER_PRICE)].map((m) => {
    const at = m.index + m[0].lastIndexOf('加');
    return { start: at, end: at + 1, entry };
  });
  return [...split, ...otherwise.filter((o) => !split.some((m) => m.start === o.start)), ...afterPrice];
}

// 打了个车, 吃了碗面, 打个车: a verb and its object with a count between them (they were no word, and
// spending on no category); 吃了碗抄手, 吃了顿 and 吃了 72 are a meal (吃饭) whatever was eaten.
const COUNTED_OBJECT = /([打吃喝坐])了?[一两]?[个辆趟次碗杯份顿盘笼碟](?=([\u3400-\u9fff]{0,4}))/g;
const ATE_AMOUNT = /吃了(?=\s*(?:\d|[零〇一二两三四五六七八九十百千万]{2}|[零〇一二两三四五六七八九十百千万][块元]))/g;

/** The words a verb and its counted object make (打了个车 is 打车), and a meal eaten (吃了碗抄手, 吃了 72): see COUNTED_OBJECT. */
function countedObjectMentions(text: string, index: NlpIndex): TermMention[] {
  const term = (word: string) => index.termsByFirstChar.get(foldCase(word)[0]!)?.find((e) => e.term === foldCase(word));
  const meal = term('吃饭');
  const found: TermMention[] = [];
  for (const m of text.matchAll(COUNTED_OBJECT)) {
    const [said, verb, after] = [m[0], m[1]!, m[2]!];
    const start = m.index;
    const length = [...after].map((_, i) => after.length - i).find((n) => term(verb + after.slice(0, n)) !== undefined);
    if (length !== undefined) found.push({ start, end: start + said.length + length, entry: term(verb + after.slice(0, length))! });
    else if (verb === '吃' && meal !== undefined) found.push({ start, end: start + said.length, entry: meal });
  }
  if (meal !== undefined) for (const m of text.matchAll(ATE_AMOUNT)) found.push({ start: m.index, end: m.index + m[0].length, entry: meal });
  return found;
}

/**
 * A wallet the text names that cannot take a posting dated `date`: closed before it (工行 after
 * close Assets:Bank:ICBC), or opened after it. `mentions` are those findTermMentions found.
 */
export function findUnusableWalletMention(text: string, index: NlpIndex, mentions: readonly TermMention[], date: string, currency: string): { span: Span; account: string; why: string } | null {
  for (const m of scan(text, index.closedTermsByFirstChar)) {
    for (const h of m.entry.hits) {
      const closed = index.closedAccounts.get(h.account);
      if (!isFunding(h.account) || !closed || usableOn(closed, date)) continue;
      return { span: m, account: h.account, why: closed.openDate !== undefined && date < closed.openDate ? `opens on ${closed.openDate}` : `is closed (${closed.closeDate})` };
    }
  }
  // (a word that also names an account that can take it names that one: 招行 aliasing the CNY
  // debit account while the lexicon's 招行 also reaches Assets:CN:CMB:USD; 转 100 到招行 was a 422)
  const held = (account: string) => index.accounts.get(account)?.currencies ?? [];
  const usable = (account: string) => {
    const open = index.accounts.get(account);
    return open !== undefined && open.openDate <= date && (held(account).length === 0 || held(account).includes(currency));
  };
  const candidates = mentions.filter((m) => !m.entry.hits.some((h) => isFunding(h.account) && !index.claims.has(h.account) && usable(h.account)));
  for (const m of candidates) {
    const later = m.entry.hits.find((h) => isFunding(h.account) && !index.claims.has(h.account) && (index.accounts.get(h.account)?.openDate ?? '') > date);
    if (later) return { span: m, account: later.account, why: `opens on ${index.accounts.get(later.account)!.openDate}` };
  }
  // 8000日元 信用卡 with a card opened for CNY only
  for (const m of candidates) {
    const other = m.entry.hits.find((h) => isFunding(h.account) && !index.claims.has(h.account) && held(h.account).length > 0 && !held(h.account).includes(currency));
    if (other) return { span: m, account: other.account, why: `holds only ${held(other.account).join(', ')}, not ${currency}` };
  }
  return null;
}

/** The lexicon's words for wallets, banks and cards (花呗, 招行, 信用卡), by first character, longest first. */
const WALLET_WORDS: ReadonlyMap<string, readonly { term: string }[]> = (() => {
  const table = new Map<string, { term: string }[]>();
  for (const word of Object.keys(INSTITUTION_TERMS)) {
    const term = foldCase(word);
    table.set(term[0]!, [...(table.get(term[0]!) ?? []), { term }]);
  }
  for (const list of table.values()) list.sort((a, b) => b.term.length - a.term.length);
  return table;
})();

/**
 * Words for a wallet, a bank or a card (花呗, 招行) that name no account of the ledger, open or
 * closed: said where no term of the ledger was found (`mentions`, and those of closed accounts),
 * as written in the text.
 */
export function walletWordsWithoutAccount(text: string, index: NlpIndex, mentions: readonly Span[]): { span: Span; word: string }[] {
  const named = [...mentions, ...matches(text, index.closedTermsByFirstChar)];
  return scan(text, WALLET_WORDS)
    .filter((w) => !misheardElsewhere(text, { ...w, entry: { term: w.entry.term } }))
    .filter((w) => !named.some((m) => m.start < w.end && w.start < m.end))
    .map((w) => ({ span: { start: w.start, end: w.end }, word: text.slice(w.start, w.end) }));
}

export function findPayeeMentions(text: string, index: NlpIndex): PayeeMention[] {
  return scan(text, index.payeesByFirstChar);
}

/**
 * The payee record with an account that `words` (a person said, 陈老板, 老陈货款) name first: by its
 * name or an alias (陈老板 is 老陈's). Null when they start with no such record's name.
 */
export function recordedPayeeOf(index: NlpIndex, words: string): string | null {
  // (我姐 is the record of 姐姐)
  const first = findPayeeMentions(words.trim(), index).find((m) => m.start === 0) ?? findPayeeMentions(kinAsCalled(words.trim()), index).find((m) => m.start === 0 && m.end === 2);
  return first !== undefined && first.entry.known && index.payeeAccount.has(first.entry.payee) ? first.entry.payee : null;
}

/** Replace the spans by a private-use character, keeping every other position in place. */
export function mask(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  const chars = text.split('');
  for (const s of spans) for (let i = s.start; i < s.end; i++) chars[i] = MASK;
  return chars.join('');
}
export const MASK = '\uE000';

export function inside(span: Span, outer: Span): boolean {
  return span.start >= outer.start && span.end <= outer.end;
}
