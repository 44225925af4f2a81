// Import benchmark: a 10,000-row bank CSV planned against a ledger (read, match, dedupe).
import { Ledger } from '../src/ledger/ledger.ts';
import { MAX_ROWS, planImport } from '../src/importers/import-statement.ts';
import { printDirective } from '../src/ledger/syntax/printer.ts';
import { generatedBankCsv } from '../test/importers/generated-bank-csv.ts';
import { buildPdf } from '../test/importers/pdf/statement-pdf-builder.ts';
import { longCreditCardStatement } from '../test/importers/pdf/statement-layouts.ts';

const BANK_LEDGER = ['2020-01-01 open Assets:Bank:Checking CNY', '2020-01-01 open Expenses:Food', '2020-01-01 open Income:Salary', ''].join('\n');

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t0 = process.hrtime.bigint();
  const value = await work();
  return { value, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

/** Bank CSVs of 10,000 rows and of 50,000 (the most an upload may have) planned against a 3-line ledger; the 10,000 again against the ledger they made. */
export async function benchImport({ work }: { work: string }): Promise<void> {
  void work;
  const request = { account: 'Assets:Bank:Checking', format: 'csv' as const, today: '2025-01-01' };
  const first = await timed(() => planImport(Ledger.fromText(BANK_LEDGER), { ...request, content: generatedBankCsv(10_000) }));
  const plan = first.value;
  console.log(`import: 10,000-row CSV planned in ${first.seconds.toFixed(2)} s (${plan.report.imported} to import, ${plan.report.duplicates} duplicates)`);
  const imported = Ledger.fromText(BANK_LEDGER + plan.directives.map(printDirective).join('\n'));
  const again = await timed(() => planImport(imported, { ...request, content: generatedBankCsv(10_000) }));
  console.log(`import: the same CSV planned again against the 10,000 it imported in ${again.seconds.toFixed(2)} s (${again.value.report.duplicates} duplicates)`);
  const most = await timed(() => planImport(Ledger.fromText(BANK_LEDGER), { ...request, content: generatedBankCsv(MAX_ROWS) }));
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
