// Bank CSV (recognised headers or an explicit mapping) and OFX fixtures, errors, and dedupe rules.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../src/http/problem.ts';
import { detectFormat } from '../../src/importers/import-statement.ts';
import { appended, fixture, importTwice, ledgerText, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from './bean-check.ts';

const LEDGER = ledgerText();
const csv = (text: string) => Buffer.from(text, 'utf8');

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

describe('bank CSV, English debit/credit columns', async () => {
  const bank = await plan(LEDGER, { content: fixture('bank-english-debit-credit.csv'), account: 'Assets:US:Checking' });
  it('finds the header after a preamble, signs debits and credits, reads mm/dd dates from the column', () => {
    expect(bank.report.transactions.map((t) => `${(t as { date: string }).date} ${postingLines(t as never)[0]}`)).toEqual([
      '2024-01-02 Assets:US:Checking -4.50 USD',
      '2024-01-03 Assets:US:Checking 2500.00 USD',
      '2024-01-15 Assets:US:Checking -23.10 USD',
      '2024-01-15 Assets:US:Checking -23.10 USD',
      '2024-01-31 Assets:US:Checking -1200.00 USD',
    ]);
  });
  it('reports the closing balance from the balance column, and writes no balance', () => {
    expect(bank.report.statement).toEqual({ balance: { number: '3249.30', currency: 'USD' }, date: '2024-01-31' });
    expect(bank.directives.some((d) => d.type === 'balance')).toBe(false);
  });
  it('gives two identical rows distinct ids, so both import once and re-import as duplicates', async () => {
    const ids = bank.report.transactions.map((t) => t.meta.import_id);
    expect(new Set(ids).size).toBe(5);
    const { second } = await importTwice(LEDGER, { content: fixture('bank-english-debit-credit.csv'), account: 'Assets:US:Checking' });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 5]);
  });
  it('lets one hand-written transaction absorb one matching row only (same account, amount, within 3 days)', async () => {
    const withHand = `${LEDGER}
2024-01-13 * "Uber" "ride"
  Assets:US:Checking  -23.10 USD
  Expenses:Transport:Taxi  23.10 USD
2024-01-27 * "Landlord" "rent"
  Assets:US:Checking  -1200.00 USD
  Expenses:Housing:Rent  1200.00 USD
`;
    const p = await plan(withHand, { content: fixture('bank-english-debit-credit.csv'), account: 'Assets:US:Checking' });
    expect(p.report.duplicates).toBe(1); // the Uber ride; the rent is 4 days away
    expect(p.report.imported).toBe(4);
  });
  it('passes bean-check when appended', () => {
    const check = beanCheck(appended(LEDGER, bank));
    if (check) expect(check.errors).toBe('');
  });
});

describe('bank CSV, Chinese 收入/支出 columns with BOM', async () => {
  const bank = await plan(LEDGER, { content: fixture('bank-chinese-income-expense.csv'), account: 'Assets:CMB:Debit' });
  it('reads mixed date formats, thousands separators and 人民币', () => {
    expect(bank.report.transactions.map((t) => postingLines(t as never)[0])).toEqual([
      'Assets:CMB:Debit -35.00 CNY',
      'Assets:CMB:Debit 10000.00 CNY',
      'Assets:CMB:Debit -128.60 CNY',
    ]);
    expect(bank.report.transactions.map((t) => (t as { date: string }).date)).toEqual(['2024-01-05', '2024-01-08', '2024-01-09']);
    expect(bank.report.statement.balance).toEqual({ number: '19836.40', currency: 'CNY' });
  });
  it('learns from history by payee, not from a generic description', () => {
    const market = bank.report.transactions[2] as { payee: string; postings: { account: string }[] };
    expect(market.payee).toBe('某某超市');
    expect(market.postings[1]!.account).not.toBe('Expenses:Transport:Taxi');
  });
  it('needs the statement account', async () => {
    const p = await problemOf(plan(LEDGER, { content: fixture('bank-chinese-income-expense.csv') }));
    expect(p.status).toBe(400);
    expect(p.errors[0]!.path).toBe('account');
  });
});

describe('explicit column mapping', () => {
  const text = 'When,What,Out,In\n2024-03-01,Groceries,12.00,\n2024-03-02,Refund,,3.50\n';
  it('maps columns to roles', async () => {
    const p = await plan(LEDGER, { content: csv(text), account: 'Assets:US:Checking', mapping: { When: 'date', What: 'description', Out: 'debit', In: 'credit' } });
    expect(p.report.transactions.map((t) => postingLines(t as never)[0])).toEqual(['Assets:US:Checking -12.00 USD', 'Assets:US:Checking 3.50 USD']);
  });
  it('rejects a mapping with unknown roles or no date', async () => {
    const bad = await problemOf(plan(LEDGER, { content: csv(text), account: 'Assets:US:Checking', mapping: { When: 'when' } }));
    expect([bad.status, bad.errors[0]!.path]).toEqual([400, 'mapping']);
    const noDate = await problemOf(plan(LEDGER, { content: csv(text), account: 'Assets:US:Checking', mapping: { Out: 'debit' } }));
    expect(noDate.detail).toBe('invalid mapping');
  });
});

describe('rejections', () => {
  it('rejects the upload at a broken row, naming the row', async () => {
    const p = await problemOf(plan(LEDGER, { content: csv('Date,Description,Amount\n2024-01-02,ok,-1.00\n2024-01-03,bad,12..0\n'), account: 'Assets:US:Checking' }));
    expect(p.status).toBe(422);
    expect(p.errors).toEqual([{ path: 'row 3', message: expect.stringMatching(/not an amount/) }]);
  });
  it('rejects a row whose date is not a date', async () => {
    const p = await problemOf(plan(LEDGER, { content: csv('Date,Description,Amount\n2024-02-30,x,-1.00\n'), account: 'Assets:US:Checking' }));
    expect(p.errors[0]!.path).toBe('row 2');
  });
  it('rejects a currency the account does not allow', async () => {
    const p = await problemOf(plan(LEDGER, { content: csv('Date,Description,Amount,Currency\n2024-01-02,x,-1.00,EUR\n'), account: 'Assets:US:Checking' }));
    expect(p.status).toBe(422);
    expect(p.errors[0]).toEqual({ path: 'row 2', message: expect.stringMatching(/Assets:US:Checking does not allow currency EUR/) });
  });
  it('rejects an account that is not open, and rows before the account was opened', async () => {
    const notOpen = await problemOf(plan(LEDGER, { content: csv('Date,Amount\n2024-01-02,-1\n'), account: 'Assets:Nowhere' }));
    expect([notOpen.status, notOpen.errors[0]!.path]).toEqual([422, 'account']);
    const early = await problemOf(plan(LEDGER, { content: csv('Date,Amount\n2019-12-31,-1\n'), account: 'Assets:US:Checking' }));
    expect(early.errors[0]!.message).toMatch(/before account Assets:US:Checking was opened/);
  });
  it('rejects an unknown preset and format', async () => {
    expect((await problemOf(plan(LEDGER, { content: csv('a,b\n'), preset: 'paypal' }))).status).toBe(400);
    expect((await problemOf(plan(LEDGER, { content: csv('a,b\n'), format: 'xls' as never }))).status).toBe(400);
  });
  it('opens Uncategorized on or before its first existing use', async () => {
    const used = `${LEDGER}
2021-06-01 * "old" "booked before the account was opened"
  Assets:US:Checking  -1.00 USD
  Expenses:Uncategorized  1.00 USD
`;
    const p = await plan(used, { content: csv('Date,Description,Amount\n2024-01-02,mystery,-5.00\n'), account: 'Assets:US:Checking' });
    expect(p.directives[0]).toMatchObject({ type: 'open', account: 'Expenses:Uncategorized', date: '2021-06-01' });
  });
});

describe('OFX fixtures', () => {
  it('1.x SGML in windows-1252 with a bank and a card account found by account_id', async () => {
    const p = await plan(LEDGER, { content: fixture('bank-1x.ofx') });
    expect(p.report.transactions.map((t) => [(t as { payee: string }).payee, postingLines(t as never)[0]])).toEqual([
      ['Café Lumière', 'Assets:US:Checking -4.75 USD'],
      ['ACME PAYROLL', 'Assets:US:Checking 1500.00 USD'],
      ['CITY TAXI CO', 'Liabilities:US:Visa -60.00 USD'],
    ]);
    expect((p.report.transactions[0] as { meta: object }).meta).toEqual({ import_id: 'ofx:CHK-0001:F-0001' });
    expect(p.report.statement.balances?.map((b) => [b.account, b.balance.number])).toEqual([
      ['Assets:US:Checking', '2495.25'],
      ['Liabilities:US:Visa', '-60.00'],
    ]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
  it('2.x XML: quotes, backslashes and entities survive into a valid ledger', async () => {
    const { first, second, after } = await importTwice(LEDGER, { content: fixture('bank-2x.ofx'), account: 'Assets:EU:Giro' });
    expect(first.report.transactions.map((t) => (t as { payee: string }).payee)).toEqual(['Bäckerei "Zum Korn"', 'Refund <online>']);
    expect(first.report.statement).toEqual({ balance: { number: '1237.70', currency: 'EUR' }, date: '2024-01-31' });
    expect(second.report.imported).toBe(0);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });
  it('is recognised by content, whatever the file is called', () => {
    expect(detectFormat(fixture('bank-1x.ofx'), 'statement.csv')).toBe('ofx');
    expect(detectFormat(fixture('bank-2x.ofx'))).toBe('ofx');
    expect(detectFormat(fixture('wechat-2024-01.csv'), 'x.ofx')).toBe('ofx'); // no content signal: the name decides
    expect(detectFormat(Buffer.from('%PDF-1.7\n'), 'a.csv')).toBe('pdf');
  });
});

describe('bean-check helper', () => {
  it('reports errors for a broken ledger', () => {
    const check = beanCheck('2024-01-01 * "x"\n  Assets:Nope  1 USD\n');
    if (check) expect(check.errors).not.toBe('');
  });
});
