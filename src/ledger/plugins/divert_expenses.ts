// beancount.plugins.divert_expenses: the configuration is a Python dict literal,
// `{'tag': 'kid', 'account': 'Expenses:Child'}`. In every transaction tagged with the tag (written
// without its '#'), each posting to an Expenses account (the name_expenses option) moves to the
// configured account, and so does any posting with the metadata `divert: TRUE`, whatever its
// account; `divert:` with any other value than TRUE or NULL (FALSE, "TRUE", 1) keeps a posting
// where it is. A moved posting keeps its flag and numbers, and its metadata is replaced by
// `diverted_account: "<the account it was on>"` alone (a posting booking filled in so no longer
// counts as interpolated, as Beancount drops its `__automatic__`). Nothing opens the account: a
// ledger that does not gets Beancount's unknown-account errors.
//
// Configuration, as Beancount 2.3 runs it: none, or one that is not a dict (the plugin's own
// docstring shows a list, which fails), or a dict without 'tag' or 'account', makes the plugin
// fail; a tag that is not a string diverts nothing, and one that is unhashable (a list) fails on
// the first transaction; an account that is not a valid name is posted to as it is (and is then
// unknown).
//
// Differences: the configuration is read as a literal (python_literal.ts), where Beancount
// evaluates any Python expression. An account that is not a string fails the plugin here when a
// posting would move to it; Beancount posts to it and then fails outside any plugin, with a
// traceback, so bean-check cannot check such a ledger. The moved posting keeps its source (its
// line), where Beancount's new metadata has no line: the engine places postings by their source.
import type { Directive, LedgerError, Posting, Transaction } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { checkEvaluable, PythonDict, pythonHashKey } from './python_dict.ts';
import { pythonTypeName, readPythonLiteral } from './python_literal.ts';

/** account_types.is_account_type: re.match('^<root>:', account), the root name used as a pattern. */
export function isAccountOfType(root: string, account: string): boolean {
  if (!/[\\^$.|?*+()[\]{}]/.test(root)) return account.startsWith(`${root}:`);
  // A root name with pattern characters (an odd option): match it as a pattern, at the start only.
  const pattern = new RegExp(`^${root}:`, 'y');
  return pattern.test(account);
}

export function divertExpenses(entries: readonly Directive[], options: LedgerOptions, config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  if (config === null) throw new Error("divert_expenses() missing 1 required positional argument: 'config_str'");
  const literal = readPythonLiteral(config);
  checkEvaluable(literal);
  if (literal.kind !== 'dict') throw new Error('Invalid plugin configuration: should be a single dict.');
  const dict = new PythonDict(literal);
  const tag = dict.get('tag');
  if (tag === undefined) throw new Error("the configuration has no 'tag' (KeyError: 'tag')");
  const account = dict.get('account');
  if (account === undefined) throw new Error("the configuration has no 'account' (KeyError: 'account')");
  const expenses = options.rootNames.expenses;

  const divert = (e: Transaction): Transaction => {
    const postings = e.postings.map((p): Posting => {
      const flag = p.meta.divert;
      const diverted = flag === undefined || flag.type === 'null' ? isAccountOfType(expenses, p.account) : flag.type === 'bool' && flag.value;
      if (!diverted) return p;
      if (account.kind !== 'str') throw new Error(`the account to divert to must be a string, not ${pythonTypeName(account)} (Beancount fails after the plugin)`);
      return { ...p, account: account.value, meta: { diverted_account: { type: 'string', value: p.account } }, interpolated: false };
    });
    return { ...e, postings };
  };

  const directives = entries.map((e) => {
    if (e.type !== 'transaction') return e;
    // `tag in entry.tags`: an unhashable tag fails; one that is not a string is in no set of tags.
    pythonHashKey(tag);
    return tag.kind === 'str' && e.tags.includes(tag.value) ? divert(e) : e;
  });
  return { directives, errors: [] };
}
