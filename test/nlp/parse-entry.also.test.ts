// 还 before a verb of doing or buying means "also" (今天还买了杯咖啡): ordinary spending. It was read
// as paying back a person named 买 or 吃 (WeChat -25, Liabilities:Payables +25). Said on 2026-11-26.
import { describe, it } from 'vitest';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('also.beancount', `2020-01-01 open Liabilities:CreditCard:BoCom CNY
  alias: "交行信用卡"
2020-01-01 open Liabilities:CreditCard:Citi CNY
  alias: "花旗信用卡"
`);

const CASES: readonly EntryCase[] = [
  { text: '今天还买了杯咖啡 25 微信', postings: 'Expenses:Food 25; Assets:WeChat -25', payee: null, guessed: false },
  { text: '晚上还吃了烧烤 80 微信', postings: 'Expenses:Food 80; Assets:WeChat -80', payee: null, guessed: false },
  { text: '还买了本书 39 支付宝', postings: 'Expenses:Misc 39; Assets:Alipay -39', payee: null },
  { text: '另外还打了个车 20 微信', postings: 'Expenses:Misc 20; Assets:WeChat -20', payee: null },
  // paying back, as before
  { text: '还小王 200 微信', postings: 'Assets:WeChat -200; Assets:Receivables:XiaoWang 200' },
  { text: '还给小王 200 微信', postings: 'Assets:WeChat -200; Assets:Receivables:XiaoWang 200' },
  { text: '还招行信用卡 3000 工行', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard:CMB 3000', guessed: false },
  // cards whose bank's name starts with a verb of the "also" list: 交(通银行), 花(旗)
  { text: '还交行信用卡 2000 招行', postings: 'Assets:Bank:CMB -2000; Liabilities:CreditCard:BoCom 2000', guessed: false },
  { text: '还交通银行信用卡 2000 招行', postings: 'Assets:Bank:CMB -2000; Liabilities:CreditCard:BoCom 2000' },
  { text: '还花旗信用卡 100 招行', postings: 'Assets:Bank:CMB -100; Liabilities:CreditCard:Citi 100' },
];

describe('parseEntry: 还 meaning also', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
