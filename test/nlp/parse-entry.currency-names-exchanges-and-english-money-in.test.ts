// Leftovers of the abroad, landlord and second recheck reports of session 49: currencies said by their
// Chinese names the parser did not know (20000 越南盾, 60 菲律宾比索, 100 印度卢比, 50 令吉) were yuan or the
// one currency of the wallet named, silently, and other such names (墨西哥比索, 老挝盾, 埃及镑) too; an
// exchange with one wallet named twice (Wise 换汇 9420 CNY 从 招行 到 Wise 2000 AUD) was refused as naming
// no account; English: fixed the water heater was the water bill, 3 flatmates each sent me 20 AUD was 23,
// weekly pay went to the first income account open, not the job's.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const ABROAD_LEDGER = `option "operating_currency" "CNY"
option "operating_currency" "AUD"

2026-01-01 commodity CNY
2026-01-01 commodity AUD

2026-01-01 open Assets:CN:CMB CNY
  alias: "招行,招商银行"
2026-01-01 open Assets:AU:CommBank AUD
  alias: "CommBank,CBA"
2026-01-01 open Assets:AU:Cash AUD
  alias: "现金,cash"
2026-01-01 open Assets:AU:Wise AUD
  alias: "Wise"
2026-01-01 open Assets:Travel:Wallet
  alias: "旅行钱包"
2026-01-01 open Assets:Receivables:Flatmates AUD
  alias: "室友"
2026-01-01 open Income:AU:Job AUD
  alias: "打工,工资,salary"
2026-01-01 open Income:AU:GSTRefund AUD
  alias: "GST,退税,TRS"
2026-01-01 open Expenses:Food:Groceries
  alias: "买菜,Coles"
2026-01-01 open Expenses:Fees
  alias: "手续费"
2026-01-01 open Equity:Opening-Balances

2026-01-01 price AUD 4.70 CNY
`;

const LANDLORD_LEDGER = `option "operating_currency" "CNY"

2026-01-01 open Assets:Bank:CCB CNY
  alias: "建行"
2026-01-01 open Assets:Cash CNY
  alias: "现金"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Receivables:Insurance CNY
  alias: "理赔款"
2026-01-01 open Income:Rent:Binjiang CNY
  alias: "滨江"
2026-01-01 open Income:Insurance CNY
  alias: "保险公司,赔款"
2026-01-01 open Expenses:Utilities:Water CNY
  alias: "水费"
2026-01-01 open Expenses:Property:Repairs CNY
  alias: "维修,修理"
2026-01-01 open Expenses:Car:Insurance CNY
  alias: "车险"
2026-01-01 open Expenses:Food CNY
  alias: "吃饭,买菜"
2026-01-01 open Equity:Opening-Balances CNY
`;

describe('parseEntry: a currency said by its Chinese name is that currency (it was yuan, or the wallet’s)', () => {
  const ledger = Ledger.fromText(ABROAD_LEDGER, 'ledger.beancount');
  const cases: readonly (readonly [string, string])[] = [
    ['买菜 20000 越南盾 旅行钱包', 'VND'], ['买菜 60 菲律宾比索 旅行钱包', 'PHP'], ['买菜 60 比索 旅行钱包', 'PHP'],
    ['买菜 100 泰铢 旅行钱包', 'THB'], ['买菜 5000 韩元 旅行钱包', 'KRW'], ['买菜 5000 韩币 旅行钱包', 'KRW'], ['买菜 500 日元 旅行钱包', 'JPY'],
    ['买菜 50000 印尼盾 旅行钱包', 'IDR'], ['买菜 50 马币 旅行钱包', 'MYR'], ['买菜 50 令吉 旅行钱包', 'MYR'], ['买菜 50 林吉特 旅行钱包', 'MYR'],
    ['买菜 20 新币 旅行钱包', 'SGD'], ['买菜 20 新加坡元 旅行钱包', 'SGD'], ['买菜 200 新台币 旅行钱包', 'TWD'], ['买菜 200 台币 旅行钱包', 'TWD'],
    ['买菜 80 澳门元 旅行钱包', 'MOP'], ['买菜 80 澳门币 旅行钱包', 'MOP'], ['买菜 30 新西兰元 旅行钱包', 'NZD'], ['买菜 30 纽币 旅行钱包', 'NZD'],
    ['买菜 30 瑞士法郎 旅行钱包', 'CHF'], ['买菜 300 卢布 旅行钱包', 'RUB'], ['买菜 300 卢比 旅行钱包', 'INR'], ['买菜 300 印度卢比 旅行钱包', 'INR'],
    ['买菜 20000 VND 旅行钱包', 'VND'], ['买菜 50000 IDR 旅行钱包', 'IDR'], ['买菜 300 INR 旅行钱包', 'INR'],
  ];
  for (const [text, currency] of cases) {
    it(text, () => {
      const draft = parseEntry(ledger, text, SAID_ON);
      expect(draft.postings.find((p) => p.account === 'Expenses:Food:Groceries')?.units?.currency).toBe(currency);
      expect(draft.postings.find((p) => p.account === 'Assets:Travel:Wallet')?.units?.currency).toBe(currency);
    });
  }
});

describe('parseEntry: a currency read by its name that no account of the ledger can hold is refused, not booked', () => {
  const ledger = Ledger.fromText(ABROAD_LEDGER.replace(/2026-01-01 open Assets:Travel:Wallet\n {2}alias: "旅行钱包"\n/, ''), 'ledger.beancount');
  for (const text of ['买菜 20000 越南盾 现金', '60 菲律宾比索', '晚饭 50 令吉', '100 印度卢比 买菜']) {
    it(text, () => {
      expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(/VND|PHP|MYR|INR/);
    });
  }
});

checkedSuite('parseEntry: a name ending as currencies end that the parser does not know is warned, not silently the ledger’s money', ABROAD_LEDGER, [
  { text: '买菜 100 墨西哥比索 招行', postings: 'Expenses:Food:Groceries 100 CNY; Assets:CN:CMB -100 CNY', guessed: true, warning: /墨西哥比索/ },
  { text: '买菜 100 老挝盾 招行', postings: 'Expenses:Food:Groceries 100 CNY; Assets:CN:CMB -100 CNY', guessed: true, warning: /老挝盾/ },
  { text: '买菜 20 埃及镑 招行', postings: 'Expenses:Food:Groceries 20 CNY; Assets:CN:CMB -20 CNY', guessed: true, warning: /埃及镑/ },
  // (a figure's own words are none: 30 多元 is yuan, not warned)
  { text: '买菜 30 多元 招行', postings: 'Expenses:Food:Groceries 30 CNY; Assets:CN:CMB -30 CNY' },
], SAID_ON);

checkedSuite('parseEntry: an exchange naming one wallet twice, as the service and where the money arrived', ABROAD_LEDGER, [
  { text: 'Wise 换汇 9420 CNY 从 招行 到 Wise 2000 AUD', postings: 'Assets:CN:CMB -9420 CNY @@ 2000 AUD; Assets:AU:Wise 2000 AUD' },
  { text: 'Wise 换汇 招行 9420 CNY 到 Wise 2000 AUD', postings: 'Assets:CN:CMB -9420 CNY @@ 2000 AUD; Assets:AU:Wise 2000 AUD' },
  { text: '换汇 招行 9450 元 换了 2000 澳币 到 CommBank', postings: 'Assets:CN:CMB -9450 CNY @@ 2000 AUD; Assets:AU:CommBank 2000 AUD' },
], SAID_ON);

describe('parseEntry: an exchange whose yuan left no account named says which is missing', () => {
  const ledger = Ledger.fromText(ABROAD_LEDGER, 'ledger.beancount');
  it('Wise 换汇 9420 CNY 到 Wise 2000 AUD', () => {
    expect(() => parseEntry(ledger, 'Wise 换汇 9420 CNY 到 Wise 2000 AUD', SAID_ON)).toThrow(/account the CNY of this exchange left is not named: Wise names Assets:AU:Wise, which holds only AUD/);
  });
});

checkedSuite('parseEntry: English money in, counted and paid', ABROAD_LEDGER, [
  { text: '3 flatmates each sent me 20 AUD to CommBank', postings: 'Assets:AU:CommBank 60 AUD; Assets:Receivables:Flatmates -60 AUD', guessed: true },
  { text: '3 flatmates sent me 20 AUD each to CommBank', postings: 'Assets:AU:CommBank 60 AUD; Assets:Receivables:Flatmates -60 AUD', guessed: true },
  // a job's income is the pay (it was the first income account open, GSTRefund)
  { text: 'weekly pay 700 AUD CBA', postings: 'Assets:AU:CommBank 700 AUD; Income:AU:Job -700 AUD' },
  { text: 'monthly pay 2100 AUD CBA', postings: 'Assets:AU:CommBank 2100 AUD; Income:AU:Job -2100 AUD' },
], SAID_ON);

checkedSuite('parseEntry: English repairs and an insurer paying in', LANDLORD_LEDGER, [
  { text: 'fixed the water heater 380 cash', postings: 'Expenses:Property:Repairs 380; Assets:Cash -380' },
  { text: 'fix the water heater 380 cash', postings: 'Expenses:Property:Repairs 380; Assets:Cash -380' },
  { text: 'water heater fixed 380 cash', postings: 'Expenses:Property:Repairs 380; Assets:Cash -380' },
  // (the water bill stays the water bill)
  { text: 'water bill 80 wechat', postings: 'Expenses:Utilities:Water 80; Assets:WeChat -80' },
  // money in from the insurer, as 保险 赔了 3000 到 建行 is
  { text: 'insurance paid 3000 into CCB for the repair', postings: 'Assets:Bank:CCB 3000; Assets:Receivables:Insurance -3000' },
  { text: '保险 赔了 3000 到 建行', postings: 'Assets:Bank:CCB 3000; Assets:Receivables:Insurance -3000' },
], SAID_ON);
