// QA of session 50 (/tmp/s50/qa-voice), sentences as a phone's speech-to-text writes them: no
// spaces, full-width punctuation, Chinese numerals, self-corrections said the ways people speak,
// a total said with how it is paid in parts, and each item's wallet in a comma clause of its own.
// Each case here was wrong before.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const open = (account: string, alias?: string) => `2026-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const spent = (date: string, narration: string, category: string, amount: string, wallet: string) => `${date} * "${narration}"\n  ${category}  ${amount} CNY\n  ${wallet}`;
// the QA's ledger, without most of its history
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工商银行,工行,工商'),
  open('Assets:WeChat', '微信,微信支付,零钱'),
  open('Assets:Alipay', '支付宝,余额宝'),
  open('Assets:Cash', '现金'),
  open('Assets:MedicalInsurance:Mom', '医保卡,医保'),
  open('Liabilities:Huabei', '花呗'),
  open('Liabilities:CreditCard:CMB', '信用卡,招行信用卡'),
  open('Income:Salary', '工资'),
  open('Expenses:Food:Groceries', '买菜,菜,超市,水果'),
  open('Expenses:Food:Dining', '吃饭,午饭,晚饭,早饭'),
  open('Expenses:Food:Coffee', '咖啡,星巴克'),
  open('Expenses:Transport:Taxi', '打车,滴滴,出租车'),
  open('Expenses:Medical', '药,买药,看病,挂号,医院,药店'),
  open('Expenses:Education:Niece', '兴趣班,舞蹈班,钢琴课,画画班,侄女'),
  open('Expenses:Shopping', '衣服,淘宝,京东,买东西'),
  open('Equity:Opening-Balances'),
  spent('2026-10-02', '打车', 'Expenses:Transport:Taxi', '18', 'Assets:Alipay'),
  spent('2026-10-03', '午饭', 'Expenses:Food:Dining', '25', 'Assets:WeChat'),
  '',
].join('\n');

checkedSuite('voice input: amounts corrected as people say it', LEDGER, [
  // the amount said again after words taking it back replaces it, warned (both were booked: the
  // first at its category, the second at Expenses:Shopping, with no warning of the sum)
  { text: '打车十五块，哦不对是十八块，支付宝。', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', warning: /^read 18 as correcting 15 said before it: booked 18$/m },
  { text: '打车十五，不对不对，是十八，支付宝', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', warning: /^read 18 as correcting 15/m },
  { text: '中午吃饭三十，不是，是三十五，微信。', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '中午吃饭', warning: /^read 35 as correcting 30/m },
  { text: '打车十五，应该是十八，支付宝', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', warning: /^read 18 as correcting 15/m },
  // 不是 before the one taken back, 是 before the right one; or 不是 after the right one
  { text: '打车不是十五是十八，支付宝', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', narration: '打车', warning: /^read 18 as correcting 15/m },
  { text: '打车十八不是十五，支付宝', postings: 'Expenses:Transport:Taxi 18; Assets:Alipay -18', narration: '打车', warning: /^read 15 after 不是 as taken back: booked 18$/m },
  { text: '中午吃面三十五，不对不对是二十五块不是三十五块，微信付的。', postings: 'Expenses:Food:Dining 25; Assets:WeChat -25', warning: /^read 35 after 不是 as taken back: booked 25$/m },
  // a wallet said between the amount and its correction is no word of the correction
  { text: '买菜花了四十，现金，哦不对，是五十，现金。', postings: 'Expenses:Food:Groceries 50; Assets:Cash -50', warning: /^read 50 as correcting 40/m },
  // an amount said again as the speaker hesitates: the last, warned that it may be two
  { text: '买菜花了八十，嗯，八十五，现金。', postings: 'Expenses:Food:Groceries 85; Assets:Cash -85', warning: /^read 80, 嗯, 85 as one amount said again: booked 85/m },
  // words taking an amount back left between two amounts both booked: never summed unsaid
  { text: '午饭三十五，不对，打车二十，微信', postings: 'Expenses:Food:Dining 35; Expenses:Transport:Taxi 20; Assets:WeChat -55', warning: /^不对 is said between 35 and 20, and both are booked/m },
], SAID_ON);

checkedSuite('voice input: the wallet and the date corrected', LEDGER, [
  // 不对不对 takes the wallet back as 不对 does (it was paid from Alipay, warned of several wallets)
  { text: '打车二十八块钱，支付宝，不对不对，是微信。', postings: 'Expenses:Transport:Taxi 28; Assets:WeChat -28', warning: /^read 微信 as correcting 支付宝/m },
  // the date said after 不对 is the entry's (it was the first, warned of several dates)
  { text: '昨天，不对，是前天，打车三十块，支付宝。', date: '2026-11-18', postings: 'Expenses:Transport:Taxi 30; Assets:Alipay -30', narration: '打车', warning: /^read 前天 as correcting 昨天 said before it: dated 2026-11-18$/m },
  { text: '前天打车三十块，不对，是昨天，支付宝', date: '2026-11-19', postings: 'Expenses:Transport:Taxi 30; Assets:Alipay -30', narration: '打车', warning: /^read 昨天 as correcting 前天/m },
], SAID_ON);

checkedSuite('voice input: a total paid in parts', LEDGER, [
  // a total said with how it is paid in parts, no 一共: what is paid now is booked, warned (it was
  // 4800 + 2400 = 7200)
  { text: '钢琴课四千八，分两次，这次先交两千四，工行', postings: 'Expenses:Education:Niece 2400; Assets:Bank:ICBC -2400', warning: /^read 4800 as the total and 2400 as what is paid of it: booked 2400 \(2400 left to pay/m },
  { text: '嗯那个什么，给侄女交了钢琴课的钱，四千八，分两次，这次先交两千四，工行。', postings: 'Expenses:Education:Niece 2400; Assets:Bank:ICBC -2400', warning: /^read 4800 as the total/m },
  { text: '钢琴课四千八，分期，先付一千，工行', postings: 'Expenses:Education:Niece 1000; Assets:Bank:ICBC -1000', warning: /^read 4800 as the total and 1000 as what is paid of it: booked 1000 \(3800 left to pay/m },
  { text: '钢琴课四千八，先交了一半两千四，工行', postings: 'Expenses:Education:Niece 2400; Assets:Bank:ICBC -2400', warning: /^read 4800 as the total/m },
], SAID_ON);

checkedSuite('voice input: each item its wallet in a clause of its own', LEDGER, [
  // the wallet in the comma clause right after an item's pays it, as without the comma (all was
  // paid from the first wallet, warned)
  { text: '今天中午吃饭三十五块五，微信，晚上打车二十八块，支付宝。', postings: 'Expenses:Food:Dining 35.5; Expenses:Transport:Taxi 28; Assets:WeChat -35.5; Assets:Alipay -28', narration: '中午吃饭，晚上打车', guessed: false },
  { text: '午饭25，微信付的，打车20，支付宝付的', postings: 'Expenses:Food:Dining 25; Expenses:Transport:Taxi 20; Assets:WeChat -25; Assets:Alipay -20', narration: '午饭，打车', guessed: false },
  { text: '昨天中午吃饭二十五块，用的是微信，然后买了杯咖啡三十二，信用卡刷的。', date: '2026-11-19', postings: 'Expenses:Food:Dining 25; Expenses:Food:Coffee 32; Assets:WeChat -25; Liabilities:CreditCard:CMB -32', guessed: false },
  { text: '今天在菜市场买菜花了四十三块，用的现金，然后又在超市买了点东西花了九十八，用的信用卡。', postings: 'Expenses:Food:Groceries 43; Expenses:Food:Groceries 98; Assets:Cash -43; Liabilities:CreditCard:CMB -98' },
  // a wallet said before each item's amount stays with that item
  { text: '微信付午饭35，支付宝付晚饭40', postings: 'Expenses:Food:Dining 35; Expenses:Food:Dining 40; Assets:WeChat -35; Assets:Alipay -40', guessed: false },
], SAID_ON);

checkedSuite('voice input: the rest paid from another wallet, after a comma', LEDGER, [
  // 剩下 in a clause of its own: the rest of the price from the wallet after it (it was a 422:
  // the parts add up to 100, not to the price 120)
  { text: '买药120，医保卡付了100，剩下微信', postings: 'Expenses:Medical 120; Assets:MedicalInsurance:Mom -100; Assets:WeChat -20' },
  { text: '妈妈看病花了三百二十块，医保卡刷了两百，剩下的现金付的。', postings: 'Expenses:Medical 320; Assets:MedicalInsurance:Mom -200; Assets:Cash -120' },
], SAID_ON);
