// QA of session 39: 话费补贴 50 支付宝 was spending (the 支付 of 支付宝 was read as a purchase said
// beside it), 补贴 500 给爸妈 (the amount said before whom) money in, 发了交通补贴 200 (a kind of
// allowance after 发了, not whom it is given to) money out.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: an allowance, received or given', STARTER_LEDGER, [
  { text: '话费补贴 50 支付宝', postings: 'Assets:Alipay 50; Income:Uncategorized -50' },
  { text: '话费补贴 50 银行卡', postings: 'Assets:Bank 50; Income:Uncategorized -50' },
  { text: '补贴 500 给爸妈 银行卡', postings: 'Expenses:Gifts 500; Assets:Bank -500' },
  { text: '补贴爸妈 500 银行卡', postings: 'Expenses:Gifts 500; Assets:Bank -500' },
  { text: '补贴 500 给了我 银行卡', postings: 'Assets:Bank 500; Income:Uncategorized -500' },
  { text: '发了交通补贴 200 银行卡', postings: 'Assets:Bank 200; Income:Uncategorized -200' },
  { text: '交通补贴发了 200 银行卡', postings: 'Assets:Bank 200; Income:Uncategorized -200' },
  { text: '发员工交通补贴 200 银行卡', postings: 'Expenses:Uncategorized 200; Assets:Bank -200' },
  { text: '用补贴买了耳机 199 支付宝', postings: 'Expenses:Shopping 199; Assets:Alipay -199' },
], SAID_ON);
