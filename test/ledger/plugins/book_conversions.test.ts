// beancount.plugins.book_conversions against Beancount 2.3's loader: the fixture's lots and
// reductions (costs, split postings, order of postings, income numbers at full precision), the
// `trades` links between them (compared by shape, Beancount's being random), the reductions it
// cannot match (Beancount's repr of the posting, on its line) and the errors that follow; its
// configuration and the ways it fails. Then each rule alone, without Beancount.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directive } from '../../../src/ledger/core/directives.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectPluginFailureLikeBeancount } from '../../support/plugin_comparison.ts';
import { expectLoadLikeBeancount, ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('book-conversions-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/book_conversions.beancount');
const PLUGIN = 'beancount.plugins.book_conversions';

/** `line account units trades` of each posting with `trades`, the links renamed by first appearance (Beancount's are random). */
function linkShape(rows: readonly [number, string, string, string][]): string[] {
  const names = new Map<string, string>();
  return rows.map(([line, account, units, trades]) => {
    const links = trades.split(',').map((link) => {
      expect(link).toMatch(/^trade-[0-9a-f]{12}$/);
      if (!names.has(link)) names.set(link, `T${names.size + 1}`);
      return names.get(link)!;
    });
    return `${line} ${account} ${units} ${links.join(',')}`;
  });
}

function theirTrades(file: string): [number, string, string, string][] {
  const script = [
    'import sys, json',
    'from beancount import loader',
    'from beancount.core import data',
    'entries, _, _ = loader.load_file(sys.argv[1])',
    'rows = [[p.meta["lineno"], p.account, str(p.units.number), p.meta["trades"]] for e in entries if isinstance(e, data.Transaction) for p in e.postings if p.meta and "trades" in p.meta]',
    'print(json.dumps(rows))',
  ].join('\n');
  return JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', script, file], { encoding: 'utf8' })) as [number, string, string, string][];
}

function ourTrades(directives: readonly Directive[]): [number, string, string, string][] {
  return directives.flatMap((d) =>
    d.type === 'transaction'
      ? d.postings.flatMap((p): [number, string, string, string][] => {
          const trades = p.meta.trades;
          return trades?.type === 'string' ? [[p.source.line, p.account, p.units.number.toString(), trades.value]] : [];
        })
      : [],
  );
}

const expectFailureLikeBeancount = (text: string): Promise<string> => expectPluginFailureLikeBeancount(workspace, PLUGIN, text, true);

const OPENS = '2020-01-01 open Assets:Coin\n2020-01-01 open Assets:Bank\n2020-01-01 open Income:Coin\n';
const BUY = '2020-01-02 * "buy"\n  Assets:Coin  2 BTC @ 100 USD\n  Assets:Bank\n';

describe.runIf(run)('the book_conversions plugin, as Beancount 2.3 runs it', () => {
  it('books the fixture as Beancount does: lots, split reductions, income, links and errors', async () => {
    const { ours } = await expectLoadLikeBeancount(fixture, workspace.worker());
    const shape = linkShape(ourTrades(ours.directives));
    expect(shape).toEqual(linkShape(theirTrades(fixture)));
    // the second lot feeds two reductions; the ETH lot, dropped by Beancount's pop, none
    expect(shape).toContain('21 Assets:Coin 4.345747 T2,T3');
    expect(shape.some((row) => row.includes('ETH'))).toBe(false);
    expect(ours.errors.filter((e) => e.message.startsWith('Could not match position')).map((e) => e.source.line)).toEqual([66, 93, 98]);
  });

  it('reports a configuration it cannot read, and books nothing', async () => {
    for (const [config, problem] of [
      ['Assets:Coin', 'not enough values to unpack (expected 2, got 1)'],
      ['', 'not enough values to unpack (expected 2, got 1)'],
      ['Assets:Coin, Income:Coin', 'too many values to unpack (expected 2)'],
      ['Assets:Coin,income', 'Invalid account string'],
      ['Assets:Coin;Income:Coin:', 'Invalid account string'],
    ] as const) {
      const file = workspace.write(`plugin "${PLUGIN}" "${config}"\n${OPENS}${BUY}`, 'config');
      const theirs = await workspace.worker().booked(file);
      const ours = Ledger.load(file);
      expect(ours.directives.flatMap(ourBookedLines)).toEqual(theirs.entries.flatMap(theirBookedLines));
      const message = `Invalid configuration: "${config}": ${problem}, skipping booking`;
      // Beancount's error has no source at all; ours is on the plugin line.
      expect(theirs.errors).toEqual([{ file: null, line: null, message }]);
      expect(ours.errors.map((e) => `${e.source.line} ${e.message}`)).toEqual([`1 Plugin "${PLUGIN}" failed: ${message}`]);
    }
    // any of the separators, one at a time
    for (const config of ['Assets:Coin;Income:Coin', 'Assets:Coin Income:Coin', 'Assets:Coin\tIncome:Coin']) {
      const { ours } = await expectLoadLikeBeancount(workspace.write(`plugin "${PLUGIN}" "${config}"\n${OPENS}${BUY}`, 'config'), workspace.worker());
      expect(ourTrades(ours.directives)).toHaveLength(0);
      expect(ours.directives.some((d) => d.type === 'transaction' && d.postings.some((p) => p.cost !== null))).toBe(true);
    }
  });

  it('fails as Beancount does: without a configuration, and on meeting an empty lot', async () => {
    expect(await expectFailureLikeBeancount(`plugin "${PLUGIN}"\n${OPENS}${BUY}`)).toContain("missing 1 required positional argument: 'config'");
    // a lot of zero units
    const zero = `${OPENS}2020-01-02 * "zero"\n  Assets:Coin  0 BTC @ 100 USD\n  Assets:Bank  0 USD\n2020-01-03 * "sell"\n  Assets:Coin  -1 BTC @ 100 USD\n  Assets:Bank\n`;
    expect(await expectFailureLikeBeancount(`plugin "${PLUGIN}" "Assets:Coin,Income:Coin"\n${zero}`)).toBe('AssertionError: Internal error, zero lot');
    // a used-up lot left behind by the pop of another (an earlier ETH lot)
    const popped = `${OPENS}2020-01-02 * "eth"\n  Assets:Coin  1 ETH @ 10 USD\n  Assets:Bank\n${BUY}2020-01-03 * "sell"\n  Assets:Coin  -2 BTC @ 110 USD\n  Assets:Bank\n2020-01-04 * "sell again"\n  Assets:Coin  -1 BTC @ 120 USD\n  Assets:Bank\n`;
    expect(await expectFailureLikeBeancount(`plugin "${PLUGIN}" "Assets:Coin,Income:Coin"\n${popped}`)).toBe('AssertionError: Internal error, zero lot');
  });
});

describe('the book_conversions plugin, rule by rule', () => {
  const load = (text: string, config = ' "Assets:Coin,Income:Coin"') => Ledger.fromText(`plugin "${PLUGIN}"${config}\n${OPENS}${text}`);
  const postings = (ledger: Ledger, line: number) => {
    const t = ledger.directives.find((d) => d.type === 'transaction' && d.source.line === line);
    return t?.type === 'transaction'
      ? t.postings.map((p) => `${p.account} ${p.units.number} ${p.units.currency}${p.cost ? ` {${p.cost.number} ${p.cost.currency}, ${p.cost.date}}` : ''}${p.price ? ` @ ${p.price.number} ${p.price.currency}` : ''}`)
      : [];
  };

  it('makes lots at the price and reduces them first in, first out, the profit to the income account', () => {
    const ledger = load('2020-01-02 * "a"\n  Assets:Bank  -200 USD\n  Assets:Coin  2 BTC @ 100 USD\n2020-01-03 * "b"\n  Assets:Coin  1.5 BTC @ 120 USD\n  Assets:Bank\n2020-01-04 * "sell"\n  Assets:Coin  -3 BTC @ 130 USD\n  Assets:Bank\n');
    expect(postings(ledger, 5)).toEqual(['Assets:Coin 2 BTC {100 USD, 2020-01-02} @ 100 USD', 'Assets:Bank -200 USD']);
    expect(postings(ledger, 11)).toEqual(['Assets:Coin -2 BTC {100 USD, 2020-01-02} @ 130 USD', 'Assets:Coin -1 BTC {120 USD, 2020-01-03} @ 130 USD', 'Income:Coin -70 USD', 'Assets:Bank 390 USD']);
    expect(ledger.errors).toEqual([]);
    const sale = ledger.directives.find((d) => d.source.line === 11);
    expect(sale?.type === 'transaction' && sale.postings.map((p) => `${p.source.file}:${p.source.line}`)).toEqual(['<string>:12', '<string>:12', '<book_conversions>:0', '<string>:13']);
  });

  it('links each lot and reduction with the same trade names, the same on every load', () => {
    const text = '2020-01-02 * "a"\n  Assets:Coin  2 BTC @ 100 USD\n  Assets:Bank\n2020-01-03 * "sell"\n  Assets:Coin  -1 BTC @ 130 USD\n  Assets:Bank\n2020-01-04 * "sell"\n  Assets:Coin  -1 BTC @ 90 USD\n  Assets:Bank\n';
    const trades = (ledger: Ledger) => ourTrades(ledger.directives).map(([line, , , value]) => `${line} ${value}`);
    const first = trades(load(text));
    expect(first).toHaveLength(3);
    const [lot, sale1, sale2] = first.map((row) => row.split(' ')[1]!);
    expect(lot).toBe(`${sale1},${sale2}`);
    expect(sale1).not.toBe(sale2);
    expect(trades(load(text))).toEqual(first);
  });

  it('reports a reduction without a lot on its line, with Beancount repr, and drops it', () => {
    const ledger = load(`${BUY}2020-01-03 * "sell EUR"\n  Assets:Coin  -1 BTC @ 90 EUR\n    note: "it's"\n  Assets:Bank  90 EUR\n`);
    expect(postings(ledger, 8)).toEqual(['Assets:Bank 90 EUR']);
    expect(ledger.errors.map((e) => `${e.source.line} ${e.message}`)).toEqual([
      `9 Could not match position Posting(account='Assets:Coin', units=-1 BTC, cost=None, price=90 EUR, flag=None, meta={'filename': '<string>', 'lineno': 9, 'note': "it's"})`,
      '8 Transaction does not balance: (90 EUR)',
    ]);
  });

  it('puts one income posting per price currency, none when the profits cancel', () => {
    const ledger = load(`${BUY}2020-01-02 * "eur"\n  Assets:Coin  1 BTC @ 90 EUR\n  Assets:Bank\n2020-01-03 * "sell"\n  Assets:Coin  -0.5 BTC @ 80 EUR\n  Assets:Coin  -1 BTC @ 101 USD\n  Assets:Coin  -1 BTC @ 99 USD\n  Assets:Bank\n`);
    expect(postings(ledger, 11)).toEqual([
      'Assets:Coin -0.5 BTC {90 EUR, 2020-01-02} @ 80 EUR',
      'Assets:Coin -1 BTC {100 USD, 2020-01-02} @ 101 USD',
      'Assets:Coin -1 BTC {100 USD, 2020-01-02} @ 99 USD',
      'Income:Coin 5.0 EUR',
      'Assets:Bank 40.0 EUR',
      'Assets:Bank 200 USD',
    ]);
  });

  it('keeps the transaction as written, and other postings after the booked ones', () => {
    const ledger = load(`2020-01-02 * "mixed"\n  id: "t1"\n  Assets:Bank  -100 USD\n  Assets:Coin  1 BTC {50 USD}\n  Assets:Coin  1 BTC @ 50 USD\n`);
    expect(postings(ledger, 5)).toEqual(['Assets:Coin 1 BTC {50 USD, 2020-01-02} @ 50 USD', 'Assets:Bank -100 USD', 'Assets:Coin 1 BTC {50 USD, 2020-01-02}']);
    const t = ledger.directives.find((d) => d.source.line === 5);
    expect(t?.meta).toEqual({ id: { type: 'string', value: 't1' } });
  });

  it('needs a configuration of two valid account names', () => {
    expect(load(BUY, '').errors.map((e) => e.message)).toEqual([`Plugin "${PLUGIN}" failed: book_price_conversions_plugin() missing 1 required positional argument: 'config'`]);
    expect(load(BUY, ' "Assets:Coin"').errors.map((e) => e.message)).toEqual([
      `Plugin "${PLUGIN}" failed: Invalid configuration: "Assets:Coin": not enough values to unpack (expected 2, got 1), skipping booking`,
    ]);
    expect(load(BUY, ' "Assets:Coin,Income:Coin,Income:More"').errors.map((e) => e.message)).toEqual([
      `Plugin "${PLUGIN}" failed: Invalid configuration: "Assets:Coin,Income:Coin,Income:More": too many values to unpack (expected 2), skipping booking`,
    ]);
    expect(load(BUY, ' "assets:coin,Income:Coin"').errors.map((e) => e.message)).toEqual([
      `Plugin "${PLUGIN}" failed: Invalid configuration: "assets:coin,Income:Coin": Invalid account string, skipping booking`,
    ]);
  });
});
