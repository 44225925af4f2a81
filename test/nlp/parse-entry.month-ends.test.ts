// QA of session 25, said on 2026-11-21 (a Saturday) against the fixture ledger: 10月底 was read
// as 月底, the end of this month (2026-11-30, in the future), with the 10 left as a number (a
// second item, or "several numbers"). A month's end or start (底, 末, 初) is that month's, the
// month read as 10月 alone is (the last one whose 1st is not in the future, so 12月初 is
// 2025-12-01), at its last or first day, warned "day not said"; 11月底 said in November is this
// month's, in the future, as 月底 is. A number set apart before 月底 (午饭 66.5 月底) is the price.
import { readFileSync } from 'node:fs';
import { REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';
import { checkedSuite } from './checked-suite.ts';

const LEDGER = readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8');

const CASES: readonly EntryCase[] = [
  { text: '10月底 房租 3000 招行', date: '2026-10-31', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', narration: '房租', warning: /^day not said; used 2026-10-31 for 10月底$/ },
  { text: '十月底 房租 3000 招行', date: '2026-10-31', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', narration: '房租' },
  { text: '10月末 房租 3000 招行', date: '2026-10-31', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000' },
  { text: '去年10月底 房租 3000 招行', date: '2025-10-31', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', narration: '房租' },
  { text: '12月初 房租 3000 招行', date: '2025-12-01', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', narration: '房租' },
  { text: '10月初 房租 3000 招行', date: '2026-10-01', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', narration: '房租' },
  { text: '11月底 房租 3000 招行', date: '2026-11-30', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', warning: /date 2026-11-30 is in the future/ },
  { text: '电费 两百五 10月底 微信', date: '2026-10-31', postings: 'Expenses:Utilities:Electricity 250; Assets:WeChat -250' },
  // as before: 月底 alone, and a price set apart before it
  { text: '午饭 66.5 月底 微信', date: '2026-11-30', postings: 'Expenses:Food:Dining 66.5; Assets:WeChat -66.5', narration: '午饭' },
  { text: '打车 8 月底 支付宝', date: '2026-11-30', postings: 'Expenses:Transport:Taxi 8; Assets:Alipay -8', narration: '打车' },
  { text: '上个月底 房租 3000 招行', date: '2026-10-31', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000' },
];
checkedSuite('a month named with 底, 末 or 初', LEDGER, CASES, REFERENCE_DATE);
