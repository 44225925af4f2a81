// Whose receivable the others' part of a bill I paid goes on when the words name no one: the one the
// ledger's history uses for shared bills (房租 AA 三个人 1350 我先付的 CommBank with Assets:Receivables:Flatmates
// aliased 室友, 室友 not said: it was all spending, warned "no receivable account is open").
import { accepts, type AccountFilter } from '../account-choice.ts';
import type { NlpIndex } from '../ledger-index.ts';
import { FRIENDS_SEGMENTS, RECEIVABLE_SEGMENTS } from '../lexicon.ts';
import { saysSplit } from '../shares.ts';
import { ASSETS } from './account-filter.ts';

/**
 * The receivable of people (Assets:Receivables:Flatmates) that the history posts beside a bill split
 * (AA, 平摊 in the narration), beside the bill's category or with one of its aliases in the narration (室友 还我
 * 房租 450), when it is the only one; else null.
 */
export function sharersReceivableByHistory(index: NlpIndex, filter: AccountFilter, category: string): string | null {
  const used = new Set<string>();
  // (室友 还我 房租 450: a repayment of that bill, its alias in the narration, posts no rent)
  const aliases = (index.accounts.get(category)?.aliases ?? []).filter((a) => a.length > 1 || /[^\x00-\x7f]/.test(a));
  for (const t of index.view.transactions) {
    const claims = t.postings.map((p) => p.account).filter((a) => owedByPeople(a) && accepts(index, filter, a));
    if (claims.length === 0) continue;
    const said = `${t.payee ?? ''} ${t.narration}`;
    if (saysSplit(said) || t.postings.some((p) => p.account === category) || aliases.some((a) => said.includes(a))) for (const c of claims) used.add(c);
    if (used.size > 1) return null;
  }
  return used.size === 1 ? [...used][0]! : null;
}

/** The open receivables of people (for the warning when none is chosen: they are open, only not said). */
export function openPersonalReceivables(index: NlpIndex): string[] {
  return [...index.accounts.keys()].filter(owedByPeople).sort();
}

const OWED_SEGMENTS = new Set([...RECEIVABLE_SEGMENTS, ...FRIENDS_SEGMENTS].map((s) => s.toLowerCase()));
/** An Assets account of what people owe me (Assets:Receivables:Flatmates, Assets:Lent:Tom, Assets:Friends). */
function owedByPeople(account: string): boolean {
  return account.startsWith(`${ASSETS}:`) && account.split(':').slice(1).some((s) => OWED_SEGMENTS.has(s.toLowerCase()));
}
