// QA of session 38: someone sending me money with 转来, 打过来, 汇来, 发来, 转过来, 打来 was read
// as my spending (小王转来 200 微信: Expenses:Uncategorized 200, WeChat -200; 张三转来 340 工行 a
// purchase of packaging; 张三打过来欠我的钱 340 a sale on credit). Now it is money in, as 小王转我 is:
// off the sender's claim when they are recorded on one, off the receivable (or what was spent) for
// a share of a shared bill, else income. My own sending (转给小王, 打给房东) stays money out.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const INCOME_STAND_IN = /^no income category matched; used Income:Uncategorized$/m;

checkedSuite('parseEntry on the starter ledger: money sent here by someone is money in', STARTER_LEDGER, [
  { text: '小王转来 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小王', warning: INCOME_STAND_IN },
  { text: '小王打过来 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小王', warning: INCOME_STAND_IN },
  { text: '小王汇来 200 银行卡', postings: 'Assets:Bank 200; Income:Uncategorized -200', payee: '小王', warning: INCOME_STAND_IN },
  { text: '小王发来 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小王', warning: INCOME_STAND_IN },
  { text: '小王转过来 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小王', warning: INCOME_STAND_IN },
  { text: '小王打来 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小王', warning: INCOME_STAND_IN },
  // who sent it said after the money
  { text: '转来的 200 是小王的 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小王', narration: '小王转账', warning: INCOME_STAND_IN },
  // (session 39: 微信转来 200 named 微信 as the payee) the wallet alone is where the money came in, no one who sent it
  { text: '微信转来 200', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: null, narration: '转账', warning: INCOME_STAND_IN },
  { text: '支付宝转过来 300', postings: 'Assets:Alipay 300; Income:Uncategorized -300', payee: null, warning: INCOME_STAND_IN },
  { text: '微信转我 200', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: null, warning: INCOME_STAND_IN },
  { text: '小王微信转来 200', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小王', warning: INCOME_STAND_IN },
  // a share of a shared bill sent back: off the receivable, as 同事 AA 还我 50 微信 is
  { text: '同事转来 50 微信 AA 饭钱', postings: 'Assets:WeChat 50; Assets:Receivables -50', payee: '同事', guessed: false },
  { text: '同事转我 50 微信 AA 饭钱', postings: 'Assets:WeChat 50; Assets:Receivables -50', payee: '同事', guessed: false },
  // as they were
  { text: '小王转了我 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小王', warning: INCOME_STAND_IN },
  { text: '同事 AA 还我 50 微信', postings: 'Assets:WeChat 50; Assets:Receivables -50' },
  // what else is sent over is no money
  { text: '房东发来账单 3000 房租 微信', postings: 'Expenses:Housing 3000; Assets:WeChat -3000' },
  { text: '物业发来缴费通知 200 物业费 微信', postings: 'Expenses:Housing 200; Assets:WeChat -200' },
  // my own sending stays money out
  { text: '转给小王 200 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', payee: '小王' },
  { text: '给小王转了 200', postings: 'Expenses:Uncategorized 200; Assets:Alipay -200', payee: '小王' },
  { text: '转账给妈妈 1000 银行卡', postings: 'Expenses:Uncategorized 1000; Assets:Bank -1000', payee: '妈妈' },
  { text: '打给房东 3000 房租', postings: 'Expenses:Housing 3000; Assets:Alipay -3000', payee: '房东' },
], SAID_ON);

describe('parseEntry on the starter ledger: a bank said as the sender', () => {
  const ledger = Ledger.fromText(STARTER_LEDGER, 'starter.beancount');
  it('招行转来 500 微信 with no 招行 open is the bank unknown (as 招行转到微信 is), not income from 招行', () => {
    expect(() => parseEntry(ledger, '招行转来 500 微信', SAID_ON)).toThrow(/招行 names no open account/);
  });
});

// 小王 recorded on his receivable, 妈妈 on a loan from her, no receivable for anyone else.
const PERSONAL = `option "operating_currency" "CNY"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Assets:Receivable:XiaoWang CNY
2026-01-01 open Liabilities:Loan:Mom CNY
2026-01-01 open Income:Salary CNY
2026-01-01 open Expenses:Food:Dining CNY
  alias: "午饭,晚饭"
2026-01-01 open Expenses:Housing:Rent CNY
  alias: "房租"
2026-01-01 open Expenses:Fees CNY
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 custom "payee" "小王"
  account: "Assets:Receivable:XiaoWang"
2026-01-01 custom "payee" "妈妈"
  account: "Liabilities:Loan:Mom"
`;

checkedSuite('parseEntry with 小王 recorded on his receivable: what he sends here pays it', PERSONAL, [
  { text: '小王转来 200 微信', postings: 'Assets:WeChat 200; Assets:Receivable:XiaoWang -200', payee: '小王', guessed: false },
  { text: '小王打过来 200 微信', postings: 'Assets:WeChat 200; Assets:Receivable:XiaoWang -200', payee: '小王', guessed: false },
  { text: '小王汇来 200 工行', postings: 'Assets:Bank:ICBC 200; Assets:Receivable:XiaoWang -200', payee: '小王', guessed: false },
  { text: '小王微信转过来 200', postings: 'Assets:WeChat 200; Assets:Receivable:XiaoWang -200', payee: '小王', guessed: false },
  { text: '转来的 200 是小王的 工行', postings: 'Assets:Bank:ICBC 200; Assets:Receivable:XiaoWang -200', payee: '小王', guessed: false },
  // an account of mine sending to another is a move between them (as it was: 招行 is no sender)
  { text: '招行转来 500 微信', postings: 'Assets:Bank:CMB -500; Assets:WeChat 500', guessed: false },
  // a share of a shared bill, no receivable open for the sender: off the spending named
  { text: '同事转来 50 微信 AA 午饭', postings: 'Assets:WeChat 50; Expenses:Food:Dining -50', payee: '同事', warning: /booked as paid back of what was spent on Expenses:Food:Dining/ },
  // (a fee beside it names no spending paid back)
  { text: '收到张三欠款 340 微信 手续费 1', postings: 'Assets:WeChat 339; Expenses:Uncategorized -340; Expenses:Fees 1', warning: /no record of 张三 exists; used Expenses:Uncategorized/ },
  // as they were
  { text: '小王转来欠我的 200 微信', postings: 'Assets:WeChat 200; Assets:Receivable:XiaoWang -200', payee: '小王', guessed: false },
  { text: '收到小王转账 200 微信', postings: 'Assets:WeChat 200; Assets:Receivable:XiaoWang -200', guessed: false },
  { text: '转给小王 200 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', payee: '小王' },
  { text: '转账给妈妈 1000 工行', postings: 'Liabilities:Loan:Mom 1000; Assets:Bank:ICBC -1000', payee: '妈妈' },
  { text: '打给房东 3000 房租 工行', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:ICBC -3000', payee: '房东' },
], SAID_ON);

const SHOP = shopLedger({ payees: [LAO_CHEN, { name: '张三', account: 'Assets:Receivable:Customers' }] });

checkedSuite('parseEntry in a shop: what a customer on the receivable sends here pays his debt', SHOP, [
  { text: '张三转来 340 工行', postings: 'Assets:Bank:ICBC 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  { text: '张三汇来 340 工行', postings: 'Assets:Bank:ICBC 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  { text: '打过来的 340 是张三给的 工行', postings: 'Assets:Bank:ICBC 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  { text: '张三打过来欠我的钱 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  { text: '张三欠款 340 微信转过来了', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  // (session 39: 客户转来 1000 工行 was the receivable paid, though 客户打款 1000 工行 and 客户转账 are a
  // sale: a customer sending money, no word of a debt, is a sale, however the sending is said)
  { text: '客户转来 1000 工行', postings: 'Assets:Bank:ICBC 1000; Income:Sales -1000', payee: null },
  { text: '买家打过来 98 微信', postings: 'Assets:WeChat 98; Income:Sales -98', payee: null },
  { text: '客户张三转来 340 工行', postings: 'Assets:Bank:ICBC 340; Income:Sales -340', payee: '张三' },
  { text: '客户转来欠款 1000 工行', postings: 'Assets:Bank:ICBC 1000; Assets:Receivable:Customers -1000', guessed: false },
  { text: '客户打款 1000 工行', postings: 'Assets:Bank:ICBC 1000; Income:Sales -1000', payee: null },
  // as they were
  { text: '张三转给我 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  { text: '张三欠我 340', postings: 'Assets:Receivable:Customers 340; Income:Sales -340', guessed: true },
], SAID_ON);
