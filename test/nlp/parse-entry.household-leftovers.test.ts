// Everyday household sentences on the starter ledger still misread after the money-in fixes of
// session 39: a loan of mine paid back said 小王借我的 (my card paid off instead), 收回借款 (income),
// a red packet grabbed with 抢到 (a gift given, paid from Alipay), a sale received on two wallets
// said one wallet after its amount and one before (the second part spent from the first), money
// found (into the bank, not cash), an allowance given to one's parents (payee 妈妈补贴, no
// category), 孝敬 (no category), and money in whose words were cut into the payee and narration
// (payee 爸爸打, narration 这 or 爸).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const SAID_ON = '2026-11-28';

checkedSuite('parseEntry: a loan of mine paid back, said with 借我的 or 收回借款', STARTER_LEDGER, [
  { text: '小王借我的 1000 还了', postings: 'Assets:Alipay 1000; Assets:Receivables -1000', payee: '小王' },
  { text: '小王借我的钱还了 1000 微信', postings: 'Assets:WeChat 1000; Assets:Receivables -1000', payee: '小王' },
  { text: '收回借款 500', postings: 'Assets:Alipay 500; Assets:Receivables -500', payee: null },
  { text: '借款收回 500 微信', postings: 'Assets:WeChat 500; Assets:Receivables -500' },
  // what 小王 lent me, paid back by me, stays my repayment
  { text: '小王借给我的 1000 还了', postings: 'Liabilities:CreditCard 1000; Assets:Bank -1000' },
], SAID_ON);

checkedSuite('parseEntry: a red packet grabbed in a group chat', STARTER_LEDGER, [
  { text: '群里抢到红包 5.2', postings: 'Assets:WeChat 5.2; Income:RedPacket -5.2' },
  { text: '抢到一个红包 8.88', postings: 'Assets:WeChat 8.88; Income:RedPacket -8.88' },
], SAID_ON);

const NO_WECHAT_NO_CASH = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Assets:Alipay CNY
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:RedPacket
2020-01-01 open Income:Uncategorized
`;

describe('parseEntry: a red packet grabbed, or money found, with no WeChat or cash account', () => {
  const ledger = Ledger.fromText(NO_WECHAT_NO_CASH, 'no-wechat.beancount');
  const cases: EntryCase[] = [
    // (where 抢红包 5.2 lands with no WeChat account: the first wallet by name, no history)
    { text: '群里抢到红包 5.2', postings: 'Assets:Alipay 5.2; Income:RedPacket -5.2' },
    { text: '路上捡到 10 块钱', postings: 'Assets:Bank 10; Income:Uncategorized -10' },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, SAID_ON), c, SAID_ON));
});

checkedSuite('parseEntry: a sale received on two wallets, one after its amount and one before', STARTER_LEDGER, [
  { text: '卖旧衣服 60 微信 支付宝 20', postings: 'Assets:WeChat 60; Assets:Alipay 20; Income:Uncategorized -80', warning: /^received 80 into Assets:WeChat 60 and Assets:Alipay 20$/m },
  // the wallet after the total is the first part's own (it was read as the total's)
  { text: '卖旧衣服 80 微信 60 支付宝 20', postings: 'Assets:WeChat 60; Assets:Alipay 20; Income:Uncategorized -80' },
  // no sale said: as before, the second amount is read as spent out of what came in
  { text: '工资 9000 银行卡 支付宝 400', postings: 'Assets:Bank 9000; Income:Salary -9000; Expenses:Uncategorized 400; Assets:Bank -400' },
], SAID_ON);

checkedSuite('parseEntry: money found is cash', STARTER_LEDGER, [
  { text: '路上捡到 10 块钱', postings: 'Assets:Cash 10; Income:Uncategorized -10' },
  { text: '捡到 10 块钱 微信', postings: 'Assets:WeChat 10; Income:Uncategorized -10' },
], SAID_ON);

checkedSuite('parseEntry: money given to support one\'s parents', STARTER_LEDGER, [
  { text: '给妈妈补贴 500', postings: 'Expenses:Gifts 500; Assets:Alipay -500', payee: '妈妈' },
  { text: '孝敬爸妈 1000', postings: 'Expenses:Gifts 1000; Assets:Alipay -1000' },
  // money sent with nothing said of what for stays as it was
  { text: '给妈妈 500', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500', payee: '妈妈' },
  // an allowance received stays income
  { text: '交通补贴 200', postings: 'Assets:Bank 200; Income:Uncategorized -200' },
], SAID_ON);

checkedSuite('parseEntry: money in, with who sent it out of the narration', STARTER_LEDGER, [
  { text: '这 200 是小孙转的', postings: 'Assets:Alipay 200; Income:Uncategorized -200', payee: '小孙', narration: '小孙转账' },
  { text: '爸爸打钱给我 2000', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸爸', narration: '爸爸转账' },
  { text: '给我 200', postings: 'Assets:Bank 200; Income:Uncategorized -200', narration: '转账' },
], SAID_ON);

describe('parseEntry: a narration is never a lone pronoun', () => {
  const ledger = Ledger.fromText(STARTER_LEDGER, 'starter.beancount');
  for (const text of ['这 200 是小孙转的', '那 300 是老妈给的']) {
    it(text, () => expect(parseEntry(ledger, text, SAID_ON).narration).not.toMatch(/^[这那]$/));
  }
});
