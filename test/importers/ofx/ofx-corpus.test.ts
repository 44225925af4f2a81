// Every real-world OFX file of the shared corpus either imports or fails with a clear Problem.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { planImport } from '../../../src/importers/import-statement.ts';
import { appended, ledgerFrom } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';
import { OFX_CORPUS } from '../../support/corpus.ts';

const CORPUS = OFX_CORPUS;
const files = readdirSync(CORPUS).filter((f) => f.endsWith('.ofx')).sort();

// Accounts for the ACCTIDs that appear in the corpus, with generous currencies.
const LEDGER = `
option "operating_currency" "USD"
2000-01-01 open Assets:Bank:Checking
2000-01-01 open Liabilities:Card
  account_id: "1234123412341234"
2000-01-01 open Assets:Bank:Savings
  account_id: "9200"
`;

/** What each file must do: the files that cannot be a statement fail; the rest import. */
const EXPECTED_FAILURE: Record<string, RegExp> = {
  'account_listing_aggregation.ofx': /account list/,
  'bank_small.ofx': /no bank, credit-card or investment statement/,
  'error_message.ofx': /error from the bank \(code 2000\): General Server Error/,
  'fail_nice_date_missing.ofx': /no DTPOSTED/,
  'fail_nice_decimal_error.ofx': /DTPOSTED "201120000000" is not a valid date/,
  'signon_fail.ofx': /error from the bank \(code 15500\)/,
  'signon_success.ofx': /no bank, credit-card or investment statement/,
  'signon_success_no_message.ofx': /no bank, credit-card or investment statement/,
};

describe('the shared OFX corpus', () => {
  it('has the 24 files', () => {
    expect(files.length).toBe(24);
  });
  for (const file of files) {
    it(file, async () => {
      const content = readFileSync(join(CORPUS, file));
      const request = { content, filename: file, account: 'Assets:Bank:Checking', today: '2024-01-01' };
      const expected = EXPECTED_FAILURE[file];
      if (expected) {
        const error = await planImport(ledgerFrom(LEDGER), request).then(() => null, (e: unknown) => e);
        expect(error).toBeInstanceOf(Problem);
        const p = error as Problem;
        expect([400, 422]).toContain(p.status);
        expect(p.detail).toMatch(expected);
        return;
      }
      const plan = await planImport(ledgerFrom(LEDGER), request);
      expect(plan.report.imported + plan.report.skipped + plan.report.duplicates).toBeGreaterThanOrEqual(0);
      if (/^(fidelity|investment|td_|tiaacref|vanguard)/.test(file)) {
        // investment statements: the cash movements and income import, every other entry is skipped with a reason saying what it is
        const cash = (content.toString('latin1').match(/<(INVBANKTRAN|INCOME|MARGININTEREST|INVEXPENSE)>/gi) ?? []).length;
        expect(plan.report.imported).toBe(cash);
        expect(plan.report.imported + plan.report.skipped).toBeGreaterThan(0);
        for (const s of plan.report.skipped_rows) expect(s.reason).toMatch(/^investment statement \(INVSTMTRS\) of account .+: (.+ \((BUY|SELL|TRANSFER)\w*\), not imported: securities are not booked|it holds positions only)/);
      } else {
        // bank and card statements: every STMTTRN became a transaction or the file has none
        const count = (content.toString('latin1').match(/<STMTTRN>/gi) ?? []).length;
        expect(plan.report.imported).toBe(count);
      }
      const check = beanCheck(appended(LEDGER, plan));
      if (check) expect(check.errors).toBe('');
      // importing again brings nothing new
      const again = await planImport(ledgerFrom(appended(LEDGER, plan)), request);
      expect(again.report.imported).toBe(0);
      expect(again.report.duplicates).toBe(plan.report.imported);
    });
  }
  it('reports LEDGERBAL of every account and writes no balance directive', async () => {
    const plan = await planImport(ledgerFrom(LEDGER), { content: readFileSync(join(CORPUS, 'multiple_accounts2.ofx')), account: 'Assets:Bank:Checking', today: '2024-01-01' });
    expect(plan.directives).toHaveLength(0);
    expect(plan.report.statement.balance).toEqual({ number: '111', currency: 'USD' });
    expect(plan.report.statement.balances?.map((b) => [b.account_id, b.account, b.balance.number])).toEqual([
      ['9100', 'Assets:Bank:Checking', '111'],
      ['9200', 'Assets:Bank:Savings', '222'],
    ]);
  });
  it('an empty LEDGERBAL is no balance', async () => {
    const plan = await planImport(ledgerFrom(LEDGER), { content: readFileSync(join(CORPUS, 'fail_nice_empty_balance.ofx')), account: 'Assets:Bank:Checking', today: '2024-01-01' });
    expect(plan.report.statement.balance).toBeUndefined();
    expect(plan.report.transactions[0]).toMatchObject({ date: '2011-03-08', payee: 'Foobar' });
  });
});
