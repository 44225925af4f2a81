// The ledger written on a first start with no configuration, and for `user add` when the
// named ledger file does not exist yet. Small, but shaped like a real household ledger in China:
// the wallets, cards and credit lines people pay with (Alipay, WeChat, 余额宝, 花呗), money lent
// and owed, and a category for each kind of spending that typed entries (POST /bean/nlp/parse) and
// imports name, with catch-alls for the rest. With only five categories, half of the common
// sentences (电影票, 电费, 买药, 红包...) were booked on a stand-in such as Expenses:Food.
// The catch-alls take any currency: an imported statement in USD (an OFX file, interest) was a 422
// for the whole file while Income:Uncategorized allowed only CNY.

import { access, constants, lstat, open, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorCode, makeDirectory, pathInside } from './make-directory.ts';
import { keepDataDirOwner } from './keep-owner.ts';

export const STARTER_LEDGER = `;; Starter ledger created by beanledger. This file is the source of truth:
;; edit it by hand, with Fava or through the API. Rename, close or add accounts as you need;
;; an alias line under an open gives the words that name it when you type an entry, e.g.
;;   2000-01-01 open Assets:Bank:CMB CNY
;;     alias: "招行,招商银行"

option "title" "Household"
option "operating_currency" "CNY"

2000-01-01 commodity CNY
  name: "Chinese yuan"

2000-01-01 open Assets:Bank CNY
2000-01-01 open Assets:Alipay CNY
2000-01-01 open Assets:Yuebao CNY
  alias: "余额宝"
2000-01-01 open Assets:WeChat CNY
2000-01-01 open Assets:Cash CNY
2000-01-01 open Assets:Receivables CNY
2000-01-01 open Liabilities:CreditCard CNY
2000-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2000-01-01 open Liabilities:Payables CNY
2000-01-01 open Equity:Opening-Balances CNY
2000-01-01 open Income:Salary CNY
2000-01-01 open Income:Bonus CNY
2000-01-01 open Income:Interest CNY
2000-01-01 open Income:RedPacket CNY
2000-01-01 open Income:Uncategorized
2000-01-01 open Expenses:Food
2000-01-01 open Expenses:Transport
2000-01-01 open Expenses:Shopping
2000-01-01 open Expenses:Housing
2000-01-01 open Expenses:Utilities
2000-01-01 open Expenses:Health
2000-01-01 open Expenses:Entertainment
2000-01-01 open Expenses:Education
2000-01-01 open Expenses:Travel
2000-01-01 open Expenses:Gifts
2000-01-01 open Expenses:Fees
2000-01-01 open Expenses:Uncategorized
`;

/**
 * Writes the starter ledger unless the file exists; true when it was written. A ledger holds a
 * person's finances: made readable by its owner only (0600, its new directories 0700), as the
 * data directory's files are (security QA: 0644, readable by every user of the machine).
 */
export async function writeStarterLedger(file: string): Promise<boolean> {
  try {
    await makeDirectory(dirname(file), 0o700);
    await createStarterFile(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // (QA: a full data directory printed "ENOSPC: no space left on device, write", no file named)
    throw creationProblem(file, error);
  }
}

/**
 * Makes `file` (never over an existing one) with the starter text. A file it made and could not
 * fill is removed: an empty ledger left by a full disk was adopted, as it was, by the retry (QA).
 */
async function createStarterFile(file: string): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(STARTER_LEDGER);
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await unlink(file).catch(() => {});
    throw error;
  }
}

/** The ledger a new user gets: made now (a starter ledger), or an existing file adopted. */
export interface PreparedLedger {
  readonly created: boolean;
  /** Takes back what was made (the starter ledger and the directories made for it); best effort. */
  undo(): Promise<void>;
}

/** Node's `EACCES: permission denied, mkdir '/x'` as `permission denied`: no errno names, no syscalls. */
export function plainReason(error: unknown): string {
  const message = (error as Error).message;
  return /^[A-Z0-9_]+: ([^,]*)/.exec(message)?.[1] ?? message;
}

/** Why `file` could not be made, in words, from the error of the step that failed. */
function creationProblem(file: string, error: unknown): Error {
  const e = error as NodeJS.ErrnoException;
  const where = e.path ?? dirname(file);
  let reason: string;
  switch (e.code) {
    case 'ENOENT':
      reason = `the directory ${where === file ? dirname(file) : where} does not exist and cannot be created`;
      break;
    case 'ENOTDIR':
      reason = `${where} is not a directory`;
      break;
    case 'EACCES':
    case 'EPERM':
      reason = `permission denied in ${dirname(where)}`;
      break;
    case 'EROFS':
      reason = `${dirname(where)} is on a read-only file system`;
      break;
    case 'ENOSPC':
      reason = 'no space left on the device';
      break;
    default:
      reason = plainReason(error);
  }
  return new Error(`cannot create the ledger ${file}: ${reason}`);
}

/**
 * For `user add`: an existing `file` must be a readable regular file (it is adopted as it is);
 * a missing one is made, a starter ledger, with its missing directories. A directory made inside
 * `dataDir` as part of that gets the data directory's mode (0700). Throws one-line Errors in
 * plain words (no errno names); on a failure nothing made is left behind.
 */
export async function prepareLedger(file: string, dataDir?: string): Promise<PreparedLedger> {
  const found = await stat(file).catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return null;
    throw new Error(`cannot read the ledger ${file}: ${plainReason(error)}`);
  });
  if (found !== null) {
    if (!found.isFile()) throw new Error(`the ledger ${file} is not a regular file`);
    await access(file, constants.R_OK).catch((error: unknown) => {
      throw new Error(`cannot read the ledger ${file}: ${plainReason(error)}`);
    });
    return { created: false, undo: async () => {} };
  }
  if (await lstat(file).then(() => true, () => false)) throw new Error(`the ledger ${file} is a symbolic link to a missing file`);

  const made: string[] = [];
  let written = false;
  const undo = async () => {
    if (written) await unlink(file).catch(() => {});
    for (const dir of [...made].reverse()) await rmdir(dir).catch(() => {});
  };
  try {
    const inData = dataDir !== undefined && pathInside(dataDir, file) !== null;
    if (inData) made.push(...(await makeDirectory(dataDir!, 0o700)));
    made.push(...(await makeDirectory(dirname(file), 0o700)));
    try {
      await createStarterFile(file);
      written = true;
      // Inside the data directory or not (`user add --ledger /srv/ledgers/x.beancount` run with
      // sudo), what was made is the service's to write: the directories too (QA: a root-owned
      // ledger in a root-owned directory, every request of that user a 503).
      if (dataDir !== undefined) for (const path of [...made, file]) await keepDataDirOwner(path, dataDir);
    } catch (error) {
      // made meanwhile by someone else: theirs, adopted as it is
      if (errorCode(error) !== 'EEXIST') throw error;
      return { created: false, undo };
    }
  } catch (error) {
    await undo();
    throw creationProblem(file, error);
  }
  return { created: true, undo };
}
