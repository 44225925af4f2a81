// One parent said (给我妈 1000, 给爸爸转 1500) in a ledger that keeps one account for both parents
// (Expenses:Family:Parents, or one aliased 爸妈): that account, when no account is named for that
// parent alone (it was the catch-all). Someone else's mother or father (姑妈, 干爸, 孩子他妈, 小明妈妈)
// and in-laws (岳父母, 公婆) are not said so.
import { accepts, mostUsedOfKind, type AccountFilter } from '../account-choice.ts';
import { foldCase, spokenNames, type NlpIndex } from '../ledger-index.ts';

/** What an account kept for both parents is called or aliased. */
const BOTH_PARENTS = new Set(['爸妈', '父母', '爸爸妈妈', '双亲', 'parents']);

interface Parent {
  /** the parent said, as one's own: 我妈, 老妈, 妈妈, 母亲; my mom */
  readonly said: RegExp;
  /** what an account for this parent alone would be called or aliased */
  readonly names: readonly string[];
}

// Before the word: nothing, or a word that says to, with or for whom (给, 和, 陪, 替, 转), so that
// 姑妈, 舅妈, 干爸, 后妈, 孩子他妈 and 小明妈妈 are not one's own parent.
const BEFORE = '(?<=^|[^\\u3400-\\u9fff]|[给和跟陪带替帮为请向与对转让交寄汇打送])';
const PARENTS: readonly Parent[] = [
  { said: new RegExp(`${BEFORE}(?:我的?|老)?(?:妈妈?|母亲)|\\bmy (?:mom|mum|mother)\\b`, 'i'), names: ['妈妈', '妈', '我妈', '老妈', '母亲', 'mom', 'mum', 'mother', 'mama'] },
  { said: new RegExp(`${BEFORE}(?:我的?|老)?(?:爸爸?|父亲)|\\bmy (?:dad|father)\\b`, 'i'), names: ['爸爸', '爸', '我爸', '老爸', '父亲', 'dad', 'father', 'papa'] },
];

/** Whether some word of the ledger (an alias, a name segment) names an account for `parent` alone. */
function namedAlone(index: NlpIndex, parent: Parent): boolean {
  return parent.names.some((name) => index.termsByFirstChar.get(name[0]!)?.some((e) => e.term === name) === true);
}

/** Whether an account is named or aliased for both parents. */
function forBothParents(index: NlpIndex, account: string): boolean {
  const aliases = index.accounts.get(account)?.aliases ?? [];
  const segments = account.split(':').slice(1).flatMap((s) => spokenNames(foldCase(s)));
  return [...aliases.map(foldCase), ...segments].some((n) => BOTH_PARENTS.has(n));
}

/**
 * The account kept for both parents (the most used of several) that `text` reaches by naming one
 * parent, when no account is named for that parent alone; null otherwise.
 */
export function parentsAccount(index: NlpIndex, text: string, filter: AccountFilter): string | null {
  if (!PARENTS.some((p) => p.said.test(text) && !namedAlone(index, p))) return null;
  return mostUsedOfKind(index, filter, (a) => forBothParents(index, a) && accepts(index, filter, a));
}
