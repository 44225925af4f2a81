// Interest paid on a card, a loan or a mortgage (信用卡利息, 房贷利息, 利息支出, interest charge) is
// spending, paid from the account named; it was booked as interest earned. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('interest-paid.beancount');

const CASES: readonly EntryCase[] = [
  { text: '信用卡利息 50 招行信用卡', postings: 'Expenses:Interest 50; Liabilities:CreditCard:CMB -50', guessed: false },
  { text: '房贷利息 3000 招行', postings: 'Expenses:Interest 3000; Assets:Bank:CMB -3000', guessed: false },
  { text: '利息支出 100 招行', postings: 'Expenses:Interest 100; Assets:Bank:CMB -100', guessed: false },
  { text: '分期利息 30 招行信用卡', postings: 'Expenses:Interest 30; Liabilities:CreditCard:CMB -30', guessed: false },
  { text: 'interest charge 12 招行信用卡', postings: 'Expenses:Interest 12; Liabilities:CreditCard:CMB -12', guessed: false },
  // interest earned, as before
  { text: '利息 50 招行', postings: 'Assets:Bank:CMB 50; Income:Interest -50', guessed: false },
  { text: '收到利息 50 招行', postings: 'Assets:Bank:CMB 50; Income:Interest -50', guessed: false },
  { text: '存款利息 12 工行', postings: 'Assets:Bank:ICBC 12; Income:Interest -12', guessed: false },
];

describe('parseEntry: interest paid', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
