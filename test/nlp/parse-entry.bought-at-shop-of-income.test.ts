// QA student of session 41: with Income:SecondHand aliased 闲鱼, 闲鱼买了自行车 200 was a sale (money
// in) because 自行车 names no spending; 买 says it was bought. With no verb (二手自行车 200 闲鱼) the
// reading taken, money in, is now warned: 闲鱼 is a shop where one buys too.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-10';

const STUDENT = `${STARTER_LEDGER}
2026-09-01 open Income:SecondHand CNY
  alias: "闲鱼"
`;

checkedSuite('parseEntry: bought at a shop that names an income account', STUDENT, [
  { text: '闲鱼买了自行车 200', postings: 'Expenses:Uncategorized 200; Assets:Alipay -200', warning: /no spending category matched[^]*no payment account named/ },
  { text: '闲鱼买了二手自行车 200', postings: 'Expenses:Uncategorized 200; Assets:Alipay -200', warning: /no spending category matched/ },
  { text: '闲鱼买了自行车 200 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', warning: /no spending category matched/ },
  { text: '在闲鱼上购买了台灯 40 支付宝', postings: 'Expenses:Uncategorized 40; Assets:Alipay -40' },
  { text: '二手自行车 200 闲鱼', postings: 'Assets:Alipay 200; Income:SecondHand -200', warning: /no word says whether it was bought or sold at 闲鱼: read as sold/ },
  { text: '闲鱼 旧台灯 35 微信', postings: 'Assets:WeChat 35; Income:SecondHand -35', warning: /bought or sold at 闲鱼/ },
], SAID_ON);
