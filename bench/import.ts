// Import benchmark: a 10,000-row bank CSV planned against a ledger (read, match, dedupe).
import { Ledger } from '../src/ledger/ledger.ts';
import { planImport } from '../src/importers/import-statement.ts';
import { buildPdf } from '../test/importers/pdf/statement-pdf-builder.ts';
import { longCreditCardStatement } from '../test/importers/pdf/statement-layouts.ts';

export async function benchImport({ work }: { work: string }): Promise<void> {
  void work;
  const ledger = Ledger.fromText(
    ['2020-01-01 open Assets:Bank:Checking CNY', '2020-01-01 open Expenses:Food', '2020-01-01 open Income:Salary', ''].join('\n'),
  );
  const rows = ['交易日期,摘要,交易对方,收入,支出,余额'];
  for (let i = 0; i < 10_000; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    const cents = 100 + ((i * 7919) % 90000);
    const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    rows.push(i % 10 === 0 ? `2024-${month}-${day},工资,公司${i},${amount},,` : `2024-${month}-${day},消费,商户${i % 500},,${amount},`);
  }
  const content = Buffer.from(rows.join('\n'), 'utf8');
  const t0 = process.hrtime.bigint();
  const plan = await planImport(ledger, { content, account: 'Assets:Bank:Checking', format: 'csv', today: '2025-01-01' });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`import: 10,000-row CSV planned in ${seconds.toFixed(2)} s (${plan.report.imported} to import, ${plan.report.duplicates} duplicates)`);
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
