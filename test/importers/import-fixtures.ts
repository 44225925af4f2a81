// Shared by the importer tests: the fixture ledger, statement files, and "append the plan".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { printDirective } from '../../src/ledger/syntax/printer.ts';
import { planImport, type ImportPlan, type ImportRequest } from '../../src/importers/import-statement.ts';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');

export function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES, name));
}

export function ledgerText(): string {
  return readFileSync(join(FIXTURES, 'ledger.beancount'), 'utf8');
}

export function ledgerFrom(text: string): Ledger {
  const ledger = Ledger.fromText(text, join(FIXTURES, 'ledger.beancount'));
  return ledger;
}

/** The ledger text with the planned directives appended, as the HTTP layer would write them. */
export function appended(text: string, plan: ImportPlan): string {
  return text + '\n' + plan.directives.map(printDirective).join('\n');
}

/** A request as the tests write it: `today` defaults to a day after every fixture's rows. */
export type TestRequest = Omit<ImportRequest, 'today'> & { today?: string };

export async function plan(text: string, req: TestRequest): Promise<ImportPlan> {
  return planImport(ledgerFrom(text), { today: '2025-12-31', ...req });
}

/** Plan, append, plan again: returns both plans and the text after the first append. */
export async function importTwice(text: string, req: TestRequest): Promise<{ first: ImportPlan; second: ImportPlan; after: string }> {
  const first = await plan(text, req);
  const after = appended(text, first);
  const second = await plan(after, req);
  return { first, second, after };
}

/** Postings of a planned transaction as "Account number CUR" lines, for readable assertions. */
export function postingLines(t: { postings: { account: string; units: { number: string; currency: string } }[] }): string[] {
  return t.postings.map((p) => `${p.account} ${p.units.number} ${p.units.currency}`);
}

/** A row of a one-account OFX 1.x statement: date (YYYYMMDD), amount, FITID, NAME and an optional MEMO. */
export type OfxRow = readonly [date: string, amount: string, fitid: string, name: string, memo?: string];

/** An OFX 1.x (SGML) bank statement in USD for ACCTID CHK-0001 with these rows. */
export function ofxStatement(rows: readonly OfxRow[]): Buffer {
  const trns = rows.map(([date, amount, fitid, name, memo]) => `<STMTTRN><TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}${memo ? `<MEMO>${memo}` : ''}</STMTTRN>`);
  return Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>CHK-0001<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
${trns.join('\n')}
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`);
}

/** One upload: a statement for an account. */
export type ImportStep = { content: Buffer; account: string; today?: string };

/** Imports the steps in order into `text`: the final text and each step's report. */
export async function importAll(text: string, steps: readonly ImportStep[]): Promise<{ text: string; reports: ImportPlan['report'][] }> {
  const reports: ImportPlan['report'][] = [];
  for (const step of steps) {
    const p = await plan(text, step);
    reports.push(p.report);
    text = appended(text, p);
  }
  return { text, reports };
}

/** Each account's balance per currency (`Account CUR`, non-zero only) over the whole ledger text. */
export function balances(text: string): Record<string, string> {
  const sums = new Map<string, Decimal>();
  for (const d of ledgerFrom(text).directives) {
    if (d.type !== 'transaction') continue;
    for (const p of d.postings) sums.set(`${p.account} ${p.units.currency}`, (sums.get(`${p.account} ${p.units.currency}`) ?? Decimal.ZERO).add(p.units.number));
  }
  return Object.fromEntries([...sums].filter(([, n]) => !n.isZero()).map(([k, n]) => [k, n.toString()]).sort());
}
