// Payroll QA of session 41 (said on 2026-11-10): a tax refund was income at the catch-all (the
// year's tax stayed overstated); 报销 差旅费 2300 到账 was income too, though the company's
// receivable (aliased 公司报销) held it; and 出差打车 86 信用卡付的 回头公司报销 said "no
// reimbursable account is open" (only accounts named Reimbursable were looked for). Now the refund
// takes back the tax, the reimbursement settles the receivable, and an alias with 报销 finds it.
import { readFileSync } from 'node:fs';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';
const PAYROLL = readFileSync(new URL('../fixtures/nlp/payroll.beancount', import.meta.url), 'utf8');
const STARTER_TAX = `${STARTER_LEDGER}
2026-01-01 open Expenses:Tax CNY
`;

checkedSuite(
  'parseEntry: tax refunds and reimbursements (aliased accounts)',
  PAYROLL,
  [
    { text: '个税退税 860 到账', postings: 'Assets:Bank:CMB 860; Expenses:Tax:IncomeTax -860', warning: /read 860 as a tax refund: taken off Expenses:Tax:IncomeTax/ },
    { text: '收到 个税 退税 860 招行', postings: 'Assets:Bank:CMB 860; Expenses:Tax:IncomeTax -860' },
    { text: '退税 1230 到招行', postings: 'Assets:Bank:CMB 1230; Expenses:Tax:IncomeTax -1230' },
    // where the receivable was paid back before (the housing fund had the most money from people)
    { text: '报销 差旅费 2300 到账', postings: 'Assets:Bank:CMB 2300; Assets:Receivables:Company -2300', warning: /read 2300 as a reimbursement: taken off Assets:Receivables:Company/ },
    { text: '收到报销 500 微信', postings: 'Assets:WeChat 500; Assets:Receivables:Company -500' },
    { text: '公司报销到账 2300 招行', postings: 'Assets:Bank:CMB 2300; Assets:Receivables:Company -2300' },
    // to be reimbursed: on the receivable its alias 公司报销 names
    { text: '出差打车 86 信用卡付的 回头公司报销', postings: 'Assets:Receivables:Company 86; Liabilities:CreditCard:CMB -86', warning: /to be reimbursed: booked on Assets:Receivables:Company/ },
    { text: '打车 98 报销 微信', postings: 'Assets:Receivables:Company 98; Assets:WeChat -98' },
  ],
  SAID_ON,
);

checkedSuite(
  'parseEntry: tax refunds (starter ledger)',
  STARTER_TAX,
  [
    // (a refund with no history lands in the bank, as income does)
    { text: '个税退税 860 到账', postings: 'Assets:Bank 860; Expenses:Tax -860' },
    { text: '收到退税 600 支付宝', postings: 'Assets:Alipay 600; Expenses:Tax -600' },
    // with no reimbursable account: spending, warned, as before
    { text: '打车 98 报销 微信', postings: 'Expenses:Transport 98; Assets:WeChat -98', warning: /no reimbursable account is open/ },
  ],
  SAID_ON,
);
