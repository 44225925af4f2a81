// validate_open_close: one open and one close per account, a close only after its open.
import type { Close, Directive, LedgerError, Open } from '../core/directives.ts';

export function validateOpenClose(entries: readonly Directive[]): LedgerError[] {
  const errors: LedgerError[] = [];
  const opens = new Map<string, Open>();
  const closes = new Map<string, Close>();
  for (const entry of entries) {
    if (entry.type === 'open') {
      if (opens.has(entry.account)) errors.push(openCloseError(entry, `Duplicate open directive for ${entry.account}`));
      else opens.set(entry.account, entry);
    } else if (entry.type === 'close') {
      if (closes.has(entry.account)) {
        errors.push(openCloseError(entry, `Duplicate close directive for ${entry.account}`));
        continue;
      }
      const open = opens.get(entry.account);
      if (open === undefined) errors.push(openCloseError(entry, `Unopened account ${entry.account} is being closed`));
      else if (entry.date <= open.date)
        errors.push(openCloseError(entry, `Internal error: closing date for ${entry.account} appears before opening date`));
      closes.set(entry.account, entry);
    }
  }
  return errors;
}

function openCloseError(entry: Directive, message: string): LedgerError {
  return { source: entry.source, message, kind: 'validation', entry };
}
