// QA of session 29, a freelance designer in Shenzhen paid in USD and HKD: money from clients was
// spending (客户付款 2000 USD 到 PayPal with Income:Freelance aliased 客户: Expenses:Uncategorized
// +2000, PayPal -2000), and any move to 招行 was a 422 naming Assets:CN:CMB:USD (its alias
// 招行美元 aside, the lexicon's 招行 reaches every CMB account); Hong Kong's and Cantonese words
// were not read, and exchanges said otherwise than 换汇 were spending.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:CN:CMB:Debit CNY
  alias: "招行"
2025-01-01 open Assets:CN:CMB:USD USD
  alias: "招行美元"
2025-01-01 open Assets:CN:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:PayPal USD
  alias: "PayPal"
2025-01-01 open Assets:HK:BOCHK HKD
  alias: "中银"
2025-01-01 open Assets:HK:Octopus HKD
  alias: "八达通"
2025-01-01 open Assets:Cash:HKD HKD
  alias: "港纸"
2025-01-01 open Expenses:Transport:HK HKD
  alias: "港铁"
2025-01-01 open Income:Freelance
  alias: "设计费,客户"
2025-01-01 open Expenses:Fees
  alias: "手续费"
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Income:Uncategorized

2026-11-01 * "Acme" "invoice"
  Assets:PayPal  95.30 USD
  Expenses:Fees  4.70 USD
  Income:Freelance  -100 USD

2026-11-02 * "八达通" "增值"
  Assets:HK:Octopus  200 HKD
  Assets:Cash:HKD  -200 HKD

2026-11-05 * "Kowloon Prints" "posters, less the bank's fee"
  Assets:HK:BOCHK  7950 HKD
  Expenses:Fees  50 HKD
  Income:Freelance  -8000 HKD
`;

checkedSuite('a freelancer\'s ledger', LEDGER, [
  // an income account named by its alias, no spending named, no word for the direction: money in
  { text: '客户付款 2000 USD 到 PayPal', postings: 'Assets:PayPal 2000 USD; Income:Freelance -2000 USD', narration: '客户', guessed: false },
  { text: 'Kowloon Prints 设计费 港币 8000 到中银', postings: 'Assets:HK:BOCHK 8000 HKD; Income:Freelance -8000 HKD', payee: 'Kowloon Prints', narration: '设计费', guessed: false },
  { text: '设计费 500 招行', postings: 'Assets:CN:CMB:Debit 500; Income:Freelance -500', guessed: false },
  // a spending word still decides
  { text: 'PayPal 手续费 3.5 USD', postings: 'Expenses:Fees 3.5 USD; Assets:PayPal -3.5 USD', guessed: false },
  // 招行 is the account aliased so, which holds CNY (it was a 422 about the USD account)
  { text: '转 100 到招行 微信', postings: 'Assets:CN:WeChat -100; Assets:CN:CMB:Debit 100', narration: '转账', guessed: false },
  { text: '转账手续费 15 招行', postings: 'Expenses:Fees 15; Assets:CN:CMB:Debit -15', guessed: false },
  // the app it came through, between the name and the verb, is no payee (it was 微信)
  { text: '小林 微信 转我 120', postings: 'Assets:CN:WeChat 120; Income:Uncategorized -120', payee: '小林', warning: /no income category matched/ },
  // Hong Kong's words: 增值 tops a card up (it was spending paid by the card), 提款 takes cash out,
  // 蚊 is 块 (the wallet's currency: 十五蚊半 was 15 and a stray 蚊), 琴日/尋日 yesterday, 前日 the day before
  { text: '八达通 增值 200 中银', postings: 'Assets:HK:BOCHK -200 HKD; Assets:HK:Octopus 200 HKD' },
  { text: 'ATM 提款 1000 港币 中银', postings: 'Assets:HK:BOCHK -1000 HKD; Assets:Cash:HKD 1000 HKD', guessed: false },
  { text: '港铁 十五蚊半 八达通', postings: 'Expenses:Transport:HK 15.5 HKD; Assets:HK:Octopus -15.5 HKD', narration: '港铁', payee: null },
  // the card's word, a payee in its top-ups' history, says how it was paid, not whom (payee was 八达通)
  { text: '港铁 15.5 八达通', postings: 'Expenses:Transport:HK 15.5 HKD; Assets:HK:Octopus -15.5 HKD', narration: '港铁', payee: null },
  { text: '琴日 港铁 12 八达通', date: '2026-11-26', postings: 'Expenses:Transport:HK 12 HKD; Assets:HK:Octopus -12 HKD' },
  { text: '尋日 港铁 12 八达通', date: '2026-11-26', postings: 'Expenses:Transport:HK 12 HKD; Assets:HK:Octopus -12 HKD' },
  { text: '前日 港铁 12 八达通', date: '2026-11-25', postings: 'Expenses:Transport:HK 12 HKD; Assets:HK:Octopus -12 HKD' },
], '2026-11-27');

describe('currency exchanges said in other words (they were spending of one of the amounts)', () => {
  const ledger = Ledger.fromText(LEDGER, 'fx.beancount');
  it.each(['exchanged 500 USD to HKD at 7.8', '1000 USD 换成 7800 HKD', 'convert 200 USD to HKD paypal', '在找换店 换了 2000 港纸'])('%s is refused', (text) => {
    expect(() => parseEntry(ledger, text, '2026-11-27')).toThrow('a currency exchange is not read from text');
  });
  it('leaves other exchanges alone', () => {
    expect(parseEntry(ledger, '换了个手机壳 35 微信', '2026-11-27').postings.map((p) => p.account)).toEqual(['Expenses:Uncategorized', 'Assets:CN:WeChat']);
    expect(parseEntry(ledger, 'exchange fee 5 USD paypal', '2026-11-27').postings.map((p) => p.account)).toEqual(['Expenses:Fees', 'Assets:PayPal']);
  });
});
