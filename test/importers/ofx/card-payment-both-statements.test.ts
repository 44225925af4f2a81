// One OFX file with a checking and a credit-card statement (a bank's "download all accounts"): the
// card's payment is in both, the checking's `Payment to ... card` and the card's `Payment Thank
// You`. Uploaded as two files the second row was the first's duplicate; in one upload both were
// booked, the payment twice (QA of session 37: checking 3957.83 and card +101.01 against the
// statement's own closing balances 4457.83 and -398.99). One upload books what two give.
import { describe, expect, it } from 'vitest';
import { appended, ledgerText, plan, postingLines } from '../import-fixtures.ts';

type Row = readonly [date: string, amount: string, fitid: string, name: string];
const trns = (rows: readonly Row[]) => rows.map(([date, amount, fitid, name]) => `<STMTTRN><TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN>`).join('\n');

const checkingPart = (rows: readonly Row[]) => `<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>CHK-0001<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031>
${trns(rows)}
</BANKTRANLIST><LEDGERBAL><BALAMT>0<DTASOF>20261031</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>`;

const cardPart = (rows: readonly Row[]) => `<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>2<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>CC-0002</CCACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031>
${trns(rows)}
</BANKTRANLIST><LEDGERBAL><BALAMT>0<DTASOF>20261031</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>`;

const ofx = (...parts: string[]) => Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
${parts.join('\n')}
</OFX>
`);

const CHECKING: Row[] = [
  ['20261005', '-1500.00', 'C1', 'ZELLE TO LANDLORD LLC'],
  ['20261020', '-500.00', 'C2', 'Payment to Chase card ending in 5678'],
];
const CARD: Row[] = [
  ['20261003', '-89.99', 'V1', 'AMAZON.COM'],
  ['20261021', '500.00', 'V2', 'Payment Thank You-Mobile'],
];

const TODAY = '2026-11-01';
/** The sum of every posting on `account` in the planned transactions. */
const sum = (p: Awaited<ReturnType<typeof plan>>, account: string) =>
  p.report.transactions.flatMap((t) => t.postings).filter((x) => x.account === account).reduce((s, x) => s + Math.round(Number(x.units.number) * 100), 0) / 100;

describe('a card payment in both statements of one OFX file', () => {
  it('is booked once, the card\'s row the other half of the checking\'s', async () => {
    const p = await plan(ledgerText(), { content: ofx(checkingPart(CHECKING), cardPart(CARD)), today: TODAY });
    const payments = p.report.transactions.filter((t) => /payment/i.test(t.payee ?? ''));
    expect(payments.map(postingLines)).toEqual([['Assets:US:Checking -500.00 USD', 'Liabilities:US:Visa 500.00 USD']]);
    expect(p.report.duplicate_rows.map((d) => [d.payee, d.existing?.payee])).toEqual([['Payment Thank You-Mobile', 'Payment to Chase card ending in 5678']]);
    expect([sum(p, 'Assets:US:Checking'), sum(p, 'Liabilities:US:Visa')]).toEqual([-2000, 410.01]);
  });

  it('books what two uploads of the two statements book, and nothing when the file comes again', async () => {
    const one = await plan(ledgerText(), { content: ofx(checkingPart(CHECKING), cardPart(CARD)), today: TODAY });
    const first = await plan(ledgerText(), { content: ofx(checkingPart(CHECKING)), today: TODAY });
    const second = await plan(appended(ledgerText(), first), { content: ofx(cardPart(CARD)), today: TODAY });
    const both = [...first.report.transactions, ...second.report.transactions].map((t) => postingLines(t).join(' / ')).sort();
    expect(one.report.transactions.map((t) => postingLines(t).join(' / ')).sort()).toEqual(both);
    const again = await plan(appended(ledgerText(), one), { content: ofx(checkingPart(CHECKING), cardPart(CARD)), today: TODAY });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 4]);
  });

  it('the card listing the payment first', async () => {
    const card: Row[] = [['20261019', '500.00', 'V2', 'Payment Thank You-Mobile']];
    const p = await plan(ledgerText(), { content: ofx(checkingPart(CHECKING), cardPart(card)), today: TODAY });
    expect(p.report.transactions.filter((t) => /payment/i.test(t.payee ?? '')).map(postingLines)).toEqual([['Liabilities:US:Visa 500.00 USD', 'Assets:US:Checking -500.00 USD']]);
    expect(p.report.duplicate_rows.map((d) => d.payee)).toEqual(['Payment to Chase card ending in 5678']);
  });
});
