// Investor QA of session 50: `AAPL dividend 100 USD 15 withheld` lost the 15 without a warning (100
// arrived, 100 earned): the bare 15 right after the 100 USD, in the same clause, had no words before
// it, so only the amount with a unit was read. A number whose words right after it say it was taken
// off (withheld, tax, 扣税) is a deduction of its own, as with a comma before it. And `腾讯 派息 680`
// with no money said went to the stand-in Income:CapitalGains in CNY, since 派息 names dividend
// accounts in several moneys: the one of the holding named (Income:Dividends:HK00700, HKD) says it.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
option "operating_currency" "USD"
2021-01-01 commodity USD
2021-01-01 commodity HKD
2021-01-01 commodity HK00700
2021-01-01 commodity AAPL
2021-01-01 open Equity:Opening-Balances
2021-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2021-01-01 open Assets:Broker:Huatai:Cash CNY
  alias: "华泰"
2021-01-01 open Assets:Broker:Huatai:HKD HKD
2021-01-01 open Assets:Broker:Huatai:HK00700 HK00700 "STRICT"
  alias: "腾讯"
2021-01-01 open Assets:Broker:IB:Cash USD
  alias: "盈透"
2021-01-01 open Assets:Broker:IB:AAPL AAPL "FIFO"
  alias: "苹果"
2021-01-01 open Income:CapitalGains
2021-01-01 open Income:Dividends:AAPL USD
2021-01-01 open Income:Dividends:HK00700 HKD
2021-01-01 open Expenses:Tax:Withholding
2021-01-01 open Expenses:Fees
`;

const AAPL = 'Assets:Broker:IB:Cash 85 USD; Income:Dividends:AAPL -100 USD; Expenses:Tax:Withholding 15 USD';
checkedSuite('a deduction said after its amount, right after the income; a dividend in the money of the holding named', LEDGER, [
  { text: 'AAPL dividend 100 USD 15 withheld', postings: AAPL, warning: /100 earned, 85 received/ },
  { text: 'AAPL dividend 100 USD 15 USD withheld', postings: AAPL },
  { text: 'AAPL dividend 100 USD 15 tax withheld', postings: AAPL },
  // (as before: with a comma, or the tax word before the amount)
  { text: 'AAPL dividend 100 USD, 15 withheld', postings: AAPL },
  { text: 'AAPL dividend 100 USD withholding tax 15', postings: AAPL },
  { text: '腾讯 派息 680', postings: 'Assets:Broker:Huatai:HKD 680 HKD; Income:Dividends:HK00700 -680 HKD', warning: /read 680 as HKD: 派息 names Income:Dividends:HK00700, which holds only HKD/ },
  { text: '腾讯 派息 680 扣税 136', postings: 'Assets:Broker:Huatai:HKD 544 HKD; Income:Dividends:HK00700 -680 HKD; Expenses:Tax:Withholding 136 HKD' },
  { text: '苹果 分红 23.5', postings: 'Assets:Broker:IB:Cash 23.5 USD; Income:Dividends:AAPL -23.5 USD' },
  // (as before: the money said)
  { text: '腾讯 派息 680 港币', postings: 'Assets:Broker:Huatai:HKD 680 HKD; Income:Dividends:HK00700 -680 HKD' },
], '2026-11-20');
