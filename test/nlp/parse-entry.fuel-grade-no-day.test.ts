// QA of session 44: 加油 92号 48升 共 360 warned "ignored impossible day of month": 92号 after 加油
// is the petrol's grade (92, 95, 98, diesel 0号), no day; a day of the month after 加油 still is one.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2025-01-01 open Expenses:Car:Fuel CNY
  alias: "加油,汽油,柴油"
`;

checkedSuite('parseEntry: the grade of the fuel is no day', LEDGER, [
  { text: '加油 92号 48升 共 360 招行信用卡', postings: 'Expenses:Car:Fuel 360; Liabilities:CreditCard:CMB -360', guessed: false },
  { text: '95号汽油 300 信用卡', postings: 'Expenses:Car:Fuel 300; Liabilities:CreditCard:CMB -300', guessed: false },
  { text: '柴油 0号 200 信用卡', postings: 'Expenses:Car:Fuel 200; Liabilities:CreditCard:CMB -200', guessed: false },
  { text: '加油 3号 300 信用卡', date: '2026-11-03', postings: 'Expenses:Car:Fuel 300; Liabilities:CreditCard:CMB -300', guessed: false },
  // (an impossible day said elsewhere is still warned)
  { text: '午饭 32号 300 信用卡', postings: 'Expenses:Car:Fuel 300; Liabilities:CreditCard:CMB -300', warning: /ignored impossible day of month/ },
], '2026-11-28');
