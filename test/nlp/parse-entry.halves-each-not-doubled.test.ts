// Family QA: 我和老婆 一人一半 买菜 200 微信 was read as 200 for each of the two (一人 taken as 每人):
// 400 taken from WeChat. 一人一半 says halves of the one bill: 100 mine, 100 on her receivable, 200
// out of the wallet, as 和老婆AA is. Said with no one named, the bill is still split in two, warned.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Receivables:Spouse CNY
  alias: "老婆"
2026-01-01 open Expenses:Food:Groceries CNY
  alias: "买菜"
2026-01-01 open Expenses:Kids:Allowance CNY
  alias: "零花钱"
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 open Income:Uncategorized CNY
`;

const HALF_ON_HER = 'Expenses:Food:Groceries 100; Assets:Receivables:Spouse 100; Assets:WeChat -200';
checkedSuite('一人一半: halves of the bill said, not the amount for each', LEDGER, [
  { text: '我和老婆 一人一半 买菜 200 微信', postings: HALF_ON_HER, warning: /who paid was not said/ },
  { text: '买菜 200 微信 我和老婆一人一半', postings: HALF_ON_HER, warning: /who paid was not said/ },
  { text: '我和老婆AA 买菜 200 微信', postings: HALF_ON_HER },
  // (no one named: my half, warned; it was all 200 mine without a word)
  { text: '一人一半 买菜 200 微信', postings: 'Expenses:Food:Groceries 100; Assets:WeChat -100', warning: /my share 100 of 200 split 2 ways/ },
  { text: '买菜 200 微信 一人一半', postings: 'Expenses:Food:Groceries 100; Assets:WeChat -100', warning: /my share 100 of 200 split 2 ways/ },
  // (as before: an amount given to each of two)
  { text: '和老婆 给孩子 零花钱 每人 50 微信', postings: 'Expenses:Kids:Allowance 100; Assets:WeChat -100', warning: /read 50 each/ },
], '2026-11-20');
