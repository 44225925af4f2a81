// A currency's name the parser does not know, written after a bare amount (买菜 60 菲律宾元, 吃饭 100
// 泰国元): the amount was read as yuan, flag `*`, no warning. It is still read in the ledger's money
// (nothing better is known), but warned, so the draft is not sent as sure. Words of the figure itself
// (50多元, 3万元, 两百 余元) and currencies it knows (60 澳大利亚元) are not such a name.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';
const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:AU:CommBank AUD
  alias: "CommBank"
2026-01-01 open Expenses:Food
  alias: "买菜,吃饭,午饭"
2026-01-01 open Expenses:Uncategorized
`;

const UNKNOWN = /names no currency known here; read \d+ as CNY/;

checkedSuite('parseEntry: a currency name it does not know after the amount', LEDGER, [
  { text: '买菜 60 菲律宾元 支付宝', postings: 'Expenses:Food 60; Assets:Alipay -60', guessed: true, warning: UNKNOWN },
  { text: '吃饭 100 泰国元 支付宝', postings: 'Expenses:Food 100; Assets:Alipay -100', guessed: true, warning: UNKNOWN },
  // as before: the figure's own words, and a currency it knows
  { text: '午饭 35元 支付宝', postings: 'Expenses:Food 35; Assets:Alipay -35', guessed: false },
  { text: '买菜 3万元 支付宝', postings: 'Expenses:Food 30000; Assets:Alipay -30000', guessed: false },
  { text: '买菜 60 澳大利亚元 CommBank', postings: 'Expenses:Food 60 AUD; Assets:AU:CommBank -60 AUD', guessed: false },
], SAID_ON);
