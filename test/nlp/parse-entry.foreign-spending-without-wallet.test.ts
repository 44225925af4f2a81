// QA recheck (session 51), findings 3 and 4: spending in a foreign money with no wallet named was
// paid from an account of shares open for any currency (首尔 炸鸡 18000 韩元 from Assets:HK:Broker,
// with Assets:KR:Cash holding the won), and 现金 said with money no cash wallet holds was dropped
// from a top-up (八达通 充值 200 港币 现金 came from the HKD bank account, warned that no source was named).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 commodity TENCENT
2026-01-01 open Assets:CN:CMB CNY
  alias: "招行卡"
2026-01-01 open Assets:CN:Cash CNY
  alias: "现金"
2026-01-01 open Assets:JP:Cash JPY
  alias: "日元现金"
2026-01-01 open Assets:KR:Cash KRW
  alias: "韩元现金"
2026-01-01 open Assets:HK:BOC HKD
  alias: "中银香港"
2026-01-01 open Assets:HK:Octopus HKD
  alias: "八达通"
2026-01-01 open Assets:HK:Broker
2026-01-01 open Income:HK:Dividends
2026-01-01 open Equity:Opening-Balances
2026-01-01 open Expenses:Food:Dining
2026-01-01 open Expenses:Fees:Broker

2026-06-02 * "Opening balances"
  Assets:CN:CMB  50000.00 CNY
  Assets:CN:Cash  800.00 CNY
  Assets:KR:Cash  52000 KRW
  Assets:HK:BOC  5000.00 HKD
  Equity:Opening-Balances

2026-06-03 * "Futu" "Buy Tencent"
  Assets:HK:Broker  100 TENCENT {385.20 HKD}
  Equity:Opening-Balances

2026-06-20 * "Futu" "Tencent dividend"
  Assets:HK:Broker  340.00 HKD
  Income:HK:Dividends

2026-06-21 * "Futu" "佣金"
  Expenses:Fees:Broker  15.00 HKD
  Assets:HK:Broker  -15.00 HKD

2026-06-22 * "Futu" "佣金"
  Expenses:Fees:Broker  15.00 HKD
  Assets:HK:Broker  -15.00 HKD

2026-10-05 * "一兰" "拉面"
  Expenses:Food:Dining  980 JPY
  Assets:JP:Cash  -980 JPY

2026-10-08 * "充值"
  Assets:HK:Octopus  300.00 HKD
  Assets:HK:BOC  -300.00 HKD
`;

const SAID_ON = '2026-11-20';

checkedSuite('spending in a foreign money with no wallet named', LEDGER, [
  // the wallet holding that money pays, not the broker's account open for any currency (warned)
  { text: '首尔 晚饭 18000 韩元', postings: 'Expenses:Food:Dining 18000 KRW; Assets:KR:Cash -18000 KRW', warning: /no payment account named; used Assets:KR:Cash/ },
  { text: '拉面 980円', postings: 'Expenses:Food:Dining 980 JPY; Assets:JP:Cash -980 JPY', warning: /no payment account named; used Assets:JP:Cash/ },
  // what the broker was paid from before still comes from there
  { text: 'Futu 佣金 15 港币', postings: 'Expenses:Fees:Broker 15 HKD; Assets:HK:Broker -15 HKD', guessed: true },
], SAID_ON);

checkedSuite('a top-up said without 现金', LEDGER, [
  { text: '八达通 充值 200 港币', postings: 'Assets:HK:BOC -200 HKD; Assets:HK:Octopus 200 HKD', warning: /no source account named; used Assets:HK:BOC/ },
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

describe('foreign spending with no wallet that holds its money', () => {
  it('never guesses the account of shares', () => {
    const noWon = LEDGER.replace(/.*Assets:KR:Cash.*\n(?:  alias.*\n)?/g, '');
    const problem = problemOf('首尔 晚饭 18000 韩元', noWon);
    expect(problem?.status).toBe(422);
    expect(problem?.detail).toBe('no wallet to pay KRW from is named, and only Assets:HK:Broker, an account of shares or coins, can hold KRW');
  });
});

describe('a top-up paid 现金 with no cash in that money', () => {
  it('is a 422 that says which cash account to open', () => {
    const problem = problemOf('八达通 充值 200 港币 现金');
    expect(problem?.status).toBe(422);
    expect(problem?.detail).toBe('no account for cash in HKD is open: 现金 names Assets:CN:Cash, which holds only CNY, not HKD');
  });
});
