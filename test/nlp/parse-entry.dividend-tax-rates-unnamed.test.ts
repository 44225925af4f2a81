// Investor QA of session 50: 腾讯 派息 680 扣了 20%, the rate said with no tax word, was dropped: 680
// arrived. In a dividend a rate taken off (扣了, 代扣) is the tax withheld, 20% of the gross, as 扣了 20%
// 税 is, on the tax account open even when no entry of that income had a tax taken off before (it
// went to the spending stand-in). `85 USD net of 15% tax` said the net: the gross is worked back
// only when it is exact to the cent (100.00), else no tax is booked and the warning says what to
// write; the tax was dropped.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2021-01-01 commodity USD
2021-01-01 commodity HK00700
2021-01-01 commodity AAPL
2021-01-01 open Equity:Opening-Balances
2021-01-01 open Assets:Broker:Huatai:Cash CNY
  alias: "华泰"
2021-01-01 open Assets:Broker:Huatai:HK00700 HK00700 "STRICT"
  alias: "腾讯"
2021-01-01 open Assets:Broker:IB:Cash USD
  alias: "盈透"
2021-01-01 open Assets:Broker:IB:AAPL AAPL "FIFO"
  alias: "苹果"
2021-01-01 open Income:Dividends
2021-01-01 open Expenses:Tax:Withholding
2021-01-01 open Expenses:Fees
`;

const TENCENT = 'Assets:Broker:Huatai:Cash 544.00; Income:Dividends -680; Expenses:Tax:Withholding 136.00';
checkedSuite('a dividend with a rate taken off, no tax word; net of a tax rate', LEDGER, [
  { text: '腾讯 派息 680 扣了 20%', postings: TENCENT, warning: /used Expenses:Tax:Withholding, read as the tax withheld/ },
  { text: '腾讯 派息 680 代扣 20%', postings: TENCENT, warning: /20% of 680/ },
  // (as before: the tax word said)
  { text: '腾讯 派息 680 扣了 20% 税', postings: TENCENT },
  { text: '腾讯 派息 680 扣了 136', postings: 'Assets:Broker:Huatai:Cash 544; Income:Dividends -680; Expenses:Tax:Withholding 136' },
  { text: 'AAPL dividend 85 USD net of 15% tax', postings: 'Assets:Broker:IB:Cash 85 USD; Income:Dividends -100.00 USD; Expenses:Tax:Withholding 15.00 USD', warning: /15% of the gross 100\.00, 85 net/ },
  { text: 'AAPL dividend 20.70 USD net of 10% withholding', postings: 'Assets:Broker:IB:Cash 20.70 USD; Income:Dividends -23.00 USD; Expenses:Tax:Withholding 2.30 USD' },
  // (117.647… is no amount of cents: nothing invented, the warning says what to write)
  { text: 'AAPL dividend 100 USD net of 15% tax', postings: 'Assets:Broker:IB:Cash 100 USD; Income:Dividends -100 USD', warning: /is not exact to the currency.s smallest unit, so no tax was booked[^]*say the tax as an amount/ },
], '2026-11-20');
