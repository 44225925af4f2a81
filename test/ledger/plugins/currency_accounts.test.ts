// beancount.plugins.currency_accounts against Beancount 2.3's loader: the fixture's transactions
// (postings in Beancount's order, prices removed, currency-account numbers at full precision),
// the opens it makes (date, file, line), the transactions it marks, the errors that follow
// (duplicate open, unbalanced transactions); its configuration (stripped, invalid names falling
// back to the default, account.is_valid itself) and the ways it fails. Then each rule alone,
// without Beancount.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directive } from '../../../src/ledger/core/directives.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { isValidAccount } from '../../../src/ledger/syntax/account_is_valid.ts';
import { writtenTransactions } from '../../../src/ledger/query/transactions.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectPluginFailureLikeBeancount } from '../../support/plugin_comparison.ts';
import { expectLoadLikeBeancount } from '../../support/booked_views.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('currency-accounts-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/currency_accounts.beancount');
const PLUGIN = 'beancount.plugins.currency_accounts';

/** Beancount's loaded entries: `line file` of each open, and the line of each transaction marked processed. */
function theirMarks(file: string): { opens: string[]; processed: number[] } {
  const script = [
    'import sys, json',
    'from beancount import loader',
    'from beancount.core import data',
    'entries, _, _ = loader.load_file(sys.argv[1])',
    'opens = ["{} {} {}".format(e.meta["lineno"], e.meta["filename"], e.account) for e in entries if isinstance(e, data.Open) and e.meta["filename"].startswith("<")]',
    'processed = [e.meta["lineno"] for e in entries if isinstance(e, data.Transaction) and e.meta.get("currency_accounts_processed") is True]',
    'print(json.dumps({"opens": opens, "processed": processed}))',
  ].join('\n');
  return JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', script, file], { encoding: 'utf8' })) as { opens: string[]; processed: number[] };
}

function ourMarks(directives: readonly Directive[]): { opens: string[]; processed: number[] } {
  return {
    opens: directives.flatMap((d) => (d.type === 'open' && d.source.file.startsWith('<') ? [`${d.source.line} ${d.source.file} ${d.account}`] : [])),
    processed: directives.flatMap((d) => (d.type === 'transaction' && d.meta.currency_accounts_processed?.type === 'bool' && d.meta.currency_accounts_processed.value ? [d.source.line] : [])),
  };
}

const expectFailureLikeBeancount = (text: string): Promise<string> => expectPluginFailureLikeBeancount(workspace, PLUGIN, text);

const LEDGER = `
2020-01-01 open Assets:USD
2020-01-01 open Assets:EUR
2020-01-02 * "exchange"
  Assets:USD  -100 USD
  Assets:EUR   90 EUR @ 1.1111 USD
`;

describe.runIf(run)('the currency_accounts plugin, as Beancount 2.3 runs it', () => {
  it('rebalances the fixture as Beancount does: postings, opens, marks and errors', async () => {
    const { ours } = await expectLoadLikeBeancount(fixture, workspace.worker());
    const marks = ourMarks(ours.directives);
    expect(marks).toEqual(theirMarks(fixture));
    expect(marks.opens).toEqual(['0 <currency_accounts> Equity:FX:EUR', '1 <currency_accounts> Equity:FX:JPY', '2 <currency_accounts> Equity:FX:USD']);
    expect(marks.processed).toEqual([18, 23, 40, 48, 55, 61, 79]);
    expect(ours.errors.map((e) => `${e.source.line} ${e.message}`)).toContain('15 Duplicate open directive for Equity:FX:JPY');
  });

  it('strips the configuration, and falls back to Equity:CurrencyAccounts for a name account.is_valid refuses', async () => {
    for (const config of ['"Equity:Trading"', '" Equity:Trading\t"', '""', '"fx"', '"Equity:Trading:"', '"Equity:Food:餐饮"', '"Equity:Trading\u001c"']) {
      const { ours } = await expectLoadLikeBeancount(workspace.write(`plugin "${PLUGIN}" ${config}\n${LEDGER}`, 'config'), workspace.worker());
      const opened = ours.directives.flatMap((d) => (d.type === 'open' && d.source.file === '<currency_accounts>' ? [d.account] : []));
      expect(opened).toEqual(config.includes('Trading') && !config.endsWith(':"') ? ['Equity:Trading:EUR', 'Equity:Trading:USD'] : ['Equity:CurrencyAccounts:EUR', 'Equity:CurrencyAccounts:USD']);
    }
  });

  it('checks account names as account.is_valid does', () => {
    const names = ['Equity:FX', 'Equity:FX\n', 'Equity:FX\n\n', 'Equity', 'equity:FX', 'Equity:fx', 'Equity:1x', 'Equity:F-x', 'Equity:F_x', 'Equity:Fé', 'Équité:Fx', 'Equity:Fx€', 'Equity:餐饮', 'Equity:F餐', 'Equity:F㐀', 'Equity:F٣', 'Equity:٣', 'Equity:ǅ', 'Equity:Aǅ', 'Equity:Ⅻ', 'Equity::FX', 'Equity:FX ', ' Equity:FX', 'Equity:Ａ'];
    const script = ['import sys, json', 'from beancount.core import account', 'print(json.dumps([account.is_valid(n) for n in json.loads(sys.argv[1])]))'].join('\n');
    const theirs = JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', script, JSON.stringify(names)], { encoding: 'utf8' })) as boolean[];
    expect(names.map(isValidAccount)).toEqual(theirs);
    expect(theirs.filter(Boolean).length).toBeGreaterThan(5);
  });

  it('fails as Beancount does: without a configuration, without entries, and on a price in another currency than the cost', async () => {
    expect(await expectFailureLikeBeancount(`plugin "${PLUGIN}"\n${LEDGER}`)).toContain("missing 1 required positional argument: 'config'");
    expect(await expectFailureLikeBeancount(`plugin "${PLUGIN}" "Equity:FX"\noption "title" "empty"\n`)).toBe('IndexError: list index out of range');
    const mixed = `${LEDGER}2020-01-03 * "at cost, priced in EUR"\n  Assets:USD  1 HOOL {10 USD} @ 9 EUR\n  Assets:USD  -10 USD\n`;
    expect(await expectFailureLikeBeancount(`plugin "${PLUGIN}" "Equity:FX"\n${mixed}`)).toBe('AssertionError');
  });
});

describe('the currency_accounts plugin, rule by rule', () => {
  const load = (text: string, config = ' "Equity:FX"') => Ledger.fromText(`plugin "${PLUGIN}"${config}\n2020-01-01 open Assets:USD\n2020-01-01 open Assets:EUR\n2020-01-01 open Assets:Broker\n${text}`);
  const postings = (ledger: Ledger, line: number) => {
    const t = ledger.directives.find((d) => d.type === 'transaction' && d.source.line === line);
    return t?.type === 'transaction' ? t.postings.map((p) => `${p.account} ${p.units.number} ${p.units.currency}${p.cost ? ` {${p.cost.number} ${p.cost.currency}}` : ''}${p.price ? ` @ ${p.price.number} ${p.price.currency}` : ''}`) : [];
  };

  it('closes each currency group by its currency account, in the order the currencies appear, prices removed', () => {
    const ledger = load('2020-01-02 * "x"\n  Assets:EUR  45 EUR @ 1.1 USD\n  Assets:USD  -100 USD\n  Assets:Broker  4500 JPY @ 0.0111 USD\n');
    expect(postings(ledger, 5)).toEqual(['Assets:EUR 45 EUR', 'Equity:FX:EUR -45 EUR', 'Assets:USD -100 USD', 'Equity:FX:USD 100 USD', 'Assets:Broker 4500 JPY', 'Equity:FX:JPY -4500 JPY']);
    // balanced per currency after the plugin, though not at its prices
    expect(ledger.errors).toEqual([]);
    const opens = ledger.directives.filter((d) => d.type === 'open' && d.source.file === '<currency_accounts>');
    expect(opens.map((d) => `${d.date} ${d.source.line} ${d.type === 'open' ? d.account : ''}`)).toEqual(['2020-01-01 0 Equity:FX:EUR', '2020-01-01 1 Equity:FX:JPY', '2020-01-01 2 Equity:FX:USD']);
  });

  it('groups a posting at cost by its cost currency, and sums a group at cost', () => {
    const ledger = load('2020-01-02 * "buy"\n  Assets:Broker  3 HOOL {10.5 USD}\n  Assets:USD  -31.50 USD\n2020-01-03 * "sell"\n  Assets:Broker  -3 HOOL {10.5 USD} @ 11 USD\n  Assets:USD  33.00 USD\n  Assets:EUR  -1 EUR @ 1.5 USD\n');
    expect(postings(ledger, 8)).toEqual(['Assets:Broker -3 HOOL {10.5 USD}', 'Assets:USD 33.00 USD', 'Equity:FX:USD -1.50 USD', 'Assets:EUR -1 EUR', 'Equity:FX:EUR 1 EUR']);
  });

  it('leaves a group that sums to zero as it is, prices kept; restarts a sum that reaches zero', () => {
    const ledger = load('2020-01-02 * "round trip"\n  Assets:EUR  10 EUR @ 1.10 USD\n  Assets:EUR  -10 EUR @ 1.20 USD\n  Assets:USD  1.00 USD\n2020-01-03 * "restart"\n  Assets:EUR  1.00 EUR @ 1 USD\n  Assets:EUR  -1.00 EUR @ 1 USD\n  Assets:EUR  5 EUR @ 1.2 USD\n  Assets:USD  -6 USD\n');
    expect(postings(ledger, 5)).toEqual(['Assets:EUR 10 EUR @ 1.10 USD', 'Assets:EUR -10 EUR @ 1.20 USD', 'Assets:USD 1.00 USD', 'Equity:FX:USD -1.00 USD']);
    expect(postings(ledger, 9)).toEqual(['Assets:EUR 1.00 EUR', 'Assets:EUR -1.00 EUR', 'Assets:EUR 5 EUR', 'Equity:FX:EUR -5 EUR', 'Assets:USD -6 USD', 'Equity:FX:USD 6 USD']);
    expect(ledger.errors.map((e) => `${e.source.line} ${e.message}`)).toEqual(['5 Transaction does not balance: (-1.00 USD)']);
  });

  it('leaves alone transactions without a price, or with one currency', () => {
    const ledger = load('2020-01-02 * "no price"\n  Assets:USD  -10 USD\n  Assets:EUR  9 EUR\n2020-01-03 * "one currency"\n  Assets:EUR  10 EUR @ 1 EUR\n  Assets:EUR  -10 EUR\n');
    expect(postings(ledger, 5)).toEqual(['Assets:USD -10 USD', 'Assets:EUR 9 EUR']);
    expect(postings(ledger, 8)).toEqual(['Assets:EUR 10 EUR @ 1 EUR', 'Assets:EUR -10 EUR']);
    expect(ledger.directives.some((d) => d.type === 'open' && d.source.file === '<currency_accounts>')).toBe(false);
  });

  it('keeps the transaction as written (source, metadata plus the mark), and the new postings at its line', () => {
    const ledger = load('2020-01-02 * "exchange"\n  id: "x1"\n  Assets:USD  -100 USD\n  Assets:EUR  90 EUR @ 1.1111 USD\n');
    const t = writtenTransactions(ledger.directives).find((d) => d.source.line === 5)!;
    expect(Object.keys(t.meta)).toEqual(['id', 'currency_accounts_processed']);
    expect(t.postings.filter((p) => p.account.startsWith('Equity:FX')).map((p) => p.source.line)).toEqual([5, 5]);
  });

  it('takes a stripped name or falls back to the default; needs a configuration and an entry', () => {
    const accounts = (ledger: Ledger) => ledger.directives.flatMap((d) => (d.type === 'open' && d.source.file === '<currency_accounts>' ? [d.account] : []));
    const exchange = '2020-01-02 * "x"\n  Assets:USD  -100 USD\n  Assets:EUR  90 EUR @ 1.1111 USD\n';
    expect(accounts(load(exchange, ' "  Equity:Trading\n"'))).toEqual(['Equity:Trading:EUR', 'Equity:Trading:USD']);
    expect(accounts(load(exchange, ' "trading"'))).toEqual(['Equity:CurrencyAccounts:EUR', 'Equity:CurrencyAccounts:USD']);
    expect(load(exchange, '').errors.map((e) => `${e.source.line} ${e.message}`)).toEqual([
      `1 Plugin "${PLUGIN}" failed: insert_currency_trading_postings() missing 1 required positional argument: 'config'`,
      // not rebalanced: the prices do not quite balance it
      '5 Transaction does not balance: (-0.0010 USD)',
    ]);
    expect(Ledger.fromText(`plugin "${PLUGIN}" "Equity:FX"\n`).errors.map((e) => e.message)).toEqual([`Plugin "${PLUGIN}" failed: IndexError: list index out of range`]);
  });
});
