// QA recheck of session 50 (/tmp/s50/qa-recheck, R1's 花呗 sentence, R5, R8): money given to a
// relative said as 我妈 or 妈妈, a bill's total said with the part repaid now, a month's bill said
// paid with 付 or repaid, a wallet or a date corrected with 应该是 or 不是…是, a misheard alias, a
// category word said as what it was not. Each case here was wrong before.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const open = (account: string, alias?: string) => `2026-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const spent = (date: string, payee: string, narration: string, category: string, amount: string, wallet: string) => `${date} * "${payee}" "${narration}"\n  ${category}  ${amount} CNY\n  ${wallet}`;
// the QA's ledger, without most of its history: the last entry with 妈妈 is a medicine bought for her
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工商银行,工行,工商,公行'),
  open('Assets:WeChat', '微信,微信支付,零钱'),
  open('Assets:Alipay', '支付宝,余额宝'),
  open('Assets:Cash', '现金'),
  open('Assets:MedicalInsurance:Mom', '医保卡,医保'),
  open('Liabilities:Huabei', '花呗'),
  open('Liabilities:CreditCard:CMB', '信用卡,招行信用卡'),
  open('Expenses:Home:Utilities', '水费,电费,燃气费,物业费'),
  open('Expenses:Medical', '药,买药,看病,医院,药店'),
  open('Expenses:Family:Mom', '生活费,给妈'),
  open('Expenses:Shopping', '衣服,淘宝,买东西'),
  open('Expenses:Food:Groceries', '买菜,菜,超市'),
  open('Expenses:Food:Dining', '吃饭,午饭,晚饭'),
  open('Expenses:Food:Coffee', '咖啡'),
  open('Expenses:Transport:Taxi', '打车,滴滴,出租车'),
  open('Expenses:Transport:Metro'),
  open('Equity:Opening-Balances'),
  spent('2026-11-10', '妈妈', '生活费', 'Expenses:Family:Mom', '2000', 'Assets:Bank:ICBC'),
  spent('2026-11-15', '妈妈', '妈妈买药', 'Expenses:Medical', '86', 'Assets:MedicalInsurance:Mom'),
  '',
].join('\n');

checkedSuite('voice recheck: money given to 我妈 as to 妈妈', LEDGER, [
  // money given to a person, no purchase said, goes to the account kept for them, as 给妈妈转 does
  // (it was Expenses:Medical, the category of the medicine last bought for her)
  { text: '给我妈转了一千块，工行。', postings: 'Expenses:Family:Mom 1000; Assets:Bank:ICBC -1000' },
  { text: '给妈妈转了一千块，工行。', postings: 'Expenses:Family:Mom 1000; Assets:Bank:ICBC -1000' },
  { text: '公行转了三千块给我妈。', postings: 'Expenses:Family:Mom 3000; Assets:Bank:ICBC -3000' },
  // a purchase for her is still what was bought
  { text: '给我妈买药一百，微信', postings: 'Expenses:Medical 100; Assets:WeChat -100' },
], SAID_ON);

checkedSuite('voice recheck: a bill total with the part repaid now', LEDGER, [
  // the total is not repaid: the part repaid now is, dated today, warned with the total (it was
  // 1100, dated the 1st)
  { text: '花呗账单这个月一共八百，分三期了，先还三百，支付宝。', date: SAID_ON, postings: 'Liabilities:Huabei 300; Assets:Alipay -300', warning: /^read 800 as the total and 300 as what is paid of it: booked 300 \(500 left to pay/m },
  { text: '信用卡账单一共三千，先还一千，工行。', postings: 'Liabilities:CreditCard:CMB 1000; Assets:Bank:ICBC -1000', warning: /^read 3000 as the total and 1000/m },
  // a bill repaid in full is as said
  { text: '花呗分三次还清了，一共九百，支付宝', postings: 'Liabilities:Huabei 900; Assets:Alipay -900' },
], SAID_ON);

checkedSuite('voice recheck: a month\'s bill said paid is dated today', LEDGER, [
  // 付的 says the bill paid as 交的 does (it was dated the 1st)
  { text: '这个月水费六十，微信付的。', date: SAID_ON, postings: 'Expenses:Home:Utilities 60; Assets:WeChat -60' },
  { text: '这个月电费一百五，支付宝交的', date: SAID_ON, postings: 'Expenses:Home:Utilities 150; Assets:Alipay -150' },
], SAID_ON);

checkedSuite('voice recheck: wallets and dates corrected, misheard aliases, words negated', LEDGER, [
  // 应该是 alone between two wallets corrects the first (it was paid from Alipay, warned of several)
  { text: '咖啡三十，用的支付宝，应该是微信。', postings: 'Expenses:Food:Coffee 30; Assets:WeChat -30', warning: /^read 微信 as correcting 支付宝/m },
  // 不是 before the date taken back, 是 before the right one (it was yesterday, warned of several dates)
  { text: '不是昨天，是今天，吃饭三十，微信', date: SAID_ON, postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '吃饭', warning: /^read 今天 as correcting 昨天 said before it: dated 2026-11-20$/m },
  // 余额包 is 余额宝 misheard, and 余额宝 the ledger's alias of Alipay (it was the most used wallet,
  // warned that no account is open for 余额包)
  { text: '买菜五十，余额包。', postings: 'Expenses:Food:Groceries 50; Assets:Alipay -50' },
  // what it was not names no category of it (it was the taxi)
  { text: '公交两块，不是打车，微信。', postings: 'Expenses:Transport:Metro 2; Assets:WeChat -2' },
], SAID_ON);
