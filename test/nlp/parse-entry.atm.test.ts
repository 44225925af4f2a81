// ATM 200 招行 and ATM withdrawal 200 招行 move money into cash, as ATM取款 does (they were spending,
// and a move into Alipay). Said on 2026-11-26.
import { describe, it } from 'vitest';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('atm.beancount');

const CASES: readonly EntryCase[] = [
  { text: 'ATM withdrawal 200 招行', postings: 'Assets:Bank:CMB -200; Assets:Cash 200', guessed: false },
  { text: 'ATM 200 招行', postings: 'Assets:Bank:CMB -200; Assets:Cash 200', guessed: false },
  // as before
  { text: 'ATM取款 200 招行', postings: 'Assets:Bank:CMB -200; Assets:Cash 200', guessed: false },
  { text: 'cash withdrawal 300 招行', postings: 'Assets:Bank:CMB -300; Assets:Cash 300', guessed: false },
];

describe('parseEntry: ATM said alone or in English', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
