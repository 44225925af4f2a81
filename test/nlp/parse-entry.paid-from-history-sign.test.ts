// QA of session 41: the account spending is guessed to be paid from counted accounts that only
// received money beside it (a payslip's 社保 2100 with Assets:HousingFund +3000): 社保补缴 600 was
// paid from the housing fund, which never paid anything.
import { checkedSuite } from './checked-suite.ts';

const payslip = (d: string) => `${d} * "工资"\n  Income:Salary  -25000 CNY\n  Expenses:Insurance:Social  2100 CNY\n  Assets:HousingFund  3000 CNY\n  Assets:Bank:CMB  19900 CNY`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  '2026-01-01 open Assets:Bank:CMB CNY',
  '2026-01-01 open Assets:WeChat CNY',
  '2026-01-01 open Assets:HousingFund CNY',
  '2026-01-01 open Income:Salary CNY',
  '2026-01-01 open Expenses:Insurance:Social CNY\n  alias: "社保"',
  '2026-01-01 open Equity:Opening-Balances',
  payslip('2026-01-10'),
  payslip('2026-02-10'),
  `2026-03-05 * "补缴社保"\n  Expenses:Insurance:Social  600 CNY\n  Assets:WeChat  -600 CNY`,
  '',
].join('\n');

checkedSuite('what paid spending before', LEDGER, [
  { text: '社保补缴 600', postings: 'Expenses:Insurance:Social 600; Assets:WeChat -600', warning: /^no payment account named; used Assets:WeChat \(most used in history\)$/m },
  { text: '交社保 1200', postings: 'Expenses:Insurance:Social 1200; Assets:WeChat -1200' },
], '2026-11-10');
