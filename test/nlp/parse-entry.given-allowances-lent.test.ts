// Money in said plainly on the starter ledger (session 38): 爸爸给生活费 2000, 平台补贴 15 微信,
// 交通补贴 200 and 借小王 1000 微信 were booked as spending, warned only that no category matched.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';

checkedSuite('money someone gives, with no 我 after 给, is given to me', STARTER_LEDGER, [
  { text: '爸爸给生活费 2000 微信', postings: 'Assets:WeChat 2000; Income:Uncategorized -2000', payee: '爸爸', narration: '生活费' },
  // (我妈 is written 妈妈, as the ledger calls her: session 50)
  { text: '我妈给了零花钱 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300', payee: '妈妈' },
  { text: '奶奶给红包 200 微信', postings: 'Assets:WeChat 200; Income:RedPacket -200', payee: '奶奶', guessed: false },
  { text: '生活费 2000 是爸爸给的 微信', postings: 'Assets:WeChat 2000; Income:Uncategorized -2000', payee: '爸爸' },
  // given by me, to whom said, or not by a person (每月 says when)
  { text: '给爸爸生活费 2000 微信', postings: 'Expenses:Uncategorized 2000; Assets:WeChat -2000' },
  { text: '我给生活费 200 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200' },
  { text: '每月给生活费 2000 微信', postings: 'Expenses:Uncategorized 2000; Assets:WeChat -2000' },
], SAID_ON);

checkedSuite('an allowance said alone is received; one given names whom', STARTER_LEDGER, [
  { text: '平台补贴 15 微信', postings: 'Assets:WeChat 15; Income:Uncategorized -15', narration: '平台补贴' },
  { text: '交通补贴 200 银行卡', postings: 'Assets:Bank 200; Income:Uncategorized -200' },
  { text: '高温费 300 银行卡', postings: 'Assets:Bank 300; Income:Uncategorized -300' },
  { text: '过节费 500 银行卡', postings: 'Assets:Bank 500; Income:Uncategorized -500' },
  { text: '话补 100 微信', postings: 'Assets:WeChat 100; Income:Uncategorized -100' },
  { text: '补助 800 银行卡', postings: 'Assets:Bank 800; Income:Uncategorized -800' },
  { text: '给妈妈补贴 500 微信', postings: 'Expenses:Gifts 500; Assets:WeChat -500' },
  { text: '补贴给爸妈 1000 微信', postings: 'Expenses:Gifts 1000; Assets:WeChat -1000' },
  { text: '发员工补贴 200 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200' },
  { text: '补贴家用 1000 微信', postings: 'Expenses:Uncategorized 1000; Assets:WeChat -1000' },
  { text: '百亿补贴 买耳机 199 微信', postings: 'Expenses:Shopping 199; Assets:WeChat -199' },
], SAID_ON);

checkedSuite('借 with a person after it and no 给 is a loan, never spending', STARTER_LEDGER, [
  { text: '借小王 1000 微信', postings: 'Assets:Receivables 1000; Assets:WeChat -1000', payee: '小王', warning: /read 借小王 as lent to 小王 \(借给小王\); if 小王 lent it to you, say 向小王借 or 小王借我/ },
  { text: '借老李 2000 现金', postings: 'Assets:Receivables 2000; Assets:Cash -2000', payee: '老李', warning: /lent to 老李/ },
  { text: '借小王的 800 微信', postings: 'Assets:WeChat 800; Liabilities:Payables -800', payee: '小王', guessed: false },
  { text: '借出 500 微信', postings: 'Assets:Receivables 500; Assets:WeChat -500' },
  { text: '借到 2000 微信', postings: 'Assets:WeChat 2000; Liabilities:Payables -2000' },
  // as they were
  { text: '借给小王 1000 微信', postings: 'Assets:Receivables 1000; Assets:WeChat -1000', guessed: false },
  { text: '借钱给小王 1000 微信', postings: 'Assets:Receivables 1000; Assets:WeChat -1000', guessed: false },
  { text: '小王借我 1000 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000', guessed: false },
  { text: '借了小王 1000 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000' },
  { text: '跟小王借 1000 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000', guessed: false },
  { text: '向小王借了 1000 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000', guessed: false },
  // the use of a thing borrowed is paid for
  { text: '借充电宝 3 微信', postings: 'Expenses:Uncategorized 3; Assets:WeChat -3' },
  { text: '借伞 10 微信', postings: 'Expenses:Uncategorized 10; Assets:WeChat -10' },
], SAID_ON);

describe('借小王 read as lending is said so', () => {
  it('借给小王 says it plainly: no reading to warn of', () => {
    const ledger = Ledger.fromText(STARTER_LEDGER, 'starter.beancount');
    expect(parseEntry(ledger, '借给小王 1000 微信', SAID_ON).warnings.join('\n')).not.toMatch(/lent to/);
  });
});
