// QA of session 50 (voice input, 语音输入; F5, F8, F9, F10): sentences as a phone's speech-to-text
// writes them. Dictation slips for wallets that are words of their own too (花被, 公行) name the wallet
// only where a wallet is said; a place gone to names what was bought when nothing else does; a count
// between a verb and its object (打了个车, 吃了碗面); 我妈 is 妈妈; a bill of this month paid (交的).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const open = (account: string, alias?: string) => `2026-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const moved = (date: string, payee: string, narration: string, to: string, amount: string, from: string) => `${date} * "${payee}" "${narration}"\n  ${to}  ${amount} CNY\n  ${from}`;
// the QA's ledger (/tmp/s50/qa-voice/ledger.orig.beancount), with a little of its history: taxis
// paid by Alipay, property fees by WeChat, so that a wallet not read would show
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工商银行,工行,工商'),
  open('Assets:WeChat', '微信,微信支付,零钱'),
  open('Assets:Alipay', '支付宝,余额宝'),
  open('Assets:Cash', '现金'),
  open('Assets:MedicalInsurance:Mom', '医保卡,医保'),
  open('Liabilities:Huabei', '花呗'),
  open('Liabilities:CreditCard:CMB', '信用卡,招行信用卡,招商银行信用卡'),
  open('Liabilities:Payable:Family'),
  open('Income:Salary', '工资'),
  open('Income:Family', '家里给的'),
  open('Expenses:Food:Groceries', '买菜,菜,超市,水果'),
  open('Expenses:Food:Takeout', '外卖,美团外卖,饿了么'),
  open('Expenses:Food:Dining', '吃饭,午饭,晚饭,早饭,早餐,肯德基,麦当劳'),
  open('Expenses:Food:Coffee', '咖啡,星巴克,奶茶,瑞幸'),
  open('Expenses:Transport:Taxi', '打车,滴滴,出租车'),
  open('Expenses:Home:Utilities', '水电燃气,水费,电费,燃气费,天然气,水电'),
  open('Expenses:Home:Property', '物业费,物业'),
  open('Expenses:Medical', '药,买药,看病,挂号,医院,药店'),
  open('Expenses:Family:Mom', '生活费,给妈'),
  open('Expenses:Shopping', '衣服,淘宝,京东,买东西'),
  open('Equity:Opening-Balances'),
  moved('2026-11-02', '滴滴', '打车', 'Expenses:Transport:Taxi', '22', 'Assets:Alipay'),
  moved('2026-11-03', '滴滴', '打车', 'Expenses:Transport:Taxi', '18', 'Assets:Alipay'),
  moved('2026-11-05', '物业', '物业费', 'Expenses:Home:Property', '368', 'Assets:WeChat'),
  moved('2026-11-06', '物业', '物业费', 'Expenses:Home:Property', '368', 'Assets:WeChat'),
  moved('2026-11-07', '美团', '外卖', 'Expenses:Food:Takeout', '30', 'Assets:Alipay'),
  moved('2026-11-08', '美团', '外卖', 'Expenses:Food:Takeout', '30', 'Assets:Alipay'),
  moved('2026-10-03', '妈妈', '妈妈转来', 'Assets:WeChat', '500', 'Income:Family'),
  '',
].join('\n');

checkedSuite('voice input: wallets misheard, places gone to, counted objects, kin, bills of the month', LEDGER, [
  // F5: 花被 / 花贝 (花呗) and 公行 (工行) where a wallet is said (they were paid from the wallet
  // history used most, warned "no payment account named")
  { text: '打车二十块，花被付的', postings: 'Expenses:Transport:Taxi 20; Liabilities:Huabei -20', guessed: false },
  { text: '外卖三十，花贝', postings: 'Expenses:Food:Takeout 30; Liabilities:Huabei -30', guessed: false },
  { text: '用公行卡交了物业费三百六十八', postings: 'Expenses:Home:Property 368; Assets:Bank:ICBC -368', guessed: false },
  { text: '交电费一百块，公行', postings: 'Expenses:Home:Utilities 100; Assets:Bank:ICBC -100', guessed: false },
  // F8: the place gone to (去/到 超市, 医院, 药店) is what was bought when no other word names a category
  // (with a wallet said it was the catch-all)
  { text: '今天去超市花了两百三十四块八毛，信用卡刷的。', postings: 'Expenses:Food:Groceries 234.8; Liabilities:CreditCard:CMB -234.8', guessed: false },
  { text: '到超市花了一百，微信', postings: 'Expenses:Food:Groceries 100; Assets:WeChat -100', guessed: false },
  { text: '去医院花了五十，微信', postings: 'Expenses:Medical 50; Assets:WeChat -50', guessed: false },
  { text: '今天去药店花了五十，微信', postings: 'Expenses:Medical 50; Assets:WeChat -50', guessed: false },
  // (and a ride there is still the ride)
  { text: '打车去医院三十二，微信', postings: 'Expenses:Transport:Taxi 32; Assets:WeChat -32', guessed: false },
  { text: '打滴滴去医院三十二块六，支付包付的。', postings: 'Expenses:Transport:Taxi 32.6; Assets:Alipay -32.6', guessed: false },
  // F9: a count between a verb and its object (they were the catch-all)
  { text: '哦对了，前天还打了个车，十八块，支付宝。', date: '2026-11-18', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', guessed: false },
  { text: '中午吃了碗面十五块微信付的', postings: 'Expenses:Food:Dining 15; Assets:WeChat -15', guessed: false },
  { text: '今天早上七点半在楼下吃了碗抄手十二块，微信。', postings: 'Expenses:Food:Dining 12; Assets:WeChat -12', guessed: false },
  { text: '晚上又吃了七十二，微信', postings: 'Expenses:Food:Dining 72; Assets:WeChat -72', guessed: false },
  // F9: 我妈 is 妈妈, whose history says what her money is (it was Income:Salary, payee 我妈)
  { text: '我妈给我转了五百块钱，微信。', postings: 'Assets:WeChat 500; Income:Family -500', payee: '妈妈' },
  // F10: this month's bill paid (交的) is today's, as 这个月的水费 is (it was the 1st); not said paid, the 1st
  { text: '这个月电费两百一十三块五，支付宝交的。', postings: 'Expenses:Home:Utilities 213.5; Assets:Alipay -213.5', guessed: false },
  { text: '这个月电费两百一十三块五，支付宝', date: '2026-11-01', postings: 'Expenses:Home:Utilities 213.5; Assets:Alipay -213.5', warning: /day not said/ },
], SAID_ON);

describe('voice input: a flowered quilt is no 花呗', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  // a flowered quilt (花被子, 一床花被) is no 花呗, and no other wallet is said than the one named
  for (const text of ['买了条花被子两百，微信', '一床花被两百，微信']) {
    it(text, () => expect(parseEntry(ledger, text, SAID_ON).postings.map((p) => p.account)).not.toContain('Liabilities:Huabei'));
  }
});
