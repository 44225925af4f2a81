// QA of session 44: 返了 and 返还 (given back) were no words of money back: 保险公司 返了 300 车险
// 招行信用卡 was 300 of insurance paid by the card, and 保险公司 返还 车险 300 到招行信用卡 the card paid off
// from the bank (the 还 of 返还).
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工行'),
  open('Assets:WeChat', '微信'),
  open('Liabilities:CreditCard:CMB', '招行信用卡,信用卡'),
  open('Expenses:Car:Insurance', '车险'),
  open('Expenses:Car:Fuel', '加油'),
  open('Income:Uncategorized'),
  '',
].join('\n');

checkedSuite('money given back', LEDGER, [
  { text: '保险公司 返了 300 车险 招行信用卡', postings: 'Liabilities:CreditCard:CMB 300; Expenses:Car:Insurance -300' },
  { text: '保险公司 返还 车险 300 到招行信用卡', postings: 'Liabilities:CreditCard:CMB 300; Expenses:Car:Insurance -300' },
  { text: '车险返还 300 工行', postings: 'Assets:Bank:ICBC 300; Expenses:Car:Insurance -300' },
  // after a purchase: the purchase, and what came back off it
  { text: '加油 300 返了 30 微信', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300; Assets:WeChat 30; Expenses:Car:Fuel -30', warning: /read 30 as a refund of the 300 spent/ },
], SAID_ON);
