// QA student of session 41: money from parents was spending when the amount was written 2k, 1.5w,
// 1.5万 or 2千 (爸妈给了2000 was income), and when sent with 转了/打了 and 生活费 (爸妈转了2000生活费)
// or given with 生活费 written against the amount (爸妈给了2000生活费).
// The amount form never changes the direction; 生活费 goes to the allowance account (aliased, else
// named Allowance), else to the catch-all, warned.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-10';
const NO_INCOME_CATEGORY = /no income category matched/;
const STUDENT_LEDGER = `${STARTER_LEDGER}
2026-09-01 open Income:Allowance CNY
  alias: "生活费"
`;

checkedSuite('parseEntry: money given by parents, the amount in any form (生活费 aliased)', STUDENT_LEDGER, [
  { text: '爸妈给了2k', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸妈', warning: NO_INCOME_CATEGORY },
  { text: '爸妈给了 1.5w 银行卡', postings: 'Assets:Bank 15000; Income:Uncategorized -15000', payee: '爸妈', warning: NO_INCOME_CATEGORY },
  { text: '爸妈给了1.5万', postings: 'Assets:Alipay 15000; Income:Uncategorized -15000', payee: '爸妈' },
  { text: '爸妈给了1.5w 学费', postings: 'Assets:Alipay 15000; Income:Uncategorized -15000', payee: '爸妈', narration: '学费' },
  { text: '爸妈给了2千 微信', postings: 'Assets:WeChat 2000; Income:Uncategorized -2000', payee: '爸妈' },
  { text: '爸妈给了1万2', postings: 'Assets:Alipay 12000; Income:Uncategorized -12000', payee: '爸妈' },
  { text: '爸妈转了2000生活费', postings: 'Assets:Alipay 2000; Income:Allowance -2000', payee: '爸妈', narration: '生活费' },
  { text: '爸妈微信转了2k生活费', postings: 'Assets:WeChat 2000; Income:Allowance -2000', payee: '爸妈', narration: '生活费' },
  { text: '爸妈打了 2000 生活费 银行卡', postings: 'Assets:Bank 2000; Income:Allowance -2000', payee: '爸妈' },
  { text: '爸妈转了两千生活费', postings: 'Assets:Alipay 2000; Income:Allowance -2000', payee: '爸妈' },
  { text: '爸妈转了2000元生活费', postings: 'Assets:Alipay 2000; Income:Allowance -2000', payee: '爸妈' },
  { text: '爸妈转了生活费 1.5w 银行卡', postings: 'Assets:Bank 15000; Income:Allowance -15000', payee: '爸妈' },
  { text: '爸妈给了2000生活费', postings: 'Assets:Alipay 2000; Income:Allowance -2000', payee: '爸妈', narration: '生活费' },
  { text: '爸妈给了2k生活费 微信', postings: 'Assets:WeChat 2000; Income:Allowance -2000', payee: '爸妈' },
  { text: '爸妈给了1.5万我 银行卡', postings: 'Assets:Bank 15000; Income:Uncategorized -15000', payee: '爸妈' },
], SAID_ON);

checkedSuite('parseEntry: money given by parents on the starter ledger', STARTER_LEDGER, [
  { text: '爸妈打了 2000 生活费', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸妈', warning: NO_INCOME_CATEGORY },
  { text: '爸妈微信转了2k生活费', postings: 'Assets:WeChat 2000; Income:Uncategorized -2000', payee: '爸妈', warning: NO_INCOME_CATEGORY },
  { text: '爸妈转了2000生活费', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸妈' },
  { text: '妈妈打了 500 零花钱 微信', postings: 'Assets:WeChat 500; Income:Uncategorized -500', payee: '妈妈' },
  { text: '爸妈给了2k', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸妈' },
  { text: '老妈给了500零花钱', postings: 'Assets:Alipay 500; Income:Uncategorized -500', payee: '老妈', narration: '零花钱' },
  { text: '爸妈给了2k我', postings: 'Assets:Alipay 2000; Income:Uncategorized -2000', payee: '爸妈' },
], SAID_ON);

checkedSuite('parseEntry: money to live on, into an allowance account named so', `${STARTER_LEDGER}
2000-01-01 open Income:Allowance CNY
`, [
  { text: '爸妈转了2000生活费', postings: 'Assets:Alipay 2000; Income:Allowance -2000', payee: '爸妈' },
  { text: '爸妈给我 2000 生活费', postings: 'Assets:Alipay 2000; Income:Allowance -2000', payee: '爸妈' },
  { text: '妈妈打了 500 零花钱 微信', postings: 'Assets:WeChat 500; Income:Allowance -500', payee: '妈妈' },
], SAID_ON);
