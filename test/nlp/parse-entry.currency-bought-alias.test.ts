// QA traveller, session 41, finding 6: with 买 an alias of Expenses:Shopping (as the QA's ledger
// had it), 用7120买了1000美元 and 买了 1000 美元 花了 7120 were 1000 USD of shopping paid from Wise,
// the 7120 dropped without a word: the alias masked the 买 that says a currency was bought. They
// are the currency exchange they are without the alias, refused (422) as the README documents.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { TRAVEL_LEDGER } from './travel-ledger.ts';

const SAID_ON = '2026-11-10';
const WITH_ALIAS = Ledger.fromText(TRAVEL_LEDGER, 'travel.beancount');
const WITHOUT_ALIAS = Ledger.fromText(TRAVEL_LEDGER.replace('alias: "购物,买"', 'alias: "购物"'), 'travel.beancount');

function refusal(ledger: Ledger, text: string): string {
  try {
    parseEntry(ledger, text, SAID_ON);
  } catch (e) {
    return (e as Error).message;
  }
  return 'parsed';
}

describe('a currency bought, with 买 an alias of a spending account', () => {
  const sentences = ['用7120买了1000美元', '买了 1000 美元 花了 7120', '花7120买了1000美元', '买了1000美元 用了7120元'];
  it('is refused as the exchange it is, as without the alias', () => {
    for (const text of sentences) {
      expect(refusal(WITHOUT_ALIAS, text), text).toBe('a currency exchange is not read from text');
      expect(refusal(WITH_ALIAS, text), text).toBe('a currency exchange is not read from text');
    }
  });
});

