// `moved 500 to savings` with no savings account open: the money went to an account of mine
// the ledger does not have. It was booked as 500 of spending, or into a broker's cash
// (Assets:US:Vanguard:Cash) warned as "no receiving account named".
import { Problem } from '../../problem.ts';
import type { TermMention } from '../mentions.ts';

const MOVED_TO_SAVINGS = /\b(?:move[sd]?|moving|send|sends|sent|transfer(?:s|red)?|deposit(?:s|ed)?|put|puts)\b[^.。;；]*?\b(?:to|into)\s+(?:my\s+|the\s+|our\s+)?(savings)\b/i;

/** A 422 when the words move money to savings and no open account is named by that word. */
export function refuseSavingsWithoutAccount(text: string, mentions: readonly TermMention[], date: string): void {
  const said = MOVED_TO_SAVINGS.exec(text);
  if (!said) return;
  const start = said.index + said[0].length - said[1]!.length;
  const end = start + said[1]!.length;
  if (mentions.some((m) => m.start < end && start < m.end)) return;
  throw Problem.unprocessable(`savings names no account open on ${date}`, [{ path: '/text', message: 'open the savings account (e.g. Assets:Bank:Savings), or name the account the money went to' }]);
}
