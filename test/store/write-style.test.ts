// Appended text in the file's own layout: the indent of its postings and the column its
// currencies are aligned on (bean-format, Fava's currency-column), learned from its last postings.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRINTER_STYLE, restyle, styleOf } from '../../src/store/write-style.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { spend } from './mocked-fs-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const FORMATTED = `2024-01-01 open Assets:Cash
2024-01-01 open Expenses:Food
2024-01-01 open Assets:Broker:STK

2024-01-02 * "Shop" "lunch"
    Expenses:Food                                   12.50 CNY
    Assets:Cash                                    -12.50 CNY

2024-01-03 * "buy"
    Assets:Broker:STK                                  10 STK {5.00 CNY}
      lot: "first"
    Assets:Cash                                    -50.00 CNY
`;

describe('styleOf', () => {
  it('learns a four-space indent and the column currencies start on', () => {
    expect(styleOf(FORMATTED.split('\n'))).toEqual({ indent: '    ', currencyColumn: 58 });
  });

  it('learns no alignment from postings written with two spaces before each amount', () => {
    const lines = ['2024-01-02 * "x"', '  Expenses:Food  12.50 CNY', '  Assets:Cash  -12.50 CNY', '  Assets:Bank:Checking  -1 CNY'];
    expect(styleOf(lines)).toEqual({ indent: '  ', currencyColumn: null });
  });

  it('keeps the printer\'s layout for a file with too few postings to tell, and a tab indent without a column', () => {
    expect(styleOf(['2024-01-02 * "x"', '    Expenses:Food    1 CNY'])).toEqual(PRINTER_STYLE);
    const tabs = ['\tExpenses:Food\t1 CNY', '\tAssets:Cash\t-1 CNY', '\tExpenses:Food\t2 CNY'];
    expect(styleOf(tabs)).toEqual({ indent: '\t', currencyColumn: null });
  });
});

describe('restyle', () => {
  it('re-indents postings and their metadata and aligns plain amounts; a name too long for the column keeps two spaces', () => {
    const printed = '2024-01-04 * "x"\n  memo: "m"\n  Expenses:Food  3.5 CNY\n    note: "n"\n  Assets:Broker:STK  1 STK {5.00 CNY} @ 6 CNY\n  Assets:A:Very:Long:Account:Name:That:Goes:Past:The:Column  1 CNY\n  Assets:Cash\n';
    expect(restyle(printed, { indent: '    ', currencyColumn: 40 })).toBe(
      '2024-01-04 * "x"\n    memo: "m"\n    Expenses:Food                   3.5 CNY\n        note: "n"\n    Assets:Broker:STK                 1 STK {5.00 CNY} @ 6 CNY\n    Assets:A:Very:Long:Account:Name:That:Goes:Past:The:Column  1 CNY\n    Assets:Cash\n',
    );
  });
});

describe('writes in the file\'s layout', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'write-style-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('appends to a bean-formatted file with its indent and currency column; the ledger reads the same; bean-check passes', async () => {
    const file = join(dir, 'main.beancount');
    await writeFile(file, FORMATTED);
    const store = new LedgerStore(file);
    await store.write(() => ({ directives: [spend('service')], result: null }));
    const added = (await readFile(file, 'utf8')).slice(FORMATTED.length);
    expect(added).toBe('\n2024-01-02 * "service"\n    Expenses:Food                                       1 CNY\n    Assets:Cash\n');
    const line = added.split('\n')[2]!;
    expect(line.indexOf('CNY')).toBe(58);
    const fresh = Ledger.load(file);
    expect(fresh.errors).toEqual([]);
    const checked = beanCheck(FORMATTED + added);
    if (checked !== null) expect(checked.errors).toBe('');
  });
});
