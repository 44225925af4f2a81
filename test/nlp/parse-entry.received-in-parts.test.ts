// QA of session 39: a sale said with the amounts received into each wallet and no total (卖茶 微信
// 600 支付宝 400) booked one wallet only, and a part as spending out of the other, with the warning
// "read 400 () as paid out of what came in"; said before the sale (微信 600 支付宝 400 卖茶), all of
// it into WeChat.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { BARE_SHOP } from './bare-shop-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: a sale received into several wallets, no total said (tea shop)', BARE_SHOP, [
  { text: '卖茶 微信 600 支付宝 400', postings: 'Assets:WeChat 600; Assets:Alipay 400; Income:Sales -1000', warning: /^received 1000 into Assets:WeChat 600 and Assets:Alipay 400$/m },
  { text: '微信 600 支付宝 400 卖茶', postings: 'Assets:WeChat 600; Assets:Alipay 400; Income:Sales -1000' },
  { text: '卖茶 1000 微信 600 支付宝 400', postings: 'Assets:WeChat 600; Assets:Alipay 400; Income:Sales -1000' },
  { text: '微信 600 支付宝 400 进货', postings: 'Expenses:Purchases 1000; Assets:WeChat -600; Assets:Alipay -400' },
], SAID_ON);

checkedSuite('parseEntry: a sale received into several wallets, no total said (household)', STARTER_LEDGER, [
  { text: '卖旧衣服 微信 40 支付宝 20', postings: 'Assets:WeChat 40; Assets:Alipay 20; Income:Uncategorized -60' },
  { text: '微信 40 支付宝 20 卖旧衣服', postings: 'Assets:WeChat 40; Assets:Alipay 20; Income:Uncategorized -60' },
  { text: '吃饭 微信 200 支付宝 100', postings: 'Expenses:Food 300; Assets:WeChat -200; Assets:Alipay -100' },
  // an amount with no words of its own after money came in: the warning names it without empty brackets
  { text: '工资 9000 银行卡 支付宝 400', postings: 'Assets:Bank 9000; Income:Salary -9000; Expenses:Uncategorized 400; Assets:Bank -400', warning: /^read 400 as paid out of what came in$/m },
  { text: '工资 9000 银行卡 午饭 30', postings: 'Assets:Bank 9000; Income:Salary -9000; Expenses:Food 30; Assets:Bank -30', warning: /^read 30 \(午饭\) as paid out of what came in$/m },
], SAID_ON);
