// QA of session 44: 修车 3000 保险公司 直接赔付 自己付 500 微信 was 500 of insurance income into WeChat
// and 3000 of repair from it (WeChat -2500): the insurer paid the garage, my part alone left my
// wallet, as with 医保报销 (entry/insured-part.ts). (保险公司赔了 1200 with its figure is money paid to me.)
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Income:Insurance CNY
  alias: "理赔,保险赔付"
2025-01-01 open Expenses:Car:Repair CNY
  alias: "修车"
2025-01-01 open Expenses:Health CNY
  alias: "看病"
`;

checkedSuite('parseEntry: a bill the insurer paid part of', LEDGER, [
  { text: '修车 3000 保险公司 直接赔付 自己付 500 微信', postings: 'Expenses:Car:Repair 500; Assets:WeChat -500', guessed: true },
  // already right
  { text: '看病 花了 380 医保报销了 230 自付 150 微信', postings: 'Expenses:Health 150; Assets:WeChat -150', guessed: true },
], SAID_ON);
