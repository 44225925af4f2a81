// Runs the `plugin` directives of the main file in order. Only the plugins this engine
// implements run; any other is reported as a warning, never a crash.
import type { Directive, LedgerError, Source } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { autoOpenAccounts } from './auto_accounts.ts';
import { addImplicitPrices } from './implicit_prices.ts';

export interface PluginDirective {
  readonly name: string;
  readonly config: string | null;
  readonly source: Source;
}

type PluginFunction = (entries: readonly Directive[], options: LedgerOptions) => { directives: Directive[]; errors: LedgerError[] };

export const SUPPORTED_PLUGINS: ReadonlyMap<string, PluginFunction> = new Map<string, PluginFunction>([
  ['beancount.plugins.auto_accounts', autoOpenAccounts],
  ['beancount.plugins.implicit_prices', addImplicitPrices],
]);

/** kind of a LedgerError that does not make the ledger fail its check. */
export const WARNING_KIND = 'warning';

export function runPlugins(entries: readonly Directive[], plugins: readonly PluginDirective[], options: LedgerOptions): { directives: Directive[]; errors: LedgerError[] } {
  let current: Directive[] = [...entries];
  const errors: LedgerError[] = [];
  for (const plugin of plugins) {
    const run = SUPPORTED_PLUGINS.get(plugin.name);
    if (run === undefined) {
      errors.push({ source: plugin.source, message: `Plugin "${plugin.name}" is not supported here; it was not run`, kind: WARNING_KIND });
      continue;
    }
    const result = run(current, options);
    errors.push(...result.errors);
    // Beancount sorts after every plugin; the plugins here already return sorted lists.
    current = result.directives;
  }
  return { directives: current, errors };
}
