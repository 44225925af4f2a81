// 工资 13500 税后 12000 with Expenses:Tax open: 13500 earned, 1500 tax, 12000 received (README). The
// 税 of 税后 named the tax account, so 12000 was read as tax paid out of the salary. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('gross-net-tax.beancount', `2020-01-01 open Expenses:Tax
2020-01-01 open Expenses:Rent
`);

const CASES: readonly EntryCase[] = [
  { text: '工资 13500 税后 12000 工行', postings: 'Assets:Bank:ICBC 12000; Income:Salary -13500; Expenses:Tax 1500', warning: /^read 13500 as earned and 12000 as received: 1500 taken off$/ },
  { text: '工资 13500 到手 12000 工行', postings: 'Assets:Bank:ICBC 12000; Income:Salary -13500; Expenses:Misc 1500' },
  // as before
  { text: '工资 13500 扣税 1500 工行', postings: 'Assets:Bank:ICBC 12000; Income:Salary -13500; Expenses:Tax 1500' },
  { text: '工资到账 12000 交房租 4500 工行', postings: 'Assets:Bank:ICBC 12000; Income:Salary -12000; Expenses:Rent 4500; Assets:Bank:ICBC -4500' },
];

describe('parseEntry: gross and net pay with a tax account open', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
