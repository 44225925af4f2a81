// A fee waived on a card statement (`年费减免 -300` after `年费 300`) is the fee given back, off the
// account the fee went to, not income. QA of session 49: it went to Income:Uncategorized (warned),
// and the annual fee showed 300 paid.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import { CONSUMER_CREDIT_LEDGER } from './consumer-credit-ledger.ts';

const HEADER = '交易日,记账日,交易摘要,人民币金额,卡号末四位,交易地金额';
const MEAL = '2025/11/02,2025/11/03,美团-外卖,45.80,8888,45.80';
const REPAID = '2025/11/22,2025/11/22,还款,-2888.00,8888,-2888.00';
const card = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\n'));

describe('a fee waived on a card statement', () => {
  it('goes back off the account the same statement booked the fee to', async () => {
    const p = await plan(CONSUMER_CREDIT_LEDGER, {
      account: 'Liabilities:CreditCard:CMB',
      content: card(MEAL, '2025/11/15,2025/11/15,年费,300.00,8888,300.00', '2025/11/15,2025/11/15,年费减免,-300.00,8888,-300.00', REPAID),
      today: '2025-11-28',
    });
    expect(p.report.transactions.map(postingLines).slice(1, 3)).toEqual([
      ['Liabilities:CreditCard:CMB -300.00 CNY', 'Expenses:Finance:AnnualFee 300.00 CNY'],
      ['Liabilities:CreditCard:CMB 300.00 CNY', 'Expenses:Finance:AnnualFee -300.00 CNY'],
    ]);
    expect(p.report.warnings.filter((w) => w.row === 4)).toEqual([]);
    const check = beanCheck(appended(CONSUMER_CREDIT_LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it("goes back off the account the ledger's history booked the fee to, when no alias names it", async () => {
    const ledger = `${CONSUMER_CREDIT_LEDGER.replace('\n  alias: "年费"', '')}
2025-11-01 open Expenses:Card:YearlyCharge CNY

2025-11-05 * "年费"
  Expenses:Card:YearlyCharge  300.00 CNY
  Liabilities:CreditCard:CMB
`;
    const p = await plan(ledger, { account: 'Liabilities:CreditCard:CMB', content: card(MEAL, '2025/11/20,2025/11/20,年费减免,-300.00,8888,-300.00', REPAID), today: '2025-11-28' });
    expect(p.report.transactions.map(postingLines)[1]).toEqual(['Liabilities:CreditCard:CMB 300.00 CNY', 'Expenses:Card:YearlyCharge -300.00 CNY']);
  });
});
