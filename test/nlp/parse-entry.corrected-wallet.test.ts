// Family QA: 停车费 20 微信 哦不 是支付宝 was paid from WeChat (warned of several payment accounts
// named). A wallet said again after words taking back the one before it replaces it.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:Receivables:Spouse CNY
  alias: "老婆"
2026-01-01 open Expenses:Car:Parking CNY
  alias: "停车,停车费"
2026-01-01 open Expenses:Uncategorized CNY
`;

checkedSuite('a wallet taken back and said again', LEDGER, [
  { text: '停车费 20 微信 哦不 是支付宝', postings: 'Expenses:Car:Parking 20; Assets:Alipay -20', narration: '停车费', warning: /支付宝 as correcting 微信/ },
  { text: '停车费 20 微信 不对 支付宝', postings: 'Expenses:Car:Parking 20; Assets:Alipay -20', narration: '停车费' },
  { text: '停车费 20 用微信，不，用支付宝', postings: 'Expenses:Car:Parking 20; Assets:Alipay -20', narration: '停车费' },
  { text: '停车费 20 不是微信 是支付宝', postings: 'Expenses:Car:Parking 20; Assets:Alipay -20' },
  { text: '停车费 20 工行 说错了 应该是微信', postings: 'Expenses:Car:Parking 20; Assets:WeChat -20' },
  // (as before: two wallets with no correction between them)
  { text: '停车费 20 微信 和 支付宝 各付一半', postings: 'Expenses:Car:Parking 20; Assets:WeChat -10.00; Assets:Alipay -10.00' },
  { text: '停车费 20 微信 支付宝', postings: 'Expenses:Car:Parking 20; Assets:WeChat -20', warning: /several payment accounts/ },
], '2026-11-28');
