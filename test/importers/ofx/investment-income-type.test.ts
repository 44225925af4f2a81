// An investment statement's INCOME is booked by its INCOMETYPE: a dividend (DIV) to the dividends'
// account, interest (INTEREST) to the interest's, a capital gain distribution (CGLONG, CGSHORT) to the
// capital gains' when one is open. A security whose dividend came first in the statement does not
// take its interest with it (QA: Schwab's bank interest, named by a security, went to Income:Dividends).
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from '../import-fixtures.ts';

function investmentOfx(entries: string): Buffer {
  return Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><INVSTMTRS><DTASOF>20261031<CURDEF>USD<INVACCTFROM><BROKERID>b<ACCTID>12345678</INVACCTFROM>
<INVTRANLIST><DTSTART>20261001<DTEND>20261031
${entries}
</INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1>
<SECLISTMSGSRSV1><SECLIST><STOCKINFO><SECINFO><SECID><UNIQUEID>922908769<UNIQUEIDTYPE>CUSIP</SECID><SECNAME>VANGUARD TOTAL STOCK MARKET ETF<TICKER>VTI</SECINFO></STOCKINFO></SECLIST></SECLISTMSGSRSV1></OFX>
`);
}

const SEC = '<SECID><UNIQUEID>922908769<UNIQUEIDTYPE>CUSIP</SECID>';
const income = (id: string, day: string, type: string, total: string, memo: string) =>
  `<INCOME><INVTRAN><FITID>${id}<DTTRADE>202610${day}<MEMO>${memo}</INVTRAN>${SEC}<INCOMETYPE>${type}<TOTAL>${total}<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INCOME>`;

const SCHWAB = `option "operating_currency" "USD"
2024-01-01 open Assets:Invest:Schwab:Cash USD
  account_id: "12345678"
2024-01-01 open Income:Dividends USD
2024-01-01 open Income:Interest USD,EUR
2024-01-01 open Income:CapitalGains USD
`;

const STATEMENT = investmentOfx([
  income('D1', '28', 'DIV', '42.17', 'QUALIFIED DIVIDEND'),
  income('I1', '30', 'INTEREST', '1.23', 'BANK INTEREST'),
  income('L1', '30', 'CGLONG', '5.00', 'LT CAP GAIN DIST'),
  income('S1', '30', 'CGSHORT', '2.00', 'ST CAP GAIN DIST'),
].join('\n'));

describe("an investment statement's income is booked by its INCOMETYPE", () => {
  it('books a dividend, interest and capital gain distributions of one security each to its own account', async () => {
    const p = await plan(SCHWAB, { content: STATEMENT, today: '2026-11-27' });
    expect(p.report.transactions.map((t) => [t.narration, postingLines(t)[1]])).toEqual([
      ['QUALIFIED DIVIDEND', 'Income:Dividends -42.17 USD'],
      ['BANK INTEREST', 'Income:Interest -1.23 USD'],
      ['LT CAP GAIN DIST', 'Income:CapitalGains -5.00 USD'],
      ['ST CAP GAIN DIST', 'Income:CapitalGains -2.00 USD'],
    ]);
  });

  it('falls back to the dividends account, with a warning, when no interest account is open', async () => {
    const p = await plan(SCHWAB.replace('2024-01-01 open Income:Interest USD,EUR\n', ''), { content: STATEMENT, today: '2026-11-27' });
    const interest = p.report.transactions.find((t) => t.narration === 'BANK INTEREST')!;
    expect(postingLines(interest)[1]).toBe('Income:Dividends -1.23 USD');
    expect(p.report.warnings.filter((w) => w.row === 2).map((w) => w.message)).toEqual(['interest of 1.23 USD booked to Income:Dividends, the account for dividend: no open account takes interest (open one such as Income:Interest to book it there)']);
  });
});
