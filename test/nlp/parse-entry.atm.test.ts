// ATM 200 招行 and ATM withdrawal 200 招行 move money into cash, as ATM取款 does (they were spending,
// and a move into Alipay). Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Cash CNY
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2020-01-01 open Liabilities:Payables
2020-01-01 open Income:Salary CNY
2020-01-01 open Income:Interest CNY
2020-01-01 open Income:RedPacket CNY
2020-01-01 open Income:Other CNY
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Gifts
2020-01-01 open Expenses:Interest
2020-01-01 open Expenses:Misc
`,
  'atm.beancount',
);

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
