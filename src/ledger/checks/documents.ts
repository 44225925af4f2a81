// ops/documents.py, verify_document_files_exist: a document directive must name an existing
// file. (Finding documents in the `documents` directories is not done here.)
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import type { Directive, Document, LedgerError } from '../core/directives.ts';

/** The document's file: a relative name is relative to the ledger file it is written in. */
export function documentPath(d: Document): string {
  if (isAbsolute(d.filename) || !isAbsolute(d.source.file)) return d.filename;
  return join(dirname(d.source.file), d.filename);
}

export function missingDocumentError(d: Document): LedgerError | null {
  const file = documentPath(d);
  return existsSync(file) ? null : { source: d.source, message: `File does not exist: "${file}"`, kind: 'document', entry: d };
}

export function verifyDocumentFiles(entries: readonly Directive[]): LedgerError[] {
  const errors: LedgerError[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type !== 'document') continue;
    const error = missingDocumentError(e);
    if (error) errors.push(error);
  }
  return errors;
}
