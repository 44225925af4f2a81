// Session 46, the business QA (a shop owner and designer, said on 2026-11-25): money from a client
// into an account named (客户张总付了设计费 8000 到对公账户) was 8000 of food owed to the client, the
// account dropped; 卖了 3 件衣服给买家 was 267 of shopping paid from WeChat; and what had not moved
// moved a wallet: 赵老板的货款 4500 还没付 paid from WeChat, 张总还欠我 3000 尾款 3000 of food from
// WeChat, 应收 王总 设计费 6000 money into Alipay. Now the money lands in the account named, the sale is
// money in, and what is owed is booked on the payable or receivable named (or refused, a balance).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-25';
const SHOP = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:Business CNY
  alias: "对公账户,对公,店里"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Inventory CNY
  alias: "库存,进货,货款"
2025-01-01 open Assets:Receivables:ZhangZong CNY
  alias: "张总"
2025-01-01 open Assets:Receivables:WangZong CNY
  alias: "王总"
2025-01-01 open Assets:Receivables:LiuJie CNY
  alias: "刘姐"
2025-01-01 open Liabilities:Payables:LiLaoban CNY
  alias: "李老板"
2025-01-01 open Liabilities:Payables:ZhaoLaoban CNY
  alias: "赵老板"
2025-01-01 open Income:Design CNY
  alias: "设计费,设计"
2025-01-01 open Income:Sales:Taobao CNY
  alias: "淘宝"
2025-01-01 open Income:Sales:Pinduoduo CNY
  alias: "拼多多"
2025-01-01 open Expenses:Food CNY
  alias: "吃饭,午饭,外卖"
2025-01-01 open Expenses:Transport CNY
  alias: "打车,滴滴"
2025-01-01 open Expenses:Shopping CNY
  alias: "购物,衣服"
2025-01-01 open Equity:Opening-Balances CNY
2025-01-01 custom "payee" "张总"
  account: "Assets:Receivables:ZhangZong"

2025-01-01 * "期初"
  Assets:Bank:Business  50000 CNY
  Assets:Alipay  3000 CNY
  Assets:WeChat  2000 CNY
  Equity:Opening-Balances
2026-10-05 * "外卖"
  Expenses:Food  35 CNY
  Assets:WeChat
2026-10-08 * "淘宝" "货款结算"
  Assets:Alipay  1200 CNY
  Income:Sales:Taobao
2026-10-10 * "张总" "设计费 开票"
  Assets:Receivables:ZhangZong  12000 CNY
  Income:Design
2026-10-20 * "赵老板" "进货 赊账"
  Assets:Inventory  4500 CNY
  Liabilities:Payables:ZhaoLaoban
`;
const ledger = Ledger.fromText(SHOP, 'ledger.beancount');

function problemOf(text: string): Problem {
  try {
    parseEntry(ledger, text, SAID_ON);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`no Problem for ${text}`);
}

checkedSuite('parseEntry: a client who paid, into an account named or for what an income account names, paid me', SHOP, [
  // (they were Expenses:Food against the client's receivable, the account named dropped)
  { text: '客户张总付了设计费 8000 到对公账户', postings: 'Assets:Bank:Business 8000; Income:Design -8000', payee: '张总', guessed: false },
  { text: '刘姐付了 4000 设计费 到支付宝', postings: 'Assets:Alipay 4000; Income:Design -4000', payee: '刘姐', guessed: false },
  { text: '张总付了 8000 到对公账户', postings: 'Assets:Bank:Business 8000; Assets:Receivables:ZhangZong -8000', payee: '张总', guessed: false },
  { text: '刘姐付了 4000 设计费', postings: 'Assets:Alipay 4000; Income:Design -4000', payee: '刘姐', warning: /no receiving account named/ },
  // as they were: money in said otherwise, and someone who paid for me
  { text: '王总预付了一半设计费 5000 到对公', postings: 'Assets:Bank:Business 5000; Income:Design -5000' },
  { text: '张总 结清尾款 1000 到对公', postings: 'Assets:Bank:Business 1000; Assets:Receivables:ZhangZong -1000' },
  { text: '收到王总尾款 6000', postings: 'Assets:Alipay 6000; Assets:Receivables:WangZong -6000' },
  { text: '打车 35 王总付的', postings: 'Expenses:Transport 35; Assets:Receivables:WangZong -35' },
], SAID_ON);

checkedSuite('parseEntry: goods sold are money in, though a spending account is aliased by what was sold', SHOP, [
  // (衣服 aliases Expenses:Shopping: it was 267 of shopping paid from WeChat)
  { text: '卖了 3 件衣服给买家 每件 89 微信收款', postings: 'Assets:WeChat 267; Income:Design -267', warning: /89 × 3 件 = 267/ },
  { text: '卖出 3 件 每件 89 微信收款', postings: 'Assets:WeChat 267; Income:Design -267', warning: /89 × 3 件 = 267/ },
  { text: '买衣服 300 微信', postings: 'Expenses:Shopping 300; Assets:WeChat -300', guessed: false },
], SAID_ON);

checkedSuite('parseEntry: what is owed and not paid moves no wallet', SHOP, [
  // (it was paid from WeChat, a wallet guessed)
  { text: '赵老板的货款 4500 还没付', postings: 'Assets:Inventory 4500; Liabilities:Payables:ZhaoLaoban -4500', warning: /没付 as owed on Liabilities:Payables:ZhaoLaoban, the payable named: no money moved/ },
  { text: '李老板 进货 3000 赊账', postings: 'Assets:Inventory 3000; Liabilities:Payables:LiLaoban -3000', warning: /赊账 as owed on Liabilities:Payables:LiLaoban/ },
  // (it was money into Alipay)
  { text: '应收 王总 设计费 6000', postings: 'Assets:Receivables:WangZong 6000; Income:Design -6000', payee: '王总', warning: /read 应收 as a sale on credit: 王总 owes it, no money moved/ },
  // (it was 3000 of food paid from WeChat)
  { text: '张总欠我 3000 设计费', postings: 'Assets:Receivables:ZhangZong 3000; Income:Design -3000', payee: '张总', warning: /read 张总欠我 as a sale on credit: 张总 owes it, no money moved/ },
  // as they were: paid now
  { text: '赵老板的货款 4500 对公', postings: 'Assets:Inventory 4500; Assets:Bank:Business -4500' },
  { text: '收到应收款 王总 6000 对公', postings: 'Assets:Bank:Business 6000; Assets:Receivables:WangZong -6000' },
], SAID_ON);

describe('parseEntry: what someone still owes me is a balance, nothing to book', () => {
  it('refuses 张总还欠我 3000 尾款 (it was 3000 of food paid from WeChat)', () => {
    const problem = problemOf('张总还欠我 3000 尾款');
    expect(problem.status).toBe(422);
    expect(problem.message).toBe('张总 still owes me 3000: no money moved, so there is nothing to book');
    expect(JSON.stringify(problem.errors)).toMatch(/张总还款 3000 微信/);
  });
  it('refuses 刘姐仍欠我 4000 设计费, still owed whatever it was for', () => {
    expect(problemOf('刘姐仍欠我 4000 设计费').message).toBe('刘姐 still owes me 4000: no money moved, so there is nothing to book');
  });
  it('keeps the message of a bare claim (张总欠我 3000, 张总还欠我 3000)', () => {
    expect(problemOf('张总欠我 3000').message).toMatch(/^张总 owes me, but no money moved and what for is not said/);
    expect(problemOf('张总还欠我 3000').message).toMatch(/^张总 owes me, but no money moved and what for is not said/);
  });
});
