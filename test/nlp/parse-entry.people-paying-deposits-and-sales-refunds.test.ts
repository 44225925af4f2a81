// QA re-check of session 47 (section B), close variants the fixes of session 47 did not reach:
// money from people said with 转了/汇了/还了 (同事 转了 饭钱 50, 张总 转了 5000 尾款) was money out;
// a deposit put with 存成 or 5万块, taken out with 支取, rolled over with nothing else said, a rate
// beside 利息, a redemption with its principal or 其中 收益 said were wrong money; interest on a card
// was interest earned, and 信用卡 到期 还款 paid one debt with another. A sale with a refund to the
// buyer beside it booked both one way; 退票 手续费 20 and 退票费 20 were money in, 退票 扣了 20 退回 180
// was 200 back, 还车 paid a payable, and an amount after 涨到 or 调到 was booked beside the one paid.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const LEDGER = `2025-01-01 open Equity:Opening-Balances
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行卡,对公"
2025-01-01 open Assets:Bank:ICBC:Deposit CNY
  alias: "定期,定期存款,存单"
2025-01-01 open Assets:Bank:ICBC:Wealth CNY
  alias: "理财,理财产品"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:Yuebao CNY
  alias: "余额宝"
2025-01-01 open Assets:Receivables:ZhangZong CNY
  alias: "张总"
2025-01-01 open Assets:Receivables:Brother CNY
  alias: "弟弟"
2025-01-01 open Liabilities:CreditCard CNY
  alias: "信用卡,招行信用卡"
2025-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2025-01-01 open Income:Design CNY
  alias: "设计费"
2025-01-01 open Income:Interest CNY
  alias: "利息,存款利息"
2025-01-01 open Income:Wealth CNY
  alias: "理财收益"
2025-01-01 open Income:Uncategorized CNY
2025-01-01 open Expenses:Food CNY
  alias: "吃饭,买菜"
2025-01-01 open Income:Sales:Taobao CNY
  alias: "淘宝"
2025-01-01 open Income:Sales:Returns CNY
2025-01-01 open Expenses:Fees CNY
  alias: "手续费"
2025-01-01 open Expenses:Transport CNY
  alias: "加油,火车票"
2025-01-01 open Expenses:Education CNY
  alias: "学费"
2025-01-01 open Liabilities:Payables CNY
2025-01-01 open Income:Salary CNY
  alias: "工资"
2025-01-01 open Expenses:Uncategorized CNY

2025-01-01 * "期初余额"
  Assets:Bank:ICBC  200000.00 CNY
  Assets:Bank:ICBC:Deposit  100000.00 CNY
  Assets:Bank:ICBC:Wealth  40000.00 CNY
  Assets:Receivables:ZhangZong  12000.00 CNY
  Assets:Receivables:Brother  3000.00 CNY
  Liabilities:CreditCard  -5000.00 CNY
  Equity:Opening-Balances

2025-03-10 * "工商银行" "买理财"
  Assets:Bank:ICBC:Wealth  20000.00 CNY
  Assets:Bank:ICBC

2025-09-10 * "工商银行" "理财赎回"
  Assets:Bank:ICBC  20412.36 CNY
  Assets:Bank:ICBC:Wealth  -20000.00 CNY
  Income:Wealth
`;

checkedSuite('parseEntry: money from people said with 转了, 汇了, 还了', LEDGER, [
  // someone said first who sent money sent it to me (it was spending from the wallet named)
  { text: '同事 转了 饭钱 50 微信', postings: 'Assets:WeChat 50; Income:Uncategorized -50' },
  { text: '同事汇了 300 饭钱 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300' },
  { text: '客户 转了 2000 设计费 微信', postings: 'Assets:WeChat 2000; Income:Design -2000' },
  { text: '新客户 汇了 3000 设计费 对公', postings: 'Assets:Bank:ICBC 3000; Income:Design -3000' },
  // off the receivable of the one named (it was food, paid from the bank)
  { text: '张总 转了 5000 尾款 对公', postings: 'Assets:Bank:ICBC 5000; Assets:Receivables:ZhangZong -5000' },
  { text: '张总 转了 一半 5000 对公', postings: 'Assets:Bank:ICBC 5000; Assets:Receivables:ZhangZong -5000' },
  // paid back to me (还我, 还钱 after the amount; 还了 我 with a space: it was my repayment of the card)
  { text: '弟弟 转了 1000 还钱 微信', postings: 'Assets:WeChat 1000; Assets:Receivables:Brother -1000' },
  { text: '弟弟 还了 我 饭钱 50 微信', postings: 'Assets:WeChat 50; Assets:Receivables:Brother -50' },
  // (no receivable open: paid back of spending at the catch-all, warned, as 同事还我 50 is)
  { text: '同事 还了 我 饭钱 50 微信', postings: 'Assets:WeChat 50; Expenses:Uncategorized -50', warning: /no receivable account is open/ },
  { text: '朋友 转了 200 还我 微信', postings: 'Assets:WeChat 200; Expenses:Uncategorized -200', warning: /no receivable account is open/ },
  { text: '新客户 汇了 3000 定金 对公', postings: 'Assets:Bank:ICBC 3000; Income:Uncategorized -3000', guessed: true },
  // not from them: sent to someone else, or what was bought with it
  { text: '老婆 转了 500 买菜 微信', postings: 'Expenses:Food 500; Assets:WeChat -500' },
], SAID_ON);

checkedSuite('parseEntry: fixed deposits, rates, redemptions with the principal said, card interest', LEDGER, [
  // put on the deposit with 存成, or 5万块 (they were spending)
  { text: '把5万 存成定期 工行', postings: 'Assets:Bank:ICBC -50000; Assets:Bank:ICBC:Deposit 50000' },
  { text: '工行存了5万块定期', postings: 'Assets:Bank:ICBC -50000; Assets:Bank:ICBC:Deposit 50000' },
  // taken out early with 支取 (it was 20000 spent off the deposit)
  { text: '定期 提前支取 2万 到工行', postings: 'Assets:Bank:ICBC:Deposit -20000; Assets:Bank:ICBC 20000' },
  // a rate beside 利息 is no money earned (the deposit was booked as interest income)
  { text: '利息 又涨到 2.1% 了 存定期 3万 工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000' },
  { text: '存款利息 630 到工行', postings: 'Assets:Bank:ICBC 630; Income:Interest -630' },
  // what came back first, the principal after it (it was a move of both added)
  { text: '理财 赎回 20350 到工行 本金 2万', postings: 'Assets:Bank:ICBC:Wealth -20000; Assets:Bank:ICBC 20350; Income:Wealth -350', warning: /gain/ },
  { text: '理财 赎回 19800 到工行 本金 2万', postings: 'Assets:Bank:ICBC:Wealth -20000; Assets:Bank:ICBC 19800; Income:Wealth 200', warning: /loss/ },
  // the gain after 其中 is part of the whole: the rest is the principal (it was 19700 of it, 20000 in)
  { text: '赎回 理财 20300 其中 收益 300 工行', postings: 'Assets:Bank:ICBC:Wealth -20000; Assets:Bank:ICBC 20300; Income:Wealth -300' },
  // interest on a card or 花呗 is spending on it (it was interest earned, the debt taken down)
  { text: '信用卡 分期 利息 80', postings: 'Expenses:Uncategorized 80; Liabilities:CreditCard -80' },
  { text: '花呗 分期 利息 12', postings: 'Expenses:Uncategorized 12; Liabilities:Huabei -12' },
  { text: '利息 50 招行信用卡 逾期', postings: 'Expenses:Uncategorized 50; Liabilities:CreditCard -50' },
  // a card said due is what 还款 pays (it paid 花呗 off the card)
  { text: '信用卡 到期 还款 3000 工行', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard 3000' },
  { text: '信用卡 到期 还款 3000', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard 3000', guessed: true },
], SAID_ON);

checkedSuite('parseEntry: a sale with a refund to the buyer, fees of a refund, 还车, 涨到', LEDGER, [
  // the sale less the refund paid out of it, on the returns account (they were both one way)
  { text: '淘宝 卖了 200 支付宝 退了 35 给买家', postings: 'Assets:Alipay 165; Income:Sales:Taobao -200; Income:Sales:Returns 35', warning: /refunded to the buyer/ },
  { text: '淘宝 收入 450 支付宝 退款 50 给买家', postings: 'Assets:Alipay 400; Income:Sales:Taobao -450; Income:Sales:Returns 50' },
  { text: '淘宝 卖了 300 微信 退了 一件 150', postings: 'Assets:WeChat 150; Income:Sales:Taobao -300; Income:Sales:Returns 150' },
  // a refund given with a space before 退款 (it was money in)
  { text: '给买家 退款 35 支付宝', postings: 'Income:Sales:Returns 35; Assets:Alipay -35' },
  // the fee of a refund is paid (they were money in)
  { text: '火车票 退票 手续费 20 微信', postings: 'Expenses:Fees 20; Assets:WeChat -20' },
  { text: '退票费 20 微信', postings: 'Expenses:Uncategorized 20; Assets:WeChat -20', guessed: true },
  // what was kept back did not come back (it was 200 back)
  { text: '火车票 退票 扣了 20 退回 180 微信', postings: 'Expenses:Transport -180; Assets:WeChat 180', warning: /kept back/ },
  { text: '火车票 退票 扣了 手续费 20 退回 180 微信', postings: 'Expenses:Transport -180; Assets:WeChat 180', warning: /kept back/ },
  // (a fee alone is taken off what came in, as before)
  { text: '退款 50 微信 手续费 1', postings: 'Expenses:Uncategorized -50; Expenses:Fees 1; Assets:WeChat 49' },
  // a hired car given back pays no payable
  { text: '租车 还车 时 加油 200 微信', postings: 'Expenses:Transport 200; Assets:WeChat -200' },
  // what a price is now is no money moved beside what was paid (they were added)
  { text: '油价涨到 8 块了 加油 300 微信', postings: 'Expenses:Transport 300; Assets:WeChat -300', warning: /changed to/ },
  { text: '学费 涨到 5000 交了 5000 工行', postings: 'Expenses:Education 5000; Assets:Bank:ICBC -5000' },
  { text: '工资 涨到 9000 了 到账 9000 工行', postings: 'Assets:Bank:ICBC 9000; Income:Salary -9000' },
  // the pair said with 从 stays as it was
  { text: '工资 从 8000 涨到 9000 工行', postings: 'Assets:Bank:ICBC 9000; Income:Salary -9000' },
], SAID_ON);

function problemOf(text: string): Problem {
  try {
    parseEntry(Ledger.fromText(LEDGER, 'ledger.beancount'), text, SAID_ON);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`${text} was parsed`);
}

describe('parseEntry: a deposit rolled over with only its principal said', () => {
  it('续存 and 转存 move no money: a 422 (they were spending off the deposit, or the deposit into the bank)', () => {
    expect(problemOf('定期存款 3万 续存 一年').message).toMatch(/^续存: a deposit rolled over moves no money/);
    expect(problemOf('定期 到期 3万 转存 一年').message).toMatch(/^转存: a deposit rolled over moves no money/);
  });
  it('with its interest said, the interest is booked onto the deposit', () => {
    const entry = parseEntry(Ledger.fromText(LEDGER, 'ledger.beancount'), '定期到期 自动转存 利息 1500', SAID_ON);
    expect(entry.postings.map((p) => `${p.account} ${p.units!.number}`)).toEqual(['Assets:Bank:ICBC:Deposit 1500', 'Income:Interest -1500']);
  });
});
