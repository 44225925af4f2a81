// QA freelancer (session 48): a move between two accounts of mine in two currencies, said with the
// amount that arrived (从 Wise 转 1000 美元 到招行 入账 7180 元), was two incomes with Wise going UP;
// 换汇 with both sides said was refused. A wallet word that is also the last part of a spending
// account (PayPal with Expenses:Fees:PayPal open) was that category: a client paying through PayPal
// was spending on PayPal fees (flag *, no warning), a purchase paid with PayPal too. Client money
// into Wise came off an empty receivable; a fee said as a rate (手续费 4.4%) was dropped silently.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 commodity USD
2025-01-01 commodity HKD
2025-11-01 open Assets:Wise:USD USD
  alias: "Wise,wise"
2025-11-01 open Assets:PayPal USD
  alias: "PayPal,paypal"
2025-11-01 open Assets:Bank:HSBC-HK HKD
  alias: "汇丰,HSBC"
2025-11-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行"
2025-11-01 open Assets:Receivable:Clients USD,CNY
  alias: "客户欠,应收"
2025-11-01 open Income:Freelance USD,CNY,HKD
  alias: "客户,设计费,client"
2025-11-01 open Expenses:Fees:PayPal
  alias: "PayPal手续费"
2025-11-01 open Expenses:Fees:Wise
  alias: "Wise手续费"
2025-11-01 open Expenses:Fees:Bank
  alias: "手续费,银行手续费,fee,fees"
2025-11-01 open Expenses:Software
  alias: "Figma,订阅"
2025-11-01 open Expenses:Uncategorized
2025-11-01 open Income:Uncategorized
2025-11-01 open Equity:Opening-Balances

2025-11-01 price USD 7.1219 CNY
2025-11-01 price HKD 0.9128 CNY
2026-11-21 price USD 7.1689 CNY
2026-11-21 price HKD 0.9099 CNY

2025-11-02 * "Opening balances"
  Assets:Wise:USD          3200.00 USD
  Assets:PayPal             450.00 USD
  Assets:Bank:HSBC-HK     12000.00 HKD
  Assets:Bank:CMB         56000.00 CNY
  Equity:Opening-Balances

2025-11-08 * "PayPal" "Payment from Nordic Apps"
  Assets:PayPal  1051.68 USD
  Expenses:Fees:PayPal  48.72 USD
  Income:Freelance  -1100.40 USD

2025-12-05 * "Nordic Apps" "Design invoice #101"
  Assets:Wise:USD  2450.50 USD
  Income:Freelance

2026-03-01 * "Kiwi Labs" "Invoice sent, unpaid"
  Assets:Receivable:Clients  600.00 USD
  Income:Freelance

2026-03-20 * "Kiwi Labs" "Invoice paid"
  Assets:Wise:USD  600.00 USD
  Assets:Receivable:Clients
`;

const SAID_ON = '2026-11-28';

checkedSuite('a move between my accounts in two currencies, with what arrived or the rate said', LEDGER, [
  // the amount that arrived is the price of the money sent (@@), as a card billed in another currency is
  { text: '从 Wise 转 1000 美元 到招行 入账 7180 元', postings: 'Assets:Wise:USD -1000 USD @@ 7180 CNY; Assets:Bank:CMB 7180 CNY', guessed: false },
  { text: 'Wise 转 1000 USD 到招行 到账 7180', postings: 'Assets:Wise:USD -1000 USD @@ 7180 CNY; Assets:Bank:CMB 7180 CNY', guessed: false },
  { text: 'Wise 提现 1000 美元 到招行 到账 7180 元', postings: 'Assets:Wise:USD -1000 USD @@ 7180 CNY; Assets:Bank:CMB 7180 CNY', guessed: false },
  { text: 'HSBC 转 HKD 5,000 到招行 到账 4,550 元', postings: 'Assets:Bank:HSBC-HK -5000 HKD @@ 4550 CNY; Assets:Bank:CMB 4550 CNY', guessed: false },
  // a rate said is the price of one unit
  { text: 'Wise 转 1000 美元 到招行 汇率 7.18', postings: 'Assets:Wise:USD -1000 USD @ 7.18 CNY; Assets:Bank:CMB 7180 CNY', guessed: false },
  // 换汇 with both accounts and both sides (or the rate) said: the same move (it was a 422)
  { text: 'Wise 换汇 1000 USD 到招行 7180', postings: 'Assets:Wise:USD -1000 USD @@ 7180 CNY; Assets:Bank:CMB 7180 CNY', guessed: false },
  { text: '换汇 1000 美元 从 Wise 到招行 汇率 7.18', postings: 'Assets:Wise:USD -1000 USD @ 7.18 CNY; Assets:Bank:CMB 7180 CNY', guessed: false },
  // without what arrived, at the latest price (as before, warned)
  { text: 'Wise 1000 美元 转到 招行', postings: 'Assets:Wise:USD -1000 USD @ 7.1689 CNY; Assets:Bank:CMB 7168.90 CNY', warning: /estimated at the latest price/ },
], SAID_ON);

describe('an exchange said without its accounts', () => {
  it('is a 422 that says what is missing', () => {
    let problem: Problem | null = null;
    try {
      parseEntry(Ledger.fromText(LEDGER, 'ledger.beancount'), '换了 500 美元 汇率 7.18', SAID_ON);
    } catch (e) {
      if (e instanceof Problem) problem = e;
    }
    expect(problem?.status).toBe(422);
    expect(problem?.detail).toBe('a currency exchange is not read from text');
    expect(problem?.errors[0]!.message).toMatch(/the account it left, the account it reached and what arrived or the rate/);
  });
});

checkedSuite('a wallet word that is also the last part of a fee account', LEDGER, [
  // a client paying through the wallet: money in, the fee of a PayPal payment on PayPal's fee account
  { text: 'Nordic Apps paid $1,234.56 via PayPal, fee $54.62', postings: 'Assets:PayPal 1179.94 USD; Income:Freelance -1234.56 USD; Expenses:Fees:PayPal 54.62 USD', payee: 'Nordic Apps' },
  { text: 'Nordic Apps paid $1,234.56 via PayPal', postings: 'Assets:PayPal 1234.56 USD; Income:Freelance -1234.56 USD', payee: 'Nordic Apps' },
  { text: 'client paid $500 via PayPal, fee $20', postings: 'Assets:PayPal 480 USD; Income:Freelance -500 USD; Expenses:Fees:PayPal 20 USD' },
  { text: 'Acme 付了 500 美元 到 Wise', postings: 'Assets:Wise:USD 500 USD; Income:Uncategorized -500 USD', payee: 'Acme', warning: /no income category matched/ },
  { text: 'Nordic Apps 付了 1,234.56 美元 到 PayPal 手续费 54.62', postings: 'Assets:PayPal 1179.94 USD; Income:Freelance -1234.56 USD; Expenses:Fees:PayPal 54.62 USD' },
  { text: 'PayPal 收款 850 USD 手续费 30', postings: 'Assets:PayPal 820 USD; Income:Uncategorized -850 USD; Expenses:Fees:PayPal 30 USD', guessed: true },
  // I paid with the wallet: spending on what was bought, not the wallet's fee account
  { text: 'paid $8.99 for iCloud with PayPal', postings: 'Expenses:Uncategorized 8.99 USD; Assets:PayPal -8.99 USD', warning: /no spending category matched/ },
  { text: '域名续费 12 美元 paypal', postings: 'Expenses:Uncategorized 12 USD; Assets:PayPal -12 USD', warning: /no spending category matched/ },
  { text: 'Figma 15 USD paypal', postings: 'Expenses:Software 15 USD; Assets:PayPal -15 USD', guessed: false },
  // a fee of the wallet said alone is still its fee account
  { text: 'PayPal 手续费 2.5 USD', postings: 'Expenses:Fees:PayPal 2.5 USD; Assets:PayPal -2.5 USD', guessed: false },
  { text: 'Wise 转账手续费 4.52 USD', postings: 'Expenses:Fees:Wise 4.52 USD; Assets:Wise:USD -4.52 USD', guessed: false },
  // I paid someone through it: still money out
  { text: 'I paid $50 via PayPal', postings: 'Expenses:Uncategorized 50 USD; Assets:PayPal -50 USD', guessed: true },
], SAID_ON);

checkedSuite('client money into a wallet, and a fee said as a rate', LEDGER, [
  // the clients' receivable holds nothing: money earned, on the income account 客户 names
  { text: '收到客户 1200 美元 到 Wise', postings: 'Assets:Wise:USD 1200 USD; Income:Freelance -1200 USD', guessed: false },
  { text: '收到 客户 $1,234.56 wise 手续费 $4.14', postings: 'Assets:Wise:USD 1230.42 USD; Income:Freelance -1234.56 USD; Expenses:Fees:Wise 4.14 USD' },
  // a word says it was owed: off the receivable
  { text: '客户还了 600 美元 wise', postings: 'Assets:Wise:USD 600 USD; Assets:Receivable:Clients -600 USD' },
  { text: '收到客户尾款 600 美元 到 Wise', postings: 'Assets:Wise:USD 600 USD; Assets:Receivable:Clients -600 USD' },
  // the rate of the money, rounded to the cent, taken off what came in (warned with the sum)
  { text: '收到 设计费 3.5k USD paypal 手续费 4.4%', postings: 'Assets:PayPal 3346.00 USD; Income:Freelance -3500 USD; Expenses:Fees:PayPal 154.00 USD', warning: /read 手续费 4\.4% as 154\.00 USD, 4\.4% of 3500/ },
], SAID_ON);

describe('client money when the receivable holds it', () => {
  it('comes off the receivable', () => {
    const owed = `${LEDGER}\n2026-11-01 * "Acme" "Invoice"\n  Assets:Receivable:Clients  1500.00 USD\n  Income:Freelance\n`;
    const e = parseEntry(Ledger.fromText(owed, 'ledger.beancount'), '收到客户 1200 美元 到 Wise', SAID_ON);
    expect(e.postings.map((p) => `${p.account} ${p.units!.number}`)).toEqual(['Assets:Wise:USD 1200', 'Assets:Receivable:Clients -1200']);
  });
});
