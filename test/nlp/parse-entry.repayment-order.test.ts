// 微信 还款 花呗 100 paid the wallet from the debt (Huabei -100, WeChat +100): 还款 right after a
// wallet made it the account repaid. With a debt of mine named after 还款, the wallet before it
// pays that debt, as in 微信还花呗 100. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2020-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "信用卡"
2020-01-01 open Liabilities:Payables:LaoZhang CNY
  alias: "老张"
`,
  'repayment-order.beancount',
);

const CASES: readonly EntryCase[] = [
  // the wallet, 还款, then the debt
  { text: '微信 还款 花呗 100', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', narration: '还款 花呗', guessed: false },
  { text: '微信还款花呗100', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', guessed: false },
  { text: '支付宝 还款 花呗 100', postings: 'Assets:Alipay -100; Liabilities:Huabei 100', guessed: false },
  { text: '招行 还款 信用卡 2000', postings: 'Assets:Bank:CMB -2000; Liabilities:CreditCard:CMB 2000', narration: '还款 信用卡', guessed: false },
  { text: '微信 还款 100 花呗', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', guessed: false },
  { text: '微信 还款 老张 100', postings: 'Assets:WeChat -100; Liabilities:Payables:LaoZhang 100', guessed: false },
  // the other orders, which were right, stay so
  { text: '用微信还花呗 100', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', guessed: false },
  { text: '微信还花呗 100', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', guessed: false },
  { text: '还款 花呗 100 微信', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', guessed: false },
  { text: '还花呗 100 微信', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', guessed: false },
  { text: '信用卡还款 2000 招行', postings: 'Assets:Bank:CMB -2000; Liabilities:CreditCard:CMB 2000', guessed: false },
  // 花呗 还款 is the repayment of Huabei; the wallet said after it pays
  { text: '花呗 还款 微信 100', postings: 'Assets:WeChat -100; Liabilities:Huabei 100', narration: '花呗 还款', guessed: false },
];

describe('parseEntry: a wallet, 还款 and a debt, in any order', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
