// QA recheck of session 50 (/tmp/s50/qa-recheck, R1's 花呗 sentence, R5, R8): money given to a
// relative said as 我妈 or 妈妈, a bill's total said with the part repaid now, a month's bill said
// paid with 付 or repaid. Each case here was wrong before.
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
  open('Assets:MedicalInsurance:Mom', '医保卡,医保'),
  open('Liabilities:Huabei', '花呗'),
  open('Liabilities:CreditCard:CMB', '信用卡,招行信用卡'),
  open('Expenses:Home:Utilities', '水费,电费,燃气费,物业费'),
  open('Expenses:Medical', '药,买药,看病,医院,药店'),
  open('Expenses:Family:Mom', '生活费,给妈'),
  open('Expenses:Shopping', '衣服,淘宝,买东西'),
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
