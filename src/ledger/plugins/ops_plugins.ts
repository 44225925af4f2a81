// Beancount's own transformations as plugins. With `option "plugin_processing_mode" "raw"` a
// ledger runs only the plugins it lists, and lists these itself (beancount.ops.pad,
// beancount.ops.documents, beancount.ops.balance) where it wants them among the others, as
// plugins such as beancount_interpolate ask. Each is the step the default mode runs.
import type { Directive, LedgerError } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { checkBalances, withBalanceDiffs } from '../checks/balance.ts';
import { verifyDocumentFiles } from '../checks/documents.ts';
import { addFoundDocuments } from '../checks/find_documents.ts';
import { insertPadding } from '../checks/pad.ts';
import { customWithoutValues, realizationFailure } from '../checks/custom_without_values.ts';
import type { PluginContext } from './run_plugins.ts';

type Result = { directives: Directive[]; errors: LedgerError[] };

/** ops/pad.py's `pad`, which fails on a custom directive without values (see custom_without_values.ts). */
export function padPlugin(entries: readonly Directive[], options: LedgerOptions): Result {
  const unreadable = customWithoutValues(entries);
  if (unreadable !== undefined) throw new Error(realizationFailure(unreadable));
  return insertPadding(entries, options);
}

/**
 * ops/documents.py's `process_documents`: the documents found in the `documents` directories,
 * which the context is told of (a file added there changes the load).
 */
export function processDocumentsPlugin(entries: readonly Directive[], options: LedgerOptions, _config: string | null, context: PluginContext): Result {
  const { found, directives } = addFoundDocuments(entries, options.documents, context.mainFile);
  context.documents.push(found);
  return { directives: directives ?? [...entries], errors: [...found.errors] };
}

/** ops/documents.py's `verify_document_files_exist`. */
export function verifyDocumentsPlugin(entries: readonly Directive[]): Result {
  return { directives: [...entries], errors: verifyDocumentFiles(entries) };
}

/** ops/balance.py's `check`: a failed assertion stays in the entries as a copy with its difference. */
export function balancePlugin(entries: readonly Directive[], options: LedgerOptions): Result {
  const checked = checkBalances(entries, options);
  return { directives: withBalanceDiffs(checked.directives, checked.outcomes), errors: checked.errors };
}
