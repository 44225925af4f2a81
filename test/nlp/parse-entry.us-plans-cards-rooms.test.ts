// English QA of session 42 on a US ledger (bean-example's shape): `contributed 500 to my 401k`
// booked 401000 of dining beside the 500 (the k of 401k read as thousands); `paid 500 on the chase
// card` was 500 of dining charged to the card; `hotel 2 rooms 3 nights $100 per night` booked 300,
// warned it may be 600. A plan's name (401k, 403(b), Roth IRA) names its account, never money: the
// 401k's account is where its employer match went (Assets:US:Vanguard:Cash), money put there a move
// from checking; an amount paid on a card pays it off; a price per night is of each room.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';
import { US_401K_LEDGER } from './us-401k-ledger.ts';

const SAID_ON = '2026-11-10';
const TO_401K = 'Assets:US:BofA:Checking -500 USD; Assets:US:Vanguard:Cash 500 USD';
const READ_401K = /^read 401k as Assets:US:Vanguard:Cash \(where Income:US:Babble:Match401k went in the history\)$/m;
const ROTH_LEDGER = `${US_401K_LEDGER}2024-01-01 open Assets:US:Schwab:RothIRA USD\n`;

checkedSuite('English: retirement plans named, cards paid on, hotel rooms (US ledger)', US_401K_LEDGER, [
  { text: 'contributed 500 to my 401k', postings: TO_401K, narration: 'contributed to my 401k', warning: READ_401K },
  // a loan from the plan paid back goes into it (recheck QA: it was money out of the 401k)
  { text: '401k loan repayment 500', postings: TO_401K, warning: READ_401K },
  { text: 'contributed 500 to my 401(k)', postings: TO_401K, warning: /^read 401\(k\) as Assets:US:Vanguard:Cash/m },
  { text: '401k contribution 500', postings: TO_401K, narration: '401k contribution', warning: /^no source account named; used Assets:US:BofA:Checking$/m },
  { text: 'moved 1k to my 401k', postings: 'Assets:US:BofA:Checking -1000 USD; Assets:US:Vanguard:Cash 1000 USD', warning: READ_401K },
  { text: 'put 500 in my 401k', postings: TO_401K, warning: READ_401K },
  { text: 'withdrew 300 from my 401k to checking', postings: 'Assets:US:Vanguard:Cash -300 USD; Assets:US:BofA:Checking 300 USD', warning: READ_401K },
  // a bare 529 is money
  { text: 'paid 529 for dinner at the restaurant', postings: 'Expenses:Food:Restaurant 529 USD; Liabilities:US:Chase:Slate -529 USD' },
  { text: 'paid the 529 restaurant bill', postings: 'Expenses:Food:Restaurant 529 USD; Liabilities:US:Chase:Slate -529 USD' },
  // an amount paid on a card pays it off, as paid 500 to chase does
  { text: 'paid 500 on the chase card', postings: 'Assets:US:BofA:Checking -500 USD; Liabilities:US:Chase:Slate 500 USD', warning: /^no source account named; used Assets:US:BofA:Checking$/m },
  { text: 'paid off 500 on chase', postings: 'Assets:US:BofA:Checking -500 USD; Liabilities:US:Chase:Slate 500 USD' },
  { text: '500 payment on the chase card', postings: 'Assets:US:BofA:Checking -500 USD; Liabilities:US:Chase:Slate 500 USD' },
  { text: 'paid $500 toward my chase card from checking', postings: 'Assets:US:BofA:Checking -500 USD; Liabilities:US:Chase:Slate 500 USD', guessed: false },
  { text: 'chase card payment 500', postings: 'Assets:US:BofA:Checking -500 USD; Liabilities:US:Chase:Slate 500 USD' },
  { text: 'paid 500 to chase', postings: 'Assets:US:BofA:Checking -500 USD; Liabilities:US:Chase:Slate 500 USD' },
  // with what it was for said, the card paid for it
  { text: 'paid 30 on the chase card for dinner at the restaurant', postings: 'Expenses:Food:Restaurant 30 USD; Liabilities:US:Chase:Slate -30 USD' },
  // a price per night with rooms said is of each room
  { text: 'hotel 2 rooms 3 nights $100 per night', postings: 'Expenses:Travel:Hotel 600 USD; Liabilities:US:Chase:Slate -600 USD', warning: /^read \$100 per night as the price of one night of one room: 100 × 3 nights × 2 rooms = 600$/m },
  { text: 'hotel 2 rooms for 3 nights at $100 a night', postings: 'Expenses:Travel:Hotel 600 USD; Liabilities:US:Chase:Slate -600 USD', warning: /100 × 3 nights × 2 rooms = 600/ },
  { text: 'hotel 3 nights $100 per night', postings: 'Expenses:Travel:Hotel 300 USD; Liabilities:US:Chase:Slate -300 USD', warning: /^read \$100 per night as the price of one night: 100 × 3 nights = 300$/m },
  { text: 'hotel 2 rooms $100 each', postings: 'Expenses:Travel:Hotel 200 USD; Liabilities:US:Chase:Slate -200 USD', warning: /100 × 2 rooms = 200/ },
], SAID_ON);

checkedSuite('English: a Roth IRA with an account of its own', ROTH_LEDGER, [
  { text: 'put 200 in my roth ira', postings: 'Assets:US:BofA:Checking -200 USD; Assets:US:Schwab:RothIRA 200 USD', warning: /^read roth ira as Assets:US:Schwab:RothIRA \(its name says roth\)$/m },
  { text: 'roth IRA contribution 6500 from checking', postings: 'Assets:US:BofA:Checking -6500 USD; Assets:US:Schwab:RothIRA 6500 USD' },
  // Ira is a name too
  { text: 'dinner at the restaurant with Ira 30', postings: 'Expenses:Food:Restaurant 30 USD; Liabilities:US:Chase:Slate -30 USD' },
], SAID_ON);

describe('parseEntry: a plan the ledger has no account for', () => {
  const ledger = Ledger.fromText(US_401K_LEDGER, 'us.beancount');
  function refusal(text: string): string {
    try {
      parseEntry(ledger, text, SAID_ON);
    } catch (e) {
      if (e instanceof Problem) return e.message;
      throw e;
    }
    return 'parsed';
  }
  it('put 200 in my roth ira: a 422, never spending', () => expect(refusal('put 200 in my roth ira')).toBe('roth ira names no account open on 2026-11-10'));
  it('500 to my 403(b): a 422, never 403 of money', () => expect(refusal('500 to my 403(b)')).toBe('403(b) names no account open on 2026-11-10'));
  it('put 300 in my HSA: a 422', () => expect(refusal('put 300 in my HSA')).toBe('HSA names no account open on 2026-11-10'));
});
