// The validation plugins of Beancount 2.3 the engine runs (check_commodity, noduplicates,
// unique_prices, leafonly, onecommodity): the errors of a fixture that exercises each of them
// must be bean-check's, line for line. Messages are compared whole, except where Beancount's
// text is a Python repr (the duplicate entries) or a set in no fixed order (the currencies).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';

const run = requireBeancount();
const fixture = join(import.meta.dirname, '../../fixtures/plugins/validators.beancount');

function comparable(location: string, message: string): string {
  const m = message.trim().replace(/^(Duplicate entry|More than one (cost )?currency in account '[^']*'):.*$/, '$1');
  return `${location}: ${m}`;
}

describe.skipIf(!run)('validation plugins against bean-check', () => {
  it('reports the errors bean-check reports, on the same lines', () => {
    const theirs = [...beanCheck(fixture).output.matchAll(/^(\S[^\n]*?:\d+):\s+([^\n]*)$/gm)].map((m) => comparable(m[1]!, m[2]!)).sort();
    const ours = Ledger.load(fixture).errors.map((e) => comparable(`${e.source.file}:${e.source.line}`, e.message)).sort();
    expect(theirs.length).toBeGreaterThanOrEqual(10);
    expect(ours).toEqual(theirs);
  });
});

describe.skipIf(!run)('noduplicates on documents against bean-check', () => {
  it('compares the files the documents name, not the names as written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'duplicate-documents-'));
    try {
      writeFileSync(join(dir, 'a.pdf'), '');
      const main = join(dir, 'main.beancount');
      writeFileSync(
        main,
        `plugin "beancount.plugins.noduplicates"\n2020-01-01 open Assets:Bank\n2020-01-02 document Assets:Bank "a.pdf"\n2020-01-02 document Assets:Bank "${dir}/a.pdf"\n2020-01-02 document Assets:Bank "./b/../a.pdf"\n`,
      );
      const theirs = [...beanCheck(main).output.matchAll(/^(\S[^\n]*?:\d+):\s+([^\n]*)$/gm)].map((m) => comparable(m[1]!, m[2]!));
      expect(theirs).toHaveLength(2);
      expect(Ledger.load(main).errors.map((e) => comparable(`${e.source.file}:${e.source.line}`, e.message))).toEqual(theirs);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!run)('a configuration given to a plugin that takes none, against bean-check', () => {
  it('fails the plugin (each part of a combined one) with Python\'s TypeError, as Beancount does', () => {
    const names = ['auto_accounts', 'implicit_prices', 'auto', 'check_closing', 'check_commodity', 'coherent_cost', 'exclude_tag', 'leafonly', 'mark_unverified', 'noduplicates', 'nounused', 'sellgains', 'tag_pending', 'unique_prices', 'pedantic'];
    const dir = mkdtempSync(join(tmpdir(), 'plugin-config-'));
    try {
      const main = join(dir, 'main.beancount');
      writeFileSync(main, `${names.map((n) => `plugin "beancount.plugins.${n}" "x"`).join('\n')}\n2020-01-01 open Assets:Cash\n2020-01-02 * "x"\n  Assets:Cash  1 USD\n  Expenses:Unopened\n`);
      const output = beanCheck(main).output;
      const theirs = [...output.matchAll(/Error applying plugin "([^"]+)":[\s\S]*?\n\s*(TypeError: [^\n]*)/g)].map((m) => `${m[1]}: ${m[2]}`);
      expect(theirs).toHaveLength(names.length + 1 + 6); // auto has two parts, pedantic seven that take no configuration
      const ours = Ledger.load(main).errors.flatMap((e) => {
        const m = /^Plugin "([^"]+)" failed: (.*)$/.exec(e.message);
        return m === null ? [] : [`${m[1]}: TypeError: ${m[2]}`];
      });
      expect(ours).toEqual(theirs);
      // auto_accounts failed: the account is not opened, as in Beancount
      expect(output).toContain('Invalid reference to unknown account');
      expect(Ledger.load(main).errors.map((e) => e.message)).toContainEqual(expect.stringContaining('Invalid reference to unknown account'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!run)('pedantic against bean-check', () => {
  const PARTS = /^plugin "beancount\.plugins\.(check_commodity|coherent_cost|leafonly|noduplicates|nounused|onecommodity|sellgains|unique_prices)"$/;
  const fixtures = ['validators', 'sellgains', 'unused_cost_closing'].map((name) => join(import.meta.dirname, `../../fixtures/plugins/${name}.beancount`));

  it('runs the eight validation plugins: the errors of their fixtures with pedantic in their place are bean-check\'s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pedantic-'));
    try {
      for (const fixture of fixtures) {
        let first = true;
        // One line for one line, so that the errors stay on the lines of the fixture.
        const lines = readFileSync(fixture, 'utf8').split('\n').map((line) => {
          if (!PARTS.test(line)) return line;
          const replaced = first ? 'plugin "beancount.plugins.pedantic"' : '; (in pedantic)';
          first = false;
          return replaced;
        });
        expect(first).toBe(false);
        const file = join(dir, basename(fixture));
        writeFileSync(file, lines.join('\n'));
        // A plugin that fails is reported on its line here, at <load>:0 with a traceback by Beancount.
        const failed = (line: string) => line.replace(/^.*(?:Error applying plugin "([^"]+)": Traceback.*|Plugin "([^"]+)" failed: .*)$/, 'plugin $1$2 failed');
        const theirs = [...beanCheck(file).output.matchAll(/^(\S[^\n]*?:\d+):\s+([^\n]*)$/gm)].map((m) => failed(comparable(m[1]!, m[2]!))).sort();
        const ours = Ledger.load(file).errors.map((e) => failed(comparable(`${e.source.file}:${e.source.line}`, e.message))).sort();
        expect(theirs.length).toBeGreaterThanOrEqual(3);
        expect(ours).toEqual(theirs);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('validation plugins', () => {
  const errors = (text: string) => Ledger.fromText(text).errors.map((e) => `${e.source.line}: ${e.message}`);
  it('onecommodity takes a regular expression matched from the start of the account name', () => {
    const text = (config: string) => `plugin "beancount.plugins.onecommodity" "${config}"
2020-01-01 open Assets:A
2020-01-01 open Assets:B
2020-01-02 * "x"
  Assets:A  1 USD
  Assets:A  1 EUR
  Assets:B  -1 USD
  Assets:B  -1 EUR
`;
    expect(errors(text('Assets:B'))).toEqual(["4: More than one currency in account 'Assets:B': USD,EUR"]);
    expect(errors(text('A'))).toHaveLength(2);
    expect(errors(text('B'))).toEqual([]);
  });
  it('a configuration that is not a regular expression is reported on the plugin line', () => {
    expect(errors('plugin "beancount.plugins.onecommodity" "Assets:("\n2020-01-01 open Assets:A\n')).toEqual([
      expect.stringMatching(/^1: Plugin "beancount.plugins.onecommodity" failed: /),
    ]);
  });
  it('auto opens the accounts an addition uses, as auto_accounts does', () => {
    const ledger = Ledger.fromText('plugin "beancount.plugins.auto"\n2020-01-01 open Assets:Cash\n');
    const source = { file: '<request>', line: 0 };
    const posting = (account: string, n: string | null) => ({ account, flag: null, units: n === null ? null : { number: Decimal.parse(n), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source });
    const txn = { type: 'transaction' as const, date: '2020-01-02', flag: '*', payee: null, narration: 'x', tags: [], links: [], meta: {}, source, postings: [posting('Expenses:Food', '1'), posting('Assets:Cash', null)] };
    expect(ledger.check([txn]).errors).toEqual([]);
  });
  it('pedantic is run, so a ledger that enables it can be written to: an addition it rejects is refused', () => {
    const ledger = Ledger.fromText('plugin "beancount.plugins.pedantic"\n2020-01-01 open Assets:Cash\n2020-01-01 open Expenses:Food\n2020-01-01 commodity CNY\n');
    expect(ledger.errors.map((e) => e.message).sort()).toEqual(["Unused account 'Assets:Cash'", "Unused account 'Expenses:Food'"]);
    const source = { file: '<request>', line: 0 };
    const posting = (account: string, n: string | null, currency = 'CNY') => ({ account, flag: null, units: n === null ? null : { number: Decimal.parse(n), currency }, cost: null, price: null, priceIsTotal: false, meta: {}, source });
    const txn = (currency: string) => ({ type: 'transaction' as const, date: '2020-01-02', flag: '*', payee: null, narration: 'x', tags: [], links: [], meta: {}, source, postings: [posting('Expenses:Food', '1', currency), posting('Assets:Cash', null)] });
    expect(ledger.check([txn('CNY')]).errors).toEqual([]);
    // No commodity directive for USD: check_commodity, one of pedantic's parts, rejects it.
    expect(ledger.check([txn('USD')]).errors.map((e) => e.message)).toEqual(["Missing Commodity directive for 'USD'"]);
  });
  it('a plugin that fails on its configuration is not modelled for additions either', () => {
    const source = { file: '<request>', line: 0 };
    const posting = (account: string, n: string | null) => ({ account, flag: null, units: n === null ? null : { number: Decimal.parse(n), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source });
    const txn = { type: 'transaction' as const, date: '2020-01-02', flag: '*', payee: null, narration: 'x', tags: [], links: [], meta: {}, source, postings: [posting('Expenses:Food', '1'), posting('Assets:Cash', null)] };
    const configured = Ledger.fromText('plugin "beancount.plugins.auto_accounts" "x"\n2020-01-01 open Assets:Cash\n');
    expect(configured.check([txn]).errors.map((e) => e.message)).toContainEqual(expect.stringMatching(/unknown account 'Expenses:Food'/));
    expect(Ledger.fromText('plugin "beancount.plugins.auto_accounts"\n2020-01-01 open Assets:Cash\n').check([txn]).errors).toEqual([]);
  });
  it('auto is auto_accounts then implicit_prices', () => {
    const ledger = Ledger.fromText(`plugin "beancount.plugins.auto"
2020-01-02 * "buy"
  Assets:Broker  2 HOOL {100 USD}
  Assets:Cash
`);
    expect(ledger.errors).toEqual([]);
    expect(ledger.directives.map((d) => d.type)).toEqual(['open', 'open', 'transaction', 'price']);
  });
});
