// QA of session 44: 燃气费 120 老婆已经付了 我转她 60 微信 was 180 spent (已经 between the person and
// 付了 hid who paid), 她付的 after 老婆说 the same, and 老婆垫付了 学费 4800 我转她一半 was 4800 owed to
// her: what I sent the one who paid is my part, half of the bill when 一半 is said.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Receivables:Spouse CNY
  alias: "老婆"
2025-01-01 open Expenses:Kids:Education CNY
  alias: "学费"
2025-01-01 open Expenses:Home:Utilities CNY
  alias: "燃气费"
2025-01-01 open Expenses:Food:Groceries CNY
  alias: "买菜"
`;

checkedSuite('parseEntry: the spouse paid, I sent my part', LEDGER, [
  { text: '燃气费 120 老婆已经付了 我转她 60 微信', postings: 'Expenses:Home:Utilities 60; Assets:WeChat -60', guessed: true },
  { text: '老婆说 超市 买菜 180 她付的 我转她 90 微信', postings: 'Expenses:Food:Groceries 90; Assets:WeChat -90', guessed: true },
  { text: '老婆垫付了 学费 4800 我转她一半 工行', postings: 'Expenses:Kids:Education 2400; Assets:Bank:ICBC -2400', guessed: true },
  { text: '老婆垫付了 学费 4800.01 我转她一半 工行', postings: 'Expenses:Kids:Education 2400.01; Assets:Bank:ICBC -2400.01', guessed: true },
  // already right
  { text: '老婆付的 燃气费 120 我转了她 60 微信', postings: 'Expenses:Home:Utilities 60; Assets:WeChat -60', guessed: true },
  // I paid it myself: no one else did
  { text: '燃气费 120 我已经付了 微信', postings: 'Expenses:Home:Utilities 120; Assets:WeChat -120' },
], SAID_ON);
