// QA of session 41: on the same ledger without aliases, the built-in words did not name the
// loans (还房贷 8200 paid the credit card, 车贷 3500 was spending), nor 重疾险 the insurance.
import { checkedSuite } from './checked-suite.ts';
import { LEDGER } from './payroll-loan-ledger.ts';

const SAID_ON = '2026-11-20';
const NO_ALIAS = [
  ...LEDGER.split('\n').filter((l) => !/^\s+alias:/.test(l) || /招行|建行|余额宝|公积金|信用卡/.test(l)),
  '2025-12-01 open Expenses:Insurance:Commercial CNY',
  '',
].join('\n');

checkedSuite('loans and insurance named by the built-in words', NO_ALIAS, [
  { text: '提前还房贷 100000 建行', postings: 'Assets:Bank:CCB -100000; Liabilities:Mortgage 100000', guessed: false },
  { text: '车贷 月供 3500 招行 扣款', postings: 'Assets:Bank:CMB -3500; Liabilities:CarLoan 3500', warning: /^booked all 3500 on Liabilities:CarLoan/m },
  { text: '车贷 3500 本金 3265 利息 235 招行', postings: 'Liabilities:CarLoan 3265; Expenses:Car:LoanInterest 235; Assets:Bank:CMB -3500', guessed: false },
  { text: '还房贷 8200 本金3105.42 利息5094.58 建行卡', postings: 'Liabilities:Mortgage 3105.42; Expenses:Housing:MortgageInterest 5094.58; Assets:Bank:CCB -8200.00', guessed: false },
  { text: '房贷利息 5100 建行', postings: 'Expenses:Housing:MortgageInterest 5100; Assets:Bank:CCB -5100', guessed: false },
  { text: '车贷利息 235 招行', postings: 'Expenses:Car:LoanInterest 235; Assets:Bank:CMB -235', guessed: false },
  { text: '买了份重疾险 4800 信用卡', postings: 'Expenses:Insurance:Commercial 4800; Liabilities:CreditCard:CMB -4800', guessed: false },
], SAID_ON);
