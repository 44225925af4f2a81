// Recheck QA of session 37, wages the shop pays (小李 recorded on Expenses:Salary):
// - 小李工资 4500 实发 4000 其中 社保 500 工行: the 500 after 其中 was merged into the net as a part
//   of it, and the net then read as withheld: Salary 500 / ICBC -500. What 其中 says with a
//   deduction word in wages is withheld of the gross: Salary 4000 / ICBC -4000, warned.
// - 小李 实发 4000 应发 4500 工行: 应发 (the gross pay) was no word of wages, so both were paid,
//   8500 silently; now read as 工资 said with 实发.
import { checkedSuite } from './checked-suite.ts';
import { shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

const SHOP = shopLedger({ salary: true, payees: [{ name: '小李', account: 'Expenses:Salary', alias: '员工小李' }] });

const WITHHELD = /read 4500 as the wages and 4000 as paid/;

checkedSuite('parseEntry in a shop: the gross of wages, and what is withheld of it', SHOP, [
  { text: '小李工资 4500 实发 4000 其中 社保 500 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', warning: WITHHELD },
  { text: '小李工资 4500 其中 社保 500 实发 4000 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', warning: WITHHELD },
  { text: '小李工资 4500 其中社保 500 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', warning: WITHHELD },
  { text: '小李 实发 4000 应发 4500 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', warning: WITHHELD },
  { text: '小李 应发 4500 实发 4000 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', warning: WITHHELD },
  // as they were
  { text: '小李工资 4500 实发 4000 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', warning: WITHHELD },
  { text: '小李工资 4500 工行', postings: 'Expenses:Salary 4500; Assets:Bank:ICBC -4500', guessed: false },
], SAID_ON);
