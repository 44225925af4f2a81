// QA of session 45 (family ledger): 车险 交强险 950 商业险 3650 booked 950 to Expenses:Car:Insurance
// and 3650 to Expenses:Uncategorized. A category word said before the first item's own words heads a
// list of parts and names each later part that names no category of its own; not a part that names
// its own, nor a list with no such heading.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工行'),
  open('Assets:WeChat', '微信'),
  open('Liabilities:CreditCard:CMB', '招行信用卡'),
  open('Expenses:Car:Insurance', '车险'),
  open('Expenses:Kids:Education', '学费'),
  open('Expenses:Food:Dining'),
  open('Expenses:Transport'),
  open('Expenses:Uncategorized'),
  open('Income:Uncategorized'),
  `2026-10-01 * "工资"\n  Assets:Bank:ICBC  100 CNY\n  Income:Uncategorized  -100 CNY`,
  '',
].join('\n');

checkedSuite('a heading category word names the parts listed after it', LEDGER, [
  { text: '车险 交强险 950 商业险 3650 招行信用卡', postings: 'Expenses:Car:Insurance 950; Expenses:Car:Insurance 3650; Liabilities:CreditCard:CMB -4600', guessed: false },
  { text: '车险：交强险 950，商业险 3650 招行信用卡', postings: 'Expenses:Car:Insurance 950; Expenses:Car:Insurance 3650; Liabilities:CreditCard:CMB -4600', guessed: false },
  { text: '学费 语文 300 数学 400 工行', postings: 'Expenses:Kids:Education 300; Expenses:Kids:Education 400; Assets:Bank:ICBC -700', guessed: false },
  // a part naming its own category keeps it
  { text: '车险 交强险 950 打车 20 微信', postings: 'Expenses:Car:Insurance 950; Expenses:Transport 20; Assets:WeChat -970' },
  // no heading: the first item's word is right before its amount, or what follows it is a shop
  { text: '午饭 30 打车 20 微信', postings: 'Expenses:Food:Dining 30; Expenses:Transport 20; Assets:WeChat -50', guessed: false },
  { text: '午饭 30 乐高 200 微信', postings: 'Expenses:Food:Dining 30; Expenses:Uncategorized 200; Assets:WeChat -230', warning: /no spending category matched/ },
  { text: '午饭 麦当劳 30 乐高 200 微信', postings: 'Expenses:Food:Dining 30; Expenses:Uncategorized 200; Assets:WeChat -230' },
  // nor a count (3晚), words of what was done (续保了) or a wallet after the first word: no part's name
  { text: '车险 2份 950 乐高 200 微信', postings: 'Expenses:Car:Insurance 950; Expenses:Uncategorized 200; Assets:WeChat -1150' },
  { text: '车险 续保了 950 乐高 200 微信', postings: 'Expenses:Car:Insurance 950; Expenses:Uncategorized 200; Assets:WeChat -1150' },
  { text: '车险 招行信用卡 950 乐高 200', postings: 'Expenses:Car:Insurance 950; Expenses:Uncategorized 200; Liabilities:CreditCard:CMB -1150' },
  { text: '车险 950 招行信用卡', postings: 'Expenses:Car:Insurance 950; Liabilities:CreditCard:CMB -950', guessed: false },
  // (a charge on the whole is no part of it: the sweep after the merge found the fee booked as the shoes')
  { text: '学费 语文 300 手续费 2 工行', postings: 'Expenses:Kids:Education 300; Expenses:Uncategorized 2; Assets:Bank:ICBC -302' },
], SAID_ON);
