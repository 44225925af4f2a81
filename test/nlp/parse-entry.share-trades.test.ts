// Shares and fund units bought and sold, said with the holding, the units and the price (investor
// QA, session 50): they were all a 422 saying what to send to POST /bean/transactions. Now a draft
// as a careful Beancount user writes it (units at a cost, or off the lots with {} at a price, the
// broker's cash, the fee, the gain left to Beancount), and the 422 is kept for what Beancount
// would not book for sure. Each draft is bean-checked in the ledger.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { beanCheck } from '../support/bean-check.ts';
import { SHARE_TRADES_LEDGER } from './share-trades-ledger.ts';
import { postingText, tradeDraftText } from './trade-draft-text.ts';

const SAID_ON = '2026-11-20';
const ledger = Ledger.fromText(SHARE_TRADES_LEDGER, 'ledger.beancount');

const DRAFTS: readonly { text: string; postings: readonly string[]; warning?: RegExp }[] = [
  { text: '买入 茅台 100股 1520.5 佣金 5', postings: ['Assets:Broker:Huatai:SH600519  100 SH600519 {1520.5 CNY}', 'Expenses:Fees  5.00 CNY', 'Assets:Broker:Huatai:Cash  -152055.00 CNY'] },
  // the total said: the cost of all the units, {{ }}
  { text: '买入 茅台 100股 共 152050', postings: ['Assets:Broker:Huatai:SH600519  100 SH600519 {{152050 CNY}}', 'Assets:Broker:Huatai:Cash  -152050.00 CNY'] },
  // a lot named by its label on a STRICT account of several lots
  { text: '卖出 茅台 lot-b 10股 1750 佣金 5', postings: ['Assets:Broker:Huatai:SH600519  -10 SH600519 {"lot-b"} @ 1750 CNY', 'Expenses:Fees  5.00 CNY', 'Assets:Broker:Huatai:Cash  17495.00 CNY', 'Income:CapitalGains'] },
  // all the units: certain whatever the lots
  { text: '清仓 茅台 1800', postings: ['Assets:Broker:Huatai:SH600519  -150 SH600519 {} @ 1800 CNY', 'Assets:Broker:Huatai:Cash  270000.00 CNY', 'Income:CapitalGains'] },
  // one lot held
  { text: '卖出 宁德时代 100股 210', postings: ['Assets:Broker:Huatai:SZ300750  -100 SZ300750 {} @ 210 CNY', 'Assets:Broker:Huatai:Cash  21000.00 CNY', 'Income:CapitalGains'] },
  // 港股通: costed in HKD (its lots and prices), paid from the broker's HKD, never the ledger's CNY
  { text: '买入 腾讯 100股 380', postings: ['Assets:Broker:Huatai:HK00700  100 HK00700 {380 HKD}', 'Assets:Broker:Huatai:HKD  -38000.00 HKD'] },
  // FIFO and LIFO at the US broker, in USD
  { text: '卖出 苹果 120股 230 佣金 1', postings: ['Assets:Broker:IB:AAPL  -120 AAPL {} @ 230 USD', 'Expenses:Fees  1.00 USD', 'Assets:Broker:IB:Cash  27599.00 USD', 'Income:CapitalGains'] },
  { text: '卖出 微软 15股 420', postings: ['Assets:Broker:IB:MSFT  -15 MSFT {} @ 420 USD', 'Assets:Broker:IB:Cash  6300.00 USD', 'Income:CapitalGains'] },
  // NONE matches no lot: the one lot's cost is written
  { text: '卖出 特斯拉 5股 300', postings: ['Assets:Broker:IB:TSLA  -5 TSLA {200.00 USD} @ 300 USD', 'Assets:Broker:IB:Cash  1500.00 USD', 'Income:CapitalGains'] },
  // fund units with the units and the net value said, paid from the bank its history used
  // (1.234 is warned of as 1234 with a dot grouping thousands, as any such number is: numbers.ts)
  { text: '申购 易方达蓝筹 4051.86份 净值 1.234', postings: ['Assets:Fund:F005827  4051.86 F005827 {1.234 CNY}', 'Assets:Bank:ICBC  -4999.99524 CNY'], warning: /read 1\.234 as 1\.234/ },
  { text: '赎回 易方达蓝筹 2000份 净值 2.91 手续费 29.1', postings: ['Assets:Fund:F005827  -2000 F005827 {} @ 2.91 CNY', 'Expenses:Fees  29.10 CNY', 'Assets:Bank:ICBC  5790.90 CNY', 'Income:CapitalGains'] },
];

describe('a trade of shares or fund units said with its units and price is a draft', () => {
  for (const c of DRAFTS) {
    it(c.text, () => {
      const e = parseEntry(ledger, c.text, SAID_ON);
      expect(e.postings.map(postingText)).toEqual(c.postings);
      expect(e.date).toBe(SAID_ON);
      if (c.warning) expect(e.warnings.join('\n')).toMatch(c.warning);
      else expect(e.warnings).toEqual([]);
      // each on its own, in the ledger as it is (the sales would overlap otherwise)
      const checked = beanCheck(`${SHARE_TRADES_LEDGER}\n${tradeDraftText(e)}`);
      if (checked !== null) expect(checked.errors).toBe('');
    });
  }
});

function problemOf(text: string): Problem {
  try {
    parseEntry(ledger, text, SAID_ON);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`no 422 for ${text}`);
}

describe('a trade Beancount would not book for sure stays a 422', () => {
  it('a part of a STRICT holding of several lots, no lot named: the lots are named', () => {
    const p = problemOf('卖出 茅台 10股 1750');
    expect(p.status).toBe(422);
    expect(p.detail).toMatch(/STRICT and holds 2 lots/);
    expect(p.errors[0]!.message).toMatch(/50 at 2050\.00 CNY of 2021-03-01 "lot-a"; 100 at 1720\.00 CNY of 2021-09-15 "lot-b"/);
  });
  it('a NONE holding of several lots: which cost is not said', () => {
    expect(problemOf('卖出 亚马逊 5股 150').detail).toMatch(/books NONE and holds 2 lots/);
  });
  it('more than is held', () => {
    expect(problemOf('卖出 苹果 500股 230').detail).toMatch(/selling 500 AAPL, but Assets:Broker:IB:AAPL holds 150/);
  });
  it('more than the lot named holds', () => {
    expect(problemOf('卖出 茅台 lot-a 60股 1750').detail).toMatch(/lot "lot-a", which holds 50/);
  });
  it('all sold without a price', () => {
    expect(problemOf('清仓 宁德时代').detail).toMatch(/buying or selling SZ300750 is not read from text/);
  });
  it('money into a fund: the units are not known until confirmed', () => {
    expect(problemOf('申购 易方达蓝筹 5000').detail).toMatch(/buying or selling F005827 is not read from text/);
  });
  it('units of a fund without its net value', () => {
    expect(problemOf('申购 易方达蓝筹 4051.86份 5000').detail).toMatch(/buying or selling F005827 is not read from text/);
  });
  it('手 of shares other than A shares, whose size is the market\'s', () => {
    expect(problemOf('买入 腾讯 1手 380').detail).toMatch(/buying or selling HK00700 is not read from text/);
  });
  it('a bare number far from the last price known: the total, or a slip', () => {
    expect(problemOf('买入 腾讯 100股 38000').detail).toMatch(/38000 is far from the last price of HK00700 \(380\.00 HKD\)/);
    // said with 价, it is the price as said
    expect(parseEntry(ledger, '买入 腾讯 100股 价 38000', SAID_ON).postings[0]!.cost).toEqual({ number: '38000', currency: 'HKD' });
  });
  it('a price in another currency than the holding is costed in', () => {
    expect(problemOf('买入 腾讯 100股 380 美元').detail).toMatch(/HK00700 is held at a cost in HKD, not USD/);
  });
});
