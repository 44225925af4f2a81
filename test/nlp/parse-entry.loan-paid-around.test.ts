// QA of session 41, a salaried worker with a mortgage: what is said around a loan's payment.
// 公积金还贷 paid the credit card (the most used liability); 转账 8200 到建行 还房贷 took the 8200
// out of the mortgage (it grew); 房贷 月供 8200 建行 was booked all on the loan without a word,
// where every earlier instalment had its interest booked beside it.
import { checkedSuite } from './checked-suite.ts';
import { LEDGER } from './payroll-loan-ledger.ts';

const SAID_ON = '2026-11-20';

checkedSuite('around a loan paid', LEDGER, [
  // the housing fund pays the mortgage, not the card
  { text: '公积金还贷 5000', postings: 'Assets:HousingFund -5000; Liabilities:Mortgage 5000', warning: /^no receiving account named; used Liabilities:Mortgage$/m },
  { text: '公积金冲还贷 6000', postings: 'Assets:HousingFund -6000; Liabilities:Mortgage 6000', warning: /^no receiving account named; used Liabilities:Mortgage$/m },
  // a card repaid is the card's still
  { text: '还信用卡 500 招行', postings: 'Assets:Bank:CMB -500; Liabilities:CreditCard:CMB 500', guessed: false },
  // money moved to the bank the loan is paid from: a move between banks, from where it came before
  { text: '转账 8200 到建行 还房贷', postings: 'Assets:Bank:CMB -8200; Assets:Bank:CCB 8200', narration: '转账 还房贷', warning: /^no source account named; used Assets:Bank:CMB$/m },
  { text: '招行转建行 8200 还房贷', postings: 'Assets:Bank:CMB -8200; Assets:Bank:CCB 8200', guessed: false },
  // an instalment with no parts said: all on the loan, as said, warned that it usually has interest
  { text: '房贷 月供 8200 建行', postings: 'Assets:Bank:CCB -8200; Liabilities:Mortgage 8200', warning: /^booked all 8200 on Liabilities:Mortgage, but an instalment usually includes interest \(earlier ones booked it on Expenses:Housing:MortgageInterest\)/m },
  { text: '车贷 月供 3500 招行 扣款', postings: 'Assets:Bank:CMB -3500; Liabilities:CarLoan 3500', warning: /^booked all 3500 on Liabilities:CarLoan, but an instalment usually includes interest \(earlier ones booked it on Expenses:Car:LoanInterest\)/m },
  // a prepayment is principal only
  { text: '提前还房贷 100000 建行', postings: 'Assets:Bank:CCB -100000; Liabilities:Mortgage 100000', guessed: false },
], SAID_ON);
