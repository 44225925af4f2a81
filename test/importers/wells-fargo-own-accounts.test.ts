// Wells Fargo's rows between the user's own accounts (QA of session 50): an ATM withdrawal went into
// the brokerage's Assets:Invest:Schwab:Cash (any Assets account named Cash was taken for the
// wallet), and a paycheck ending in the employee's masked number, XXXXX1234, became a cash advance
// on the BofA card whose number also ends in 1234.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
option "operating_currency" "USD"
2024-01-01 open Assets:Bank:WellsFargo USD
2024-01-01 open Liabilities:CreditCard:BofA USD
  account_id: "4400123412341234"
2024-01-01 open Assets:Invest:Schwab:Cash USD
  account_id: "12345678"
2024-01-01 open Assets:Cash CNY
2024-01-01 open Income:Salary USD,CNY
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;

const MAPPING = { '1': 'date', '2': 'amount', '3': 'ignore', '4': 'ignore', '5': 'narration' };
const wf = (...rows: string[]) => Buffer.from(`${rows.map((r) => `${r}\n`).join('')}`);
const TODAY = '2026-11-29';
const ATM = '"10/14/2026","-60.00","*","","ATM WITHDRAWAL AUTHORIZED ON 10/14 1000 2ND AVE SEATTLE WA 0001234 ATM ID 0040Q CARD 1234"';

describe('cash withdrawn from a bank', () => {
  it('never goes into a broker\'s Cash account: with no wallet of its currency it is uncategorized', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Bank:WellsFargo', today: TODAY, mapping: MAPPING, content: wf(ATM) });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:WellsFargo -60.00 USD', 'Expenses:Uncategorized 60.00 USD']);
  });

  it('never goes into a Cash account under an investment or a bank, numbered or not', async () => {
    const ledger = `${LEDGER}2024-01-01 open Assets:Investments:Fidelity:Cash USD\n2024-01-01 open Assets:Bank:Chase:Cash USD\n`;
    const p = await plan(ledger, { account: 'Assets:Bank:WellsFargo', today: TODAY, mapping: MAPPING, content: wf(ATM) });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:WellsFargo -60.00 USD', 'Expenses:Uncategorized 60.00 USD']);
  });

  it('goes into the wallet the ledger\'s earlier withdrawals went to, before another one', async () => {
    const ledger = `${LEDGER}2024-01-01 open Assets:Cash:USD USD
2024-01-01 open Assets:Wallet:Cash USD
2026-09-02 * "ATM WITHDRAWAL AUTHORIZED ON 09/02"
  Assets:Bank:WellsFargo  -40.00 USD
  Assets:Wallet:Cash  40.00 USD
`;
    const p = await plan(ledger, { account: 'Assets:Bank:WellsFargo', today: TODAY, mapping: MAPPING, content: wf(ATM) });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:WellsFargo -60.00 USD', 'Assets:Wallet:Cash 60.00 USD']);
    // without that history, the closest wallet of the currency
    const fresh = await plan(ledger.slice(0, ledger.indexOf('2026-09-02')), { account: 'Assets:Bank:WellsFargo', today: TODAY, mapping: MAPPING, content: wf(ATM) });
    expect(postingLines(fresh.report.transactions[0]!)).toEqual(['Assets:Bank:WellsFargo -60.00 USD', 'Assets:Cash:USD 60.00 USD']);
    const check = beanCheck(appended(ledger, p));
    if (check) expect(check.errors).toBe('');
  });
});

describe('a card\'s masked last four digits in a bank row', () => {
  it('do not make a paycheck a cash advance on the card: a payroll row is income', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Bank:WellsFargo', today: TODAY, mapping: MAPPING, content: wf('"10/07/2026","2500.00","*","","ACME CORP PAYROLL 261007 XXXXX1234 DANA LI"') });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:WellsFargo 2500.00 USD', 'Income:Salary -2500.00 USD']);
  });

  it('do not name the card in a row that says no card payment or cash advance', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Bank:WellsFargo', today: TODAY, mapping: MAPPING, content: wf('"10/09/2026","300.00","*","","ONLINE TRANSFER FROM XXXXX1234 REF 88"') });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:WellsFargo 300.00 USD', 'Income:Uncategorized -300.00 USD']);
  });

  it('still name the card in its payment', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Bank:WellsFargo', today: TODAY, mapping: MAPPING, content: wf('"10/20/2026","-500.00","*","","ONLINE PAYMENT TO CARD XXXXX1234 REF 99"') });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:WellsFargo -500.00 USD', 'Liabilities:CreditCard:BofA 500.00 USD']);
  });
});
