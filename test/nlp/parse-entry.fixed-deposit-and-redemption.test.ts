// QA of session 46 (a retired couple): a fixed deposit on Assets:Bank:ICBC:Deposit aliased 定期 was
// read as a security deposit (押金) by the English word in its name, so 存定期 and 定期到期 were 422s
// and 住院押金 was booked on it; 理财赎回 20350 with no bank said was income into the product; a
// redemption with its gain or loss said moved the sum of both amounts.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-29';

const LEDGER = `2025-01-01 open Equity:Opening-Balances
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
2025-01-01 open Expenses:Health:Hospital CNY
  alias: "住院,医院"
2025-01-01 open Expenses:Uncategorized CNY

2025-01-01 * "期初余额"
  Assets:Bank:ICBC  200000.00 CNY
  Equity:Opening-Balances

2025-03-01 * "工商银行" "存定期"
  Assets:Bank:ICBC:Deposit  100000.00 CNY
  Assets:Bank:ICBC

2025-04-01 * "工商银行" "买理财"
  Assets:Bank:ICBC:Wealth  50000.00 CNY
  Assets:Bank:ICBC

2025-09-10 * "工商银行" "理财赎回"
  Assets:Bank:ICBC  20412.36 CNY
  Assets:Bank:ICBC:Wealth  -20000.00 CNY
  Income:Wealth
`;

checkedSuite('parseEntry: a fixed deposit aliased 定期, and a product redeemed', LEDGER, [
  // the user's alias 定期 wins over the word Deposit in the name
  { text: '存定期 三万 工行', postings: 'Assets:Bank:ICBC:Deposit 30000; Assets:Bank:ICBC -30000', guessed: false },
  { text: '活期转定期 三万 工行', postings: 'Assets:Bank:ICBC:Deposit 30000; Assets:Bank:ICBC -30000', guessed: false },
  { text: '定期到期 十万 到工行', postings: 'Assets:Bank:ICBC:Deposit -100000; Assets:Bank:ICBC 100000', guessed: false },
  { text: '存单到期 十万 工行', postings: 'Assets:Bank:ICBC:Deposit -100000; Assets:Bank:ICBC 100000', guessed: false },
  // 转 starting the clause before the deposit's word moves money onto it (it was taken off it)
  { text: '转定期 三万', postings: 'Assets:Bank:ICBC:Deposit 30000; Assets:Bank:ICBC -30000', warning: /no source account named/ },
  { text: '转定期 三万 工行', postings: 'Assets:Bank:ICBC:Deposit 30000; Assets:Bank:ICBC -30000', guessed: false },
  // put on the deposit from the bank (it came from the cash in the pocket), unless cash is said
  { text: '存定期 三万', postings: 'Assets:Bank:ICBC:Deposit 30000; Assets:Bank:ICBC -30000', warning: /no source account named/ },
  { text: '存定期 三万 现金', postings: 'Assets:Bank:ICBC:Deposit 30000; Assets:Cash -30000' },
  // no wallet said: out of the holding into the bank guessed, warned (it was income into the product)
  { text: '定期到期 十万', postings: 'Assets:Bank:ICBC:Deposit -100000; Assets:Bank:ICBC 100000', warning: /no receiving account named/ },
  { text: '理财赎回 20350', postings: 'Assets:Bank:ICBC:Wealth -20350; Assets:Bank:ICBC 20350', warning: /no receiving account named/ },
  { text: '理财 赎回 两万零三百五', postings: 'Assets:Bank:ICBC:Wealth -20350; Assets:Bank:ICBC 20350', warning: /no receiving account named/ },
  // a hospital's deposit is no fixed deposit
  { text: '住院押金 五千 工行', postings: 'Expenses:Health:Hospital 5000; Assets:Bank:ICBC -5000' },
  // the gain or the loss on the income account the product's entries used; the principal off the product
  { text: '理财赎回 29871 亏了 128 工行', postings: 'Assets:Bank:ICBC 29871; Assets:Bank:ICBC:Wealth -29999; Income:Wealth 128', warning: /loss/ },
  { text: '理财 赎回 20350 赚了350', postings: 'Assets:Bank:ICBC 20350; Assets:Bank:ICBC:Wealth -20000; Income:Wealth -350', warning: /gain/ },
  { text: '理财赎回 本金两万 收益350', postings: 'Assets:Bank:ICBC 20350; Assets:Bank:ICBC:Wealth -20000; Income:Wealth -350', warning: /gain/ },
  { text: '理财赎回 20412.36 收益 412.36 工行', postings: 'Assets:Bank:ICBC 20412.36; Assets:Bank:ICBC:Wealth -20000.00; Income:Wealth -412.36', warning: /gain/ },
  // as before
  { text: '理财赎回 20350 工行', postings: 'Assets:Bank:ICBC:Wealth -20350; Assets:Bank:ICBC 20350', guessed: false },
  { text: '理财到期 一万五 工行', postings: 'Assets:Bank:ICBC:Wealth -15000; Assets:Bank:ICBC 15000', guessed: false },
], SAID_ON);
