// The ledger written on a first start with no configuration, and for `user add` when the
// named ledger file does not exist yet. Small, but shaped like a real household ledger.

import { writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { makeDirectory } from './make-directory.ts';

export const STARTER_LEDGER = `;; Starter ledger created by beanledger. This file is the source of truth:
;; edit it by hand, with Fava or through the API.

option "title" "Household"
option "operating_currency" "CNY"

2000-01-01 commodity CNY
  name: "Chinese yuan"

2000-01-01 open Assets:Bank CNY
2000-01-01 open Assets:Alipay CNY
2000-01-01 open Assets:WeChat CNY
2000-01-01 open Assets:Cash CNY
2000-01-01 open Liabilities:CreditCard CNY
2000-01-01 open Equity:Opening-Balances CNY
2000-01-01 open Income:Salary CNY
2000-01-01 open Expenses:Food
2000-01-01 open Expenses:Transport
2000-01-01 open Expenses:Shopping
2000-01-01 open Expenses:Housing
`;

/** Writes the starter ledger unless the file exists; true when it was written. */
export async function writeStarterLedger(file: string): Promise<boolean> {
  await makeDirectory(dirname(file));
  try {
    await writeFile(file, STARTER_LEDGER, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
