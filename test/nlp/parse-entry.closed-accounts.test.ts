// Accounts named in a sentence are used when Beancount accepts a posting to them on the entry's
// date: from their open date to their close date, the close date included (bean-check 2.3 only
// rejects postings dated after the close, or before the open). Otherwise the usual wallet is
// used, with a warning that says why. Said on 2024-11-22 (a Friday).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { beanCheck } from '../support/bean-check.ts';
import { parseEntry, type ParsedEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const LEDGER = `option "operating_currency" "CNY"

2019-01-01 open Assets:WeChat CNY
  alias: "微信"
2019-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行"
2024-03-01 open Assets:Bank:CMB CNY
  alias: "招行"
2019-01-01 open Expenses:Food:Dining CNY
  alias: "午饭"
2019-01-01 open Expenses:Food:Snacks CNY
  alias: "零食"
2019-01-01 open Expenses:Uncategorized CNY
2019-01-01 open Equity:Opening-Balances

2024-01-02 * "Opening"
  Assets:WeChat  2000 CNY
  Assets:Bank:ICBC  1000 CNY
  Equity:Opening-Balances

2024-02-01 * "午饭"
  Expenses:Food:Dining  30 CNY
  Assets:WeChat

2024-05-31 * "清空工行"
  Assets:Bank:ICBC  -1000 CNY
  Assets:WeChat

2024-06-01 close Assets:Bank:ICBC
2024-06-01 close Expenses:Food:Snacks
`;
const ledger = Ledger.fromText(LEDGER, 'closed.beancount');
const REFERENCE_DATE = '2024-11-22';

const CASES: readonly EntryCase[] = [
  // dated before the close, or on its day: the account named is used
  { text: '2024-05-20 午饭 35 工行', date: '2024-05-20', postings: 'Expenses:Food:Dining 35; Assets:Bank:ICBC -35', narration: '午饭', guessed: false },
  { text: '5月20日 午饭 35 工行', date: '2024-05-20', postings: 'Expenses:Food:Dining 35; Assets:Bank:ICBC -35', narration: '午饭', guessed: false },
  { text: '2024-06-01 午饭 35 工商银行', date: '2024-06-01', postings: 'Expenses:Food:Dining 35; Assets:Bank:ICBC -35', guessed: false },
  { text: '2024-05-20 零食 20 微信', date: '2024-05-20', postings: 'Expenses:Food:Snacks 20; Assets:WeChat -20', guessed: false },
  // dated after the close: the usual wallet, and the warning says the account is closed
  { text: '2024-06-02 午饭 35 工行', date: '2024-06-02', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭', guessed: true, warning: /^工行 names Assets:Bank:ICBC, which is closed \(2024-06-01\); used Assets:WeChat/m },
  { text: '午饭 35 工行', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭', guessed: true, warning: /^工行 names Assets:Bank:ICBC, which is closed \(2024-06-01\)/m },
  // (Snacks closed: 零食 names only Food, which is not open, and Dining under it is no category for snacks)
  { text: '2024-07-01 零食 20 微信', date: '2024-07-01', postings: 'Expenses:Uncategorized 20; Assets:WeChat -20', guessed: true, warning: /names only Expenses:Food, which is not open; Expenses:Food:Dining under it is another category/ },
  // dated before the open: the same, and the warning says when it opens
  { text: '2024-02-10 午饭 35 招行', date: '2024-02-10', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭', guessed: true, warning: /^招行 names Assets:Bank:CMB, which opens on 2024-03-01; used Assets:WeChat/m },
  { text: '2024-03-01 午饭 35 招行', date: '2024-03-01', postings: 'Expenses:Food:Dining 35; Assets:Bank:CMB -35', guessed: false },
];

describe('parseEntry with accounts closed, or opened later, than the entry', () => {
  const entries: ParsedEntry[] = [];
  for (const c of CASES) {
    it(c.text, () => {
      const entry = parseEntry(ledger, c.text, REFERENCE_DATE);
      entries.push(entry);
      expectEntry(entry, c, REFERENCE_DATE);
    });
  }

  it('gives entries bean-check accepts in that ledger', () => {
    const drafts = entries.map((e) => `${e.date} * "${e.narration}"\n${e.postings.map((p) => `  ${p.account}  ${p.units!.number} ${p.units!.currency}`).join('\n')}\n`);
    expect(drafts).toHaveLength(CASES.length);
    // null only when bean-check is missing outside CI (under CI=true that throws)
    const checked = beanCheck(`${LEDGER}\n${drafts.join('\n')}`);
    if (checked !== null) expect(checked.errors).toBe('');
  });
});
