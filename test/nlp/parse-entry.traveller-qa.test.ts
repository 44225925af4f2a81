// QA of session 32: a traveller's sentences on a CNY ledger with cash in three currencies, a Visa
// card mostly charged in EUR and a brokerage account. Each case here was wrong before: an equivalent
// said after the card (酒店 120 欧元 visa 约合 940 元) was a second purchase, of 940 EUR.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const LEDGER = `option "operating_currency" "CNY"
1980-01-01 commodity CNY
1980-01-01 commodity USD
1980-01-01 commodity EUR
1980-01-01 commodity JPY
1980-01-01 commodity AAPL

2026-01-01 open Assets:Cash CNY
2026-01-01 open Assets:Cash:USD USD
2026-01-01 open Assets:Cash:JPY JPY
2026-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2026-01-01 open Assets:Broker:IB:Cash USD
2026-01-01 open Assets:Broker:IB:AAPL AAPL
2026-01-01 open Liabilities:CreditCard:Visa
  alias: "visa,Visa卡"
2026-01-01 open Expenses:Food:Dining
  alias: "吃饭,拉面,午餐"
2026-01-01 open Expenses:Travel:Hotel
  alias: "酒店,hotel"
2026-01-01 open Expenses:Transport:Taxi
  alias: "打车,taxi"
2026-01-01 open Expenses:Uncategorized
2026-01-01 open Equity:Opening-Balances

2026-01-02 * "Opening"
  Assets:Bank:CMB  50000.00 CNY
  Equity:Opening-Balances

2026-06-01 * "Paris" "酒店"
  Expenses:Travel:Hotel  120 EUR
  Liabilities:CreditCard:Visa  -120 EUR

2026-06-02 * "Paris" "午餐"
  Expenses:Food:Dining  35 EUR
  Liabilities:CreditCard:Visa  -35 EUR
`;

checkedSuite('a traveller: an equivalent said after the card', LEDGER, [
  { text: '酒店 120 欧元 visa 约合 940 元', postings: 'Expenses:Travel:Hotel 120 EUR; Liabilities:CreditCard:Visa -120 EUR', narration: '酒店 约合 940 元', warning: /read 940 元 as what 120 EUR came to: booked 120 EUR/ },
  { text: '酒店 120 欧元 visa 合人民币 940', postings: 'Expenses:Travel:Hotel 120 EUR; Liabilities:CreditCard:Visa -120 EUR', narration: '酒店 合人民币 940', warning: /read 940 CNY as what 120 EUR came to/ },
  { text: '酒店 120 欧元 约合 940 元 visa', postings: 'Expenses:Travel:Hotel 120 EUR; Liabilities:CreditCard:Visa -120 EUR', warning: /read 940 元 as what 120 EUR came to/ },
  { text: '酒店 120 欧元 visa 折合 940', postings: 'Expenses:Travel:Hotel 120 EUR; Liabilities:CreditCard:Visa -120 EUR', warning: /what 120 EUR came to/ },
  { text: '酒店 120 欧元 visa 相当于 940 元', postings: 'Expenses:Travel:Hotel 120 EUR; Liabilities:CreditCard:Visa -120 EUR', warning: /what 120 EUR came to/ },
  { text: '酒店 120 欧元 visa ≈ 940 元', postings: 'Expenses:Travel:Hotel 120 EUR; Liabilities:CreditCard:Visa -120 EUR', warning: /what 120 EUR came to/ },
  // as before: the card named last, and two items on the card
  { text: '酒店 120 欧元 合人民币 940 visa', postings: 'Expenses:Travel:Hotel 120 EUR; Liabilities:CreditCard:Visa -120 EUR', narration: '酒店 合人民币 940', warning: /read 940 CNY as what 120 EUR came to/ },
  { text: '酒店 120 欧元 午餐 35 欧元 visa', postings: 'Expenses:Travel:Hotel 120 EUR; Expenses:Food:Dining 35 EUR; Liabilities:CreditCard:Visa -155 EUR' },
], SAID_ON);
