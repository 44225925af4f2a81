// QA student of session 41: a purchase in installments said with what one installment costs
// (白条分3期 每期 200) booked the installment alone, 200; with the price said too (分期买手机 6000
// 分12期 每期 500) both were added, 6500. The whole price is charged to the credit line when bought.
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `${STARTER_LEDGER}
2026-09-01 open Liabilities:JD:Baitiao CNY
  alias: "白条,京东白条"
`;

checkedSuite('parseEntry: a purchase in installments', LEDGER, [
  { text: '白条分3期 每期 200', postings: 'Expenses:Uncategorized 600; Liabilities:JD:Baitiao -600', warning: /3 installments: booked the purchase, 3 × 200 = 600/ },
  { text: '白条买鞋 分3期 每期200', postings: 'Expenses:Shopping 600; Liabilities:JD:Baitiao -600', warning: /3 × 200 = 600/ },
  { text: '花呗分3期 每期 133 买了耳机', postings: 'Expenses:Shopping 399; Liabilities:Huabei -399', warning: /3 × 133 = 399/ },
  { text: '花呗分十二期 每月 250 买了平板', postings: 'Expenses:Shopping 3000; Liabilities:Huabei -3000', warning: /12 × 250 = 3000/ },
  // the price said is booked; the installments that add up to it are no second price
  { text: '分期买手机 6000 分12期 每期 500 信用卡', postings: 'Expenses:Shopping 6000; Liabilities:CreditCard -6000', warning: /one of 12 installments of 6000 \(12 × 500 = 6000\)/ },
  // installments that come to more than the price: the difference is warned, not booked
  { text: '分期买手机 6000 分12期 每期 520 信用卡', postings: 'Expenses:Shopping 6000; Liabilities:CreditCard -6000', warning: /come to 6240, 240 more than the price said, likely the installment fee or interest: booked 6000/ },
  // a fee said beside: the installments are the price and the fee (it was 6000 + 520 + 240)
  { text: '分期买手机 6000 分12期 每期 520 手续费 240 信用卡', postings: 'Expenses:Shopping 6000; Expenses:Fees 240; Liabilities:CreditCard -6240', warning: /the price 6000 and 240 of fees said/ },
  // installments that come to less than the price: the price said, warned
  { text: '分期买手机 6000 分12期 每期 450 信用卡', postings: 'Expenses:Shopping 6000; Liabilities:CreditCard -6000', warning: /come to 5400, not the price said: booked 6000/ },
  // with no price said, a fee beside may be in the installments already: warned
  { text: '白条买鞋子 分3期 每期 210 手续费 30', postings: 'Expenses:Shopping 630; Expenses:Fees 30; Liabilities:JD:Baitiao -660', warning: /3 × 210 = 630 \(the 30 said beside it may be in the installments already/ },
], SAID_ON);
