// QA of session 44 (a family ledger): with money in beside money out, the wallet said right after
// the spending's amount was taken for the money in too (修车 2300 招行信用卡 保险公司赔了 2000 到工行
// was repair paid from ICBC, the card untouched, warned "where the money came in"); money a person
// sent back landed in the wallet that paid, not the one said after it (学费 4800 工行 老婆 转我 2400
// 微信 was ICBC +2400, warned "several payment accounts"); and an insurer's company said with its
// figure and my part (修车 3000 保险公司赔了 2500 自己付 500 微信) was 2500 of income and 3500 spent
// from WeChat, where 医保报销了 230 自付 150 books my part alone.
import { describe, expect, it } from 'vitest';
import { checkedSuite } from './checked-suite.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:Receivables:Spouse CNY
  alias: "老婆"
2025-01-01 open Assets:Reimbursable:Company CNY
  alias: "报销,公司报销"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2025-01-01 open Income:Salary CNY
  alias: "工资"
2025-01-01 open Income:Insurance CNY
  alias: "理赔,保险赔付"
2025-01-01 open Expenses:Car:Fuel CNY
  alias: "加油"
2025-01-01 open Expenses:Car:Repair CNY
  alias: "修车"
2025-01-01 open Expenses:Kids:Education CNY
  alias: "学费"
2025-01-01 open Expenses:Food CNY
  alias: "晚饭,午饭,吃饭"
2025-01-01 open Expenses:Transport CNY
  alias: "打车"
2025-01-01 open Expenses:Uncategorized CNY
`;

checkedSuite('parseEntry: each item its own wallet, money in beside money out', LEDGER, [
  { text: '修车 2300 招行信用卡 保险公司赔了 2000 到工行', postings: 'Expenses:Car:Repair 2300; Liabilities:CreditCard:CMB -2300; Assets:Bank:ICBC 2000; Income:Insurance -2000' },
  { text: '午饭 25 微信 工资到账 12000 工行', postings: 'Expenses:Food 25; Assets:WeChat -25; Assets:Bank:ICBC 12000; Income:Salary -12000' },
  { text: '给孩子 交 学费 4800 工行 老婆 转我 2400 微信', postings: 'Expenses:Kids:Education 4800; Assets:Bank:ICBC -4800; Assets:WeChat 2400; Expenses:Kids:Education -2400', warning: /^read 2400 as paid back of the 4800 spent/ },
  { text: '晚饭 200 微信 老婆转我 100 工行', postings: 'Expenses:Food 200; Assets:WeChat -200; Assets:Bank:ICBC 100; Expenses:Food -100' },
  { text: '修车 3000 保险公司赔了 2500 自己付 500 微信', postings: 'Expenses:Car:Repair 500; Assets:WeChat -500', warning: /2500 as paid by the insurance of the 3000 bill, and 500 as paid by me/ },
  { text: '修车 3000 保险公司赔付 2500 我付了 500 微信', postings: 'Expenses:Car:Repair 500; Assets:WeChat -500' },
  // already right: a wallet said once, for both; the insurer's figure alone is paid to me
  { text: '修车 1500 保险公司赔了 1200 工行', postings: 'Expenses:Car:Repair 1500; Assets:Bank:ICBC -1500; Assets:Bank:ICBC 1200; Income:Insurance -1200' },
  { text: '工资到账 12000 交房租 4500 工行', postings: 'Assets:Bank:ICBC 12000; Income:Salary -12000; Expenses:Uncategorized 4500; Assets:Bank:ICBC -4500' },
  { text: '晚饭 200 微信 老婆转我 100', postings: 'Expenses:Food 200; Assets:WeChat -200; Assets:WeChat 100; Expenses:Food -100' },
  // (a sweep after the merge: money in from someone else, the one wallet said was the spending's alone, the 500 landed in the default account;
  // the ledger's one income account but the salary takes it)
  { text: '晚饭 200 微信 小王转我 500', postings: 'Assets:WeChat 500; Income:Insurance -500; Expenses:Food 200; Assets:WeChat -200' },
  { text: '修车 3000 保险公司 直接赔付 自己付 500 微信', postings: 'Expenses:Car:Repair 500; Assets:WeChat -500' },
  { text: '打车 30 微信 吃饭 50 支付宝', postings: 'Expenses:Transport 30; Expenses:Food 50; Assets:WeChat -30; Assets:Alipay -50' },
  { text: '加油 300 招行信用卡 公司报销', postings: 'Assets:Reimbursable:Company 300; Liabilities:CreditCard:CMB -300' },
], SAID_ON);

describe('parseEntry: an insurer\'s part and mine that do not add up', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  it('is a 422 naming both parts', () => {
    expect(() => parseEntry(ledger, '修车 3000 保险公司赔了 2000 自己付 500 微信', SAID_ON)).toThrow(/the insurer's part \(2000\) and mine \(500\) add up to 2500/);
  });
});
