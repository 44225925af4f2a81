// A small investor's ledger (modelled on the investor QA's of session 50): A shares on a STRICT
// account of several lots and one of one lot, 港股通 shares costed in HKD, US shares FIFO, LIFO
// and NONE at a US broker, a fund bought from the bank; the fees and the gains on accounts of their own.
export const SHARE_TRADES_LEDGER = `option "operating_currency" "CNY"
option "operating_currency" "USD"
2021-01-01 commodity SH600519
2021-01-01 open Equity:Opening-Balances
2021-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2021-01-01 open Assets:Broker:Huatai:Cash CNY
  alias: "华泰"
2021-01-01 open Assets:Broker:Huatai:HKD HKD
2021-01-01 open Assets:Broker:Huatai:SH600519 SH600519 "STRICT"
  alias: "茅台,贵州茅台"
2021-01-01 open Assets:Broker:Huatai:SZ300750 SZ300750 "STRICT"
  alias: "宁德时代"
2021-01-01 open Assets:Broker:Huatai:HK00700 HK00700 "STRICT"
  alias: "腾讯"
2021-01-01 open Assets:Broker:IB:Cash USD
  alias: "盈透"
2021-01-01 open Assets:Broker:IB:AAPL AAPL "FIFO"
  alias: "苹果"
2021-01-01 open Assets:Broker:IB:MSFT MSFT "LIFO"
  alias: "微软"
2021-01-01 open Assets:Broker:IB:TSLA TSLA "NONE"
  alias: "特斯拉"
2021-01-01 open Assets:Broker:IB:AMZN AMZN "NONE"
  alias: "亚马逊"
2021-01-01 open Assets:Fund:F005827 F005827 "FIFO"
  alias: "易方达蓝筹"
2021-01-01 open Income:CapitalGains
2021-01-01 open Expenses:Fees

2021-01-02 * "opening"
  Assets:Bank:ICBC            500000.00 CNY
  Assets:Broker:Huatai:Cash   800000.00 CNY
  Assets:Broker:Huatai:HKD    100000.00 HKD
  Assets:Broker:IB:Cash        50000.00 USD
  Equity:Opening-Balances

2021-03-01 * "华泰" "买入 贵州茅台 lot-a"
  Assets:Broker:Huatai:SH600519   100 SH600519 {2050.00 CNY, "lot-a"}
  Expenses:Fees                    5.00 CNY
  Assets:Broker:Huatai:Cash

2021-09-15 * "华泰" "买入 贵州茅台 lot-b"
  Assets:Broker:Huatai:SH600519   100 SH600519 {1720.00 CNY, "lot-b"}
  Assets:Broker:Huatai:Cash

2022-04-20 * "华泰" "卖出 贵州茅台 lot-a"
  Assets:Broker:Huatai:SH600519   -50 SH600519 {"lot-a"} @ 1780.00 CNY
  Expenses:Fees                    44.50 CNY
  Assets:Broker:Huatai:Cash     88955.50 CNY
  Income:CapitalGains

2023-05-01 * "华泰" "买入 宁德时代"
  Assets:Broker:Huatai:SZ300750   300 SZ300750 {220.50 CNY}
  Assets:Broker:Huatai:Cash

2021-07-01 * "华泰" "港股通 买入 腾讯"
  Assets:Broker:Huatai:HK00700   100 HK00700 {600.00 HKD}
  Assets:Broker:Huatai:HKD

2021-02-01 * "IB" "买入 AAPL"
  Assets:Broker:IB:AAPL    100 AAPL {135.00 USD}
  Assets:Broker:IB:Cash

2021-08-02 * "IB" "买入 AAPL"
  Assets:Broker:IB:AAPL    50 AAPL {{7300.00 USD}}
  Assets:Broker:IB:Cash

2021-04-01 * "IB" "买入 MSFT"
  Assets:Broker:IB:MSFT    20 MSFT {242.35 USD}
  Assets:Broker:IB:Cash

2022-01-03 * "IB" "买入 MSFT"
  Assets:Broker:IB:MSFT    10 MSFT {334.75 USD}
  Assets:Broker:IB:Cash

2021-06-01 * "IB" "买入 TSLA"
  Assets:Broker:IB:TSLA    10 TSLA {200.00 USD}
  Assets:Broker:IB:Cash

2021-06-01 * "IB" "买入 AMZN"
  Assets:Broker:IB:AMZN    10 AMZN {100.00 USD}
  Assets:Broker:IB:Cash

2021-07-01 * "IB" "买入 AMZN"
  Assets:Broker:IB:AMZN    10 AMZN {120.00 USD}
  Assets:Broker:IB:Cash

2021-05-10 * "易方达" "基金申购 易方达蓝筹"
  Assets:Fund:F005827     3485.17 F005827 {{9985.00 CNY}}
  Expenses:Fees             15.00 CNY
  Assets:Bank:ICBC      -10000.00 CNY

2025-01-02 price HK00700 380.00 HKD
`;
