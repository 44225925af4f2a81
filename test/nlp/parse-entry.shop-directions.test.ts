// QA of session 36, a tea shop's owner on the shop's ledger, said on 2026-11-10: money booked the
// wrong way, mostly with no warning.
// - 淘宝结算 2350 到支付宝, 货款 2350 到支付宝: money arriving in Alipay was spending paid from it.
// - 给小李发工资 4500 工行, 员工工资4500 银行转账: wages paid were salary received (Income:Sales),
//   although Expenses:Salary has the alias 工资,员工工资 and 小李 is recorded with it.
// - 给客户退款 60 支付宝, 退款给买家 128 微信, 客户退货退款 128 微信: a refund paid to a customer was
//   a refund received. (Since session 39 the money out takes back a sale, Income:Sales; it was
//   the spending stand-in, Expenses:Packaging.)
// - 客户还款 340 支付宝: a customer paying back was my repayment to the supplier (Liabilities:Supplier).
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

const SHOP_LEDGER = shopLedger({
  shipping: true,
  platformFees: '淘宝扣点,扣点,佣金,平台费,技术服务费',
  salary: true,
  payees: [LAO_CHEN, { name: '淘宝', account: 'Expenses:PlatformFees' }, { name: '小李', account: 'Expenses:Salary' }],
});

// (no catch-all is open: what the words name no account of goes to another one, warned)
const CATCH_ALL = /used Income:Sales, which the words do not name/;

checkedSuite('parseEntry in a shop: a customer paying back is money in, against the receivable', SHOP_LEDGER, [
  { text: '客户还款 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', payee: null, guessed: false },
  { text: '收到客户还款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '收到客户欠款 680 支付宝', postings: 'Assets:Alipay 680; Assets:Receivable:Customers -680', guessed: false },
  // my own 还款 to the supplier is as it was
  { text: '还款 1500 供应商 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
], SAID_ON);

checkedSuite('parseEntry in a shop: a refund paid to a customer is money out', SHOP_LEDGER, [
  { text: '客户退货退款 128 微信', postings: 'Income:Sales 128; Assets:WeChat -128' },
  { text: '给客户退款 60 支付宝', postings: 'Income:Sales 60; Assets:Alipay -60', payee: null },
  { text: '退款给买家 128 微信', postings: 'Income:Sales 128; Assets:WeChat -128', payee: null },
  { text: '退给客户 60 支付宝', postings: 'Income:Sales 60; Assets:Alipay -60', payee: null },
  // a refund to me stays money in
  { text: '淘宝退款 128 到支付宝', postings: 'Expenses:PlatformFees -128; Assets:Alipay 128', guessed: false },
  { text: '退款给我 50 微信', postings: 'Expenses:Packaging -50; Assets:WeChat 50' },
  { text: '退款 50 支付宝', postings: 'Expenses:Packaging -50; Assets:Alipay 50' },
], SAID_ON);

checkedSuite('parseEntry in a shop: wages paid are spending', SHOP_LEDGER, [
  { text: '员工工资4500 银行转账', postings: 'Expenses:Salary 4500; Assets:Bank:ICBC -4500', guessed: false },
  { text: '给小李发工资 4500 工行', postings: 'Expenses:Salary 4500; Assets:Bank:ICBC -4500', payee: '小李', guessed: false },
  { text: '付员工工资 4500 工行', postings: 'Expenses:Salary 4500; Assets:Bank:ICBC -4500', guessed: false },
  { text: '支付工资 4500 工行', postings: 'Expenses:Salary 4500; Assets:Bank:ICBC -4500', guessed: false },
  // said as arrived, it came in: the alias of a spending account does not turn that round
  { text: '工资到账 8000 工行', postings: 'Assets:Bank:ICBC 8000; Income:Sales -8000', warning: CATCH_ALL },
], SAID_ON);

// A household ledger: no alias makes 工资 spending, so salary said received stays income; wages paid
// by a verb of paying are spending all the same.
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
  { text: '付阿姨工资 3000 微信', postings: 'Expenses:Uncategorized 3000; Assets:WeChat -3000' },
  { text: '给阿姨发工资 3000 微信', postings: 'Expenses:Uncategorized 3000; Assets:WeChat -3000', payee: '阿姨' },
  { text: '工资到账 12000 招行', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000', guessed: false },
  { text: '发工资了 12000 招行', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000', guessed: false },
  { text: '公司给我发工资 12000 招行', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000' },
  { text: '工资 12000 招行', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000', guessed: false },
];

describe('parseEntry in a household: wages paid and salary received', () => {
  for (const c of HOUSEHOLD_CASES) it(c.text, () => expectEntry(parseEntry(HOUSEHOLD, c.text, SAID_ON), c, SAID_ON));
});

// Spending accounts aliased by words of money received with a verb (收房租, 收了礼金, 抢红包): the verb
// keeps them money in; the word alone is spending, as it was.
checkedSuite(
  'parseEntry with aliases of spending said with a verb of receiving',
  `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Income:RedPacket CNY
2026-01-01 open Income:Other CNY
2026-01-01 open Expenses:Gifts CNY
  alias: "红包,礼金"
2026-01-01 open Expenses:Rent CNY
  alias: "房租"
`,
  [
    { text: '收房租 3000 微信', postings: 'Assets:WeChat 3000; Income:Other -3000' },
    { text: '收了礼金 500 微信', postings: 'Assets:WeChat 500; Income:RedPacket -500', guessed: false },
    { text: '抢红包 8.8 微信', postings: 'Assets:WeChat 8.8; Income:RedPacket -8.8', guessed: false },
    { text: '房租 3000 微信', postings: 'Expenses:Rent 3000; Assets:WeChat -3000', guessed: false },
  ],
  SAID_ON,
);

checkedSuite('parseEntry in a shop: money said going 到 a wallet arrives there', SHOP_LEDGER, [
  { text: '淘宝结算 2350 到支付宝', postings: 'Assets:Alipay 2350; Income:Sales -2350', payee: '淘宝', warning: CATCH_ALL },
  { text: '淘宝打款 2350 到支付宝', postings: 'Assets:Alipay 2350; Income:Sales -2350', warning: CATCH_ALL },
  { text: '淘宝货款 2350 到支付宝', postings: 'Assets:Alipay 2350; Income:Sales -2350', warning: CATCH_ALL },
  { text: '货款 2350 到支付宝', postings: 'Assets:Alipay 2350; Income:Sales -2350', warning: CATCH_ALL },
  { text: '货款 2350元 进了微信', postings: 'Assets:WeChat 2350; Income:Sales -2350', warning: CATCH_ALL },
  // (工资 is an alias of Expenses:Salary: said going into a wallet, it came in all the same)
  { text: '工资 4500 到工行', postings: 'Assets:Bank:ICBC 4500; Income:Sales -4500', warning: CATCH_ALL },
  // a spending category named: money back on it, warned (no refund word was said)
  { text: '运费 23 到支付宝', postings: 'Expenses:Shipping -23; Assets:Alipay 23', warning: /money back on 运费: no refund word was said/ },
  // 到 a place, not a wallet, and a move between two wallets, are as they were
  { text: '快递 12 到杭州 微信', postings: 'Expenses:Shipping 12; Assets:WeChat -12', guessed: false },
  { text: '工行 1000 到支付宝', postings: 'Assets:Alipay 1000; Assets:Bank:ICBC -1000', guessed: false },
], SAID_ON);
