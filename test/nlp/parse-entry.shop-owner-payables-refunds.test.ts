// QA of session 46, a shop owner on Taobao and Pinduoduo (/tmp/s46/qa-biz): paying 李老板 (the alias of
// her payable to him) 3200 货款 bought the stock again (货款 also aliases Assets:Inventory), with a *
// and no warning; refunds given to buyers (给买家退款 35, 买家退款 35, with Income:Sales:Returns aliased
// 退款,买家退款) were spending at a stand-in, or off platform fees; 淘宝退款 59, as every entry so
// narrated paid a refund out, was money back off the fees; and 淘宝提现, 23 times from Alipay, was
// taken from WeChat, the wallet spending is paid from.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-25';

const SHOP = `
option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:Business CNY
  alias: "对公账户,对公,公户"
2025-01-01 open Assets:Bank:CMB CNY
  alias: "招行,我卡上"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Inventory CNY
  alias: "库存,存货,进货,货款"
2025-01-01 open Liabilities:Payables:LiLaoban CNY
  alias: "李老板"
2025-01-01 open Liabilities:Payables:ZhaoLaoban CNY
  alias: "赵老板"
2025-01-01 open Liabilities:Huabei CNY
  alias: "花呗"
2025-01-01 open Income:Sales:Taobao CNY
  alias: "淘宝"
2025-01-01 open Income:Sales:Pinduoduo CNY
  alias: "拼多多"
2025-01-01 open Income:Sales:Returns CNY
  alias: "退款,退货,买家退款"
2025-01-01 open Expenses:Business:PlatformFees CNY
  alias: "佣金,技术服务费,服务费,平台费,手续费"
2025-01-01 open Expenses:Business:Packaging CNY
  alias: "包装盒,包装"
2025-01-01 open Expenses:Food CNY
  alias: "吃饭,午饭,外卖"
2025-01-01 open Equity:Opening-Balances

2025-01-02 * "" "开户"
  Assets:Bank:Business  50000 CNY
  Assets:Alipay  5000 CNY
  Assets:WeChat  3000 CNY
  Equity:Opening-Balances

2025-01-05 * "淘宝" "淘宝销售"
  Assets:Alipay  2000 CNY
  Income:Sales:Taobao

2025-01-06 * "淘宝" "技术服务费"
  Expenses:Business:PlatformFees  20 CNY
  Assets:Alipay

2025-01-08 * "李老板" "进货 57 件"
  Assets:Inventory  1527.60 CNY
  Liabilities:Payables:LiLaoban

2025-01-18 * "李老板" "付货款"
  Liabilities:Payables:LiLaoban  1527.60 CNY
  Assets:Bank:Business

2025-02-07 * "赵老板" "进货 31 件"
  Assets:Inventory  900 CNY
  Liabilities:Payables:ZhaoLaoban

2025-01-23 * "淘宝" "淘宝提现"
  Assets:Bank:Business  1500 CNY
  Assets:Alipay

2025-02-23 * "淘宝" "淘宝提现"
  Assets:Bank:Business  1000 CNY
  Assets:Alipay

2025-02-10 * "买家Lily" "淘宝退款"
  Income:Sales:Returns  86.00 CNY
  Assets:Alipay

2025-02-12 * "买家阿强" "拼多多退款"
  Income:Sales:Returns  69.00 CNY
  Assets:Alipay

2025-02-01 * "" "午饭"
  Expenses:Food  30 CNY
  Assets:WeChat

2025-02-02 * "" "午饭"
  Expenses:Food  30 CNY
  Assets:WeChat

2025-02-03 * "" "外卖"
  Expenses:Food  30 CNY
  Assets:WeChat

2025-02-04 * "" "外卖"
  Expenses:Food  30 CNY
  Assets:WeChat
`;

checkedSuite('parseEntry in a shop: money given to a person whose payable is open pays it off', SHOP, [
  { text: '昨天给李老板付了 3200 货款 对公', date: '2026-11-24', postings: 'Liabilities:Payables:LiLaoban 3200; Assets:Bank:Business -3200', warning: /货款 also names Assets:Inventory/ },
  { text: '给供应商李老板转了 3200 货款', postings: 'Liabilities:Payables:LiLaoban 3200; Assets:Bank:Business -3200', warning: /货款 also names Assets:Inventory/ },
  { text: '付李老板货款 3200 对公', postings: 'Liabilities:Payables:LiLaoban 3200; Assets:Bank:Business -3200', warning: /paying off what is owed to 李老板/ },
  // (the goods 货款 names are neither side of a repayment: they were where the money came from)
  { text: '还李老板 3200 货款 对公', postings: 'Liabilities:Payables:LiLaoban 3200; Assets:Bank:Business -3200', guessed: false },
  // as they were: settling names no goods bought now; stock bought; packaging bought from him
  { text: '给赵老板结货款 4500 对公转账', postings: 'Liabilities:Payables:ZhaoLaoban 4500; Assets:Bank:Business -4500', guessed: false },
  { text: '进货 3000 对公账户', postings: 'Assets:Inventory 3000; Assets:Bank:Business -3000', guessed: false },
  { text: '给李老板付了 500 包装 对公', postings: 'Expenses:Business:Packaging 500; Assets:Bank:Business -500', guessed: false },
], SAID_ON);

checkedSuite('parseEntry in a shop: a refund given to a buyer goes against the income account aliased 退款', SHOP, [
  { text: '给买家退款 35 支付宝', postings: 'Income:Sales:Returns 35; Assets:Alipay -35', guessed: false },
  { text: '买家退款 35 支付宝', postings: 'Income:Sales:Returns 35; Assets:Alipay -35', guessed: false },
  { text: '退货退款 120 给买家 微信', postings: 'Income:Sales:Returns 120; Assets:WeChat -120', guessed: false },
  // (paid from where refunds were paid before)
  { text: '退款给买家小美 45.9', postings: 'Income:Sales:Returns 45.9; Assets:Alipay -45.9' },
  // (退款 over 拼多多's sales account, and the lexicon's shopping for 拼多多)
  { text: '拼多多退款 59 给买家', postings: 'Income:Sales:Returns 59; Assets:Alipay -59' },
  // the past entries narrated 淘宝退款 paid refunds out: so is this one, warned
  { text: '淘宝退款 59', postings: 'Income:Sales:Returns 59; Assets:Alipay -59', warning: /as the past entries narrated 淘宝退款 were/ },
  // as they were: said received, or coming into a wallet, it came back to me
  { text: '收到淘宝退款 59 支付宝', postings: 'Expenses:Business:PlatformFees -59; Assets:Alipay 59' },
  { text: '淘宝退款 59 到支付宝', postings: 'Expenses:Business:PlatformFees -59; Assets:Alipay 59' },
], SAID_ON);

checkedSuite('parseEntry in a shop: a move narrated as past ones comes from where they came from', SHOP, [
  { text: '淘宝提现 12000 到招行', postings: 'Assets:Alipay -12000; Assets:Bank:CMB 12000', warning: /as the past entries narrated 淘宝提现 did/ },
  { text: '淘宝提现 8500 到对公账户', postings: 'Assets:Alipay -8500; Assets:Bank:Business 8500', warning: /as the past entries narrated 淘宝提现 did/ },
  // as it was: no past entry narrated 提现
  { text: '提现 500 到招行', postings: 'Assets:WeChat -500; Assets:Bank:CMB 500', warning: /used Assets:WeChat$/ },
], SAID_ON);
