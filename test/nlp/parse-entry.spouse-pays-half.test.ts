// QA of session 44: 学费 4800 工行 老婆出一半 (and 老婆付一半) without 我付的 was 4800 all mine:
// another's half said as theirs to pay says the wallet named paid the whole, half owed back.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:Receivables:Spouse CNY
  alias: "老婆"
2025-01-01 open Expenses:Kids:Education CNY
  alias: "学费"
2025-01-01 open Expenses:Kids:Classes CNY
  alias: "兴趣班,钢琴课"
2025-01-01 open Expenses:Home:Utilities CNY
  alias: "电费"
2025-01-01 open Expenses:Food:Dining CNY
  alias: "午饭,晚饭"
`;

checkedSuite('parseEntry: the spouse pays half of a bill I paid', LEDGER, [
  { text: '学费 4800 工行 老婆出一半', postings: 'Expenses:Kids:Education 2400; Assets:Receivables:Spouse 2400; Assets:Bank:ICBC -4800' },
  { text: '电费 268 支付宝 老婆出一半', postings: 'Expenses:Home:Utilities 134; Assets:Receivables:Spouse 134; Assets:Alipay -268' },
  { text: '兴趣班 2980 老婆出一半 支付宝', postings: 'Expenses:Kids:Classes 1490; Assets:Receivables:Spouse 1490; Assets:Alipay -2980' },
  { text: '孩子 钢琴课 800 支付宝 老婆付一半', postings: 'Expenses:Kids:Classes 400; Assets:Receivables:Spouse 400; Assets:Alipay -800' },
  // already right
  { text: '电费 268 支付宝 我付的 老婆出一半', postings: 'Expenses:Home:Utilities 134; Assets:Receivables:Spouse 134; Assets:Alipay -268' },
  // my own half says nothing of who paid the whole; two wallets of mine each paying half are no one else
  { text: '午饭 100 我出一半 微信', postings: 'Expenses:Food:Dining 100; Assets:WeChat -100' },
  { text: '午饭 35 微信支付宝各付一半', postings: 'Expenses:Food:Dining 35; Assets:WeChat -17.50; Assets:Alipay -17.50' },
], SAID_ON);
