// The term a Latin word that names nothing was meant to be: its plural (2 lattes with the alias
// latte, taxis, groceries for grocery), or a slip of one letter typed on a phone (coffe 28 alipy,
// lunch 45 wechta). Such words matched no term, so the amount fell to the catch-all category or
// the most used wallet. Read only where one term alone is that close, and never for a word the
// sentence uses otherwise (a unit, a currency code, a date word, a function word; the caller
// leaves out payees' names).
import { BUILTIN_CURRENCY_CODES, ENGLISH_CURRENCY_SUFFIXES } from './currencies.ts';
import { foldCase, type NlpIndex, type TermEntry } from './ledger-index.ts';
import { CATEGORY_TERMS, INSTITUTION_TERMS, MERCHANTS } from './lexicon.ts';

export interface NearTerm {
  readonly entry: TermEntry;
  /** What to warn of (a misspelling read as a term); null for a plural, which is the term itself. */
  readonly warning: string | null;
}

/**
 * Shorter words, said or meant, are one letter from too many others (cab, car, bar; cash, card;
 * Huber is no uber).
 */
const SHORTEST_MISSPELT = 5;
const SHORTEST_SINGULAR = 3;

// (of 5 letters or more, as shorter words are never read as misspelt, or plurals of no term)
const FUNCTION_WORDS = [
  'about', 'above', 'across', 'after', 'again', 'against', 'almost', 'along', 'already', 'although', 'among', 'another',
  'around', 'because', 'before', 'behind', 'below', 'beside', 'besides', 'between', 'beyond', 'could', 'during', 'either',
  'enough', 'every', 'everyone', 'everything', 'except', 'extra', 'first', 'later', 'maybe', 'might', 'myself', 'neither',
  'never', 'other', 'others', 'please', 'rather', 'really', 'second', 'should', 'since', 'someone', 'something', 'still',
  'their', 'theirs', 'there', 'these', 'thing', 'things', 'those', 'though', 'third', 'through', 'together', 'total',
  'toward', 'towards', 'under', 'until', 'using', 'where', 'whether', 'which', 'while', 'whole', 'whose', 'within',
  'without', 'would', 'yours', 'yourself', 'thanks',
];
const DATE_WORDS = [
  'today', 'tonight', 'yesterday', 'tomorrow', 'morning', 'afternoon', 'evening', 'night', 'nights', 'weekend', 'weekday',
  'weeks', 'month', 'months', 'years', 'hours', 'minutes', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday',
  'saturday', 'sunday', 'january', 'february', 'march', 'april', 'august', 'september', 'october', 'november', 'december',
];
const NUMBER_WORDS = [
  'three', 'seven', 'eight', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
  'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand',
  'million', 'dozen', 'cents', 'percent',
];
// How the parser reads which way money went, and whom a bill was shared with.
const SENTENCE_WORDS = [
  'spent', 'bought', 'borrow', 'borrowed', 'repaid', 'repay', 'received', 'receive', 'refund', 'refunded', 'transfer',
  'transferred', 'withdraw', 'withdrew', 'withdrawal', 'deposited', 'topped', 'recharged', 'moved', 'split', 'shared',
  'owes', 'venmoed', 'zelled', 'payment', 'repayment', 'returned', 'exchanged', 'convert', 'charged', 'cashed', 'selling',
  'friends', 'colleagues', 'coworkers', 'roommates', 'people', 'adults', 'children', 'minus',
];

// Everyday words one letter from a word of the lexicon: boots are no books, tools no tolls.
const NEIGHBOURS = [
  'boots', 'looks', 'cooks', 'hooks', 'shops', 'shows', 'shots', 'bonds', 'motel', 'tools', 'tells', 'polls', 'dolls',
  'rolls', 'toffee', 'patrol', 'lower', 'tower', 'poker', 'powder', 'wafer', 'wager', 'drain', 'brain', 'trait', 'fright',
  'slight', 'winner', 'trade', 'mother', 'father', 'brother', 'sister',
];

const CURRENCY_WORDS = ENGLISH_CURRENCY_SUFFIXES.flatMap(([word]) => (word.includes(' ') ? [] : [word, `${word}s`]));

/** Words the sentence uses for something else than a term, as folded. */
const USED_OTHERWISE: ReadonlySet<string> = new Set([...FUNCTION_WORDS, ...DATE_WORDS, ...NUMBER_WORDS, ...SENTENCE_WORDS, ...NEIGHBOURS, ...CURRENCY_WORDS]);

const LATIN_WORD = /^[a-z]+$/;

/**
 * The lexicon's Latin words, its terms' and the account names it knows (phone of phone bill,
 * Restaurant): words of their own, never a slip (phone is no iphone), and what a slip may have
 * meant whether or not an account answers to them.
 */
const LEXICON_WORDS: readonly string[] = [
  ...new Set(
    [...Object.entries(CATEGORY_TERMS), ...Object.entries(INSTITUTION_TERMS)]
      .flatMap(([term, names]) => [term, ...names])
      .concat(MERCHANTS.flat())
      .flatMap((name) => [name, ...name.split(/[\s-]+|(?<=[a-z])(?=[A-Z])/)])
      .map(foldCase)
      .filter((w) => LATIN_WORD.test(w)),
  ),
];
const IN_LEXICON: ReadonlySet<string> = new Set(LEXICON_WORDS);

interface Vocabulary {
  /** The one-word Latin terms of open accounts. */
  readonly terms: ReadonlyMap<string, TermEntry>;
  /** Every word a misspelling may have meant: those terms, closed accounts', the lexicon's, and the words used otherwise. */
  readonly words: readonly string[];
}

// (by term table: a ledger appended to keeps its tables, see noteAppendedToLedger)
const vocabularies = new WeakMap<object, Vocabulary>();

function vocabularyOf(index: NlpIndex): Vocabulary {
  let vocabulary = vocabularies.get(index.termsByFirstChar);
  if (vocabulary === undefined) {
    const latin = (table: ReadonlyMap<string, readonly TermEntry[]>) => [...table.values()].flat().filter((e) => LATIN_WORD.test(e.term));
    const terms = new Map(latin(index.termsByFirstChar).map((e) => [e.term, e]));
    const words = new Set([...terms.keys(), ...latin(index.closedTermsByFirstChar).map((e) => e.term), ...LEXICON_WORDS, ...USED_OTHERWISE]);
    vocabulary = { terms, words: [...words] };
    vocabularies.set(index.termsByFirstChar, vocabulary);
  }
  return vocabulary;
}

/** Damerau-Levenshtein distance 1: one letter added, dropped or changed, or two neighbours swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** The singulars an English plural may have: ies -> y, s, es (not of glass, bus). */
function singulars(word: string): string[] {
  if (!word.endsWith('s') || word.endsWith('ss')) return [];
  const found = [word.slice(0, -1)];
  if (word.endsWith('ies')) found.unshift(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) found.push(word.slice(0, -2));
  return found.filter((w) => w.length >= SHORTEST_SINGULAR);
}

/**
 * The term `said` (a Latin word standing alone that matched no term, as written) stands for, or
 * null: the singular term of its plural, else the one term of the ledger one slip away from it
 * (none when another word of the lexicon or of the sentence is as close).
 */
export function nearTerm(said: string, index: NlpIndex): NearTerm | null {
  const word = foldCase(said);
  if (!LATIN_WORD.test(word) || USED_OTHERWISE.has(word) || index.currencyCodes.has(said.toUpperCase()) || BUILTIN_CURRENCY_CODES.includes(said.toUpperCase())) return null;
  const { terms, words } = vocabularyOf(index);
  for (const singular of singulars(word)) {
    const entry = terms.get(singular);
    if (entry !== undefined && !USED_OTHERWISE.has(singular)) return { entry, warning: null };
  }
  if (word.length < SHORTEST_MISSPELT || IN_LEXICON.has(word)) return null;
  const close = words.filter((w) => oneSlipApart(word, w));
  // (nor as a word the sentence uses otherwise: mother is no other, even with Income:Other open)
  const meant = close.length === 1 && close[0]!.length >= SHORTEST_MISSPELT && !USED_OTHERWISE.has(close[0]!) ? close[0]! : undefined;
  const entry = meant === undefined ? undefined : terms.get(meant);
  return entry === undefined ? null : { entry, warning: `read "${said}" as "${entry.term}"` };
}
