// QA travel (session 51): on a traveller's ledger the documented move between my accounts in two
// currencies (Wise 转 500 欧 到招行 到账 3920 元, Wise 转 1000 USD 到招行 到账 7180) was two incomes
// with Wise going up: 招行, no alias of its own, named the bank account and the 招行 credit card
// alike, so no card was read as paying at a price; and Wise, the EUR wallet's alias, could not take
// the dollars its USD sibling holds. Exchanges the README reads (Wise 换汇 500 EUR 到招行 3920,
// 从 Wise 转 100 美元 到 招行 汇率 7.12) were 422s for the same reasons. Yen withdrawn at an ATM with
// no card named came out of a share account open for any currency (Assets:HK:Broker), and foreign
// money paid 现金 came out of the yuan's cash at an estimated price.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 commodity TENCENT
2026-01-01 open Assets:CN:CMB CNY
  alias: "招行卡,招商银行,招行储蓄卡"
2026-01-01 open Assets:CN:WeChat CNY
  alias: "微信,微信支付"
2026-01-01 open Assets:CN:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:CN:Cash CNY
  alias: "现金"
2026-01-01 open Liabilities:CN:CMB:CreditCard CNY
  alias: "招行信用卡,信用卡"
2026-01-01 open Assets:JP:Cash JPY
  alias: "日元现金"
2026-01-01 open Assets:Wise:EUR EUR
  alias: "Wise,Wise欧元"
2026-01-01 open Assets:Wise:USD USD
2026-01-01 open Assets:HK:Broker
2026-01-01 open Income:TaxRefund
  alias: "退税"
2026-01-01 open Income:HK:Dividends
2026-01-01 open Equity:Opening-Balances
2026-01-01 open Expenses:Food:Dining
2026-01-01 open Expenses:Food:Snacks
2026-01-01 open Expenses:Fees:Bank

2026-06-01 price JPY 0.0480 CNY
2026-06-01 price EUR 7.8500 CNY
2026-06-01 price USD 7.1800 CNY

2026-06-02 * "Opening balances"
  Assets:CN:CMB  50000.00 CNY
  Assets:CN:Alipay  3000.00 CNY
  Assets:CN:Cash  800.00 CNY
  Assets:Wise:EUR  2000.00 EUR
  Assets:Wise:USD  1500.00 USD
  Equity:Opening-Balances

2026-06-03 * "Futu" "Buy Tencent"
  Assets:HK:Broker  100 TENCENT {385.20 HKD}
  Equity:Opening-Balances

2026-06-20 * "Futu" "Tencent dividend"
  Assets:HK:Broker  340.00 HKD
  Income:HK:Dividends

2026-09-12 * "支付宝" "换汇 日元"
  Assets:JP:Cash  10000 JPY @@ 480.00 CNY
  Assets:CN:Alipay  -480.00 CNY

2026-09-24 * "Seven Bank ATM" "ATM 取现 日元"
  Assets:JP:Cash  20000 JPY @@ 962.00 CNY
  Expenses:Fees:Bank  30.00 CNY
  Assets:CN:CMB  -992.00 CNY

2026-10-02 * "Seven Bank ATM" "ATM 取现 日元"
  Assets:JP:Cash  30000 JPY @@ 1437.30 CNY
  Expenses:Fees:Bank  30.00 CNY
  Assets:CN:CMB  -1467.30 CNY

2026-10-05 * "一兰" "拉面"
  Expenses:Food:Dining  980 JPY
  Assets:JP:Cash  -980 JPY
`;

const SAID_ON = '2026-11-20';

checkedSuite('a move between my accounts in two currencies, 招行 naming the bank account and its card alike', LEDGER, [
  // the bank's name said alone is its bank account, which takes the yuan that arrived: a move at that price
  { text: 'Wise 转 500 欧 到招行 到账 3920 元', postings: 'Assets:Wise:EUR -500 EUR @@ 3920 CNY; Assets:CN:CMB 3920 CNY', guessed: false },
  { text: 'Wise 转 500 EUR 到招行 到账 3920', postings: 'Assets:Wise:EUR -500 EUR @@ 3920 CNY; Assets:CN:CMB 3920 CNY', guessed: false },
  { text: '从 Wise 转 500 欧 到招行 入账 3920 元', postings: 'Assets:Wise:EUR -500 EUR @@ 3920 CNY; Assets:CN:CMB 3920 CNY', guessed: false },
  { text: 'Wise 换汇 500 EUR 到招行 3920', postings: 'Assets:Wise:EUR -500 EUR @@ 3920 CNY; Assets:CN:CMB 3920 CNY', guessed: false },
  { text: 'Wise 换汇 7850 CNY 从 招行 到 Wise 1000 EUR', postings: 'Assets:CN:CMB -7850 CNY; Assets:Wise:EUR 1000 EUR @@ 7850 CNY', guessed: false },
  // Wise aliasing the EUR wallet names the USD one beside it too, which holds the dollars
  { text: 'Wise 转 1000 USD 到招行 到账 7180', postings: 'Assets:Wise:USD -1000 USD @@ 7180 CNY; Assets:CN:CMB 7180 CNY', guessed: false },
  { text: '从 Wise 转 100 美元 到 招行 汇率 7.12', postings: 'Assets:Wise:USD -100 USD @ 7.12 CNY; Assets:CN:CMB 712 CNY', guessed: false },
], SAID_ON);

checkedSuite('foreign cash withdrawn with no card named', LEDGER, [
  // from the card the cash put in the yen's wallet came from most often, at the ledger's price (warned)
  { text: 'ATM取了 10000 日元', postings: 'Assets:CN:CMB -480 CNY; Assets:JP:Cash 10000 JPY @ 0.0480 CNY', warning: /used Assets:CN:CMB \(where the cash put in Assets:JP:Cash came from before\)[\s\S]*estimated at the latest price/ },
  { text: 'ATM 取了 20000 日元 手续费 30 人民币 招行卡', postings: 'Assets:CN:CMB -960 CNY; Assets:JP:Cash 20000 JPY @ 0.0480 CNY; Expenses:Fees:Bank 30 CNY; Assets:CN:CMB -30 CNY', guessed: true },
  // the wallet said with the fee pays the fee
  { text: 'ATM取了 10000 日元 手续费 30 元 微信', postings: 'Assets:CN:CMB -480 CNY; Assets:JP:Cash 10000 JPY @ 0.0480 CNY; Expenses:Fees:Bank 30 CNY; Assets:CN:WeChat -30 CNY', guessed: true },
  // the card named, as before
  { text: 'ATM取了 10000 日元 招行卡', postings: 'Assets:CN:CMB -480 CNY; Assets:JP:Cash 10000 JPY @ 0.0480 CNY', warning: /estimated at the latest price/ },
], SAID_ON);

checkedSuite('foreign money paid in cash', LEDGER, [
  // 现金 with yen is the cash that holds yen: cash is not billed at a price
  { text: '拉面 980円 现金', postings: 'Expenses:Food:Dining 980 JPY; Assets:JP:Cash -980 JPY', guessed: false },
  { text: '拉面 980 JPY 现金', postings: 'Expenses:Food:Dining 980 JPY; Assets:JP:Cash -980 JPY', guessed: false },
  // the yuan's cash, as before
  { text: '午饭 35 现金', postings: 'Expenses:Food:Dining 35 CNY; Assets:CN:Cash -35 CNY', guessed: false },
  // money an exchange got arriving in cash keeps the price said, as before
  { text: '换了10000日元 花了 480 人民币 支付宝 到 日元现金', postings: 'Assets:CN:Alipay -480 CNY; Assets:JP:Cash 10000 JPY @@ 480 CNY', guessed: false },
], SAID_ON);

function problemOf(text: string, ledgerText = LEDGER): Problem | null {
  try {
    parseEntry(Ledger.fromText(ledgerText, 'ledger.beancount'), text, SAID_ON);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  return null;
}

describe('foreign money paid in cash with no cash in that money', () => {
  it('is a 422 that says which cash account to open', () => {
    const problem = problemOf('巴黎 面包 3.2 欧 现金');
    expect(problem?.status).toBe(422);
    expect(problem?.detail).toBe('no account for cash in EUR is open: 现金 names Assets:CN:Cash, which holds only CNY, not EUR');
  });
});

describe('foreign cash withdrawn with no card named and no history of it', () => {
  it('never comes out of an account of shares', () => {
    const fresh = LEDGER.slice(0, LEDGER.indexOf('2026-09-12 *'));
    const problem = problemOf('ATM取了 10000 日元', fresh);
    expect(problem?.status).toBe(422);
    expect(problem?.detail).toBe('no account to transfer from');
  });
});
