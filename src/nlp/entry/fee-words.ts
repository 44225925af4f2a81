// A fee said (手续费 2) and the account a ledger keeps fees on when no word of the lexicon names
// it: 手续费 names accounts called Fees, and a shop's only one may be Expenses:PlatformFees.
import { accepts, type AccountFilter } from '../account-choice.ts';
import type { NlpIndex } from '../ledger-index.ts';

/** The words of a fee: 手续费, 转账费, 汇费, 服务费, fee. */
export const FEE_SAID = /手续费|转账费|汇费|服务费|\bfees?\b/i;

/** The words of a fee a bank or a payment charges (手续费 2, 汇费 5), that an account for fees is for; not 服务费, a restaurant's or a platform's. */
export const CHARGED_FEE_SAID = /手续费|转账费|汇费|\bfees?\b/i;

// the last word of a segment (PlatformFees, Bank-Charges, 平台手续费): it says fees, not Coffee
const FEES_WORD = /^(?:fees?|charges?)$/i;

function namesFees(segment: string): boolean {
  if (/手续费/.test(segment)) return true;
  const words = segment.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g) ?? [];
  return words.length > 0 && FEES_WORD.test(words[words.length - 1]!);
}

/** The one open account of `filter` whose name says it is for fees (Expenses:PlatformFees); null with none or several. */
export function onlyFeesAccount(index: NlpIndex, filter: AccountFilter): string | null {
  const fees = [...index.accounts.keys()].filter((a) => accepts(index, filter, a) && a.split(':').slice(1).some(namesFees));
  return fees.length === 1 ? fees[0]! : null;
}
