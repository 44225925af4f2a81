// Sentences that booked money wrongly, said on 2026-11-26: 还 meaning "still" or "later" (我欠老张
// 1000 下个月还, 还欠老张 500) was booked as a repayment; 借呗借了 3000 还花旗 as paying 借呗 back;
// 还吃饭欠小王的 50 as 小王 paying me; 15点5 as 15; Xbox 360 手柄 199 as 360 + 199; 30.5-0.5 as 30.0.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { findAmounts } from '../../src/nlp/amounts.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const CARDS_AND_LINES = `2020-01-01 open Liabilities:Jiebei CNY
  alias: "借呗"
2020-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2020-01-01 open Liabilities:Payables:LaoZhang CNY
  alias: "老张"
2020-01-01 open Liabilities:Mortgage CNY
  alias: "房贷"
2020-01-01 open Expenses:Transport
`;
const ledger = walletsLedger('still-owed.beancount', `${CARDS_AND_LINES}2020-01-01 open Liabilities:CreditCard:Citi CNY
  alias: "花旗"
`);
// the Citi card known by its name only (花旗 is Citi, as 招行 is CMB), or by the alias 花旗信用卡
const unnamedCiti = walletsLedger('citi-unnamed.beancount', `${CARDS_AND_LINES}2020-01-01 open Liabilities:CreditCard:Citi CNY\n`);
const citiCardAlias = walletsLedger('citi-card-alias.beancount', `${CARDS_AND_LINES}2020-01-01 open Liabilities:CreditCard:Citi CNY
  alias: "花旗信用卡"
`);
// no account for 小王 at all: what I pay back goes to the generic payable, as 还小王 50 does
const noPeople = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Liabilities:CreditCard:CMB CNY
2020-01-01 open Liabilities:Payables CNY
2020-01-01 open Expenses:Food
`,
  'no-people.beancount',
);

function problemOf(l: Ledger, text: string): Problem {
  try {
    parseEntry(l, text, REFERENCE_DATE);
  } catch (e) {
    expect(e).toBeInstanceOf(Problem);
    return e as Problem;
  }
  throw new Error(`no Problem for ${text}`);
}

function cases(title: string, l: Ledger, list: readonly EntryCase[]): void {
  describe(title, () => {
    for (const c of list) it(c.text, () => expectEntry(parseEntry(l, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  });
}

describe('还 meaning still, or later: a debt said, no money moved', () => {
  it('is a 422 as 我欠老张 1000 is', () => {
    for (const text of ['我欠老张 1000 下个月还', '还欠老张 500', '我还欠老张 300 没还', '欠老张 800 月底还', '我欠老张 1000 以后再还', '还欠老张钱 1000', '我欠老张 1000']) {
      expect(problemOf(ledger, text).message, text).toBe('a debt to 老张 with no money moved and what it was for not said');
    }
  });
  it('someone who still owes me moved no money either', () => {
    expect(problemOf(ledger, '小王还欠我 300').message).toMatch(/小王 owes me, but no money moved/);
  });
});

cases('还 that pays back now, as before', ledger, [
  { text: '还老张 1000 微信', postings: 'Assets:WeChat -1000; Liabilities:Payables:LaoZhang 1000', guessed: false },
  { text: '今天还了老张 1000 微信', postings: 'Assets:WeChat -1000; Liabilities:Payables:LaoZhang 1000' },
  { text: '还欠老张的房租 1500 微信', postings: 'Assets:WeChat -1500; Liabilities:Payables:LaoZhang 1500', guessed: false },
  { text: '小王还我 200 还欠 300 微信', postings: 'Assets:WeChat 200; Assets:Receivables:XiaoWang -200', warning: /still owed/ },
  // with what it was for, the debt is booked as before
  { text: '我欠老张 1000 午饭', postings: 'Expenses:Food 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张' },
]);

cases('borrowed on a credit line to pay a card: from the line to the card', ledger, [
  { text: '借呗借了 3000 还花旗', postings: 'Liabilities:Jiebei -3000; Liabilities:CreditCard:Citi 3000', guessed: false },
  { text: '借呗借了3000还了花旗', postings: 'Liabilities:Jiebei -3000; Liabilities:CreditCard:Citi 3000', guessed: false },
  { text: '借呗借了 3000 还花呗', postings: 'Liabilities:Jiebei -3000; Liabilities:Huabei 3000', guessed: false },
  { text: '借呗借 5000 还了房贷', postings: 'Liabilities:Jiebei -5000; Liabilities:Mortgage 5000', guessed: false },
  // paying the credit line back, as before
  { text: '借呗借的钱 还了 2000 工行', postings: 'Assets:Bank:ICBC -2000; Liabilities:Jiebei 2000', guessed: false },
  { text: '借呗借了 5000 今天还了 支付宝', postings: 'Assets:Alipay -5000; Liabilities:Jiebei 5000', guessed: false },
  { text: '借呗借了 5000 支付宝', postings: 'Liabilities:Jiebei -5000; Assets:Alipay 5000', guessed: false },
]);
cases('花旗 names the Citi card without an alias 花旗', unnamedCiti, [
  { text: '借呗借了 3000 还花旗', postings: 'Liabilities:Jiebei -3000; Liabilities:CreditCard:Citi 3000', guessed: false },
  { text: '还花旗 2000 招行', postings: 'Assets:Bank:CMB -2000; Liabilities:CreditCard:Citi 2000', guessed: false },
]);
cases('花旗 names the card whose alias is 花旗信用卡', citiCardAlias, [
  { text: '借呗借了 3000 还花旗', postings: 'Liabilities:Jiebei -3000; Liabilities:CreditCard:Citi 3000', guessed: false },
]);

cases('paying back what I owe a person (还…欠小王的): from my wallet to them', ledger, [
  { text: '还吃饭欠小王的 50 微信', postings: 'Assets:WeChat -50; Assets:Receivables:XiaoWang 50', guessed: false },
  { text: '还上次吃饭欠小王的 50 微信', postings: 'Assets:WeChat -50; Assets:Receivables:XiaoWang 50', guessed: false },
  { text: '还欠小王的饭钱 50 微信', postings: 'Assets:WeChat -50; Assets:Receivables:XiaoWang 50', guessed: false },
  { text: '还吃饭欠老张的 80 微信', postings: 'Assets:WeChat -80; Liabilities:Payables:LaoZhang 80', guessed: false },
  // the debt said, then paid back: to 老张 (it was booked as 老张 paying me)
  { text: '我欠老张 1000 已还 微信', postings: 'Assets:WeChat -1000; Liabilities:Payables:LaoZhang 1000', guessed: false },
  { text: '我欠小王的 50 还了 微信', postings: 'Assets:WeChat -50; Assets:Receivables:XiaoWang 50', guessed: false },
  // as 还小王 50 微信 is
  { text: '还小王 50 微信', postings: 'Assets:WeChat -50; Assets:Receivables:XiaoWang 50', guessed: false },
]);
cases('paying back what I owe a person with no account: the generic payable', noPeople, [
  { text: '还吃饭欠小王的 50 微信', postings: 'Assets:WeChat -50; Liabilities:Payables 50', payee: '小王', guessed: false },
  { text: '还小王 50 微信', postings: 'Assets:WeChat -50; Liabilities:Payables 50', payee: '小王', guessed: false },
]);

cases('点 between digits is the decimal point; a clock time stays no amount', ledger, [
  { text: '奶茶 15点5 微信', postings: 'Expenses:Food 15.5; Assets:WeChat -15.5', narration: '奶茶', guessed: false },
  { text: '奶茶15点5元 微信', postings: 'Expenses:Food 15.5; Assets:WeChat -15.5', narration: '奶茶', guessed: false },
  { text: '打车 12点8 微信', postings: 'Expenses:Transport 12.8; Assets:WeChat -12.8', guessed: false },
  { text: '2点15 打车 35 微信', postings: 'Expenses:Transport 35; Assets:WeChat -35', narration: '打车', guessed: false },
  { text: '下午3点 打车 28 微信', postings: 'Expenses:Transport 28; Assets:WeChat -28', guessed: false },
  { text: '1点5万 装修 招行', postings: 'Expenses:Misc 15000; Assets:Bank:CMB -15000' },
  // 8点5折 is a rate, no amount (it was 8 more spent)
  { text: '打了8点5折 花了 85 微信', postings: 'Expenses:Misc 85; Assets:WeChat -85' },
]);

describe('findAmounts: 点 as a point, and a model number of three digits', () => {
  const amountsIn = (text: string) => findAmounts(text).map((a) => a.number.toString());
  const list: [string, string[]][] = [
    ['奶茶 15点5', ['15.5']],
    ['3点5 咖啡', ['3.5']],
    ['Xbox 360 手柄 199', ['199']],
    ['Xbox 360手柄 199', ['199']],
    ['xbox 360 controller 199', ['199']],
    // as before
    ['iPhone 15 手机壳 39', ['39']],
    ['iPhone 5999', ['5999']],
    // with nothing after it but the price, 360 is a number of its own (199 is chosen as before, warned)
    ['Xbox 360 199', ['360', '199']],
  ];
  for (const [text, expected] of list) it(`${text} -> ${expected.join(', ')}`, () => expect(amountsIn(text)).toEqual(expected));
});

cases('a product with a three-digit model number and its price', ledger, [
  { text: 'Xbox 360 手柄 199 微信', postings: 'Expenses:Misc 199; Assets:WeChat -199', narration: 'Xbox 360 手柄' },
  // with no other number, the model number is all there is (as 买了 iPhone 15 招行)
  { text: '买了 Xbox 360 招行', postings: 'Expenses:Misc 360; Assets:Bank:CMB -360' },
]);

cases('a discount taken off prints as a user writes it', ledger, [
  { text: '午饭 30.5-0.5 微信', postings: 'Expenses:Food 30; Assets:WeChat -30', warning: /discount on 30\.5: 30 paid/ },
  { text: '午饭 30.50-0.50 微信', postings: 'Expenses:Food 30; Assets:WeChat -30' },
  { text: '午饭 30.5 减 0.5 微信', postings: 'Expenses:Food 30; Assets:WeChat -30' },
  { text: '外卖 45.8-10.8 微信', postings: 'Expenses:Food 35; Assets:WeChat -35' },
  { text: '午饭 30.5-5 微信', postings: 'Expenses:Food 25.5; Assets:WeChat -25.5' },
  { text: '午饭 2000 减 1000 微信', postings: 'Expenses:Food 1000; Assets:WeChat -1000' },
]);

describe('the discounted amount is written without trailing zeros', () => {
  it('30.5-0.5 is "30", not "30.0"', () => {
    const entry = parseEntry(ledger, '午饭 30.5-0.5 微信', REFERENCE_DATE);
    expect(entry.postings.map((p) => p.units!.number.toString())).toEqual(['30', '-30']);
  });
});
