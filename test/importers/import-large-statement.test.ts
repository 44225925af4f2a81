// A 10,000-row CSV is planned whole, and planned again against the ledger it made as duplicates only.
// How long that takes is `npm run bench`'s (bench/import.ts): a test asserts no timings.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { printDirective } from '../../src/ledger/syntax/printer.ts';
import { planImport, planReadImport, readImport } from '../../src/importers/import-statement.ts';
import { generatedBankCsv } from './generated-bank-csv.ts';

const LEDGER = ['option "operating_currency" "CNY"', '2020-01-01 open Assets:Bank:Checking CNY', '2020-01-01 open Expenses:Food', '2020-01-01 open Income:Salary', ''].join('\n');

describe('a large statement', () => {
  it('plans a 10,000-row CSV, and re-plans it against what it imported as duplicates', async () => {
    const content = generatedBankCsv(10_000);
    const request = { content, account: 'Assets:Bank:Checking', format: 'csv' as const, today: '2025-01-01' };
    const plan = await planImport(Ledger.fromText(LEDGER), request);
    expect(plan.report.imported).toBe(10_000);
    expect(plan.report.skipped).toBe(0);

    const full = Ledger.fromText(LEDGER + plan.directives.map(printDirective).join('\n'));
    expect(full.errors).toEqual([]);
    const again = await planImport(full, request);
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 10_000]);
  });
});

describe('planning a large statement', () => {
  it('gives the event loop back while it plans (timers run before it is done)', async () => {
    // (a 50,000-row statement held the server for its whole plan: other users' requests waited)
    const read = await readImport({ content: generatedBankCsv(5_000), account: 'Assets:Bank:Checking', format: 'csv', today: '2025-01-01' });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      const plan = await planReadImport(Ledger.fromText(LEDGER), read);
      expect(plan.report.imported).toBe(5_000);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });
});
