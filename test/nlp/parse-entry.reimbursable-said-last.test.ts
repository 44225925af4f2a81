// QA of session 44: 公司报销 said after the amount with a wallet after it (加油 300 公司报销 招行信用卡)
// was read as the company paying back into the card (CreditCard +300, Reimbursable -300), as was
// 出差 住酒店 480 招行信用卡 公司报销, where no spending category is open for 住酒店.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工行'),
  open('Assets:WeChat', '微信'),
  open('Assets:Reimbursable:Company', '报销,公司报销'),
  open('Liabilities:CreditCard:CMB', '招行信用卡,信用卡'),
  open('Expenses:Car:Fuel', '加油'),
  open('Expenses:Transport'),
  open('Income:Uncategorized'),
  `2026-10-01 * "打车"\n  Expenses:Transport  20 CNY\n  Assets:WeChat  -20 CNY`,
  '',
].join('\n');

const TO_BE_REIMBURSED = /^to be reimbursed: booked on Assets:Reimbursable:Company$/m;

checkedSuite('spending the company pays back, 公司报销 said before the wallet', LEDGER, [
  { text: '加油 300 公司报销 招行信用卡', postings: 'Assets:Reimbursable:Company 300; Liabilities:CreditCard:CMB -300', warning: TO_BE_REIMBURSED },
  { text: '打车 56 公司报销 微信', postings: 'Assets:Reimbursable:Company 56; Assets:WeChat -56', warning: TO_BE_REIMBURSED },
  // no category open for what was bought: 报销 said last, after the amount, still says it is to be paid back
  { text: '出差 住酒店 480 招行信用卡 公司报销', postings: 'Assets:Reimbursable:Company 480; Liabilities:CreditCard:CMB -480', warning: TO_BE_REIMBURSED },
  // as before
  { text: '加油 300 招行信用卡 公司报销', postings: 'Assets:Reimbursable:Company 300; Liabilities:CreditCard:CMB -300', warning: TO_BE_REIMBURSED },
  { text: '打车 56 可以报销 微信', postings: 'Assets:Reimbursable:Company 56; Assets:WeChat -56', warning: TO_BE_REIMBURSED },
  // paid back: money in, off the claim
  { text: '公司报销到账 500 工行', postings: 'Assets:Bank:ICBC 500; Assets:Reimbursable:Company -500' },
  { text: '公司报销打车费 120 到工行', postings: 'Assets:Bank:ICBC 120; Assets:Reimbursable:Company -120' },
  { text: '公司报销 480 工行', postings: 'Assets:Bank:ICBC 480; Assets:Reimbursable:Company -480' },
], SAID_ON);
