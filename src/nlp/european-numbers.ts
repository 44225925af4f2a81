// Numbers written the European way (1.234,56, 12,50, 1.234,-) and the ledgers whose money is
// written so. Read before anything else: the text is rewritten to the points the scanner reads
// (amounts.ts), so 1.234,56 is 1234.56 (it was 1.234, with ,56 left in the narration) and, where
// the ledger's money is written with a decimal comma, 12,50 is 12.50 (it was a 422 whose hint,
// "1250", booked a hundred times the money).
import type { NlpIndex } from './ledger-index.ts';

/**
 * Currencies written with a decimal comma (12,50 €): the euro and the other European moneys but
 * the pound and the Swiss franc, and the Brazilian real. Where the ledger's default currency is
 * one of them, 12,50 and 4,5 are decimals.
 */
export const DECIMAL_COMMA_CURRENCIES: readonly string[] = ['EUR', 'SEK', 'NOK', 'DKK', 'ISK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'TRY', 'BRL'];

/**
 * Currencies of places that write the day before the month (5/11 is Nov 5): where the ledger's
 * default currency is one of them, an English sentence's 5/11 is read day first, warned with the
 * other reading (see findDates). Not USD: the US write the month first.
 */
export const DAY_FIRST_LEDGER_CURRENCIES: readonly string[] = [...DECIMAL_COMMA_CURRENCIES, 'GBP', 'CHF', 'AUD', 'NZD', 'INR', 'HKD', 'MOP'];

export interface NumbersRead {
  readonly text: string;
  readonly warnings: readonly { readonly message: string; readonly cost: number }[];
}

// 1.234,56, 1.234,-, 12.345.678,90, 1 050,00: groups of three after a dot (or a space), then a
// decimal comma or ,- (whole euros): thousands, whatever the ledger.
const GROUPED_WITH_COMMA = /(?<![\d.,])([1-9]\d{0,2})((?:\.\d{3})+|(?: \d{3})+),(\d{1,2}(?![\d,])|-)/g;
// 1.234.567: dots between groups of three, more than one
const DOTTED_GROUPS = /(?<![\d.,])[1-9]\d{0,2}(?:\.\d{3}){2,}(?![\d.,])/g;
// 12,50, 4,5, 0,99: a comma with one or two digits after it and no third
const DECIMAL_COMMA = /(?<![\d.,]|\d )(\d+),(\d{1,2})(?![\d,]|\.\d)/g;
// 2.500, 12.345: one dot and three digits after it: 2.5 or 2500
const ONE_DOT_THREE = /(?<![\d.,])([1-9]\d{0,2})\.(\d{3})(?![\d.,])/g;
const CODE_AFTER = /^\s*([A-Za-z]{2,6})(?![A-Za-z])/;

/** Whether the ledger writes an amount in `currency` with three decimals or more (0.125 BTC). */
function writesThreeDecimals(index: NlpIndex, currency: string): boolean {
  let found = THREE_DECIMALS.get(index);
  if (found === undefined) THREE_DECIMALS.set(index, (found = new Map()));
  let writes = found.get(currency);
  if (writes === undefined) found.set(currency, (writes = index.view.transactions.some((t) => t.postings.some((p) => p.units.currency === currency && p.units.number.exp <= -3))));
  return writes;
}

// Found once per index and currency: a walk of every posting of the ledger (225,000 in a large
// one) for each sentence with a number such as 2.500.
const THREE_DECIMALS = new WeakMap<NlpIndex, Map<string, boolean>>();

/** `said` with the European ways of writing a number rewritten, and what was guessed in doing so. */
export function europeanNumbers(said: string, index: NlpIndex): NumbersRead {
  const warnings: { message: string; cost: number }[] = [];
  const decimalComma = DECIMAL_COMMA_CURRENCIES.includes(index.defaultCurrency);
  let text = said.replace(GROUPED_WITH_COMMA, (whole, head: string, groups: string, cents: string) => {
    const read = `${head}${groups.replace(/[. ]/g, '')}${cents === '-' ? '' : `.${cents}`}`;
    if (!decimalComma) warnings.push({ message: `read ${whole} as ${read}`, cost: 0.05 });
    return read;
  });
  text = text.replace(DOTTED_GROUPS, (whole) => {
    const read = whole.replace(/\./g, '');
    if (!decimalComma) warnings.push({ message: `read ${whole} as ${read}`, cost: 0.05 });
    return read;
  });
  if (decimalComma) text = text.replace(DECIMAL_COMMA, (_whole, units: string, cents: string) => `${units}.${cents}`);
  text = text.replace(ONE_DOT_THREE, (whole, head: string, tail: string, offset: number, all: string) => {
    // 1.125 BTC in a ledger that writes BTC so, 1.250 in a ledger of dinars: a decimal point
    const code = CODE_AFTER.exec(all.slice(offset + whole.length))?.[1];
    const currency = code !== undefined && index.currencyCodes.has(code) ? code : index.defaultCurrency;
    if (writesThreeDecimals(index, currency)) return whole;
    const thousands = `${head}${tail}`;
    const point = `${head}.${tail.replace(/0+$/, '')}`.replace(/\.$/, '');
    if (decimalComma) {
      warnings.push({ message: `read ${whole} as ${thousands} (the dot grouping thousands); with a decimal point it is ${point}`, cost: 0.15 });
      return thousands;
    }
    warnings.push({ message: `read ${whole} as ${point} (a decimal point); with the dot grouping thousands it is ${thousands}`, cost: 0.15 });
    return whole;
  });
  return { text, warnings };
}
