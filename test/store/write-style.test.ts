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
    expect(styleOf(FORMATTED.split('\n'))).toEqual({ indent: '    ', currencyColumn: 58, widths: 'characters' });
  });

  it('learns no alignment from postings written with two spaces before each amount', () => {
    const lines = ['2024-01-02 * "x"', '  Expenses:Food  12.50 CNY', '  Assets:Cash  -12.50 CNY', '  Assets:Bank:Checking  -1 CNY'];
    expect(styleOf(lines)).toEqual({ indent: '  ', currencyColumn: null, widths: 'characters' });
  });

  it('learns no alignment from the same line written again and again with two spaces', () => {
    const lines = Array.from({ length: 10 }, (_, i) => (i % 2 ? '  Assets:Cash  -32.00 CNY' : '  Expenses:Food  32.00 CNY'));
    expect(styleOf(lines).currencyColumn).toBe(null);
  });

  it('keeps the printer\'s layout for a file with too few postings to tell, and a tab indent without a column', () => {
    expect(styleOf(['2024-01-02 * "x"', '    Expenses:Food    1 CNY'])).toEqual(PRINTER_STYLE);
    const tabs = ['\tExpenses:Food\t1 CNY', '\tAssets:Cash\t-1 CNY', '\tExpenses:Food\t2 CNY'];
    expect(styleOf(tabs)).toEqual({ indent: '\t', currencyColumn: null, widths: 'characters' });
  });
});

describe('styleOf, from the recheck of session 29', () => {
  const formatted = (account: string, amount: string, column: number) => `  ${account}${' '.repeat(Math.max(2, column - 2 - account.length - amount.length - 1))}${amount} CNY`;

  it('keeps the column when names too long for it follow (an import after a bean-formatted file broke the habit)', () => {
    const own = Array.from({ length: 6 }, (_, i) => formatted(i % 2 ? 'Assets:Bank' : 'Expenses:Food', i % 2 ? '-7.00' : '7.00', 31));
    const imported = Array.from({ length: 20 }, (_, i) => (i % 2 ? formatted('Expenses:Uncategorized', '20.50', 31) : formatted('Assets:Bank', '-20.50', 31)));
    const style = styleOf([...own, ...imported]);
    expect(imported.filter((l) => l.indexOf('CNY') !== 31)).toHaveLength(10); // the long name's lines overflow
    expect(style).toEqual({ indent: '  ', currencyColumn: 31, widths: 'characters' });
  });

  it('looks past other lines at the end (420 prices) for the postings', () => {
    const own = Array.from({ length: 6 }, (_, i) => formatted('Expenses:Food', `${i}.00`, 40));
    const prices = Array.from({ length: 420 }, (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')} price USD 7.${i} CNY`);
    expect(styleOf([...own, ...prices]).currencyColumn).toBe(40);
  });

  it('counts a Chinese character as two cells in a file aligned that way', () => {
    // aligned by eye: the currency 31 cells in, a Chinese character two cells wide
    const cellsOf = (text: string) => [...text].reduce((n, ch) => n + (/[\u4e00-\u9fff]/.test(ch) ? 2 : 1), 0);
    const byEye = (account: string, amount: string) => `  ${account}${' '.repeat(31 - cellsOf(`  ${account}`) - amount.length - 1)}${amount} CNY`;
    const lines = [byEye('Expenses:Food:餐饮', '35.00'), byEye('Assets:Bank:招商', '-35.00'), byEye('Expenses:Transport', '12.00'), byEye('Assets:Cash', '-12.00')];
    const style = styleOf(lines);
    expect(style).toEqual({ indent: '  ', currencyColumn: 31, widths: 'cells' });
    expect(restyle('2024-01-05 * "x"\n  Expenses:Food:餐饮  88.00 CNY\n  Assets:Cash\n', style)).toBe(`2024-01-05 * "x"\n${byEye('Expenses:Food:餐饮', '88.00')}\n  Assets:Cash\n`);
    // the same lines aligned in characters (bean-format) are read so
    const inCharacters = (account: string, amount: string) => `  ${account}${' '.repeat(31 - [...`  ${account}`].length - amount.length - 1)}${amount} CNY`;
    expect(styleOf([inCharacters('Expenses:Food:餐饮', '35.00'), inCharacters('Assets:Bank:招商', '-35.00'), inCharacters('Expenses:Transport', '12.00'), inCharacters('Assets:Cash', '-12.00')]).widths).toBe('characters');
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
  // Public-ledger QA: a main file of options and includes (the usual Chinese layout) got two spaces
  // before every amount, though the included files and Fava's option align them.
  const MAIN_OF_INCLUDES = 'option "operating_currency" "CNY"\ninclude "accounts.bean"\ninclude "2024.bean"\n';
  const ACCOUNTS = '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n';

  it('a main file without postings of its own: the habit of the file of the latest transaction', async () => {
    const main = join(dir, 'main.bean');
    await writeFile(main, MAIN_OF_INCLUDES);
    await writeFile(join(dir, 'accounts.bean'), ACCOUNTS);
    await writeFile(join(dir, '2024.bean'), FORMATTED.split('\n').slice(4).join('\n').replace(/Assets:Broker:STK/g, 'Assets:Cash').replace('  10 STK {5.00 CNY}', '  50.00 CNY').replace('      lot: "first"\n', ''));
    const store = new LedgerStore(main);
    await store.write(() => ({ directives: [spend('service')], result: null }));
    const added = (await readFile(main, 'utf8')).slice(MAIN_OF_INCLUDES.length);
    expect(added).toBe('\n2024-01-02 * "service"\n    Expenses:Food                                       1 CNY\n    Assets:Cash\n');
    expect(Ledger.load(main).errors).toEqual([]);
  });

  // (recheck QA: a pad's file, its padding the latest transaction, and a month's file just begun
  // were taken for the ledger's layout)
  it('skips padding, and a newest file too short to show a habit, for the next file back', async () => {
    const main = join(dir, 'main.bean');
    const text = 'include "accounts.bean"\ninclude "2024.bean"\ninclude "2025-01.bean"\ninclude "pads.bean"\n';
    await writeFile(main, text);
    await writeFile(join(dir, 'accounts.bean'), ACCOUNTS + '2024-01-01 open Equity:Opening\n');
    await writeFile(join(dir, '2024.bean'), FORMATTED.split('\n').slice(4).join('\n').replace(/Assets:Broker:STK/g, 'Assets:Cash').replace('  10 STK {5.00 CNY}', '  50.00 CNY').replace('      lot: "first"\n', ''));
    await writeFile(join(dir, '2025-01.bean'), '2025-01-02 * "x"\n  Expenses:Food  2 CNY\n  Assets:Cash  -2 CNY\n');
    await writeFile(join(dir, 'pads.bean'), '2025-02-01 pad Assets:Cash Equity:Opening\n2025-02-02 balance Assets:Cash  100 CNY\n');
    const store = new LedgerStore(main);
    await store.write(() => ({ directives: [spend('service')], result: null }));
    const added = (await readFile(main, 'utf8')).slice(text.length);
    expect(added).toBe('\n2024-01-02 * "service"\n    Expenses:Food                                       1 CNY\n    Assets:Cash\n');
    expect(Ledger.load(main).errors).toEqual([]);
  });

  it('a main file without postings of its own: Fava\'s currency-column and indent options first', async () => {
    const main = join(dir, 'main.bean');
    const text = MAIN_OF_INCLUDES + '2024-01-01 custom "fava-option" "currency-column" "50"\n2024-01-01 custom "fava-option" "indent" "3"\n';
    await writeFile(main, text);
    await writeFile(join(dir, 'accounts.bean'), ACCOUNTS);
    await writeFile(join(dir, '2024.bean'), '2024-01-02 * "x"\n  Expenses:Food  2 CNY\n  Assets:Cash  -2 CNY\n');
    const store = new LedgerStore(main);
    await store.write(() => ({ directives: [spend('service')], result: null }));
    const added = (await readFile(main, 'utf8')).slice(text.length);
    const line = added.split('\n')[2]!;
    expect(line).toBe('   Expenses:Food' + ' '.repeat(line.length - 21) + '1 CNY');
    // Fava's column counts from 1: its currency starts at index 49
    expect(line.indexOf('CNY')).toBe(49);
    expect(Ledger.load(main).errors).toEqual([]);
    const checked = beanCheck(text.replace(/include .*\n/g, '') + ACCOUNTS + added);
    if (checked !== null) expect(checked.errors).toBe('');
  });
});
