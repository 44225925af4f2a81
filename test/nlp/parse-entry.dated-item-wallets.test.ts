// Each item with its own wallet (午饭 35 微信，咖啡 20 现金) keeps it when a date is said between the
// amount and the wallet (午饭 35 昨天 微信): both were paid from the first wallet. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('dated-item-wallets.beancount', `2020-01-01 open Liabilities:Visa CNY
  alias: "visa"
`);

const CASES: readonly EntryCase[] = [
  { text: '午饭 35 昨天 微信，咖啡 20 现金', date: '2026-11-25', postings: 'Expenses:Food 35; Expenses:Food 20; Assets:WeChat -35; Assets:Cash -20', guessed: false },
  { text: 'lunch 12.50 yesterday visa, coffee 4 cash', date: '2026-11-25', postings: 'Expenses:Food 12.50; Expenses:Food 4; Liabilities:Visa -12.50; Assets:Cash -4', guessed: false },
  // as before
  { text: '午饭 35 微信，咖啡 20 现金', postings: 'Expenses:Food 35; Expenses:Food 20; Assets:WeChat -35; Assets:Cash -20', guessed: false },
];

describe('parseEntry: a date between an item and its wallet', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
