// The statement's own ledger account. A CSV or PDF statement is one account: the `account`
// field, else (Alipay, WeChat) the account whose alias names the app, else the one named after it. An OFX file of one
// statement account is the `account` field's too when it is sent; else, and in a file of
// several statement accounts, each ACCTID maps to the open account whose `account_id` metadata
// equals it, and the `account` field stands for the one ACCTID that no metadata names.
import { Problem } from '../problem.ts';
import { nearestName } from '../text/nearest-name.ts';
import type { Statement, StatementRow } from './statement.ts';
import { PAYMENT_APPS, type LedgerIndex } from './ledger-index.ts';

export interface OwnAccounts {
  /** The ledger account the row's money moves in; a 400 Problem when the statement account has none. */
  forRow(row: StatementRow): string;
  /** The ledger account of a statement account id (OFX ACCTID), or null when it has none. */
  forAccountId(accountId: string | null): string | null;
  /** What the user should check: the account field sent for an ACCTID that account_id metadata gives to another account. */
  readonly warnings: readonly string[];
}

/** The accounts that payment apps' statements go to, each with its app (statement source: 'alipay', 'wechat'). */
export function appAccounts(index: LedgerIndex): Map<string, string> {
  const apps = new Map<string, string>();
  for (const source of Object.keys(PAYMENT_APPS)) {
    const account = index.appAccount(source);
    if (account !== null && !apps.has(account)) apps.set(account, source);
  }
  return apps;
}

/**
 * An app's export sent with the account of the other app (an Alipay export with account
 * Assets:WeChat, which the ledger names or aliases after WeChat): booked there as asked, and said,
 * as an OFX account field that overrules account_id metadata is.
 */
function otherAppsAccount(index: LedgerIndex, source: string, requested: string): string[] {
  const app = PAYMENT_APPS[source];
  if (app === undefined) return [];
  for (const [other, { title }] of Object.entries(PAYMENT_APPS)) {
    if (other === source || index.appAccount(other) !== requested) continue;
    const own = index.appAccount(source);
    const instead = own !== null && own !== requested ? `; ${app.title}'s account is ${own}` : '';
    return [`this is ${app.title}'s export, but account ${requested} is ${title}'s: booked there as the account field says${instead}`];
  }
  return [];
}

function accountRequired(accountId: string | null): Problem {
  const message = accountId !== null
    ? `no open account has account_id ${JSON.stringify(accountId)}: send the statement's account or add that metadata to its open directive`
    : "the statement's own account is required";
  return Problem.badRequest(message, [{ path: 'account', message }]);
}

/** "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** An ACCTID that several open accounts carry; `statementAccounts` is how many the file holds. */
function sharedAccountId(accountId: string, accounts: readonly string[], statementAccounts: number): Problem {
  const id = JSON.stringify(accountId);
  const keepOne = `${listOf(accounts)} ${accounts.length === 2 ? 'both' : 'all'} have account_id ${id}: keep that metadata on one of them`;
  const message =
    statementAccounts > 1
      ? `${keepOne} (the account field cannot choose: it stands for one statement account, and the file holds ${statementAccounts})`
      : `${keepOne}, or send the account field naming the one this statement is for`;
  return Problem.unprocessable(`the statement's ACCTID ${accountId} matches ${accounts.length} open accounts (${listOf(accounts)}): keep account_id ${id} on one of them`, [{ path: 'account', message }]);
}

function label(accountId: string | null): string {
  return accountId ?? '(none)';
}

/** The statement accounts that need a ledger account: those with rows or a stated balance, in file order. */
function statementAccountIds(statement: Statement): (string | null)[] {
  const ids = new Set<string | null>();
  for (const row of statement.rows) ids.add(row.accountId);
  for (const b of statement.balances ?? (statement.balance ? [statement.balance] : [])) ids.add(b.accountId);
  return [...ids];
}

export function resolveOwnAccounts(index: LedgerIndex, statement: Statement, requestedAccount: string | undefined): OwnAccounts {
  const requested = requestedAccount?.trim() || null;
  if (requested !== null && !index.open.has(requested)) {
    // (expat QA of session 48: `Assets:Bank:Barclay` was refused with no hint of Assets:Bank:Barclays,
    // which a posting's account gets)
    const nearest = index.everOpened.has(requested) ? null : nearestName(requested, index.open.keys(), ':');
    const why = index.everOpened.has(requested) ? 'is closed' : `is not open${nearest === null ? '' : ` (did you mean ${nearest}?)`}`;
    throw Problem.unprocessable(`account ${requested} ${why}`, [{ path: 'account', message: `${requested} ${why}` }]);
  }
  // A statement is of money held or owed: all its rows were booked as Expenses:Food's, its salary
  // too, when `account=Expenses:Food` was sent (QA of session 27).
  const { assets, liabilities } = index.rootNames;
  if (requested !== null && !requested.startsWith(`${assets}:`) && !requested.startsWith(`${liabilities}:`)) {
    const message = `must be an ${assets} or ${liabilities} account: a statement's own account holds or owes its money`;
    throw Problem.unprocessable(`account ${requested} is no ${assets} or ${liabilities} account`, [{ path: 'account', message }]);
  }
  if (statement.format !== 'ofx') {
    // (Alipay/WeChat exports name no account: the app's, by its alias or its name)
    const account = requested ?? index.appAccount(statement.source);
    return {
      forRow: () => {
        if (account === null) throw accountRequired(null);
        return account;
      },
      forAccountId: () => account,
      warnings: requested === null ? [] : otherAppsAccount(index, statement.source, requested),
    };
  }

  const ids = statementAccountIds(statement);
  if (requested !== null && ids.length <= 1) {
    // The account field is the statement's own account; account_id metadata is what names it when
    // the field is not sent. An ACCTID that is another account's account_id (or several accounts')
    // does not overrule it: the field says where this download goes. The report says so.
    return { forRow: () => requested, forAccountId: () => requested, warnings: overriddenAccountId(index, ids[0] ?? null, requested) };
  }
  const mapping = new Map<string | null, string | null>();
  const unmapped: (string | null)[] = [];
  for (const id of ids) {
    const candidates = id !== null ? index.accountsForId(id) : [];
    if (candidates.length > 1) {
      // Two open accounts with one account_id: never a guess. The `account` field settles it only
      // in a file of this one statement account (above); in a file of several, the field stands
      // for the ACCTID no metadata names and cannot say which of them this one is.
      throw sharedAccountId(id!, candidates, ids.length);
    }
    const account = candidates[0] ?? null;
    mapping.set(id, account);
    if (account === null) unmapped.push(id);
  }
  if (unmapped.length >= 2) {
    // one `account` field cannot say which of them it is
    const ids = unmapped.map(label).join(', ');
    throw Problem.unprocessable(
      `the OFX file holds ${unmapped.length} statement accounts (ACCTID ${ids}) that no open account names in its account_id metadata: ` +
        "set `account_id` metadata on each one's open directive (the account field can stand for one statement account only)",
      unmapped.map((id) => ({ path: 'account', message: `ACCTID ${label(id)}: no open account has account_id metadata ${JSON.stringify(label(id))}` })),
    );
  }
  if (unmapped.length === 1 && requested !== null) mapping.set(unmapped[0]!, requested);
  return {
    forRow: (row) => {
      const account = mapping.get(row.accountId);
      if (!account) throw accountRequired(row.accountId);
      return account;
    },
    forAccountId: (id) => mapping.get(id) ?? null,
    warnings: [],
  };
}

/** The warning when the account field wins over the account_id metadata of other accounts. */
function overriddenAccountId(index: LedgerIndex, accountId: string | null, requested: string): string[] {
  const carriers = accountId === null ? [] : index.accountsForId(accountId).filter((a) => a !== requested);
  if (carriers.length === 0) return [];
  return [`the statement's ACCTID ${accountId} is the account_id of ${listOf(carriers)}, but the account field sends it to ${requested}: the field wins; check that this download is ${requested}'s`];
}
