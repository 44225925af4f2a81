// A European bank's CSV through the import route: semicolons between cells, commas in the text
// (quoted or not) and as the decimal mark of the amounts, dot-grouped thousands. The amounts land
// exactly, and the ledger stays valid for our engine and for bean-check.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';
import { runCheck } from '../../src/cli/check.ts';

const LEDGER = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'import', 'ledger.beancount'), 'utf8');
const CSV = Buffer.from(['Date;Description;Amount;Balance', '2024-01-02;"Bäckerei; Brot";-3,20;1.996,80', '2024-01-03;Salary, ACME GmbH, January;2.500,00;4.496,80', '2024-01-04;"Rent, January, flat 3";-1.234;3.262,80', ''].join('\n'), 'utf8');
const withBeancount = requireBeancount();

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER, { today: () => '2024-03-01' });
});
afterAll(async () => {
  await t.close();
});

test('a semicolon CSV with decimal commas is imported with its exact amounts, once', async () => {
  const upload = async () => {
    const { payload, headers } = await multipart({ account: 'Assets:EU:Giro' }, 'umsaetze.csv', CSV, 'text/csv');
    return t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  };
  const first = await upload();
  expect(first.statusCode, first.body).toBe(201);
  const body = first.json() as { imported: number; transactions: { narration: string; postings: { account: string; units: { number: string; currency: string } }[] }[]; statement: unknown };
  expect(body.imported).toBe(3);
  expect(body.transactions.map((x) => [x.narration, x.postings[0]!.units.number, x.postings[0]!.units.currency])).toEqual([
    ['Bäckerei; Brot', '-3.20', 'EUR'],
    ['Salary, ACME GmbH, January', '2500.00', 'EUR'],
    ['Rent, January, flat 3', '-1234', 'EUR'],
  ]);
  expect(body.statement).toEqual({ balance: { number: '3262.80', currency: 'EUR' }, date: '2024-01-04' });
  const text = await t.ledgerText();
  expect(text).toContain('Assets:EU:Giro  -1234 EUR');
  expect(text).not.toMatch(/-1\.234 EUR/);
  const again = await upload();
  expect((again.json() as { imported: number }).imported).toBe(0);
  const errors: string[] = [];
  expect(runCheck(t.ledgerFile, (line) => errors.push(line)), errors.join('\n')).toBe(0);
  expect(errors).toEqual([]);
  if (withBeancount) expect(beanCheck(t.ledgerFile)).toMatchObject({ ok: true, output: '' });
});
