// Recheck QA of session 36 (shop and household ledgers, said on 2026-11-10): words of money in and
// out read the wrong way, or silently.
// - 小李工资 4500 实发 4000 工行, 给小李发工资 4500 扣社保 500 工行: wages paid with what was withheld
//   were added up (the bank paid 8500, 5000); now the bank pays what was paid, warned.
// - 保姆工资 3000 微信, 阿姨工资 3000: a worker's wages are mine to pay, not salary received.
// - 客户打款 5000 工行, 客户回款 5000, 买家付款 98: money a customer pays in was spending.
// - 买家小王退货退款 50, 退款128给客户: a refund paid to a customer was a refund received.
// - 电费 200 到支付宝: read as money back on 电费 with no refund word said, silently.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

const SHOP_LEDGER = shopLedger({ shipping: true, salary: true, payees: [LAO_CHEN, { name: '小李', account: 'Expenses:Salary' }] });

// (no catch-all is open: what the words name no account of goes to another one, warned)
const SALES_STAND_IN = /used Income:Sales, which the words do not name/;
const WITHHELD = (gross: string, withheld: string) => new RegExp(`${gross}.*${withheld} withheld`);

checkedSuite('parseEntry in a shop: wages paid with what was withheld book what was paid', SHOP_LEDGER, [
  { text: '小李工资 4500 实发 4000 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', payee: '小李', warning: WITHHELD('4500', '500') },
  { text: '给小李发工资 4500 到手 4000 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', payee: '小李', warning: WITHHELD('4500', '500') },
  { text: '给小李发工资 4500 扣社保 500 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', payee: '小李', warning: WITHHELD('4500', '社保 500') },
  { text: '员工工资 4500 税后 4200 工行', postings: 'Expenses:Salary 4200; Assets:Bank:ICBC -4200', warning: WITHHELD('4500', '300') },
  { text: '发工资 4500 代扣个税 100 工行', postings: 'Expenses:Salary 4400; Assets:Bank:ICBC -4400', warning: WITHHELD('4500', '个税 100') },
  // wages paid alone are as they were
  { text: '给小李发工资 4500 工行', postings: 'Expenses:Salary 4500; Assets:Bank:ICBC -4500', payee: '小李', guessed: false },
], SAID_ON);

checkedSuite(
  'parseEntry in a shop: what was withheld from wages goes to the account its words name',
  `${SHOP_LEDGER}2026-10-01 open Liabilities:Withheld:SocialSecurity CNY
  alias: "社保"
`,
  [{ text: '给小李发工资 4500 扣社保 500 工行', postings: 'Expenses:Salary 4500; Liabilities:Withheld:SocialSecurity -500; Assets:Bank:ICBC -4000', payee: '小李', warning: /社保 500/ }],
  SAID_ON,
);

checkedSuite('parseEntry in a shop: money a customer pays in is money in', SHOP_LEDGER, [
  { text: '客户打款 5000 工行', postings: 'Assets:Bank:ICBC 5000; Income:Sales -5000', warning: SALES_STAND_IN },
  { text: '客户转账 500 微信', postings: 'Assets:WeChat 500; Income:Sales -500', warning: SALES_STAND_IN },
  { text: '买家付款 98 支付宝', postings: 'Assets:Alipay 98; Income:Sales -98', warning: SALES_STAND_IN },
  // money owed coming back: the receivable
  { text: '客户回款 5000 工行', postings: 'Assets:Bank:ICBC 5000; Assets:Receivable:Customers -5000', guessed: false },
  { text: '客户付尾款 2000 支付宝', postings: 'Assets:Alipay 2000; Assets:Receivable:Customers -2000', guessed: false },
  { text: '客户结账 680 微信', postings: 'Assets:WeChat 680; Assets:Receivable:Customers -680', guessed: false },
  // a refund paid to a customer is money out, a sale taken back
  { text: '买家小王退货退款 50 微信', postings: 'Income:Sales 50; Assets:WeChat -50' },
  { text: '退款128给客户 支付宝', postings: 'Income:Sales 128; Assets:Alipay -128' },
  // my repayment to the supplier is as it was
  { text: '还款 1500 供应商 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
], SAID_ON);

// A household ledger: no alias makes 工资 spending.
const HOUSEHOLD = Ledger.fromText(
  `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Income:Salary CNY
2026-01-01 open Expenses:Uncategorized CNY
`,
  'household.beancount',
);

const HOUSEHOLD_CASES: readonly EntryCase[] = [
  { text: '保姆工资 3000 微信', postings: 'Expenses:Uncategorized 3000; Assets:WeChat -3000' },
  { text: '阿姨工资 3000 微信', postings: 'Expenses:Uncategorized 3000; Assets:WeChat -3000' },
  { text: '钟点工工资 300 微信', postings: 'Expenses:Uncategorized 300; Assets:WeChat -300' },
  { text: '司机工资 6000 招行', postings: 'Expenses:Uncategorized 6000; Assets:Bank:CMB -6000' },
  // my own salary stays money in
  { text: '工资 8000 招行', postings: 'Assets:Bank:CMB 8000; Income:Salary -8000', guessed: false },
  { text: '工资到账 8000 招行', postings: 'Assets:Bank:CMB 8000; Income:Salary -8000', guessed: false },
  { text: '发工资了 8000 招行', postings: 'Assets:Bank:CMB 8000; Income:Salary -8000', guessed: false },
  { text: '工资 8000 扣税 500 招行', postings: 'Assets:Bank:CMB 7500; Income:Salary -8000; Expenses:Uncategorized 500' },
];

describe('parseEntry in a household: a worker\'s wages are paid', () => {
  for (const c of HOUSEHOLD_CASES) it(c.text, () => expectEntry(parseEntry(HOUSEHOLD, c.text, SAID_ON), c, SAID_ON));
});

const BILLS_LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Expenses:Utilities CNY
  alias: "电费,话费"
2026-01-01 open Expenses:Transport CNY
  alias: "打车费"
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 open Income:Other CNY
`;

checkedSuite('parseEntry: a spending word going 到 a wallet, with no refund word, is warned', BILLS_LEDGER, [
  { text: '电费 200 到支付宝', postings: 'Expenses:Utilities -200; Assets:Alipay 200', warning: /money back on 电费: no refund word was said/ },
  { text: '话费 50 到支付宝', postings: 'Expenses:Utilities -50; Assets:Alipay 50', warning: /money back on 话费/ },
  { text: '打车费 30 到支付宝', postings: 'Expenses:Transport -30; Assets:Alipay 30', warning: /money back on 打车费/ },
  // a refund said is as it was
  { text: '电费退款 200 到支付宝', postings: 'Expenses:Utilities -200; Assets:Alipay 200', guessed: false },
  { text: '电费 200 支付宝', postings: 'Expenses:Utilities 200; Assets:Alipay -200', guessed: false },
], SAID_ON);
