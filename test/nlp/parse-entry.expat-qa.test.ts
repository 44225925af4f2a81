// QA of session 30: an English-speaking expat's sentences on a CNY ledger with a US account, a
// Visa card and friends' accounts. Each case here was wrong before: a day said before the month
// (25 Nov 60) lost to the month and the amount after it (Nov 60, an impossible date); `day before
// yesterday` without its `the` was yesterday; `visa bill 3000 from cmb` was spending on the card, and
// `invoice paid $2,500 chase` spending from Chase; `paid Tom back 200` was spending, `returned 200
// to Tom` a refund; `3/11` was Mar 11 without a warning; `tmrw`, `2day` were not read.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-27';

const LEDGER = `option "operating_currency" "CNY"
1980-01-01 commodity CNY
1980-01-01 commodity USD

2026-01-01 open Assets:CMB:Checking CNY
  alias: "cmb,CMB debit,china merchants"
2026-01-01 open Assets:WeChat CNY
  alias: "wechat,wechat pay,weixin"
2026-01-01 open Assets:Alipay CNY
  alias: "alipay,zhifubao"
2026-01-01 open Assets:Cash CNY
2026-01-01 open Assets:US:Chase USD
  alias: "chase,us checking"
2026-01-01 open Liabilities:Visa CNY
  alias: "visa,credit card"
2026-01-01 open Liabilities:Friends:Tom CNY
  alias: "Tom"
2026-01-01 open Liabilities:Friends:Amy CNY
  alias: "Amy"
2026-01-01 open Expenses:Food:Coffee
  alias: "coffee,latte,starbucks,luckin"
2026-01-01 open Expenses:Food:Restaurants
  alias: "lunch,dinner,breakfast,restaurant"
2026-01-01 open Expenses:Groceries
  alias: "groceries,supermarket"
2026-01-01 open Expenses:Transport:Taxi
  alias: "taxi,didi,uber,cab"
2026-01-01 open Expenses:Transport:Metro
  alias: "metro,subway"
2026-01-01 open Expenses:Rent
  alias: "rent"
2026-01-01 open Expenses:Utilities
  alias: "electricity,water bill,gas bill,internet"
2026-01-01 open Expenses:Health
  alias: "doctor,pharmacy,dentist"
2026-01-01 open Expenses:Shopping
  alias: "shopping,taobao,clothes,haircut"
2026-01-01 open Expenses:Travel
2026-01-01 open Income:Salary CNY
  alias: "salary,paycheck"
2026-01-01 open Income:Freelance USD
  alias: "freelance,client"

2026-01-01 pad Assets:CMB:Checking Equity:Opening-Balances
2026-01-01 open Equity:Opening-Balances
2026-01-02 balance Assets:CMB:Checking 80000 CNY


2026-08-01 * "Hema" "Groceries"
  Expenses:Groceries  232.00 CNY
  Assets:CMB:Checking  -232.00 CNY

2026-08-05 * "Didi" "Taxi"
  Expenses:Transport:Taxi  25.00 CNY
  Assets:Alipay  -25.00 CNY

2026-08-06 * "Haidilao" "Dinner"
  Expenses:Food:Restaurants  300.00 CNY
  Liabilities:Visa  -300.00 CNY
`;

checkedSuite('an expat\'s ledger, English sentences', LEDGER, [
  // a day before the month name is the date, the number after the month the amount
  { text: 'lunch on 25 Nov 60 alipay', date: '2026-11-25', postings: 'Expenses:Food:Restaurants 60; Assets:Alipay -60', guessed: false },
  { text: 'lunch on 5 Nov 45 alipay', date: '2026-11-05', postings: 'Expenses:Food:Restaurants 45; Assets:Alipay -45', guessed: false },
  // after other words both numbers could be the day: day first, warned with the other reading
  { text: 'taxi 15 Nov 30 alipay', date: '2026-11-15', postings: 'Expenses:Transport:Taxi 30; Assets:Alipay -30', warning: /^read 15 Nov as the date 2026-11-15; it may be Nov 30 \(2025-11-30\) with 15 the amount$/m },
  { text: 'lunch on 25th Nov 60 alipay', date: '2026-11-25', postings: 'Expenses:Food:Restaurants 60; Assets:Alipay -60', guessed: false },
  { text: 'lunch 25 of November 60 alipay', date: '2026-11-25', postings: 'Expenses:Food:Restaurants 60; Assets:Alipay -60', guessed: false },
  // month first as before
  { text: 'lunch Nov 25th 60 alipay', date: '2026-11-25', postings: 'Expenses:Food:Restaurants 60; Assets:Alipay -60', guessed: false },
  { text: 'lunch 45 on Nov 3 alipay', date: '2026-11-03', postings: 'Expenses:Food:Restaurants 45; Assets:Alipay -45', guessed: false },
  // the day before yesterday, its "the" left out (it was yesterday, narrated "dinner day before")
  { text: 'dinner day before yesterday 180 visa', date: '2026-11-25', postings: 'Expenses:Food:Restaurants 180; Liabilities:Visa -180', narration: 'dinner', guessed: false },
  { text: 'day before yesterday taxi 40 alipay', date: '2026-11-25', postings: 'Expenses:Transport:Taxi 40; Assets:Alipay -40', narration: 'taxi', guessed: false },
  { text: 'dinner the day before yesterday 180 visa', date: '2026-11-25', postings: 'Expenses:Food:Restaurants 180; Liabilities:Visa -180', narration: 'dinner', guessed: false },
  // a card's bill said with its amount is paid off, as with paid before it (it was spending on the card)
  { text: 'visa bill 3000 from cmb', postings: 'Liabilities:Visa 3000; Assets:CMB:Checking -3000', guessed: false },
  { text: 'visa card bill 3000 cmb', postings: 'Liabilities:Visa 3000; Assets:CMB:Checking -3000', guessed: false },
  { text: 'credit card bill 4200', postings: 'Liabilities:Visa 4200; Assets:CMB:Checking -4200', warning: /^no source account named; used Assets:CMB:Checking$/m },
  { text: 'paid visa bill 3000 from cmb', postings: 'Liabilities:Visa 3000; Assets:CMB:Checking -3000', guessed: false },
  // a spending category said with it still makes it spending on the card
  { text: 'credit card bill 4200 for dinner', postings: 'Expenses:Food:Restaurants 4200; Liabilities:Visa -4200', guessed: false },
  // an invoice paid is money in, as client invoice paid is (it was spending from Chase)
  { text: 'invoice paid $2,500 chase', postings: 'Assets:US:Chase 2500 USD; Income:Freelance -2500 USD', guessed: false },
  { text: 'invoice #123 was paid 800 usd chase', postings: 'Assets:US:Chase 800 USD; Income:Freelance -800 USD', guessed: false },
  // an invoice I pay stays spending
  { text: 'paid invoice 300 cmb', postings: 'Expenses:Groceries 300; Assets:CMB:Checking -300', warning: /no spending category matched/ },
  // a friend paid back, as 还Tom 200 is: Tom's account (what I owe him) +200, the wallet -200 (it was
  // spending at Groceries, and returned 200 to Tom a refund into CMB)
  { text: 'paid Tom back 200 wechat', postings: 'Liabilities:Friends:Tom 200; Assets:WeChat -200', guessed: false },
  { text: 'repaid Tom 200 wechat', postings: 'Liabilities:Friends:Tom 200; Assets:WeChat -200', guessed: false },
  { text: 'paid back Tom 200 wechat', postings: 'Liabilities:Friends:Tom 200; Assets:WeChat -200', guessed: false },
  { text: 'gave Tom back 200 wechat', postings: 'Liabilities:Friends:Tom 200; Assets:WeChat -200', guessed: false },
  { text: 'returned 200 to Tom alipay', postings: 'Liabilities:Friends:Tom 200; Assets:Alipay -200', guessed: false },
  { text: 'I paid 50 back to Tom alipay', postings: 'Liabilities:Friends:Tom 50; Assets:Alipay -50', guessed: false },
  // Tom paying me back, and lending, as before
  { text: 'Tom paid me back 200 wechat', postings: 'Assets:WeChat 200; Liabilities:Friends:Tom -200', payee: 'Tom', guessed: false },
  { text: 'lent Tom 500 wechat', postings: 'Assets:WeChat -500; Liabilities:Friends:Tom 500', payee: 'Tom', guessed: false },
  // something returned to a shop stays a refund
  { text: 'returned shoes 200 alipay', postings: 'Expenses:Shopping -200; Assets:Alipay 200', guessed: false },
  // a date of two parts that could both be the month: month first, warned with the other reading
  // (it was read as Mar 11 without a word)
  { text: 'haircut 100 on 3/11 cash', date: '2026-03-11', postings: 'Expenses:Shopping 100; Assets:Cash -100', warning: /^read 3\/11 month first as 2026-03-11 \(day first it is 2026-11-03\)$/m },
  { text: 'haircut 100 on 11/25 cash', date: '2026-11-25', postings: 'Expenses:Shopping 100; Assets:Cash -100', guessed: false },
  { text: 'haircut 100 on 5/5 cash', date: '2026-05-05', postings: 'Expenses:Shopping 100; Assets:Cash -100', guessed: false },
  // a Chinese sentence writes month first: no warning
  { text: '10/9 打车 30 alipay', date: '2026-10-09', postings: 'Expenses:Transport:Taxi 30; Assets:Alipay -30', guessed: false },
  // texting's tomorrow and today (they were left in the narration, dated today)
  { text: 'dinner tmrw 200 visa', date: '2026-11-28', postings: 'Expenses:Food:Restaurants 200; Liabilities:Visa -200', narration: 'dinner', warning: /^date 2026-11-28 is in the future/m },
  { text: 'dinner tmr 200 visa', date: '2026-11-28', postings: 'Expenses:Food:Restaurants 200; Liabilities:Visa -200', narration: 'dinner', warning: /^date 2026-11-28 is in the future/m },
  { text: 'dinner 2moro 200 visa', date: '2026-11-28', postings: 'Expenses:Food:Restaurants 200; Liabilities:Visa -200', narration: 'dinner', warning: /^date 2026-11-28 is in the future/m },
  { text: 'lunch 2day 30 alipay', postings: 'Expenses:Food:Restaurants 30; Assets:Alipay -30', narration: 'lunch', guessed: false },
], SAID_ON);

describe('paying back someone with no account of their own', () => {
  it('is a 422, as 还小王 200 is (it was spending)', () => {
    const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
    expect(() => parseEntry(ledger, 'paid Bob back 200 wechat', SAID_ON)).toThrow(/no payable account is open for money paid back to Bob/);
  });
});
