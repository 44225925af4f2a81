// 信用卡 3000 已还 工行: the card said first, 已还 before the bank that paid. The 还 before 工行 made the
// bank the target (card -3000, bank +3000); a repayment goes from a wallet to a debt. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('card-repaid-after.beancount');

const CASES: readonly EntryCase[] = [
  { text: '信用卡 3000 已还 工行', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard:CMB 3000', guessed: false },
  { text: '信用卡账单 3000 已还 工行', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard:CMB 3000', guessed: false },
  { text: '招行信用卡账单 3000 已还 工行', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard:CMB 3000', guessed: false },
  // as before
  { text: '信用卡已还 3000 工行', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard:CMB 3000', guessed: false },
  { text: '工行还招行信用卡 3000', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard:CMB 3000', guessed: false },
];

describe('parseEntry: a card said before 已还 and the bank', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
