// Import benchmark: a 10,000-row bank CSV planned against a ledger (read, match, dedupe).
import { Ledger } from '../src/ledger/ledger.ts';
import { MAX_ROWS, planImport } from '../src/importers/import-statement.ts';
import { printDirective } from '../src/ledger/syntax/printer.ts';
import { buildPdf } from '../test/importers/pdf/statement-pdf-builder.ts';
import { longCreditCardStatement } from '../test/importers/pdf/statement-layouts.ts';

const BANK_LEDGER = ['2020-01-01 open Assets:Bank:Checking CNY', '2020-01-01 open Expenses:Food', '2020-01-01 open Income:Salary', ''].join('\n');

/** A bank CSV of `count` rows: a salary every tenth row, purchases from 500 merchants. */
function bankCsv(count: number): Buffer {
  const rows = ['交易日期,摘要,交易对方,收入,支出,余额'];
  for (let i = 0; i < count; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    const cents = 100 + ((i * 7919) % 90000);
    const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    rows.push(i % 10 === 0 ? `2024-${month}-${day},工资,公司${i},${amount},,` : `2024-${month}-${day},消费,商户${i % 500},,${amount},`);
  }
  return Buffer.from(rows.join('\n'), 'utf8');
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t0 = process.hrtime.bigint();
  const value = await work();
  return { value, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

/** Bank CSVs of 10,000 rows and of 50,000 (the most an upload may have) planned against a 3-line ledger; the 10,000 again against the ledger they made. */
export async function benchImport({ work }: { work: string }): Promise<void> {
  void work;
  const request = { account: 'Assets:Bank:Checking', format: 'csv' as const, today: '2025-01-01' };
  const first = await timed(() => planImport(Ledger.fromText(BANK_LEDGER), { ...request, content: bankCsv(10_000) }));
  const plan = first.value;
  console.log(`import: 10,000-row CSV planned in ${first.seconds.toFixed(2)} s (${plan.report.imported} to import, ${plan.report.duplicates} duplicates)`);
  const imported = Ledger.fromText(BANK_LEDGER + plan.directives.map(printDirective).join('\n'));
  const again = await timed(() => planImport(imported, { ...request, content: bankCsv(10_000) }));
  console.log(`import: the same CSV planned again against the 10,000 it imported in ${again.seconds.toFixed(2)} s (${again.value.report.duplicates} duplicates)`);
  const most = await timed(() => planImport(Ledger.fromText(BANK_LEDGER), { ...request, content: bankCsv(MAX_ROWS) }));
  console.log(`import: ${MAX_ROWS.toLocaleString('en')}-row CSV (the most an upload may have) planned in ${most.seconds.toFixed(2)} s`);
}

/** A 20-page credit-card statement (made-up rows, built with pdf-lib and Noto CJK) planned end to end. */
export async function benchPdfImport(): Promise<void> {
  const ledger = Ledger.fromText(
    ['2020-01-01 open Liabilities:CreditCard:CMB CNY', '2020-01-01 open Assets:Bank:Checking CNY', '2020-01-01 open Expenses:Food', ''].join('\n'),
  );
  const content = await buildPdf(longCreditCardStatement(20));
  const t0 = process.hrtime.bigint();
  const plan = await planImport(ledger, { content, account: 'Liabilities:CreditCard:CMB', format: 'pdf', today: '2030-01-01' });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`import: 20-page PDF statement planned in ${seconds.toFixed(2)} s (${plan.report.imported} to import, ${plan.report.skipped} skipped)`);
}
