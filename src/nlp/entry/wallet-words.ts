// Which words naming an Assets or Liabilities account are wallet phrases (how it was paid), which
// the narration leaves out, and which say what was bought or sold, which it keeps.
import { foldCase, spokenNames, type NlpIndex, type TermHit } from '../ledger-index.ts';
import { CATEGORY_TERMS, INSTITUTION_TERMS, MERCHANTS } from '../lexicon.ts';
import { inside, type Span, type TermMention } from '../mentions.ts';

const INSTITUTION_WORDS = new Set(Object.keys(INSTITUTION_TERMS).map(foldCase));
const CATEGORY_WORDS = new Set([...Object.keys(CATEGORY_TERMS), ...MERCHANTS.flat()].map(foldCase).filter((w) => !INSTITUTION_WORDS.has(w)));

// Accounts that hold goods, not money: what was bought into them or sold out of them (进货, 库存).
const GOODS_SEGMENT = /^(?:inventory|inventories|goods|merchandise|stockintrade|库存|存货|商品|货品|货物)$/i;

function holdsGoods(account: string): boolean {
  return account.split(':').slice(1).some((segment) => GOODS_SEGMENT.test(segment));
}

/** The term is the account's own alias or a part of its name, not a word the lexicon has for one of its parts. */
function namesOwnAccount(index: NlpIndex, term: string, hit: TermHit): boolean {
  const account = index.accounts.get(hit.account);
  if (account?.aliases.some((a) => foldCase(a.trim()) === term)) return true;
  return hit.account.split(':').slice(1).some((segment) => spokenNames(foldCase(segment)).includes(term));
}

/**
 * A word that says what was bought or sold though it names an Assets account: a category word of
 * the lexicon (奶茶 and 花茶 are Tea, and the ledger's Tea is Assets:Inventory:Tea), or any word
 * for an account of goods (进货 aliased to Assets:Inventory:Tea).
 */
function saysWhat(index: NlpIndex, mention: TermMention): boolean {
  const { term, hits } = mention.entry;
  if (hits.every((h) => holdsGoods(h.account))) return true;
  return CATEGORY_WORDS.has(term) && !hits.some((h) => namesOwnAccount(index, term, h));
}

/**
 * The wallet phrases among `spans` (the funding accounts' words, and the phrases that chose the
 * funding accounts): those not inside a word that says what was bought or sold. (奶茶 15 微信 was
 * narrated Packaging: 奶茶 went as a wallet, the lexicon's Tea naming Assets:Inventory:Tea.)
 */
export function walletPhrases(index: NlpIndex, termMentions: readonly TermMention[], spans: readonly Span[]): Span[] {
  const what = termMentions.filter((m) => saysWhat(index, m));
  return spans.filter((s) => !what.some((m) => inside(s, m)));
}
