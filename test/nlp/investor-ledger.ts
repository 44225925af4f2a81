// The ledger of session 41's QA of a Chinese retail investor (/tmp/s41/qa-stocks/ledger.orig.beancount):
// A shares at Huatai with aliases (茅台, 五粮液, 宁德时代), 腾讯 via 港股通 in HKD, funds held at cost, a
// reverse repo account beside the broker's cash, 余额宝 and 零钱通 with a money-market income account.
// Added: a money fund kept in CNY (货币基金), and a reverse repo lent on 2025-03-06 with its interest.
export const INVESTOR = `option "operating_currency" "CNY"
option "booking_method" "FIFO"


2024-01-01 commodity CNY
2024-01-01 commodity HKD
2024-01-01 commodity SH600519
  name: "贵州茅台"
2024-01-01 commodity SZ000858
  name: "五粮液"
2024-01-01 commodity SZ300750
  name: "宁德时代"
2024-01-01 commodity SH510300
  name: "沪深300ETF"
2024-01-01 commodity HK00700
  name: "腾讯控股"
2024-01-01 commodity F005827
  name: "易方达蓝筹精选混合"
2024-01-01 commodity F110011
  name: "易方达优质精选混合"

2024-01-01 open Assets:Bank:CMB                     CNY
  alias: "招行,招商银行"
2024-01-01 open Assets:Alipay                       CNY
  alias: "支付宝"
2024-01-01 open Assets:WeChat                       CNY
  alias: "微信,零钱"
2024-01-01 open Assets:Alipay:Yuebao                CNY
  alias: "余额宝"
2024-01-01 open Assets:WeChat:Lingqiantong          CNY
  alias: "零钱通"

; 华泰证券 A股账户
2024-01-01 open Assets:Broker:Huatai:Cash           CNY
  alias: "华泰,证券账户,券商"
2024-01-01 open Assets:Broker:Huatai:SH600519       SH600519   "FIFO"
  alias: "茅台,贵州茅台"
2024-01-01 open Assets:Broker:Huatai:SZ000858       SZ000858   "FIFO"
  alias: "五粮液"
2024-01-01 open Assets:Broker:Huatai:SZ300750       SZ300750   "STRICT"
  alias: "宁德时代,宁德"
2024-01-01 open Assets:Broker:Huatai:SH510300       SH510300   "FIFO"
  alias: "沪深300,510300"
2024-01-01 open Assets:Broker:Huatai:ReverseRepo    CNY
  alias: "国债逆回购,逆回购"
; 港股通
2024-01-01 open Assets:Broker:Huatai:HKCash         HKD
  alias: "港股通资金"
2024-01-01 open Assets:Broker:Huatai:HK00700        HK00700    "FIFO"
  alias: "腾讯,腾讯控股"
; 场外基金（支付宝）
2024-01-01 open Assets:Fund:F005827                 F005827    "FIFO"
  alias: "易方达蓝筹,蓝筹精选"
2024-01-01 open Assets:Fund:F110011                 F110011    "FIFO"
  alias: "易方达优质,基金定投"

2024-01-01 open Income:Investing:CapitalGains       CNY,HKD
2024-01-01 open Income:Investing:Dividends          CNY,HKD
  alias: "分红,派息"
2024-01-01 open Income:Investing:Interest           CNY
  alias: "利息,逆回购收益"
2024-01-01 open Income:Investing:MoneyMarket        CNY
  alias: "余额宝收益,零钱通收益"
2024-01-01 open Expenses:Investing:Commission       CNY,HKD
  alias: "佣金,手续费"
2024-01-01 open Expenses:Investing:StampTax         CNY,HKD
  alias: "印花税"
2024-01-01 open Expenses:Investing:Tax              CNY
  alias: "红利税"
2024-01-01 open Assets:Fund:MoneyFund               CNY
  alias: "货币基金"
2024-01-01 open Expenses:Food                       CNY
2024-01-01 open Income:Salary                       CNY
2024-01-01 open Equity:Opening-Balances

2024-01-02 * "期初"
  Assets:Bank:CMB                 300000.00 CNY
  Assets:Alipay                    20000.00 CNY
  Assets:Alipay:Yuebao             50000.00 CNY
  Assets:WeChat:Lingqiantong       10000.00 CNY
  Assets:Broker:Huatai:Cash       500000.00 CNY
  Assets:Broker:Huatai:HKCash     100000.00 HKD
  Equity:Opening-Balances

2024-03-15 * "华泰证券" "买入 贵州茅台"
  Assets:Broker:Huatai:SH600519      100 SH600519 {1650.00 CNY}
  Expenses:Investing:Commission        5.00 CNY
  Assets:Broker:Huatai:Cash

2024-06-20 * "华泰证券" "买入 贵州茅台"
  Assets:Broker:Huatai:SH600519      100 SH600519 {1480.00 CNY}
  Expenses:Investing:Commission        5.00 CNY
  Assets:Broker:Huatai:Cash

2024-04-10 * "华泰证券" "买入 五粮液"
  Assets:Broker:Huatai:SZ000858      500 SZ000858 {150.20 CNY}
  Expenses:Investing:Commission        5.00 CNY
  Assets:Broker:Huatai:Cash

2024-05-08 * "华泰证券" "买入 宁德时代"
  Assets:Broker:Huatai:SZ300750      200 SZ300750 {190.50 CNY, "first"}
  Expenses:Investing:Commission        5.00 CNY
  Assets:Broker:Huatai:Cash

2024-09-30 * "华泰证券" "买入 宁德时代"
  Assets:Broker:Huatai:SZ300750      100 SZ300750 {230.00 CNY, "second"}
  Expenses:Investing:Commission        5.00 CNY
  Assets:Broker:Huatai:Cash

2024-07-02 * "华泰证券" "港股通 买入 腾讯控股"
  Assets:Broker:Huatai:HK00700       100 HK00700 {310.00 HKD}
  Expenses:Investing:Commission       50.00 HKD
  Expenses:Investing:StampTax         31.00 HKD
  Assets:Broker:Huatai:HKCash

2024-08-01 * "支付宝" "申购 易方达蓝筹"
  Assets:Fund:F005827           4000.00 F005827 {1.2345 CNY}
  Expenses:Investing:Commission    7.50 CNY
  Assets:Alipay                -4945.50 CNY

2024-12-31 price SH600519  1524.00 CNY
2024-12-31 price SZ000858   128.50 CNY
2024-12-31 price SZ300750   264.00 CNY
2024-12-31 price HK00700    410.00 HKD
2024-12-31 price F005827      1.1020 CNY
2024-12-31 price HKD          0.9260 CNY

2025-03-06 * "华泰证券" "国债逆回购"
  Assets:Broker:Huatai:ReverseRepo   100000.00 CNY
  Assets:Broker:Huatai:Cash
2025-03-07 * "华泰证券" "逆回购利息"
  Assets:Broker:Huatai:ReverseRepo       28.00 CNY
  Income:Investing:Interest
`;
