// Recheck of share trades from text (trades QA, session 50): 花了 N said of the units is their total,
// English trades read as the Chinese ones, 止盈/止损 are sales, 1手 of an A share is 100 shares, a
// wallet named that holds no money of the holding is refused, the money is written with the
// currency's decimals (Beancount rounds the gain it interpolates to the fewest written), and a sale
// dated before later sales may not take the lots they booked.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { beanCheck } from '../support/bean-check.ts';
import { SHARE_TRADES_LEDGER } from './share-trades-ledger.ts';
import { postingText, tradeDraftText } from './trade-draft-text.ts';

const SAID_ON = '2026-11-20';
const ledger = Ledger.fromText(SHARE_TRADES_LEDGER, 'ledger.beancount');
const GAIN = 'Income:CapitalGains';

const DRAFTS: readonly { text: string; postings: readonly string[]; warning?: RegExp }[] = [
  // 花了 N before or after the units: what they cost, not N each
  { text: '花了 15201 买入 茅台 10股', postings: ['Assets:Broker:Huatai:SH600519  10 SH600519 {{15201 CNY}}', 'Assets:Broker:Huatai:Cash  -15201.00 CNY'] },
  { text: '买入 茅台 10股 花了 15201', postings: ['Assets:Broker:Huatai:SH600519  10 SH600519 {{15201 CNY}}', 'Assets:Broker:Huatai:Cash  -15201.00 CNY'] },
  { text: '一共花了 15201 买了 10股 茅台', postings: ['Assets:Broker:Huatai:SH600519  10 SH600519 {{15201 CNY}}', 'Assets:Broker:Huatai:Cash  -15201.00 CNY'] },
  { text: '总共 花了 38500 港币 买入 腾讯 100股', postings: ['Assets:Broker:Huatai:HK00700  100 HK00700 {{38500 HKD}}', 'Assets:Broker:Huatai:HKD  -38500.00 HKD'] },
  // English, as the Chinese forms
  { text: 'bought 10 AAPL at 230', postings: ['Assets:Broker:IB:AAPL  10 AAPL {230 USD}', 'Assets:Broker:IB:Cash  -2300.00 USD'] },
  { text: 'sold 5 AAPL @ 250', postings: ['Assets:Broker:IB:AAPL  -5 AAPL {} @ 250 USD', 'Assets:Broker:IB:Cash  1250.00 USD', GAIN] },
  { text: 'buy 10 MSFT at 410 commission 1', postings: ['Assets:Broker:IB:MSFT  10 MSFT {410 USD}', 'Expenses:Fees  1.00 USD', 'Assets:Broker:IB:Cash  -4101.00 USD'] },
  { text: 'sold 15 shares of AAPL at 245.5, commission 1', postings: ['Assets:Broker:IB:AAPL  -15 AAPL {} @ 245.5 USD', 'Expenses:Fees  1.00 USD', 'Assets:Broker:IB:Cash  3681.50 USD', GAIN] },
  { text: 'bought 10 shares of AAPL for 1853 USD', postings: ['Assets:Broker:IB:AAPL  10 AAPL {{1853 USD}}', 'Assets:Broker:IB:Cash  -1853.00 USD'] },
  { text: '买入 10 股 AAPL 花了 1853 美元', postings: ['Assets:Broker:IB:AAPL  10 AAPL {{1853 USD}}', 'Assets:Broker:IB:Cash  -1853.00 USD'] },
  // 止盈/止损 said alone are sales
  { text: '止盈 茅台 lot-b 10股 1900', postings: ['Assets:Broker:Huatai:SH600519  -10 SH600519 {"lot-b"} @ 1900 CNY', 'Assets:Broker:Huatai:Cash  19000.00 CNY', GAIN] },
  { text: '止损 苹果 10股 120', postings: ['Assets:Broker:IB:AAPL  -10 AAPL {} @ 120 USD', 'Assets:Broker:IB:Cash  1200.00 USD', GAIN] },
  // 1手 of an A share is 100 shares
  { text: '买入 茅台 1手 1520', postings: ['Assets:Broker:Huatai:SH600519  100 SH600519 {1520 CNY}', 'Assets:Broker:Huatai:Cash  -152000.00 CNY'] },
  // the money with the currency's two decimals (2099.1 would make Beancount round the gain to 0.1)
  { text: '卖出 微软 5股 420.12 佣金 1.5', postings: ['Assets:Broker:IB:MSFT  -5 MSFT {} @ 420.12 USD', 'Expenses:Fees  1.50 USD', 'Assets:Broker:IB:Cash  2099.10 USD', GAIN] },
  // the broker named by its CNY cash, for shares costed in HKD: its HKD, warned
  { text: '买入 腾讯 100股 380 用 华泰', postings: ['Assets:Broker:Huatai:HK00700  100 HK00700 {380 HKD}', 'Assets:Broker:Huatai:HKD  -38000.00 HKD'], warning: /华泰 is Assets:Broker:Huatai:Cash, which holds no HKD: used Assets:Broker:Huatai:HKD/ },
  // a lot named by the day it was bought (the year left out: that month and day), not the day of the sale
  { text: '卖出 茅台 2021-09-15 那批 50股 1800', postings: ['Assets:Broker:Huatai:SH600519  -50 SH600519 {2021-09-15} @ 1800 CNY', 'Assets:Broker:Huatai:Cash  90000.00 CNY', GAIN] },
  { text: '卖出 茅台 2021-03-01 的 20股 1800', postings: ['Assets:Broker:Huatai:SH600519  -20 SH600519 {2021-03-01} @ 1800 CNY', 'Assets:Broker:Huatai:Cash  36000.00 CNY', GAIN] },
  { text: '昨天 卖了 茅台 9月15号 买的 那批 10股 1800', postings: ['Assets:Broker:Huatai:SH600519  -10 SH600519 {2021-09-15} @ 1800 CNY', 'Assets:Broker:Huatai:Cash  18000.00 CNY', GAIN] },
  { text: '从 盈透 卖出 苹果 40股 成交价 240 佣金 1.5', postings: ['Assets:Broker:IB:AAPL  -40 AAPL {} @ 240 USD', 'Expenses:Fees  1.50 USD', 'Assets:Broker:IB:Cash  9598.50 USD', GAIN] },
];

describe('share trades said in more ways are drafts', () => {
  for (const c of DRAFTS) {
    it(c.text, () => {
      const e = parseEntry(ledger, c.text, SAID_ON);
      expect(e.postings.map(postingText)).toEqual(c.postings);
      if (c.warning) expect(e.warnings.join('\n')).toMatch(c.warning);
      else expect(e.warnings).toEqual([]);
      const checked = beanCheck(`${SHARE_TRADES_LEDGER}\n${tradeDraftText(e)}`);
      if (checked !== null) expect(checked.errors).toBe('');
    });
  }
});

function problemOf(text: string, on: Ledger = ledger): Problem {
  try {
    parseEntry(on, text, SAID_ON);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`no 422 for ${text}`);
}

describe('share trades that would book the wrong money are a 422', () => {
  it('a code no account holds, traded in English (it was income in CNY)', () => {
    expect(problemOf('sold 5 NVDA @ 250').detail).toMatch(/no account holds NVDA/);
    expect(problemOf('bought 10 shares of NVDA at 140').detail).toMatch(/no account holds NVDA/);
  });
  it('a lot named by a day on which no lot was bought', () => {
    expect(problemOf('卖出 茅台 2021-09-16 那批 10股 1800').detail).toMatch(/no lot bought on 2021-09-16 held/);
  });
  it('a wallet named that holds no money of the holding\'s cost', () => {
    expect(problemOf('买入 苹果 10股 230 从 工行').detail).toMatch(/工行 is Assets:Bank:ICBC, which holds CNY, not USD/);
  });
  it('a sale dated before a later one that booked the lots it would take first (FIFO)', () => {
    const later = Ledger.fromText(`${SHARE_TRADES_LEDGER}\n2026-11-25 * "IB" "卖出 AAPL"\n  Assets:Broker:IB:AAPL  -120 AAPL {} @ 230.00 USD\n  Assets:Broker:IB:Cash  27600.00 USD\n  Income:CapitalGains\n`, 'ledger.beancount');
    expect(problemOf('卖出 苹果 10股 200', later).detail).toMatch(/this sale would change the sale of 2026-11-25 \(100 AAPL at 135\.00 USD of 2021-02-01\)/);
    // the later sale keeps its lots: a draft
    const kept = Ledger.fromText(`${SHARE_TRADES_LEDGER}\n2026-11-25 * "IB" "卖出 AAPL"\n  Assets:Broker:IB:AAPL  -50 AAPL {} @ 230.00 USD\n  Assets:Broker:IB:Cash  11500.00 USD\n  Income:CapitalGains\n`, 'ledger.beancount');
    expect(parseEntry(kept, '卖出 苹果 10股 200', SAID_ON).postings.map(postingText)).toEqual(['Assets:Broker:IB:AAPL  -10 AAPL {} @ 200 USD', 'Assets:Broker:IB:Cash  2000.00 USD', GAIN]);
  });
});
