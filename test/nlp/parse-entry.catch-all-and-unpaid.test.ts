// QA of session 25 as a new user, on the starter ledger of then (test/support/thin-starter-ledger.ts; the starter
// ledger now has a catch-all and more categories, parse-entry.starter-ledger.test.ts) and on a
// ledger with aliases, said on 2026-11-26:
// - No account fitting the words was an unrelated one: 电影票 90 支付宝, 理发 50, 给妈妈转了2000 went to
//   Expenses:Food (confidence 0.67), warned only "no spending category matched".
// - A bill said not paid was booked as paid: 房租还没交 4500 was rent paid from a wallet.
// - 加油 landed on Expenses:Transport:Taxi, a sibling reached through the parent Transport.
// - 花呗买衣服299 with no account for 花呗 was warned "no payment account named".
// - The alias 余额 (on Alipay) split 余额宝: 余额宝收益 0.85 was narrated 宝收益, 转 1000 进余额宝 went
//   into Alipay.
// - From the round before: 欠老张 1000 明天还 500 微信 booked 1500 paid back tomorrow, 欠电费 200 昨天还
//   微信 a move from the bank into WeChat, 欠房贷 500 a 422 for "a debt to 房贷" as to a person.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { findTermMentions } from '../../src/nlp/mentions.ts';
import { nlpIndexOf } from '../../src/nlp/ledger-index.ts';
import { ledgerViewOf } from '../../src/nlp/ledger-view.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { THIN_STARTER_LEDGER } from '../support/thin-starter-ledger.ts';

const SAID_ON = '2026-11-26';

// A household ledger with aliases (余额 on Alipay, as the QA user had it), a catch-all and payables.
const ALIASES_LEDGER = `option "operating_currency" "CNY"
2024-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2024-01-01 open Assets:Alipay CNY
  alias: "支付宝,余额"
2024-01-01 open Assets:WeChat CNY
  alias: "微信,零钱"
2024-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2024-01-01 open Liabilities:Payables CNY
2024-01-01 open Liabilities:Payables:LaoZhang CNY
  alias: "老张"
2024-01-01 open Income:Salary CNY
2024-01-01 open Expenses:Food:Dining CNY
2024-01-01 open Expenses:Transport:Taxi CNY
2024-01-01 open Expenses:Housing:Rent CNY
2024-01-01 open Expenses:Utilities:Electricity CNY
  alias: "电费"
2024-01-01 open Expenses:Uncategorized CNY
2024-01-01 open Income:Uncategorized CNY
`;
const thin = Ledger.fromText(THIN_STARTER_LEDGER, 'thin.beancount');
const aliases = Ledger.fromText(ALIASES_LEDGER, 'aliases.beancount');

function problemOf(ledger: Ledger, text: string): Problem {
  try {
    parseEntry(ledger, text, SAID_ON);
  } catch (e) {
    expect(e).toBeInstanceOf(Problem);
    return e as Problem;
  }
  throw new Error(`no Problem for ${text}`);
}

const STAND_IN = /^no spending category matched, and no catch-all account such as Expenses:Uncategorized is open; used Expenses:Food, which the words do not name: change it, or open Expenses:Uncategorized$/m;
const CATCH_ALL = /^no spending category matched; used Expenses:Uncategorized$/m;
const onlyParent = (word: string, parent: string, sibling: string) =>
  new RegExp(`^no spending category matched \\(${word} names only ${parent}, which is not open; ${sibling} under it is another category\\); used Expenses:Uncategorized$`, 'm');

checkedSuite('no account fits the words, on a ledger without a catch-all: the most generic stands in, said plainly', THIN_STARTER_LEDGER, [
  { text: '电影票 90 支付宝', postings: 'Expenses:Food 90; Assets:Alipay -90', narration: '电影票', warning: STAND_IN },
  { text: '理发 50 微信', postings: 'Expenses:Food 50; Assets:WeChat -50', warning: STAND_IN },
  { text: '给妈妈转了2000 微信', postings: 'Expenses:Food 2000; Assets:WeChat -2000', payee: '妈妈', warning: STAND_IN },
  // 花呗 was named: the warning says the ledger has no account for it, and which one paid
  { text: '花呗买衣服299', postings: 'Expenses:Shopping 299; Assets:Alipay -299', narration: '花呗买衣服', warning: /^花呗 was named, but the ledger has no open account for it; used Assets:Alipay instead$/m },
], SAID_ON);

describe('on a ledger with five categories, no catch-all and no payable', () => {
  it('a draft no word chose has a low confidence', () => {
    for (const text of ['电影票 90 支付宝', '理发 50 微信', '给妈妈转了2000 微信']) expect(parseEntry(thin, text, SAID_ON).confidence, text).toBeLessThan(0.5);
  });
  it('a bill not paid, or owed, with no payable open: a 422 that names the bill as owed', () => {
    for (const [text, bill] of [['房租还没交 4500', '房租'], ['上个月房租还没交 4500', '房租'], ['电费 200 没付', '电费'], ['欠电费 200', '电费'], ['欠房贷 500', '房贷']]) {
      expect(problemOf(thin, text!).message, text).toBe(`no payable account is open for the ${bill} owed`);
    }
  });
  it('a move into a wallet the ledger has no account for: a 422 that names it', () => {
    expect(problemOf(thin, '转100到招行').message).toBe('招行 names no open account of the ledger');
  });
  it('a wallet the ledger has no account for says nothing of what a debt was for', () => {
    // (招行 was read as what it was for: "no payable account is open for what 老张 paid for me")
    expect(problemOf(thin, '我欠老张 1000 招行').message).toBe('a debt to 老张 with no money moved and what it was for not said');
  });
});

checkedSuite('no account fits the words, with a catch-all open: the catch-all', ALIASES_LEDGER, [
  { text: '电影票 90 支付宝', postings: 'Expenses:Uncategorized 90; Assets:Alipay -90', warning: CATCH_ALL },
  { text: '给妈妈转了2000 微信', postings: 'Expenses:Uncategorized 2000; Assets:WeChat -2000', payee: '妈妈', warning: CATCH_ALL },
], SAID_ON);

checkedSuite('a word naming only a parent of the open accounts names none of them', ALIASES_LEDGER, [
  // it was Expenses:Transport:Taxi, warned "matched … only by a parent account name"
  { text: '今天加油 300 招行信用卡', postings: 'Expenses:Uncategorized 300; Liabilities:CreditCard:CMB -300', narration: '加油', warning: onlyParent('加油', 'Expenses:Transport', 'Expenses:Transport:Taxi') },
  { text: '停车 10 微信', postings: 'Expenses:Uncategorized 10; Assets:WeChat -10', warning: onlyParent('停车', 'Expenses:Transport', 'Expenses:Transport:Taxi') },
  // (coffee bought at a shop is eating out: the lexicon names Dining for it)
  { text: '咖啡 30 微信', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', guessed: false },
], SAID_ON);

checkedSuite('a word naming only a parent is not booked where the payee of another item was', `${ALIASES_LEDGER}2024-02-01 * "星巴克" "咖啡"
  Expenses:Food:Dining 30 CNY
  Assets:WeChat
`, [
  // (加油 took 星巴克's Expenses:Food:Dining once the word named no account of its own)
  { text: '星巴克 45，加油 300 微信', postings: 'Expenses:Food:Dining 45; Expenses:Uncategorized 300; Assets:WeChat -345', payee: '星巴克' },
], SAID_ON);

describe('a word naming only a parent that is open', () => {
  it('books the parent', () => {
    const ledger = Ledger.fromText(`${ALIASES_LEDGER}2024-01-01 open Expenses:Transport CNY\n`, 'transport.beancount');
    expect(parseEntry(ledger, '加油 300 微信', SAID_ON).postings.map((p) => p.account)).toEqual(['Expenses:Transport', 'Assets:WeChat']);
  });
});

checkedSuite('a bill said not paid yet is owed, as 欠的电费 200 没交 is', ALIASES_LEDGER, [
  { text: '房租还没交 4500', postings: 'Expenses:Housing:Rent 4500; Liabilities:Payables -4500', narration: '房租还没交', guessed: false },
  { text: '上个月房租还没交 4500', date: '2026-10-01', postings: 'Expenses:Housing:Rent 4500; Liabilities:Payables -4500' },
  { text: '房租还没交 4500 微信', postings: 'Expenses:Housing:Rent 4500; Liabilities:Payables -4500' },
  { text: '电费 200 没付', postings: 'Expenses:Utilities:Electricity 200; Liabilities:Payables -200', narration: '电费 没付' },
  { text: '还没交的房租 4500', postings: 'Expenses:Housing:Rent 4500; Liabilities:Payables -4500' },
  { text: '电费还没还 200', postings: 'Expenses:Utilities:Electricity 200; Liabilities:Payables -200' },
  // 房贷 and 车贷 are bills (README): owed as 欠电费 200 is, not "a debt to 房贷"
  { text: '欠房贷 500', postings: 'Expenses:Uncategorized 500; Liabilities:Payables -500', warning: CATCH_ALL },
  { text: '房贷还没还 3000', postings: 'Expenses:Uncategorized 3000; Liabilities:Payables -3000' },
  // paid: as before
  { text: '房租交了 4500 微信', postings: 'Expenses:Housing:Rent 4500; Assets:WeChat -4500', guessed: false },
], SAID_ON);

checkedSuite('a bill owed and paid with 还, a debt with its repayment said', ALIASES_LEDGER, [
  // the bill paid yesterday from WeChat, as 电费 200 微信 (it was a move from the bank into WeChat)
  { text: '欠电费 200 昨天还 微信', date: '2026-11-25', postings: 'Expenses:Utilities:Electricity 200; Assets:WeChat -200', guessed: false },
  { text: '欠的电费 200 还了 微信', postings: 'Expenses:Utilities:Electricity 200; Assets:WeChat -200', guessed: false },
  // what was owed and what was paid back (it was 1500 paid back)
  { text: '欠老张 1000 昨天还 500 微信', date: '2026-11-25', postings: 'Assets:WeChat -500; Liabilities:Payables:LaoZhang 500', warning: /^read 1000 as what was owed and 500 as paid back: 500 still owed$/m },
  // a repayment to come with its amount: the loan or the debt alone (it was 1500, dated next month or tomorrow)
  { text: '跟老张借了 1000 下个月还 500 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张', warning: /^read 500 after 下个月还 as a repayment to come, not booked$/m },
  { text: '欠老张 1000 房租 明天还 500 微信', postings: 'Expenses:Housing:Rent 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张' },
], SAID_ON);

describe('a debt, a card or a claim said not paid back: no money moved', () => {
  it('is a 422, as a debt said alone is', () => {
    expect(problemOf(aliases, '欠老张 1000 明天还 500 微信').message).toBe('a debt to 老张 with no money moved and what it was for not said');
    expect(problemOf(aliases, '信用卡还没还 3000 招行').message).toBe('a debt to 信用卡 with no money moved and what it was for not said');
    expect(problemOf(aliases, '小王还没还我 200').message).toBe('小王 owes me, but no money moved and what for is not said');
  });
});

checkedSuite('an alias is not the start of a longer word that means something else', ALIASES_LEDGER, [
  // 余额宝 is not 余额 and a stray 宝 (it was narrated 宝收益, received into Alipay as named)
  { text: '余额宝收益 0.85', postings: 'Assets:Alipay 0.85; Income:Uncategorized -0.85', narration: '余额宝收益', warning: /^余额宝 was named, but the ledger has no open account for it; used Assets:Alipay instead$/m },
  // the alias said alone still names its account
  { text: '余额 付了 30 午饭', postings: 'Expenses:Food:Dining 30; Assets:Alipay -30', guessed: false },
  { text: '午饭 30 余额', postings: 'Expenses:Food:Dining 30; Assets:Alipay -30', guessed: false },
], SAID_ON);

describe('an alias inside a longer word', () => {
  it('转 1000 进余额宝 with no account for 余额宝 is a 422 (it went into Alipay, narrated 转 宝)', () => {
    expect(problemOf(aliases, '转 1000 进余额宝').message).toBe('余额宝 names no open account of the ledger');
  });
  it('a longer word that means the alias (微信支付 is 微信) keeps it', () => {
    const ledger = Ledger.fromText('2024-01-01 open Assets:WX CNY\n  alias: "微信"\n2024-01-01 open Expenses:Food:Dining CNY\n', 'wx.beancount');
    expect(parseEntry(ledger, '微信支付 35 午饭', SAID_ON).postings.map((p) => p.account)).toEqual(['Expenses:Food:Dining', 'Assets:WX']);
    const index = nlpIndexOf(ledgerViewOf(aliases));
    expect(findTermMentions('余额宝收益 0.85', index, SAID_ON).map((m) => m.entry.term)).not.toContain('余额');
  });
});

describe('a wallet named that the ledger has no account for', () => {
  it('stays whole in the narration (支付宝 was narrated 宝: 支付 was taken for the verb)', () => {
    const ledger = Ledger.fromText('2024-01-01 open Assets:WeChat CNY\n2024-01-01 open Expenses:Health CNY\n  alias: "急诊"\n', 'w.beancount');
    const entry = parseEntry(ledger, '急诊 380 支付宝', SAID_ON);
    expect([entry.narration, entry.postings.map((p) => p.account)]).toEqual(['急诊 支付宝', ['Expenses:Health', 'Assets:WeChat']]);
    // the verb itself still goes
    expect(parseEntry(ledger, '急诊 支付了 380 微信', SAID_ON).narration).toBe('急诊');
  });
});
