// The errors of the ledger's checks as an answer's problem details: each with its file, relative
// to the ledger's directory, and its line, and the request's field it is about when there is one.
import type { LedgerError, RawDirective } from '../ledger/core/directives.ts';
import type { ProblemDetail } from '../problem.ts';
import { relativeFile, relativeMessage } from './relative-paths.ts';
import { postingFieldOf } from './refusal-words.ts';

/** Ledger errors as problem details, positions relative to the ledger's directory. */
/**
 * Errors as problem details, each with its file and line. `request` is a write of one
 * transaction from a request: an error of one of its postings names it by its path there,
 * `body/postings/N` (QA: "Cost is negative" named no posting), and an error about the account or
 * currency of one of them names that field (`body/postings/0/account`).
 */
export function ledgerErrors(directory: string, errors: readonly LedgerError[], request?: { postingsPath: string; written: readonly RawDirective[] }): ProblemDetail[] {
  const only = request?.written.length === 1 && request.written[0]!.type === 'transaction' ? request.written[0]! : null;
  return errors.map((e) => {
    const file = relativeFile(directory, e.source.file);
    const posting = only === null || e.source.file !== only.source.file ? -1 : only.postings.findIndex((p) => p.source.line === e.source.line);
    // (QA: an unknown account, one not open on the date, a currency it does not take had no path)
    const field = only === null || only.type !== 'transaction' || posting >= 0 ? null : postingFieldOf(e, only);
    const path = posting >= 0 ? `${request!.postingsPath}/${posting}` : field !== null ? `${request!.postingsPath}/${field}` : '';
    return { path, message: relativeMessage(directory, e.message), file, line: e.source.line } as ProblemDetail;
  });
}
