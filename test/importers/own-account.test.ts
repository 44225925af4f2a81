// Which ledger account each statement account of an OFX file lands in: the request's `account`
// for a file of one statement account; else `account_id` metadata first, and the `account` field
// only for the one statement account left over.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../src/problem.ts';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import { OFX_CORPUS } from '../support/corpus.ts';
import { join } from 'node:path';

const CORPUS_MULTIPLE = readFileSync(join(OFX_CORPUS, 'multiple_accounts.ofx'));

type Row = [date: string, amount: string, fitid: string, name: string];

/** An OFX 1.x file with one bank statement per account, each with its rows and closing balance. */
function ofx(accounts: { id: string; rows: Row[]; balance: string }[]): Buffer {
  const statements = accounts.map(({ id, rows, balance }) => {
    const trns = rows.map(([date, amount, fitid, name]) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date.replaceAll('-', '')}<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN>`).join('');
    return `<STMTTRNRS><TRNUID>${id}<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>${id}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>${trns}</BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>20240131</LEDGERBAL></STMTRS></STMTTRNRS>`;
  });
  return Buffer.from(`OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1>${statements.join('')}</BANKMSGSRSV1></OFX>\n`, 'latin1');
}

const THREE_ACCOUNTS = ofx([
  { id: '9100', rows: [['2024-01-05', '-10.00', 'A1', 'GROCER']], balance: '90.00' },
  { id: '9200', rows: [['2024-01-06', '-20.00', 'B1', 'BAKERY']], balance: '180.00' },
  { id: '9300', rows: [['2024-01-07', '-30.00', 'C1', 'BUTCHER']], balance: '270.00' },
]);

const accounts = (withIds: Record<string, string>) =>
  ['Assets:Checking', 'Assets:Savings', 'Assets:Travel', 'Assets:Other']
    .map((a) => `2020-01-01 open ${a} USD${withIds[a] ? `\n  account_id: "${withIds[a]}"` : ''}`)
    .join('\n');
const ledger = (withIds: Record<string, string>) => `option "operating_currency" "USD"\n${accounts(withIds)}\n2020-01-01 open Expenses:Food\n`;

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

const fundingOf = (t: { payee: string | null; postings: { account: string; units: { number: string; currency: string } }[] }) => [t.payee, postingLines(t)[0]];

describe('OFX with several statement accounts', () => {
  it('books each ACCTID on the account whose account_id metadata names it', async () => {
    const text = ledger({ 'Assets:Checking': '9100', 'Assets:Savings': '9200', 'Assets:Travel': '9300' });
    const p = await plan(text, { content: THREE_ACCOUNTS });
    expect(p.report.transactions.map(fundingOf)).toEqual([
      ['GROCER', 'Assets:Checking -10.00 USD'],
      ['BAKERY', 'Assets:Savings -20.00 USD'],
      ['BUTCHER', 'Assets:Travel -30.00 USD'],
    ]);
    const check = beanCheck(appended(text, p));
    if (check) expect(check.errors).toBe('');
  });

  it('uses the account field for the one ACCTID that no metadata names, and only for it', async () => {
    const p = await plan(ledger({ 'Assets:Checking': '9100', 'Assets:Travel': '9300' }), { content: THREE_ACCOUNTS, account: 'Assets:Other' });
    expect(p.report.transactions.map(fundingOf)).toEqual([
      ['GROCER', 'Assets:Checking -10.00 USD'],
      ['BAKERY', 'Assets:Other -20.00 USD'],
      ['BUTCHER', 'Assets:Travel -30.00 USD'],
    ]);
  });

  it('rejects with 422 naming the ACCTIDs when two or more have no account_id metadata, even with an account field', async () => {
    const p = await problemOf(plan(ledger({ 'Assets:Checking': '9100' }), { content: THREE_ACCOUNTS, account: 'Assets:Other' }));
    expect(p.status).toBe(422);
    expect(p.detail).toMatch(/ACCTID 9200, 9300/);
    expect(p.detail).toMatch(/account_id/);
    expect(p.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^ACCTID 9200\b/), expect.stringMatching(/^ACCTID 9300\b/)]);
  });

  it('rejects the corpus file multiple_accounts.ofx (ACCTIDs 9100 and 9200) when neither is named by metadata', async () => {
    const p = await problemOf(plan(ledger({}), { content: CORPUS_MULTIPLE, account: 'Assets:Checking' }));
    expect([p.status, p.detail]).toEqual([422, expect.stringMatching(/ACCTID 9100, 9200.*set `account_id` metadata/)]);
  });

  it('takes the account field over metadata for a single statement account, and metadata without the field', async () => {
    // the contract: `account` is the statement's own account; account_id only names it when the field is not sent
    const single = ofx([{ id: '9200', rows: [['2024-01-06', '-20.00', 'B1', 'BAKERY']], balance: '180.00' }]);
    const text = ledger({ 'Assets:Savings': '9200' });
    const p = await plan(text, { content: single, account: 'Assets:Other' });
    expect(p.report.transactions.map(fundingOf)).toEqual([['BAKERY', 'Assets:Other -20.00 USD']]);
    expect(p.report.statement).toEqual({ balance: { number: '180.00', currency: 'USD' }, date: '2024-01-31' });
    const check = beanCheck(appended(text, p));
    if (check) expect(check.errors).toBe('');
    const byMetadata = await plan(text, { content: single });
    expect(byMetadata.report.transactions.map(fundingOf)).toEqual([['BAKERY', 'Assets:Savings -20.00 USD']]);
  });

  it('reports the first balance as the contract asks, and every balance with its account', async () => {
    const p = await plan(ledger({ 'Assets:Savings': '9200' }), { content: CORPUS_MULTIPLE, account: 'Assets:Checking' });
    expect(p.directives).toEqual([]);
    expect(p.report.statement).toEqual({
      balance: { number: '111', currency: 'USD' },
      date: '2012-06-03',
      balances: [
        { account_id: '9100', account: 'Assets:Checking', balance: { number: '111', currency: 'USD' }, date: '2012-06-03' },
        { account_id: '9200', account: 'Assets:Savings', balance: { number: '222', currency: 'USD' }, date: '2012-06-03' },
      ],
    });
  });

  it('asks for the account (400) when the one unnamed ACCTID has rows and no account is sent', async () => {
    const p = await problemOf(plan(ledger({ 'Assets:Checking': '9100', 'Assets:Travel': '9300' }), { content: THREE_ACCOUNTS }));
    expect([p.status, p.errors[0]!.path]).toEqual([400, 'account']);
    expect(p.detail).toMatch(/account_id "9200"/);
  });
});

describe('an ACCTID that several open accounts carry in account_id', () => {
  const ONE = ofx([{ id: '9100', rows: [['2024-01-05', '-10.00', 'A1', 'GROCER']], balance: '90.00' }]);
  const shared = ledger({ 'Assets:Checking': '9100', 'Assets:Savings': '91 00' });

  it('is a 422 naming the ACCTID and every matching account, and plans nothing', async () => {
    const p = await problemOf(plan(shared, { content: ONE }));
    expect(p.status).toBe(422);
    expect(p.detail).toBe('the statement\'s ACCTID 9100 matches 2 open accounts (Assets:Checking and Assets:Savings): keep account_id "9100" on one of them');
    expect(p.errors).toEqual([
      { path: 'account', message: 'Assets:Checking and Assets:Savings both have account_id "9100": keep that metadata on one of them, or send the account field naming the one this statement is for' },
    ]);
  });

  it('names all of three accounts that carry it', async () => {
    const p = await problemOf(plan(ledger({ 'Assets:Checking': '9100', 'Assets:Savings': '9100', 'Assets:Travel': '9100' }), { content: ONE }));
    expect([p.status, p.detail]).toEqual([422, 'the statement\'s ACCTID 9100 matches 3 open accounts (Assets:Checking, Assets:Savings and Assets:Travel): keep account_id "9100" on one of them']);
  });

  it('in a file of that one statement account, takes the account field, whether it names one of them or another account', async () => {
    const p = await plan(shared, { content: ONE, account: 'Assets:Savings' });
    expect(p.report.transactions.map((t) => postingLines(t as never)[0])).toEqual(['Assets:Savings -10.00 USD']);
    const other = await plan(shared, { content: ONE, account: 'Assets:Travel' });
    expect(other.report.transactions.map((t) => postingLines(t as never)[0])).toEqual(['Assets:Travel -10.00 USD']);
  });

  it('in a file of several statement accounts, is a 422 even when the account field names one of them (the field would also stand for the unnamed ACCTID)', async () => {
    const text = ledger({ 'Assets:Checking': '9100', 'Assets:Savings': '9100', 'Assets:Travel': '9300' });
    const p = await problemOf(plan(text, { content: THREE_ACCOUNTS, account: 'Assets:Checking' }));
    expect([p.status, p.detail]).toEqual([422, expect.stringMatching(/ACCTID 9100 matches 2 open accounts \(Assets:Checking and Assets:Savings\)/)]);
    expect(p.errors[0]!.message).toMatch(/the account field cannot choose: it stands for one statement account, and the file holds 3\)$/);
  });

  it('in a file of several statement accounts, is a 422 with the account field even when every other ACCTID is named by metadata', async () => {
    const text = ledger({ 'Assets:Checking': '9100', 'Assets:Savings': '9100', 'Assets:Other': '9200', 'Assets:Travel': '9300' });
    expect((await problemOf(plan(text, { content: THREE_ACCOUNTS, account: 'Assets:Checking' }))).status).toBe(422);
  });

  it('does not count a closed account', async () => {
    const p = await plan(`${shared}\n2023-12-31 close Assets:Savings\n`, { content: ONE });
    expect(p.report.transactions.map((t) => postingLines(t as never)[0])).toEqual(['Assets:Checking -10.00 USD']);
  });
});
