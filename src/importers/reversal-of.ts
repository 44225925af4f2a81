// A bank's reversal (冲正, 撤销): money back that undoes a movement of the same statement. QA of
// session 47: CCB's `冲正 128.50` after `消费 北京物美超市 -128.50` (Expenses:Food), ICBC's `缴费冲正`
// of an electricity bill, BOC's `冲正` of a 京东商城 purchase all went to Income:Uncategorized, the
// spending left overstated and money never earned shown as income.
import { isGenericNarration } from './counter-account.ts';
import { rowWords, type StatementRow } from './statement.ts';
import { toSimplified } from '../text/traditional-chinese.ts';
import type { Transaction } from '../ledger/core/directives.ts';
import { dayNumber, HISTORY_DAYS, type BookedAmount } from './ledger-index.ts';

const REVERSAL_WORDS = /冲正|冲销|冲账|撤销|reversal/i;

/** Whether a row says it is a reversal. */
export function isReversal(row: StatementRow): boolean {
  return REVERSAL_WORDS.test(toSimplified(rowWords(row)));
}

/**
 * The row a reversal (`rows[at]`) undoes, of the rows before it: money the other way, of the same amount, on
 * or before its date, whose payee or (not a mere kind of row) description the reversal's words
 * name; the latest such. Null when none is clear, or two of different counterparties are.
 */
export function reversedRow(rows: readonly StatementRow[], at: number): number | null {
  const reversal = rows[at]!;
  const words = toSimplified(rowWords(reversal));
  const named = (text: string | null) => text !== null && text.trim() !== '' && !isGenericNarration(text) && words.includes(toSimplified(text.trim()));
  let found: number | null = null;
  for (let i = 0; i < at; i++) {
    const row = rows[i]!;
    if (row.date > reversal.date || !row.amount.neg().eq(reversal.amount)) continue;
    if (named(row.payee) || named(row.narration)) found = i;
  }
  return found;
}

/**
 * The ledger's transaction a reversal undoes when its row is not in the upload (the purchase was in
 * last month's statement, imported then): on the statement's own account, money the other way of the
 * same amount, on or before the reversal's date and at most HISTORY_DAYS (120) before it, whose payee or (not a
 * mere kind of row) description the reversal's words name; the latest such. Null when none is, or two
 * of that latest day went to different accounts.
 */
export function reversedInLedger(booked: readonly BookedAmount[], funding: string, reversal: StatementRow): { txn: Transaction; account: string } | null {
  const words = toSimplified(rowWords(reversal));
  const named = (text: string | null) => text !== null && text.trim() !== '' && !isGenericNarration(text) && words.includes(toSimplified(text.trim()));
  const day = dayNumber(reversal.date);
  let found: { txn: Transaction; account: string; day: number } | null = null;
  let ambiguous = false;
  for (const { day: at, txn } of booked) {
    if (at > day || at < day - HISTORY_DAYS || !(named(txn.payee) || named(txn.narration))) continue;
    const others = txn.postings.filter((p) => p.account !== funding);
    if (others.length !== 1) continue;
    const account = others[0]!.account;
    if (found === null || at > found.day) {
      found = { txn, account, day: at };
      ambiguous = false;
    } else if (at === found.day && account !== found.account) ambiguous = true;
  }
  return found === null || ambiguous ? null : { txn: found.txn, account: found.account };
}
