// 给孩子 交 保险 2400 工行 with Expenses:Car:Insurance (aliased 车险) open: 保险 named the car's
// insurance by its last segment, no warning. A spending account kept under the car (Car, Auto,
// Vehicle) is named by its alias or name, by a word of the lexicon that is the car's itself (加油,
// 停车, 高速费), or by any other word of the lexicon only when the car is said.
import { namesItself } from '../ledger-index.ts';
import { CATEGORY_TERMS } from '../lexicon.ts';
import type { TermMention } from '../mentions.ts';

const CAR_SEGMENT = /^(?:car|cars|auto|autos|vehicle|vehicles|汽车|车|爱车)$/i;
const CAR_SAID = /车|交强险|\b(?:car|cars|auto|vehicle)\b/i;

function keptForCar(account: string): boolean {
  return account.split(':').slice(1, -1).some((s) => CAR_SEGMENT.test(s));
}

/** Whether the lexicon's word names the car itself among its names (加油: Fuel, ..., Car). */
function carWord(term: string): boolean {
  const names = CATEGORY_TERMS[term];
  return names === undefined || names.some((n) => CAR_SEGMENT.test(n));
}

// (车险 4600 with only Expenses:Insurance:Social open: the car's insurance is no other kind of
// insurance kept under Insurance; it was the social insurance, the most used under it)
function carInsuranceWord(term: string): boolean {
  return CATEGORY_TERMS[term]?.includes('CarInsurance') === true;
}

/** The mentions without the hits of a word for the car's insurance on accounts not of the car that it names only by a parent. */
function withoutOtherInsurance(mentions: readonly TermMention[]): TermMention[] {
  const out: TermMention[] = [];
  for (const m of mentions) {
    const hits = carInsuranceWord(m.entry.term) ? m.entry.hits.filter((h) => h.leaf || namesItself(h) || h.account.split(':').slice(1).some((s) => CAR_SEGMENT.test(s))) : m.entry.hits;
    if (hits.length === m.entry.hits.length) out.push(m);
    else if (hits.length > 0) out.push({ ...m, entry: { ...m.entry, hits } });
  }
  return out;
}

/** The mentions without their hits on accounts kept for the car that only a lexicon word not of the car names, when `text` says no car. */
export function withoutCarAccountsUnsaid(text: string, said: readonly TermMention[]): TermMention[] {
  const mentions = withoutOtherInsurance(said);
  if (CAR_SAID.test(text)) return [...mentions];
  const out: TermMention[] = [];
  for (const m of mentions) {
    const hits = carWord(m.entry.term) ? m.entry.hits : m.entry.hits.filter((h) => !(keptForCar(h.account) && !namesItself(h)));
    if (hits.length === m.entry.hits.length) out.push(m);
    else if (hits.length > 0) out.push({ ...m, entry: { ...m.entry, hits } });
  }
  return out;
}
