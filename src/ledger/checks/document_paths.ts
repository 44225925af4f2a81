// validate_documents_paths: a document's file must resolve to an absolute path. Beancount's parser
// makes a relative name absolute against the file it was written in, so only text parsed without
// a real file name (a string source) can leave it relative.
import { isAbsolute } from 'node:path';
import type { Directive, LedgerError } from '../core/directives.ts';

export function validateDocumentPaths(entries: readonly Directive[]): LedgerError[] {
  const errors: LedgerError[] = [];
  for (const e of entries)
    if (e.type === 'document' && !isAbsolute(e.filename) && !isAbsolute(e.source.file))
      errors.push({ source: e.source, message: 'Invalid relative path for entry', kind: 'validation', entry: e });
  return errors;
}
