// An amount far beyond what the ledger has seen (午饭花了一万亿 was a lunch of 1000000000000 at
// confidence 0.77, with no warning).
import { Decimal } from '../../ledger/core/decimal.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { Guesses } from './guesses.ts';
import type { Item } from './item.ts';

const TIMES = Decimal.fromInt(100);
// An empty or young ledger has seen little: below this nothing is warned of, whatever its history.
const FLOOR = Decimal.fromInt(1_000_000);

/** Warns of each amount more than 100 times the largest posted in its currency, and more than 1000000. */
export function warnOfOutsizedAmounts(index: NlpIndex, items: readonly Item[], guesses: Guesses): void {
  for (const item of items) {
    const number = item.amount.number.abs();
    const largest = index.largestAmount.get(item.currency);
    if (number.lte(FLOOR) || (largest !== undefined && number.lte(largest.mul(TIMES)))) continue;
    const said = `${number.toString()} ${item.currency}`;
    guesses.add(largest === undefined ? `${said} is over ${FLOOR.toString()}, and nothing was posted in ${item.currency} yet: check the amount` : `${said} is more than 100 times the largest amount posted in ${item.currency} (${largest.toString()}): check the amount`, 0.3);
  }
}
