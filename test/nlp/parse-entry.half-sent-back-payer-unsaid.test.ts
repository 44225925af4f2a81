// Family QA: 交了 物业费 3000 回头她转我一半 was 3000 of money in (income, warned), and 交了 物业费 3000
// 老婆转我一半 3000 from her: half sent back was read as half of a bill only with 我付的 said. Half sent
// to me says I paid the bill.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Assets:Receivables:Spouse CNY
  alias: "老婆"
2026-01-01 open Expenses:Home:Property CNY
  alias: "物业费"
2026-01-01 open Expenses:Food CNY
  alias: "晚饭"
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 open Income:Uncategorized CNY
`;

checkedSuite('half of a bill sent back to me, my paying it not said', LEDGER, [
  { text: '交了 物业费 3000 老婆转我一半', postings: 'Expenses:Home:Property 1500; Assets:Receivables:Spouse 1500; Assets:Bank:ICBC -3000' },
  { text: '物业费 3000 工行 回头老婆给我一半', postings: 'Expenses:Home:Property 1500; Assets:Receivables:Spouse 1500; Assets:Bank:ICBC -3000' },
  // (她 names no account: the whole bill is mine, said; no money in)
  { text: '交了 物业费 3000 回头她转我一半', postings: 'Expenses:Home:Property 3000; Assets:Bank:ICBC -3000', warning: /who owes the other 1500 was not said[^]*receivables open: Assets:Receivables:Spouse/ },
  // (as before)
  { text: '晚饭 280 我付的 老婆转我一半', postings: 'Expenses:Food 140; Assets:Receivables:Spouse 140; Assets:Bank:ICBC -280' },
  { text: '老婆转我 1500', postings: 'Assets:Bank:ICBC 1500; Assets:Receivables:Spouse -1500' },
], '2026-11-28');
