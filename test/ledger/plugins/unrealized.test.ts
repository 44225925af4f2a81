// beancount.plugins.unrealized against Beancount 2.3's loader: the gains transactions (narration,
// numbers at full precision, lines) and the opens it adds, and its errors, on bean-example ledgers
// and on hand-written cases (no price, an inverse price only, several lots, a sold-out holding,
// a sub-account, a name Beancount rejects, an account whose currencies exclude the gain's).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { writtenTransactions } from '../../../src/ledger/query/transactions.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectLoadLikeBeancount } from '../../support/booked_views.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('unrealized-');

async function sameAsBeancount(text: string): Promise<Ledger> {
  return (await expectLoadLikeBeancount(workspace.write(text, 'unrealized'), workspace.worker())).ours;
}

const gains = (ledger: Ledger) => ledger.directives.filter((d) => d.type === 'transaction' && d.flag === 'U').map((d) => (d.type === 'transaction' ? d.narration : ''));

const CASES = `
2020-01-01 open Assets:Broker
2020-01-01 open Assets:Cash
2020-01-01 open Assets:Crypto BTC
2020-01-01 open Assets:Dust
2020-01-01 open Liabilities:Short
2020-01-01 open Income:Broker:Gains
2020-01-02 * "buy"
  Assets:Broker  10 HOOL {100.00 USD}
  Assets:Cash
2020-01-03 * "buy more"
  Assets:Broker  5 HOOL {110.123 USD}
  Assets:Cash
2020-01-04 * "buy another"
  Assets:Broker  3 ACME {7 EUR}
  Assets:Cash
2020-01-05 * "buy and sell all"
  Assets:Broker  2 GONE {5 USD}
  Assets:Cash
2020-01-06 * "sell"
  Assets:Broker  -2 GONE {5 USD}
  Assets:Cash
2020-01-07 * "coins"
  Assets:Crypto  0.5 BTC {6000 USD}
  Assets:Cash
2020-01-08 * "short"
  Liabilities:Short  -4 SHRT {20 USD}
  Assets:Cash
2020-01-09 * "dust: a narration of 5.0E-7 units, as Python writes the Decimal"
  Assets:Dust  0.00000050 BTC {30000 USD}
  Assets:Cash
2020-02-01 price HOOL  123.4567 USD
2020-02-02 price HOOL  121.1 USD
2020-02-01 price USD  0.000125 BTC
2020-02-01 price SHRT  25 USD
2020-02-01 price GONE  9 USD
2020-03-01 * "last entry"
  Assets:Cash  1 USD
  Assets:Cash  -1 USD
`;

describe.runIf(run)('the unrealized plugin, as Beancount 2.3 runs it', () => {
  it('books each holding at its latest price, opens what it needs, and reports a holding without price', async () => {
    const ledger = await sameAsBeancount(`plugin "beancount.plugins.unrealized"\n${CASES}`);
    expect(gains(ledger).length).toBeGreaterThanOrEqual(3);
    expect(ledger.errors.map((e) => e.message)).toContain('A valid price for ACME/EUR could not be found');
  });

  it('books on a sub-account when configured, and refuses a sub-account name Beancount rejects', async () => {
    await sameAsBeancount(`plugin "beancount.plugins.unrealized" "Unrealized"\n${CASES}`);
    const refused = await sameAsBeancount(`plugin "beancount.plugins.unrealized" "unrealized gains"\n${CASES}`);
    expect(gains(refused)).toEqual([]);
  });

  it('agrees on bean-example ledgers with investments and prices', async () => {
    for (const seed of [3, 11]) {
      const example = execFileSync('bean-example', ['--seed', String(seed), '--date-begin', '2018-01-01', '--date-end', '2021-06-30'], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const ledger = await sameAsBeancount(`plugin "beancount.plugins.unrealized" "Unrealized"\n${example}`);
      expect(gains(ledger).length).toBeGreaterThan(0);
    }
  }, 120_000);
});

describe('the unrealized gains in the service', () => {
  it('are not written transactions (no text in any file), but count in balances', () => {
    const ledger = Ledger.fromText(`plugin "beancount.plugins.unrealized"\n${CASES}`);
    const written = writtenTransactions(ledger.directives);
    expect(written.some((t) => t.flag === 'U')).toBe(false);
    expect(written).toHaveLength(ledger.directives.filter((d) => d.type === 'transaction').length - gains(ledger).length);
    const hool = ledger.directives.find((d) => d.type === 'transaction' && d.flag === 'U' && d.narration.includes('HOOL'));
    expect(hool?.type === 'transaction' && hool.postings.map((p) => `${p.account} ${p.units.number} ${p.units.currency}`)).toEqual(['Assets:Broker 265.885 USD', 'Income:Broker -265.885 USD']);
  });
});
