// QA of session 28: a Shanghai user's ledger that keeps spending by meal and kind (Expenses:Food:
// Breakfast/Lunch/Dinner, Expenses:Transport:Metro...), a transit card of its own, an account for
// money between friends and one for refunds, and no catch-all. Each case here was wrong before:
// food and fuel went to the ledger's first category (Expenses:Pets), a transit card's top-up was
// spending paid by the card, a refund ignored Income:Refund, 4，500 before 工资卡 was 4 and 500,
// borrowing from a friend was a 422, and a salary paying a card off warned that 信用卡 named no account.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-27';

const open = (account: string, alias?: string) => `2026-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:CMB', '招行,招商银行'),
  open('Assets:Bank:ICBC', '工行,工资卡'),
  open('Assets:Alipay', '支付宝'),
  open('Assets:WeChat', '微信'),
  open('Assets:TransitCard', '公交卡,交通卡'),
  open('Liabilities:CreditCard:CMB', '招行信用卡'),
  open('Liabilities:CreditCard:CITIC', '中信信用卡'),
  open('Liabilities:Friends'),
  open('Expenses:Food:Breakfast', '早餐'),
  open('Expenses:Food:Lunch', '午饭'),
  open('Expenses:Food:Dinner', '晚饭'),
  open('Expenses:Food:Snacks', '零食'),
  open('Expenses:Transport:Metro', '地铁'),
  open('Expenses:Transport:Taxi', '打车'),
  open('Expenses:Housing:Rent', '房租'),
  open('Expenses:Shopping:Clothes', '衣服'),
  open('Expenses:Shopping:Digital', '数码'),
  open('Expenses:Health'),
  open('Expenses:Pets', '猫粮'),
  open('Income:Salary', '工资'),
  open('Income:Refund', '退款'),
  // history: lunches are the most frequent food
  ...['2026-11-02', '2026-11-03', '2026-11-04'].map((d) => `${d} * "午饭"\n  Expenses:Food:Lunch  25 CNY\n  Assets:WeChat`),
  '2026-11-05 * "早餐"\n  Expenses:Food:Breakfast  8 CNY\n  Assets:WeChat',
  '2026-11-06 * "打车"\n  Expenses:Transport:Taxi  30 CNY\n  Assets:Alipay',
  '2026-11-07 * "地铁"\n  Expenses:Transport:Metro  4 CNY\n  Assets:TransitCard',
  '2026-11-08 * "地铁"\n  Expenses:Transport:Metro  4 CNY\n  Assets:TransitCard',
  '',
].join('\n');

checkedSuite('a ledger kept by meal and kind, without a catch-all', LEDGER, [
  // the time of day says the meal when the words name only Food
  { text: '中午在公司楼下吃面 22 支付宝', postings: 'Expenses:Food:Lunch 22; Assets:Alipay -22', guessed: false },
  { text: '今早 煎饼果子 7 微信', postings: 'Expenses:Food:Breakfast 7; Assets:WeChat -7', guessed: false },
  { text: '晚上 吃了 烧烤 80 微信', postings: 'Expenses:Food:Dinner 80; Assets:WeChat -80', guessed: false },
  { text: '早上 包子 5 午饭 面条 20 微信', postings: 'Expenses:Food:Breakfast 5; Expenses:Food:Lunch 20; Assets:WeChat -25', guessed: false },
  // no time said: the most used account under the parent the words named, warned (it was Expenses:Pets)
  { text: '聚餐 300 微信', postings: 'Expenses:Food:Lunch 300; Assets:WeChat -300', warning: /^聚餐 names only Expenses:Food, which is not open, and no catch-all account such as Expenses:Uncategorized is; used Expenses:Food:Lunch, the most used account under it/m },
  { text: '加油 300 招行信用卡', postings: 'Expenses:Transport:Metro 300; Liabilities:CreditCard:CMB -300', warning: /used Expenses:Transport:Metro, the most used account under it/ },
  // words the lexicon did not know
  { text: '上周 买了件羽绒服 1299 招行信用卡', date: '2026-11-16', postings: 'Expenses:Shopping:Clothes 1299; Liabilities:CreditCard:CMB -1299', warning: /Monday of 上周/ },
  { text: '京东 买 显示器 1299 招行信用卡', postings: 'Expenses:Shopping:Digital 1299; Liabilities:CreditCard:CMB -1299', guessed: false },
  { text: '看牙 800 中信信用卡', postings: 'Expenses:Health 800; Liabilities:CreditCard:CITIC -800', guessed: false },
  // a transit card is a wallet of mine: topping it up is a move into it
  { text: '公交卡充值 100 支付宝', postings: 'Assets:Alipay -100; Assets:TransitCard 100', guessed: false },
  { text: '给交通卡充值 50 微信', postings: 'Assets:WeChat -50; Assets:TransitCard 50', guessed: false },
  { text: '充公交卡 100 工资卡', postings: 'Assets:Bank:ICBC -100; Assets:TransitCard 100', guessed: false },
  { text: '充话费 50 微信', postings: 'Expenses:Health 50; Assets:WeChat -50', warning: /no spending category matched/ },
  // a refund of nothing named lands on the account kept for refunds
  { text: '退款 到账 58.5 支付宝', postings: 'Income:Refund -58.5; Assets:Alipay 58.5', guessed: false },
  { text: '衣服退款 100 支付宝', postings: 'Expenses:Shopping:Clothes -100; Assets:Alipay 100', guessed: false },
  // the IME's comma groups thousands before a card named by its use
  { text: '房租 4，500 工资卡', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:ICBC -4500', guessed: false },
  // friends' money
  { text: '跟朋友借了 2000 到招行', postings: 'Assets:Bank:CMB 2000; Liabilities:Friends -2000', guessed: false },
  { text: '还老张 1000 微信', postings: 'Assets:WeChat -1000; Liabilities:Friends 1000', guessed: false },
  { text: '同事帮我付了午饭 30', postings: 'Expenses:Food:Lunch 30; Liabilities:Friends -30', guessed: false },
  // the bank said beside 信用卡 says whose card is repaid, when another wallet pays (招行 paid it) or
  // when it names the card itself (中信: a card paid a card)
  { text: '信用卡还款 招行 3000 工资卡', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard:CMB 3000', guessed: false },
  { text: '信用卡还款 中信 3000 工资卡', postings: 'Assets:Bank:ICBC -3000; Liabilities:CreditCard:CITIC 3000', guessed: false },
  { text: '信用卡还款 中信 3000', postings: 'Assets:Bank:CMB -3000; Liabilities:CreditCard:CITIC 3000', warning: /^no source account named; used Assets:Bank:CMB$/m },
  // 我先垫付了 before the amount says how it was paid, not what (it left 我先垫 in the narration)
  { text: '晚上和同事吃火锅 我先垫付了560 招行信用卡', postings: 'Expenses:Food:Dinner 560; Liabilities:CreditCard:CMB -560', narration: '晚上和同事吃火锅', guessed: false },
  // the card 还信用卡 pays off was named: no warning that 信用卡 names no account
  { text: '工资到账12000 工资卡 还招行信用卡3000', postings: 'Assets:Bank:ICBC 12000; Income:Salary -12000; Liabilities:CreditCard:CMB 3000; Assets:Bank:ICBC -3000', warning: /^(?![\s\S]*named, but the ledger has no open account)/ },
], SAID_ON);

describe('what stays refused on that ledger', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  const refusal = (text: string): string => {
    try {
      parseEntry(ledger, text, SAID_ON);
    } catch (e) {
      if (e instanceof Problem) return e.detail;
      throw e;
    }
    return 'parsed';
  };
  it('a bill owed or a bank repaid is no friend’s debt', () => {
    expect(refusal('房租还没交 4500')).toBe('no payable account is open for the 房租 owed');
    expect(refusal('还花旗 2000 招行')).toBe('no payable account is open for money paid back to 花旗');
  });
  it('a date before the ledger opens is named as what to check (it was "no open Expenses account can hold CNY")', () => {
    expect(refusal('12月5号 机票 1200 招行信用卡')).toBe('no Expenses account is open on 2025-12-05, the date read from the text (the first for CNY opens on 2026-01-01)');
    expect(refusal('2025年12月31日 工资 18000')).toBe('no Income account is open on 2025-12-31, the date read from the text (the first for CNY opens on 2026-01-01)');
    expect(refusal('午饭 30 JPY')).toBe('no open Expenses account can hold JPY');
  });
});
