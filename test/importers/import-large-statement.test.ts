// A 10,000-row CSV must plan well under 2 s, the first time and again as all duplicates.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { printDirective } from '../../src/ledger/syntax/printer.ts';
import { planImport } from '../../src/importers/import-statement.ts';

const LEDGER = ['option "operating_currency" "CNY"', '2020-01-01 open Assets:Bank:Checking CNY', '2020-01-01 open Expenses:Food', '2020-01-01 open Income:Salary', ''].join('\n');

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function statement(rows: number): Buffer {
  const lines = ['交易日期,摘要,交易对方,收入,支出,余额'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    const cents = 100 + ((i * 7919) % 90000);
    const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    lines.push(i % 10 === 0 ? `2024-${month}-${day},工资,公司${i},${amount},,` : `2024-${month}-${day},消费,商户${i % 500},,${amount},`);
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

describe('import performance', () => {
  it('plans a 10,000-row CSV in well under 2 s, and re-plans it as duplicates', async () => {
    const content = statement(10_000);
    const request = { content, account: 'Assets:Bank:Checking', format: 'csv' as const, today: '2025-01-01' };
    // warm up (module loading, JIT) on a small file so the timing is of the planning itself
    await planImport(Ledger.fromText(LEDGER), { ...request, content: statement(500) });
    // CPU time, not wall time: the test machine is shared, and waiting for a core is not our cost
    const t0 = cpuMs();
    const w0 = performance.now();
    const plan = await planImport(Ledger.fromText(LEDGER), request);
    const first = cpuMs() - t0;
    const firstWall = performance.now() - w0;
    expect(plan.report.imported).toBe(10_000);

    const full = Ledger.fromText(LEDGER + plan.directives.map(printDirective).join('\n'));
    const t1 = cpuMs();
    const again = await planImport(full, request);
    const second = cpuMs() - t1;
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 10_000]);
    console.log(`10,000-row CSV: planned in ${first.toFixed(0)} ms CPU (${firstWall.toFixed(0)} ms wall); re-planned against 10,000 imported in ${second.toFixed(0)} ms CPU`);
    expect(first).toBeLessThan(2000);
    expect(second).toBeLessThan(2000);
  });
});
