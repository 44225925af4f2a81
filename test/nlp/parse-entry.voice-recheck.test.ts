// QA recheck of session 50 (/tmp/s50/qa-recheck R1, R3, R4, R6): a total said before its parts, an
// amount taken back by 不是 repeating it, an amount said twice, a wallet closing a run of items.
// Each case here was wrong before.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const open = (account: string, alias?: string) => `2026-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const spent = (date: string, narration: string, category: string, amount: string, wallet: string) => `${date} * "${narration}"\n  ${category}  ${amount} CNY\n  ${wallet}`;
// the QA's voice ledger, without most of its history
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工商银行,工行,工商'),
  open('Assets:WeChat', '微信,微信支付,零钱'),
  open('Assets:Alipay', '支付宝,余额宝'),
  open('Assets:Cash', '现金'),
  open('Liabilities:Huabei', '花呗'),
  open('Liabilities:CreditCard:CMB', '信用卡,招行信用卡'),
  open('Income:Salary', '工资'),
  open('Expenses:Home:Utilities', '水电,水费,电费'),
  open('Expenses:Food:Groceries', '买菜,菜,超市,水果'),
  open('Expenses:Food:Dining', '吃饭,午饭,晚饭,早饭'),
  open('Expenses:Transport:Taxi', '打车,滴滴,出租车'),
  open('Expenses:Shopping', '衣服,淘宝,京东,买东西'),
  open('Equity:Opening-Balances'),
  spent('2026-10-02', '打车', 'Expenses:Transport:Taxi', '18', 'Assets:Alipay'),
  spent('2026-10-03', '午饭', 'Expenses:Food:Dining', '25', 'Assets:WeChat'),
  '',
].join('\n');

checkedSuite('voice recheck: a total said before its parts', LEDGER, [
  // the parts that make the total are booked, each on its category (it was both: 800, `*` unwarned)
  { text: '水电一共四百，水费一百，电费三百，支付宝。', postings: 'Expenses:Home:Utilities 100; Expenses:Home:Utilities 300; Assets:Alipay -400', warning: /^read 四百 as the total of 一百, 三百 said after it: booked the parts$/m },
  { text: '一共花了三百，吃饭两百，打车一百，微信。', postings: 'Expenses:Food:Dining 200; Expenses:Transport:Taxi 100; Assets:WeChat -300', warning: /as the total of 两百, 一百/m },
  // parts that do not make it: the total alone, warned
  { text: '一共四百，水费一百，电费两百，支付宝', postings: 'Expenses:Home:Utilities 400; Assets:Alipay -400', warning: /which come to 300: booked the total, 400/m },
  // the price of one of the things bought is no more money (it was 450)
  { text: '买了两件衣服，一共三百，一件一百五，信用卡。', postings: 'Expenses:Shopping 300; Liabilities:CreditCard:CMB -300', warning: /^read 一百五 as the price of one item of the total 三百: booked 300$/m },
], SAID_ON);

checkedSuite('voice recheck: an amount taken back or said twice', LEDGER, [
  // 不是 repeats the amount just said, 是 the right one (it was 170, warned "booked 90" or "booked 80")
  { text: '买菜八十，不是八十，是九十，现金。', postings: 'Expenses:Food:Groceries 90; Assets:Cash -90', narration: '买菜', warning: /^read 90 as correcting 80 said before it: booked 90$/m },
  { text: '买菜八十，哦，不是八十，是九十，现金。', postings: 'Expenses:Food:Groceries 90; Assets:Cash -90', narration: '买菜', warning: /^read 90 as correcting 80/m },
  // 我说错了 with no 是 (it was 33)
  { text: '打车十五，我说错了，十八，支付宝。', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', narration: '打车', warning: /^read 18 as correcting 15/m },
  // the same amount said twice is one amount, warned (it was booked twice)
  { text: '打车十五块，十五，支付宝。', postings: 'Expenses:Transport:Taxi 15; Assets:Alipay -15', narration: '打车', warning: /^read 15, 15 as one amount said twice: booked 15 once/m },
  { text: '打车十八块钱，对，十八，支付宝。', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', warning: /^read 18, 对, 18 as one amount said twice/m },
  { text: '打车十八，嗯对，十八，支付宝。', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', warning: /as one amount said twice/m },
], SAID_ON);

checkedSuite('voice recheck: a wallet closing a run of items', LEDGER, [
  // each wallet pays the items said since the wallet before it (it was all 73 from Cash, warned)
  { text: '早饭八块，现金，午饭二十五，晚饭四十，微信。', postings: 'Expenses:Food:Dining 8; Expenses:Food:Dining 25; Expenses:Food:Dining 40; Assets:Cash -8; Assets:WeChat -65', narration: '早饭，午饭，晚饭', warning: /^read 微信 as paying 二十五 said before it too$/m },
  { text: '早饭八块，午饭二十五，现金，晚饭四十，微信。', postings: 'Expenses:Food:Dining 8; Expenses:Food:Dining 25; Expenses:Food:Dining 40; Assets:Cash -33; Assets:WeChat -40', warning: /^read 现金 as paying 八块 said before it too$/m },
], SAID_ON);
