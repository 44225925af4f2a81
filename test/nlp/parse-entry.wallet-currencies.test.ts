// QA of 2026-11-26: in a ledger whose first operating currency is USD, with a WeChat wallet
// open for CNY only (alias 微信), `午饭 35 人民币 微信` was 35 USD paid by the US credit card,
// with a warning that 微信 holds only CNY: 人民币, 元, 块, ¥ and a bare number were all "the
// default currency". 人民币 is CNY; 元, 块, ¥ are the wallet's currency, else CNY when the ledger
// has CNY, else the default; a bare number is the default unless the wallet named holds one other
// currency only. Ledgers kept in CNY read as before.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import type { EntryCase } from './parse-entry.cases.ts';
import { checkedSuite } from './checked-suite.ts';

const REFERENCE_DATE = '2026-11-26';

// As bean-example writes them (US bank, US card, USD-only income), plus Chinese wallets.
const USD_LEDGER = `option "operating_currency" "USD"
2024-01-01 open Assets:US:BofA:Checking USD
2024-01-01 open Liabilities:US:Chase:Slate USD
2024-01-01 open Income:US:Hooli:Salary USD
2024-01-01 open Expenses:Food:Restaurant
2024-01-01 open Expenses:Food:Groceries
2024-01-01 open Assets:CN:WeChat CNY
  alias: "微信,零钱"
2024-01-01 open Assets:CN:Alipay CNY
  alias: "支付宝"
2024-03-01 * "Hooli" "Payroll"
  Assets:US:BofA:Checking  3000 USD
  Income:US:Hooli:Salary
2024-03-02 * "Chipotle" "Lunch"
  Expenses:Food:Restaurant  12 USD
  Liabilities:US:Chase:Slate
2024-03-03 * "Chipotle" "Lunch"
  Expenses:Food:Restaurant  14 USD
  Liabilities:US:Chase:Slate
2024-03-04 * "Lunch in Shanghai"
  Expenses:Food:Restaurant  40 CNY
  Assets:CN:WeChat
`;

// A ledger kept in CNY (as test/nlp/wallets-ledger.ts), and one more with a Hong Kong account
// for HKD only and a purse used mostly for HKD.
const CNY_LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Cash CNY
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2020-01-01 open Income:Salary CNY
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Travel:Hotel
2020-01-01 open Expenses:Misc
2024-01-01 * "Lunch"
  Expenses:Food  30 CNY
  Assets:WeChat
`;
const HKD_LEDGER = `${CNY_LEDGER}2020-01-01 open Assets:HK:HSBC HKD
  alias: "汇丰"
2020-01-01 open Assets:Pocket CNY,HKD
  alias: "钱包"
2024-01-02 * "Lunch"
  Expenses:Food  30 HKD
  Assets:Pocket
2024-01-03 * "Lunch"
  Expenses:Food  30 HKD
  Assets:Pocket
2024-01-04 * "Lunch"
  Expenses:Food  30 CNY
  Assets:Pocket
`;

const JPY_LEDGER = `option "operating_currency" "JPY"
2020-01-01 open Assets:JP:Suica JPY
  alias: "西瓜卡"
2020-01-01 open Assets:JP:Cash JPY
2020-01-01 open Assets:CN:WeChat CNY
  alias: "微信"
2020-01-01 open Expenses:Food:Dining
`;

const WECHAT_35_CNY = 'Expenses:Food:Restaurant 35 CNY; Assets:CN:WeChat -35 CNY';

const USD_CASES: readonly EntryCase[] = [
  // the QA's sentences: 人民币, ¥, 元, 块 with 微信 are CNY, paid by WeChat, as 35 CNY was
  { text: '午饭 35 人民币 微信', postings: WECHAT_35_CNY, narration: '午饭', guessed: false },
  { text: '午饭 ¥35 微信', postings: WECHAT_35_CNY, narration: '午饭', guessed: false },
  { text: '午饭 35元 微信', postings: WECHAT_35_CNY, narration: '午饭', guessed: false },
  { text: '午饭 35块 微信', postings: WECHAT_35_CNY, narration: '午饭', guessed: false },
  { text: '午饭 人民币35 微信', postings: WECHAT_35_CNY, narration: '午饭', guessed: false },
  { text: '午饭 35 RMB 零钱', postings: WECHAT_35_CNY, narration: '午饭', guessed: false },
  { text: '午饭 35 CNY 微信', postings: WECHAT_35_CNY, narration: '午饭', guessed: false },
  // a bare number with a wallet that holds CNY only: what the wallet holds (warned)
  { text: '午饭 35 微信', postings: WECHAT_35_CNY, guessed: true, warning: /^read 35 as CNY: 微信 names Assets:CN:WeChat, which holds only CNY$/m },
  { text: '买菜 20 支付宝', postings: 'Expenses:Food:Groceries 20 CNY; Assets:CN:Alipay -20 CNY', guessed: true, warning: /^read 20 as CNY: 支付宝 names Assets:CN:Alipay/m },
  // no wallet named: 元 and 人民币 are CNY (the ledger keeps CNY), from where CNY was paid before
  { text: '午饭 35元', postings: WECHAT_35_CNY, guessed: true, warning: /no payment account named; used Assets:CN:WeChat/ },
  { text: '午饭 35 人民币', postings: WECHAT_35_CNY, guessed: true },
  // a bare number alone stays in the default currency, paid as before
  { text: '午饭 35', postings: 'Expenses:Food:Restaurant 35 USD; Liabilities:US:Chase:Slate -35 USD', guessed: true, warning: /most used/ },
  { text: 'lunch 35 chase', postings: 'Expenses:Food:Restaurant 35 USD; Liabilities:US:Chase:Slate -35 USD' },
  // 块 said for one item is the unit of the others said bare
  { text: '早餐8块 午饭25 微信', postings: 'Expenses:Food:Restaurant 8 CNY; Expenses:Food:Restaurant 25 CNY; Assets:CN:WeChat -33 CNY' },
  { text: '早餐8块 午饭25', postings: 'Expenses:Food:Restaurant 8 CNY; Expenses:Food:Restaurant 25 CNY; Assets:CN:WeChat -33 CNY' },
  // 人民币 after dollars is their equivalent, not a second purchase of 188 USD
  { text: '午饭 $25.99 合人民币 188', postings: 'Expenses:Food:Restaurant 25.99 USD; Liabilities:US:Chase:Slate -25.99 USD', guessed: true, warning: /read 188 CNY as what 25\.99 USD came to/ },
];

const CNY_CASES: readonly EntryCase[] = [
  // a ledger kept in CNY reads as it did
  { text: '午饭 35元 微信', postings: 'Expenses:Food 35; Assets:WeChat -35', guessed: false },
  { text: '午饭 ¥35 微信', postings: 'Expenses:Food 35; Assets:WeChat -35', guessed: false },
  { text: '午饭 35 人民币 微信', postings: 'Expenses:Food 35; Assets:WeChat -35', guessed: false },
  { text: '午饭 35 微信', postings: 'Expenses:Food 35; Assets:WeChat -35', guessed: false },
  { text: '午饭 35块', postings: 'Expenses:Food 35; Assets:WeChat -35', guessed: true, warning: /most used/ },
  { text: '午饭 35', postings: 'Expenses:Food 35; Assets:WeChat -35', guessed: true, warning: /most used/ },
  { text: '早餐8块 午饭25 招行', postings: 'Expenses:Food 8; Expenses:Food 25; Assets:Bank:CMB -33' },
];

const HKD_CASES: readonly EntryCase[] = [
  // 元 said of a wallet open for HKD only is HKD, and so is a bare number (warned)
  { text: '午饭 35元 汇丰', postings: 'Expenses:Food 35 HKD; Assets:HK:HSBC -35 HKD', guessed: true, warning: /^read 35 as HKD: 汇丰 names Assets:HK:HSBC, which holds only HKD$/m },
  { text: '午饭 35 汇丰', postings: 'Expenses:Food 35 HKD; Assets:HK:HSBC -35 HKD', guessed: true, warning: /^read 35 as HKD: 汇丰 names Assets:HK:HSBC, which holds only HKD$/m },
  { text: '午饭 35港币 汇丰', postings: 'Expenses:Food 35 HKD; Assets:HK:HSBC -35 HKD', guessed: false },
  // a wallet open for two: 元 is the one most of its postings are in; a bare number the default
  { text: '午饭 35元 钱包', postings: 'Expenses:Food 35 HKD; Assets:Pocket -35 HKD', guessed: true, warning: /^read 35 as HKD: 钱包 names Assets:Pocket, whose postings are mostly in HKD$/m },
  { text: '午饭 35 钱包', postings: 'Expenses:Food 35; Assets:Pocket -35', guessed: false },
  { text: '午饭 35 人民币 钱包', postings: 'Expenses:Food 35; Assets:Pocket -35', guessed: false },
  // HK of "HK dollars" is the currency's name, not the account Assets:HK:HSBC
  { text: 'hotel 200 HK dollars 钱包', postings: 'Expenses:Travel:Hotel 200 HKD; Assets:Pocket -200 HKD', narration: 'hotel', guessed: false },
];

const JPY_CASES: readonly EntryCase[] = [
  { text: '午饭 ¥500 西瓜卡', postings: 'Expenses:Food:Dining 500 JPY; Assets:JP:Suica -500 JPY', guessed: false },
  // ¥ alone where the default is the yen is the yen, though the ledger has CNY
  { text: '午饭 ¥500', postings: 'Expenses:Food:Dining 500 JPY; Assets:JP:Cash -500 JPY', guessed: true },
  // ¥ with a wallet open for CNY only is the yuan (warned: alone it would be the yen)
  { text: '午饭 ¥35 微信', postings: 'Expenses:Food:Dining 35 CNY; Assets:CN:WeChat -35 CNY', guessed: true, warning: /^read 35 as CNY: 微信 names Assets:CN:WeChat, which holds only CNY$/m },
  { text: '午饭 35元', postings: 'Expenses:Food:Dining 35 CNY; Assets:CN:WeChat -35 CNY', guessed: true },
  { text: '午饭 500円 西瓜卡', postings: 'Expenses:Food:Dining 500 JPY; Assets:JP:Suica -500 JPY', guessed: false },
];


checkedSuite('a USD ledger with CNY wallets', USD_LEDGER, USD_CASES, REFERENCE_DATE);
checkedSuite('a CNY ledger', CNY_LEDGER, CNY_CASES, REFERENCE_DATE);
checkedSuite('a CNY ledger with an HKD account', HKD_LEDGER, HKD_CASES, REFERENCE_DATE);
checkedSuite('a JPY ledger with a CNY wallet', JPY_LEDGER, JPY_CASES, REFERENCE_DATE);

describe('an amount in CNY that no account of its role can hold', () => {
  it('is a 422 that names the currency (工资 8000元 with income open for USD only)', () => {
    const ledger = Ledger.fromText(USD_LEDGER, 'usd.beancount');
    let problem: { status?: number; message?: string } | null = null;
    try {
      parseEntry(ledger, '工资 8000元 微信', REFERENCE_DATE);
    } catch (e) {
      problem = e as { status?: number; message?: string };
    }
    expect(problem?.status).toBe(422);
    expect(problem?.message).toBe('no open Income account can hold CNY');
  });
});
