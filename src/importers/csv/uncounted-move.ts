// 京东's and 美团's 不计收支 rows paid by a method (白条主动还款 from a bank card, 美团余额充值 from one):
// money moved between two of the user's own accounts, from the method's to the one the row's words
// name. The reader cannot tell whether both are the user's: the plan books the move when they are
// (import-statement.ts), else skips the row with the reason given here. (They were all skipped: once
// the method column put the other rows on their accounts, 白条 stayed owing what the card repaid.)
import type { StatementRow } from '../statement.ts';
import { quotedCell } from '../../text/statement-text.ts';
import { toSimplified } from '../../text/traditional-chinese.ts';

/** The statement's own balance in such a row's words (美团余额充值, 钱包充值), as Alipay's 余额 is. */
const OWN_BALANCE = '余额';

/** The move a 不计收支 row (its direction cell said `said`) paid by `method` is, its words `words`. */
export function uncountedMove(said: string, method: string, words: string): Pick<StatementRow, 'kind' | 'counterMethod' | 'uncountedMove'> {
  const toOwnBalance = /余额|钱包/.test(toSimplified(words));
  const reason = `the direction column says ${quotedCell(said)}: neither money out nor money in, and not a move between own accounts either, as its method ${quotedCell(method)} and its words ${quotedCell(words)} do not name two different open accounts (by alias, or 余额 for the statement's own): book it by hand, or give the accounts those aliases`;
  return { kind: 'transfer', counterMethod: toOwnBalance ? OWN_BALANCE : words, uncountedMove: { reason, ownNames: [OWN_BALANCE] } };
}
