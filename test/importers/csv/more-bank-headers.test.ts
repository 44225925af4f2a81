// Bank CSV headers read without a mapping: Discover (Trans. Date), HSBC HK (Billing amount, Credit /
// Debit, Merchant name), Revolut (Completed Date, State, Fee) and ING-DiBa (German, semicolons,
// decimal commas, a preamble before the header). The rows are made up, in each bank's layout.
import { describe, expect, it } from 'vitest';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const LEDGER = `${ledgerText()}
2020-01-01 open Assets:Revolut GBP
2020-01-01 open Expenses:Fees
`;
const lines = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.payee, t.narration, ...postingLines(t)]);

describe('bank CSV headers read without a mapping', () => {
  it('Discover: Trans. Date, charges positive on a card', async () => {
    const text = 'Trans. Date,Post Date,Description,Amount,Category\n01/20/2024,01/22/2024,STARBUCKS,5.45,Restaurants\n01/25/2024,01/25/2024,INTERNET PAYMENT - THANK YOU,-500.00,Payments and Credits\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Liabilities:US:Visa' });
    expect(p.report.transactions.map((t) => [t.date, postingLines(t)[0]])).toEqual([
      ['2024-01-20', 'Liabilities:US:Visa -5.45 USD'],
      ['2024-01-25', 'Liabilities:US:Visa 500.00 USD'],
    ]);
  });

  it('HSBC HK credit card: Billing amount and currency, Credit / Debit, Merchant name', async () => {
    const text = 'Transaction date,Post date,Description,Billing amount,Billing currency,Transaction status,Merchant name,Country / region,Area / district,Credit / Debit\n'
      + '20/03/2025,21/03/2025,SALES:   NOODLE SHOP          CHN   CN,"-36.50"\t,CNY,POSTED,NOODLE SHOP,CHINA,CHN,DEBIT\n'
      + '24/03/2025,24/03/2025,PAYMENT - THANK YOU,"1,200.00"\t,CNY,POSTED,,,,CREDIT\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Liabilities:CMB:CreditCard' });
    expect(p.report.transactions.map((t) => [t.date, t.payee, postingLines(t)[0]])).toEqual([
      ['2025-03-20', 'NOODLE SHOP', 'Liabilities:CMB:CreditCard -36.50 CNY'],
      ['2025-03-24', null, 'Liabilities:CMB:CreditCard 1200.00 CNY'],
    ]);
  });

  it('Revolut: Completed Date, the fee on top of the amount, rows not completed skipped with why', async () => {
    const text = 'Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance\n'
      + 'CARD_PAYMENT,Current,2024-01-03 10:11:12,2024-01-04 09:00:00,Tesco,-12.50,0.00,GBP,COMPLETED,987.50\n'
      + 'CARD_PAYMENT,Current,2024-01-06 10:11:12,,Amazon,-20.00,0.00,GBP,REVERTED,\n'
      + 'EXCHANGE,Current,2024-01-07 10:00:00,2024-01-07 10:00:00,Exchanged to EUR,-50.00,0.50,GBP,COMPLETED,937.00\n'
      + 'CARD_PAYMENT,Current,2024-01-08 10:00:00,,Pret,-4.20,0.00,GBP,PENDING,\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:Revolut' });
    expect(p.report.transactions.map((t) => [t.date, ...postingLines(t)])).toEqual([
      ['2024-01-04', 'Assets:Revolut -12.50 GBP', 'Expenses:Uncategorized 12.50 GBP'],
      ['2024-01-07', 'Assets:Revolut -50.50 GBP', 'Expenses:Uncategorized 50.00 GBP', 'Expenses:Fees 0.50 GBP'],
    ]);
    expect(p.report.skipped_rows).toEqual([
      { row: 3, reason: 'no money moved (REVERTED)' },
      { row: 5, reason: 'pending (PENDING): not booked yet, import it once it is completed' },
    ]);
    // the balance after the last completed row is the account's: 987.50 - 50.00 - 0.50
    expect(p.report.statement).toEqual({ balance: { number: '937.00', currency: 'GBP' }, date: '2024-01-07' });
  });

  it('ING-DiBa: a preamble, semicolons, decimal commas and Latin-1 umlauts', async () => {
    const text = [
      'Umsatzanzeige;Datei erstellt am: 01.02.2024 10:00',
      ';Letztes Update: aktuell',
      '',
      'IBAN;DE00 1234 5678 9012 3456 78',
      'Kontoname;Girokonto',
      'Bank;ING',
      'Zeitraum;01.01.2024 - 31.01.2024',
      'Saldo;3.457,90;EUR',
      '',
      'Sortierung;Datum absteigend',
      '',
      'Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung',
      '25.01.2024;25.01.2024;Arbeitgeber GmbH;Gehalt/Rente;Gehalt Januar;3.457,90;EUR;2.500,00;EUR',
      '05.01.2024;05.01.2024;Bäckerei Müller;Lastschrift;Brötchen;957,90;EUR;-42,10;EUR',
      '',
    ].join('\r\n');
    const p = await plan(LEDGER, { content: Buffer.from(text, 'latin1'), account: 'Assets:EU:Giro' });
    expect(lines(p)).toEqual([
      ['2024-01-05', 'Bäckerei Müller', 'Brötchen', 'Assets:EU:Giro -42.10 EUR', 'Expenses:Uncategorized 42.10 EUR'],
      ['2024-01-25', 'Arbeitgeber GmbH', 'Gehalt Januar', 'Assets:EU:Giro 2500.00 EUR', 'Income:Salary -2500.00 EUR'],
    ]);
    expect(p.report.statement).toEqual({ balance: { number: '3457.90', currency: 'EUR' }, date: '2024-01-25' });
  });
});
