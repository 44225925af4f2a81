// QA of session 46 (a retired couple), left wrong after session 46's fix: money put on a fixed
// deposit with its amount between (存了三万定期 工行) was spending paid from the deposit; a maturity
// with its interest said booked the principal as income, rolled over (转存) or not; 赎回 20350 赚了350
// with no product named was 20700 of income; 存款到期 五万 was a 422 with one account aliased 定期.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-29';

const OPENS = `2025-01-01 open Equity:Opening-Balances
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行卡"
2025-01-01 open Assets:Bank:ICBC:Deposit CNY
  alias: "定期,定期存款,存单"
2025-01-01 open Assets:Bank:ICBC:Wealth CNY
  alias: "理财,理财产品"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Income:Interest CNY
  alias: "利息,存款利息"
2025-01-01 open Income:Wealth CNY
  alias: "理财收益"
2025-01-01 open Income:Uncategorized CNY
2025-01-01 open Expenses:Uncategorized CNY

2025-01-01 * "期初余额"
  Assets:Bank:ICBC  200000.00 CNY
  Assets:Bank:ICBC:Deposit  100000.00 CNY
  Equity:Opening-Balances
`;

const LEDGER = `${OPENS}
2025-03-10 * "工商银行" "买理财"
  Assets:Bank:ICBC:Wealth  20000.00 CNY
  Assets:Bank:ICBC

2025-09-10 * "工商银行" "理财赎回"
  Assets:Bank:ICBC  20412.36 CNY
  Assets:Bank:ICBC:Wealth  -20000.00 CNY
  Income:Wealth
`;

checkedSuite('parseEntry: money put on a fixed deposit with its amount between', LEDGER, [
  // put on the deposit from the bank named, the amount said between (it was spending paid from the deposit)
  { text: '存了三万定期 工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000' },
  { text: '存了三万的定期 工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000' },
  { text: '工行存了三万定期', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000', guessed: false },
  { text: '定期存了三万 从工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000', guessed: false },
  { text: '存了3万定期 现金', postings: 'Assets:Cash -30000; Assets:Bank:ICBC:Deposit 30000' },
  // as before
  { text: '存定期 三万 工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000', guessed: false },
  { text: '定期到期 十万 到工行', postings: 'Assets:Bank:ICBC:Deposit -100000; Assets:Bank:ICBC 100000', guessed: false },
], SAID_ON);
