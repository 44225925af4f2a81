// `contributed 500 to my 401k`: 401k, 403(b), 457b, a 529 plan, an IRA, an HSA are names of
// accounts, never amounts (the k of 401k read as thousands booked 401000 of dining). The word
// names the ledger's account for that plan: one whose name says it (Assets:US:Fidelity:401k:Cash),
// else the account the plan's income went to in the history (Income:US:Babble:Match401k beside
// Assets:US:Vanguard:Cash). Money put there is a move between accounts of mine, not spending.
import { Problem } from '../../problem.ts';
import type { Guesses } from './guesses.ts';
import type { Intent } from '../direction.ts';
import type { NlpIndex, TermEntry } from '../ledger-index.ts';
import type { Span, TermMention } from '../mentions.ts';
import { accepts, mostFrequent } from '../account-choice.ts';
import { ASSETS, INCOME, filterFor } from './account-filter.ts';

export interface PlanSaid extends Span {
  /** As said (401(k), Roth IRA). */
  readonly word: string;
  /** The plan's account, or null when the ledger has none. */
  readonly account: string | null;
  /** How the account was found: its name, or the history of the plan's income. */
  readonly how: string;
}

// (a bare 529 is a plan only after my/our/the and before what may follow an account: `paid 529 for
// the tv` and `paid the 529 bill` are money)
const PLAN = /\b(?:40[13]\s*\(\s*[kb]\s*\)|401k|403b|457\s*\(\s*b\s*\)|457b|529\s+plans?|(?:roth|traditional|rollover|sep)\s+ira|hsa)(?![\w(])|(?<=\b(?:my|our|the|his|her|their)\s+)(?:529|ira)\b(?=\s*(?:$|[,.;:!?$\d]|(?:plans?|accounts?|contributions?|from|with|using|via|at|on|to|for)\b))/gi;
// (IRA in capitals alone: Ira is also a name)
const IRA = /\bIRA\b/g;

/** The plan's key, as account names write it (401(k) -> 401k, Roth IRA -> roth). */
function keyOf(word: string): string {
  const folded = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (folded.startsWith('roth')) return 'roth';
  if (folded.endsWith('ira')) return 'ira';
  return folded.replace(/plans?$/, '');
}

/** Whether a segment of an account name names the plan (PreTax401k, RothIRA, HSA). */
function segmentNames(segment: string, key: string): boolean {
  const s = segment.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (key === 'ira') return s.startsWith('ira') || s.endsWith('ira') || s.includes('roth');
  return s.includes(key);
}

function planAccount(index: NlpIndex, key: string, date: string): { account: string; how: string } | null {
  const filter = filterFor([ASSETS], date, index.defaultCurrency, index.claims);
  const named = [...index.accounts.keys()].filter((a) => a.split(':').slice(1).some((s) => segmentNames(s, key)) && accepts(index, filter, a));
  if (named.length > 0) {
    // (Assets:US:Fidelity:401k beside its :Cash: the one money was put in most)
    const best = [...named].sort((a, b) => (index.usage.get(b) ?? 0) - (index.usage.get(a) ?? 0) || a.localeCompare(b))[0]!;
    return { account: best, how: `its name says ${keyOf(best.split(':').find((s) => segmentNames(s, key)) ?? key)}` };
  }
  const incomes = [...index.accounts.keys()].filter((a) => a.startsWith(`${INCOME}:`) && a.split(':').slice(1).some((s) => segmentNames(s, key)));
  for (const income of incomes) {
    const account = mostFrequent(index, index.fundingByCounter.get(income), filter);
    if (account !== null) return { account, how: `where ${income} went in the history` };
  }
  return null;
}

/** Whether the words are a plan's name alone (401k, my roth ira). */
export function namesPlan(words: string): boolean {
  const plan = new RegExp(`^\\s*(?:(?:my|our|the|his|her|their)\\s+)?(?:${PLAN.source}|${IRA.source})\\s*$`, 'i');
  return plan.test(words);
}

/** The retirement and savings plans said (401k, Roth IRA), each with the ledger's account for it. */
export function plansSaid(index: NlpIndex, text: string, date: string): PlanSaid[] {
  const said = [...text.matchAll(PLAN)];
  for (const m of text.matchAll(IRA)) if (!said.some((s) => s.index < m.index + m[0].length && m.index < s.index + s[0].length)) said.push(m);
  return said.sort((a, b) => a.index - b.index).map((m) => {
    const found = planAccount(index, keyOf(m[0]), date);
    return { start: m.index, end: m.index + m[0].length, word: m[0], account: found?.account ?? null, how: found?.how ?? '' };
  });
}

/** The mentions with each plan said as a mention of its account (words it overlaps dropped). */
export function withPlanMentions(mentions: readonly TermMention[], plans: readonly PlanSaid[]): TermMention[] {
  const named = plans.filter((p) => p.account !== null);
  const kept = mentions.filter((m) => !named.some((p) => m.start < p.end && p.start < m.end));
  const added = named.map((p): TermMention => {
    const entry: TermEntry = { term: p.word.toLowerCase(), hits: [{ account: p.account!, weight: 8, rank: 0, leaf: true, named: p.account! }] };
    return { start: p.start, end: p.end, entry };
  });
  return [...kept, ...added].sort((a, b) => a.start - b.start);
}

/** A 422 when money is put into a plan the ledger has no account for (nothing else names where it went). */
export function refusePlanWithoutAccount(plans: readonly PlanSaid[], namesCategory: boolean, date: string): void {
  const missing = plans.find((p) => p.account === null);
  if (missing === undefined || namesCategory) return;
  throw Problem.unprocessable(`${missing.word} names no account open on ${date}`, [{ path: '/text', message: `open the account of the ${missing.word} (e.g. Assets:US:Fidelity:${missing.word.replace(/[^A-Za-z0-9]/g, '')}), or give an open one the alias ${missing.word.toLowerCase()}` }]);
}

// (401k contribution 500, put 200 in my roth ira: a contribution goes into the plan, however the
// words are ordered)
// (401k loan repayment 300: a loan from the plan paid back goes into it; it was money out of the plan)
const CONTRIBUTION = /\b(?:contribut(?:e|ed|es|ing|ions?)|put|puts|putting|repa(?:y|ys|id|ying|yments?))\b/i;

/** Warn of each plan's account as read (the history's, or its name's). */
export function warnOfPlans(plans: readonly PlanSaid[], guesses: Guesses): void {
  for (const p of plans) if (p.account !== null) guesses.add(`read ${p.word} as ${p.account} (${p.how})`, 0.1);
}

/** Spending said with a plan's account: money moved into or out of it (its cue the contribution word said, or none). */
export function planMoved(said: Intent, plans: readonly PlanSaid[], text: string): Intent {
  if (!plans.some((p) => p.account !== null)) return said;
  return { direction: 'transfer', person: null, transferCue: CONTRIBUTION.exec(text)?.[0] ?? '' };
}
