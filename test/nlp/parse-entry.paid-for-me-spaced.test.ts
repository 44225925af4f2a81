// QA of session 44: 老婆 替我 交了 停车费 30 (spaced, 交 for 付) was paid from my WeChat; as
// 老婆帮我付了 加油 300 is, she paid for me: booked against her account.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Receivables:Spouse CNY
  alias: "老婆"
2025-01-01 open Expenses:Car:Parking CNY
  alias: "停车费"
2025-01-01 open Expenses:Car:Fuel CNY
  alias: "加油"
`;

checkedSuite('parseEntry: someone paid for me, said with spaces or with 交', LEDGER, [
  { text: '老婆 替我 交了 停车费 30', postings: 'Expenses:Car:Parking 30; Assets:Receivables:Spouse -30', payee: '老婆' },
  { text: '老婆 帮我 交了 停车费 30', postings: 'Expenses:Car:Parking 30; Assets:Receivables:Spouse -30', payee: '老婆' },
  { text: '老婆替我交了停车费 30', postings: 'Expenses:Car:Parking 30; Assets:Receivables:Spouse -30', payee: '老婆' },
  { text: '老婆帮我付了 加油 300', postings: 'Expenses:Car:Fuel 300; Assets:Receivables:Spouse -300', payee: '老婆' },
], '2026-11-28');
