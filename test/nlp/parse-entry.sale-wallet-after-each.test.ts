// A sale received on several wallets, each named after its amount (卖茶 600 微信 400 支付宝): it
// booked 600 of sales into WeChat and the 400 as spent from it. Each part now lands in the wallet
// after it, the sale is their sum, as with the wallets said before (卖茶 微信 600 支付宝 400).
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';
import { BARE_SHOP } from './bare-shop-ledger.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry in a shop: a sale with each wallet after its amount', BARE_SHOP, [
  { text: '卖茶 600 微信 400 支付宝', postings: 'Assets:WeChat 600; Assets:Alipay 400; Income:Sales -1000' },
  { text: '卖茶 600微信 400支付宝 200现金', postings: 'Assets:WeChat 600; Assets:Alipay 400; Assets:Cash 200; Income:Sales -1200' },
  // as before: a total then its parts, and wallets said before their amounts
  { text: '卖茶 1500 微信 1000 现金 500', postings: 'Assets:WeChat 1000; Assets:Cash 500; Income:Sales -1500' },
  { text: '卖茶 微信 600 支付宝 400', postings: 'Assets:WeChat 600; Assets:Alipay 400; Income:Sales -1000' },
], SAID_ON);

checkedSuite('parseEntry in a household: a sale with each wallet after its amount', STARTER_LEDGER, [
  { text: '卖旧衣服 60 微信 20 支付宝', postings: 'Assets:WeChat 60; Assets:Alipay 20; Income:Uncategorized -80' },
  { text: '卖旧衣服 60 微信 支付宝 20', postings: 'Assets:WeChat 60; Assets:Alipay 20; Income:Uncategorized -80' },
], SAID_ON);

// Money in of any kind said the same way: 工资 9000 银行卡 400 支付宝 booked 9000 of salary into the bank
// and the 400 as spent from it
checkedSuite('parseEntry in a household: money in with each wallet after its amount', STARTER_LEDGER, [
  { text: '工资 9000 银行卡 400 支付宝', postings: 'Assets:Bank 9000; Assets:Alipay 400; Income:Salary -9400' },
  { text: '奖金 9000 银行卡，400 支付宝', postings: 'Assets:Bank 9000; Assets:Alipay 400; Income:Bonus -9400' },
  // a verb between a wallet and the next amount: not a part of the money in
  { text: '工资 9000 银行卡 还了 400 花呗', postings: 'Assets:Bank 9000; Income:Salary -9000; Liabilities:Huabei 400; Assets:Bank -400' },
], SAID_ON);
