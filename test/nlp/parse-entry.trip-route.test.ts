// QA of session 45 (family ledger): 杭州到宁波 110 回来 110 booked both to Expenses:Uncategorized. A
// route between two places said with an amount is a trip, and 回来 (返程, 回程) after it the way back:
// the transport account when one is open. Not 工资到账 or 转到支付宝, nor a route said beside other
// words of what was bought (住宿).
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工行'),
  open('Assets:WeChat', '微信'),
  open('Assets:Alipay', '支付宝'),
  open('Expenses:Food:Dining'),
  open('Expenses:Transport'),
  open('Expenses:Uncategorized'),
  open('Income:Salary', '工资'),
  open('Income:Uncategorized'),
  `2026-10-01 * "工资"\n  Assets:Bank:ICBC  100 CNY\n  Income:Salary  -100 CNY`,
  '',
].join('\n');

checkedSuite('a route said with an amount is a trip, 回来 after it the way back', LEDGER, [
  { text: '杭州到宁波 110 回来 110 微信', postings: 'Expenses:Transport 110; Expenses:Transport 110; Assets:WeChat -220', guessed: false },
  { text: '杭州到宁波 110 返程 120 微信', postings: 'Expenses:Transport 110; Expenses:Transport 120; Assets:WeChat -230', guessed: false },
  { text: '从杭州到宁波 花了 110 微信', postings: 'Expenses:Transport 110; Assets:WeChat -110', guessed: false },
  { text: '虹桥站到家 60 微信', postings: 'Expenses:Transport 60; Assets:WeChat -60', guessed: false },
  // the way back is a trip only after a route; words of their own name their own category
  { text: '杭州到宁波 110 回来 吃饭 50 微信', postings: 'Expenses:Transport 110; Expenses:Food:Dining 50; Assets:WeChat -160' },
  { text: '回来 110 微信', postings: 'Expenses:Uncategorized 110; Assets:WeChat -110', warning: /no spending category matched/ },
  { text: '杭州到宁波 住宿 300 微信', postings: 'Expenses:Uncategorized 300; Assets:WeChat -300', warning: /no spending category matched/ },
  // 到 that is no route
  { text: '工资到账 8000 工行', postings: 'Assets:Bank:ICBC 8000; Income:Salary -8000' },
  { text: '转到支付宝 500 工行', postings: 'Assets:Alipay 500; Assets:Bank:ICBC -500' },
], SAID_ON);
