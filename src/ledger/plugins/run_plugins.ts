// Runs the `plugin` directives of the main file in order. Only the plugins this engine
// implements run; a name under `beancount.` that Beancount 2.3 cannot import is an error, as in
// Beancount; any other plugin is reported as a warning, never a crash.
import { WARNING_KIND, type Directive, type LedgerError, type Source } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { localDate } from '../core/calendar.ts';
import { timed, type TimingSink } from '../core/timings.ts';
import type { ReadGuard } from '../load.ts';
import { autoOpenAccounts } from './auto_accounts.ts';
import { addImplicitPrices } from './implicit_prices.ts';
import { checkCommodityDirectives } from './check_commodity.ts';
import { checkLeafOnly } from './leaf_only.ts';
import { checkNoDuplicates } from './no_duplicates.ts';
import { checkOneCommodity } from './one_commodity.ts';
import { checkSellGains } from './sell_gains.ts';
import { checkAverageCost } from './check_average_cost.ts';
import { checkCommodityAttributes } from './commodity_attr.ts';
import { checkUniquePrices } from './unique_prices.ts';
import { checkNoUnused } from './no_unused.ts';
import { checkCoherentCost } from './coherent_cost.ts';
import { checkClosing } from './check_closing.ts';
import { addUnrealizedGains } from './unrealized.ts';
import { excludeTagged } from './exclude_tag.ts';
import { fillAccount } from './fill_account.ts';
import { markUnverified } from './mark_unverified.ts';
import { tagPending } from './tag_pending.ts';
import { insertCurrencyAccounts } from './currency_accounts.ts';
import { bookConversions } from './book_conversions.ts';
import { splitExpenses } from './split_expenses.ts';
import { divertExpenses } from './divert_expenses.ts';
import { addIraContributions } from './ira_contribs.ts';
import { linkDocuments } from './fava_link_documents.ts';
import { tagDiscoveredDocuments } from './fava_tag_discovered_documents.ts';
import { fixPayees } from './fix_payees.ts';
import { mergeMeta } from './merge_meta.ts';
import { forecast } from './forecast.ts';
import { balancePlugin, padPlugin, processDocumentsPlugin, verifyDocumentsPlugin } from './ops_plugins.ts';
import type { FoundDocuments } from '../checks/find_documents.ts';
import { beancountImportFailure, isInBeancountPackage } from './beancount_modules.ts';

export interface PluginDirective {
  readonly name: string;
  readonly config: string | null;
  readonly source: Source;
}

type PluginResult = { directives: Directive[]; errors: LedgerError[] };
/** What a plugin is told of the load besides the entries, and what it tells back. */
export interface PluginContext {
  /** The ledger's main file as loaded (Beancount's options_map['filename']). */
  readonly mainFile: string;
  /**
   * Files outside the ledger that a plugin reads (merge_meta's), noted before reading them, so
   * that a change to one, even after a failure, makes the service load the ledger again.
   */
  readonly files: string[];
  /** Today's date, for a plugin whose outcome depends on it (forecast); asking is noted. */
  today(): string;
  /** What each run of beancount.ops.documents found (its directories are watched). */
  readonly documents: FoundDocuments[];
  /** Which files a plugin may read (merge_meta's), as the load's includes (see ReadGuard); unset: any. */
  readonly guard?: ReadGuard;
}

type PluginFunction = (entries: readonly Directive[], options: LedgerOptions, config: string | null, context: PluginContext) => PluginResult;

// beancount.ops.documents is two functions (each run, and failing, on its own); they are parts of
// a combined plugin, under names with a space that no Python module has: a `plugin` line giving
// one fails to import, in Beancount and here (beancountImportFailure).
const OPS_DOCUMENTS_PARTS = ['beancount.ops.documents process_documents', 'beancount.ops.documents verify_document_files_exist'] as const;

export const SUPPORTED_PLUGINS: ReadonlyMap<string, PluginFunction> = new Map<string, PluginFunction>([
  ['beancount.plugins.auto_accounts', autoOpenAccounts],
  ['beancount.plugins.implicit_prices', addImplicitPrices],
  ['beancount.plugins.check_commodity', checkCommodityDirectives],
  ['beancount.plugins.noduplicates', checkNoDuplicates],
  ['beancount.plugins.unique_prices', checkUniquePrices],
  ['beancount.plugins.leafonly', checkLeafOnly],
  ['beancount.plugins.onecommodity', (entries, _options, config) => checkOneCommodity(entries, config)],
  ['beancount.plugins.sellgains', checkSellGains],
  ['beancount.plugins.check_average_cost', (entries, _options, config) => checkAverageCost(entries, config)],
  ['beancount.plugins.commodity_attr', (entries, _options, config) => checkCommodityAttributes(entries, config)],
  ['beancount.plugins.nounused', checkNoUnused],
  ['beancount.plugins.coherent_cost', checkCoherentCost],
  ['beancount.plugins.check_closing', checkClosing],
  ['beancount.plugins.unrealized', addUnrealizedGains],
  ['beancount.plugins.exclude_tag', excludeTagged],
  ['beancount.plugins.fill_account', (entries, _options, config) => fillAccount(entries, config)],
  ['beancount.plugins.mark_unverified', markUnverified],
  ['beancount.plugins.tag_pending', tagPending],
  ['beancount.plugins.fix_payees', fixPayees],
  ['beancount.plugins.merge_meta', mergeMeta],
  ['beancount.plugins.forecast', (entries, _options, _config, context) => forecast(entries, () => context.today())],
  ['beancount.plugins.currency_accounts', insertCurrencyAccounts],
  ['beancount.plugins.book_conversions', bookConversions],
  ['beancount.plugins.split_expenses', splitExpenses],
  ['beancount.plugins.divert_expenses', divertExpenses],
  ['beancount.plugins.ira_contribs', (entries, _options, config) => addIraContributions(entries, config)],
  ['beancount.ops.pad', padPlugin],
  [OPS_DOCUMENTS_PARTS[0], processDocumentsPlugin],
  [OPS_DOCUMENTS_PARTS[1], verifyDocumentsPlugin],
  ['beancount.ops.balance', balancePlugin],
  ['fava.plugins.link_documents', linkDocuments],
  ['fava.plugins.tag_discovered_documents', tagDiscoveredDocuments],
]);

/**
 * Plugins made of others (loader.combine_plugins): each part runs in turn with the plugin's
 * configuration, and one that fails loses its own errors only.
 */
const COMBINED_PLUGINS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['beancount.plugins.auto', ['beancount.plugins.auto_accounts', 'beancount.plugins.implicit_prices']],
  ['beancount.ops.documents', OPS_DOCUMENTS_PARTS],
  [
    'beancount.plugins.pedantic',
    [
      'beancount.plugins.check_commodity',
      'beancount.plugins.coherent_cost',
      'beancount.plugins.leafonly',
      'beancount.plugins.noduplicates',
      'beancount.plugins.nounused',
      'beancount.plugins.onecommodity',
      'beancount.plugins.sellgains',
      'beancount.plugins.unique_prices',
    ],
  ],
]);

/**
 * The plugins whose Python function takes no configuration, by that function's name: given one,
 * Beancount's call fails with Python's TypeError and the plugin does nothing.
 */
const WITHOUT_CONFIGURATION: ReadonlyMap<string, string> = new Map([
  ['beancount.plugins.auto_accounts', 'auto_insert_open'],
  ['beancount.plugins.implicit_prices', 'add_implicit_prices'],
  ['beancount.plugins.check_closing', 'check_closing'],
  ['beancount.plugins.check_commodity', 'validate_commodity_directives'],
  ['beancount.plugins.coherent_cost', 'validate_coherent_cost'],
  ['beancount.plugins.exclude_tag', 'exclude_tag'],
  ['beancount.plugins.forecast', 'forecast_plugin'],
  ['beancount.plugins.leafonly', 'validate_leaf_only'],
  ['beancount.plugins.mark_unverified', 'mark_unverified'],
  ['beancount.plugins.noduplicates', 'validate_no_duplicates'],
  ['beancount.plugins.nounused', 'validate_unused_accounts'],
  ['beancount.plugins.sellgains', 'validate_sell_gains'],
  ['beancount.plugins.tag_pending', 'tag_pending_plugin'],
  ['beancount.plugins.unique_prices', 'validate_unique_prices'],
  ['fava.plugins.link_documents', 'link_documents'],
  ['fava.plugins.tag_discovered_documents', 'tag_discovered_documents'],
  ['beancount.ops.pad', 'pad'],
  [OPS_DOCUMENTS_PARTS[0], 'process_documents'],
  [OPS_DOCUMENTS_PARTS[1], 'verify_document_files_exist'],
  ['beancount.ops.balance', 'check'],
]);

/** Whether the plugin runs in full with its configuration (no part of it takes none and is given one). */
export function runsAsConfigured(plugin: Pick<PluginDirective, 'name' | 'config'>): boolean {
  return plugin.config === null || !(COMBINED_PLUGINS.get(plugin.name) ?? [plugin.name]).some((part) => WITHOUT_CONFIGURATION.has(part));
}

/** Whether the engine runs the plugin of this name as Beancount 2.3 does. */
function runsPlugin(name: string): boolean {
  return (SUPPORTED_PLUGINS.has(name) && !name.includes(' ')) || COMBINED_PLUGINS.has(name);
}

/**
 * Whether the engine does with this `plugin` line what Beancount 2.3 does: runs the plugin, or,
 * for any other name in Beancount's own package, reports that it cannot be imported or, for a
 * module without plugins, does nothing. Only for the other names is the outcome unknown here.
 */
export function isSupportedPlugin(name: string): boolean {
  return runsPlugin(name) || isInBeancountPackage(name);
}

/** The plugins whose outcome the incremental check of an addition models (ledger_index.ts). */
const MODELLED_INCREMENTALLY: ReadonlySet<string> = new Set([
  'beancount.plugins.auto_accounts',
  'beancount.plugins.implicit_prices',
  'beancount.plugins.auto',
]);

/**
 * Whether a write to a ledger with this plugin is checked by running the whole pipeline again:
 * every plugin but the modelled ones (the others look at the whole ledger), and a modelled one
 * that fails on its configuration.
 */
export function needsWholeCheck(plugin: Pick<PluginDirective, 'name' | 'config'>): boolean {
  // a name in Beancount's package that runs nothing (not a plugin, or not there) cannot reject a write
  if (!runsPlugin(plugin.name) && isInBeancountPackage(plugin.name)) return false;
  return !MODELLED_INCREMENTALLY.has(plugin.name) || !runsAsConfigured(plugin);
}


export function runPlugins(
  entries: readonly Directive[],
  plugins: readonly PluginDirective[],
  options: LedgerOptions,
  mainFile = '<string>',
  timings?: TimingSink,
  guard?: ReadGuard,
): { directives: Directive[]; errors: LedgerError[]; files: string[]; todayRead: string | null; documents: FoundDocuments | null } {
  let todayRead: string | null = null;
  const context: PluginContext = { mainFile, files: [], today: () => (todayRead ??= localDate()), documents: [], ...(guard === undefined ? {} : { guard }) };
  let current: Directive[] = [...entries];
  const errors: LedgerError[] = [];
  for (const plugin of plugins) {
    if (!isSupportedPlugin(plugin.name)) {
      errors.push({ source: plugin.source, message: `Plugin "${plugin.name}" is not supported here; it was not run`, kind: WARNING_KIND });
      continue;
    }
    const importFailure = beancountImportFailure(plugin.name);
    if (importFailure !== null) {
      // Beancount's words and place, without its traceback (the paths of one Python installation)
      errors.push({ source: { file: '<load>', line: 0 }, message: `Error importing "${plugin.name}": ModuleNotFoundError: ${importFailure}`, kind: 'plugin' });
      continue;
    }
    // a module of Beancount without __plugins__: Beancount imports it and runs nothing
    if (!runsPlugin(plugin.name)) continue;
    for (const part of COMBINED_PLUGINS.get(plugin.name) ?? [plugin.name]) {
      let result: PluginResult;
      const unconfigurable = plugin.config === null ? undefined : WITHOUT_CONFIGURATION.get(part);
      if (unconfigurable !== undefined) {
        errors.push({ source: plugin.source, message: `Plugin "${plugin.name}" failed: ${unconfigurable}() takes 2 positional arguments but 3 were given`, kind: 'plugin' });
        continue;
      }
      try {
        const input = current;
        result = timed(timings, part, 1, () => SUPPORTED_PLUGINS.get(part)!(input, options, plugin.config, context));
      } catch (err) {
        // e.g. a configuration that is not a valid regular expression here
        errors.push({ source: plugin.source, message: `Plugin "${plugin.name}" failed: ${(err as Error).message}`, kind: 'plugin' });
        continue;
      }
      errors.push(...result.errors);
      // Beancount sorts after every plugin; the plugins here already return sorted lists.
      current = result.directives;
    }
  }
  return { directives: current, errors, files: context.files, todayRead, documents: context.documents.at(-1) ?? null };
}
