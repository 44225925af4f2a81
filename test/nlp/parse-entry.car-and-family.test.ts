// Session 43, a car owner with a family typing entries: penalty points said beside a fine
// (违章 扣了6分 罚款200) were booked as 0.06 of cents besides it; a bill I paid that my wife pays half
// of (晚饭 280 我付的 老婆转我一半) was 280 of money in from her, the dinner lost; money put in at a
// bank with no account it came from (孩子压岁钱 2000 存到工行) came from the ledger's first asset,
// Assets:ETC, where 存 2000 到工行 is cash put in; lessons counted by 节课 (补课 4节课 每节200) were 4 of
// money besides the 200, and 一节课 200 上了4节 was 200; a price and its down payment (买车 20万 首付 6万)
// were both spent (260000); a repair the insurer paid back part of (修车 1500 保险公司赔了 1200) was
// 2700 of income.
import { describe, expect, it } from 'vitest';
import { checkedSuite } from './checked-suite.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:ETC CNY
  alias: "ETC"
2020-01-01 open Assets:Cash CNY
  alias: "现金"
2020-01-01 open Assets:Receivables:Spouse CNY
  alias: "老婆"
2020-01-01 open Expenses:Car:Fines CNY
  alias: "违章,罚款"
2020-01-01 open Expenses:Food CNY
  alias: "晚饭"
2020-01-01 open Expenses:Entertainment CNY
  alias: "电影票"
2020-01-01 open Expenses:Kids:Education CNY
  alias: "补课,补课费,钢琴课"
2020-01-01 open Expenses:Uncategorized CNY
2020-01-01 open Income:Uncategorized CNY
2020-01-01 open Income:Insurance CNY
  alias: "保险公司,理赔"
`;

checkedSuite('parseEntry: penalty points and a bill paid half back', LEDGER, [
  { text: '违章 扣了6分 罚款200 支付宝', postings: 'Expenses:Car:Fines 200; Assets:Alipay -200' },
  { text: '违章罚款 200 扣3分 支付宝', postings: 'Expenses:Car:Fines 200; Assets:Alipay -200' },
  { text: '闯红灯 罚款 200 记6分 微信', postings: 'Expenses:Car:Fines 200; Assets:WeChat -200' },
  // cents are still cents
  { text: '罚款 3块5毛5分 微信', postings: 'Expenses:Car:Fines 3.55; Assets:WeChat -3.55' },
  { text: '晚饭 280 我付的 老婆转我一半 工行', postings: 'Expenses:Food 140; Assets:Receivables:Spouse 140; Assets:Bank:ICBC -280', warning: /shared bill: my share 140 of 280 split 2 ways/ },
  { text: '晚饭 280 我垫的 回头老婆转我一半 工行', postings: 'Expenses:Food 140; Assets:Receivables:Spouse 140; Assets:Bank:ICBC -280' },
  { text: '电影票 120 我付的 老婆出一半 微信', postings: 'Expenses:Entertainment 60; Assets:Receivables:Spouse 60; Assets:WeChat -120' },
  { text: '孩子压岁钱 2000 存到工行', postings: 'Assets:Cash -2000; Assets:Bank:ICBC 2000' },
  { text: '存 2000 到工行', postings: 'Assets:Cash -2000; Assets:Bank:ICBC 2000' },
  // from an account named, or into one that is no bank: as before
  { text: '从微信 存到工行 2000', postings: 'Assets:WeChat -2000; Assets:Bank:ICBC 2000' },
  { text: '补课 4节课 每节200 工行', postings: 'Expenses:Kids:Education 800; Assets:Bank:ICBC -800', warning: /200 × 4 节课 = 800/ },
  { text: '补课费 一节课 200 上了 4节 工行', postings: 'Expenses:Kids:Education 800; Assets:Bank:ICBC -800' },
  { text: '补课费 每节课 200 上了4节 工行', postings: 'Expenses:Kids:Education 800; Assets:Bank:ICBC -800' },
  { text: '钢琴课 10课时 每课时 150 工行', postings: 'Expenses:Kids:Education 1500; Assets:Bank:ICBC -1500' },
  { text: '补课 4节课 800 工行', postings: 'Expenses:Kids:Education 800; Assets:Bank:ICBC -800' },
  { text: '买车 20万 首付 6万 剩下贷款 14万 工行', postings: 'Expenses:Uncategorized 60000; Assets:Bank:ICBC -60000', narration: '买车 首付 剩下贷款', warning: /^read 200000 as the price and 60000 as the down payment paid of it: booked 60000; the rest, 140000, is not booked/m },
  { text: '买房 总价300万 首付90万 工行', postings: 'Expenses:Uncategorized 900000; Assets:Bank:ICBC -900000', narration: '买房 首付' },
  { text: '首付 90万 工行', postings: 'Expenses:Uncategorized 900000; Assets:Bank:ICBC -900000' },
  { text: '首付 10万 贷款 20万 工行', postings: 'Expenses:Uncategorized 100000; Assets:Bank:ICBC -100000', warning: /^read 100000 as the down payment and 200000 as the loan for the rest: booked 100000/m },
  // my own half says nothing of who paid the whole: as before, all booked
  { text: '房租 6000 我出一半 老婆出一半 工行', postings: 'Expenses:Uncategorized 6000; Assets:Bank:ICBC -6000' },
  { text: '修车 1500 保险公司赔了 1200 工行', postings: 'Expenses:Uncategorized 1500; Assets:Bank:ICBC -1500; Assets:Bank:ICBC 1200; Income:Insurance -1200' },
  // (用我的 goes with the wallet: it was narrated 晚饭 用我)
  { text: '晚饭 35 用我的工行卡', postings: 'Expenses:Food 35; Assets:Bank:ICBC -35', narration: '晚饭', guessed: false },
  // her half sent later is money in, as before
  { text: '老婆转我 140 微信', postings: 'Assets:WeChat 140; Assets:Receivables:Spouse -140' },
], SAID_ON);

describe('points are no cents', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  it('leaves the points in the narration, and books no second amount', () => {
    const e = parseEntry(ledger, '违章罚款 200 扣3分 支付宝', SAID_ON);
    expect(e.postings).toHaveLength(2);
    expect(e.narration).toContain('扣3分');
  });
});

describe('转 starting a clause', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  // (3331baf read the account after any 转 as where the money went: 转工行 500 到微信 went from WeChat)
  it.each(['转工行 500 到微信', '转 工行的钱 到 微信 500'])('%s moves money from the account after 转', (text) => {
    const e = parseEntry(ledger, text, SAID_ON);
    expect(e.postings.map((p) => `${p.account} ${p.units!.number}`).sort()).toEqual(['Assets:Bank:ICBC -500', 'Assets:WeChat 500']);
  });
  it('微信转工行 500 moves it into the account after 转', () => {
    const e = parseEntry(ledger, '微信转工行 500', SAID_ON);
    expect(e.postings.map((p) => `${p.account} ${p.units!.number}`).sort()).toEqual(['Assets:Bank:ICBC 500', 'Assets:WeChat -500']);
  });
});
