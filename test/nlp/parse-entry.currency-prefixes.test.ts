// HK$, US$ and the other dollars written with letters are the amount's currency, also when an
// account's name has a segment HK or US (Assets:Bank:HSBC-HK, Assets:HK:BOC, Assets:US:Chase):
// the segment was masked out of the text first, which left $200, read as USD and paid from that
// account. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Cash CNY,HKD,USD,AUD,CAD,TWD,SGD
  alias: "现金"
2020-01-01 open Assets:Bank:HSBC-HK HKD,USD
  alias: "汇丰"
2020-01-01 open Assets:HK:BOC HKD
  alias: "中银香港"
2020-01-01 open Assets:US:Chase USD
2020-01-01 open Expenses:Food:Dining
`,
  'currency-prefixes.beancount',
);

const CASES: readonly EntryCase[] = [
  { text: 'HK$200 汇丰 午饭', postings: 'Expenses:Food:Dining 200 HKD; Assets:Bank:HSBC-HK -200 HKD', narration: '午饭', guessed: false },
  { text: 'HK$200 现金 午饭', postings: 'Expenses:Food:Dining 200 HKD; Assets:Cash -200 HKD', narration: '午饭', guessed: false },
  { text: 'HK$200 中银香港 午饭', postings: 'Expenses:Food:Dining 200 HKD; Assets:HK:BOC -200 HKD', narration: '午饭', guessed: false },
  { text: '午饭 HK$50 现金', postings: 'Expenses:Food:Dining 50 HKD; Assets:Cash -50 HKD', narration: '午饭', guessed: false },
  { text: 'US$20 现金 午饭', postings: 'Expenses:Food:Dining 20 USD; Assets:Cash -20 USD', narration: '午饭', guessed: false },
  // the other dollars: their letters were left in the narration and the amount read as USD
  { text: 'A$50 现金 午饭', postings: 'Expenses:Food:Dining 50 AUD; Assets:Cash -50 AUD', narration: '午饭', guessed: false },
  { text: 'C$30 现金 午饭', postings: 'Expenses:Food:Dining 30 CAD; Assets:Cash -30 CAD', narration: '午饭', guessed: false },
  { text: 'CA$30 现金 午饭', postings: 'Expenses:Food:Dining 30 CAD; Assets:Cash -30 CAD', narration: '午饭', guessed: false },
  { text: 'NT$500 现金 午饭', postings: 'Expenses:Food:Dining 500 TWD; Assets:Cash -500 TWD', narration: '午饭', guessed: false },
  { text: 'S$20 现金 午饭', postings: 'Expenses:Food:Dining 20 SGD; Assets:Cash -20 SGD', narration: '午饭', guessed: false },
  // a code before $ is the currency, the $ only its sign (HKD$200 was read as 200 USD, HKD left in the narration)
  { text: 'HKD$200 汇丰 午饭', postings: 'Expenses:Food:Dining 200 HKD; Assets:Bank:HSBC-HK -200 HKD', narration: '午饭', guessed: false },
  { text: '午饭 HKD$50 现金', postings: 'Expenses:Food:Dining 50 HKD; Assets:Cash -50 HKD', narration: '午饭', guessed: false },
  { text: 'USD$20 现金 午饭', postings: 'Expenses:Food:Dining 20 USD; Assets:Cash -20 USD', narration: '午饭', guessed: false },
  { text: 'SGD$20 现金 午饭', postings: 'Expenses:Food:Dining 20 SGD; Assets:Cash -20 SGD', narration: '午饭', guessed: false },
  // codes and words of other currencies the ledger never wrote (the AUD was left in the narration, the amount CNY)
  { text: '午饭 50 AUD 现金', postings: 'Expenses:Food:Dining 50 AUD; Assets:Cash -50 AUD', narration: '午饭', guessed: false },
  { text: '午饭 300 台币 现金', postings: 'Expenses:Food:Dining 300 TWD; Assets:Cash -300 TWD', narration: '午饭', guessed: false },
  { text: '午饭 35澳元 现金', postings: 'Expenses:Food:Dining 35 AUD; Assets:Cash -35 AUD', narration: '午饭', guessed: false },
  // the segment said as a word of its own still names the account
  { text: 'HK 午饭 200 港币', postings: 'Expenses:Food:Dining 200 HKD; Assets:Bank:HSBC-HK -200 HKD', narration: '午饭' },
];

describe('parseEntry: dollars written with letters, beside accounts named HK or US', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
