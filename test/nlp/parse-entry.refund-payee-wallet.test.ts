// QA of session 33, item 7: a refund from a payee went back to the wallet the category is most
// often paid from, not the payee's: `星巴克 退款 30`, with 星巴克 paid from WeChat each time, went to
// the credit card most coffee is paid by (`海底捞 退款 50` to Alipay). A refund now goes back where
// the payee is usually paid from, as a payment to it is paid. The payee's usual wallet is the one
// most of its payments came from: one odd payment (海底捞 280 paid once by 花呗, the last time,
// among three by WeChat) decides neither.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-21';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2020-01-01 open Expenses:Food:Dining
2020-01-01 open Expenses:Food:Coffee
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Other

2020-01-01 custom "payee" "星巴克"
  account: "Expenses:Food:Coffee"

2026-09-01 * "星巴克" "拿铁"
  Expenses:Food:Coffee  32 CNY
  Assets:WeChat

2026-09-08 * "星巴克" "拿铁"
  Expenses:Food:Coffee  32 CNY
  Assets:WeChat

2026-09-15 * "星巴克" "拿铁"
  Expenses:Food:Coffee  32 CNY
  Assets:WeChat

2026-09-20 * "瑞幸" "咖啡"
  Expenses:Food:Coffee  15 CNY
  Liabilities:CreditCard:CMB

2026-09-21 * "瑞幸" "咖啡"
  Expenses:Food:Coffee  15 CNY
  Liabilities:CreditCard:CMB

2026-09-22 * "瑞幸" "咖啡"
  Expenses:Food:Coffee  15 CNY
  Liabilities:CreditCard:CMB

2026-09-23 * "瑞幸" "咖啡"
  Expenses:Food:Coffee  15 CNY
  Liabilities:CreditCard:CMB

2026-10-01 * "海底捞" "火锅"
  Expenses:Food:Dining  260 CNY
  Assets:WeChat

2026-10-08 * "海底捞" "火锅"
  Expenses:Food:Dining  260 CNY
  Assets:WeChat

2026-10-15 * "海底捞" "火锅"
  Expenses:Food:Dining  260 CNY
  Assets:WeChat

2026-10-20 * "张记" "面"
  Expenses:Food:Dining  20 CNY
  Assets:Alipay

2026-10-21 * "张记" "面"
  Expenses:Food:Dining  20 CNY
  Assets:Alipay

2026-10-22 * "张记" "面"
  Expenses:Food:Dining  20 CNY
  Assets:Alipay

2026-10-23 * "张记" "面"
  Expenses:Food:Dining  20 CNY
  Assets:Alipay

2026-11-01 * "海底捞" "火锅"
  Expenses:Food:Dining  280 CNY
  Liabilities:Huabei
`;

checkedSuite('a refund goes back to the payee\'s usual wallet', LEDGER, [
  { text: '星巴克 退款 30', postings: 'Expenses:Food:Coffee -30; Assets:WeChat 30', payee: '星巴克', warning: /^no receiving account named; used Assets:WeChat \(most used in history\)$/ },
  { text: '星巴克 退了30', postings: 'Expenses:Food:Coffee -30; Assets:WeChat 30', warning: /used Assets:WeChat/ },
  { text: '收到星巴克退款 30', postings: 'Expenses:Food:Coffee -30; Assets:WeChat 30', warning: /used Assets:WeChat/ },
  { text: '海底捞 退款 50', postings: 'Expenses:Food:Dining -50; Assets:WeChat 50', payee: '海底捞', warning: /used Assets:WeChat/ },
  // as before: a payee paid by card is refunded to the card, a wallet named wins, and the payment
  { text: '瑞幸 退款 15', postings: 'Expenses:Food:Coffee -15; Liabilities:CreditCard:CMB 15', warning: /used Liabilities:CreditCard:CMB/ },
  { text: '星巴克 退款 30 支付宝', postings: 'Expenses:Food:Coffee -30; Assets:Alipay 30', guessed: false },
  { text: '星巴克 32', postings: 'Expenses:Food:Coffee 32; Assets:WeChat -32', warning: /used Assets:WeChat/ },
  { text: '海底捞 280', postings: 'Expenses:Food:Dining 280; Assets:WeChat -280', warning: /used Assets:WeChat/ },
], SAID_ON);
