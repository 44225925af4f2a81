// Investor QA (session 50): the draft of a trade of shares or fund units posts as it is, and what
// the service books for it (the lots reduced and the gain interpolated) is what Beancount books,
// read with its Python API from the file written.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../support/beancount.ts';
import { makeTestApp, type TestApp } from './test-app.ts';
import { SHARE_TRADES_LEDGER } from '../nlp/share-trades-ledger.ts';

// Every posting of the transactions dated argv[2], in file order: account, units, cost (normalized).
const PROGRAM = `
import json, sys
from beancount import loader
from beancount.core import data
entries, errors, options = loader.load_file(sys.argv[1])
assert not errors, errors
n = lambda d: format(d.normalize(), 'f')
out = []
for e in sorted((e for e in entries if isinstance(e, data.Transaction) and str(e.date) == sys.argv[2]), key=lambda e: e.meta['lineno']):
    out.append([[p.account, n(p.units.number) + ' ' + p.units.currency, None if p.cost is None else '%s %s %s %s' % (n(p.cost.number), p.cost.currency, p.cost.date, 'null' if p.cost.label is None else p.cost.label)] for p in e.postings])
print(json.dumps(out))
`;

const SAID_ON = '2024-01-31';
// (then, trades QA recheck: a fee of one decimal, an English sale and a total said with 花了)
const SENTENCES = ['买入 茅台 100股 1520.5 佣金 5', '卖出 苹果 120股 230 佣金 1', '卖出 微软 15股 420', '卖出 茅台 lot-b 10股 1750', '清仓 宁德时代 210', '卖出 微软 5股 420 佣金 1.5', 'sold 5 AAPL @ 250', '买入 10 股 AAPL 花了 1853 美元', '卖出 茅台 2021-03-01 那批 10股 1800'];

type Booked = { account: string; units: { number: string; currency: string }; cost: { number: string; currency: string; date: string | null; label: string | null } | null };
const norm = (s: string) => Decimal.parse(s).normalize().toString();
const row = (p: Booked) => [p.account, `${norm(p.units.number)} ${p.units.currency}`, p.cost === null ? null : `${norm(p.cost.number)} ${p.cost.currency} ${p.cost.date} ${p.cost.label}`];

describe.runIf(requireBeancount())('POST /bean/nlp/parse, shares bought and sold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(SHARE_TRADES_LEDGER);
  });
  afterAll(async () => {
    await t.close();
  });

  test('each draft posts as it is, and the lots and gains booked are Beancount\'s', async () => {
    const booked: unknown[] = [];
    for (const text of SENTENCES) {
      const r = await t.post('/bean/nlp/parse', { text, reference_date: SAID_ON });
      expect(r.statusCode, `${text}: ${r.body}`).toBe(200);
      const { date, flag, payee, narration, postings } = r.json();
      expect(flag, text).toBe('*');
      const posted = await t.post('/bean/transactions', { date, flag, payee, narration, postings });
      expect(posted.statusCode, `${text}: ${posted.body}`).toBe(201);
      booked.push((posted.json().postings as Booked[]).map(row));
    }
    const theirs = JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', PROGRAM, t.ledgerFile, SAID_ON], { encoding: 'utf8' })) as unknown[];
    expect(booked).toEqual(theirs);
    // written out: FIFO took 100 at 135 and 20 at 146 (16420), sold for 27600 less a fee of 1;
    // LIFO took 10 at 334.75 and 5 at 242.35 (4559.25 for 6300); lot-b 10 at 1720 for 1750 each; all 300
    // 宁德时代 at 220.5 sold at 210, a loss of 3150
    const gains = (theirs as string[][][]).map((postings) => postings.find((p) => p[0] === 'Income:CapitalGains')?.[1] ?? null);
    // then LIFO 5 of the 15 left at 242.35 (1211.75) sold for 2100 less 1.5: -888.25, not rounded to
    // -888.2 by a cash of 2098.5; FIFO 5 of the 30 left at 146 for 1250: -520
    expect(gains).toEqual([null, '-11180 USD', '-1740.75 USD', '-300 CNY', '3150 CNY', '-888.25 USD', '-520 USD', null, '2500 CNY']);
    expect(booked.at(-2)).toEqual([['Assets:Broker:IB:AAPL', '10 AAPL', '185.3 USD 2024-01-31 null'], ['Assets:Broker:IB:Cash', '-1853 USD', null]]);
    // the lot named by its day: 10 of lot-a (2050, bought 2021-03-01) at 1800, a loss of 2500
    expect((booked.at(-1) as unknown[][])[0]).toEqual(['Assets:Broker:Huatai:SH600519', '-10 SH600519', '2050 CNY 2021-03-01 lot-a']);
  });
});
