// QA of session 41, a salaried worker with a mortgage and a car loan: an instalment said with its
// principal (本金) and interest (利息) was money coming in (月供 8200 其中本金 3100 利息 5100 was CMB
// +8200 from Income:Interest), or its interest was, or it was refused as a payslip. Now the loan
// takes the principal, the interest is spending, and the account named pays the whole.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';
import { LEDGER } from './payroll-loan-ledger.ts';

const SAID_ON = '2026-11-20';

const MORTGAGE = (p: string, i: string, payer: string, total: string) => `Liabilities:Mortgage ${p}; Expenses:Housing:MortgageInterest ${i}; ${payer} -${total}`;
const CAR = (p: string, i: string, payer: string, total: string) => `Liabilities:CarLoan ${p}; Expenses:Car:LoanInterest ${i}; ${payer} -${total}`;

checkedSuite('a loan instalment said with its principal and interest', LEDGER, [
  // the parts after 其中, the loan not named: 月供 is most often the mortgage's, paid from where it was
  { text: '月供 8200 其中本金 3100 利息 5100', postings: MORTGAGE('3100', '5100', 'Assets:Bank:CCB', '8200'), warning: /^no loan named; read as paying Liabilities:Mortgage$[\s\S]*^no source account named; used Assets:Bank:CCB$/m },
  { text: '还房贷 8200 本金3105.42 利息5094.58 建行卡', postings: MORTGAGE('3105.42', '5094.58', 'Assets:Bank:CCB', '8200.00'), narration: '还房贷 本金 利息', guessed: false },
  { text: '月供8200（本金3,100.00/利息5,100.00）', postings: MORTGAGE('3100.00', '5100.00', 'Assets:Bank:CCB', '8200.00') },
  // a bank's debit with the parts: no payslip
  { text: '建行 房贷扣款 8200 本金3120.15 利息5079.85', postings: MORTGAGE('3120.15', '5079.85', 'Assets:Bank:CCB', '8200.00'), guessed: false },
  // the interest said first, no total: the two add up (the interest was dropped)
  { text: '房贷 利息 5100 本金 3100 建行', postings: MORTGAGE('3100', '5100', 'Assets:Bank:CCB', '8200'), guessed: false },
  { text: '房贷还款 本金 3100 利息 5100 建行扣款', postings: MORTGAGE('3100', '5100', 'Assets:Bank:CCB', '8200'), guessed: false },
  // paid by the housing fund named
  { text: '还房贷 本金3100 利息5100 公积金账户', postings: MORTGAGE('3100', '5100', 'Assets:HousingFund', '8200'), guessed: false },
  // the car loan, its own interest account
  { text: '车贷 3500 本金 3265 利息 235 招行', postings: CAR('3265', '235', 'Assets:Bank:CMB', '3500'), guessed: false },
  // one part said: the other is what is left (the interest was paid into 余额宝)
  { text: '还车贷 3,500 其中利息 235', postings: CAR('3265', '235', 'Assets:Bank:CMB', '3500'), warning: /^no source account named; used Assets:Bank:CMB$/m },
  { text: '还车贷 3500 其中本金 3265 招行', postings: CAR('3265', '235', 'Assets:Bank:CMB', '3500'), guessed: false },
  // the interest alone is spending still, as before
  { text: '房贷利息 5100 建行', postings: 'Expenses:Housing:MortgageInterest 5100; Assets:Bank:CCB -5100', guessed: false },
], SAID_ON);

describe('a loan instalment whose parts do not add up', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  const problem = (text: string) => {
    try {
      parseEntry(ledger, text, SAID_ON);
    } catch (e) {
      return e;
    }
    return null;
  };
  it('is refused, naming the figures', () => {
    const e = problem('月供 8200 本金 3100 利息 5000');
    expect(e).toBeInstanceOf(Problem);
    expect((e as Problem).status).toBe(422);
    expect((e as Problem).message).toMatch(/3100.*5000.*8100.*8200/);
  });
  it('is refused when a part is more than the whole', () => {
    const e = problem('还车贷 3500 其中利息 3600');
    expect(e).toBeInstanceOf(Problem);
    expect((e as Problem).status).toBe(422);
    expect((e as Problem).message).toMatch(/3600.*3500/);
  });
});
