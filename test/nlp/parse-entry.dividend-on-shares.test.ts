// QA of session 33, item 6: `分红 10 股 AAPL 50 美元` (a dividend of 50 USD on 10 shares of AAPL)
// booked 10 AAPL as income into the AAPL account and left the 50 USD out (the 50 after the code read
// as a model number, as in iPhone 15); `分红 100 股 茅台 800` was income of 900. The shares a
// dividend is paid on are no money: the cash is booked as dividend income into the broker's cash
// (or the account named), the shares left in the narration, no longer warned as several numbers
// of which one was picked. 派息 is a dividend too.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const LEDGER = `option "operating_currency" "CNY"
1980-01-01 commodity CNY
1980-01-01 commodity USD
1980-01-01 commodity AAPL
1980-01-01 commodity MOUTAI

2026-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2026-01-01 open Assets:Broker:IB:Cash USD
2026-01-01 open Assets:Broker:IB:AAPL AAPL
2026-01-01 open Assets:Broker:CN:MOUTAI MOUTAI
  alias: "茅台"
2026-01-01 open Liabilities:CreditCard:Visa
  alias: "visa"
2026-01-01 open Income:Broker:Dividends
2026-01-01 open Income:Other
2026-01-01 open Expenses:Uncategorized
`;

checkedSuite('a dividend said with the shares it was paid on', LEDGER, [
  { text: '分红 10 股 AAPL 50 美元', postings: 'Assets:Broker:IB:Cash 50 USD; Income:Broker:Dividends -50 USD', narration: '分红 10 股 AAPL', warning: /^no receiving account named; used Assets:Broker:IB:Cash$/ },
  { text: 'AAPL 10股 分红 50 美元', postings: 'Assets:Broker:IB:Cash 50 USD; Income:Broker:Dividends -50 USD', narration: 'AAPL 10股 分红', warning: /^no receiving account named; used Assets:Broker:IB:Cash$/ },
  { text: '股息 50 美元 AAPL 10股', postings: 'Assets:Broker:IB:Cash 50 USD; Income:Broker:Dividends -50 USD', warning: /^no receiving account named; used Assets:Broker:IB:Cash$/ },
  { text: 'dividend on 10 shares of AAPL 50 USD', postings: 'Assets:Broker:IB:Cash 50 USD; Income:Broker:Dividends -50 USD', narration: 'dividend on 10 shares of AAPL', warning: /^no receiving account named; used Assets:Broker:IB:Cash$/ },
  { text: '派息 10 股 AAPL 50 美元', postings: 'Assets:Broker:IB:Cash 50 USD; Income:Broker:Dividends -50 USD' },
  { text: '分红 100 股 茅台 800 招行', postings: 'Assets:Bank:CMB 800; Income:Broker:Dividends -800', guessed: false },
  // as before: the dividend alone, the cash named by its currency
  { text: 'AAPL 分红 50 美元', postings: 'Assets:Broker:IB:Cash 50 USD; Income:Broker:Dividends -50 USD' },
  { text: '分红 800 招行', postings: 'Assets:Bank:CMB 800; Income:Broker:Dividends -800', guessed: false },
], SAID_ON);
