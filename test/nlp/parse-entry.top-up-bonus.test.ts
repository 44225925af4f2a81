// QA of session 44: ETC 充值 500 工行 送了 20 was 520 moved from the bank: the bonus given on a
// top-up is no money the bank paid, but income arriving where the top-up went.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:ETC CNY
  alias: "ETC"
2025-01-01 open Income:Uncategorized CNY
2025-01-01 open Expenses:Car:Wash CNY
  alias: "洗车"
`;

checkedSuite('parseEntry: a bonus on a top-up', LEDGER, [
  { text: 'ETC 充值 500 工行 送了 20', postings: 'Assets:Bank:ICBC -500; Assets:ETC 500; Assets:ETC 20; Income:Uncategorized -20', guessed: true },
  { text: 'ETC 充值 500 送 20 工行', postings: 'Assets:Bank:ICBC -500; Assets:ETC 500; Assets:ETC 20; Income:Uncategorized -20', guessed: true },
  // already right: a card bought at a shop is spending, its bonus no money
  { text: '洗车 办卡 充了 500 送 100 支付宝', postings: 'Expenses:Car:Wash 500; Assets:Alipay -500', guessed: true },
  { text: '工行 转 支付宝 500', postings: 'Assets:Bank:ICBC -500; Assets:Alipay 500' },
], SAID_ON);
