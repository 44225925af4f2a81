// QA of session 30 (European and US bank exports): ING (NL)'s Dutch header and its Af/Bij column,
// Sparkasse's CSV-CAMT export (its pending rows, its payee column), the payee history taking the
// posting that carries the movement, and a cash withdrawal at a bank named like one of the user's
// own accounts.
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { beanCheck } from '../../support/bean-check.ts';
import { appended, importTwice, ledgerText, plan, postingLines } from '../import-fixtures.ts';

type Plan = Awaited<ReturnType<typeof plan>>;
const booked = (p: Plan) => p.report.transactions.map((t) => [t.date, t.payee, ...postingLines(t)]);

/** The import must pass bean-check (skipped where bean-check is not installed), and again as all duplicates. */
async function checkedTwice(ledger: string, content: Buffer, account: string): Promise<Plan> {
  const { first, second, after } = await importTwice(ledger, { content, account, today: '2026-11-27' });
  const check = beanCheck(after);
  if (check) expect(check.errors).toBe('');
  expect([second.report.imported, second.report.duplicates]).toEqual([0, first.report.imported]);
  return first;
}

const EUR_LEDGER = `option "operating_currency" "EUR"
2025-01-01 commodity EUR
2025-01-01 open Assets:NL:ING:Betaal EUR
  alias: "ING"
2025-01-01 open Assets:DE:Sparkasse:Giro EUR
  alias: "Sparkasse"
2025-01-01 open Assets:Revolut:EUR EUR
  alias: "Revolut EUR"
2025-01-01 open Assets:Cash:EUR EUR
2025-01-01 open Expenses:Food:Groceries
2025-01-01 open Expenses:Utilities:Phone
2025-01-01 open Expenses:Bank:Fees
  alias: "fee,fees,Gebühr,Entgelt"
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Income:Salary
2025-01-01 open Income:Refunds
2025-01-01 open Income:Uncategorized
2025-01-01 custom "payee" "Albert Heijn"
  account: "Expenses:Food:Groceries"
  alias: "ALBERT HEIJN"
`;

const ING = 'Assets:NL:ING:Betaal';
const ING_HEADER = '"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag (EUR)";"Mutatiesoort";"Mededelingen";"Saldo na mutatie";"Tag"';
const ING_ROWS = [
  '"20260105";"Vattenfall Klantenservice N.V.";"NL91INGB0001234567";"NL74INGB0000012345";"IC";"Af";"95,00";"Incasso";"Termijnbedrag januari";"2.035,88";""',
  '"20251215";"ACME B.V.";"NL91INGB0001234567";"NL39RABO0300065264";"OV";"Bij";"2.500,00";"Overschrijving";"Salaris december";"2.130,88";""',
  '"20251203";"Albert Heijn 1234 AMSTERDAM NLD";"NL91INGB0001234567";"";"BA";"Af";"52,30";"Betaalautomaat";"Apple Pay";"-369,12";""',
];
const ingExport = (rows: readonly string[] = ING_ROWS) => Buffer.from(`${ING_HEADER}\n${rows.join('\n')}\n`);

describe('ING (NL) export', () => {
  it('reads the Dutch header without a mapping: Datum 20251203, Bedrag, Af as money out and Bij as money in', async () => {
    const p = await checkedTwice(EUR_LEDGER, ingExport(), ING);
    expect(booked(p)).toEqual([
      ['2025-12-03', 'Albert Heijn 1234 AMSTERDAM NLD', `${ING} -52.30 EUR`, 'Expenses:Food:Groceries 52.30 EUR'],
      ['2025-12-15', 'ACME B.V.', `${ING} 2500.00 EUR`, 'Income:Salary -2500.00 EUR'],
      ['2026-01-05', 'Vattenfall Klantenservice N.V.', `${ING} -95.00 EUR`, 'Expenses:Uncategorized 95.00 EUR'],
    ]);
    expect(p.report.transactions.map((t) => t.narration)).toEqual(['Apple Pay', 'Salaris december', 'Termijnbedrag januari']);
    // Saldo na mutatie is the balance: the newest row's
    expect(p.report.statement).toMatchObject({ balance: { number: '2035.88', currency: 'EUR' }, date: '2026-01-05' });
  });

  it('books Af as money out when the mapping names Af Bij the direction (it was booked as money in)', async () => {
    const mapping = { Datum: 'date', 'Bedrag (EUR)': 'amount', 'Af Bij': 'direction', 'Naam / Omschrijving': 'payee' };
    const p = await plan(EUR_LEDGER, { content: ingExport(), account: ING, mapping, today: '2026-11-27' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual([`${ING} -52.30 EUR`, `${ING} 2500.00 EUR`, `${ING} -95.00 EUR`]);
  });

  it('skips each row of a direction column whose words it does not know, saying so, instead of booking unsigned amounts as money in', async () => {
    const statement = readCsvStatement('Date,Dr/Cr,Amount,Description\n2024-05-01,Uit,4.00,a\n2024-05-02,Cr,5.00,b\n2024-05-03,Weg,6.00,c\n');
    expect(statement.rows.map((r) => [r.date, r.amount.toString()])).toEqual([['2024-05-02', '5.00']]);
    expect(statement.skipped.map((s) => [s.row, s.reason])).toEqual([
      [2, 'unreadable row: the direction column says "Uit": neither money out (借, 支出, Dr, Debit...) nor money in (贷, 收入, Cr, Credit...)'],
      [4, 'unreadable row: the direction column says "Weg": neither money out (借, 支出, Dr, Debit...) nor money in (贷, 收入, Cr, Credit...)'],
    ]);
    // the same when no row's word is known: nothing is imported, each row says why
    const mapped = await plan(EUR_LEDGER, { content: Buffer.from('Datum,Richting,Bedrag\n20251201,Uit,4.00\n20251202,Uit,5.00\n'), account: ING, mapping: { Datum: 'date', Richting: 'direction', Bedrag: 'amount' }, today: '2026-11-27' }).then(() => null, (e: unknown) => e as Error);
    expect(String((mapped as { detail?: string })?.detail)).toContain('(row 2): the direction column says "Uit"');
  });
});

const SPARKASSE = 'Assets:DE:Sparkasse:Giro';
const SPARKASSE_HEADER = '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';
/** A made-up Sparkasse CSV-CAMT export, in windows-1252 as the bank sends it: date, text, purpose, payee, amount, info. */
function sparkasseExport(rows: readonly (readonly [string, string, string, string, string, string])[], header = SPARKASSE_HEADER): Buffer {
  const lines = rows.map(([date, text, purpose, payee, amount, info]) =>
    ['DE44500502011234567801', date, date, text, purpose, '', '', 'NOTPROVIDED', '', '', '', payee, payee ? 'DE02120300000000202051' : '0000000000', '', amount, 'EUR', info].map((c) => `"${c}"`).join(';'));
  return Buffer.from(`${header}\n${lines.join('\n')}\n`, 'latin1');
}
const SPARKASSE_ROWS = [
  ['12.01.26', 'FOLGELASTSCHRIFT', 'Vodafone Kundennr. 123456789 Rechnung 01/2026', 'Vodafone GmbH', '-29,99', 'Umsatz gebucht'],
  ['05.01.26', 'KARTENZAHLUNG', '2026-01-04T11:00 Debitk.9', 'Bäckerei Schäfer', '-15,00', 'Umsatz vorgemerkt'],
  ['12.12.25', 'ENTGELTABSCHLUSS', 'Entgelt Kontoführung 11/2025', '', '-4,95', 'Umsatz gebucht'],
  ['05.12.25', 'KARTENZAHLUNG', '2025-12-04T18:12 Debitk.9 2028-12', 'EDEKA Center Müller', '-23,45', 'Umsatz gebucht'],
] as const;
/** The Vodafone payee's history: an earlier bill booked by hand. */
const SPARKASSE_LEDGER = `${EUR_LEDGER}
2025-11-03 * "Vodafone GmbH" "Rechnung 11/2025"
  ${SPARKASSE}  -29.99 EUR
  Expenses:Utilities:Phone  29.99 EUR
`;

describe('Sparkasse CSV-CAMT export', () => {
  it('skips the Umsatz vorgemerkt (pending) row and reads Beguenstigter/Zahlungspflichtiger as the payee, whose history places the row', async () => {
    const p = await checkedTwice(SPARKASSE_LEDGER, sparkasseExport(SPARKASSE_ROWS), SPARKASSE);
    expect(booked(p)).toEqual([
      ['2025-12-05', 'EDEKA Center Müller', `${SPARKASSE} -23.45 EUR`, 'Expenses:Uncategorized 23.45 EUR'],
      ['2025-12-12', null, `${SPARKASSE} -4.95 EUR`, 'Expenses:Bank:Fees 4.95 EUR'],
      ['2026-01-12', 'Vodafone GmbH', `${SPARKASSE} -29.99 EUR`, 'Expenses:Utilities:Phone 29.99 EUR'],
    ]);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: 'pending (Umsatz vorgemerkt): not booked yet, import it once it is completed' }]);
  });

  it('imported before the payee column was read (no payee, the id made without it), the export imported again is all duplicates', async () => {
    // as versions before 2026-11-27 read it: neither the payee nor the Info column known
    const unread = SPARKASSE_HEADER.replace('Beguenstigter/Zahlungspflichtiger', 'Unbekannt').replace('"Info"', '"Hinweis"');
    const old = await plan(SPARKASSE_LEDGER, { content: sparkasseExport(SPARKASSE_ROWS, unread), account: SPARKASSE, today: '2026-11-27' });
    // the id an older version gave the Vodafone row, hashed without its payee
    expect(old.report.transactions.map((t) => [t.payee, t.meta.import_id])).toContainEqual([null, 'bank:35bc175f6351fb7124b1']);
    const again = await plan(appended(SPARKASSE_LEDGER, old), { content: sparkasseExport(SPARKASSE_ROWS), account: SPARKASSE, today: '2026-11-27' });
    expect([again.report.imported, again.report.duplicates, again.report.skipped]).toEqual([0, 3, 1]);
    expect(again.report.duplicate_rows.map((d) => d.reason)).toEqual(expect.arrayContaining(['already imported (import_id bank:35bc175f6351fb7124b1)']));
  });
});

const REVOLUT = 'Assets:Revolut:EUR';
const REVOLUT_HEADER = 'Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance';
const revolutExport = (rows: readonly string[]) => Buffer.from(`${REVOLUT_HEADER}\n${rows.join('\n')}\n`);

describe("the payee's history", () => {
  it('takes the posting that carries the movement: the cash of a withdrawal booked with its fee, not the fee', async () => {
    const ledger = `${EUR_LEDGER}
2026-01-10 * "Cash withdrawal at Alexanderplatz"
  ${REVOLUT}  -102.00 EUR
  Assets:Cash:EUR  100.00 EUR
  Expenses:Bank:Fees  2.00 EUR
`;
    const p = await checkedTwice(ledger, revolutExport(['ATM,Current,2026-02-16 16:00:00,2026-02-17 09:00:00,Cash withdrawal at Alexanderplatz,-50.00,0.00,EUR,COMPLETED,55.05']), REVOLUT);
    expect(booked(p)).toEqual([['2026-02-17', null, `${REVOLUT} -50.00 EUR`, 'Assets:Cash:EUR 50.00 EUR']]);
  });

  it('of a purchase split over two expenses, takes the larger one, whichever is written first', async () => {
    const ledger = `${EUR_LEDGER}
2025-11-10 * "Jumbo Amsterdam" "shop"
  ${ING}  -60.00 EUR
  Expenses:Bank:Fees  0.50 EUR
  Expenses:Food:Groceries  59.50 EUR
`;
    const p = await plan(ledger, { content: ingExport(['"20251203";"Jumbo Amsterdam";"NL91INGB0001234567";"";"BA";"Af";"12,30";"Betaalautomaat";"shop";"1,00";""']), account: ING, today: '2026-11-27' });
    expect(booked(p)).toEqual([['2025-12-03', 'Jumbo Amsterdam', `${ING} -12.30 EUR`, 'Expenses:Food:Groceries 12.30 EUR']]);
  });
});

describe('a cash withdrawal at a bank named like one of your accounts', () => {
  const ROWS = [
    'ATM,Current,2026-02-14 16:00:00,2026-02-15 09:00:00,Cash withdrawal at Sparkasse Berlin,-100.00,2.00,EUR,COMPLETED,105.05',
    'ATM,Current,2026-02-16 16:00:00,2026-02-17 09:00:00,Cash withdrawal at Berliner Volksbank,-50.00,0.00,EUR,COMPLETED,55.05',
  ];

  it('is cash (Assets:Cash:EUR, named for cash before its currency), not a move to the account aliased Sparkasse', async () => {
    const p = await checkedTwice(EUR_LEDGER, revolutExport(ROWS), REVOLUT);
    expect(booked(p)).toEqual([
      ['2026-02-15', null, `${REVOLUT} -102.00 EUR`, 'Assets:Cash:EUR 100.00 EUR', 'Expenses:Bank:Fees 2.00 EUR'],
      ['2026-02-17', null, `${REVOLUT} -50.00 EUR`, 'Assets:Cash:EUR 50.00 EUR'],
    ]);
    expect(p.report.warnings).toEqual([]);
  });

  it('without a cash account is booked to the account the alias names, warned and flagged', async () => {
    const ledger = EUR_LEDGER.replace('2025-01-01 open Assets:Cash:EUR EUR\n', '');
    const p = await checkedTwice(ledger, revolutExport(ROWS.slice(0, 1)), REVOLUT);
    expect(booked(p)).toEqual([['2026-02-15', null, `${REVOLUT} -102.00 EUR`, 'Assets:DE:Sparkasse:Giro 100.00 EUR', 'Expenses:Bank:Fees 2.00 EUR']]);
    expect(p.report.transactions[0]!.flag).toBe('!');
    expect(p.report.warnings).toEqual([{ row: 2, message: '"Cash withdrawal at Sparkasse Berlin" names the alias of Assets:DE:Sparkasse:Giro, one of your own accounts: booked as a move to it (if the words name a merchant or another bank, book it elsewhere)' }]);
  });

  it("leaves a bank's row that names a payment app (a move into it by design) unwarned", async () => {
    const p = await plan(ledgerText(), { content: Buffer.from('交易日期,交易金额,余额,摘要\n2024-05-01,-23.10,100.00,支付宝-滴滴出行\n'), account: 'Assets:CMB:Debit' });
    expect([booked(p), p.report.warnings]).toEqual([[['2024-05-01', null, 'Assets:CMB:Debit -23.10 CNY', 'Assets:Alipay 23.10 CNY']], []]);
  });
});

describe('Wise export', () => {
  const HEADER = '"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Card Last Four Digits","Card Holder Full Name",Attachment,Note,"Total fees"';
  const ROWS = [
    'TRANSFER-1111111111,02-12-2025,-300.00,EUR,"Sent money to Hausverwaltung Schmidt","Nebenkosten 2025",700.00,,,,,Hausverwaltung Schmidt,DE02100100109307118603,,,,,,0.00',
    'CARD-3333333333,15-12-2025,-45.60,EUR,"Card transaction of 45.60 EUR issued by Db Fernverkehr Ag Frankfurt","",654.40,,,,,,,DB Fernverkehr AG,4321,Max Mustermann,,,0.00',
    'TRANSFER-4444444444,20-12-2025,1500.00,EUR,"Received money from ACME GmbH with reference Bonus 2025","Bonus 2025",2154.40,,,,ACME GmbH,,,,,,,,0.00',
  ];
  const WISE = 'Assets:Wise:EUR';
  const ledger = `${EUR_LEDGER}2025-01-01 open ${WISE} EUR
2025-01-01 open Expenses:Housing:Rent
2025-01-01 custom "payee" "Hausverwaltung Schmidt"
  account: "Expenses:Housing:Rent"
`;
  const content = Buffer.from(`${HEADER}\n${ROWS.join('\n')}\n`);

  it('reads Payee Name (money out) and Payer Name (money in) as the payee; a payee record then places the row', async () => {
    const p = await checkedTwice(ledger, content, WISE);
    expect(booked(p)).toEqual([
      ['2025-12-02', 'Hausverwaltung Schmidt', `${WISE} -300.00 EUR`, 'Expenses:Housing:Rent 300.00 EUR'],
      ['2025-12-15', 'DB Fernverkehr AG', `${WISE} -45.60 EUR`, 'Expenses:Uncategorized 45.60 EUR'],
      ['2025-12-20', 'ACME GmbH', `${WISE} 1500.00 EUR`, 'Income:Salary -1500.00 EUR'],
    ]);
  });

  it('imported before those columns were read, the export imported again is all duplicates', async () => {
    const unread = Buffer.from(`${HEADER.replace('"Payer Name","Payee Name"', '"Payer N","Payee N"')}\n${ROWS.join('\n')}\n`);
    const old = await plan(ledger, { content: unread, account: WISE, today: '2026-11-27' });
    expect(old.report.transactions.map((t) => t.payee)).toEqual([null, 'DB Fernverkehr AG', null]);
    const again = await plan(appended(ledger, old), { content, account: WISE, today: '2026-11-27' });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 3]);
  });
});

describe("Revolut's Type column, which says no direction", () => {
  it('is the row\'s category: a CARD_REFUND goes to the open refunds account, a FEE to the fees account', async () => {
    // (QA: the refund went to Income:Uncategorized though Income:Refunds was open; its description,
    // a merchant's name, says nothing the keyword table knows)
    const p = await checkedTwice(EUR_LEDGER, revolutExport([
      'CARD_REFUND,Current,2026-02-10 10:00:00,2026-02-11 09:00:00,Zalando,35.90,0.00,EUR,COMPLETED,135.90',
      'FEE,Current,2026-02-12 10:00:00,2026-02-12 10:00:00,Premium plan,-7.99,0.00,EUR,COMPLETED,127.91',
    ]), REVOLUT);
    expect(booked(p)).toEqual([
      ['2026-02-11', null, `${REVOLUT} 35.90 EUR`, 'Income:Refunds -35.90 EUR'],
      ['2026-02-12', null, `${REVOLUT} -7.99 EUR`, 'Expenses:Bank:Fees 7.99 EUR'],
    ]);
  });
});
