// QA of session 31: English-speaking users typing on phones. A misspelt wallet or category
// (`coffe 28 alipy`, `lunch 45 wechta`, `groceris 120 cmb`) matched nothing, so the amount fell to
// the catch-all category or the most used wallet; the plural of an alias (`2 lattes` with the alias
// latte, `taxis`, `groceries` for grocery) did too. A word of 5 letters or more one slip from one
// term alone is now read as that term, warned; a plural as its singular. Words the sentence uses
// otherwise, short words, names and Chinese sentences are left as they were.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { oneSlipApart } from '../../src/nlp/near-terms.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-27';

const LEDGER = `option "operating_currency" "CNY"
1980-01-01 commodity CNY
1980-01-01 commodity USD
1980-01-01 commodity HKD

2026-01-01 open Assets:CMB:Checking
  alias: "cmb"
2026-01-01 open Assets:WeChat
2026-01-01 open Assets:Alipay
2026-01-01 open Assets:Cash
2026-01-01 open Liabilities:Friends:Tom
  alias: "Tom"
2026-01-01 open Liabilities:Friends:Amy
  alias: "Amy"
2026-01-01 open Expenses:Food:Coffee
2026-01-01 open Expenses:Food:Lunch
2026-01-01 open Expenses:Groceries
2026-01-01 open Expenses:Transport:Taxi
  alias: "cab"
2026-01-01 open Expenses:Transport:Car
2026-01-01 open Expenses:Books
2026-01-01 open Expenses:Hobbies:Boats
2026-01-01 open Expenses:Kids:Candy
2026-01-01 open Expenses:Uncategorized
2026-01-01 custom "payee" "Mandy"
`;

// Accounts named by their aliases only, none by a word of the built-in lexicon (coffees,
// groceries and taxis name nothing here but for the aliases' plurals).
const ALIASES_LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat
2026-01-01 open Expenses:Treats:Espresso
  alias: "coffee,latte"
2026-01-01 open Expenses:Errands:Market
  alias: "grocery"
2026-01-01 open Expenses:Rides:Hail
  alias: "taxi"
2026-01-01 open Expenses:Uncategorized
`;

checkedSuite('a misspelt wallet or category read as the term one slip away', LEDGER, [
  { text: 'coffe 28 alipy', postings: 'Expenses:Food:Coffee 28; Assets:Alipay -28', warning: /^read "coffe" as "coffee"\nread "alipy" as "alipay"$/ },
  { text: 'lunch 45 wechta', postings: 'Expenses:Food:Lunch 45; Assets:WeChat -45', narration: 'lunch', warning: /^read "wechta" as "wechat"$/ },
  { text: 'groceris 120 cmb', postings: 'Expenses:Groceries 120; Assets:CMB:Checking -120', warning: /^read "groceris" as "groceries"$/ },
  { text: 'coffee 30 wehcat', postings: 'Expenses:Food:Coffee 30; Assets:WeChat -30', warning: /^read "wehcat" as "wechat"$/ },
  { text: 'Lunch 38 Alipy', postings: 'Expenses:Food:Lunch 38; Assets:Alipay -38', warning: /^read "Alipy" as "alipay"$/ },
  // (a date word is read as one, around the slip)
  { text: 'lunch 38 yesterday alipy', date: '2026-11-26', postings: 'Expenses:Food:Lunch 38; Assets:Alipay -38', warning: /^read "alipy" as "alipay"$/ },
], SAID_ON);

checkedSuite("an alias's English plural read as the alias", ALIASES_LEDGER, [
  { text: '2 lattes 56 wechat', postings: 'Expenses:Treats:Espresso 56; Assets:WeChat -56', guessed: false },
  { text: 'coffees 64 wechat', postings: 'Expenses:Treats:Espresso 64; Assets:WeChat -64', guessed: false },
  { text: 'taxis 30 wechat', postings: 'Expenses:Rides:Hail 30; Assets:WeChat -30', guessed: false },
  { text: 'groceries 120 wechat', postings: 'Expenses:Errands:Market 120; Assets:WeChat -120', guessed: false },
], SAID_ON);

checkedSuite('words left as they were', LEDGER, [
  // spelt right
  { text: 'coffee 28 alipay', postings: 'Expenses:Food:Coffee 28; Assets:Alipay -28', guessed: false },
  // one slip from two terms (books, boats): neither
  { text: 'boaks 30 alipay', postings: 'Expenses:Uncategorized 30; Assets:Alipay -30', warning: /^no spending category matched; used Expenses:Uncategorized$/ },
  // an everyday word one slip from a term is that word (boots are no books)
  { text: 'boots 300 alipay', postings: 'Expenses:Uncategorized 300; Assets:Alipay -300', warning: /^no spending category matched; used Expenses:Uncategorized$/ },
  // short words are one letter from too many (car, cab; bar is neither); so is texi from taxi,
  // and taxii from a term of four letters
  { text: 'car 30 alipay', postings: 'Expenses:Transport:Car 30; Assets:Alipay -30', guessed: false },
  { text: 'cab 30 alipay', postings: 'Expenses:Transport:Taxi 30; Assets:Alipay -30', guessed: false },
  { text: 'bar 30 alipay', postings: 'Expenses:Uncategorized 30; Assets:Alipay -30', warning: /^no spending category matched; used Expenses:Uncategorized$/ },
  { text: 'texi 30 alipay', postings: 'Expenses:Uncategorized 30; Assets:Alipay -30', warning: /^no spending category matched; used Expenses:Uncategorized$/ },
  { text: 'taxii 30 alipay', postings: 'Expenses:Uncategorized 30; Assets:Alipay -30', warning: /^no spending category matched; used Expenses:Uncategorized$/ },
  // names: Tom's and Amy's accounts, a payee of the ledger one slip from a category (Mandy, candy)
  { text: 'coffee with Tom 30 wechat', postings: 'Expenses:Food:Coffee 30; Assets:WeChat -30', guessed: false },
  { text: 'lent Amy 200 wechat', postings: 'Liabilities:Friends:Amy 200; Assets:WeChat -200', guessed: false },
  { text: 'Mandy 30 wechat', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30', payee: 'Mandy', warning: /^no spending category matched; used Expenses:Uncategorized$/ },
  // currency codes and units of money
  { text: 'lunch 30 USD alipay', postings: 'Expenses:Food:Lunch 30 USD; Assets:Alipay -30 USD', guessed: false },
  { text: 'taxi 100 HKD cmb', postings: 'Expenses:Transport:Taxi 100 HKD; Assets:CMB:Checking -100 HKD', guessed: false },
  { text: 'lunch 30 dollars alipay', postings: 'Expenses:Food:Lunch 30 USD; Assets:Alipay -30 USD', guessed: false },
  // date words
  { text: 'coffee 30 today alipay', postings: 'Expenses:Food:Coffee 30; Assets:Alipay -30', guessed: false },
  { text: 'taxi 40 tmrw alipay', date: '2026-11-28', postings: 'Expenses:Transport:Taxi 40; Assets:Alipay -40', warning: /future/ },
  // paid and cash are what they say
  { text: 'paid 30 cash for lunch', postings: 'Expenses:Food:Lunch 30; Assets:Cash -30', guessed: false },
], SAID_ON);

describe('misspellings in a Chinese sentence', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  it('leaves them unread (午饭 30 alipy names no wallet)', () => {
    const entry = parseEntry(ledger, '午饭 30 alipy', SAID_ON);
    expect(entry.warnings.join('\n')).not.toMatch(/read "alipy"/);
    expect(entry.warnings.join('\n')).toMatch(/no payment account named/);
  });
});

describe('confidence', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  it('is lower for a misspelt wallet than for one spelt right', () => {
    const right = parseEntry(ledger, 'lunch 45 wechat', SAID_ON).confidence;
    const slip = parseEntry(ledger, 'lunch 45 wechta', SAID_ON).confidence;
    expect(parseEntry(ledger, 'lunch 45 wechat', SAID_ON).warnings).toEqual([]);
    expect(slip).toBeLessThan(right);
  });
});

describe('oneSlipApart (Damerau-Levenshtein distance 1)', () => {
  it.each([
    ['alipy', 'alipay'], // a letter dropped
    ['coffeee', 'coffee'], // one added
    ['wechot', 'wechat'], // one changed
    ['wechta', 'wechat'], // two neighbours swapped
  ])('%s is one slip from %s', (a, b) => {
    expect(oneSlipApart(a, b)).toBe(true);
    expect(oneSlipApart(b, a)).toBe(true);
  });
  it.each([
    ['alipay', 'alipay'],
    ['alpy', 'alipay'], // two dropped
    ['wehcta', 'wechat'], // two swaps
    ['wcehta', 'wechat'],
  ])('%s is not one slip from %s', (a, b) => {
    expect(oneSlipApart(a, b)).toBe(false);
  });
});
