// QA: a balance assertion an import breaks (a DKB export's row of 21.11. before the user's
// `2026-11-22 balance Assets:DE:DKB:Giro`) was answered with Beancount's message under path "":
// nothing said which row of the statement did it. The error now names the rows before the
// assertion that post to its account (`row 2`, as the import's other errors name rows), in the
// dry run as in the import; Beancount's message is unchanged.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "EUR"
2020-01-01 open Assets:DE:DKB:Giro EUR
2020-01-01 open Assets:DE:Sparkasse:Giro EUR
2020-01-01 open Equity:Opening-Balances
2020-01-01 open Expenses:Food
2026-11-01 * "Opening"
  Assets:DE:DKB:Giro  2105.67 EUR
  Assets:DE:Sparkasse:Giro  500.00 EUR
  Equity:Opening-Balances
2026-11-22 balance Assets:DE:DKB:Giro 2105.67 EUR
`;

/** The QA's dkb3.csv: 21.11. before the assertion, 23.11. after it. */
const DKB3 = Buffer.from(
  '\ufeff"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"\n' +
    '"21.11.26";"21.11.26";"Gebucht";"Max Müller";"Kiosk";"Zeitung";"Ausgang";"DE444";"-10,00";"";"";""\n' +
    '"23.11.26";"23.11.26";"Gebucht";"Max Müller";"Kiosk";"Zeitung";"Ausgang";"DE444";"-2,00";"";"";""\n',
);

const SEVERAL = Buffer.from('Date,Description,Amount\n2026-11-03,Bakery,-1.50\n2026-11-24,Bakery,-2.00\n2026-11-05,Bakery,-3.50\n2026-11-10,Refund,1.00\n');

type Answer = { status: number; body: { detail?: string; errors?: { path: string; message: string; file?: string; line?: number }[] } };

describe('POST /bean/import/files: a balance assertion the import breaks names the rows that break it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(LEDGER, { today: () => '2026-11-27' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(file: Buffer, name: string, fields: Record<string, string>): Promise<Answer> {
    const { payload, headers } = await multipart(fields, name, file, 'text/csv');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
    return { status: r.statusCode, body: r.json() };
  }

  test('the row of 21.11. is named; the message is Beancount\'s, with the assertion\'s file and line', async () => {
    const before = await t.ledgerText();
    const real = await upload(DKB3, 'dkb3.csv', { account: 'Assets:DE:DKB:Giro' });
    expect(real.status).toBe(422);
    expect(real.body.errors).toEqual([
      { path: 'row 2', message: "Balance failed for 'Assets:DE:DKB:Giro': expected 2105.67 EUR != accumulated 2095.67 EUR (10.00 too little)", file: 'main.beancount', line: 10 },
    ]);
    const dry = await upload(DKB3, 'dkb3.csv', { account: 'Assets:DE:DKB:Giro', dry_run: 'true' });
    expect(dry).toEqual(real);
    expect(await t.ledgerText()).toBe(before);
  });

  test('every row before the assertion on its account is named, in date order; one after it or on another account is not', async () => {
    const r = await upload(SEVERAL, 'several.csv', { account: 'Assets:DE:DKB:Giro' });
    expect(r.status).toBe(422);
    expect(r.body.errors?.map((e) => e.path)).toEqual(['row 2, row 4, row 5']);
    expect(r.body.errors?.[0]?.message).toMatch(/^Balance failed for 'Assets:DE:DKB:Giro': .* \(4.00 too little\)$/);
    // the other account has no assertion: its import is written
    const other = await upload(SEVERAL, 'several.csv', { account: 'Assets:DE:Sparkasse:Giro' });
    expect(other.status).toBe(201);
  });
});
