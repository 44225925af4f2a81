// QA of session 44: 加油 300，不对，是 350 was 300 of fuel and 350 more on no category: the amount
// said after words taking back the one before it replaces it.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2025-01-01 open Expenses:Car:Fuel CNY
  alias: "加油"
2025-01-01 open Expenses:Food:Dining CNY
  alias: "午饭,晚饭"
`;

checkedSuite('parseEntry: an amount corrected', LEDGER, [
  { text: '加油 300，不对，是 350，招行信用卡', postings: 'Expenses:Car:Fuel 350; Liabilities:CreditCard:CMB -350', narration: '加油', guessed: true },
  { text: '加油 300 不对 应该是 350 招行信用卡', postings: 'Expenses:Car:Fuel 350; Liabilities:CreditCard:CMB -350', guessed: true },
  { text: '加油 300 说错了 改成 350 招行信用卡', postings: 'Expenses:Car:Fuel 350; Liabilities:CreditCard:CMB -350', guessed: true },
  // two items, nothing taken back
  { text: '午饭 30 晚饭 50 招行信用卡', postings: 'Expenses:Food:Dining 30; Expenses:Food:Dining 50; Liabilities:CreditCard:CMB -80' },
], SAID_ON);
