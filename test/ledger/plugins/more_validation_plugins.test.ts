// The validation plugins sellgains, check_average_cost and commodity_attr of Beancount 2.3: the
// errors of a fixture for each, and of snippets for their configurations, must be bean-check's,
// line for line and word for word. Two things are compared loosely: the allowed values of
// commodity_attr (Beancount prints a Python set, in an order that changes from run to run), and a
// plugin that fails (Beancount prints a traceback at <load>:0; the engine names the plugin line).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { readPythonLiteral } from '../../../src/ledger/plugins/python_literal.ts';
import { averageCostFactors, decimalOfFloat, readAverageCostTolerance } from '../../../src/ledger/plugins/check_average_cost.ts';
import { readCommodityAttributeRules } from '../../../src/ledger/plugins/commodity_attr.ts';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { beancount, errorsOf } from '../checks/snippets.ts';

const run = requireBeancount();
const fixture = (name: string) => join(import.meta.dirname, '../../fixtures/plugins', name);

/** `file:line: message`, with the allowed values sorted and a failed plugin named the same on both sides. */
function comparable(location: string, message: string, pluginAt: ReadonlyMap<string, string>): string {
  const text = message.trim();
  const theirFailure = /^Error applying plugin "([^"]+)"/.exec(text);
  if (location === '<load>:0' && theirFailure) return `plugin failed: ${theirFailure[1]}`;
  const ourFailure = /^Plugin "([^"]+)" failed: /.exec(text);
  if (ourFailure && pluginAt.get(location) === ourFailure[1]) return `plugin failed: ${ourFailure[1]}`;
  return `${location}: ${text.replace(/(; valid options: )(.*)$/, (_, head: string, list: string) => head + list.split(', ').sort().join(', '))}`;
}

/** bean-check's errors and ours for a file, comparable. */
function bothErrors(file: string): { theirs: string[]; ours: string[] } {
  const pluginAt = new Map<string, string>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const plugin = /^plugin\s+"([^"]+)"/.exec(line);
      if (plugin) pluginAt.set(`${file}:${i + 1}`, plugin[1]!);
    });
  const theirs = [...beanCheck(file).output.matchAll(/^(\S[^\n]*?:\d+):\s+([^\n]*)$/gm)].map((m) => comparable(m[1]!, m[2]!, pluginAt));
  const ours = Ledger.load(file).errors.map((e) => comparable(`${e.source.file}:${e.source.line}`, e.message, pluginAt));
  return { theirs: theirs.sort(), ours: ours.sort() };
}

describe.skipIf(!run)('sellgains, check_average_cost and commodity_attr against bean-check', () => {
  const workspace = beancountWorkspace('more-validators-');
  const snippet = (text: string) => bothErrors(workspace.write(beancount(text)));

  it.each([
    ['sellgains.beancount', 11],
    ['check_average_cost.beancount', 13],
    ['commodity_attr.beancount', 14],
  ])('%s: the errors bean-check reports, on the same lines', (name, count) => {
    const { theirs, ours } = bothErrors(fixture(name));
    expect(theirs).toHaveLength(count);
    expect(ours).toEqual(theirs);
  });

  it('sellgains: a renamed Income root, tolerances from cost, and a configuration it does not take', () => {
    const { theirs, ours } = snippet(`
      option "name_income" "Revenue"
      option "infer_tolerance_from_cost" "TRUE"
      plugin "beancount.plugins.sellgains"
      plugin "beancount.plugins.sellgains" "unexpected"
      2020-01-01 open Assets:Broker
      2020-01-01 open Assets:Cash
      2020-01-01 open Revenue:Gains
      2020-01-02 * "buy"
        Assets:Broker  100.5 HOOL {100 USD}
        Assets:Cash
      ; 0.05 x 100 (cost) capped at 0.5, plus 0.05 x 120 (price) capped at 0.5: 1 USD, doubled
      2020-01-03 * "off by 2"
        Assets:Broker  -10.5 HOOL {100 USD} @ 120 USD
        Assets:Cash  1258 USD
        Revenue:Gains
      2020-01-03 * "off by 3"
        Assets:Broker  -10.5 HOOL {100 USD} @ 120 USD
        Assets:Cash  1257 USD
        Revenue:Gains
      ; passes only if the Revenue leg does not count as proceeds
      2020-01-04 * "gains written out"
        Assets:Broker  -1 HOOL {100 USD} @ 120 USD
        Assets:Cash  120 USD
        Revenue:Gains  -20 USD
    `);
    expect(theirs).toHaveLength(2);
    expect(ours).toEqual(theirs);
  });

  it('check_average_cost: configurations, including binary-float bounds, and the ones Beancount fails on', () => {
    const { theirs, ours } = snippet(`
      plugin "beancount.plugins.check_average_cost" "0.1"
      plugin "beancount.plugins.check_average_cost" "  "
      plugin "beancount.plugins.check_average_cost" "-0.01"
      plugin "beancount.plugins.check_average_cost" "(5e-1)  # half"
      plugin "beancount.plugins.check_average_cost" "1"
      plugin "beancount.plugins.check_average_cost" "0.1 +"
      2020-01-01 open Assets:Fund  "NONE"
      2020-01-01 open Assets:Cash
      2020-01-02 * "buy"
        Assets:Fund  10 AAA {10 USD}
        Assets:Fund  10 BBB {10 USD}
        Assets:Cash
      ; 10 x Decimal(1 - 0.1) is 9.000000000000000222...: 9 is outside; 10 x Decimal(1.1) is above 11
      2020-01-03 * "sell at 90% and 110%"
        Assets:Fund  -1 AAA {9 USD}
        Assets:Fund  -1 BBB {11 USD}
        Assets:Cash  20 USD
    `);
    expect(theirs).toHaveLength(7);
    expect(ours).toEqual(theirs);
  });

  it('check_average_cost: Python\'s number forms, and an infinite tolerance (1e400)', () => {
    const ledger = (costs: string) => `
      2020-01-01 open Assets:Fund  "NONE"
      2020-01-01 open Assets:Cash
      2020-01-02 * "buy"
        Assets:Fund  10 AAA {${costs.split(' ')[0]} USD}
        Assets:Cash
      2020-01-03 * "sell"
        Assets:Fund  -1 AAA {${costs.split(' ')[1]} USD}
        Assets:Cash`;
    // 0.0_5 is 0.05 (9.6 is within 5% of 10); inf passes any cost, -inf none
    const infinite = snippet(`
      plugin "beancount.plugins.check_average_cost" "0.0_5"
      plugin "beancount.plugins.check_average_cost" "1e400"
      plugin "beancount.plugins.check_average_cost" "-1e400"${ledger('10 9.6')}
    `);
    expect(infinite.theirs).toEqual([expect.stringMatching(/:9: Cost basis on reducing posting is too far from the average cost \(9.6 vs. 10\)$/)]);
    expect(infinite.ours).toEqual(infinite.theirs);
    // an average of zero times inf: Decimal's InvalidOperation
    const zero = snippet(`
      plugin "beancount.plugins.check_average_cost" "1e400"${ledger('0 0')}
    `);
    expect(zero.theirs).toEqual(['plugin failed: beancount.plugins.check_average_cost']);
    expect(zero.ours).toEqual(zero.theirs);
  });

  it('check_average_cost: Beancount fails on a reduction without cost of units held without cost', () => {
    const { theirs, ours } = snippet(`
      plugin "beancount.plugins.check_average_cost"
      2020-01-01 open Assets:Fund  "NONE"
      2020-01-01 open Assets:Cash
      2020-01-02 * "lots, then a sale far from their average"
        Assets:Fund  10 AAA {10 USD}
        Assets:Fund  -1 AAA {20 USD}
        Assets:Cash
      2020-01-03 * "in"
        Assets:Fund  10 USD
        Assets:Cash
      2020-01-04 * "out"
        Assets:Fund  -5 USD
        Assets:Cash
    `);
    expect(theirs).toEqual(['plugin failed: beancount.plugins.check_average_cost']);
    expect(ours).toEqual(theirs);
  });

  it('commodity_attr: the configurations it reads, refuses, or fails on', () => {
    const { theirs, ours } = snippet(`
      plugin "beancount.plugins.commodity_attr" "{'name': None}"
      plugin "beancount.plugins.commodity_attr" "['name']"
      plugin "beancount.plugins.commodity_attr" "None"
      plugin "beancount.plugins.commodity_attr" "{'class': 'Cash', 'kind': {}, 'size': {'S', 'M',}}"
      plugin "beancount.plugins.commodity_attr" "{'sector': None, 'sector': ['Tech' 'nology'], 'lineno': ['9'], 'filename': None}"
      plugin "beancount.plugins.commodity_attr"
      plugin "beancount.plugins.commodity_attr" ""
      plugin "beancount.plugins.commodity_attr" "{'name': 1}"
      2020-01-01 commodity USD
        name: "US Dollar"
        class: "C"
        kind: "x"
        size: "M"
        sector: "Technology"
      2020-01-01 commodity EUR
        class: "Cash"
        size: "L"
        sector: "Tech"
    `);
    expect(theirs).toHaveLength(12);
    expect(ours).toEqual(theirs);
  });

  it('commodity_attr: allowed values that are not strings, equal as Python compares them', () => {
    const { theirs, ours } = snippet(`
      plugin "beancount.plugins.commodity_attr" "{'precision': [2, 4]}"
      plugin "beancount.plugins.commodity_attr" "{'flag': (1, 0.5)}"
      plugin "beancount.plugins.commodity_attr" "{'precision': [2]}"
      plugin "beancount.plugins.commodity_attr" "{'name': ['US Dollar', 1], 'code': ['1']}"
      plugin "beancount.plugins.commodity_attr" "{'size': [[1]]}"
      2020-01-01 commodity USD
        precision: 2
        flag: TRUE
        name: "US Dollar"
        code: 1
      2020-01-01 commodity EUR
        precision: 4.00
        flag: 0.50
        name: "US Dollar"
        code: "1"
    `);
    // [2] names 4.00 in its error and fails; [[1]] fails to make a set; the number 1 is not '1'
    expect(theirs).toEqual([
      expect.stringMatching(/:6: Invalid value '1' for attribute code, Commodity directive USD; valid options: 1$/),
      'plugin failed: beancount.plugins.commodity_attr',
      'plugin failed: beancount.plugins.commodity_attr',
    ]);
    expect(ours).toEqual(theirs);
  });
});

describe('reading plugin configurations as Python would', () => {
  it('reads the literal forms the plugins document', () => {
    expect(readPythonLiteral(`{\n  'sector': ['Tech', "Energy"],  # comment\n  'name': None,\n}`)).toEqual({
      kind: 'dict',
      entries: [
        [{ kind: 'str', value: 'sector' }, { kind: 'list', items: [{ kind: 'str', value: 'Tech' }, { kind: 'str', value: 'Energy' }] }],
        [{ kind: 'str', value: 'name' }, { kind: 'none' }],
      ],
    });
    expect(readPythonLiteral("('Cash')")).toEqual({ kind: 'str', value: 'Cash' });
    expect(readPythonLiteral("('Cash',)")).toEqual({ kind: 'tuple', items: [{ kind: 'str', value: 'Cash' }] });
    expect(readPythonLiteral("{'a', 'b'}")).toMatchObject({ kind: 'set' });
    expect(readPythonLiteral('{}')).toEqual({ kind: 'dict', entries: [] });
    expect(readPythonLiteral(`'it\\'s' "x"`)).toEqual({ kind: 'str', value: "it'sx" });
    expect(readPythonLiteral(' --.5e1\n')).toEqual({ kind: 'float', value: 5 });
    expect(readPythonLiteral('-7')).toEqual({ kind: 'int', value: -7n });
    expect(readPythonLiteral('True')).toEqual({ kind: 'bool', value: true });
  });

  it('refuses what is not a literal or not one of those forms', () => {
    for (const text of ["float('0.1')", 'set()', "f'x'", '0.1 +', '1\n+ 1', "'a\\x41'", '1j', '012', "'''x'''", '', "{'a' 1}", "['a' 'b', ]]"]) {
      expect(() => readPythonLiteral(text), text).toThrow(/not a Python literal/);
    }
    // underscores only singly between digits, and no leading zero in a decimal integer: as Python's SyntaxError
    for (const text of ['1__0', '1_', '0_7', '1_.5', '1e_5', '0b2']) {
      expect(() => readPythonLiteral(text), text).toThrow(/not a Python literal/);
    }
  });

  it('reads Python\'s number forms: underscores between digits, 0x, 0o, 0b, and inf from overflow', () => {
    const read = (text: string) => readPythonLiteral(text);
    expect(['1_000', '0x1_0', '0x_f', '0o17', '0b101', '00', '0_0'].map(read)).toEqual([1000n, 16n, 15n, 15n, 5n, 0n, 0n].map((value) => ({ kind: 'int', value })));
    expect(['0.0_5', '1_0.5e1_0', '1.e2', '.5_5', '1e400', '-1e400'].map(read)).toEqual([0.05, 105000000000, 100, 0.55, Infinity, -Infinity].map((value) => ({ kind: 'float', value })));
  });

  it('check_average_cost: a float, the default when blank, bounds from binary floats', () => {
    expect(readAverageCostTolerance(null)).toBe(0.01);
    expect(readAverageCostTolerance(' \n ')).toBe(0.01);
    expect(readAverageCostTolerance('0.05')).toBe(0.05);
    expect(readAverageCostTolerance('5e-2')).toBe(0.05);
    expect(() => readAverageCostTolerance('1')).toThrow('Invalid configuration for check_average_cost: must be a float');
    expect(() => readAverageCostTolerance("'0.1'")).toThrow('must be a float');
    expect(readAverageCostTolerance('1e400')).toBe(Infinity);
    expect(readAverageCostTolerance('0.0_5')).toBe(0.05);
    expect(decimalOfFloat(0.99).toString()).toBe('0.9899999999999999911182158029987476766109466552734375');
    expect(decimalOfFloat(0.5).toString()).toBe('0.5');
    expect(decimalOfFloat(-2).toString()).toBe('-2');
    expect(decimalOfFloat(1e20).toString()).toBe('100000000000000000000');
    expect(decimalOfFloat(5e-324).toString()).toMatch(/^0\.0{323}49406564584124654/);
    const { low, high } = averageCostFactors(0.01);
    expect([low.toString(), high.toString()]).toEqual([
      '0.9899999999999999911182158029987476766109466552734375',
      '1.0100000000000000088817841970012523233890533447265625',
    ]);
  });

  it('commodity_attr: attribute -> allowed values, null for a literal that is not a dict', () => {
    const str = (value: string) => ({ kind: 'str', value });
    expect(readCommodityAttributeRules("{'name': None, 'class': ('Cash', 'Stock', 'Cash'), 'x': 'ab', 'y': [], 'name': ['A'], 'n': [1, 1.0, True, 2]}")).toEqual(
      new Map<string, unknown[] | null>([
        ['name', [str('A')]],
        ['class', [str('Cash'), str('Stock')]],
        ['x', [str('a'), str('b')]],
        ['y', []],
        // one of the values Python finds equal, the first
        ['n', [{ kind: 'int', value: 1n }, { kind: 'int', value: 2n }]],
      ]),
    );
    expect(readCommodityAttributeRules("['name']")).toBeNull();
    expect(() => readCommodityAttributeRules(null)).toThrow(/configuration is required/);
    expect(() => readCommodityAttributeRules("{'name': 1}")).toThrow(/'int' object is not iterable/);
    // values that are not strings are allowed; Beancount fails only when it names them in an error
    expect(readCommodityAttributeRules("{'name': [1]}")).toEqual(new Map([['name', [{ kind: 'int', value: 1n }]]]));
    expect(() => readCommodityAttributeRules("{'name': [[1]]}")).toThrow("unhashable type: 'list'");
    expect(() => readCommodityAttributeRules('{1: None}')).toThrow(/attribute names must be strings/);
  });
});

describe('messages of sellgains, check_average_cost and commodity_attr', () => {
  it('sellgains prints both inventories as Beancount does', () => {
    expect(
      errorsOf(`
        plugin "beancount.plugins.sellgains"
        2020-01-01 open Assets:Broker
        2020-01-01 open Assets:Cash
        2020-01-01 open Income:Gains
        2020-01-02 * "buy"
          Assets:Broker  10 HOOL {100 USD}
          Assets:Cash
        2020-01-03 * "sell"
          Assets:Broker  -3 HOOL {100 USD} @@ 400.00 USD
          Assets:Cash  390.00 USD
          Assets:Cash  1 EUR
          Income:Gains
      `),
    ).toEqual(['8: Invalid price vs. proceeds/gains: (399.9999999999999999999999999 USD) vs. (390.00 USD, 1 EUR)']);
  });

  it('check_average_cost prints the numbers as Python prints a Decimal', () => {
    expect(
      errorsOf(`
        plugin "beancount.plugins.check_average_cost"
        2020-01-01 open Assets:Fund  "NONE"
        2020-01-01 open Assets:Cash
        2020-01-02 * "buy"
          Assets:Fund  3 FUND {0.0000001 USD}
          Assets:Fund  4 FUND {0.0000002 USD}
          Assets:Cash
        2020-01-03 * "sell"
          Assets:Fund  -1 FUND {0.0000002 USD}
          Assets:Cash
      `),
    ).toEqual(['8: Cost basis on reducing posting is too far from the average cost (2E-7 vs. 1.571428571428571428571428571E-7)']);
  });

  it('check_average_cost failing is reported on its plugin line, and its other errors dropped', () => {
    expect(
      errorsOf(`
        plugin "beancount.plugins.check_average_cost" "1"
        2020-01-01 open Assets:Fund  "NONE"
      `),
    ).toEqual(['1: Plugin "beancount.plugins.check_average_cost" failed: Invalid configuration for check_average_cost: must be a float']);
  });

  it('commodity_attr lists the allowed values in the order written', () => {
    expect(
      errorsOf(`
        plugin "beancount.plugins.commodity_attr" "{'name': None, 'class': ['Stock', 'Cash', 'Stock']}"
        2020-01-01 commodity HOOL
          class: "Bond"
        2020-01-01 commodity CASH
          name: "cash"
          class: 1.50
      `),
    ).toEqual([
      "2: Missing attribute 'name' for Commodity directive HOOL",
      "2: Invalid value 'Bond' for attribute class, Commodity directive HOOL; valid options: Stock, Cash",
      "4: Invalid value '1.50' for attribute class, Commodity directive CASH; valid options: Stock, Cash",
    ]);
    expect(errorsOf(`plugin "beancount.plugins.commodity_attr" "('name',)"`)).toEqual(['0: Invalid configuration for commodity_attr plugin; skipping.']);
  });

  it('commodity_attr takes a number or TRUE equal to an allowed number, and fails naming one that is not a string', () => {
    const withConfig = (config: string) => `
      plugin "beancount.plugins.commodity_attr" "${config}"
      2020-01-01 commodity USD
        precision: 2
      2020-01-01 commodity EUR
        precision: 4.0
      2020-01-01 commodity GBP
        precision: TRUE`;
    expect(errorsOf(withConfig("{'precision': [2, 4, 1]}"))).toEqual([]);
    expect(errorsOf(withConfig("{'precision': ['2', 4, 1.0]}"))).toEqual([
      '1: Plugin "beancount.plugins.commodity_attr" failed: sequence item 1: expected str instance, int found',
    ]);
  });
});
