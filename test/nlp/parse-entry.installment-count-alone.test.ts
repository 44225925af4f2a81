// Recheck QA of session 41: installments counted without 分 or 共 (买了电脑 白条 12期 每期 450,
// 花呗分期 3 期 每期 200) booked one installment (450, 200): 12期 alone was no count. It is one when
// the installment follows it or it follows 分期 or the credit line; 第3期 is no count.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `${STARTER_LEDGER}
2026-09-01 open Liabilities:JD:Baitiao CNY
  alias: "白条,京东白条"
`;

checkedSuite('parseEntry: installments counted without 分', LEDGER, [
  { text: '买了电脑 白条 12期 每期 450', postings: 'Expenses:Shopping 5400; Liabilities:JD:Baitiao -5400', warning: /12 × 450 = 5400/ },
  { text: '白条 12期 每月 450 买了电脑', postings: 'Expenses:Shopping 5400; Liabilities:JD:Baitiao -5400', warning: /12 × 450 = 5400/ },
  { text: '花呗分期 3 期 每期 200', postings: 'Expenses:Uncategorized 600; Liabilities:Huabei -600', warning: /3 × 200 = 600/ },
  { text: '买手机 6000 白条 12期 每期 500', postings: 'Expenses:Shopping 6000; Liabilities:JD:Baitiao -6000', warning: /12 installments of 6000/ },
  // 第3期: which one, no count
  { text: '还了第3期 450 白条', postings: 'Liabilities:JD:Baitiao 450; Assets:Bank -450' },
], SAID_ON);
