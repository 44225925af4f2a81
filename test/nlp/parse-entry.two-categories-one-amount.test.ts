// QA of session 41: 物业费 停车费 一起 980 微信 booked all 980 on Expenses:Car:Parking without a word
// (the matching ranked 停车费 first). Two kinds of spending said for one amount: which part was
// which is not said, so all of it goes on the first said, warned.
import { checkedSuite } from './checked-suite.ts';

const open = (account: string, alias?: string) => `2025-12-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:WeChat', '微信'),
  open('Expenses:Housing:PropertyFee', '物业费,物业'),
  open('Expenses:Car:Parking', '停车费,停车'),
  open('Expenses:Coffee', '咖啡'),
  open('Expenses:Food:Bakery', '面包'),
  '',
].join('\n');

const TWO = /^物业费, 停车费 name 2 categories \(Expenses:Housing:PropertyFee, Expenses:Car:Parking\) for one amount: booked all 980 on Expenses:Housing:PropertyFee/m;

checkedSuite('two categories said for one amount', LEDGER, [
  { text: '物业费 停车费 一起 980 微信', postings: 'Expenses:Housing:PropertyFee 980; Assets:WeChat -980', warning: TWO },
  { text: '物业费和停车费 980 微信', postings: 'Expenses:Housing:PropertyFee 980; Assets:WeChat -980', warning: TWO },
  { text: '咖啡 面包 一共 45 微信', postings: 'Expenses:Coffee 45; Assets:WeChat -45', warning: /^咖啡, 面包 name 2 categories/m },
], '2026-11-20');
