// The wallets and claims a sentence names: adjacent words read as one account (招行 + 信用卡).
import { isHolding, isPersonalClaim, type NlpIndex } from '../ledger-index.ts';
import type { Span, TermMention } from '../mentions.ts';
import { accepts, bestMention, bestMentionedAccount, type AccountFilter } from '../account-choice.ts';

/** The claim account (receivable or payable) the sentence names, e.g. by the alias 小王. */
export function mentionedClaim(index: NlpIndex, mentions: readonly TermMention[], filter: AccountFilter): string | null {
  const claimHits = mentions
    .map((m) => ({ ...m, entry: { ...m.entry, hits: m.entry.hits.filter((h) => index.claims.has(h.account)) } }))
    .filter((m) => m.entry.hits.length > 0);
  return bestMentionedAccount(index, claimHits, filter);
}

/** The words that name the person whose claim account the sentence mentions (小王 for Assets:Receivables:XiaoWang; not 报销). */
export function claimWord(index: NlpIndex, text: string, mentions: readonly TermMention[], filter: AccountFilter): string | null {
  const claim = mentionedClaim(index, mentions, filter);
  const m = claim === null || !isPersonalClaim(claim) ? undefined : mentions.find((x) => x.entry.hits.some((h) => h.account === claim));
  return m ? text.slice(m.start, m.end) : null;
}

export interface FundingPhrase extends Span {
  readonly account: string;
  /** Words written together that name no one account (支付宝花呗 where 花呗 is not under Alipay): read by the last. */
  readonly readByLastWord?: boolean;
  /** Other accounts the words name just as strongly (信用卡 with two cards open): a guess, warned. */
  readonly alsoNamed?: readonly string[];
}

/** Adjacent mentions of funding accounts (招行 + 信用卡) read as one account. */
export function fundingPhrases(index: NlpIndex, mentions: readonly TermMention[], filter: AccountFilter, text: string): FundingPhrase[] {
  const relevant = mentions.filter((m) => m.entry.hits.some((h) => accepts(index, filter, h.account)));
  const groups: TermMention[][] = [];
  for (const m of relevant) {
    const last = groups[groups.length - 1];
    const prev = last?.[last.length - 1];
    // 招行信用卡, 招行的信用卡: one account; 招行转支付宝, 招行给微信: two; 微信 支付宝, apart and with
    // no account that both name: two.
    const gap = prev ? text.slice(prev.end, m.start) : null;
    // (李老板货款, 张总的货款 with 货款 aliasing Assets:Inventory: the person's claim, and goods; two
    // accounts, not one read by its last word, the goods: 还李老板货款 3200 repaid the inventory)
    const together = gap !== null && /^的?$/.test(gap) && !(prev !== undefined && claimThenGoods(index, prev, m));
    if (prev && gap !== null && (together || (/^\s$/.test(gap) && accountsNamedByAll(index, [...last!, m], filter).size > 0))) last!.push(m);
    else groups.push([m]);
  }
  const phrases: FundingPhrase[] = [];
  for (const g of groups) {
    const start = g[0]!.start;
    const end = g[g.length - 1]!.end;
    const common = g.length > 1 ? accountsNamedByAll(index, g, filter) : null;
    // 工商银行信用卡 with 工商银行 closed: no card of that bank, as when it is open (read by the
    // last word, warned; it was the other bank's card, silently)
    const closedBefore = g[0]!.afterUnusable;
    if (closedBefore !== undefined) {
      const account = bestMentionedAccount(index, [g[g.length - 1]!], filter);
      if (account) phrases.push({ start: closedBefore.start, end, account, readByLastWord: true });
      continue;
    }
    if (common !== null && common.size === 0) {
      // Written together, the last word is the head (支付宝花呗, 工行的信用卡): its account, warned.
      const account = bestMentionedAccount(index, [g[g.length - 1]!], filter);
      if (account) phrases.push({ start, end, account, readByLastWord: true });
      continue;
    }
    // 招行的信用卡 with 招行 an alias of the bank account: the card, which both words name, not
    // the account one of them names more strongly
    const choice = bestMention(index, common === null ? g : g.map((m) => onlyHitsOn(m, common)), filter);
    if (choice) phrases.push({ start, end, account: choice.account, alsoNamed: choice.alsoNamed });
  }
  return phrases;
}

// between an amount and the wallet said for it: spaces, masked words, 元 and 用 (午饭 25 用 微信)
const WALLET_RIGHT_AFTER = /^[\s\uE000元块钱整]*(?:用的?|走)?\s*$/;

/** The wallet said right after the amount ending at `at`, before `until` (修车 2300 招行信用卡 保险公司赔了 2000), else undefined. */
export function walletRightAfter(index: NlpIndex, mentions: readonly TermMention[], filter: AccountFilter, text: string, at: number, until: number): FundingPhrase | undefined {
  const between = mentions.filter((m) => m.start >= at && m.end <= until);
  return fundingPhrases(index, between, filter, text).find((p) => WALLET_RIGHT_AFTER.test(text.slice(at, p.start)));
}

/** Whether `first` names a person's claim only and `second` goods held only (李老板 + 货款). */
function claimThenGoods(index: NlpIndex, first: TermMention, second: TermMention): boolean {
  return first.entry.hits.every((h) => index.claims.has(h.account)) && second.entry.hits.every((h) => isHolding(index, h.account) && !index.claims.has(h.account));
}

/** The accounts the filter accepts that every one of the mentions names. */
function accountsNamedByAll(index: NlpIndex, mentions: readonly TermMention[], filter: AccountFilter): Set<string> {
  const accepted = (m: TermMention) => new Set(m.entry.hits.filter((h) => accepts(index, filter, h.account)).map((h) => h.account));
  const [first, ...rest] = mentions.map(accepted);
  return new Set([...first!].filter((account) => rest.every((set) => set.has(account))));
}

function onlyHitsOn(mention: TermMention, accounts: ReadonlySet<string>): TermMention {
  return { ...mention, entry: { ...mention.entry, hits: mention.entry.hits.filter((h) => accounts.has(h.account)) } };
}
