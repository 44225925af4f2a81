// The files the store makes beside a ledger, and deletes when it finds them left over: its lock
// `<ledger>.lock` (beside the real file), the file that lock is made from,
// `<ledger>.lock.<pid>.<random>` (file-lock.ts), the note of the append under way,
// `<ledger>.lock.append` (torn-append.ts), and the copy bean-check reads,
// `.<ledger>.beanledger-check-<hex>.tmp` (bean-check-gate.ts). A ledger named like one of them
// could be deleted as another ledger's, so no ledger may be named so, in whatever directory.

/** The lock file of the ledger whose real path is `realFile`. */
export function lockFileOf(realFile: string): string {
  return `${realFile}.lock`;
}

/** Which of those files a file named `name` could be, in words ("the lock file of a ledger x"), or null. */
export function ledgerSideFileKind(name: string): string | null {
  const lock = /^(.*)\.lock$/.exec(name);
  if (lock !== null) return `the lock file of ${aLedger(lock[1]!)}`;
  const lockSource = /^(.*)\.lock\.\d+\.[a-z0-9]+$/.exec(name);
  if (lockSource !== null) return `the file the lock of ${aLedger(lockSource[1]!)} is made from`;
  const appendNote = /^(.*)\.lock\.append$/.exec(name);
  if (appendNote !== null) return `the note of the append under way to ${aLedger(appendNote[1]!)}`;
  // Wider than the names bean-check-gate.ts makes: a name near them is refused too.
  const checkCopy = /^\.(.*)\.beanledger-check-.*\.tmp$/.exec(name);
  if (checkCopy !== null) return `the copy of ${aLedger(checkCopy[1]!)} that bean-check reads`;
  return null;
}

/** "a ledger x", or "a ledger" for the empty name of `.lock` (it said "a ledger ,"). */
function aLedger(name: string): string {
  return name === '' ? 'a ledger' : `a ledger ${name}`;
}
