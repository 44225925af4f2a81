// QA of session 27: an English-speaking user's sentences, on the starter ledger and on a US
// ledger shaped like bean-example's (a broker's cash account, a card named after its product).
// Each case here was wrong before: a top-up read backwards, a red packet received booked as one
// given, selling as spending, 花呗 repaid as spending on it, `30 + 5` booked as 5, `yesteday`
// dated today, `20/11` ignored, a card paid off booked as a restaurant bill, an ATM withdrawal put
// into a broker's cash account.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { englishNumberWords } from '../../src/nlp/normalize-text.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-27';

checkedSuite('English sentences on the starter ledger', STARTER_LEDGER, [
  // a top-up names the wallet topped up right after (or before) the verb
  { text: 'top up wechat 500', postings: 'Assets:Bank -500; Assets:WeChat 500', warning: /^no source account named; used Assets:Bank$/m },
  { text: 'wechat top up 500', postings: 'Assets:Bank -500; Assets:WeChat 500', warning: /^no source account named; used Assets:Bank$/m },
  { text: 'topped up Alipay 200 with WeChat', postings: 'Assets:WeChat -200; Assets:Alipay 200', guessed: false },
  { text: 'recharged wechat 300 with bank card', postings: 'Assets:Bank -300; Assets:WeChat 300', guessed: false },
  { text: 'phone top up 100 wechat', postings: 'Expenses:Utilities 100; Assets:WeChat -100', guessed: false },
  { text: 'subway card top up 100 wechat', postings: 'Expenses:Transport 100; Assets:WeChat -100', guessed: false },
  // money in
  { text: 'got 200 red packet from boss', postings: 'Assets:WeChat 200; Income:RedPacket -200', warning: /no receiving account named/ },
  { text: 'wechat red packet 88 from Lily', postings: 'Assets:WeChat 88; Income:RedPacket -88', guessed: false },
  { text: 'red packet 100 to mom from wechat', postings: 'Expenses:Gifts 100; Assets:WeChat -100', guessed: false },
  { text: 'sold my old bike 300 wechat', postings: 'Assets:WeChat 300; Income:Uncategorized -300', warning: /no income category matched/ },
  // 花呗 and cards repaid
  { text: 'huabei repayment 450 from alipay', postings: 'Assets:Alipay -450; Liabilities:Huabei 450', guessed: false },
  { text: 'repaid huabei 450 with alipay', postings: 'Assets:Alipay -450; Liabilities:Huabei 450', guessed: false },
  { text: 'credit card payment 500 from bank', postings: 'Assets:Bank -500; Liabilities:CreditCard 500', guessed: false },
  // amounts and dates
  { text: 'lunch 30 + 5 tip wechat', postings: 'Expenses:Food 35; Assets:WeChat -35', guessed: false },
  { text: '午饭 30+5 微信', postings: 'Expenses:Food 35; Assets:WeChat -35', guessed: false },
  // a tip said as a rate was dropped silently (400 booked)
  { text: 'dinner 400 plus 10% tip wechat', postings: 'Expenses:Food 440; Assets:WeChat -440', guessed: false },
  { text: 'dinner 123.45 + 15% tip wechat', postings: 'Expenses:Food 141.97; Assets:WeChat -141.97', guessed: false },
  { text: '午饭 200 加 10% 服务费 微信', postings: 'Expenses:Food 220; Assets:WeChat -220', guessed: false },
  { text: 'taxi 45 yesteday wechat', date: '2026-11-26', postings: 'Expenses:Transport 45; Assets:WeChat -45', guessed: false },
  { text: 'dinner 88 yday wechat', date: '2026-11-26', postings: 'Expenses:Food 88; Assets:WeChat -88', guessed: false },
  { text: 'coffee 30 on 20/11 wechat', date: '2026-11-20', postings: 'Expenses:Food 30; Assets:WeChat -30', guessed: false },
  // number words said with a unit of money (`lunch twenty yuan` was a 422: no amount found)
  { text: 'lunch twenty yuan wechat', postings: 'Expenses:Food 20; Assets:WeChat -20', guessed: false },
  { text: 'twenty-five yuan taxi wechat', postings: 'Expenses:Transport 25; Assets:WeChat -25', guessed: false },
  { text: 'a hundred and fifty yuan dinner wechat', postings: 'Expenses:Food 150; Assets:WeChat -150', guessed: false },
  { text: 'one thousand two hundred yuan rent from bank', postings: 'Expenses:Housing 1200; Assets:Bank -1200', guessed: false },
  // categories
  { text: 'phone bill 58 alipay', postings: 'Expenses:Utilities 58; Assets:Alipay -58', guessed: false },
  { text: 'late fee 30 alipay', postings: 'Expenses:Fees 30; Assets:Alipay -30', guessed: false },
  { text: "kid's school fees 15000 from bank", postings: 'Expenses:Education 15000; Assets:Bank -15000', guessed: false },
  { text: 'hotpot 300 wechat', postings: 'Expenses:Food 300; Assets:WeChat -300', guessed: false },
  // narrations without the words that only said how or where it was paid ('Lunch with', 'spent on clothes at with')
  { text: 'Lunch with wechat 30', postings: 'Expenses:Food 30; Assets:WeChat -30', narration: 'Lunch', guessed: false },
  { text: 'spent 200 on clothes at uniqlo with alipay', postings: 'Expenses:Shopping 200; Assets:Alipay -200', narration: 'spent on clothes', guessed: false },
  { text: 'coffee at starbucks 35 using wechat', postings: 'Expenses:Food 35; Assets:WeChat -35', narration: 'coffee', guessed: false },
  { text: 'lunch with Tom 60 wechat', postings: 'Expenses:Food 60; Assets:WeChat -60', narration: 'lunch with Tom', guessed: false },
  // an ATM gives cash into the pocket's account
  { text: 'withdrew 200 from bank at the atm', postings: 'Assets:Bank -200; Assets:Cash 200', guessed: false },
], SAID_ON);

const US_LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:US:BofA:Checking USD
2020-01-01 open Assets:US:Vanguard:Cash USD
2020-01-01 open Assets:US:Vanguard:VBMPX VBMPX
2020-01-01 open Liabilities:US:Chase:Slate USD
2020-01-01 open Income:US:Hoogle:Salary USD
2020-01-01 open Income:US:Hoogle:GroupTermLife USD
2020-01-01 open Expenses:Food:Restaurant USD
2020-01-01 open Expenses:Financial:Fees USD

2026-10-01 * "Hoogle" "Payroll"
  Assets:US:BofA:Checking  4000.00 USD
  Income:US:Hoogle:Salary  -4000.00 USD

2026-10-05 * "Restaurant" "Dinner"
  Liabilities:US:Chase:Slate  -50.00 USD
  Expenses:Food:Restaurant  50.00 USD

2026-10-20 * "Paying off credit card"
  Assets:US:BofA:Checking  -50.00 USD
  Liabilities:US:Chase:Slate  50.00 USD
`;

checkedSuite('English sentences on a US ledger with a broker\'s cash account', US_LEDGER, [
  { text: 'paid off credit card 1,250.34 from checking', postings: 'Assets:US:BofA:Checking -1250.34 USD; Liabilities:US:Chase:Slate 1250.34 USD', warning: /^credit card was named, but the ledger has no open account for it; used Liabilities:US:Chase:Slate$/m },
  { text: 'credit card payment 500', postings: 'Assets:US:BofA:Checking -500 USD; Liabilities:US:Chase:Slate 500 USD', warning: /^no source account named; used Assets:US:BofA:Checking$/m },
  { text: 'got paid 4250', postings: 'Assets:US:BofA:Checking 4250 USD; Income:US:Hoogle:Salary -4250 USD', warning: /no receiving account named/ },
  { text: 'payday 4250 checking', postings: 'Assets:US:BofA:Checking 4250 USD; Income:US:Hoogle:Salary -4250 USD', guessed: false },
  { text: 'monthly bank fee 4 checking', postings: 'Expenses:Financial:Fees 4 USD; Assets:US:BofA:Checking -4 USD', guessed: false },
  { text: 'withdrew 500 from vanguard cash to checking', postings: 'Assets:US:Vanguard:Cash -500 USD; Assets:US:BofA:Checking 500 USD', guessed: false },
], SAID_ON);

// The words that name a deposit account (rent deposit, deposit back) are never the verb: with
// Assets:Deposits open, `deposit 2000 into Alipay` moved the money out of it.
checkedSuite('English deposits on the starter ledger with a deposit account', `${STARTER_LEDGER}2020-01-01 open Assets:Deposits CNY\n`, [
  { text: 'deposit 2000 into Alipay from bank', postings: 'Assets:Bank -2000; Assets:Alipay 2000', guessed: false },
  { text: 'paid rent deposit 3000 from bank', postings: 'Assets:Bank -3000; Assets:Deposits 3000', warning: /^a deposit \(押金\) is to be had back: booked 3000 on Assets:Deposits$/m },
  { text: 'Got my deposit back 300 bank', postings: 'Assets:Bank 300; Assets:Deposits -300', guessed: false },
], SAID_ON);

describe('number words', () => {
  it('are read only before a unit of money: a count stays words', () => {
    expect(englishNumberWords('two coffees 30, one of them for Tom')).toBe('two coffees 30, one of them for Tom');
    expect(englishNumberWords('ninety-nine bucks and seven yuan')).toBe('99 bucks and 7 yuan');
    expect(englishNumberWords('a yuan')).toBe('a yuan');
  });
});

describe('cash taken out with no account for it', () => {
  const ledger = Ledger.fromText(US_LEDGER, 'us.beancount');
  it('is a 422 that says to open one, not a move into a broker\'s cash account', () => {
    for (const text of ['withdrew 200 cash at the atm', 'withdrew 200 from checking at the atm', 'took out 60 bucks at the ATM', 'atm 200', '取现 300']) {
      const error = (() => {
        try {
          return parseEntry(ledger, text, SAID_ON);
        } catch (e) {
          return e;
        }
      })();
      expect(error, text).toBeInstanceOf(Problem);
      expect((error as Problem).status).toBe(422);
      expect((error as Problem).message).toBe('cash taken out or put in, but no account for cash is open');
    }
  });
});
