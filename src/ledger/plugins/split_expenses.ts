// beancount.plugins.split_expenses: the configuration names the members of a group, separated by
// whitespace ("Martin Caroline"). Every posting to an Expenses account (its root is the
// name_expenses option) whose name contains none of the members, anywhere and in any part (the
// plugin searches the name for each member as a substring), is replaced, in its place, by one
// posting per member in the order written, to the sub-account `<account>:<member>`, for the
// units divided by the number of members as Python's decimal divides (28 digits, half-even: 10
// USD among 3 is 3.333333333333333333333333333 USD each, which leaves the transaction off by
// 1E-27 and fails its balance check when nothing else sets a tolerance). The split postings keep
// the posting's flag, cost, price and metadata, and count as interpolated (Beancount marks them
// `__automatic__`, so they set no tolerance). A blank configuration names no member: the plugin's
// pattern is then empty and matches every account, so nothing is split. Each sub-account that no
// open or close names is opened (file `<split_expenses>`, line 0) on the date of the first entry
// of the ledger; Beancount 2.3 fails on a ledger without entries ("list index out of range") and
// without a configuration (its function requires one).
//
// Difference: Beancount makes those opens in the order of a Python set of strings, which changes
// from one run to the next (string hashing is randomised per process); here they are in the
// order of their names. The split postings keep the posting's source (its line), as Beancount
// keeps its metadata.
import { Decimal } from '../core/decimal.ts';
import { compareDirectives, type Directive, type LedgerError, type Open, type Posting, type Source } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { isMadePostingMeta } from '../core/synthesised.ts';
import { PY_SPACE_CLASS_BODY } from './python_re.ts';

const SPLIT_EXPENSES_SOURCE: Source = { file: '<split_expenses>', line: 0 };

/** Python's str.split() with no argument: runs of the characters str.isspace() accepts separate the words. */
const PYTHON_WHITESPACE = new RegExp(`[${PY_SPACE_CLASS_BODY}]+`, 'u');

/** The members a configuration names. */
export function splitMembers(config: string): string[] {
  return config.split(PYTHON_WHITESPACE).filter((word) => word !== '');
}

export function splitExpenses(entries: readonly Directive[], options: LedgerOptions, config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  if (config === null) throw new Error("split_expenses() missing 1 required positional argument: 'config'");
  const members = splitMembers(config);
  const expenses = options.rootNames.expenses;
  // re.compile('|'.join(map(re.escape, members))).search: with no member, the empty pattern matches anything.
  const isIndividual = (account: string) => members.length === 0 || members.some((m) => account.includes(m));
  const count = Decimal.fromInt(members.length);
  const newAccounts = new Set<string>();

  const directives = entries.map((e) => {
    if (e.type !== 'transaction') return e;
    const postings: Posting[] = [];
    let changed = false;
    for (const p of e.postings) {
      if (p.account.split(':')[0] !== expenses || isIndividual(p.account)) {
        postings.push(p);
        continue;
      }
      changed = true;
      const units = { number: p.units.number.div(count), currency: p.units.currency };
      // `posting.meta.copy() if posting.meta else {}`: a posting the pipeline made (meta None) gets a dict
      const meta = isMadePostingMeta(p.meta) ? {} : p.meta;
      for (const member of members) {
        const account = `${p.account}:${member}`;
        newAccounts.add(account);
        postings.push({ ...p, account, units, meta, interpolated: true });
      }
    }
    return changed ? { ...e, postings } : e;
  });

  if (entries.length === 0) throw new Error('list index out of range');
  const openDate = entries[0]!.date;
  const named = new Set<string>();
  for (const e of entries) if (e.type === 'open' || e.type === 'close') named.add(e.account);
  const opens: Open[] = [...newAccounts]
    .filter((account) => !named.has(account))
    .sort()
    .map((account) => ({ type: 'open', date: openDate, account, currencies: [], booking: null, meta: {}, source: SPLIT_EXPENSES_SOURCE }));
  if (opens.length === 0) return { directives, errors: [] };
  return { directives: [...opens, ...directives].sort(compareDirectives), errors: [] };
}
