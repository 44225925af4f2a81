// Investor QA of session 50: `sold all AAPL at 250` / `sell all my AAPL @ 250` was 250 CNY of income
// into the bank; it is the sale of all the AAPL held, as 清仓 苹果 250 is. `bought 0.5 AAPL at 230 USD`
// was Expenses:Fees 0.5 AAPL paid from the holding: a fraction before the code of a holding kept at
// cost is its units, as 买入 苹果 0.5股 230 is (0.01 BTC, kept without cost, is still no count of
// shares). All said beside units that are not all held is a 422 in English as in Chinese.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { beanCheck } from '../support/bean-check.ts';
import { postingText, tradeDraftText } from './trade-draft-text.ts';

const LEDGER = `option "operating_currency" "CNY"
option "operating_currency" "USD"
2021-01-01 commodity USD
2021-01-01 commodity AAPL
2021-01-01 open Equity:Opening-Balances
2021-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2021-01-01 open Assets:Broker:IB:Cash USD
2021-01-01 open Assets:Broker:IB:AAPL AAPL "FIFO"
  alias: "苹果"
2021-01-01 open Income:CapitalGains
2021-01-01 open Expenses:Fees

2021-08-02 * "IB" "买入 苹果"
  Assets:Broker:IB:AAPL  30 AAPL {146.00 USD}
  Assets:Broker:IB:Cash  -4380.00 USD
2024-11-01 * "IB" "买入 苹果"
  Assets:Broker:IB:AAPL  40 AAPL {222.125 USD}
  Assets:Broker:IB:Cash  -8885.00 USD
`;

const SAID_ON = '2026-11-20';
const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
const ALL_SOLD = ['Assets:Broker:IB:AAPL  -70 AAPL {} @ 250 USD', 'Assets:Broker:IB:Cash  17500.00 USD', 'Income:CapitalGains'];
const HALF_BOUGHT = ['Assets:Broker:IB:AAPL  0.5 AAPL {230 USD}', 'Assets:Broker:IB:Cash  -115.00 USD'];
const DRAFTS: readonly { text: string; postings: readonly string[] }[] = [
  { text: '清仓 苹果 250', postings: ALL_SOLD },
  { text: 'sold all AAPL at 250', postings: ALL_SOLD },
  { text: 'sell all my AAPL @ 250', postings: ALL_SOLD },
  { text: 'sold all 70 AAPL at 250', postings: ALL_SOLD },
  { text: '买入 苹果 0.5股 230', postings: HALF_BOUGHT },
  { text: 'bought 0.5 AAPL at 230 USD', postings: HALF_BOUGHT },
  { text: 'sold 0.5 AAPL at 250', postings: ['Assets:Broker:IB:AAPL  -0.5 AAPL {} @ 250 USD', 'Assets:Broker:IB:Cash  125.00 USD', 'Income:CapitalGains'] },
];

describe('English sales of all held, and a fraction of a share said by its code', () => {
  for (const c of DRAFTS) {
    it(c.text, () => {
      const e = parseEntry(ledger, c.text, SAID_ON);
      expect(e.postings.map(postingText)).toEqual(c.postings);
      expect(e.warnings).toEqual([]);
      const checked = beanCheck(`${LEDGER}\n${tradeDraftText(e)}`);
      if (checked !== null) expect(checked.errors).toBe('');
    });
  }
});

describe('all said beside units not all held', () => {
  for (const text of ['sold all 50 AAPL at 250', '清仓 苹果 50股 250']) {
    it(text, () => {
      expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(Problem);
      try {
        parseEntry(ledger, text, SAID_ON);
      } catch (e) {
        expect((e as Problem).detail).toMatch(/selling all AAPL, said as 50, but Assets:Broker:IB:AAPL holds 70/);
      }
    });
  }
});
