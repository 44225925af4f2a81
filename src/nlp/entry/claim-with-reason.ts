// Tom owes me 80 for dinner, 小王欠我 20 午饭: a claim said with what it was for.
import { ASSETS } from './account-filter.ts';
import type { Intent } from '../direction.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';

/**
 * The receivable of the one said to owe me (Tom aliasing Assets:Receivables:Tom), named by the words
 * of the claim, or null: what it was for was paid by me for them, a claim on them, not my own
 * spending (it was booked as my dinner, Tom's account untouched). Without such an account the claim
 * is read as the spending it names (README).
 */
export function claimOfDebtorSaid(read: Intent, index: NlpIndex, mentions: readonly TermMention[]): string | null {
  const said = read.debtSaid;
  if (read.direction !== 'owedToMe' || said === undefined) return null;
  const claims = mentions
    .filter((m) => m.start < said.end && said.start < m.end)
    .flatMap((m) => m.entry.hits.map((h) => h.account))
    .filter((a) => a.startsWith(ASSETS + ':') && index.claims.has(a));
  return new Set(claims).size === 1 ? claims[0]! : null;
}
