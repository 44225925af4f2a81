// QA student of session 41: a top-up of my campus card (Assets:CampusCard aliased 校园卡,饭卡,一卡通)
// drained it: 充饭卡 200 微信 was food paid by the card (the lexicon's 饭卡 -> Expenses:Food won over the
// alias), 校园卡充了100 微信 spending (充了 was no top-up, as 充值 is). The card goes up, the wallet named pays.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-10';

const STUDENT = `${STARTER_LEDGER}
2026-09-01 open Assets:CampusCard CNY
  alias: "校园卡,饭卡,一卡通"
`;

checkedSuite('parseEntry: my own card topped up', STUDENT, [
  { text: '充饭卡 200 微信', postings: 'Assets:CampusCard 200; Assets:WeChat -200', guessed: false },
  { text: '饭卡充值 100 微信', postings: 'Assets:CampusCard 100; Assets:WeChat -100', guessed: false },
  { text: '饭卡 充值 100 微信', postings: 'Assets:CampusCard 100; Assets:WeChat -100', guessed: false },
  { text: '给饭卡充了50 支付宝', postings: 'Assets:CampusCard 50; Assets:Alipay -50', guessed: false },
  { text: '校园卡充了100 微信', postings: 'Assets:CampusCard 100; Assets:WeChat -100', guessed: false },
  { text: '饭卡充了100 微信', postings: 'Assets:CampusCard 100; Assets:WeChat -100', guessed: false },
  { text: '饭卡充了100', postings: 'Assets:CampusCard 100; Assets:Bank -100', warning: /no source account named; used Assets:Bank/ },
  { text: '充饭卡 200', postings: 'Assets:CampusCard 200; Assets:Bank -200', warning: /no source account named/ },
  // (充了 tops up any wallet of mine said before it, as 充值 does)
  { text: '支付宝充了 500 银行卡', postings: 'Assets:Alipay 500; Assets:Bank -500', guessed: false },
  { text: '微信充了100', postings: 'Assets:WeChat 100; Assets:Bank -100', warning: /no source account named/ },
], SAID_ON);
