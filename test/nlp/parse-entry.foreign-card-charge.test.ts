// QA traveler (session 41): money in one currency paid by a card or wallet named that holds only
// another (拉面 1200日元 信用卡, the card open for CNY only) was paid from another account that could
// hold it (Assets:Wise), warned only of the choice; the amount billed said (入账 57.74元) was
// income or a second purchase, a rate said (汇率 0.048) a second purchase, ¥ on a USD card USD.
// The card named pays, in its own money, at a price: the amount billed said (@@), the rate said
// (@), else the ledger's latest price (warned); a 422 asks for the amount billed when none is known.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';
import { TRAVEL_LEDGER } from './travel-ledger.ts';


const ESTIMATED = /the amount billed \([\d.]+ [A-Z]+\) was estimated at the latest price/;

checkedSuite('a charge in another currency than the card named holds', TRAVEL_LEDGER, [
  // paid by the card named, at the latest price (warned that the amount billed is an estimate)
  { text: '在东京吃拉面 1200日元 信用卡', postings: 'Expenses:Food 1200 JPY @ 0.04812 CNY; Liabilities:CreditCard:CMB -57.744', warning: /the amount billed \(57\.744 CNY\) was estimated at the latest price, 0\.04812 CNY per JPY \(2025-10-01\)/ },
  { text: '酒店 800 港币 招行信用卡', postings: 'Expenses:Travel:Hotel 800 HKD @ 0.91567 CNY; Liabilities:CreditCard:CMB -732.536', warning: ESTIMATED },
  { text: '午饭 100 泰铢 支付宝', postings: 'Expenses:Food 100 THB @ 0.21987 CNY; Assets:Alipay -21.987', warning: ESTIMATED },
  { text: 'coffee 4.50 EUR visa', postings: 'Expenses:Food 4.50 EUR @ 1.1612 USD; Liabilities:CreditCard:Visa -5.2254 USD', warning: ESTIMATED },
  { text: '拉面 1200日元 信用卡 小费 200日元', postings: 'Expenses:Food 1200 JPY @ 0.04812 CNY; Expenses:Uncategorized 200 JPY @ 0.04812 CNY; Liabilities:CreditCard:CMB -67.368', warning: ESTIMATED },
  // foreign cash from a CNY bank card: a move into the cash of that currency, at a price
  { text: 'ATM取了 10000 日元 招行卡', postings: 'Assets:Cash:JPY 10000 JPY @ 0.04812 CNY; Assets:Bank:CMB -481.20', warning: ESTIMATED },
  { text: '从招行卡转 1000 日元 到日元现金', postings: 'Assets:Cash:JPY 1000 JPY @ 0.04812 CNY; Assets:Bank:CMB -48.12', warning: ESTIMATED },
  // the amount billed said is the price of all the units, no income and no second purchase
  { text: '信用卡 日元消费 5000 日元 入账 人民币 240.60', postings: 'Expenses:Uncategorized 5000 JPY @@ 240.60 CNY; Liabilities:CreditCard:CMB -240.60' },
  { text: '拉面 1200日元 信用卡 入账 57.74元', postings: 'Expenses:Food 1200 JPY @@ 57.74 CNY; Liabilities:CreditCard:CMB -57.74', narration: '拉面', guessed: false },
  { text: '药妆 5000日元 信用卡 实际扣款 240.60元', postings: 'Expenses:Uncategorized 5000 JPY @@ 240.60 CNY; Liabilities:CreditCard:CMB -240.60' },
  { text: '药妆 5000日元 信用卡 扣了 240.60元', postings: 'Expenses:Uncategorized 5000 JPY @@ 240.60 CNY; Liabilities:CreditCard:CMB -240.60' },
  { text: '药妆 5000日元 信用卡 折合人民币 240.60', postings: 'Expenses:Uncategorized 5000 JPY @@ 240.60 CNY; Liabilities:CreditCard:CMB -240.60' },
  { text: 'coffee 4.50 EUR visa billed 5.22 USD', postings: 'Expenses:Food 4.50 EUR @@ 5.22 USD; Liabilities:CreditCard:Visa -5.22 USD', guessed: false },
  { text: 'coffee 4.50 EUR visa charged as 5.22 USD', postings: 'Expenses:Food 4.50 EUR @@ 5.22 USD; Liabilities:CreditCard:Visa -5.22 USD', guessed: false },
  { text: '免税店 买化妆品 32000日元 招行信用卡 入账 1539.84元', postings: 'Expenses:Shopping 32000 JPY @@ 1539.84 CNY; Liabilities:CreditCard:CMB -1539.84', guessed: false },
  // a rate said is the price of one unit
  { text: '拉面 1200日元 信用卡 汇率 0.048', postings: 'Expenses:Food 1200 JPY @ 0.048 CNY; Liabilities:CreditCard:CMB -57.60', narration: '拉面', guessed: false },
  { text: '拉面 1200日元 信用卡 汇率0.048', postings: 'Expenses:Food 1200 JPY @ 0.048 CNY; Liabilities:CreditCard:CMB -57.60', guessed: false },
  { text: 'coffee 4.50 EUR visa at 1.16', postings: 'Expenses:Food 4.50 EUR @ 1.16 USD; Liabilities:CreditCard:Visa -5.22 USD', narration: 'coffee', guessed: false },
  { text: 'coffee 4.50 EUR visa @1.16', postings: 'Expenses:Food 4.50 EUR @ 1.16 USD; Liabilities:CreditCard:Visa -5.22 USD', guessed: false },
  { text: 'coffee 4.50 EUR visa rate 1.16', postings: 'Expenses:Food 4.50 EUR @ 1.16 USD; Liabilities:CreditCard:Visa -5.22 USD', guessed: false },
  // ¥ and 块 are the yuan's (¥ the yen's too), never the dollar's: CNY on a USD card, priced by the
  // inverse of the USD price, billed to the cent (@@) so that the entry balances exactly
  { text: '星巴克 ¥650 visa', postings: 'Expenses:Food 650 CNY @@ 91.25 USD; Liabilities:CreditCard:Visa -91.25 USD', warning: /0\.1403824017 USD per CNY/ },
  { text: '拉面 1200块 visa', postings: 'Expenses:Food 1200 CNY @@ 168.46 USD; Liabilities:CreditCard:Visa -168.46 USD', warning: ESTIMATED },
], '2025-10-05');

function problemOf(ledgerText: string, text: string): Problem {
  try {
    parseEntry(Ledger.fromText(ledgerText, 'ledger.beancount'), text, '2025-10-05');
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`no problem for ${text}`);
}

describe('a charge in another currency with no price known', () => {
  const noYen = TRAVEL_LEDGER.replace(/^.*price JPY.*\n/gm, '');
  it('is a 422 asking for the amount billed in the card\'s currency', () => {
    for (const text of ['拉面 1200日元 信用卡', 'ATM取了 10000 日元 招行卡']) {
      const p = problemOf(noYen, text);
      expect(p.status, text).toBe(422);
      expect(p.detail, text).toMatch(/holds only CNY, and no price of JPY in CNY is known on 2025-10-05/);
      expect(p.errors[0]!.message, text).toMatch(/say the amount billed in CNY/);
    }
  });
  it('is none when the amount billed is said', () => {
    const e = parseEntry(Ledger.fromText(noYen, 'ledger.beancount'), '拉面 1200日元 信用卡 入账 57.74元', '2025-10-05');
    expect(e.postings).toEqual([
      { account: 'Expenses:Food', units: { number: '1200', currency: 'JPY' }, total_price: { number: '57.74', currency: 'CNY' } },
      { account: 'Liabilities:CreditCard:CMB', units: { number: '-57.74', currency: 'CNY' } },
    ]);
  });
  it('the fixture ledger, with no price of JPY, too (买药妆 8000日元 信用卡 was paid from Assets:Cash)', () => {
    const fixture = readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8');
    expect(problemOf(fixture, '买药妆 8000日元 信用卡').detail).toBe('信用卡 names Liabilities:CreditCard:CMB, which holds only CNY, and no price of JPY in CNY is known on 2025-10-05');
  });
  it('a price dated after the entry is not known on its date', () => {
    expect(problemOf(noYen.replace('2025-10-01 price EUR 1.1612 USD', '2025-10-09 price EUR 1.1612 USD'), 'coffee 4.50 EUR visa').detail).toMatch(/no price of EUR in USD is known on 2025-10-05/);
  });
});

describe('a price known only the other way (CNY in JPY)', () => {
  const inverse = TRAVEL_LEDGER.replace(/^.*price JPY.*\n/gm, '') + '\n2025-10-01 price CNY 20.78 JPY\n';
  checkedSuite('is read as its inverse', inverse, [
    { text: '拉面 1200日元 信用卡', postings: 'Expenses:Food 1200 JPY @@ 57.75 CNY; Liabilities:CreditCard:CMB -57.75', warning: /0\.04812319538 CNY per JPY/ },
    { text: '拉面 1200日元 信用卡 小费 200日元', postings: 'Expenses:Food 1200 JPY @ 0.04812319538 CNY; Expenses:Uncategorized 200 JPY @ 0.04812319538 CNY; Liabilities:CreditCard:CMB -67.372473532', warning: ESTIMATED },
  ], '2025-10-05');
});

// 元 is yuan as 块 and ¥ are (recheck QA of session 41: 咖啡 35元 visa was 35 USD on the USD card), and
// ¥ in a ledger of USD alone is no dollar: with no price of CNY in USD known, the card cannot pay it.
describe('元 and ¥ are never read as the card\'s dollars', () => {
  const travel = Ledger.fromText(TRAVEL_LEDGER, 'travel.beancount');
  it('咖啡 35元 visa: 35 CNY, billed in USD at the latest price', () => {
    const e = parseEntry(travel, '咖啡 35元 visa', '2025-10-05');
    expect(e.postings.find((p) => p.account === 'Expenses:Food')?.units).toEqual({ number: '35', currency: 'CNY' });
    expect(e.postings.find((p) => p.account === 'Liabilities:CreditCard:Visa')?.units!.currency).toBe('USD');
  });
  it('coffee ¥30 chase in a ledger of USD alone: a 422, no price of CNY in USD', () => {
    const usd = Ledger.fromText('option "operating_currency" "USD"\n2020-01-01 open Liabilities:Chase USD\n  alias: "chase"\n2020-01-01 open Expenses:Coffee\n  alias: "coffee"\n', 'usd.beancount');
    expect(() => parseEntry(usd, 'coffee ¥30 chase', '2026-11-28')).toThrow(/no price of CNY in USD/);
  });
});

// The card's money said right after the foreign amount and the card, with no word of its own, is
// the amount billed (recheck QA of session 41: 拉面 1200日元 信用卡 57.74元 charged the card 57.744 and
// 57.74 more as a second purchase).
describe('the amount billed said with no word before it', () => {
  const travel = Ledger.fromText(TRAVEL_LEDGER, 'travel.beancount');
  for (const text of ['拉面 1200日元 信用卡 57.74元', '拉面 1200日元 信用卡 人民币 57.74', '拉面 1200日元 57.74元 信用卡']) {
    it(text, () => {
      const e = parseEntry(travel, text, '2025-10-05');
      expect(e.postings.map((p) => `${p.account} ${p.units!.number} ${p.units!.currency}${p.total_price ? ` @@ ${p.total_price.number} ${p.total_price.currency}` : ''}`).sort()).toEqual([
        'Expenses:Food 1200 JPY @@ 57.74 CNY',
        'Liabilities:CreditCard:CMB -57.74 CNY',
      ]);
    });
  }
});
